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
        root's coordinates, their numbers written as render writes them. Nodes without a reuse id
        are not matched; when the arrangements differ only in those, a line says so. A reuse id used
        twice counts once, at its first use (as when views are made), and is reported with the JSON
        path of each use.

        Exit code, as diff(1)'s: 0 when the arrangements are equal, 1 when they differ, 2 when a
        document does not read or the command line is wrong.

        options:
        \(ValueLayoutCommand.contextHelp)
          --format F        text (the default) or json

        """

    typealias Node = ReuseIds.Node

    static func run(_ rawArguments: [String], environment: CommandEnvironment) throws(CommandFailure) {
        let arguments = try ParsedArguments(
            rawArguments, valued: ContextOverrides.options.union(["--format"]),
            flags: ContextOverrides.flags)
        guard arguments.positional.count == 2 else { throw .usage("diff takes two documents, A and B") }
        let format = try arguments.choice("--format", of: ["text", "json"]) ?? "text"
        let overrides = try ContextOverrides(arguments)
        // As diff(1): trouble is 2, since 1 means "different".
        let old: LoadedDocument
        let new: LoadedDocument
        do {
            old = try LoadedDocument(arguments.positional[0], overrides: overrides, environment: environment)
            new = try LoadedDocument(arguments.positional[1], overrides: overrides, environment: environment)
        } catch {
            throw CommandFailure(message: error.message, exitCode: 2, isUsage: error.isUsage)
        }
        let oldArrangement = old.arrangement()
        let newArrangement = new.arrangement()
        let oldIds = ReuseIds(oldArrangement)
        let newIds = ReuseIds(newArrangement)
        for (name, loaded, ids) in [("A", old, oldIds), ("B", new, newIds)] {
            for duplicate in ids.duplicates {
                let paths = duplicate.paths.map { loaded.document.jsonPath(of: $0) ?? $0.description }
                environment.writeError(
                    "valuelayout: \(name) uses the reuse id \(ArrangementJSON.string(duplicate.reuseId)) more than "
                        + "once: \(CheckCommand.list(paths))\n")
            }
        }
        let oldById = Dictionary(oldIds.nodes.map { ($0.reuseId, $0) }, uniquingKeysWith: { first, _ in first })
        let newIdSet = Set(newIds.nodes.map(\.reuseId))
        var moves: [(Node, Node)] = []
        var unchanged: [String] = []
        var inserts: [Node] = []
        for node in newIds.nodes {
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
        let removes = oldIds.nodes.filter { !newIdSet.contains($0.reuseId) }
        let equal = ArrangementJSON.text(of: oldArrangement) == ArrangementJSON.text(of: newArrangement)
        if format == "json" {
            environment.writeOutput(
                json(moves: moves, inserts: inserts, removes: removes, unchanged: unchanged, equal: equal))
        } else {
            let oldScale = old.document.context.scale
            let newScale = new.document.context.scale
            var text = ""
            for (before, after) in moves {
                text +=
                    "move    \"\(before.reuseId)\" \(after.kind) \(describe(before.frame, scale: oldScale)) → "
                    + describe(after.frame, scale: newScale)
                if before.parentReuseId != after.parentReuseId {
                    text +=
                        " (parent \(before.parentReuseId.map { "\"\($0)\"" } ?? "root") → "
                        + "\(after.parentReuseId.map { "\"\($0)\"" } ?? "root"))"
                }
                text += "\n"
            }
            for node in inserts {
                text += "insert  \"\(node.reuseId)\" \(node.kind) \(describe(node.frame, scale: newScale))\n"
            }
            for node in removes {
                text += "remove  \"\(node.reuseId)\" \(node.kind) \(describe(node.frame, scale: oldScale))\n"
            }
            text +=
                "\(moves.count) moved, \(inserts.count) inserted, \(removes.count) removed, \(unchanged.count) unchanged\n"
            if !equal, moves.isEmpty, inserts.isEmpty, removes.isEmpty {
                text += "The arrangements differ in layouts without a reuse id, which the plan does not match.\n"
            }
            environment.writeOutput(text)
        }
        // The plan is the output: the exit code says the arrangements differ, with nothing more to say.
        if !equal { throw CommandFailure(message: "", exitCode: 1) }
    }

    /// `(x, y, width, height)`, each number as ``LayoutArrangement/snapshotText`` (and so `render`)
    /// writes it for an arrangement snapped to `scale` pixels per point (`nil`: not snapped).
    static func describe(_ rect: CGRect, scale: CGFloat?) -> String {
        func number(_ value: CGFloat) -> String { SnapshotNumber.format(value, scale: scale) }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    private static func json(
        moves: [(Node, Node)], inserts: [Node], removes: [Node], unchanged: [String], equal: Bool
    ) -> String {
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
        return "{\n  \"equal\": \(equal),\n  \"inserts\": \(list(inserts.map { node($0) })),\n"
            + "  \"moves\": \(list(moveLines)),\n"
            + "  \"removes\": \(list(removes.map { node($0) })),\n"
            + "  \"unchanged\": [\(unchanged.map(ArrangementJSON.string).joined(separator: ", "))]\n}\n"
    }
}
