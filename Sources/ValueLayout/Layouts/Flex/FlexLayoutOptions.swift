import Foundation

/// The main axis of a ``FlexLayout`` and the direction items follow along it (CSS
/// `flex-direction`).
public enum FlexDirection: Sendable, Hashable, CaseIterable {
    /// Items run from the leading edge to the trailing edge (CSS `row`, the default).
    case row
    /// Items run from the trailing edge to the leading edge (CSS `row-reverse`).
    case rowReverse
    /// Items run from top to bottom (CSS `column`).
    case column
    /// Items run from bottom to top (CSS `column-reverse`).
    case columnReverse

    /// Whether the main axis is horizontal.
    var isRow: Bool { self == .row || self == .rowReverse }
    /// Whether items run against the axis's usual direction.
    var isReversed: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether a ``FlexLayout`` breaks its items into several lines (CSS `flex-wrap`).
public enum FlexWrap: Sendable, Hashable, CaseIterable {
    /// One line, however long (CSS `nowrap`, the default).
    case noWrap
    /// As many lines as needed, stacked from the cross-start edge (top, or leading in a column).
    case wrap
    /// As many lines as needed, stacked from the cross-end edge (bottom, or trailing in a
    /// column): the cross axis is reversed.
    case wrapReverse
}

/// How a ``FlexLayout`` distributes the free space of a line along the main axis (CSS
/// `justify-content`).
public enum JustifyContent: Sendable, Hashable, CaseIterable {
    /// Items packed at the main-start edge (the default).
    case flexStart
    /// Items packed at the main-end edge.
    case flexEnd
    /// Items packed in the middle.
    case center
    /// The first item at the start, the last at the end, equal space between; one item, or too
    /// little space, packs at the start.
    case spaceBetween
    /// Equal space around each item (half of it at the ends); too little space centres.
    case spaceAround
    /// Equal space between items and at the ends; too little space centres.
    case spaceEvenly
}

/// How a ``FlexLayout`` places items across a line (CSS `align-items`), and what ``AlignSelf``
/// chooses for one item.
public enum AlignItems: Sendable, Hashable, CaseIterable {
    /// At the line's cross-start edge.
    case flexStart
    /// At the line's cross-end edge.
    case flexEnd
    /// In the middle of the line (overflowing both edges equally when larger).
    case center
    /// Stretched to the line's cross size when the item's cross size is `auto` and neither cross
    /// margin is `auto` (the default); otherwise at the start.
    case stretch
    /// First baselines aligned with the other first-baseline items of the line (a row's items
    /// only; in a column, at the start). An item that shows no text uses its bottom edge.
    case firstBaseline
    /// Last baselines aligned with the other last-baseline items of the line, the group at the
    /// line's cross-end edge (a row's items only; in a column, at the end). An item that shows no
    /// text uses its bottom edge.
    case lastBaseline
}

/// How one ``FlexItem`` is placed across its line (CSS `align-self`).
public enum AlignSelf: Sendable, Hashable, CaseIterable {
    /// As the container's ``AlignItems`` says (the default).
    case auto
    /// At the line's cross-start edge.
    case flexStart
    /// At the line's cross-end edge.
    case flexEnd
    /// In the middle of the line.
    case center
    /// Stretched to the line's cross size (see ``AlignItems/stretch``).
    case stretch
    /// First baselines aligned (see ``AlignItems/firstBaseline``).
    case firstBaseline
    /// Last baselines aligned (see ``AlignItems/lastBaseline``).
    case lastBaseline

    /// The alignment this item uses in a container that aligns items by `items`.
    func resolved(_ items: AlignItems) -> AlignItems {
        switch self {
        case .auto: items
        case .flexStart: .flexStart
        case .flexEnd: .flexEnd
        case .center: .center
        case .stretch: .stretch
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}

/// How a multi-line ``FlexLayout`` distributes its lines along the cross axis (CSS
/// `align-content`). A single-line container (``FlexWrap/noWrap``) ignores it.
public enum AlignContent: Sendable, Hashable, CaseIterable {
    /// Lines packed at the cross-start edge.
    case flexStart
    /// Lines packed at the cross-end edge.
    case flexEnd
    /// Lines packed in the middle.
    case center
    /// Lines grow equally to fill a container whose cross size is definite (the default, and
    /// what CSS's `normal` does); otherwise packed at the start.
    case stretch
    /// The first line at the start, the last at the end, equal space between; too little space
    /// packs at the start.
    case spaceBetween
    /// Equal space around each line (half of it at the ends); too little space centres.
    case spaceAround
    /// Equal space between lines and at the ends; too little space centres.
    case spaceEvenly
}

/// Whether a ``FlexItem`` takes part in its container's lines (CSS `position`).
public enum FlexPosition: Sendable, Hashable, CaseIterable {
    /// In the lines, offset by nothing (the default).
    case relative
    /// Out of the lines: placed by its insets against the container's padding box, or where it
    /// would sit as the container's only item when it has none on an axis.
    case absolute
}
