import Foundation

/// An option set whose members have names in layout documents: the names of its static members,
/// as written in Swift.
protocol NamedOptionSet: OptionSet, Sendable where Element == Self, RawValue: FixedWidthInteger {
    /// Every static member by name: the single options (the ones written) and the named
    /// combinations (also read, as the union of their options).
    static var membersByName: [(name: String, options: Self)] { get }
}

/// An option set written as the array of its options' names (`["minimumWidth", "minimumHeight"]`,
/// `[]` for none). Reading also takes a named combination (`["xy"]`); writing names single options
/// only, in the order of ``NamedOptionSet/membersByName``.
struct DataOptionSet<Options: NamedOptionSet>: Codable {
    let options: Options

    init(_ options: Options) { self.options = options }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var options: Options = []
        while !container.isAtEnd {
            let elementPath = container.codingPath + [DataKey(intValue: container.currentIndex)!]
            let name = try container.decode(String.self)
            guard let member = Options.membersByName.first(where: { $0.name == name }) else {
                throw LayoutDataError(
                    path: LayoutDataError.path(elementPath),
                    reason: "unknown \(Options.self) \"\(name)\"; expected "
                        + LayoutFields.list(Options.membersByName.map(\.name)))
            }
            options.formUnion(member.options)
        }
        self.options = options
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for member in Options.membersByName
        where member.options.rawValue.nonzeroBitCount == 1 && options.contains(member.options) {
            try container.encode(member.name)
        }
    }
}
