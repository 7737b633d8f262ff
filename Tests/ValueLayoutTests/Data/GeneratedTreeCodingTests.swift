import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness

/// Random layout trees of the property tests, written to JSON and read back.
@Suite("Generated trees as data")
struct GeneratedTreeCodingTests {
    /// The subtrees of `spec` made only of built-in kinds, largest first.
    private func codableSubtrees(of spec: LayoutSpec, kinds: Set<String>) -> [LayoutSpec] {
        func isCodable(_ spec: LayoutSpec) -> Bool {
            kinds.contains(spec.kind.name) && spec.children.allSatisfy(isCodable)
        }
        if isCodable(spec) { return [spec] }
        return spec.children.flatMap { codableSubtrees(of: $0, kinds: kinds) }
    }

    @Test("Every generated tree of built-in kinds is read back equal to itself", arguments: 0..<8)
    func roundTrip(batch: UInt64) throws {
        let kinds = Set(LayoutDecodingOptions.builtInKinds.map { String(describing: $0) })
        var nodesRead = 0
        for seed in batch * 200..<(batch + 1) * 200 {
            let scenario = TreeGenerator.scenario(seed: seed)
            for spec in codableSubtrees(of: scenario.layout, kinds: kinds) {
                let layout = spec.makeLayout()
                let json = try LayoutDocument(layout: layout).json()
                let read = try LayoutDocument(json: json).layout
                #expect(read.isEqual(to: layout), "seed \(seed): \(spec)")
                nodesRead += spec.nodeCount
            }
        }
        // The generator's trees hold built-in kinds often enough for the batch to check some.
        #expect(nodesRead > 0)
    }
}
