import Foundation
import ValueLayout
import ValueLayoutTesting

/// A layout tree as plain data: which built-in layout each node is, which initializer builds it,
/// and the raw (uncleaned) numbers, texts and options passed to it.
///
/// Property tests generate specs, the fuzz target decodes them from bytes (``FuzzTreeDecoder``),
/// and both build the real tree with ``makeLayout()``. Because a spec keeps the arguments exactly
/// as they were given (NaN, negative and enormous numbers included), it can print itself as the
/// Swift code that builds the same tree (``swiftSource``), so a failing case can be pasted into a
/// test, and it can be simplified node by node when a failure is shrunk.
///
/// Building and printing are recursive: specs are meant for trees of test size (a few thousand
/// levels at most).
public indirect enum LayoutSpec: Sendable {
    /// A ``SizeLayout``.
    case size(Size)
    /// An ``InsetLayout``.
    case inset(Inset)
    /// A ``StackLayout``.
    case stack(Stack)
    /// An ``OverlayLayout``.
    case overlay(Overlay)
    /// A ``LabelLayout``.
    case label(Label)

    /// The options every built-in layout takes; `nil` means the parameter is left out (its
    /// default is used).
    public struct Options: Sendable {
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
    }

    /// A ``SizeLayout`` and the initializer that builds it.
    public struct Size: Sendable {
        /// One of ``SizeLayout``'s initializers with its size arguments.
        public enum Initializer: Sendable {
            /// `init(minWidth:maxWidth:minHeight:maxHeight:)`.
            case bounds(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?)
            /// `init(width:height:)`.
            case exact(width: CGFloat, height: CGFloat)
            /// `init(width:minHeight:maxHeight:)`.
            case exactWidth(CGFloat, minHeight: CGFloat?, maxHeight: CGFloat?)
            /// `init(height:minWidth:maxWidth:)`.
            case exactHeight(CGFloat, minWidth: CGFloat?, maxWidth: CGFloat?)
            /// `init(size:)`.
            case size(CGSize)
            /// `init(minSize:)`.
            case minSize(CGSize)
            /// `init(maxSize:)`.
            case maxSize(CGSize)
        }

        /// The initializer and its size arguments.
        public var initializer: Initializer
        /// Alignment, flexibility and reuse identifier.
        public var options: Options
        /// The sublayout, if any.
        public var sublayout: LayoutSpec?

        /// A size layout built with `initializer`.
        public init(_ initializer: Initializer, options: Options = Options(), sublayout: LayoutSpec? = nil) {
            self.initializer = initializer
            self.options = options
            self.sublayout = sublayout
        }
    }

    /// An ``InsetLayout``.
    public struct Inset: Sendable {
        /// The insets argument: one distance for every edge (`init(inset:)`) or one per edge
        /// (`init(insets:)`).
        public enum Amount: Sendable {
            /// `inset:` — every edge.
            case all(CGFloat)
            /// `insets: EdgeInsets(top:leading:bottom:trailing:)`.
            case edges(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
        }

        /// The insets.
        public var amount: Amount
        /// Alignment, flexibility and reuse identifier.
        public var options: Options
        /// The inset layout.
        public var sublayout: LayoutSpec

        /// An inset layout of `amount` around `sublayout`.
        public init(_ amount: Amount, options: Options = Options(), sublayout: LayoutSpec) {
            self.amount = amount
            self.options = options
            self.sublayout = sublayout
        }
    }

    /// A ``StackLayout``.
    public struct Stack: Sendable {
        /// The axis.
        public var axis: Axis
        /// The spacing, in points.
        public var spacing: CGFloat
        /// The distribution.
        public var distribution: StackLayoutDistribution
        /// Alignment, flexibility and reuse identifier.
        public var options: Options
        /// The children, in source order.
        public var sublayouts: [LayoutSpec]

        /// A stack of `sublayouts`.
        public init(
            axis: Axis, spacing: CGFloat = 0, distribution: StackLayoutDistribution = .fillFlexing,
            options: Options = Options(), sublayouts: [LayoutSpec]
        ) {
            self.axis = axis
            self.spacing = spacing
            self.distribution = distribution
            self.options = options
            self.sublayouts = sublayouts
        }
    }

    /// An ``OverlayLayout``.
    public struct Overlay: Sendable {
        /// The layouts that set the size.
        public var primaries: [LayoutSpec]
        /// The layouts behind them.
        public var backgrounds: [LayoutSpec]
        /// The layouts in front of them.
        public var overlays: [LayoutSpec]
        /// Alignment, flexibility and reuse identifier.
        public var options: Options

        /// An overlay of the given groups.
        public init(
            primaries: [LayoutSpec], backgrounds: [LayoutSpec] = [], overlays: [LayoutSpec] = [],
            options: Options = Options()
        ) {
            self.primaries = primaries
            self.backgrounds = backgrounds
            self.overlays = overlays
            self.options = options
        }
    }

    /// A ``LabelLayout``.
    public struct Label: Sendable {
        /// The text.
        public var text: String
        /// The font's point size, or `nil` for ``Font/body``.
        public var fontSize: CGFloat?
        /// The `lineHeight` argument.
        public var lineHeight: CGFloat?
        /// The `numberOfLines` argument.
        public var numberOfLines: Int
        /// Alignment, flexibility and reuse identifier.
        public var options: Options

        /// A label showing `text`.
        public init(
            text: String, fontSize: CGFloat? = nil, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
            options: Options = Options()
        ) {
            self.text = text
            self.fontSize = fontSize
            self.lineHeight = lineHeight
            self.numberOfLines = numberOfLines
            self.options = options
        }
    }

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
            built.append(spec.makeNode(sublayouts: sublayouts))
        }
        return built[0]
    }

    /// This node's layout around `sublayouts`, the layouts of ``children`` in order.
    private func makeNode(sublayouts: [any Layout]) -> any Layout {
        switch self {
        case .size(let spec):
            let sublayout = sublayouts.first
            let options = spec.options
            switch spec.initializer {
            case .bounds(let minWidth, let maxWidth, let minHeight, let maxHeight):
                return SizeLayout(
                    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                    alignment: options.alignment, flexibility: options.flexibility,
                    viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .exact(let width, let height):
                return SizeLayout(
                    width: width, height: height, alignment: options.alignment,
                    flexibility: options.flexibility, viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .exactWidth(let width, let minHeight, let maxHeight):
                return SizeLayout(
                    width: width, minHeight: minHeight, maxHeight: maxHeight, alignment: options.alignment,
                    flexibility: options.flexibility, viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .exactHeight(let height, let minWidth, let maxWidth):
                return SizeLayout(
                    height: height, minWidth: minWidth, maxWidth: maxWidth, alignment: options.alignment,
                    flexibility: options.flexibility, viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .size(let size):
                return SizeLayout(
                    size: size, alignment: options.alignment, flexibility: options.flexibility,
                    viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .minSize(let size):
                return SizeLayout(
                    minSize: size, alignment: options.alignment, flexibility: options.flexibility,
                    viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .maxSize(let size):
                return SizeLayout(
                    maxSize: size, alignment: options.alignment, flexibility: options.flexibility,
                    viewReuseId: options.viewReuseId, sublayout: sublayout)
            }
        case .inset(let spec):
            let options = spec.options
            let sublayout = sublayouts[0]
            switch spec.amount {
            case .all(let inset):
                return InsetLayout(
                    inset: inset, alignment: options.alignment ?? .fill, flexibility: options.flexibility,
                    viewReuseId: options.viewReuseId, sublayout: sublayout)
            case .edges(let top, let leading, let bottom, let trailing):
                return InsetLayout(
                    insets: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing),
                    alignment: options.alignment ?? .fill, flexibility: options.flexibility,
                    viewReuseId: options.viewReuseId, sublayout: sublayout)
            }
        case .stack(let spec):
            return StackLayout(
                axis: spec.axis, spacing: spec.spacing, distribution: spec.distribution,
                alignment: spec.options.alignment ?? .fill, flexibility: spec.options.flexibility,
                viewReuseId: spec.options.viewReuseId, sublayouts: sublayouts)
        case .overlay(let spec):
            let primaryEnd = spec.backgrounds.count + spec.primaries.count
            return OverlayLayout(
                primaryLayouts: Array(sublayouts[spec.backgrounds.count..<primaryEnd]),
                backgroundLayouts: Array(sublayouts[..<spec.backgrounds.count]),
                overlayLayouts: Array(sublayouts[primaryEnd...]),
                alignment: spec.options.alignment ?? .fill, flexibility: spec.options.flexibility,
                viewReuseId: spec.options.viewReuseId)
        case .label(let spec):
            return LabelLayout(
                text: spec.text, font: spec.fontSize.map { Font(size: $0) } ?? .body,
                lineHeight: spec.lineHeight, numberOfLines: spec.numberOfLines,
                alignment: spec.options.alignment ?? .topLeading,
                flexibility: spec.options.flexibility ?? .flexible, viewReuseId: spec.options.viewReuseId)
        }
    }

    // MARK: Structure

    /// The node's children in source order (for an overlay: backgrounds, primaries, overlays).
    public var children: [LayoutSpec] {
        switch self {
        case .size(let spec): return spec.sublayout.map { [$0] } ?? []
        case .inset(let spec): return [spec.sublayout]
        case .stack(let spec): return spec.sublayouts
        case .overlay(let spec): return spec.backgrounds + spec.primaries + spec.overlays
        case .label: return []
        }
    }

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

    /// The node's options.
    public var options: Options {
        get {
            switch self {
            case .size(let spec): return spec.options
            case .inset(let spec): return spec.options
            case .stack(let spec): return spec.options
            case .overlay(let spec): return spec.options
            case .label(let spec): return spec.options
            }
        }
        set {
            switch self {
            case .size(var spec): spec.options = newValue; self = .size(spec)
            case .inset(var spec): spec.options = newValue; self = .inset(spec)
            case .stack(var spec): spec.options = newValue; self = .stack(spec)
            case .overlay(var spec): spec.options = newValue; self = .overlay(spec)
            case .label(var spec): spec.options = newValue; self = .label(spec)
            }
        }
    }
}

// MARK: - Swift source

extension LayoutSpec: CustomStringConvertible {
    /// The Swift expression that builds this tree, formatted over several lines: a call fits on
    /// one line when its arguments (its children's calls included, each on one line) take fewer
    /// than 80 characters and it has no non-empty list of sublayouts.
    ///
    /// - Complexity: O(n) in the number of nodes, plus the size of the text (which grows with the
    ///   square of the depth, through indentation).
    public var swiftSource: String {
        var text = ""
        write(into: &text, indent: 0)
        return text
    }

    /// The Swift expression that builds this tree; see ``swiftSource``.
    public var description: String { swiftSource }

    /// One argument of a layout's initializer call.
    private enum Argument {
        /// An argument written as it is (`axis: .horizontal`).
        case text(String)
        /// A sublayout argument (`sublayout: …`).
        case child(String, LayoutSpec)
        /// A list of sublayouts (`sublayouts: [ … ]`).
        case list(String, [LayoutSpec])
    }

    /// The initializer's name and arguments, in the order they are written.
    private var call: (name: String, arguments: [Argument]) {
        switch self {
        case .size(let spec):
            var arguments: [String]
            switch spec.initializer {
            case .bounds(let minWidth, let maxWidth, let minHeight, let maxHeight):
                arguments = [
                    minWidth.map { "minWidth: \(SwiftLiteral.number($0))" },
                    maxWidth.map { "maxWidth: \(SwiftLiteral.number($0))" },
                    minHeight.map { "minHeight: \(SwiftLiteral.number($0))" },
                    maxHeight.map { "maxHeight: \(SwiftLiteral.number($0))" },
                ].compactMap { $0 }
            case .exact(let width, let height):
                arguments = ["width: \(SwiftLiteral.number(width))", "height: \(SwiftLiteral.number(height))"]
            case .exactWidth(let width, let minHeight, let maxHeight):
                arguments =
                    ["width: \(SwiftLiteral.number(width))"]
                    + [
                        minHeight.map { "minHeight: \(SwiftLiteral.number($0))" },
                        maxHeight.map { "maxHeight: \(SwiftLiteral.number($0))" },
                    ].compactMap { $0 }
            case .exactHeight(let height, let minWidth, let maxWidth):
                arguments =
                    ["height: \(SwiftLiteral.number(height))"]
                    + [
                        minWidth.map { "minWidth: \(SwiftLiteral.number($0))" },
                        maxWidth.map { "maxWidth: \(SwiftLiteral.number($0))" },
                    ].compactMap { $0 }
            case .size(let size):
                arguments = ["size: \(SwiftLiteral.size(size))"]
            case .minSize(let size):
                arguments = ["minSize: \(SwiftLiteral.size(size))"]
            case .maxSize(let size):
                arguments = ["maxSize: \(SwiftLiteral.size(size))"]
            }
            arguments += spec.options.arguments
            return (
                "SizeLayout", arguments.map(Argument.text) + (spec.sublayout.map { [.child("sublayout", $0)] } ?? [])
            )
        case .inset(let spec):
            var arguments: [String]
            switch spec.amount {
            case .all(let inset):
                arguments = ["inset: \(SwiftLiteral.number(inset))"]
            case .edges(let top, let leading, let bottom, let trailing):
                arguments = [
                    "insets: EdgeInsets(top: \(SwiftLiteral.number(top)), leading: \(SwiftLiteral.number(leading)), "
                        + "bottom: \(SwiftLiteral.number(bottom)), trailing: \(SwiftLiteral.number(trailing)))"
                ]
            }
            arguments += spec.options.arguments
            return ("InsetLayout", arguments.map(Argument.text) + [.child("sublayout", spec.sublayout)])
        case .stack(let spec):
            var arguments = ["axis: .\(spec.axis)"]
            if spec.spacing.bitPattern != CGFloat(0).bitPattern {
                arguments.append("spacing: \(SwiftLiteral.number(spec.spacing))")
            }
            if spec.distribution != .fillFlexing { arguments.append("distribution: .\(spec.distribution)") }
            arguments += spec.options.arguments
            return ("StackLayout", arguments.map(Argument.text) + [.list("sublayouts", spec.sublayouts)])
        case .overlay(let spec):
            var arguments: [Argument] = [.list("primaryLayouts", spec.primaries)]
            if !spec.backgrounds.isEmpty { arguments.append(.list("backgroundLayouts", spec.backgrounds)) }
            if !spec.overlays.isEmpty { arguments.append(.list("overlayLayouts", spec.overlays)) }
            return ("OverlayLayout", arguments + spec.options.arguments.map(Argument.text))
        case .label(let spec):
            var arguments = ["text: \(SwiftLiteral.string(spec.text))"]
            if let fontSize = spec.fontSize { arguments.append("font: Font(size: \(SwiftLiteral.number(fontSize)))") }
            if let lineHeight = spec.lineHeight { arguments.append("lineHeight: \(SwiftLiteral.number(lineHeight))") }
            if spec.numberOfLines != 0 { arguments.append("numberOfLines: \(spec.numberOfLines)") }
            return ("LabelLayout", (arguments + spec.options.arguments).map(Argument.text))
        }
    }

    /// The call on one line, or `nil` if it does not fit on one (see ``swiftSource``). Looks no
    /// further down the tree than the line allows.
    private var oneLine: String? {
        let (name, arguments) = call
        var parts: [String] = []
        var length = 0
        for argument in arguments {
            let part: String
            switch argument {
            case .text(let text): part = text
            case .child(let label, let child):
                guard let line = child.oneLine else { return nil }
                part = "\(label): \(line)"
            case .list(let label, let children):
                guard children.isEmpty else { return nil }
                part = "\(label): []"
            }
            length += part.count
            if length >= 80 { return nil }
            parts.append(part)
        }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// Appends the call to `text`, its continuation lines indented by `indent` levels.
    private func write(into text: inout String, indent: Int) {
        if let line = oneLine {
            text += line
            return
        }
        let (name, arguments) = call
        let inner = String(repeating: "    ", count: indent + 1)
        text += "\(name)(\n"
        for (position, argument) in arguments.enumerated() {
            text += inner
            switch argument {
            case .text(let argument):
                text += argument
            case .child(let label, let child):
                text += "\(label): "
                child.write(into: &text, indent: indent + 1)
            case .list(let label, let children):
                if children.isEmpty {
                    text += "\(label): []"
                } else {
                    text += "\(label): [\n"
                    for child in children {
                        text += inner + "    "
                        child.write(into: &text, indent: indent + 2)
                        text += ",\n"
                    }
                    text += inner + "]"
                }
            }
            text += position == arguments.count - 1 ? "\n" : ",\n"
        }
        text += String(repeating: "    ", count: indent) + ")"
    }
}

extension LayoutSpec.Options {
    /// The options as Swift arguments, leaving out those that are `nil`.
    var arguments: [String] {
        [
            alignment.map { "alignment: \(SwiftLiteral.alignment($0))" },
            flexibility.map { "flexibility: \(SwiftLiteral.flexibility($0))" },
            viewReuseId.map { "viewReuseId: \(SwiftLiteral.string($0))" },
        ].compactMap { $0 }
    }
}
