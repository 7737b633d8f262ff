import Foundation
import Testing

@testable import ValueLayout

/// A kind's cache (`LayoutAlgorithm.Cache`): kept by a node's kind for its later runs in the same
/// pass, read back typed, and gone when the pass ends.
@Suite("A kind's cache")
struct KindCacheTests {
    /// A leaf that counts its runs in the pass in its cache and measures that many points high.
    struct RunCounter: _BuiltInLayout {
        struct Algorithm: LayoutAlgorithm {
            typealias Cache = Int
            typealias Node = BuiltInNode<Algorithm>

            static func layout(of node: BuiltInNode<Algorithm>) -> RunCounter { RunCounter(node: node) }

            func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren)
                -> CGSize
            {
                let runs = (children.keptCache(of: Self.self) ?? 0) + 1
                children.keep(runs, of: Self.self)
                return CGSize(width: min(10, maxSize.width), height: min(CGFloat(runs), maxSize.height))
            }
        }

        let node: BuiltInNode<Algorithm>

        init(node: BuiltInNode<Algorithm>) {
            self.node = node
        }

        init() {
            node = Algorithm.makeNode(
                Algorithm(), alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil,
                sublayouts: [])
        }

        var _layoutNode: _LayoutNode { node }
    }

    /// Probes its one child within its maximum, then measures it within a wider maximum: two runs
    /// of the child in one pass.
    struct ProbeThenMeasure: _BuiltInLayout {
        struct Algorithm: LayoutAlgorithm {
            typealias Node = BuiltInNode<Algorithm>

            static func layout(of node: BuiltInNode<Algorithm>) -> ProbeThenMeasure { ProbeThenMeasure(node: node) }

            func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren)
                -> CGSize
            {
                _ = children.probe(0, within: CGSize(width: 50, height: CGFloat.infinity))
                return children.measure(0, within: CGSize(width: 60, height: CGFloat.infinity))
            }
        }

        let node: BuiltInNode<Algorithm>

        init(node: BuiltInNode<Algorithm>) {
            self.node = node
        }

        init(_ child: any Layout) {
            node = Algorithm.makeNode(
                Algorithm(), alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil,
                sublayouts: [child])
        }

        var _layoutNode: _LayoutNode { node }
    }

    @Test("A node's first run in a pass finds no cache")
    func firstRun() {
        #expect(RunCounter().arrangement(width: 100).frame == CGRect(x: 0, y: 0, width: 10, height: 1))
    }

    @Test("A later run of the node in the same pass reads what the earlier one kept")
    func laterRun() {
        let arrangement = ProbeThenMeasure(RunCounter()).arrangement(width: 100)
        #expect(arrangement.sublayouts[0].frame == CGRect(x: 0, y: 0, width: 10, height: 2))
    }

    @Test("A new pass starts without the caches of the last one")
    func newPass() {
        let layout = ProbeThenMeasure(RunCounter())
        _ = layout.arrangement(width: 100)
        #expect(layout.arrangement(width: 100).sublayouts[0].frame == CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(layout.arrangement(width: 80).sublayouts[0].frame == CGRect(x: 0, y: 0, width: 10, height: 2))
    }

    @Test("Each node keeps its own cache, even when two nodes are equal values")
    func perNode() {
        let tree = StackLayout(
            axis: .vertical, sublayouts: [ProbeThenMeasure(RunCounter()), ProbeThenMeasure(RunCounter())])
        let arrangement = tree.arrangement(width: 100)
        #expect(arrangement.sublayouts.map { $0.sublayouts[0].frame.height } == [2, 2])
    }

    @Test("Elements kept in a pass come back in order")
    func keptElements() {
        let kept = ProbeThenMeasure(ElementKeeper()).arrangement(width: 100)
        #expect(kept.sublayouts[0].frame == CGRect(x: 0, y: 0, width: 10, height: 6))
    }

    /// Keeps 7 when it measures and places its child that far right when it finds it: a kind
    /// whose frames show whether its placing found the cache (a real kind's must not).
    struct OffsetKeeper: _BuiltInLayout {
        struct Algorithm: LayoutAlgorithm {
            typealias Cache = CGFloat
            typealias Node = BuiltInNode<Algorithm>

            static func layout(of node: BuiltInNode<Algorithm>) -> OffsetKeeper { OffsetKeeper(node: node) }

            func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren)
                -> CGSize
            {
                children.keep(7, of: Self.self)
                let child = children.measure(0, within: maxSize)
                return CGSize(width: min(child.width + 7, maxSize.width), height: child.height)
            }

            func place(children: inout PlacingChildren, in bounds: CGRect, context: LayoutContext) {
                let offset = children.keptCache(of: Self.self) ?? 0
                for child in children {
                    children.place(child, in: CGRect(origin: CGPoint(x: offset, y: 0), size: children.size(of: child)))
                }
            }
        }

        let node: BuiltInNode<Algorithm>

        init(node: BuiltInNode<Algorithm>) {
            self.node = node
        }

        init(_ child: any Layout) {
            node = Algorithm.makeNode(
                Algorithm(), alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil,
                sublayouts: [child])
        }

        var _layoutNode: _LayoutNode { node }
    }

    @Test("Placing reads what the node's measuring kept in the same pass")
    func placingReadsTheCache() {
        let arrangement = OffsetKeeper(SizeLayout(width: 10, height: 10)).arrangement(width: 100)
        #expect(arrangement.sublayouts[0].frame == CGRect(x: 7, y: 0, width: 10, height: 10))
    }

    @Test("Placing a measurement kept from another pass finds no cache")
    func placingAnotherPassesMeasurement() {
        let measurement = OffsetKeeper(SizeLayout(width: 10, height: 10)).measurement(
            within: CGSize(width: 100, height: 100))
        let arrangement = measurement.arrangement(within: CGRect(x: 0, y: 0, width: 17, height: 10))
        #expect(arrangement.sublayouts[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Keeps the numbers 1, 2, 3 in its first run and measures as high as their sum in the next.
    struct ElementKeeper: _BuiltInLayout {
        struct Algorithm: LayoutAlgorithm {
            typealias Cache = KeptElements<Int>
            typealias Node = BuiltInNode<Algorithm>

            static func layout(of node: BuiltInNode<Algorithm>) -> ElementKeeper { ElementKeeper(node: node) }

            func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren)
                -> CGSize
            {
                var numbers = GrowableBuffer<Int>(capacity: 4)
                guard let kept = children.keptCache(of: Self.self) else {
                    numbers.append(1)
                    numbers.append(2)
                    numbers.append(3)
                    children.keep(children.keepElements(of: numbers), of: Self.self)
                    return CGSize(width: 10, height: 0)
                }
                children.appendKept(kept, to: &numbers)
                let sum = (0..<numbers.count).reduce(0) { $0 + numbers[$1] }
                return CGSize(width: 10, height: CGFloat(sum))
            }
        }

        let node: BuiltInNode<Algorithm>

        init(node: BuiltInNode<Algorithm>) {
            self.node = node
        }

        init() {
            node = Algorithm.makeNode(
                Algorithm(), alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil,
                sublayouts: [])
        }

        var _layoutNode: _LayoutNode { node }
    }
}

/// What the pass keeps of its arenas for the thread's next pass.
@Suite("A pass's arenas")
struct PassArenaTests {
    @Test("An emptied arena keeps its room when it is small")
    func smallArenaKeepsRoom() {
        let arena = PassArena<Int>()
        arena.elements.append(7, repetitions: 100)
        let room = arena.elements.capacity
        arena.empty()
        #expect(arena.elements.count == 0)
        #expect(arena.elements.capacity == room)
    }

    @Test("An emptied arena gives its room back when it holds more than the kept maximum")
    func largeArenaGivesRoomBack() {
        let arena = PassArena<Int>()
        arena.elements.append(7, repetitions: MeasurementScratch.largestKeptArenaBytes / MemoryLayout<Int>.stride + 1)
        arena.empty()
        #expect(arena.elements.count == 0)
        #expect(arena.elements.capacity == 0)
    }
}
