import Foundation

/// Attributed text as layout documents write it: an array of runs in order (or, reading, a string
/// for one run without attributes), each
/// `{"text": …, "font": …, "kern": …, "baselineOffset": …}`, where only `text` is required.
/// `font` is a ``Font`` (a run without one takes the layout's own font, as a run without the
/// `layoutFont` attribute does), and `kern` and `baselineOffset` are in points (0 without them).
///
/// ```json
/// [{"text": "Hello ", "font": {"size": 17, "weight": "bold"}}, {"text": "world", "kern": 1}]
/// ```
///
/// Labels', buttons' and text views' attributed text all take this form. Other attributes of an
/// `AttributedString` are not part of a layout (no layout reads them) and are not written.
struct DataAttributedText: Codable {
    /// One run: characters in one font, kern and baseline offset.
    struct Run: Codable {
        static let keys = ["text", "font", "kern", "baselineOffset"]

        let text: String
        /// The run's font, or `nil` for the layout's.
        let font: Font?
        let kern: CGFloat
        let baselineOffset: CGFloat

        init(text: String, font: Font?, kern: CGFloat, baselineOffset: CGFloat) {
            self.text = text
            self.font = font
            self.kern = kern
            self.baselineOffset = baselineOffset
        }

        init(from decoder: any Decoder) throws {
            let object = try DataObject(decoder, keys: Self.keys, of: "a run of attributed text")
            text = try object.required("text")
            font = try object.optional("font")
            kern = try object.length("kern") ?? 0
            baselineOffset = try object.length("baselineOffset") ?? 0
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DataKey.self)
            try container.encode(text, forKey: DataKey("text"))
            try container.encodeIfPresent(font, forKey: DataKey("font"))
            if kern != 0 { try container.encode(Double(kern), forKey: DataKey("kern")) }
            if baselineOffset != 0 { try container.encode(Double(baselineOffset), forKey: DataKey("baselineOffset")) }
        }
    }

    let runs: [Run]

    /// The runs of `styled`, leaving out each font equal to `layoutFont` (the font a run without
    /// one takes when read back).
    init(_ styled: StyledText, layoutFont: Font) {
        runs = styled.runs.map { run in
            Run(
                text: String(styled.string[run.range]), font: run.font == layoutFont ? nil : run.font, kern: run.kern,
                baselineOffset: run.baselineOffset)
        }
    }

    /// The runs of `attributed` as its attributes give them: a run without the `layoutFont`
    /// attribute is written without a font (it takes the layout's).
    init(_ attributed: AttributedString) {
        typealias Attributes = AttributeScopes.ValueLayoutAttributes
        runs = attributed.runs.map { run in
            Run(
                text: String(attributed[run.range].characters), font: run[Attributes.LayoutFontAttribute.self],
                kern: run[Attributes.KernAttribute.self] ?? 0,
                baselineOffset: run[Attributes.BaselineOffsetAttribute.self] ?? 0)
        }
    }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            runs = [Run(text: text, font: nil, kern: 0, baselineOffset: 0)]
            return
        }
        guard var container = try? decoder.unkeyedContainer() else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "expected attributed text: a string, or an array of runs "
                    + "{\"text\", \"font\", \"kern\", \"baselineOffset\"}")
        }
        var runs: [Run] = []
        while !container.isAtEnd { runs.append(try container.decode(Run.self)) }
        self.runs = runs
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for run in runs { try container.encode(run) }
    }

    /// The text as an `AttributedString`, with the attributes ``StyledText`` reads.
    var attributedString: AttributedString {
        var result = AttributedString()
        for run in runs {
            var part = AttributedString(run.text)
            if let font = run.font { part[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = font }
            if run.kern != 0 { part[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = run.kern }
            if run.baselineOffset != 0 {
                part[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] = run.baselineOffset
            }
            result += part
        }
        return result
    }
}

extension LayoutFields {
    /// The attributed text under `key` (see ``DataAttributedText``), which must be present, whose
    /// characters (all runs together) are at most ``LayoutDataLimits/maximumTextLength``.
    func requiredAttributedText(_ key: String) throws -> AttributedString {
        let data = try required(key, as: DataAttributedText.self)
        let path = decoder.codingPath + [DataKey(key)]
        var total = 0
        for (index, run) in data.runs.enumerated() {
            try checkLength(of: run.text, at: path + [DataKey(intValue: index)!, DataKey("text")])
            total += run.text.count
        }
        let limit = session.options.limits.maximumTextLength
        if total > limit {
            throw LayoutDataError(
                path: LayoutDataError.path(path),
                reason:
                    "attributed text of \(total) characters, more than \(limit) (LayoutDataLimits.maximumTextLength)")
        }
        return data.attributedString
    }
}
