import Foundation
import Testing
import ValueLayout

/// `Alignment.position(size:in:)` and `position(size:in:direction:)`: every preset, clamping of
/// content larger than the rectangle, aspect fit, and leading/trailing in right-to-left.
@Suite("Alignment")
struct AlignmentTests {
    /// The rectangle every case aligns in: 100 × 40 at (10, 20).
    static let offered = rect(10, 20, 100, 40)

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: Alignment
        let expected: CGRect
        var testDescription: String { name }
    }

    /// A 20 × 10 item in `offered`, left to right.
    static let presets: [Case] = [
        Case(name: "center", alignment: .center, expected: rect(50, 35, 20, 10)),
        Case(name: "centerLeading", alignment: .centerLeading, expected: rect(10, 35, 20, 10)),
        Case(name: "centerTrailing", alignment: .centerTrailing, expected: rect(90, 35, 20, 10)),
        Case(name: "fill", alignment: .fill, expected: rect(10, 20, 100, 40)),
        Case(name: "fillLeading", alignment: .fillLeading, expected: rect(10, 20, 20, 40)),
        Case(name: "fillTrailing", alignment: .fillTrailing, expected: rect(90, 20, 20, 40)),
        Case(name: "topLeading", alignment: .topLeading, expected: rect(10, 20, 20, 10)),
        Case(name: "topTrailing", alignment: .topTrailing, expected: rect(90, 20, 20, 10)),
        Case(name: "topCenter", alignment: .topCenter, expected: rect(50, 20, 20, 10)),
        Case(name: "topFill", alignment: .topFill, expected: rect(10, 20, 100, 10)),
        Case(name: "bottomLeading", alignment: .bottomLeading, expected: rect(10, 50, 20, 10)),
        Case(name: "bottomTrailing", alignment: .bottomTrailing, expected: rect(90, 50, 20, 10)),
        Case(name: "bottomCenter", alignment: .bottomCenter, expected: rect(50, 50, 20, 10)),
        Case(name: "bottomFill", alignment: .bottomFill, expected: rect(10, 50, 100, 10)),
        // Scaled by min(100/20, 40/10) = 4 to 80 × 40, centred.
        Case(name: "aspectFit", alignment: .aspectFit, expected: rect(20, 20, 80, 40)),
    ]

    /// The same 20 × 10 item right to left: leading and trailing swap, nothing else changes.
    static let presetsRightToLeft: [Case] = [
        Case(name: "center", alignment: .center, expected: rect(50, 35, 20, 10)),
        Case(name: "centerLeading", alignment: .centerLeading, expected: rect(90, 35, 20, 10)),
        Case(name: "centerTrailing", alignment: .centerTrailing, expected: rect(10, 35, 20, 10)),
        Case(name: "fill", alignment: .fill, expected: rect(10, 20, 100, 40)),
        Case(name: "fillLeading", alignment: .fillLeading, expected: rect(90, 20, 20, 40)),
        Case(name: "fillTrailing", alignment: .fillTrailing, expected: rect(10, 20, 20, 40)),
        Case(name: "topLeading", alignment: .topLeading, expected: rect(90, 20, 20, 10)),
        Case(name: "topTrailing", alignment: .topTrailing, expected: rect(10, 20, 20, 10)),
        Case(name: "topCenter", alignment: .topCenter, expected: rect(50, 20, 20, 10)),
        Case(name: "topFill", alignment: .topFill, expected: rect(10, 20, 100, 10)),
        Case(name: "bottomLeading", alignment: .bottomLeading, expected: rect(90, 50, 20, 10)),
        Case(name: "bottomTrailing", alignment: .bottomTrailing, expected: rect(10, 50, 20, 10)),
        Case(name: "bottomCenter", alignment: .bottomCenter, expected: rect(50, 50, 20, 10)),
        Case(name: "bottomFill", alignment: .bottomFill, expected: rect(10, 50, 100, 10)),
        Case(name: "aspectFit", alignment: .aspectFit, expected: rect(20, 20, 80, 40)),
    ]

    /// A 200 × 100 item (larger than the rectangle on both axes): every preset clamps it to the
    /// rectangle (LayoutKit defect 3), and aspect fit scales it down by 0.4.
    static let presetsOversized: [Case] = presets.map { preset in
        Case(
            name: preset.name, alignment: preset.alignment,
            expected: preset.name == "aspectFit" ? rect(20, 20, 80, 40) : rect(10, 20, 100, 40))
    }

    @Test("Each preset positions a smaller item as its name says", arguments: presets)
    func presetPositionsSmallerItem(_ preset: Case) {
        #expect(preset.alignment.position(size: size(20, 10), in: Self.offered) == preset.expected)
    }

    @Test("The direction-less position is the left-to-right position", arguments: presets)
    func positionWithoutDirectionIsLeftToRight(_ preset: Case) {
        #expect(
            preset.alignment.position(size: size(20, 10), in: Self.offered, direction: .leftToRight)
                == preset.expected)
    }

    @Test("Right to left, leading and trailing swap sides", arguments: presetsRightToLeft)
    func presetRightToLeft(_ preset: Case) {
        #expect(
            preset.alignment.position(size: size(20, 10), in: Self.offered, direction: .rightToLeft)
                == preset.expected)
    }

    @Test("An item larger than the rectangle is clamped to it, whatever the preset", arguments: presetsOversized)
    func oversizedItemIsClamped(_ preset: Case) {
        #expect(preset.alignment.position(size: size(200, 100), in: Self.offered) == preset.expected)
    }

    @Test("An item larger than the rectangle is clamped right to left too", arguments: presetsOversized)
    func oversizedItemIsClampedRightToLeft(_ preset: Case) {
        #expect(
            preset.alignment.position(size: size(200, 100), in: Self.offered, direction: .rightToLeft)
                == preset.expected)
    }

    @Test("An item larger on one axis only is clamped on that axis and aligned on the other")
    func itemLargerOnOneAxis() {
        #expect(Alignment.bottomTrailing.position(size: size(300, 10), in: Self.offered) == rect(10, 50, 100, 10))
        #expect(Alignment.centerTrailing.position(size: size(20, 90), in: Self.offered) == rect(90, 20, 20, 40))
    }

    @Test("Presets are the documented vertical and horizontal placements")
    func presetComponents() {
        let expected: [(Alignment, Alignment.Vertical, Alignment.Horizontal)] = [
            (.center, .center, .center), (.centerLeading, .center, .leading),
            (.centerTrailing, .center, .trailing), (.fill, .fill, .fill), (.fillLeading, .fill, .leading),
            (.fillTrailing, .fill, .trailing), (.topLeading, .top, .leading), (.topTrailing, .top, .trailing),
            (.topCenter, .top, .center), (.topFill, .top, .fill), (.bottomLeading, .bottom, .leading),
            (.bottomTrailing, .bottom, .trailing), (.bottomCenter, .bottom, .center),
            (.bottomFill, .bottom, .fill),
        ]
        for (alignment, vertical, horizontal) in expected {
            #expect(alignment == Alignment(vertical: vertical, horizontal: horizontal))
        }
    }

    @Test("Aspect fit is centred but differs from .center")
    func aspectFitIsNotCenter() {
        #expect(Alignment.aspectFit.vertical == .center)
        #expect(Alignment.aspectFit.horizontal == .center)
        #expect(Alignment.aspectFit != .center)
    }

    @Test("Aspect fit scales a small item up to the limiting side")
    func aspectFitScalesUp() {
        // 10 × 20 in 100 × 40: height limits, scale 2 → 20 × 40, centred.
        #expect(Alignment.aspectFit.position(size: size(10, 20), in: Self.offered) == rect(50, 20, 20, 40))
    }

    @Test("Aspect fit of a size with one zero side scales by the other side, as in LayoutKit")
    func aspectFitZeroSide() {
        // A 0-wide size takes the whole height, a 0-tall one the whole width.
        #expect(Alignment.aspectFit.position(size: size(0, 10), in: Self.offered) == rect(60, 20, 0, 40))
        #expect(Alignment.aspectFit.position(size: size(10, 0), in: Self.offered) == rect(10, 40, 100, 0))
    }

    @Test("Aspect fit of a 0 × 0 size only centres it (LayoutKit's ratio was NaN)")
    func aspectFitZeroSize() {
        #expect(Alignment.aspectFit.position(size: .zero, in: Self.offered) == rect(60, 40, 0, 0))
    }

    @Test("An exactly fitting item sits at the rectangle's origin whatever the alignment")
    func exactFit() {
        for preset in Self.presets {
            #expect(preset.alignment.position(size: size(100, 40), in: Self.offered) == Self.offered)
        }
    }
}
