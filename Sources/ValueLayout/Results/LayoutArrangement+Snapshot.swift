import Foundation

extension LayoutArrangement: CustomStringConvertible {
    /// The canonical text form of this arrangement tree, for snapshot tests and for reading.
    ///
    /// One line per node, children indented two spaces below their parent, in source order:
    /// the layout's type name, its frame as `(x, y, width, height)` in its parent's coordinates,
    /// then, for a node that scrolls (a ``ScrollLayout``), its ``scrollContentSize`` as
    /// `content (width, height)`, for a label whose line-break mode is not the default
    /// (``LineBreakMode/byTruncatingTail``) its mode as `lineBreakMode .byClipping`, for a label of
    /// attributed text its runs (see below), and its reuse identifier in quotes when it has one.
    /// For example:
    ///
    /// ```
    /// InsetLayout (0, 0, 375, 426) "feedItem"
    ///   StackLayout (8, 8, 359, 410)
    ///     SizeLayout (0, 2.667, 50, 50) "profileImage"
    /// ```
    ///
    /// A label of attributed text lists its runs in brackets, each as its text in quotes, then its
    /// font: the family in quotes when it names one, the size in points, the weight unless
    /// regular, then `kern` and `baseline` (offset) when not 0:
    ///
    /// ```
    /// LabelLayout (0, 0, 77, 17) runs ["Hello " 17pt, "world" 24pt bold kern 1 baseline 2] "greeting"
    /// ```
    ///
    /// Numbers are written in decimal, never with an exponent, with a `.` whatever the locale, and
    /// without trailing zeros (`12`, not `12.0`); a number written as zero has no sign.
    ///
    /// - **With a pixel scale** (the ``context``'s ``LayoutContext/scale``, s pixels per point),
    ///   every frame value is a whole number of pixels. A value v is written as the decimal with the
    ///   fewest decimals that lies within half a pixel of v's pixel (v × s rounded to the nearest
    ///   whole number, halves away from zero): reading it back and rounding it to the pixel grid
    ///   gives v again. At scale 1 that is a whole number; at scale 2, halves (`2.5`); at scale 3,
    ///   thirds in one decimal (`119.7` for 119⅔, `0.3` for ⅓).
    /// - **Without a scale**, a value is rounded to the nearest thousandth, halves away from zero
    ///   (`105.333`, `2.667`, `0.5`; `0.0004` is `0`).
    /// - A magnitude of 2⁵³ or more (beyond any layout: a length stops at
    ///   ``LayoutLimits/maximumLength``, 10¹²) is a whole number, written in full.
    ///
    /// Levels deeper than ``snapshotIndentedLevels`` are indented like that level and start with
    /// their depth in brackets (`[40] SizeLayout …`), so the text stays linear in the tree's size
    /// however deep it is.
    ///
    /// The form is stable: it depends only on the tree and its pixel scale, never on addresses,
    /// hashing or locale.
    ///
    /// - Complexity: O(n) in the size of the tree, without recursion.
    public var snapshotText: String {
        var text = ""
        let scale = tree.context?.scale
        var typeNames: [ObjectIdentifier: String] = [:]
        tree.forEachPreOrder(from: index) { node, depth in
            let layout = tree.layout(at: node)
            let layoutType = type(of: layout)
            let key = ObjectIdentifier(layoutType)
            let name =
                typeNames[key]
                ?? {
                    let name = String(describing: layoutType)
                    typeNames[key] = name
                    return name
                }()
            if depth <= Self.snapshotIndentedLevels {
                text += String(repeating: "  ", count: depth)
            } else {
                // Deeper levels keep the deepest indentation and name their depth, so the text of
                // a very deep tree stays linear in its size.
                text += String(repeating: "  ", count: Self.snapshotIndentedLevels)
                text += "[\(depth)] "
            }
            text += name
            text += " ("
            let frame = tree.payload(node)
            SnapshotNumber.append(frame.origin.x, scale: scale, to: &text)
            text += ", "
            SnapshotNumber.append(frame.origin.y, scale: scale, to: &text)
            text += ", "
            SnapshotNumber.append(frame.size.width, scale: scale, to: &text)
            text += ", "
            SnapshotNumber.append(frame.size.height, scale: scale, to: &text)
            text += ")"
            if let content = tree.scrollContentSize(of: node) {
                // Only scrolling nodes have this part, so the text of other trees is unchanged.
                text += " content ("
                SnapshotNumber.append(content.width, scale: scale, to: &text)
                text += ", "
                SnapshotNumber.append(content.height, scale: scale, to: &text)
                text += ")"
            }
            let layoutNode = tree.layoutNode(at: node)
            if let content = layoutNode.textContent {
                // Only labels in another mode, or with attributed text, have these parts, so the
                // text of other trees is unchanged.
                text += LabelTextDescription.details(
                    styledText: content.isAttributed ? content.styledText : nil,
                    lineBreakMode: content.showsLineBreakMode ? content.lineBreakMode : .byTruncatingTail)
            }
            if let id = layout.viewReuseId {
                text += " " + id.debugDescription
            }
            text += "\n"
        }
        return text
    }

    /// The number of levels ``snapshotText`` shows by indentation alone: 32.
    public static let snapshotIndentedLevels = 32

    /// The canonical text form of the tree; see ``snapshotText``.
    public var description: String { snapshotText }
}

/// Writes what ``LayoutArrangement/snapshotText`` shows of a label's text: its line-break mode when
/// not the default and the runs of attributed text.
package enum LabelTextDescription {
    /// ` lineBreakMode .byClipping` for a mode other than ``LineBreakMode/byTruncatingTail``, then
    /// ` runs [...]` for attributed text (`styledText` not `nil`); empty for plain text in the
    /// default mode.
    package static func details(styledText: StyledText?, lineBreakMode: LineBreakMode) -> String {
        var text = ""
        if lineBreakMode != .byTruncatingTail { text += " lineBreakMode ." + name(of: lineBreakMode) }
        if let styledText { text += " runs " + runs(of: styledText) }
        return text
    }

    /// The case name of `mode`: `byClipping`.
    package static func name(of mode: LineBreakMode) -> String {
        switch mode {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }

    /// The runs of `text` in brackets: `["Hello " 17pt, "world" 24pt bold kern 1 baseline 2]`.
    package static func runs(of text: StyledText) -> String {
        let runs = text.runs.map { run in
            var part = String(text.string[run.range]).debugDescription + " " + font(run.font)
            if run.kern != 0 { part += " kern " + SnapshotNumber.format(run.kern, scale: nil) }
            if run.baselineOffset != 0 { part += " baseline " + SnapshotNumber.format(run.baselineOffset, scale: nil) }
            return part
        }
        return "[" + runs.joined(separator: ", ") + "]"
    }

    /// A font as a run shows it: `"Avenir Next" 17pt bold`.
    package static func font(_ font: Font) -> String {
        var text = font.family.map { $0.debugDescription + " " } ?? ""
        text += SnapshotNumber.format(font.size, scale: nil) + "pt"
        if font.weight != .regular { text += " \(font.weight)" }
        return text
    }
}

/// Writes the numbers of ``LayoutArrangement/snapshotText`` (the rules are in its documentation),
/// digit by digit, without Foundation's formatting.
///
/// The testing library writes the numbers of an older snapshot file with it too, to compare them
/// with today's.
package enum SnapshotNumber {
    /// `value` as ``LayoutArrangement/snapshotText`` writes it for an arrangement snapped to
    /// `scale` pixels per point (`nil` for no snapping).
    package static func format(_ value: CGFloat, scale: CGFloat?) -> String {
        var text = ""
        append(value, scale: scale, to: &text)
        return text
    }

    /// Appends `value` to `text` as ``format(_:scale:)`` writes it.
    package static func append(_ value: CGFloat, scale: CGFloat?, to text: inout String) {
        let value = Double(value)
        guard value.isFinite else {
            text += value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
            return
        }
        let magnitude = abs(value)
        if magnitude >= wholeNumbersFrom {
            if value < 0 { text += "-" }
            appendWhole(magnitude, to: &text)
        } else if let scale, scale.isFinite, scale > 0 {
            appendPixel(value, scale: Double(scale), to: &text)
        } else {
            appendDecimal(negative: value < 0, units: (magnitude * 1000).rounded(), decimals: 3, to: &text)
        }
    }

    /// 2⁵³: every double at least this large is a whole number.
    private static let wholeNumbersFrom: Double = 9_007_199_254_740_992

    /// The most decimals a number on a pixel grid is written with: enough for the finest grid a
    /// context keeps (``LayoutContext/maximumScale``, 10,000 pixels per point, needs 4 or 5).
    private static let maximumPixelDecimals = 6

    /// The shortest decimal within half a pixel of `value`'s pixel at `scale`.
    private static func appendPixel(_ value: Double, scale: Double, to text: inout String) {
        let pixels = (value * scale).rounded()
        let position = abs(pixels / scale)
        let target = abs(pixels)
        var units = position.rounded()
        var decimals = 0
        var power: Double = 1
        // A decimal with `decimals` digits is nearest to the pixel's position when it is that
        // position rounded to those digits: the pixel's half-pixel neighbourhood is centred on it.
        while abs(units / power * scale - target) >= 0.5, decimals < maximumPixelDecimals {
            let finer = (position * power * 10).rounded()
            guard finer < 9_000_000_000_000_000_000 else { break }
            units = finer
            decimals += 1
            power *= 10
        }
        appendDecimal(negative: pixels < 0, units: units, decimals: decimals, to: &text)
    }

    /// Appends `units` × 10^-`decimals` (`units` a whole number below 2⁶³) without trailing zeros,
    /// and without a sign when it is zero.
    private static func appendDecimal(negative: Bool, units: Double, decimals: Int, to text: inout String) {
        let units = UInt64(units)
        if units == 0 {
            text += "0"
            return
        }
        if negative { text += "-" }
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        text += String(units / divisor)
        var fraction = units % divisor
        guard fraction != 0 else { return }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionDigits = String(fraction)
        text += "."
        for _ in fractionDigits.utf8.count..<digits { text += "0" }
        text += fractionDigits
    }

    /// Appends the whole number `magnitude` (at least 2⁵³) in full: its exact decimal digits.
    private static func appendWhole(_ magnitude: Double, to text: inout String) {
        if magnitude < 18_446_744_073_709_551_616 {  // 2⁶⁴
            text += String(UInt64(magnitude))
            return
        }
        // magnitude = significand × 2^shift exactly; the product is worked out in base 10⁹.
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = []  // least significant first, each below 10⁹
        var significand = magnitude.significandBitPattern | (1 << 52)
        while significand > 0 {
            limbs.append(significand % base)
            significand /= base
        }
        var shift = Int(magnitude.exponent) - 52
        while shift > 0 {
            let step = min(shift, 32)
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] << UInt64(step) + carry
                limbs[index] = product % base
                carry = product / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            shift -= step
        }
        text += String(limbs[limbs.count - 1])
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            for _ in digits.utf8.count..<9 { text += "0" }
            text += digits
        }
    }
}
