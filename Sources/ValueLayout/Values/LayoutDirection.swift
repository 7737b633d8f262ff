/// The direction in which leading-to-trailing runs.
///
/// Layouts are described with *leading* and *trailing* edges. With ``rightToLeft`` every frame of an
/// arrangement is mirrored within its parent, so the arrangement itself (and any snapshot of it)
/// shows the right-to-left result.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Leading is the left edge (English, French, …).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew, …).
    case rightToLeft
}
