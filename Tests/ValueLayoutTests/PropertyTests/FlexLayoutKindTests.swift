import Foundation
import Testing
import ValueLayout
import ValueLayoutHarness
import ValueLayoutTesting

/// The FlexLayout registration of the harness: its random nodes cover the whole API, and it
/// builds, prints and shrinks what it draws.
@Suite("FlexLayout registration")
struct FlexLayoutKindTests {
    @Test("The property tests' flex containers use every property, value and kind of number")
    func coversTheWholeAPI() {
        let nodes = PropertyRun.scenarios.flatMap { $0.scenario.layout.nodes(of: FlexLayoutRegistration.self) }
        let items = nodes.flatMap(\.items)
        #expect(Set(nodes.compactMap(\.direction)) == Set(FlexDirection.allCases))
        #expect(Set(nodes.compactMap(\.wrap)) == Set(FlexWrap.allCases))
        #expect(Set(nodes.compactMap(\.justifyContent)) == Set(JustifyContent.allCases))
        #expect(Set(nodes.compactMap(\.alignItems)) == Set(AlignItems.allCases))
        #expect(Set(nodes.compactMap(\.alignContent)) == Set(AlignContent.allCases))
        #expect(Set(items.compactMap(\.alignSelf)) == Set(AlignSelf.allCases))
        #expect(nodes.contains { $0.rowGap != nil } && nodes.contains { $0.columnGap != nil })
        #expect(nodes.contains { $0.padding != nil })
        #expect(items.contains { !$0.hasLayout } && items.contains { $0.hasLayout })
        #expect(items.contains { $0.position == .absolute && $0.top != nil && $0.trailing != nil })
        #expect(items.contains { $0.aspectRatio != nil })
        let margins = items.compactMap(\.margin).flatMap { [$0.top, $0.leading, $0.bottom, $0.trailing] }
        #expect(margins.contains(.auto))
        let dimensions: [FlexDimension] = items.flatMap { item in
            [item.basis, item.width, item.height, item.minWidth, item.minHeight, item.maxWidth, item.maxHeight]
                .compactMap { $0 }
        }
        #expect(dimensions.contains(.auto))
        #expect(dimensions.contains { if case .percent = $0 { true } else { false } })
        // Bad numbers reach the items and the containers.
        let numbers: [CGFloat] =
            items.flatMap { [$0.grow, $0.shrink, $0.aspectRatio].compactMap { $0 } }
            + dimensions.compactMap {
                switch $0 {
                case .auto: nil
                case .points(let value), .percent(let value): value
                }
            }
        #expect(numbers.contains { $0.isNaN } && numbers.contains { $0 < 0 } && numbers.contains { $0.isInfinite })
        #expect(nodes.contains { ($0.rowGap ?? 0) < 0 || ($0.columnGap ?? 0).isNaN || ($0.padding?.top ?? 0) < 0 })
    }

    /// A container of an item around a label, an empty item and an item around a size layout.
    static let spec: LayoutSpec = {
        var first = FlexLayoutRegistration.Item(hasLayout: true)
        first.grow = 1
        first.margin = FlexEdges(leading: .auto)
        var empty = FlexLayoutRegistration.Item(hasLayout: false)
        empty.width = .percent(25)
        var last = FlexLayoutRegistration.Item(hasLayout: true)
        last.position = .absolute
        last.top = .points(.nan)
        var kind = FlexLayoutRegistration(items: [first, empty, last])
        kind.direction = .column
        kind.rowGap = 4
        return LayoutSpec(
            kind,
            children: [
                LayoutSpec(LabelLayoutRegistration(text: "a")),
                LayoutSpec(SizeLayoutRegistration(.exact(width: 10, height: 10))),
            ])
    }()

    @Test("A registration's node builds the container it prints, its children in the items that hold them")
    func buildsAndPrints() throws {
        let layout = try #require(Self.spec.makeLayout() as? FlexLayout)
        #expect(layout.direction == .column && layout.rowGap == 4)
        let children = layout.children
        #expect(children.count == 3)
        #expect((children[0].layout as? LabelLayout)?.text == "a" && children[0].grow == 1)
        #expect(children[1].layout == nil && children[1].width == .percent(25))
        #expect(children[2].layout is SizeLayout && children[2].position == .absolute && children[2].top == .auto)
        #expect(
            Self.spec.swiftSource == """
                FlexLayout(
                    direction: .column,
                    rowGap: 4,
                    children: [
                        FlexItem(LabelLayout(text: "a"), grow: 1, margin: FlexEdges(leading: .auto)),
                        FlexItem(width: .percent(25)),
                        FlexItem(SizeLayout(width: 10, height: 10), position: .absolute, top: .points(.nan)),
                    ]
                )
                """)
    }

    @Test("Removing a child removes the item that holds it, and the empty items stay")
    func removingAChild() throws {
        let kind = try #require(Self.spec.arguments as? FlexLayoutRegistration)
        let withoutFirst = try #require(kind.removingChild(at: 0, of: 2))
        #expect(withoutFirst.items.map(\.hasLayout) == [false, true])
        #expect(withoutFirst.items[1].position == .absolute)
        let withoutLast = try #require(kind.removingChild(at: 1, of: 2))
        #expect(withoutLast.items.map(\.hasLayout) == [true, false])
        let rebuilt = LayoutSpec(withoutLast, children: [Self.spec.children[0]]).makeLayout() as? FlexLayout
        #expect(rebuilt?.children.count == 2)
    }

    @Test("Simplifications drop an empty item, a container property, an item property, and keep the children")
    func simplifications() throws {
        let kind = try #require(Self.spec.arguments as? FlexLayoutRegistration)
        let simpler = kind.simplifications()
        #expect(simpler.contains { $0.items.count == 2 && $0.items.allSatisfy(\.hasLayout) })
        #expect(simpler.contains { $0.rowGap == nil } && simpler.contains { $0.direction == nil })
        #expect(
            simpler.contains { $0.items[0].margin == nil }
                && simpler.contains { $0.items.count == 3 && $0.items[2].position == nil })
        #expect(simpler.allSatisfy { $0.items.filter(\.hasLayout).count == 2 })
        // Each builds around the same two children.
        for candidate in simpler {
            #expect(LayoutSpec(candidate, children: Self.spec.children).makeLayout() is FlexLayout)
        }
    }
}
