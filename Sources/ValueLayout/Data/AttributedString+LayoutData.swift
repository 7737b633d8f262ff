import Foundation

/// Attributed text in a layout document: a plain string (one run without attributes), or an
/// array of runs `{"text": …, "font": …, "kern": …, "baselineOffset": …}`, where `text` is
/// required and the others are optional: the run's
/// `AttributeScopes.ValueLayoutAttributes.layoutFont` (a ``Font``), and its kern and baseline
/// offset in points. Only these attributes are read and written; the layouts measure no other.
struct DataAttributedText: Codable, Hashable {
    let attributedString: AttributedString

    init(_ attributedString: AttributedString) { self.attributedString = attributedString }

    init(from decoder: any Decoder) throws {
        let limit = LayoutDecodingSession.of(decoder).options.limits.maximumTextLength
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            try Self.check(length: plain.count, limit: limit, at: decoder.codingPath)
            attributedString = AttributedString(plain)
            return
        }
        guard var runs = try? decoder.unkeyedContainer() else {
            throw LayoutDataError(
                path: LayoutDataError.path(decoder.codingPath),
                reason: "expected attributed text: a string, or an array of runs {\"text\", \"font\", \"kern\", "
                    + "\"baselineOffset\"}")
        }
        var result = AttributedString()
        var length = 0
        while !runs.isAtEnd {
            let run = try runs.decode(Run.self)
            length += run.text.count
            try Self.check(length: length, limit: limit, at: decoder.codingPath)
            var part = AttributedString(run.text)
            part[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self] = run.font
            part[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = run.kern
            part[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self] = run.baselineOffset
            result += part
        }
        attributedString = result
    }

    /// Writes the runs, each with the attributes it has.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for run in attributedString.runs {
            try container.encode(
                Run(
                    text: String(attributedString[run.range].characters),
                    font: run[AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.self],
                    kern: run[AttributeScopes.ValueLayoutAttributes.KernAttribute.self],
                    baselineOffset: run[AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.self]))
        }
    }

    private static func check(length: Int, limit: Int, at codingPath: [any CodingKey]) throws {
        guard length > limit else { return }
        throw LayoutDataError(
            path: LayoutDataError.path(codingPath),
            reason: "a string of \(length) characters, more than \(limit) (LayoutDataLimits.maximumTextLength)")
    }

    /// One run's object.
    private struct Run: Codable {
        let text: String
        let font: Font?
        let kern: CGFloat?
        let baselineOffset: CGFloat?

        init(text: String, font: Font?, kern: CGFloat?, baselineOffset: CGFloat?) {
            self.text = text
            self.font = font
            self.kern = kern
            self.baselineOffset = baselineOffset
        }

        init(from decoder: any Decoder) throws {
            let object = try DataObject(decoder, keys: ["text", "font", "kern", "baselineOffset"], of: "a text run")
            text = try object.required("text")
            font = try object.optional("font")
            kern = try object.length("kern")
            baselineOffset = try object.length("baselineOffset")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DataKey.self)
            try container.encode(text, forKey: DataKey("text"))
            try container.encodeIfPresent(font, forKey: DataKey("font"))
            try container.encodeIfPresent(kern.map(Double.init), forKey: DataKey("kern"))
            try container.encodeIfPresent(baselineOffset.map(Double.init), forKey: DataKey("baselineOffset"))
        }
    }
}
