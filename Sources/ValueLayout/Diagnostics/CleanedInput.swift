import Foundation

/// A number a layout's initialiser was given that the bad-input policy changed (see
/// ``LayoutLimits``): which property, what it was, and what the layout uses instead. Kept with the
/// layout value so that ``LayoutArrangement/diagnostics`` can report it after the fact.
struct CleanedInput: Sendable {
    /// The initialiser's parameter the number was given as, such as `width` or `spacing`.
    let property: String
    /// The number as given.
    let value: CGFloat
    /// The number the layout uses; `.infinity` for a maximum that became "no maximum".
    let cleanedValue: CGFloat
    /// What to pass instead: the rule of the cleaning that changed the number, as a sentence.
    let advice: String
    /// What the number was treated as, in words, when that is not `cleanedValue` as a number
    /// (such as "no fraction"), or `nil`.
    var treatedAs: String? = nil
}

/// Cleans the numbers given to one initialiser, as ``LayoutLimits`` describes, and records each
/// that changed.
struct InputCleaning {
    private(set) var cleaned: [CleanedInput] = []

    /// `value` cleaned as a length (non-finite or negative → 0, capped at the maximum length).
    mutating func length(_ value: CGFloat, _ property: String) -> CGFloat {
        let result = value.sanitizedLength
        if !(result == value) {
            cleaned.append(
                CleanedInput(
                    property: property, value: value, cleanedValue: result,
                    advice: "Pass a finite length between 0 and 10¹² points."))
        }
        return result
    }

    /// `value` cleaned as an optional maximum: NaN or negative → 0, beyond the maximum length →
    /// none. `+infinity` is the documented way to say "no maximum", so it is not recorded.
    mutating func optionalLimit(_ value: CGFloat?, _ property: String) -> CGFloat? {
        guard let value else { return nil }
        let result = CGFloat.sanitizedOptionalLimit(value)
        if value != .infinity, !(result == value) {
            cleaned.append(
                CleanedInput(
                    property: property, value: value, cleanedValue: result ?? .infinity,
                    advice: "Pass a maximum between 0 and 10¹² points, or nil for no maximum."))
        }
        return result
    }

    /// `value` cleaned as a stack's spacing (non-finite → 0, clamped to ± the maximum length).
    mutating func spacing(_ value: CGFloat, _ property: String) -> CGFloat {
        let result = value.sanitizedSpacing
        if !(result == value) {
            cleaned.append(
                CleanedInput(
                    property: property, value: value, cleanedValue: result,
                    advice: "Pass a finite spacing between -10¹² and 10¹² points."))
        }
        return result
    }

    /// `value` cleaned as a positive factor, such as a ratio: a value that is not finite and
    /// positive becomes `fallback`.
    mutating func positiveFactor(_ value: CGFloat, _ property: String, fallback: CGFloat) -> CGFloat {
        guard !(value > 0 && value.isFinite) else { return value }
        cleaned.append(
            CleanedInput(
                property: property, value: value, cleanedValue: fallback,
                advice: "Pass a finite number greater than 0."))
        return fallback
    }

    /// `value` cleaned as a factor that may be 0, such as a flex item's grow or shrink: a value
    /// that is not finite or is negative becomes `initial`.
    mutating func nonNegativeFactor(_ value: CGFloat, _ property: String, initial: CGFloat) -> CGFloat {
        guard !(value >= 0 && value.isFinite) else { return value }
        record(property, value: value, cleanedValue: initial, advice: "Pass a finite number of at least 0.")
        return initial
    }

    /// Records that `property`, given as `value`, was replaced by `cleanedValue` (NaN when the
    /// replacement is not a number, such as `auto`), with `advice`.
    mutating func record(
        _ property: String, value: CGFloat, cleanedValue: CGFloat = .nan, advice: String, treatedAs: String? = nil
    ) {
        cleaned.append(
            CleanedInput(
                property: property, value: value, cleanedValue: cleanedValue, advice: advice, treatedAs: treatedAs))
    }

    /// `value` cleaned as a label's number of lines: negative → 0 (no limit).
    mutating func lineCount(_ value: Int, _ property: String) -> Int {
        guard value < 0 else { return value }
        cleaned.append(
            CleanedInput(
                property: property, value: CGFloat(value), cleanedValue: 0,
                advice: "Pass 0 for no limit, or a positive number of lines."))
        return 0
    }
}

/// Records the widths and heights given to an entry point that the bad-input policy changed, for
/// ``LayoutArrangement/diagnostics`` to report at the root. Called only when a cleaned number
/// differs from the one given, so good input costs the comparison alone.
enum EntryInputCleaning {
    /// The `width` and `height` of ``Layout/arrangement(origin:width:height:context:)``, given
    /// and cleaned (`nil`: unlimited). `+infinity` is the documented way to say "unlimited", so it
    /// is not recorded.
    @inline(never)
    static func arrangement(
        origin: (given: CGPoint, cleaned: CGPoint), width: (given: CGFloat?, cleaned: CGFloat?),
        height: (given: CGFloat?, cleaned: CGFloat?)
    ) -> [CleanedInput] {
        var inputs = self.origin(origin.given, cleaned: origin.cleaned, of: "arrangement(origin:width:height:context:)")
        for (name, side) in [("width", width), ("height", height)] {
            guard let given = side.given, given != .infinity, !(side.cleaned == given) else { continue }
            inputs.append(
                CleanedInput(
                    property: name, value: given, cleanedValue: side.cleaned ?? .infinity,
                    advice: "Pass arrangement(origin:width:height:context:) a \(name) between 0 and 10¹² points, "
                        + "or nil for the \(name) the layout needs."))
        }
        return inputs
    }

    /// The `maxSize` of ``Layout/measurement(within:context:)``, given and cleaned (a side of
    /// `.infinity`: unlimited). A side of `+infinity` is not recorded.
    @inline(never)
    static func measurement(maxSize: CGSize, cleaned: CGSize) -> [CleanedInput] {
        var inputs: [CleanedInput] = []
        for (name, given, result) in [
            ("width", maxSize.width, cleaned.width), ("height", maxSize.height, cleaned.height),
        ] where given != .infinity && !(result == given) {
            inputs.append(
                CleanedInput(
                    property: "maxSize.\(name)", value: given, cleanedValue: result,
                    advice: "Pass measurement(within:context:) a maxSize whose \(name) is between 0 and 10¹² "
                        + "points, or .infinity for no limit."))
        }
        return inputs
    }

    /// The coordinates of `given` that cleaning as coordinates changed (NaN or infinite: 0; beyond
    /// ±10¹²: clamped), as `origin.x` and `origin.y` (`rect.origin.x`, … for an offered rect).
    static func origin(_ given: CGPoint, cleaned: CGPoint, of entryPoint: String, prefix: String = "") -> [CleanedInput]
    {
        var inputs: [CleanedInput] = []
        for (name, value, result) in [("x", given.x, cleaned.x), ("y", given.y, cleaned.y)] where !(value == result) {
            inputs.append(
                CleanedInput(
                    property: "\(prefix)origin.\(name)", value: value, cleanedValue: result,
                    advice: "Pass \(entryPoint) an origin whose \(name) is finite and within ±10¹² points."))
        }
        return inputs
    }

    /// The `rect` given to ``LayoutMeasurement/arrangement(within:context:)``, given and cleaned.
    /// A side of `+infinity` (which means the measured length) is not recorded.
    @inline(never)
    static func offer(_ rect: CGRect, cleaned: CGRect) -> [CleanedInput] {
        var inputs = origin(
            rect.origin, cleaned: cleaned.origin, of: "arrangement(within:context:)", prefix: "rect.")
        let size = rect.size
        let cleaned = cleaned.size
        for (name, given, result) in [("width", size.width, cleaned.width), ("height", size.height, cleaned.height)]
        where given != .infinity && !(result == given) {
            inputs.append(
                CleanedInput(
                    property: "rect.\(name)", value: given, cleanedValue: result,
                    advice: "Pass arrangement(within:context:) a rect whose \(name) is between 0 and 10¹² points, "
                        + "or .infinity for the measured \(name)."))
        }
        return inputs
    }
}
