import Foundation
import Testing
import ValueLayout
import ValueLayoutTesting

/// `ButtonLayout`: the title measured as a label within the whole maximum, beside the image, with
/// the insets, the minimum width and vertical padding of a plain `.custom` or `.system` button,
/// rounded up to whole points and clamped to the maximum.
@Suite("ButtonLayout")
struct ButtonLayoutTests {
    private static func measured(_ button: ButtonLayout, within maxSize: CGSize = size(200, 200)) -> CGSize {
        button.measurement(within: maxSize, context: .fixedAdvance).size
    }

    // MARK: Types

    @Test(
        "A plain .custom or .system button adds 12 points of vertical padding to its title",
        arguments: [ButtonLayoutType.custom, .system])
    func plainPadding(_ type: ButtonLayoutType) {
        // "Submit": 6 × 7 = 42 wide, one 17-point line; 17 + 12 = 29.
        #expect(Self.measured(ButtonLayout(type: type, title: "Submit")) == size(42, 29))
    }

    @Test(
        "A plain .custom or .system button is at least 30 points wide", arguments: [ButtonLayoutType.custom, .system])
    func plainMinimumWidth(_ type: ButtonLayoutType) {
        // "OK" is 14 wide.
        #expect(Self.measured(ButtonLayout(type: type, title: "OK")) == size(30, 29))
    }

    @Test(
        "The info, contact and disclosure types have a 22 × 22 image, no minimum width and no padding",
        arguments: [ButtonLayoutType.detailDisclosure, .infoLight, .infoDark, .contactAdd])
    func builtInImageTypes(_ type: ButtonLayoutType) {
        // "Info": 28 wide beside the 22-point image; max(22, 17) tall.
        #expect(Self.measured(ButtonLayout(type: type, title: "Info")) == size(50, 22))
        // "A" is 7 wide: 29 is below 30, and no minimum applies.
        #expect(Self.measured(ButtonLayout(type: type, title: "A")) == size(29, 22))
    }

    @Test(
        "An empty title of the info, contact and disclosure types measures 0 × 0",
        arguments: [ButtonLayoutType.detailDisclosure, .infoLight, .infoDark, .contactAdd])
    func emptyTitleBuiltInImage(_ type: ButtonLayoutType) {
        #expect(Self.measured(ButtonLayout(type: type, title: "")) == size(22, 22))
        #expect(Self.measured(ButtonLayout(type: type, title: "", image: .size(size(10, 4)))) == size(10, 4))
    }

    @Test(
        "An empty title of a .custom or .system button is 0 wide and as tall as a space",
        arguments: [ButtonLayoutType.custom, .system])
    func emptyTitleKeepsHeight(_ type: ButtonLayoutType) {
        // A space is 0 × 17 with the fixed-advance measurer: 17 + 12 tall, the 30-point minimum wide.
        #expect(Self.measured(ButtonLayout(type: type, title: "")) == size(30, 29))
        // With a sized image, no minimum and no padding: 0 + 5 wide, max(4, 17) tall.
        #expect(Self.measured(ButtonLayout(type: type, title: "", image: .size(size(5, 4)))) == size(5, 17))
    }

    @Test("An empty title's height is measured as one space in the title font, within the maximum width")
    func emptyTitleMeasuresSpace() {
        let measurer = CountingTextMeasurer()
        _ = ButtonLayout(type: .custom, title: "").arrangement(
            width: 80, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.text) == [" "])
        #expect(measurer.sizeCalls.first?.font == Font.system(size: 18))
        #expect(measurer.sizeCalls.first?.maxWidth == 80)
    }

    @Test("An empty title of the other types is not measured")
    func emptyTitleNotMeasured() {
        let measurer = CountingTextMeasurer()
        _ = ButtonLayout(type: .infoDark, title: "").arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.isEmpty)
    }

    // MARK: Fonts

    @Test(
        "The title font: the given one, else 18-point system for .custom and 15-point system for .system",
        arguments: [
            (ButtonLayoutType.custom, nil, Font.system(size: 18)), (.system, nil, .system(size: 15)),
            (.custom, Font(family: "Courier", size: 11), Font(family: "Courier", size: 11)),
            (.system, Font.system(size: 30, weight: .bold), Font.system(size: 30, weight: .bold)),
        ] as [(ButtonLayoutType, Font?, Font)])
    func titleFont(_ type: ButtonLayoutType, _ font: Font?, _ expected: Font) {
        let button = ButtonLayout(type: type, title: "x", font: font)
        #expect(button.font == font)
        #expect(button.titleFont == expected)
        let measurer = CountingTextMeasurer()
        _ = button.arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.font) == [expected])
    }

    @Test(
        "The info, contact and disclosure types measure in 15-point system even with a font given",
        arguments: [ButtonLayoutType.detailDisclosure, .infoLight, .infoDark, .contactAdd])
    func builtInTypesIgnoreFont(_ type: ButtonLayoutType) {
        let button = ButtonLayout(type: type, title: "x", font: Font(family: "Courier", size: 40))
        #expect(button.font == Font(family: "Courier", size: 40))
        #expect(button.titleFont == Font.system(size: 15))
        let measurer = CountingTextMeasurer()
        _ = button.arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.font) == [.system(size: 15)])
    }

    @Test("The title is measured once per pass, with no line limit, within the whole maximum width")
    func titleMeasuredOnce() {
        let measurer = CountingTextMeasurer()
        let button = ButtonLayout(type: .system, title: "Go", contentEdgeInsets: EdgeInsets(10))
        _ = button.arrangement(width: 90, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.count == 1)
        let call = measurer.sizeCalls.first
        #expect(call?.text == "Go")
        #expect(call?.lineHeight == nil)
        #expect(call?.numberOfLines == 0)
        #expect(call?.maxWidth == 90)
    }

    // MARK: Images

    @Test("A sized image sits beside the title, and removes the minimum width and the padding")
    func sizedImage() {
        // 20 + 14 wide; max(10, 17) tall.
        #expect(Self.measured(ButtonLayout(type: .system, title: "OK", image: .size(size(20, 10)))) == size(34, 17))
        // max(30, 17) tall.
        #expect(Self.measured(ButtonLayout(type: .custom, title: "OK", image: .size(size(20, 30)))) == size(34, 30))
    }

    @Test("A zero-sized image still removes the minimum width and the padding")
    func zeroSizedImage() {
        #expect(Self.measured(ButtonLayout(type: .system, title: "OK", image: .size(.zero))) == size(14, 17))
    }

    @Test("A sized image replaces the 22 × 22 image of the info, contact and disclosure types")
    func sizedImageReplacesBuiltIn() {
        #expect(Self.measured(ButtonLayout(type: .contactAdd, title: "OK", image: .size(size(10, 40)))) == size(24, 40))
    }

    // MARK: Insets

    @Test("The insets are added around the title and image, and remove the minimum width and the padding")
    func insets() {
        let insets = EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        let button = ButtonLayout(type: .system, title: "OK", contentEdgeInsets: insets)
        #expect(button.contentEdgeInsets == insets)
        // 14 + 3 + 5 wide (below 30: no minimum); 17 + 2 + 4 tall (no padding).
        #expect(Self.measured(button) == size(22, 23))
        // Beside an image: 20 + 14 + 8; max(30, 17) + 6.
        #expect(
            Self.measured(
                ButtonLayout(type: .custom, title: "OK", image: .size(size(20, 30)), contentEdgeInsets: insets))
                == size(42, 36))
    }

    @Test("The insets add to the info, contact and disclosure types' image")
    func insetsOnBuiltInImage() {
        #expect(
            Self.measured(ButtonLayout(type: .infoLight, title: "Info", contentEdgeInsets: EdgeInsets(1)))
                == size(52, 24))
    }

    @Test("No insets and zero insets are the same: the plain style")
    func zeroInsets() {
        let none = ButtonLayout(type: .system, title: "OK")
        let zero = ButtonLayout(type: .system, title: "OK", contentEdgeInsets: .zero)
        #expect(none.contentEdgeInsets == .zero)
        #expect(none == zero)
        #expect(Self.measured(zero) == size(30, 29))
    }

    @Test("The title is measured within the whole maximum width, not less the insets")
    func titleWithinWholeMaximum() {
        // "Hello world" within 50 wraps to "Hello" and "world", 35 × 34: 35 + 20 = 55 is clamped to 50.
        let button = ButtonLayout(type: .system, title: "Hello world", contentEdgeInsets: EdgeInsets(10))
        #expect(Self.measured(button, within: size(50, 200)) == size(50, 54))
    }

    // MARK: Wrapping, clamping, rounding

    @Test("A long title wraps within the maximum width")
    func wraps() {
        // "Hello" and "world": 35 × 34; 34 + 12 tall.
        #expect(Self.measured(ButtonLayout(type: .system, title: "Hello world"), within: size(50, 200)) == size(35, 46))
    }

    @Test("The measured size is clamped to the maximum")
    func clamped() {
        // The title is measured within 20 × 10 (clamped to 14 × 10, as a label); the minimum width of
        // 30 and the padding are then clamped to the maximum.
        #expect(Self.measured(ButtonLayout(type: .system, title: "Submit"), within: size(20, 10)) == size(20, 10))
        #expect(Self.measured(ButtonLayout(type: .infoLight, title: ""), within: size(15, 30)) == size(15, 22))
    }

    @Test("Insets larger than the maximum give the maximum, never a negative size")
    func insetsLargerThanMaximum() {
        let button = ButtonLayout(type: .system, title: "OK", contentEdgeInsets: EdgeInsets(100))
        #expect(Self.measured(button, within: size(50, 40)) == size(50, 40))
        #expect(Self.measured(button, within: .zero) == .zero)
    }

    @Test("Width and height are rounded up to whole points")
    func roundedUp() {
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(advance: 7.25, lineHeight: 17.5))
        // "Submit": 43.5 × 17.5; ⌈43.5⌉ = 44 and ⌈17.5 + 12⌉ = 30.
        #expect(ButtonLayout(type: .system, title: "Submit").arrangement(context: context).frame == rect(0, 0, 44, 30))
        // "ab" (14.5) beside a 10.2 × 5 image: ⌈24.7⌉ = 25 and ⌈17.5⌉ = 18.
        #expect(
            ButtonLayout(type: .custom, title: "ab", image: .size(size(10.2, 5))).arrangement(context: context).frame
                == rect(0, 0, 25, 18))
    }

    @Test("With a pixel scale, the title is rounded up to the pixel grid before the whole-point rounding")
    func titleRoundedToPixels() {
        // "abc" at 7.1 is 21.3: 21.5 at scale 2, then 25.1 with the image, rounded up to 26;
        // without a scale, 24.9 rounds up to 25.
        let measurer = FixedAdvanceTextMeasurer(advance: 7.1, lineHeight: 17)
        let button = ButtonLayout(type: .custom, title: "abc", image: .size(size(3.6, 3)))
        #expect(
            button.arrangement(context: LayoutContext(textMeasurer: measurer, scale: 2)).frame == rect(0, 0, 26, 17))
        #expect(button.arrangement(context: LayoutContext(textMeasurer: measurer)).frame == rect(0, 0, 25, 17))
    }

    // MARK: Bad input

    @Test("A NaN, infinite or negative image side is treated as 0, and reported")
    func badImageSize() {
        let button = ButtonLayout(type: .system, title: "OK", image: .size(size(.nan, -5)))
        #expect(button.image == .size(.zero))
        // Still a sized image: no minimum width, no padding.
        #expect(Self.measured(button) == size(14, 17))
        let cleaned = button.arrangement(context: .fixedAdvance).diagnostics.compactMap {
            if case .badInputCleaned(let property, _, let cleaned) = $0.kind { (property, cleaned) } else { nil }
        }
        #expect(cleaned.map(\.0) == ["image.width", "image.height"])
        #expect(cleaned.map(\.1) == [0, 0])
        let infinite = ButtonLayout(type: .custom, title: "", image: .size(size(.infinity, 3)))
        #expect(infinite.image == .size(size(0, 3)))
    }

    @Test("Negative insets are stored as 0 by EdgeInsets: a button given only those keeps the plain style")
    func negativeInsets() {
        let button = ButtonLayout(type: .system, title: "OK", contentEdgeInsets: EdgeInsets(-4))
        #expect(button.contentEdgeInsets == .zero)
        #expect(Self.measured(button) == size(30, 29))
    }

    @Test("A NaN or infinite maximum never gives a non-finite size")
    func badMaximum() {
        let button = ButtonLayout(type: .system, title: "Submit", contentEdgeInsets: EdgeInsets(2))
        #expect(button.measurement(within: size(.infinity, .infinity), context: .fixedAdvance).size == size(46, 21))
        #expect(button.measurement(within: size(.nan, .nan), context: .fixedAdvance).size == .zero)
    }

    // MARK: Arranging

    @Test(
        "The alignment positions the measured button",
        arguments: [
            (Alignment.topLeading, rect(0, 0, 42, 29)), (.center, rect(29, 10.5, 42, 29)),
            (.bottomTrailing, rect(58, 21, 42, 29)), (.fill, rect(0, 0, 100, 50)),
        ])
    func alignment(_ alignment: Alignment, _ expected: CGRect) {
        let button = ButtonLayout(type: .system, title: "Submit", alignment: alignment)
        #expect(button.alignment == alignment)
        #expect(button.arrangement(width: 100, height: 50, context: .fixedAdvance).frame == expected)
    }

    @Test("Right to left mirrors the frame: a leading button sits on the right")
    func rightToLeftMirrors() {
        let button = ButtonLayout(
            type: .system, title: "Submit", contentEdgeInsets: EdgeInsets(top: 0, leading: 9, bottom: 0, trailing: 1))
        #expect(button.arrangement(width: 100, height: 50, context: .fixedAdvance).frame == rect(0, 0, 52, 17))
        #expect(button.arrangement(width: 100, height: 50, context: rightToLeft).frame == rect(48, 0, 52, 17))
    }

    @Test("With a scale, a centred button's edges are snapped to the pixel grid")
    func pixelSnapping() {
        let button = ButtonLayout(type: .system, title: "OK", alignment: .center)
        let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer(), scale: 1)
        // Unsnapped (7.5, 5.5, 30, 29): each edge rounds half away from zero.
        #expect(button.arrangement(width: 45, height: 40, context: context).frame == rect(8, 6, 30, 29))
        #expect(button.arrangement(width: 45, height: 40, context: .fixedAdvance).frame == rect(7.5, 5.5, 30, 29))
    }

    @Test("A button has no sublayouts and appears by its type's name in snapshot text")
    func leafAndSnapshot() {
        let arrangement = ButtonLayout(type: .system, title: "OK", viewReuseId: "ok").arrangement(
            context: .fixedAdvance)
        #expect(arrangement.sublayouts.isEmpty)
        #expect(arrangement.nodeCount == 1)
        #expect(arrangement.snapshotText == "ButtonLayout (0, 0, 30, 29) \"ok\"\n")
    }

    @Test("In a flex row too narrow for it, a button shrinks to its title's widest word and wraps")
    func minimumContentWidth() {
        // "Hello" is the widest word: 35 (above the minimum of 30); measured 35 wide, the title
        // wraps to two lines, 34 + 12 tall.
        let row = FlexLayout(children: [FlexItem(ButtonLayout(type: .system, title: "Hello world"))])
        #expect(row.arrangement(width: 20, context: .fixedAdvance).sublayoutFrames == [rect(0, 0, 35, 46)])
        // With an image and insets: 10 + 35 + 4.
        let framed = FlexLayout(children: [
            FlexItem(
                ButtonLayout(
                    type: .system, title: "Hello world", image: .size(size(10, 10)), contentEdgeInsets: EdgeInsets(2)))
        ])
        #expect(framed.arrangement(width: 20, context: .fixedAdvance).sublayoutFrames == [rect(0, 0, 49, 38)])
    }

    // MARK: Attributed titles

    /// "Hello " in the title font, "world" in 24-point bold.
    private static var twoFontTitle: AttributedString {
        var title = AttributedString("Hello ")
        var world = AttributedString("world")
        world.layoutFont = Font(size: 24, weight: .bold)
        title += world
        return title
    }

    @Test("A two-font title measures as its characters with the fixed-advance measurer")
    func attributedTitleSize() {
        let button = ButtonLayout(type: .system, attributedTitle: Self.twoFontTitle)
        #expect(button.title == "Hello world")
        // 11 × 7 wide, one 17-point line plus the padding.
        #expect(Self.measured(button) == size(77, 29))
        #expect(Self.measured(button, within: size(50, 200)) == size(35, 46))
        #expect(Self.measured(ButtonLayout(type: .infoDark, attributedTitle: Self.twoFontTitle)) == size(99, 22))
    }

    @Test("A two-font title is measured once, as styled text in its runs, the rest in the title font")
    func attributedTitleMeasuredStyled() {
        let measurer = CountingTextMeasurer()
        let button = ButtonLayout(type: .custom, attributedTitle: Self.twoFontTitle)
        _ = button.arrangement(width: 90, context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.count == 1)
        let call = measurer.sizeCalls.first
        #expect(call?.maxWidth == 90)
        #expect(call?.numberOfLines == 0)
        #expect(call?.lineBreakMode == .byWordWrapping)
        #expect(call?.styledText?.runs.map(\.font) == [.system(size: 18), Font(size: 24, weight: .bold)])
        #expect(button.styledTitle.runs.count == 2)
        #expect(button.attributedTitle != nil)
    }

    @Test("An attributed title all in the title font measures, and equals, as the plain title")
    func uniformAttributedTitle() {
        let measurer = CountingTextMeasurer()
        let button = ButtonLayout(type: .system, attributedTitle: AttributedString("Submit"))
        _ = button.arrangement(context: LayoutContext(textMeasurer: measurer))
        #expect(measurer.sizeCalls.map(\.styledText) == [nil])
        #expect(measurer.sizeCalls.map(\.font) == [.system(size: 15)])
        #expect(Self.measured(button) == size(42, 29))
        // Read back with its font: the title font it was measured in.
        #expect(button.attributedTitle.map { String($0.characters) } == "Submit")
        #expect(button.attributedTitle?.runs.first?.layoutFont == .system(size: 15))
        #expect(ButtonLayout(type: .system, title: "Submit").attributedTitle == nil)
        #expect(
            ButtonLayout(type: .system, attributedTitle: AttributedString("Submit"))
                == ButtonLayout(type: .system, attributedTitle: AttributedString("Submit")))
    }

    @Test("An empty attributed title keeps a space's height for .custom and .system, none for the others")
    func emptyAttributedTitle() {
        #expect(Self.measured(ButtonLayout(type: .custom, attributedTitle: AttributedString())) == size(30, 29))
        #expect(Self.measured(ButtonLayout(type: .contactAdd, attributedTitle: AttributedString())) == size(22, 22))
    }

    @Test("Attributed titles are equal by their characters and runs, however they were built")
    func attributedEquality() {
        var built = AttributedString("Hello ")
        built += AttributedString("wor")
        var rest = AttributedString("ld")
        rest.layoutFont = Font(size: 24, weight: .bold)
        built += rest
        var wor = AttributedString("wor")
        wor.layoutFont = Font(size: 24, weight: .bold)
        var other = AttributedString("Hello ")
        other += wor
        other += rest
        let button = ButtonLayout(type: .system, attributedTitle: Self.twoFontTitle)
        #expect(button == ButtonLayout(type: .system, attributedTitle: other))
        #expect(button.hashValue == ButtonLayout(type: .system, attributedTitle: other).hashValue)
        #expect(button != ButtonLayout(type: .system, attributedTitle: built))
        #expect(button != ButtonLayout(type: .system, title: "Hello world"))
    }

    @Test("A non-finite kern in an attributed title is treated as 0, and reported")
    func attributedBadKern() {
        var title = AttributedString("ab")
        title[AttributeScopes.ValueLayoutAttributes.KernAttribute.self] = .nan
        let button = ButtonLayout(type: .system, attributedTitle: title, image: .size(size(-1, 0)))
        let properties = button.arrangement(context: .fixedAdvance).diagnostics.compactMap {
            if case .badInputCleaned(let property, _, _) = $0.kind { property } else { nil }
        }
        #expect(properties.count == 2)
        #expect(properties.contains("image.width"))
        #expect(button.styledTitle.runs.allSatisfy { $0.kern == 0 })
    }

    // MARK: Pictures and baselines

    @Test("A picture draws the title inside the padding of a plain button")
    func pictureOfPlainButton() {
        // The title's box starts 6 points down (half the padding); its line's baseline is three
        // quarters of a 17-point line below that.
        let svg = ButtonLayout(type: .system, title: "OK").arrangement(context: .fixedAdvance).svg()
        #expect(svg.contains("<text class=\"text\" x=\"0\" y=\"18.75\""))
        #expect(svg.contains(">OK</text>"))
    }

    @Test("A picture draws the title after the image and inside the insets, mirrored in right to left")
    func pictureWithImageAndInsets() {
        let button = ButtonLayout(
            type: .system, title: "Save", image: .size(size(20, 20)),
            contentEdgeInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        // 64 × 28: the title's box is 8 + 20 from the leading edge and 4 down; "Save" is 28 wide.
        let leftToRight = button.arrangement(context: .fixedAdvance).svg()
        #expect(leftToRight.contains("<text class=\"text\" x=\"28\" y=\"16.75\""))
        // Right to left, the title spans 8 to 36, the mirror of 28 to 56.
        let mirrored = button.arrangement(context: rightToLeft).svg()
        #expect(mirrored.contains("<text class=\"text\" x=\"8\" y=\"16.75\""))
    }

    @MainActor
    @Test("An HTML element shows the title inside the insets and image, as CSS logical padding")
    func htmlElement() throws {
        let shape = ButtonLayout(
            type: .system, title: "Save", image: .size(size(20, 20)),
            contentEdgeInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        let button = ButtonLayout(
            type: .system, title: "Save", image: .size(size(20, 20)),
            contentEdgeInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), viewReuseId: "save",
            view: HTMLElementView.describe(button: shape))
        let host = HTMLElementView(frame: rect(0, 0, 64, 28))
        button.arrangement(context: .fixedAdvance).makeViews(in: host)
        let element = try #require(host.children.first)
        // The text box starts 8 + 20 from the leading edge and 4 from the top: 28 × 20.
        #expect(
            element.html(textMeasurer: FixedAdvanceTextMeasurer())
                == "<div class=\"vl-view vl-button\" data-reuse-id=\"save\" style=\"left:0px;top:0px;width:64px;"
                + "height:28px;padding-block:4px 4px;padding-inline:28px 8px\">"
                + "<span class=\"vl-line\" style=\"height:17px;line-height:17px;font-size:11.56px\">Save</span></div>\n"
        )
    }

    @Test("An info button without a title draws no text")
    func pictureWithoutTitle() {
        #expect(!ButtonLayout(type: .infoLight, title: "").arrangement(context: .fixedAdvance).svg().contains("<text"))
    }

    @Test("A button's text baselines are its title's, moved down by the top inset and padding")
    func baselines() {
        let label = LabelLayout(text: "OK").arrangement(context: .fixedAdvance).textBaselines()
        let plain = ButtonLayout(type: .system, title: "OK").arrangement(context: .fixedAdvance).textBaselines()
        #expect(plain == label.map { TextBaselines(first: $0.first + 6, last: $0.last + 6) })
        let inset = ButtonLayout(
            type: .system, title: "OK", contentEdgeInsets: EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0))
        #expect(
            inset.arrangement(context: .fixedAdvance).textBaselines()
                == label.map { TextBaselines(first: $0.first + 3, last: $0.last + 3) })
    }

    // MARK: Values

    @Test("Defaults: the type's image, no font, no insets, top leading, flexible")
    func defaults() {
        let button = ButtonLayout(type: .custom, title: "x")
        #expect(button.type == .custom)
        #expect(button.title == "x")
        #expect(button.image == .defaultImage)
        #expect(button.font == nil)
        #expect(button.contentEdgeInsets == .zero)
        #expect(button.alignment == .topLeading)
        #expect(button.flexibility == .flexible)
        #expect(button.viewReuseId == nil)
        #expect(button.view == nil)
        #expect(ButtonLayoutType.allCases.count == 6)
    }

    @Test("Equal arguments make equal layouts with equal hashes; any difference makes them unequal")
    func equalityAndHash() {
        let button = ButtonLayout(type: .system, title: "OK")
        let same = ButtonLayout(
            type: .system, title: "OK", image: .defaultImage, font: nil, contentEdgeInsets: nil,
            alignment: .topLeading, flexibility: .flexible, viewReuseId: nil, view: nil)
        #expect(button == same)
        #expect(button.hashValue == same.hashValue)
        #expect(button != ButtonLayout(type: .custom, title: "OK"))
        #expect(button != ButtonLayout(type: .system, title: "Ok"))
        #expect(button != ButtonLayout(type: .system, title: "OK", image: .size(.zero)))
        #expect(button != ButtonLayout(type: .system, title: "OK", font: .system(size: 15)))
        #expect(button != ButtonLayout(type: .system, title: "OK", contentEdgeInsets: EdgeInsets(1)))
        #expect(button != ButtonLayout(type: .system, title: "OK", alignment: .center))
        #expect(button != ButtonLayout(type: .system, title: "OK", flexibility: .high))
        #expect(button != ButtonLayout(type: .system, title: "OK", viewReuseId: "id"))
        #expect(ButtonLayoutImage.size(size(1, 2)) == .size(size(1, 2)))
        #expect(ButtonLayoutImage.size(size(1, 2)).hashValue == ButtonLayoutImage.size(size(1, 2)).hashValue)
        #expect(ButtonLayoutImage.size(size(1, 2)) != .size(size(2, 1)))
        #expect(ButtonLayoutImage.size(.zero) != .defaultImage)
    }

    @Test("A button of good input reports no diagnostics")
    func noDiagnostics() {
        #expect(ButtonLayout(type: .system, title: "OK").arrangement(context: .fixedAdvance).diagnostics == [])
    }
}
