import Foundation

extension Layout {
    /// Measures and arranges this layout as ``arrangement(origin:width:height:context:)`` does,
    /// recording the pass in a new trace, and returns both.
    ///
    /// The arrangement is the one the same call without a trace gives. `context`'s own trace, if
    /// it has one, is replaced for this pass.
    ///
    /// - Complexity: O(n) in the number of layouts in the tree, several times slower than
    ///   without a trace (see ``LayoutTrace``).
    public func tracedArrangement(
        origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil,
        context: LayoutContext = .default, clock: LayoutTraceClock = .monotonic
    ) -> (arrangement: LayoutArrangement, trace: LayoutTrace) {
        let trace = LayoutTrace(clock: clock)
        var context = context
        context.trace = trace
        return (arrangement(origin: origin, width: width, height: height, context: context), trace)
    }
}
