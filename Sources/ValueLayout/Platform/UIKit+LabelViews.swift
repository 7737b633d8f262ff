#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension ViewDescription {
        /// Describes a `UILabel` that shows `label`'s text as it was measured: its text (plain
        /// text in its font, attributed text as an `NSAttributedString` of its runs), its line
        /// limit, its line-break mode, and its line height when it sets one.
        ///
        /// Make the label first, then the one with the view, as with
        /// ``HTMLElementView/describe(label:className:)``:
        ///
        /// ```swift
        /// let title = LabelLayout(text: "Ada Lovelace", numberOfLines: 2)
        /// let layout = LabelLayout(
        ///     text: title.text, numberOfLines: 2, viewReuseId: "title", view: .uiLabel(showing: title))
        /// ```
        ///
        /// A ``Font`` that names a family becomes `UIFont(name:size:)` with the family's name
        /// (which finds the family's regular face; the weight is not applied: name the face, such
        /// as `Avenir-Heavy`, as the family, or draw in `CoreTextMeasurer.resolvedFont(for:)`,
        /// the font that was measured), and the system font at its size and weight when UIKit
        /// finds no font of that name or the font names none
        /// (`UIFont.systemFont(ofSize:weight:)`). A run's kern and baseline offset become the
        /// `.kern` and `.baselineOffset` attributes; a line height becomes a paragraph style whose
        /// minimum and maximum line heights are it. `lineBreakStrategy` is set to none, so that the
        /// label breaks lines where they were measured (see the label guide's section on Core
        /// Text).
        ///
        /// - Parameters:
        ///   - label: The label whose text the view shows; its text is the description's
        ///     ``ViewDescription/contentID``, followed, for attributed text or a mode other than
        ///     ``LineBreakMode/byTruncatingTail``, by what ``LayoutArrangement/snapshotText`` shows
        ///     of them.
        ///   - make: Makes the view: a `UILabel` by default, or one of a subclass.
        public static func uiLabel(
            showing label: LabelLayout, make: @escaping @MainActor @Sendable () -> UILabel = { UILabel() }
        ) -> ViewDescription {
            let text = LayoutArrangement.LabelText(
                styledText: label.styledText, isAttributed: label.attributedText != nil,
                lineBreakMode: label.lineBreakMode, numberOfLines: label.numberOfLines, lineHeight: label.lineHeight)
            let details = LabelTextDescription.details(
                styledText: text.isAttributed ? text.styledText : nil, lineBreakMode: text.lineBreakMode)
            return ViewDescription(
                UILabel.self, contentID: details.isEmpty ? label.text : label.text + details, make: make,
                configure: { view in view.configure(showing: text) })
        }
    }

    extension UILabel {
        /// Shows `text` as a ``LabelLayout`` measured it; see ``ViewDescription/uiLabel(showing:make:)``.
        ///
        /// Uniform text without a line height is set as `text` and `font`; other text as
        /// `attributedText` (with `font` the first run's).
        public func configure(showing text: LayoutArrangement.LabelText) {
            let styled = text.styledText
            let firstFont = styled.runs.first.map { UIFont.valueLayoutFont($0.font) }
            numberOfLines = text.numberOfLines
            lineBreakMode = Self.lineBreakMode(for: text.lineBreakMode)
            lineBreakStrategy = []
            if let firstFont { font = firstFont }
            if styled.isUniform, text.lineHeight == nil {
                self.text = styled.string
                return
            }
            let paragraph = text.lineHeight.map { lineHeight -> NSMutableParagraphStyle in
                let style = NSMutableParagraphStyle()
                style.minimumLineHeight = lineHeight
                style.maximumLineHeight = lineHeight
                style.lineBreakMode = Self.lineBreakMode(for: text.lineBreakMode)
                return style
            }
            let attributed = NSMutableAttributedString(string: "")
            for run in styled.runs {
                var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.valueLayoutFont(run.font)]
                if run.kern != 0 { attributes[.kern] = run.kern }
                if run.baselineOffset != 0 { attributes[.baselineOffset] = run.baselineOffset }
                if let paragraph { attributes[.paragraphStyle] = paragraph }
                attributed.append(NSAttributedString(string: String(styled.string[run.range]), attributes: attributes))
            }
            attributedText = attributed
        }

        /// UIKit's line-break mode for a ``LineBreakMode`` (the same cases).
        static func lineBreakMode(for mode: LineBreakMode) -> NSLineBreakMode {
            switch mode {
            case .byWordWrapping: .byWordWrapping
            case .byCharWrapping: .byCharWrapping
            case .byClipping: .byClipping
            case .byTruncatingHead: .byTruncatingHead
            case .byTruncatingTail: .byTruncatingTail
            case .byTruncatingMiddle: .byTruncatingMiddle
            }
        }
    }
#endif
