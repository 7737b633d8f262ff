/// How a ``StackLayout`` uses the length along its axis that its children do not need.
///
/// The *excess* is the stack's frame length less the length it measured. Every distribution
/// measures the children as LayoutKit does (only ``fillEqualSize`` measures them differently).
/// When there is no excess, every distribution but ``fillEqualSize`` places as ``leading``; when
/// the stack is offered less than it measured, every one but ``fillEqualSize`` compresses the
/// children, most flexible first (see ``StackLayout``).
public enum StackLayoutDistribution: Sendable, Hashable, CaseIterable {
    /// Children start at the leading (or top) edge; the excess stays at the end.
    case leading
    /// Children end at the trailing (or bottom) edge; the excess comes first.
    case trailing
    /// Children sit in the middle; the excess is split between both ends.
    case center
    /// The excess is spread evenly over the gaps between the measured children. As in LayoutKit,
    /// only a child with length is followed by its gap, so a child of zero length leaves its
    /// share unused. With one child, it stays at the leading edge.
    case fillEqualSpacing
    /// Every child gets a slot of the same length: the stack's length less the spacing, divided by
    /// the number of children. The stack measures as long as its longest child in every slot.
    case fillEqualSize
    /// The single most flexible child takes all the excess, if it is flexible along the axis;
    /// otherwise the excess stays at the end. The default.
    case fillFlexing
    /// UIStackView's equal centring: the children keep their measured lengths; the first child
    /// with length starts at the leading edge, the last ends at the trailing edge, and the centres
    /// of the children with length are equally spaced between. Where that would bring two of them
    /// closer than the spacing, or with fewer than two children with length, the stack places as
    /// ``leading``. A child of zero length sits where the next child with length starts (at the
    /// trailing edge after the last one).
    case equalCentering
    /// UIStackView's proportional fill: the excess is shared among the children in proportion to
    /// their measured lengths (inflexible ones included; a child of zero length gets none). When
    /// the children measured 0 in total, as ``fillFlexing``.
    case fillProportionally
}
