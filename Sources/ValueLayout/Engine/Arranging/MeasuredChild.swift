import Foundation

/// One measured child of the node a built-in algorithm is placing: a handle to the child's
/// measurement, which only ``PlacingChildren`` and ``MeasuredChildren`` hand out (by iterating
/// the children) and only they read (its size, its kept frame, its flexibility) or place.
///
/// A type of its own, so that an algorithm cannot pass a sublayout's source index (an `Int`, what
/// ``MeasuringChildren`` takes) where a measured child is meant: a kind that dropped children has
/// fewer measured children than sublayouts, and the two numberings differ.
struct MeasuredChild: Equatable {
    /// The child's measurement: its index in the pass's measurement tree.
    let measurement: Int32

    @inline(__always)
    init(measurement: Int32) {
        self.measurement = measurement
    }
}

/// The measured children of one node, in source order, as handles (see ``MeasuredChild``).
struct MeasuredChildIterator: IteratorProtocol {
    var base: ResultTree<MeasuredSize>.Children

    @inline(__always)
    mutating func next() -> MeasuredChild? {
        base.next().map(MeasuredChild.init(measurement:))
    }
}
