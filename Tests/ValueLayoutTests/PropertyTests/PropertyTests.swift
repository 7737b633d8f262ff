import Dispatch
import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// Property-based tests: every invariant of `LayoutInvariant`, checked on the 10,000 seeded random
/// scenarios of `PropertyRun` (every primitive, every option, random texts, widths from 0 to huge,
/// both directions, scales `nil`, 1, 2 and 3). A failure names its seed and prints the scenario
/// shrunk to the smallest one that still fails.
@Suite("Property tests")
struct PropertyTests {
    @Test("The generator is reproducible: a seed always gives the same scenario")
    func generatorIsReproducible() {
        for seed: UInt64 in [0, 1, 42, PropertyRun.defaultBaseSeed] {
            #expect(
                TreeGenerator.scenario(seed: seed).description == TreeGenerator.scenario(seed: seed).description
            )
        }
        #expect(TreeGenerator.scenario(seed: 1).description != TreeGenerator.scenario(seed: 2).description)
    }

    @Test("The generated scenarios use every primitive, both directions and every scale")
    func generatorCoversEveryPrimitive() {
        var kinds: Set<String> = []
        var sizeInitializers: Set<String> = []
        var distributions: Set<StackLayoutDistribution> = []
        var scales: Set<String> = []
        var directions: Set<LayoutDirection> = []
        var overlaysWithBackgroundsAndOverlays = 0
        var widths: Set<String> = []
        for (_, scenario) in PropertyRun.scenarios {
            scales.insert(scenario.scale.map { "\($0)" } ?? "nil")
            directions.insert(scenario.direction)
            if scenario.width == 0 { widths.insert("zero") }
            if let width = scenario.width, width >= LayoutLimits.maximumLength { widths.insert("huge") }
            let layout = scenario.layout
            var pending = [layout]
            while let node = pending.popLast() {
                pending.append(contentsOf: node.children)
                kinds.insert(node.kind.name)
                if let overlay = node.arguments as? OverlayLayoutRegistration, overlay.backgroundCount > 0,
                    node.children.count > overlay.backgroundCount + overlay.primaryCount
                {
                    overlaysWithBackgroundsAndOverlays += 1
                }
            }
            for size in layout.nodes(of: SizeLayoutRegistration.self) {
                sizeInitializers.insert(String(describing: size.initializer).prefix { $0 != "(" }.description)
            }
            distributions.formUnion(layout.nodes(of: StackLayoutRegistration.self).map(\.distribution))
        }
        #expect(PropertyRun.scenarios.count >= 10_000 || PropertyRun.count < 10_000)
        #expect(kinds == Set(LayoutKinds.all.map { $0.name }))
        #expect(sizeInitializers.count == 8)
        #expect(distributions == Set(StackLayoutDistribution.allCases))
        #expect(scales == ["nil", "1.0", "2.0", "3.0"])
        #expect(directions == Set(LayoutDirection.allCases))
        #expect(overlaysWithBackgroundsAndOverlays > 0)
        #expect(widths == ["zero", "huge"])
    }

    @Test("Every frame is finite with a non-negative size")
    func finiteFrames() {
        PropertyRun.check(.finiteFrames)
    }

    @Test("A measurement never exceeds the size it was measured within")
    func measurementWithinMaximum() {
        PropertyRun.check(.measurementWithinMaximum)
    }

    @Test("Arranged children lie within their parent's bounds (documented exceptions aside)")
    func childrenWithinParent() {
        PropertyRun.check(.childrenWithinParent)
    }

    @Test("The same tree gives the same arrangement twice, and so does an equal tree built again")
    func deterministic() {
        PropertyRun.check(.deterministic)
    }

    @Test("Measuring then arranging gives what the one-call entry point gives")
    func twoStepMatchesOneStep() {
        PropertyRun.check(.twoStepMatchesOneStep)
    }

    @Test("Right to left is the exact mirror of left to right, node by node")
    func mirroredForRightToLeft() {
        PropertyRun.check(.mirroredForRightToLeft)
    }

    @Test("With a scale, right to left is the mirror of left to right, node by node")
    func snappedMirroredForRightToLeft() {
        // Scenarios without a scale are checked at 1, 2 or 3 pixels a point.
        PropertyRun.check(.snappedMirroredForRightToLeft) { scenario, seed in
            if scenario.scale == nil { scenario.scale = CGFloat(1 + seed % 3) }
        }
    }

    @Test("With a scale, edges are on the pixel grid and siblings gain no gap or overlap")
    func pixelSnapped() {
        // Scenarios without a scale are checked at 1, 2 or 3 pixels a point.
        PropertyRun.check(.pixelSnapped) { scenario, seed in
            if scenario.scale == nil { scenario.scale = CGFloat(1 + seed % 3) }
        }
    }

    @Test("Each layout is measured at most once per distinct constraint in a pass")
    func measuredOncePerConstraint() {
        PropertyRun.check(.measuredOncePerConstraint)
    }

    @Test("Wrapping every node in a custom layout changes no frame")
    func customWrappersAreTransparent() {
        PropertyRun.check(.customWrappersAreTransparent)
    }

    @Test("A tree built twice gives equal values with equal hashes")
    func equalWhenRebuilt() {
        PropertyRun.check(.equalWhenRebuilt)
    }

    /// On Apple platforms the main actor is the main thread; under `swift test` on Linux it is the
    /// main actor's executor thread (the process's main thread is not available to tests).
    @Test("The same trees give the same arrangements on the main actor and on three background threads at once")
    @MainActor
    func deterministicAcrossThreads() {
        let scenarios = PropertyRun.scenarios.map(\.scenario)
        // One layout value per scenario, shared by every thread.
        let layouts = scenarios.map { $0.layout.makeLayout() }
        let results = SnapshotResults(threads: 3)
        let group = DispatchGroup()
        for thread in 0..<3 {
            group.enter()
            let worker = Thread {
                // Each thread walks the scenarios from a different starting point.
                let start = thread * scenarios.count / 3
                var snapshots = [String](repeating: "", count: scenarios.count)
                for step in scenarios.indices {
                    let index = (start + step) % scenarios.count
                    snapshots[index] = scenarios[index].scenario.arrangement(of: layouts[index]).snapshotText
                }
                results.store(snapshots, thread: thread)
                group.leave()
            }
            worker.start()
        }
        let onMain = scenarios.indices.map { scenarios[$0].scenario.arrangement(of: layouts[$0]).snapshotText }
        group.wait()
        for thread in 0..<3 {
            let snapshots = results.snapshots(thread: thread)
            let differing = scenarios.indices.filter { snapshots[$0] != onMain[$0] }
            #expect(
                differing.isEmpty,
                "thread \(thread) differs for seeds \(differing.prefix(5).map { PropertyRun.scenarios[$0].seed })")
        }
    }
}

/// The snapshots computed by each background thread, behind a lock.
final class SnapshotResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[String]]

    init(threads: Int) {
        stored = Array(repeating: [], count: threads)
    }

    func store(_ snapshots: [String], thread: Int) {
        lock.lock()
        defer { lock.unlock() }
        stored[thread] = snapshots
    }

    func snapshots(thread: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored[thread]
    }
}
