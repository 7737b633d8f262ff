import Foundation

extension LayoutArrangement: CustomStringConvertible {
    /// The canonical text form of this arrangement tree, for snapshot tests and for reading.
    ///
    /// One line per node, children indented two spaces below their parent, in source order:
    /// the layout's type name, its frame as `(x, y, width, height)` in its parent's coordinates with
    /// each number in its shortest form that reads back exactly (`91`, `119.66666666666667`; Swift's
    /// round-trip form, so magnitudes below 10⁻⁴ use an exponent, as in `1e-05`), and its reuse
    /// identifier in quotes when it has one. For example:
    ///
    /// ```
    /// InsetLayout (0, 0, 375, 426) "feedItem"
    ///   StackLayout (8, 8, 359, 410)
    ///     LabelLayout (0, 0, 91, 17) "actionText"
    /// ```
    ///
    /// Levels deeper than ``snapshotIndentedLevels`` are indented like that level and start with
    /// their depth in brackets (`[40] SizeLayout …`), so the text stays linear in the tree's size
    /// however deep it is.
    ///
    /// The form is stable: it depends only on the tree, never on addresses, hashing or locale.
    ///
    /// - Complexity: O(n) in the size of the tree, without recursion.
    public var snapshotText: String {
        var text = ""
        var typeNames: [ObjectIdentifier: String] = [:]
        tree.forEachPreOrder(from: index) { node, depth in
            let layout = tree.layout(at: node)
            let layoutType = type(of: layout)
            let key = ObjectIdentifier(layoutType)
            let name =
                typeNames[key]
                ?? {
                    let name = String(describing: layoutType)
                    typeNames[key] = name
                    return name
                }()
            if depth <= Self.snapshotIndentedLevels {
                text += String(repeating: "  ", count: depth)
            } else {
                // Deeper levels keep the deepest indentation and name their depth, so the text of
                // a very deep tree stays linear in its size.
                text += String(repeating: "  ", count: Self.snapshotIndentedLevels)
                text += "[\(depth)] "
            }
            text += name
            text += " ("
            let frame = tree.payload(node)
            text += SnapshotNumber.format(frame.origin.x) + ", " + SnapshotNumber.format(frame.origin.y) + ", "
            text += SnapshotNumber.format(frame.size.width) + ", " + SnapshotNumber.format(frame.size.height)
            text += ")"
            if let id = layout.viewReuseId {
                text += " " + id.debugDescription
            }
            text += "\n"
        }
        return text
    }

    /// The number of levels ``snapshotText`` shows by indentation alone: 32.
    public static let snapshotIndentedLevels = 32

    /// The canonical text form of the tree; see ``snapshotText``.
    public var description: String { snapshotText }
}

/// Formats numbers for snapshots: integers without a decimal point, everything else in Swift's
/// shortest representation that reads back to the same value.
enum SnapshotNumber {
    static func format(_ value: CGFloat) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }
}
