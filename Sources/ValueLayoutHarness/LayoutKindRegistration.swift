import Foundation
import ValueLayout
import ValueLayoutTesting

/// Everything the harness knows about one kind of layout: how to generate a random node of the
/// kind, build the real layout, print it as Swift code and simplify it when a failure is shrunk.
///
/// A conforming type registers the kind; its values are the arguments of one node of that kind,
/// kept exactly as given (NaN, negative and enormous numbers included), which initializer and
/// which options included. A ``LayoutSpec`` node is such a value and its children; the tree
/// generator, the shrinker, the printer and the builder handle children generically and ask the
/// registration for the rest.
///
/// Each kind has one file in `Sources/ValueLayoutHarness/Registrations/` and one line in
/// ``LayoutKinds/all``, the only list of kinds.
public protocol LayoutKindRegistration: Sendable {
    /// The layout type's name, as written in Swift (`"SizeLayout"`).
    static var name: String { get }
    /// How many children a node of the kind can have (`0...0` for a leaf, `1...1` for a wrapper).
    static var childCounts: ClosedRange<Int> { get }
    /// How often the generator picks the kind, relative to the other kinds' weights (out of about
    /// 100 for all kinds together).
    static var weight: Int { get }
    /// A random number of children for a new node, at most `maximum` (0 when the generator wants a
    /// leaf; never below ``childCounts``' lower bound otherwise). By default, any count of
    /// ``childCounts`` up to `maximum`, each as likely.
    static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int
    /// Random arguments for a node with `childCount` children: raw and uncleaned, from every
    /// initializer and option of the kind.
    static func random(_ choices: inout some ChoiceSource, childCount: Int) -> Self
    /// The leaf the shrinker replaces whole subtrees with, if this kind provides one (`nil` by
    /// default).
    static var plainLeaf: Self? { get }
    /// How many children a typical node of the kind has, which sets the shape of the kind's speed
    /// trees (``KindSpeedTrees``): 0 for a kind used as a leaf, 1 for a wrapper, more for a
    /// container. By default the largest count of ``childCounts`` up to 4.
    static var typicalChildCount: Int { get }
    /// Ordinary arguments, the same on every call, for a node with `childCount` children (a count
    /// of ``childCounts``): what an app would typically write, with no bad numbers. The nodes of
    /// the kind's speed trees (``KindSpeedTrees``), whose passes and building
    /// `scripts/count-instructions.sh --kinds` counts.
    static func typical(childCount: Int) -> Self

    /// The real layout, built from these arguments around `children`, the node's children built.
    func makeLayout(children: [any Layout]) -> any Layout
    /// The initializer call that builds the node, its arguments referring to the node's
    /// `childCount` children by position.
    func call(childCount: Int) -> LayoutCall
    /// Simpler arguments, the most aggressive first (none by default): fewer options, fewer and
    /// simpler numbers, shorter texts, a plainer initializer.
    func simplifications() -> [Self]
    /// These arguments for the same node without its child at `index` (of `count`), or `nil` if a
    /// node of the kind cannot lose it. By default the same arguments, when `count - 1` children
    /// are allowed.
    func removingChild(at index: Int, of count: Int) -> Self?
}

extension LayoutKindRegistration {
    /// Any count of ``childCounts`` up to `maximum`, each as likely.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        let upper = min(childCounts.upperBound, maximum)
        guard upper > childCounts.lowerBound else { return childCounts.lowerBound }
        return choices.int(childCounts.lowerBound...upper)
    }

    /// No plain leaf.
    public static var plainLeaf: Self? { nil }

    /// The largest count of ``childCounts`` up to 4.
    public static var typicalChildCount: Int { max(childCounts.lowerBound, min(childCounts.upperBound, 4)) }

    /// No simplification.
    public func simplifications() -> [Self] { [] }

    /// The same arguments, when one child fewer is allowed.
    public func removingChild(at index: Int, of count: Int) -> Self? {
        Self.childCounts.contains(count - 1) ? self : nil
    }

    /// The kind's name.
    public var kindName: String { Self.name }
}

/// An initializer call as ``LayoutSpec/swiftSource`` prints it: the type's name and the arguments
/// in order, children referred to by position.
public struct LayoutCall: Sendable {
    /// One argument of the call.
    public enum Argument: Sendable {
        /// An argument written as it is (`axis: .horizontal`).
        case text(String)
        /// One child (`sublayout: …`), by its position among the node's children.
        case child(label: String, index: Int)
        /// A list of children (`sublayouts: [ … ]`), by their positions.
        case children(label: String, indices: Range<Int>)
        /// A list of items (`children: [FlexItem(…), …]`), each an expression around at most one
        /// child: for a kind whose children are wrapped in values of their own.
        case items(label: String, items: [Item])
    }

    /// One element of an ``Argument/items(label:items:)`` list: the text before its child, the
    /// child's position among the node's children (`nil` for an item without one) and the text
    /// after it. `FlexItem(SizeLayout(), grow: 1)` is `"FlexItem("`, the child, `", grow: 1)"`.
    public struct Item: Sendable {
        /// The text before the child (the whole item when it has none).
        public var prefix: String
        /// The child's position among the node's children, or `nil`.
        public var child: Int?
        /// The text after the child.
        public var suffix: String

        /// An item written `prefix`, the child at `child` (if any), `suffix`.
        public init(prefix: String, child: Int?, suffix: String) {
            self.prefix = prefix
            self.child = child
            self.suffix = suffix
        }
    }

    /// The type's name (`"StackLayout"`).
    public var name: String
    /// The arguments, in the order they are written.
    public var arguments: [Argument]

    /// A call of `name` with `arguments`.
    public init(_ name: String, _ arguments: [Argument]) {
        self.name = name
        self.arguments = arguments
    }
}

/// The options every built-in layout takes; `nil` means the parameter is left out (its default is
/// used).
public struct LayoutOptions: Sendable {
    /// The `alignment` argument, or `nil` for the layout's default.
    public var alignment: Alignment?
    /// The `flexibility` argument, or `nil` for the layout's default.
    public var flexibility: Flexibility?
    /// The `viewReuseId` argument.
    public var viewReuseId: String?

    /// Options with the given arguments (all left out by default).
    public init(alignment: Alignment? = nil, flexibility: Flexibility? = nil, viewReuseId: String? = nil) {
        self.alignment = alignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
    }

    /// The options as Swift arguments, leaving out those that are `nil`.
    public var arguments: [LayoutCall.Argument] {
        [
            alignment.map { "alignment: \(SwiftLiteral.alignment($0))" },
            flexibility.map { "flexibility: \(SwiftLiteral.flexibility($0))" },
            viewReuseId.map { "viewReuseId: \(SwiftLiteral.string($0))" },
        ].compactMap { $0.map(LayoutCall.Argument.text) }
    }

    /// The options with one of them left out, for each that is given.
    public var simplifications: [LayoutOptions] {
        var result: [LayoutOptions] = []
        if alignment != nil { result.append(LayoutOptions(flexibility: flexibility, viewReuseId: viewReuseId)) }
        if flexibility != nil { result.append(LayoutOptions(alignment: alignment, viewReuseId: viewReuseId)) }
        if viewReuseId != nil { result.append(LayoutOptions(alignment: alignment, flexibility: flexibility)) }
        return result
    }
}

/// Simpler numbers than `value`, for shrinking: 0, the nearest whole number, half of it.
public func simplerNumbers(_ value: CGFloat) -> [CGFloat] {
    if value == 0 { return [] }
    var result: [CGFloat] = [0]
    if value.isFinite, value.rounded() != value { result.append(value.rounded()) }
    if value.isFinite, abs(value) >= 2 { result.append((value / 2).rounded()) }
    return result
}

/// Simpler texts than `text`, for shrinking: the empty text, its first half, it without its first
/// or its last character, and `"a"`.
public func simplerTexts(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var result = [""]
    if text.count > 1 {
        result += [String(text.prefix(text.count / 2)), String(text.dropFirst()), String(text.dropLast())]
    }
    if text != "a" { result.append("a") }
    return result
}

/// Simpler numbers than `value` (none when it is `nil`).
public func simplerNumbers(_ value: CGFloat?) -> [CGFloat] {
    value.map { simplerNumbers($0) } ?? []
}
