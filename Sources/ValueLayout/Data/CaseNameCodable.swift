import Foundation

/// An enumeration written in layout documents as its case's name (`"vertical"`,
/// `"fillEqualSize"`, `"semibold"`): the name the Swift source uses.
public protocol CaseNameCodable: Codable, CaseIterable, Sendable, Hashable {}

extension CaseNameCodable {
    /// The case's name, as written in Swift.
    public var caseName: String { String(describing: self) }

    /// Reads a case's name; an unknown name is an error that lists the known ones.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let match = Self.allCases.first(where: { $0.caseName == name }) else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "unknown \(Self.self) \"\(name)\"; expected \(LayoutFields.list(Self.allCases.map(\.caseName)))"
            )
        }
        self = match
    }

    /// Writes the case's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(caseName)
    }
}

extension Axis: CaseNameCodable {}
extension LayoutDirection: CaseNameCodable {}
extension StackLayoutDistribution: CaseNameCodable {}
extension LineBreakMode: CaseNameCodable {}
extension Font.Weight: CaseNameCodable {}
extension Alignment.Vertical: CaseNameCodable {}
extension Alignment.Horizontal: CaseNameCodable {}
