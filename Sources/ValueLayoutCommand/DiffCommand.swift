import Foundation
import ValueLayout

/// `valuelayout diff A B`: what an animation from A's arrangement to B's does to each node with a
/// reuse identifier.
enum DiffCommand {
    static let help = """
        usage: valuelayout diff A B [options] [--format text|json]

        Lays both documents out (each in its own context, overridden by the options) and prints the
        animation plan from A to B, matching nodes by reuse id as views are matched: moves (a node in
        both whose frame changed), inserts (only in B) and removes (only in A), with frames in the
        root's coordinates. Nodes without a reuse id are not matched. A reuse id used twice counts
        once, at its first use (as when views are made), and is reported.

        options:
        \(ValueLayoutCommand.contextHelp)
          --format F        text (the default) or json

        """

    /// A node with a reuse identifier, as the plan sees it.
    struct Node {
        let reuseId: String
        let kind: String
        let frame: CGRect
        let parentReuseId: String?
    }

    static func run(_ rawArguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        let arguments = try ParsedArguments(
            rawArguments, valued: LoadedDocument.contextOptions.union(["--format"]),
            flags: LoadedDocument.contextFlags)
        guard arguments.positional.count == 2 else { throw .usage("diff takes two documents, A and B") }
        let format = try arguments.choice("--format", of: ["text", "json"]) ?? "text"
        let old = try LoadedDocument(arguments.positional[0], arguments: arguments, environment: environment)
        let new = try LoadedDocument(arguments.positional[1], arguments: arguments, environment: environment)
        let (oldNodes, oldDuplicates) = nodes(of: old.arrangement())
        let (newNodes, newDuplicates) = nodes(of: new.arrangement())
        for id in newDuplicates {
            environment.writeError("valuelayout: B uses the reuse id \"\(id)\" more than once\n")
        }
        for id in oldDuplicates {
            environment.writeError("valuelayout: A uses the reuse id \"\(id)\" more than once\n")
        }
        let oldById = Dictionary(oldNodes.map { ($0.reuseId, $0) }, uniquingKeysWith: { first, _ in first })
        let newIds = Set(newNodes.map(\.reuseId))
        var moves: [(Node, Node)] = []
        var unchanged: [String] = []
        var inserts: [Node] = []
        for node in newNodes {
            if let before = oldById[node.reuseId] {
                if before.frame != node.frame || before.parentReuseId != node.parentReuseId {
                    moves.append((before, node))
                } else {
                    unchanged.append(node.reuseId)
                }
            } else {
                inserts.append(node)
            }
        }
        let removes = oldNodes.filter { !newIds.contains($0.reuseId) }
        if format == "json" {
            environment.writeOutput(json(moves: moves, inserts: inserts, removes: removes, unchanged: unchanged))
            return
        }
        var text = ""
        for (before, after) in moves {
            text += "move    \"\(before.reuseId)\" \(after.kind) \(describe(before.frame)) → \(describe(after.frame))"
            if before.parentReuseId != after.parentReuseId {
                text +=
                    " (parent \(before.parentReuseId.map { "\"\($0)\"" } ?? "root") → "
                    + "\(after.parentReuseId.map { "\"\($0)\"" } ?? "root"))"
            }
            text += "\n"
        }
        for node in inserts { text += "insert  \"\(node.reuseId)\" \(node.kind) \(describe(node.frame))\n" }
        for node in removes { text += "remove  \"\(node.reuseId)\" \(node.kind) \(describe(node.frame))\n" }
        text +=
            "\(moves.count) moved, \(inserts.count) inserted, \(removes.count) removed, \(unchanged.count) unchanged\n"
        environment.writeOutput(text)
    }

    /// The nodes with reuse identifiers in pre-order, frames in the root's coordinates (the root's
    /// own origin included), and the identifiers used more than once.
    static func nodes(of arrangement: LayoutArrangement) -> ([Node], [String]) {
        var nodes: [Node] = []
        var seen: Set<String> = []
        var duplicates: [String] = []
        var pending: [(LayoutArrangement, CGPoint, String?)] = [(arrangement, .zero, nil)]
        while let (node, offset, parentId) = pending.popLast() {
            let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
            var childParent = parentId
            if let id = node.viewReuseId {
                if seen.insert(id).inserted {
                    nodes.append(
                        Node(
                            reuseId: id, kind: ArrangementJSON.kind(of: node.layout), frame: frame,
                            parentReuseId: parentId))
                    childParent = id
                } else if !duplicates.contains(id) {
                    duplicates.append(id)
                }
            }
            for child in node.sublayouts.reversed() { pending.append((child, frame.origin, childParent)) }
        }
        return (nodes, duplicates)
    }

    static func describe(_ rect: CGRect) -> String {
        let number = ArrangementJSON.number
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }

    private static func json(moves: [(Node, Node)], inserts: [Node], removes: [Node], unchanged: [String]) -> String {
        func node(_ node: Node, frameKey: String = "frame") -> String {
            "{\"kind\": \(ArrangementJSON.string(node.kind)), \"\(frameKey)\": \(ArrangementJSON.rect(node.frame)), "
                + "\"reuseId\": \(ArrangementJSON.string(node.reuseId))}"
        }
        let moveLines = moves.map { before, after in
            "{\"from\": \(ArrangementJSON.rect(before.frame)), \"kind\": \(ArrangementJSON.string(after.kind)), "
                + "\"reparented\": \(before.parentReuseId != after.parentReuseId), "
                + "\"reuseId\": \(ArrangementJSON.string(after.reuseId)), \"to\": \(ArrangementJSON.rect(after.frame))}"
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
        }
        return "{\n  \"inserts\": \(list(inserts.map { node($0) })),\n  \"moves\": \(list(moveLines)),\n"
            + "  \"removes\": \(list(removes.map { node($0) })),\n"
            + "  \"unchanged\": [\(unchanged.map(ArrangementJSON.string).joined(separator: ", "))]\n}\n"
    }
}
