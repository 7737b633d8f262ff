import Foundation

/// Something in a finished arrangement that ValueLayout handled by a documented rule but that is
/// probably not what you meant: sublayouts a stack dropped, a layout that sticks out of its parent
/// or got less than its minimum size, bad numbers it cleaned (given to a layout or to the entry
/// point), reuse identifiers used twice.
///
/// Get them from ``LayoutArrangement/diagnostics``. Each names the layouts it is about by their
/// ``LayoutPath`` and has a ``description`` that says what happened and what to do.
public struct LayoutDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// Several layouts that have views share the reuse identifier; ``LayoutDiagnostic/paths``
        /// names each of them, in pre-order. When views are made, only the first keeps the
        /// identifier (see ``ViewDiagnostic/duplicateReuseId(_:count:)``).
        case duplicateReuseId(String)
        /// A ``StackLayout`` had no length left along its axis (or no length at all across it) for
        /// the sublayouts at `sublayoutIndices` (indices among its sublayouts, in order), so they
        /// were not measured and have no frame. ``LayoutDiagnostic/paths`` names the stack first,
        /// then each dropped sublayout. `length` is the stack's length along its axis, in points.
        case droppedSublayouts(sublayoutIndices: [Int], axis: Axis, length: CGFloat)
        /// The layout's frame reaches `amount` points (the larger of its two sides) past its
        /// parent's bounds along `axis`. ``LayoutDiagnostic/paths`` names the layout.
        case overflow(axis: Axis, amount: CGFloat)
        /// A ``SizeLayout`` got `length` points along `axis`, less than its `minimum` (for an
        /// exact size, that size): its parent had less room. ``LayoutDiagnostic/paths`` names it.
        case belowMinimumSize(axis: Axis, minimum: CGFloat, length: CGFloat)
        /// The layout's initialiser was given `value` for `property` (a parameter name, such as
        /// `width` or `spacing`), which the bad-input policy replaced by `cleanedValue`
        /// (`.infinity` for a maximum that became "no maximum"). ``LayoutDiagnostic/paths`` names
        /// the layout.
        case badInputCleaned(property: String, value: CGFloat, cleanedValue: CGFloat)
        /// An entry point was given `value` for `argument`, which the bad-input policy replaced by
        /// `cleanedValue` (`.infinity` for a limit that became unlimited). `argument` is `origin.x`,
        /// `origin.y`, `width` or `height` for ``Layout/arrangement(origin:width:height:context:)``,
        /// `maxSize.width` or `maxSize.height` for ``Layout/measurement(within:context:)``, and
        /// `rect.origin.x`, `rect.origin.y`, `rect.width` or `rect.height` for
        /// ``LayoutMeasurement/arrangement(within:context:)``.
        /// ``LayoutDiagnostic/paths`` names the root. A side of `+infinity` means "unlimited" (or,
        /// for `rect`, the measured length) and is not reported.
        case entryArgumentCleaned(argument: String, value: CGFloat, cleanedValue: CGFloat)
        /// The text measurer the arrangement was laid out with measured the label's font other
        /// than as asked, as `note` says (``TextMeasurer/fallbackNote(for:)``): a font catalog
        /// without the font's family, or without any face. ``LayoutDiagnostic/paths`` names the
        /// label.
        case textMeasuredWithFallback(note: String)

        /// Whether two kinds are the same; numbers are compared so that NaN equals NaN.
        public static func == (lhs: Kind, rhs: Kind) -> Bool {
            func same(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { lhs == rhs || (lhs.isNaN && rhs.isNaN) }
            switch (lhs, rhs) {
            case (.duplicateReuseId(let left), .duplicateReuseId(let right)):
                return left == right
            case (
                .droppedSublayouts(let leftIndices, let leftAxis, let leftLength),
                .droppedSublayouts(let rightIndices, let rightAxis, let rightLength)
            ):
                return leftIndices == rightIndices && leftAxis == rightAxis && same(leftLength, rightLength)
            case (.overflow(let leftAxis, let leftAmount), .overflow(let rightAxis, let rightAmount)):
                return leftAxis == rightAxis && same(leftAmount, rightAmount)
            case (
                .belowMinimumSize(let leftAxis, let leftMinimum, let leftLength),
                .belowMinimumSize(let rightAxis, let rightMinimum, let rightLength)
            ):
                return leftAxis == rightAxis && same(leftMinimum, rightMinimum) && same(leftLength, rightLength)
            case (
                .badInputCleaned(let leftProperty, let leftValue, let leftCleaned),
                .badInputCleaned(let rightProperty, let rightValue, let rightCleaned)
            ):
                return leftProperty == rightProperty && same(leftValue, rightValue) && same(leftCleaned, rightCleaned)
            case (
                .entryArgumentCleaned(let leftArgument, let leftValue, let leftCleaned),
                .entryArgumentCleaned(let rightArgument, let rightValue, let rightCleaned)
            ):
                return leftArgument == rightArgument && same(leftValue, rightValue) && same(leftCleaned, rightCleaned)
            case (.textMeasuredWithFallback(let leftNote), .textMeasuredWithFallback(let rightNote)):
                return leftNote == rightNote
            default:
                return false
            }
        }
    }

    /// What happened.
    public let kind: Kind
    /// The layouts the diagnostic is about; never empty. See each ``Kind`` for what they are.
    public let paths: [LayoutPath]
    /// A sentence that says what happened, naming the layouts by their paths, and what to do.
    public let description: String

    /// A diagnostic of `kind` about the layouts at `paths`, described by `description`.
    public init(kind: Kind, paths: [LayoutPath], description: String) {
        precondition(!paths.isEmpty, "a layout diagnostic names at least one layout")
        self.kind = kind
        self.paths = paths
        self.description = description
    }

    /// The layout the diagnostic is about: the first of ``paths``.
    public var path: LayoutPath { paths[0] }
}

extension LayoutDiagnostic {
    /// Layouts with views at `paths` (at least two) share the reuse identifier `id`.
    static func duplicateReuseId(_ id: String, paths: [LayoutPath]) -> LayoutDiagnostic {
        LayoutDiagnostic(
            kind: .duplicateReuseId(id), paths: paths,
            description: "\(paths.count) layouts with views share the reuse id \(id.debugDescription): "
                + paths.prefix(shownPaths).map(\.description).joined(separator: "; ")
                + (paths.count > shownPaths ? " and \(paths.count - shownPaths) more (see paths)" : "")
                + ". Only the first keeps it when views are made; give each layout its own id.")
    }

    /// The label at `path`, in `font`, was measured with a fallback that `note` describes.
    static func textMeasuredWithFallback(path: LayoutPath, font: Font, note: String) -> LayoutDiagnostic {
        let family = font.family.map { "\($0.debugDescription), " } ?? ""
        return LayoutDiagnostic(
            kind: .textMeasuredWithFallback(note: note), paths: [path],
            description: "\(path): the text measurer did not measure its font (\(family)"
                + "\(DiagnosticNumber.format(font.size)) points, \(font.weight)) as asked: \(note)")
    }

    /// How many paths a message lists; ``LayoutDiagnostic/paths`` holds them all.
    static var shownPaths: Int { 5 }

    /// The stack at `stack` dropped the sublayouts at `dropped` (their indices and paths) out of
    /// `count`, along `axis` in `length` points, with `crossLength` points across.
    ///
    /// A stack that kept some sublayouts ran out of length along its axis. One that dropped every
    /// sublayout had no length along its axis or none across it when it was measured; its frame
    /// tells which when exactly one of its sides is 0. A frame of 0 × 0 does not record which
    /// limit its measurement had, and the message then blames the length along the axis (the
    /// usual cause: a horizontal stack given a width of 0).
    static func droppedSublayouts(
        stack: LayoutPath, dropped: [(index: Int, path: LayoutPath)], count: Int, axis: Axis, length: CGFloat,
        crossLength: CGFloat
    ) -> LayoutDiagnostic {
        let names = dropped.map { $0.path.components.last!.description }.joined(separator: ", ")
        let direction = axis == .horizontal ? "horizontal" : "vertical"
        let reason: String
        let advice: String
        if dropped.count < count {
            reason =
                "it measures its sublayouts from least to most flexible, and no \(axis.lengthName) was left "
                + "for \(dropped.count == 1 ? "it" : "them") in its \(DiagnosticNumber.format(length)) points"
            advice =
                "Give the stack more \(axis.lengthName), or make the sublayouts that must show less flexible "
                + "along its axis than the others."
        } else if crossLength == 0, length > 0 {
            let missing = axis.cross.lengthName
            reason = "it had no \(missing) across its \(direction) axis, so it dropped every sublayout"
            advice = "Give the stack some \(missing)."
        } else if length == 0 {
            reason =
                "it had no \(axis.lengthName) along its \(direction) axis, so it dropped every sublayout"
            advice = "Give the stack some \(axis.lengthName)."
        } else {
            // Stretched after it was measured with no room on one side or the other.
            reason =
                "it was measured with no \(axis.lengthName) along its \(direction) axis or no "
                + "\(axis.cross.lengthName) across it, so it dropped every sublayout (its parent stretched it "
                + "afterwards)"
            advice = "Measure the stack with some \(axis.lengthName) and \(axis.cross.lengthName)."
        }
        let noun = count == 1 ? "sublayout" : "sublayouts"
        return LayoutDiagnostic(
            kind: .droppedSublayouts(sublayoutIndices: dropped.map(\.index), axis: axis, length: length),
            paths: [stack] + dropped.map(\.path),
            description: "\(stack) dropped \(dropped.count) of its \(count) \(noun) (\(names)): \(reason). "
                + "Dropped sublayouts have no frame and no view. \(advice)")
    }

    /// The layout at `path` reaches `before` points before its parent's start and `after` points
    /// past its end along `axis` (each 0 when it does not); `overlappingSpacing` is the parent
    /// stack's spacing when it is negative along `axis`.
    static func overflow(
        path: LayoutPath, axis: Axis, before: CGFloat, after: CGFloat, overlappingSpacing: CGFloat?
    ) -> LayoutDiagnostic {
        let sides = axis == .horizontal ? ("left", "right") : ("top", "bottom")
        var reaches: [String] = []
        if before > 0 { reaches.append("\(DiagnosticNumber.format(before)) points on the \(sides.0)") }
        if after > 0 { reaches.append("\(DiagnosticNumber.format(after)) points on the \(sides.1)") }
        let parent = LayoutPath(Array(path.components.dropLast()))
        let advice =
            overlappingSpacing.map {
                "The stack's spacing of \(DiagnosticNumber.format($0)) overlaps its sublayouts by more than their "
                    + "\(axis.lengthName); make the overlap smaller."
            } ?? "Give the parent more \(axis.lengthName), or make this layout smaller or more flexible."
        return LayoutDiagnostic(
            kind: .overflow(axis: axis, amount: max(before, after)), paths: [path],
            description: "\(path) sticks out of its parent \(parent) by " + reaches.joined(separator: " and ")
                + ". " + advice)
    }

    /// The size layout at `path` got `length` points along `axis`, less than its `minimum`.
    static func belowMinimumSize(path: LayoutPath, axis: Axis, minimum: CGFloat, length: CGFloat)
        -> LayoutDiagnostic
    {
        let name = axis.lengthName
        return LayoutDiagnostic(
            kind: .belowMinimumSize(axis: axis, minimum: minimum, length: length), paths: [path],
            description: "\(path) is \(DiagnosticNumber.format(length)) points \(axis.adjective), less than its "
                + "minimum \(name) of \(DiagnosticNumber.format(minimum)): it was given "
                + "\(DiagnosticNumber.format(minimum - length)) points of \(name) too few. "
                + "Give it more \(name), or lower its minimum.")
    }

    /// The layout at `path` was given `input.value` for `input.property`, cleaned to
    /// `input.cleanedValue`.
    static func badInputCleaned(path: LayoutPath, input: CleanedInput) -> LayoutDiagnostic {
        let became =
            input.treatedAs
            ?? (input.cleanedValue == .infinity
                ? "no maximum" : input.cleanedValue.isNaN ? "auto" : DiagnosticNumber.format(input.cleanedValue))
        let advice = input.advice
        return LayoutDiagnostic(
            kind: .badInputCleaned(property: input.property, value: input.value, cleanedValue: input.cleanedValue),
            paths: [path],
            description: "\(path) was given \(DiagnosticNumber.format(input.value)) for \(input.property), "
                + "which was treated as \(became). \(advice)")
    }
}

extension LayoutDiagnostic {
    /// The root at `path` was laid out with `input.value` for the entry argument `input.property`,
    /// cleaned to `input.cleanedValue`.
    static func entryArgumentCleaned(path: LayoutPath, input: CleanedInput) -> LayoutDiagnostic {
        let became = input.cleanedValue == .infinity ? "unlimited" : DiagnosticNumber.format(input.cleanedValue)
        return LayoutDiagnostic(
            kind: .entryArgumentCleaned(
                argument: input.property, value: input.value, cleanedValue: input.cleanedValue),
            paths: [path],
            description: "\(path) was laid out with \(DiagnosticNumber.format(input.value)) for its "
                + "\(input.property), which was treated as \(became). \(input.advice)")
    }
}

extension Axis {
    /// "width" or "height".
    var lengthName: String { self == .horizontal ? "width" : "height" }
    /// "wide" or "tall".
    var adjective: String { self == .horizontal ? "wide" : "tall" }
}

/// Numbers as diagnostics write them: exactly as given (integers without a decimal point, others
/// in Swift's shortest form that reads back to the same value), and NaN and infinities in words.
enum DiagnosticNumber {
    static func format(_ value: CGFloat) -> String {
        if value.isNaN { return "NaN" }
        if value == .infinity { return "infinity" }
        if value == -.infinity { return "-infinity" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }
}
