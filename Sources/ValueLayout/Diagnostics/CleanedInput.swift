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
