import Foundation

/// A view that is an absolutely positioned HTML element: realise an arrangement into a tree of
/// them with ``LayoutArrangement/makeViews(in:direction:)`` and write it out as HTML (usually
/// through ``HTMLPage``) so that a browser's rendering engine draws the result.
///
/// Each element renders as a `div` with `position: absolute` and its ``frame`` as `left`, `top`,
/// `width` and `height` in CSS pixels (one pixel per point), inside its parent's `div`, so the
/// browser itself composes the nested offsets. A library-made element carries its reuse
/// identifier as `data-reuse-id`. An element showing text (see ``describe(label:className:)``)
/// draws it with the line breaks of its text measurer at the element's width: the one the HTML is
/// written with, else the nearest ``textMeasurer`` of the element and its ancestors (a host added
/// to an ``HTMLPage`` from an arrangement has the arrangement's), else
/// ``LayoutContext/defaultTextMeasurer``, and cuts the last line shown by its ``lineBreakMode``
/// when the text does not all fit, as the SVG renderer does (``SVGRenderer``). With a
/// measurer of real fonts (`FontTextMeasurer`, of the ValueLayoutFonts module) whose catalog has a
/// face for the text's font, the text is instead one `div` of class `vl-text` in that face's family, weight and style, at the font's size and the
/// line height, that the browser breaks into lines itself (`white-space: pre-wrap`,
/// `overflow-wrap: break-word`), with the measurer's lines in its `data-lines` attribute so a
/// page can check that the browser broke it the same way (see ``HTMLPage``).
@MainActor
public final class HTMLElementView: LayoutView {
    /// The frame in the parent's coordinates, in points (CSS pixels).
    public var frame: CGRect
    /// What ValueLayout remembers about this element; `nil` when the app made it.
    public var layoutRecord: LayoutViewRecord?
    /// Extra CSS class names, separated by spaces (every element has the class `vl-view`).
    public var className: String?
    /// The text shown, or `nil`.
    public var text: String?
    /// The font the text is broken with.
    public var font: Font = .body
    /// The text's line height in points, or `nil` for the measurer's own.
    public var lineHeight: CGFloat?
    /// The most lines of text shown; 0 means no limit.
    public var numberOfLines = 0
    /// The text with its runs' styles, or `nil` for ``text`` in ``font`` alone (the default).
    /// When set, it is what is measured and drawn (``text`` should then be its string): each piece
    /// of a line in its run's font, kern (`letter-spacing`) and baseline offset
    /// (`vertical-align`).
    public var styledText: StyledText?
    /// How text that does not fit is cut (``LineBreakMode/byTruncatingTail`` by default): the last
    /// line shown is truncated with an ellipsis, or clipped, as a view cuts it (see
    /// ``LabelLayout``'s guide).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The distances, in points, from the element's edges to its text, by writing direction (a
    /// button's insets, image and padding, or a text view's container inset and line fragment
    /// padding): written as CSS `padding-block` and `padding-inline`, so that the host's `dir`
    /// puts the leading inset on the right in right to left. Zero (the default) writes nothing.
    public var textInset: EdgeInsets = .zero
    /// The measurer that breaks the text of this element and of its descendants that name none,
    /// or `nil` (the default) for the parent's: give a host the measurer of the arrangement it
    /// shows (``LayoutArrangement/context``), so its text is drawn in the lines that were measured.
    public var textMeasurer: (any TextMeasurer)?
    /// The size of the content this element scrolls, or `nil` for an element that does not
    /// scroll; set by ``setScrollContentSize(_:)``. A scrolling element is written with
    /// `overflow: auto`: the browser clips its content to it and scrolls it.
    public var scrollContentSize: CGSize?
    /// The children, back to front.
    public private(set) var children: [HTMLElementView] = []
    private weak var parent: HTMLElementView?

    /// An element with the given frame (points) and CSS class names.
    public init(frame: CGRect = .zero, className: String? = nil) {
        self.frame = frame
        self.className = className
    }

    /// The parent element, or `nil`.
    public var parentView: (any LayoutView)? { parent }
    /// The children, back to front.
    public var childViews: [any LayoutView] { children }

    /// Inserts `view` (an ``HTMLElementView``) at `index`, first removing it from its parent.
    ///
    /// - Complexity: O(number of children).
    public func insertChildView(_ view: any LayoutView, at index: Int) {
        guard let view = view as? HTMLElementView else {
            preconditionFailure("HTMLElementView can only hold HTMLElementViews, not \(type(of: view))")
        }
        view.removeFromParentView()
        children.insert(view, at: min(max(0, index), children.count))
        view.parent = self
    }

    /// Removes this element from its parent; does nothing without one.
    public func removeFromParentView() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Records the size of the content this element scrolls (see ``scrollContentSize``).
    public func setScrollContentSize(_ size: CGSize) {
        scrollContentSize = size
    }

    /// Makes an empty element (the container of a hostless realisation).
    public static func makeContainerView() -> any LayoutView { HTMLElementView() }

    /// Describes an element with the CSS class names `className` (a box without content).
    public nonisolated static func describe(className: String? = nil) -> ViewDescription {
        ViewDescription(HTMLElementView.self, make: { HTMLElementView(className: className) })
    }

    /// Describes an element that shows `label`'s text with its font, line height, line limit,
    /// line-break mode and, for attributed text, its runs' styles.
    ///
    /// - Parameters:
    ///   - label: The label whose text the element shows; the text is the description's
    ///     ``ViewDescription/contentID``, followed, for attributed text or a mode other than
    ///     ``LineBreakMode/byTruncatingTail``, by what ``LayoutArrangement/snapshotText`` shows of
    ///     them.
    ///   - className: Extra CSS class names.
    public nonisolated static func describe(label: LabelLayout, className: String? = "vl-label") -> ViewDescription {
        let text = label.text
        let font = label.font
        let lineHeight = label.lineHeight
        let numberOfLines = label.numberOfLines
        // The runs the label measures (none for plain text measured as plain text), so that the
        // element breaks its lines as the label was measured.
        let styledText = label.node.properties.styled
        let lineBreakMode = label.lineBreakMode
        let details = LabelTextDescription.details(
            styledText: label.node.properties.isAttributed ? label.styledText : nil, lineBreakMode: lineBreakMode)
        return ViewDescription(
            HTMLElementView.self, contentID: details.isEmpty ? text : text + details,
            make: { HTMLElementView(className: className) },
            configure: { element in
                element.text = text
                element.font = font
                element.lineHeight = lineHeight
                element.numberOfLines = numberOfLines
                element.styledText = styledText
                element.lineBreakMode = lineBreakMode
            })
    }

    /// Describes an element that shows `button`'s title inside its insets, image and padding, in
    /// its title font, with no line limit, as the button measured it.
    ///
    /// - Parameters:
    ///   - button: The button whose title the element shows; the title is the description's
    ///     ``ViewDescription/contentID``.
    ///   - className: Extra CSS class names.
    public nonisolated static func describe(button: ButtonLayout, className: String? = "vl-button") -> ViewDescription {
        describe(text: button.node.properties.textContent, className: className)
    }

    /// Describes an element that shows `textView`'s text inside its container inset and line
    /// fragment padding, in its font, with no line limit, as the text view measured it.
    ///
    /// - Parameters:
    ///   - textView: The text view whose text the element shows; the text is the description's
    ///     ``ViewDescription/contentID``.
    ///   - className: Extra CSS class names.
    public nonisolated static func describe(textView: TextViewLayout, className: String? = "vl-text-view")
        -> ViewDescription
    {
        describe(text: textView.node.properties.textContent, className: className)
    }

    /// An element showing `content`'s text, font, line height, line limit and inset.
    private nonisolated static func describe(text content: TextContent?, className: String?) -> ViewDescription {
        let text = content?.text ?? ""
        let font = content?.font ?? .body
        let lineHeight = content?.lineHeight
        let numberOfLines = content?.numberOfLines ?? 0
        let inset = content?.inset ?? .zero
        return ViewDescription(
            HTMLElementView.self, contentID: text, make: { HTMLElementView(className: className) },
            configure: { element in
                element.text = text
                element.font = font
                element.lineHeight = lineHeight
                element.numberOfLines = numberOfLines
                element.textInset = inset
            })
    }

    /// This element and its descendants as nested HTML `div`s, one per line, indented two spaces
    /// per level below `indent`.
    ///
    /// - Parameters:
    ///   - textMeasurer: Breaks text into lines, for every element; `nil` (the default) for each
    ///     element's inherited measurer (see ``textMeasurer``).
    ///   - indent: The indentation of this element's line, in levels.
    /// - Complexity: O(number of descendants), plus the measurer's work for text; without recursion.
    public func html(textMeasurer: (any TextMeasurer)? = nil, indent: Int = 0) -> String {
        var html = ""
        // Each entry opens an element, or closes one (`close == true`), with the measurer it
        // inherits.
        var pending: [(element: HTMLElementView, depth: Int, close: Bool, inherited: any TextMeasurer)] = [
            (self, indent, false, textMeasurer ?? inheritedTextMeasurer)
        ]
        while let (element, depth, close, inherited) = pending.popLast() {
            let padding = String(repeating: "  ", count: depth)
            if close {
                html += padding + "</div>\n"
                continue
            }
            let measurer = textMeasurer ?? element.textMeasurer ?? inherited
            html += padding + element.openingTag()
            html += element.textContent(measurer: measurer)
            if element.children.isEmpty {
                html += "</div>\n"
                continue
            }
            html += "\n"
            pending.append((element, depth, true, measurer))
            for child in element.children.reversed() { pending.append((child, depth + 1, false, measurer)) }
        }
        return html
    }

    /// The measurer this element's text is broken with when the HTML names none: its own, else
    /// its nearest ancestor's, else the default.
    var inheritedTextMeasurer: any TextMeasurer {
        var element: HTMLElementView? = self
        while let current = element {
            if let measurer = current.textMeasurer { return measurer }
            element = current.parent
        }
        return LayoutContext.defaultTextMeasurer
    }

    private func openingTag() -> String {
        let n = RenderingText.number
        var tag = "<div class=\"vl-view"
        if let className, !className.isEmpty { tag += " " + RenderingText.escaped(className) }
        tag += "\""
        if let id = layoutRecord?.reuseId { tag += " data-reuse-id=\"\(RenderingText.escaped(id))\"" }
        tag += " style=\"left:\(n(frame.minX))px;top:\(n(frame.minY))px;"
        tag += "width:\(n(frame.width))px;height:\(n(frame.height))px"
        if scrollContentSize != nil { tag += ";overflow:auto" }
        if textInset != .zero {
            tag += ";padding-block:\(n(textInset.top))px \(n(textInset.bottom))px"
            tag += ";padding-inline:\(n(textInset.leading))px \(n(textInset.trailing))px"
        }
        tag += "\">"
        return tag
    }

    private func textContent(measurer: any TextMeasurer) -> String {
        guard let text else { return "" }
        let content = TextContent(
            text: text, font: font, lineHeight: lineHeight, numberOfLines: numberOfLines, styled: styledText,
            lineBreakMode: lineBreakMode)
        let size = CGSize(
            width: max(0, frame.width - textInset.horizontal), height: max(0, frame.height - textInset.vertical))
        let rendered = RenderedLabelText.make(content, size: size, measurer: measurer)
        let n = RenderingText.number
        if let face = RenderingFonts.face(for: rendered.font, measurer: measurer), !rendered.lines.isEmpty {
            return realFontText(rendered, face: face, measurer: measurer)
        }
        let lineHeight = rendered.lineHeight
        let fontSize = (lineHeight * 0.68 * 100).rounded() / 100
        return rendered.lines.map { line in
            var html =
                "<span class=\"vl-line\" style=\"height:\(n(lineHeight))px;line-height:\(n(lineHeight))px;"
                + "font-size:\(n(fontSize))px\">"
            if rendered.isStyled {
                for piece in line.pieces {
                    let style = RenderingText.style(
                        RenderingText.fallbackDeclarations(of: piece, lineFontSize: fontSize, textFont: rendered.font)
                            + RenderingText.spacingDeclarations(of: piece, raise: "vertical-align"))
                    html += style.isEmpty ? "<span>" : "<span style=\"\(style)\">"
                    html += RenderingText.escaped(piece.text) + "</span>"
                }
            } else {
                html += RenderingText.escaped(line.text)
            }
            return html + "</span>"
        }.joined()
    }

    /// The CSS with which a browser breaks text into the lines a `FontTextMeasurer` gives:
    /// spaces kept and hanging at line ends, breaks only at break opportunities (or inside a word
    /// wider than the line), no hyphenation, the font's kerning and ligatures.
    static let realFontTextStyle =
        "white-space:pre-wrap;overflow-wrap:break-word;word-break:normal;hyphens:none;"
        + "font-kerning:normal;font-variant-ligatures:normal;font-synthesis:none;letter-spacing:0;word-spacing:0"

    /// The shown text as one `div` that the browser breaks itself, in `face` (the first run's) at
    /// the font's size and the line height, styled text in a `span` for each piece, with the
    /// drawn lines in `data-lines` (a JSON array) for the page's check.
    private func realFontText(_ rendered: RenderedLabelText, face: RenderingFace, measurer: any TextMeasurer)
        -> String
    {
        let n = RenderingText.number
        let encoder = JSONEncoder()
        let lines = rendered.lines.map(\.text)
        let linesJSON = (try? encoder.encode(lines)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        var html = "<div class=\"vl-text\" style=\"font-family:"
        html += RenderingText.escaped(RenderingFonts.cssFamily(face))
        html += ";font-weight:\(face.weight);font-style:\(RenderingFonts.cssStyle(face));"
        html += "font-size:\(n(rendered.font.size))px;line-height:\(n(rendered.lineHeight))px;"
        html += "\(Self.realFontTextStyle)\" data-lines=\"\(RenderingText.escaped(linesJSON))\">"
        let pieces = rendered.shownPieces
        if rendered.isStyled {
            var faces: [RenderingFace] = []
            for piece in pieces {
                let style = RenderingText.style(
                    RenderingText.realFontDeclarations(of: piece, measurer: measurer, faces: &faces)
                        + RenderingText.spacingDeclarations(of: piece, raise: "vertical-align"))
                html += "<span style=\"\(style)\">" + RenderingText.escaped(piece.text) + "</span>"
            }
        } else {
            html += RenderingText.escaped(pieces.map(\.text).joined())
        }
        return html + "</div>"
    }
}
