import Foundation
import Testing
import ValueLayout

/// `Flexibility`: the presets' values and the order of flexes (`nil` lowest).
@Suite("Flexibility")
struct FlexibilityTests {
    @Test("Flex presets have the documented values")
    func flexPresetValues() {
        #expect(Flexibility.inflexibleFlex == nil)
        #expect(Flexibility.defaultFlex == 0)
        #expect(Flexibility.highFlex == Int32.max / 2)
        #expect(Flexibility.lowFlex == Int32.min / 2)
        #expect(Flexibility.minFlex == Int32.min)
        #expect(Flexibility.maxFlex == Int32.max)
    }

    @Test(
        "Flexibility presets use the same flex on both axes",
        arguments: [
            (Flexibility.inflexible, Flexibility.inflexibleFlex), (.flexible, Flexibility.defaultFlex),
            (.high, Flexibility.highFlex), (.low, Flexibility.lowFlex), (.min, Flexibility.minFlex),
            (.max, Flexibility.maxFlex),
        ])
    func flexibilityPresetValues(_ preset: Flexibility, _ flex: Flexibility.Flex) {
        #expect(preset.horizontal == flex)
        #expect(preset.vertical == flex)
    }

    @Test("flex(along:) reads the axis asked for")
    func flexAlongAxis() {
        let flexibility = Flexibility(horizontal: 3, vertical: nil)
        #expect(flexibility.flex(along: .horizontal) == 3)
        #expect(flexibility.flex(along: .vertical) == nil)
    }

    /// The documented order, least flexible first.
    static let ordered: [Flexibility.Flex] = [nil, Int32.min, Int32.min / 2, -1, 0, 1, Int32.max / 2, Int32.max]

    @Test("Each flex is less flexible than every later one in the documented order")
    func strictOrder() {
        for (i, lower) in Self.ordered.enumerated() {
            for higher in Self.ordered[(i + 1)...] {
                #expect(
                    Flexibility.isLessFlexible(lower, than: higher),
                    "\(String(describing: lower)) < \(String(describing: higher))")
                #expect(
                    !Flexibility.isLessFlexible(higher, than: lower),
                    "!(\(String(describing: higher)) < \(String(describing: lower)))")
            }
        }
    }

    @Test("No flex is less flexible than itself", arguments: ordered)
    func irreflexive(_ flex: Flexibility.Flex) {
        #expect(!Flexibility.isLessFlexible(flex, than: flex))
    }

    @Test("Inflexible is below even the minimum flex")
    func inflexibleBelowMin() {
        #expect(Flexibility.isLessFlexible(nil, than: Flexibility.minFlex))
        #expect(!Flexibility.isLessFlexible(Flexibility.minFlex, than: nil))
    }

    @Test("Flexibilities compare by value")
    func equality() {
        #expect(Flexibility(horizontal: 0, vertical: 0) == .flexible)
        #expect(Flexibility(horizontal: nil, vertical: 0) != .flexible)
        #expect(Flexibility(horizontal: nil, vertical: nil) == .inflexible)
    }
}
