import Foundation

/// What a flex container keeps from a probe for its later runs in the same pass (its
/// ``LayoutAlgorithm/Cache``): its in-flow items' states once resolved (§9.1 and the
/// percentages) and given their flex base sizes and hypothetical main sizes (§9.2.3), and the
/// two inputs those depend on.
///
/// A probe (a run for the size only) is usually followed by the real run at the same width,
/// the one that frames the items: a column asked its height at a width and then laid out at that
/// height, or a container stretched to a definite height. The states of §9.1–9.2.3 depend only on
/// the content box's width and, for an item with a height, minimum or maximum height or basis in
/// percent, on the height percentages resolve against; the items' answers to the questions those
/// steps ask are the same within a pass. So the real run starts from the kept states when both
/// inputs are the same, and its frames are those it would compute.
struct FlexRunCache {
    /// The content box's width the states were resolved in (`nil`: fitted to the content).
    let innerWidth: CGFloat?
    /// The height the items' percentages resolved against (`nil`: indefinite).
    let percentageHeight: CGFloat?
    /// The in-flow items' states after §9.2.3, in order, kept in the pass.
    let states: KeptElements<FlexItemState>

    /// Whether the states are those a run in a content box `innerWidth` wide, with percentages
    /// of heights against `percentageHeight`, resolves: the same width, and the same percentage
    /// height unless no item reads it (`readsPercentageHeight` is asked only then).
    @inline(__always)
    func holds(innerWidth: CGFloat?, percentageHeight: CGFloat?, readsPercentageHeight: () -> Bool) -> Bool {
        innerWidth == self.innerWidth && (percentageHeight == self.percentageHeight || !readsPercentageHeight())
    }
}
