import Foundation

/// How a layout arranges its children, as the checks of arrangements need to know it: whether they
/// follow one another along an axis, may overlap past its ends, may be squeezed past its edges, or
/// may reach past its far edge (scrolled content) or past any edge by design.
@_spi(Checks)
public struct ChildArrangement: Sendable, Hashable {
    /// The axis along which the children follow one another in source order (a stack's), or `nil`
    /// when their positions are independent.
    public var sequenceAxis: Axis?
    /// Whether children may overlap and reach past the parent's ends along ``sequenceAxis`` (a
    /// stack with negative spacing).
    public var overlapsAlongSequence: Bool
    /// The negative spacing by which children overlap along ``sequenceAxis``, if any: what an
    /// overflow diagnostic names as its cause.
    public var overlappingSpacing: CGFloat?
    /// The insets between the parent's bounds and its children's rectangle: a frame shorter than
    /// these on an axis squeezes children to zero length at the near inset, which may lie past
    /// the far edge.
    public var childInsets: EdgeInsets
    /// The axis along which children may be longer than the parent and reach past its far edge
    /// (a ``ScrollLayout``'s content, which scrolls there), or `nil`: the checks do not compare
    /// a child with its parent along it.
    public var overflowAxis: Axis?
    /// The children, by position among the parent's arranged children, that the layout may place
    /// partly or wholly outside its bounds on purpose (a ``CornerLayout``'s corner element): the
    /// checks that children lie within their parent skip them, and they are not reported as
    /// overflowing. Empty for every other layout (a range, not a set, so that describing the usual
    /// arrangement allocates nothing).
    public var overflowingChildren: Range<Int>
    /// Whether the layout's own rules let any of its children reach past its bounds (a
    /// ``FlexLayout``'s items, as CSS lets flex items: an automatic minimum size or a shrink of 0
    /// wider than the line, negative free space, an absolutely positioned item placed by its
    /// insets): the checks that children lie within their parent skip them. Unlike
    /// ``overflowingChildren``, such overflow is not by design, so the overflow diagnostic still
    /// reports it.
    public var childrenMayOverflow: Bool

    /// Children placed independently of one another.
    public static let independent = ChildArrangement(
        sequenceAxis: nil, overlapsAlongSequence: false, overlappingSpacing: nil, childInsets: EdgeInsets(0))

    /// Children placed independently of one another that may reach past the parent's far edge
    /// along `axis`.
    public static func overflowing(along axis: Axis) -> ChildArrangement {
        ChildArrangement(
            sequenceAxis: nil, overlapsAlongSequence: false, overlappingSpacing: nil, childInsets: EdgeInsets(0),
            overflowAxis: axis)
    }

    /// A description with the given parts.
    public init(
        sequenceAxis: Axis?, overlapsAlongSequence: Bool, overlappingSpacing: CGFloat?, childInsets: EdgeInsets,
        overflowAxis: Axis? = nil, overflowingChildren: Range<Int> = 0..<0, childrenMayOverflow: Bool = false
    ) {
        self.sequenceAxis = sequenceAxis
        self.overlapsAlongSequence = overlapsAlongSequence
        self.overlappingSpacing = overlappingSpacing
        self.childInsets = childInsets
        self.overflowAxis = overflowAxis
        self.overflowingChildren = overflowingChildren
        self.childrenMayOverflow = childrenMayOverflow
    }
}
