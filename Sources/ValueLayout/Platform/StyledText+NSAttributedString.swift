#if canImport(UIKit) || canImport(AppKit)
    import Foundation

    // Apple platforms only: reading an NSAttributedString's runs goes through Foundation's
    // enumeration, whose callback takes an unsafe pointer.
    extension StyledText {
        /// The characters and runs of `attributed`: each run's font is the library's font attribute
        /// (`AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute`'s name, holding a ``Font``),
        /// else its `UIFont` or `NSFont` (`.font`) read as a ``Font`` of the same
        /// family, point size and weight, else `font`; its kern and baseline offset are the `.kern`
        /// and `.baselineOffset` numbers, 0 without them. A non-finite kern or offset is treated as 0.
        ///
        /// - Complexity: O(n) in the length of the text plus the number of attribute runs.
        public init(_ attributed: NSAttributedString, font: Font) {
            var cleaning = InputCleaning()
            self.init(attributed, font: font, cleaning: &cleaning)
        }

        /// As ``init(_:font:)-(NSAttributedString,_)``, recording each kern and baseline offset it
        /// changes in `cleaning`.
        init(_ attributed: NSAttributedString, font: Font, cleaning: inout InputCleaning) {
            let string = attributed.string
            let fontKey = NSAttributedString.Key(AttributeScopes.ValueLayoutAttributes.LayoutFontAttribute.name)
            let kernKey = NSAttributedString.Key(AttributeScopes.ValueLayoutAttributes.KernAttribute.name)
            let offsetKey = NSAttributedString.Key(AttributeScopes.ValueLayoutAttributes.BaselineOffsetAttribute.name)
            var runs: [Run] = []
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
                attributes, range, _ in
                guard let range = Range(range, in: string), !range.isEmpty else { return }
                let runFont =
                    attributes[fontKey] as? Font ?? attributes[.platformFont].flatMap(Font.init(platformFont:)) ?? font
                let kern = (attributes[kernKey] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
                let offset = (attributes[offsetKey] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
                runs.append(
                    Run(
                        range: range, font: runFont, kern: cleaning.spacing(kern, "attributedText.kern"),
                        baselineOffset: cleaning.spacing(offset, "attributedText.baselineOffset")))
            }
            self.init(string: string, runs: runs)
        }
    }

    extension NSAttributedString.Key {
        /// The platform's font attribute (`.font` on Apple platforms: a `UIFont` or `NSFont`).
        fileprivate static let platformFont = NSAttributedString.Key("NSFont")
    }

    extension Font {
        /// The ``Font`` a platform font (a `UIFont` or `NSFont`) describes, or `nil` for any other
        /// value.
        init?(platformFont value: Any) {
            guard let font = PlatformFontDescription(value) else { return nil }
            self.init(family: font.family, size: font.size, weight: font.weight)
        }
    }

    extension LabelLayout {
        /// A label showing an `NSAttributedString`: each run in the library's font attribute, else
        /// (on Apple platforms) its `UIFont` or `NSFont`, else `font`, with its `.kern` and
        /// `.baselineOffset` (see ``StyledText/init(_:font:)-(NSAttributedString,_)``); otherwise as
        /// ``init(attributedText:font:lineHeight:numberOfLines:lineBreakMode:alignment:flexibility:viewReuseId:view:)-(AttributedString,_,_,_,_,_,_,_,_)``.
        ///
        /// - Complexity: O(n) in the length of the text and the number of attribute runs.
        public init(
            attributedText: NSAttributedString, font: Font = .body, lineHeight: CGFloat? = nil, numberOfLines: Int = 0,
            lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: Alignment = .topLeading,
            flexibility: Flexibility = .flexible, viewReuseId: String? = nil, view: ViewDescription? = nil
        ) {
            var cleaning = InputCleaning()
            let styled = StyledText(attributedText, font: font, cleaning: &cleaning)
            self.init(
                styled: styled, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
                view: view, cleaning: cleaning)
        }
    }
#endif
