import Foundation

/// A layout that reads and writes itself as JSON in the layout-document format (see
/// ``LayoutDocument``): every built-in layout, and any custom layout that conforms.
///
/// The format has one rule, so that the Swift API's documentation is the format's: a layout is an
/// object whose `kind` is ``kindName`` (the type's name without `Layout`, first letter lowercased:
/// `inset` for ``InsetLayout``, `firstFit` for ``FirstFitLayout``), and whose other keys are the
/// argument labels of one of the type's initialisers, with the same defaults.
///
/// To make a custom layout readable, conform it, encode its arguments under their labels, and
/// pass its type in ``LayoutDecodingOptions/kinds`` (decoding needs the list of types to map a
/// `kind` to one). A layout that does not conform cannot be written: ``LayoutDocument/json(prettyPrinted:)``
/// fails with the path of the first such layout.
public protocol CodableLayout: Layout, Codable {
    /// The value of `kind` for this type: by default the type's name without a `Layout` suffix,
    /// first letter lowercased.
    static var kindName: String { get }

    /// Where, relative to this layout's object, the sublayout at `index` (in the order of the
    /// layout's arrangement and ``LayoutPath``) is written: `sublayouts[2]`, `sublayout`,
    /// `children[1].layout`. Diagnostics use it to name a node by its JSON path. By default
    /// `sublayouts[index]`.
    func codingPath(ofSublayoutAt index: Int) -> String
}

extension CodableLayout {
    /// The type's name without a `Layout` suffix, first letter lowercased.
    public static var kindName: String { LayoutKindName.derived(from: Self.self) }

    /// `sublayouts[index]`.
    public func codingPath(ofSublayoutAt index: Int) -> String { "sublayouts[\(index)]" }
}

/// The naming rule of `kind`.
enum LayoutKindName {
    static func derived(from type: Any.Type) -> String {
        var name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("Layout"), name.count > "Layout".count { name.removeLast("Layout".count) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
