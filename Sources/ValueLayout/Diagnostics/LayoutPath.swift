import Foundation

/// Where a layout sits in a tree: the layouts from the root down to it, written like
/// `StackLayout › InsetLayout[2] › LabelLayout "name"`.
///
/// Each step names the layout's type, its index among its parent's sublayouts in brackets when the
/// parent has more than one, and its reuse identifier in double quotes when it has one. A path
/// names a layout by its place in the layout values, so it is the same whatever the width, the
/// direction or the scale of the arrangement, and the index of a sublayout a stack dropped is its
/// index among the stack's sublayouts.
///
/// Get one from ``LayoutArrangement/path``, or in each ``LayoutDiagnostic``.
public struct LayoutPath: Sendable, Hashable, CustomStringConvertible {
    /// One layout along a path.
    public struct Component: Sendable, Hashable, CustomStringConvertible {
        /// The layout's type name, as `String(describing:)` writes it (a custom layout's own type
        /// name, generic arguments included).
        public let typeName: String
        /// The layout's index among its parent's sublayouts when the parent has more than one;
        /// `nil` for the root and for an only sublayout.
        public let sublayoutIndex: Int?
        /// The layout's reuse identifier, if it has one.
        public let viewReuseId: String?

        /// A component naming a layout of type `typeName`.
        public init(typeName: String, sublayoutIndex: Int? = nil, viewReuseId: String? = nil) {
            self.typeName = typeName
            self.sublayoutIndex = sublayoutIndex
            self.viewReuseId = viewReuseId
        }

        /// The step as the path writes it: `StackLayout[2] "name"`.
        public var description: String {
            var text = typeName
            if let sublayoutIndex { text += "[\(sublayoutIndex)]" }
            if let viewReuseId { text += " " + viewReuseId.debugDescription }
            return text
        }
    }

    /// The layouts from the root (first) down to the one the path names (last); never empty.
    public let components: [Component]

    /// A path through `components`, the root's first.
    public init(_ components: [Component]) {
        precondition(!components.isEmpty, "a layout path names at least the root")
        self.components = components
    }

    /// The number of levels below the root: 0 for the root.
    public var depth: Int { components.count - 1 }

    /// The path written out, its components joined by ` › `.
    ///
    /// - Complexity: O(length of the path).
    public var description: String {
        components.lazy.map(\.description).joined(separator: " › ")
    }
}
