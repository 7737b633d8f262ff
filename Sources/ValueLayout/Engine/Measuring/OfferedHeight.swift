import Foundation

/// What the height a layout is measured within means (see ``LayoutChildren/offeredHeight``).
public enum OfferedHeight: Sendable, Hashable {
    /// The most the layout may take (LayoutKit's rule for every measurement).
    case maximum
    /// The layout's height, which its content's percentages cannot resolve against (CSS: a
    /// height that is not definite).
    case used
    /// The layout's definite height.
    case definite
}
