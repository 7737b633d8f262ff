import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/SizeLayout`` node: which initializer, its sizes and the
/// options (a leaf, or around one sublayout).
public struct SizeLayoutRegistration: LayoutKindRegistration {
    /// One of ``/ValueLayout/SizeLayout``'s initializers with its size arguments.
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
        /// `init(widthFraction:heightFraction:)`.
        case fractions(width: CGFloat?, height: CGFloat?)
    }

    /// The initializer and its size arguments.
    public var initializer: Initializer
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A size layout built with `initializer`.
    public init(_ initializer: Initializer, options: LayoutOptions = LayoutOptions()) {
        self.initializer = initializer
        self.options = options
    }

    /// `"SizeLayout"`.
    public static let name = "SizeLayout"
    /// No sublayout or one.
    public static let childCounts = 0...1
    /// A quarter of the nodes.
    public static let weight = 27

    /// A leaf, as a size layout usually is (an image, an icon).
    public static let typicalChildCount = 0

    /// A 10 × 10 box.
    public static func typical(childCount: Int) -> SizeLayoutRegistration {
        SizeLayoutRegistration(.exact(width: 10, height: 10))
    }
    /// A 10 × 10 size layout without options.
    public static var plainLeaf: SizeLayoutRegistration? { SizeLayoutRegistration(.exact(width: 10, height: 10)) }

    /// One sublayout (when allowed) a little less than half the time.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        maximum > 0 && choices.chance(45) ? 1 : 0
    }

    /// Any of the eight initializers, with any numbers, and random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> SizeLayoutRegistration {
        let initializer: Initializer
        switch choices.index(below: 8) {
        case 0: initializer = .exact(width: choices.number(), height: choices.number())
        case 1:
            initializer = .bounds(
                minWidth: choices.optionalNumber(), maxWidth: choices.optionalNumber(),
                minHeight: choices.optionalNumber(), maxHeight: choices.optionalNumber())
        case 2:
            initializer = .exactWidth(
                choices.number(), minHeight: choices.optionalNumber(30), maxHeight: choices.optionalNumber(30))
        case 3:
            initializer = .exactHeight(
                choices.number(), minWidth: choices.optionalNumber(30), maxWidth: choices.optionalNumber(30))
        case 4: initializer = .size(CGSize(width: choices.number(), height: choices.number()))
        case 5: initializer = .minSize(CGSize(width: choices.number(), height: choices.number()))
        case 6: initializer = .fractions(width: fraction(&choices), height: fraction(&choices))
        default: initializer = .maxSize(CGSize(width: choices.number(), height: choices.number()))
        }
        return SizeLayoutRegistration(initializer, options: choices.options())
    }

    /// A fraction or `nil`: mostly eighths from 0 to 1.5 (above 1 clamped by the layout), sometimes
    /// any ``ChoiceSource/number()`` (NaN, infinite or negative ones are ignored by the layout).
    private static func fraction(_ choices: inout some ChoiceSource) -> CGFloat? {
        guard choices.chance(70) else { return nil }
        return choices.chance(80) ? CGFloat(choices.int(0...12)) / 8 : choices.number()
    }

    /// The size layout around the first child, if any.
    public func makeLayout(children: [any Layout]) -> any Layout {
        let sublayout = children.first
        let (alignment, flexibility, id) = (options.alignment, options.flexibility, options.viewReuseId)
        switch initializer {
        case .bounds(let minWidth, let maxWidth, let minHeight, let maxHeight):
            return SizeLayout(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                alignment: alignment, flexibility: flexibility, viewReuseId: id, sublayout: sublayout)
        case .exact(let width, let height):
            return SizeLayout(
                width: width, height: height, alignment: alignment, flexibility: flexibility, viewReuseId: id,
                sublayout: sublayout)
        case .exactWidth(let width, let minHeight, let maxHeight):
            return SizeLayout(
                width: width, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment,
                flexibility: flexibility, viewReuseId: id, sublayout: sublayout)
        case .exactHeight(let height, let minWidth, let maxWidth):
            return SizeLayout(
                height: height, minWidth: minWidth, maxWidth: maxWidth, alignment: alignment,
                flexibility: flexibility, viewReuseId: id, sublayout: sublayout)
        case .size(let size):
            return SizeLayout(
                size: size, alignment: alignment, flexibility: flexibility, viewReuseId: id, sublayout: sublayout)
        case .minSize(let size):
            return SizeLayout(
                minSize: size, alignment: alignment, flexibility: flexibility, viewReuseId: id, sublayout: sublayout)
        case .maxSize(let size):
            return SizeLayout(
                maxSize: size, alignment: alignment, flexibility: flexibility, viewReuseId: id, sublayout: sublayout)
        case .fractions(let width, let height):
            return SizeLayout(
                widthFraction: width, heightFraction: height, alignment: alignment, flexibility: flexibility,
                viewReuseId: id, sublayout: sublayout)
        }
    }

    /// `SizeLayout(…, sublayout: …)`, the sizes the initializer's, `nil` ones left out.
    public func call(childCount: Int) -> LayoutCall {
        func labeled(_ label: String, _ value: CGFloat?) -> String? {
            value.map { "\(label): \(SwiftLiteral.number($0))" }
        }
        let sizes: [String?]
        switch initializer {
        case .bounds(let minWidth, let maxWidth, let minHeight, let maxHeight):
            sizes = [
                labeled("minWidth", minWidth), labeled("maxWidth", maxWidth), labeled("minHeight", minHeight),
                labeled("maxHeight", maxHeight),
            ]
        case .exact(let width, let height): sizes = [labeled("width", width), labeled("height", height)]
        case .exactWidth(let width, let minHeight, let maxHeight):
            sizes = [labeled("width", width), labeled("minHeight", minHeight), labeled("maxHeight", maxHeight)]
        case .exactHeight(let height, let minWidth, let maxWidth):
            sizes = [labeled("height", height), labeled("minWidth", minWidth), labeled("maxWidth", maxWidth)]
        case .size(let size): sizes = ["size: \(SwiftLiteral.size(size))"]
        case .minSize(let size): sizes = ["minSize: \(SwiftLiteral.size(size))"]
        case .maxSize(let size): sizes = ["maxSize: \(SwiftLiteral.size(size))"]
        case .fractions(let width, let height):
            // Both `nil` would call the general initializer, which builds the same layout.
            sizes = [labeled("widthFraction", width), labeled("heightFraction", height)]
        }
        let sublayout: [LayoutCall.Argument] = childCount > 0 ? [.child(label: "sublayout", index: 0)] : []
        return LayoutCall(
            Self.name, sizes.compactMap { $0.map(LayoutCall.Argument.text) } + options.arguments + sublayout)
    }

    /// Fewer options; then a bound left out, or a number simpler, or a plainer initializer.
    public func simplifications() -> [SizeLayoutRegistration] {
        var result = options.simplifications.map { SizeLayoutRegistration(initializer, options: $0) }
        func with(_ initializer: Initializer) { result.append(SizeLayoutRegistration(initializer, options: options)) }
        switch initializer {
        case .bounds(let minWidth, let maxWidth, let minHeight, let maxHeight):
            if minWidth != nil {
                with(.bounds(minWidth: nil, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
            }
            if maxWidth != nil {
                with(.bounds(minWidth: minWidth, maxWidth: nil, minHeight: minHeight, maxHeight: maxHeight))
            }
            if minHeight != nil {
                with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: nil, maxHeight: maxHeight))
            }
            if maxHeight != nil {
                with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: nil))
            }
            for value in simplerNumbers(minWidth) {
                with(.bounds(minWidth: value, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
            }
            for value in simplerNumbers(maxWidth) {
                with(.bounds(minWidth: minWidth, maxWidth: value, minHeight: minHeight, maxHeight: maxHeight))
            }
            for value in simplerNumbers(minHeight) {
                with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: value, maxHeight: maxHeight))
            }
            for value in simplerNumbers(maxHeight) {
                with(.bounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: value))
            }
        case .exact(let width, let height):
            for value in simplerNumbers(width) { with(.exact(width: value, height: height)) }
            for value in simplerNumbers(height) { with(.exact(width: width, height: value)) }
        case .exactWidth(let width, let minHeight, let maxHeight):
            with(.exact(width: width, height: 10))
            for value in simplerNumbers(width) { with(.exactWidth(value, minHeight: minHeight, maxHeight: maxHeight)) }
        case .exactHeight(let height, let minWidth, let maxWidth):
            with(.exact(width: 10, height: height))
            for value in simplerNumbers(height) { with(.exactHeight(value, minWidth: minWidth, maxWidth: maxWidth)) }
        case .size(let size):
            with(.exact(width: size.width, height: size.height))
        case .minSize(let size), .maxSize(let size):
            with(.exact(width: size.width, height: size.height))
            with(.bounds(minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil))
        case .fractions(let width, let height):
            if width != nil { with(.fractions(width: nil, height: height)) }
            if height != nil { with(.fractions(width: width, height: nil)) }
            for value in simplerNumbers(width) { with(.fractions(width: value, height: height)) }
            for value in simplerNumbers(height) { with(.fractions(width: width, height: value)) }
        }
        return result
    }
}
