import Foundation
import Testing

@testable import ValueLayout

/// The table in which a pass keeps the sizes its layouts answered (`PassAnswerTable`): a key is a
/// layout node and the question's two numbers, and a size is found only under the exact key it
/// was kept under.
@Suite("A pass's table of answers")
struct PassAnswerTableTests {
    /// Distinct objects whose identities make keys (kept alive by the caller).
    static func nodes(_ count: Int) -> [AnyObject] {
        (0..<count).map { _ in NSObject() }
    }

    static func key(_ node: AnyObject, _ width: CGFloat, _ height: CGFloat) -> PassAnswerTable.Key {
        PassAnswerTable.Key(node: ObjectIdentifier(node), width: width, height: height)
    }

    @Test("An empty table holds nothing")
    func emptyHoldsNothing() {
        let node = NSObject()
        let table = PassAnswerTable()
        #expect(table[Self.key(node, 100, .infinity)] == nil)
        #expect(table.count == 0)
    }

    @Test("A size is found under its key, and not under the same node with another question")
    func foundUnderItsKeyOnly() {
        let node = NSObject()
        var table = PassAnswerTable()
        table.insert(CGSize(width: 10, height: 20), for: Self.key(node, 100, .infinity))
        #expect(table[Self.key(node, 100, .infinity)] == CGSize(width: 10, height: 20))
        #expect(table[Self.key(node, 100, 50)] == nil)
        #expect(table[Self.key(node, -1, -1)] == nil)
        #expect(table[Self.key(NSObject(), 100, .infinity)] == nil)
    }

    @Test("−0 and 0 are the same question")
    func negativeZeroIsZero() {
        let node = NSObject()
        var table = PassAnswerTable()
        table.insert(CGSize(width: 3, height: 4), for: Self.key(node, -0.0, 0))
        #expect(table[Self.key(node, 0, -0.0)] == CGSize(width: 3, height: 4))
    }

    @Test("Keeping a size under a key it holds replaces it, without counting it twice")
    func keepingAgainReplaces() {
        let node = NSObject()
        var table = PassAnswerTable()
        table.insert(CGSize(width: 1, height: 1), for: Self.key(node, 5, 5))
        table.insert(CGSize(width: 2, height: 2), for: Self.key(node, 5, 5))
        #expect(table[Self.key(node, 5, 5)] == CGSize(width: 2, height: 2))
        #expect(table.count == 1)
    }

    @Test("Growing keeps every size, and at most half of the buckets are used", arguments: [1, 9, 1_000, 50_000])
    func growingKeepsEverySize(count: Int) {
        let nodes = Self.nodes((count + 2) / 3)
        var table = PassAnswerTable()
        // Three questions per node, as a flex item is asked.
        for index in 0..<count {
            let key = Self.key(nodes[index / 3], CGFloat(index % 3) * 10, .infinity)
            table.insert(CGSize(width: CGFloat(index), height: 1), for: key)
        }
        #expect(table.count == count)
        #expect(table.count * 2 <= table.capacity)
        #expect(table.capacity.nonzeroBitCount == 1)
        var missing = 0
        for index in 0..<count {
            let key = Self.key(nodes[index / 3], CGFloat(index % 3) * 10, .infinity)
            if table[key] != CGSize(width: CGFloat(index), height: 1) { missing += 1 }
        }
        #expect(missing == 0)
    }

    @Test("Emptying forgets every size and keeps the buckets")
    func emptyingForgets() {
        let nodes = Self.nodes(100)
        var table = PassAnswerTable()
        for node in nodes { table.insert(CGSize(width: 1, height: 1), for: Self.key(node, 1, 1)) }
        let capacity = table.capacity
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.capacity == capacity)
        #expect(nodes.allSatisfy { table[Self.key($0, 1, 1)] == nil })
        table.insert(CGSize(width: 7, height: 7), for: Self.key(nodes[0], 1, 1))
        #expect(table[Self.key(nodes[0], 1, 1)] == CGSize(width: 7, height: 7))
    }
}
