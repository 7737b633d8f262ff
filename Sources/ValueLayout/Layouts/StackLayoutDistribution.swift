/// How a ``StackLayout`` uses the length along its axis that its children do not need.
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
}
