import Foundation
import ValueLayout
import ValueLayoutTesting

/// A layout tree as plain data: each node a registered kind's arguments
/// (a ``LayoutKindRegistration`` value, kept exactly as given: NaN, negative and enormous numbers
/// included) and the node's children.
///
/// Property tests and the fuzz target generate specs (``TreeGenerator``), and both build the real
/// tree with ``makeLayout()``. A spec prints itself as the Swift code that builds the same tree
/// (``swiftSource``), so a failing case can be pasted into a test, and it can be simplified node by
/// node when a failure is shrunk.
public struct LayoutSpec: Sendable {
    /// The node's kind and arguments.
    public var arguments: any LayoutKindRegistration
    /// The node's children, in the order the kind's registration numbers them.
    public var children: [LayoutSpec]

    /// A node with `arguments` around `children`.
    public init(_ arguments: any LayoutKindRegistration, children: [LayoutSpec] = []) {
        self.arguments = arguments
        self.children = children
    }

    /// The node's kind: its registration.
    public var kind: any LayoutKindRegistration.Type { type(of: arguments) }

    // MARK: Building

    /// Builds the layout tree this spec describes, passing every argument as given.
    ///
    /// - Complexity: O(n) in the number of nodes. Iterative (children before their parent, from
    ///   an explicit work list), so that chains thousands of levels deep build on any thread,
    ///   also under AddressSanitizer, whose large frames made a recursive build overflow.
    public func makeLayout() -> any Layout {
        var built: [any Layout] = []
        var work: [(spec: LayoutSpec, childrenBuilt: Bool)] = [(self, false)]
        while let (spec, childrenBuilt) = work.popLast() {
            let children = spec.children
            if !childrenBuilt, !children.isEmpty {
                work.append((spec, true))
                // Reversed, so that the first child is built first.
                for child in children.reversed() { work.append((child, false)) }
                continue
            }
            let sublayouts = Array(built.suffix(children.count))
            built.removeLast(children.count)
            built.append(spec.arguments.makeLayout(children: sublayouts))
        }
        return built[0]
    }

    // MARK: Structure

    /// The number of nodes in the tree. - Complexity: O(n) (iterative).
    public var nodeCount: Int {
        var count = 0
        var pending = [self]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }

    /// The arguments of every node of kind `Kind`, in pre-order. - Complexity: O(n) (iterative).
    public func nodes<Kind: LayoutKindRegistration>(of kind: Kind.Type) -> [Kind] {
        var result: [Kind] = []
        var pending = [self]
        while let node = pending.popLast() {
            if let arguments = node.arguments as? Kind { result.append(arguments) }
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

// MARK: - Swift source

extension LayoutSpec: CustomStringConvertible {
    /// The Swift expression that builds this tree, formatted over several lines: a call fits on
    /// one line when its arguments (its children's calls included, each on one line) take fewer
    /// than 80 characters and it has no non-empty list of children.
    ///
    /// - Complexity: O(n) in the number of nodes (each node's call is made and measured once),
    ///   plus the size of the text (which grows with the square of the depth, through
    ///   indentation).
    public var swiftSource: String {
        var visits = 0
        return swiftSource(visits: &visits)
    }

    /// ``swiftSource``, adding to `visits` the number of times a node's call was made or written
    /// (at most twice the number of nodes): a measure of the work, for tests.
    public func swiftSource(visits: inout Int) -> String {
        // Pre-order: every node before its children; `childIndices` are positions in `calls`.
        var calls: [(call: LayoutCall, childIndices: [Int])] = []
        var pending: [(spec: LayoutSpec, parent: Int?)] = [(self, nil)]
        while let (spec, parent) = pending.popLast() {
            visits += 1
            let index = calls.count
            calls.append((spec.arguments.call(childCount: spec.children.count), []))
            if let parent { calls[parent].childIndices.append(index) }
            for child in spec.children.reversed() { pending.append((child, index)) }
        }
        // One-line forms, children first (reverse pre-order), each from its children's.
        var oneLines = [String?](repeating: nil, count: calls.count)
        for index in calls.indices.reversed() {
            oneLines[index] = Self.oneLine(calls[index], oneLines: oneLines)
        }
        var text = ""
        Self.write(0, calls: calls, oneLines: oneLines, into: &text, indent: 0, visits: &visits)
        return text
    }

    /// The Swift expression that builds this tree; see ``swiftSource``.
    public var description: String { swiftSource }

    /// The call on one line, or `nil` if it does not fit on one (see ``swiftSource``), from the
    /// one-line forms of its children.
    private static func oneLine(_ node: (call: LayoutCall, childIndices: [Int]), oneLines: [String?]) -> String? {
        var parts: [String] = []
        var length = 0
        for argument in node.call.arguments {
            let part: String
            switch argument {
            case .text(let text): part = text
            case .child(let label, let index):
                guard let line = oneLines[node.childIndices[index]] else { return nil }
                part = "\(label): \(line)"
            case .children(let label, let indices):
                guard indices.isEmpty else { return nil }
                part = "\(label): []"
            case .items(let label, let items):
                guard items.isEmpty else { return nil }
                part = "\(label): []"
            }
            length += part.count
            if length >= 80 { return nil }
            parts.append(part)
        }
        return "\(node.call.name)(\(parts.joined(separator: ", ")))"
    }

    /// Appends the call of node `index` to `text`, its continuation lines indented by `indent`
    /// levels.
    private static func write(
        _ index: Int, calls: [(call: LayoutCall, childIndices: [Int])], oneLines: [String?], into text: inout String,
        indent: Int, visits: inout Int
    ) {
        visits += 1
        if let line = oneLines[index] {
            text += line
            return
        }
        let (call, childIndices) = calls[index]
        let inner = String(repeating: "    ", count: indent + 1)
        text += "\(call.name)(\n"
        for (position, argument) in call.arguments.enumerated() {
            text += inner
            switch argument {
            case .text(let argument):
                text += argument
            case .child(let label, let child):
                text += "\(label): "
                write(
                    childIndices[child], calls: calls, oneLines: oneLines, into: &text, indent: indent + 1,
                    visits: &visits)
            case .children(let label, let indices):
                if indices.isEmpty {
                    text += "\(label): []"
                } else {
                    text += "\(label): [\n"
                    for child in indices {
                        text += inner + "    "
                        write(
                            childIndices[child], calls: calls, oneLines: oneLines, into: &text, indent: indent + 2,
                            visits: &visits)
                        text += ",\n"
                    }
                    text += inner + "]"
                }
            case .items(let label, let items):
                if items.isEmpty {
                    text += "\(label): []"
                } else {
                    text += "\(label): [\n"
                    for item in items {
                        text += inner + "    " + item.prefix
                        if let child = item.child {
                            write(
                                childIndices[child], calls: calls, oneLines: oneLines, into: &text, indent: indent + 2,
                                visits: &visits)
                        }
                        text += item.suffix + ",\n"
                    }
                    text += inner + "]"
                }
            }
            text += position == call.arguments.count - 1 ? "\n" : ",\n"
        }
        text += String(repeating: "    ", count: indent) + ")"
    }
}
