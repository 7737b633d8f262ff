/// The position of an item in a list: its section and its place in the section, both from 0.
///
/// The platform-independent counterpart of UIKit's `IndexPath(item:section:)` (which Foundation
/// on Linux lacks); the UIKit adapters convert between the two.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within its section.
    public var item: Int

    /// The item at `item` in section `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Section first, then item.
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as Foundation prints index paths.
    public var description: String { "[\(section), \(item)]" }
}
