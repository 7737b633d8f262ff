import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of a ``/ValueLayout/FlexLayout`` node: the container's properties and one
/// ``Item`` per flex item, each around the next child or an empty box.
///
/// Every property is drawn over the whole API: the four directions, the three wraps, every
/// justification and alignment (baselines included), gaps and padding, and for the items grow,
/// shrink, bases, sizes, minimums and maximums in points and percentages, `auto` margins,
/// aspect ratios and absolutely positioned items with insets; numbers come from
/// ``ChoiceSource/number()``, so a few are NaN, infinite, negative or huge.
public struct FlexLayoutRegistration: LayoutKindRegistration {
    /// The arguments of one ``/ValueLayout/FlexItem``; `nil` leaves a parameter out (its default).
    public struct Item: Sendable {
        /// Whether the item shows the next child (else it is an empty box).
        public var hasLayout: Bool
        /// `grow:`.
        public var grow: CGFloat?
        /// `shrink:`.
        public var shrink: CGFloat?
        /// `basis:`.
        public var basis: FlexDimension?
        /// `alignSelf:`.
        public var alignSelf: AlignSelf?
        /// `margin:`, as given (a ``/ValueLayout/FlexEdges`` does not clean its lengths).
        public var margin: FlexEdges?
        /// `width:`.
        public var width: FlexDimension?
        /// `height:`.
        public var height: FlexDimension?
        /// `minWidth:`.
        public var minWidth: FlexDimension?
        /// `minHeight:`.
        public var minHeight: FlexDimension?
        /// `maxWidth:`.
        public var maxWidth: FlexDimension?
        /// `maxHeight:`.
        public var maxHeight: FlexDimension?
        /// `aspectRatio:`.
        public var aspectRatio: CGFloat?
        /// `position:`.
        public var position: FlexPosition?
        /// `top:`.
        public var top: FlexDimension?
        /// `leading:`.
        public var leading: FlexDimension?
        /// `bottom:`.
        public var bottom: FlexDimension?
        /// `trailing:`.
        public var trailing: FlexDimension?

        /// An item with every parameter left out: around the next child, or an empty box.
        public init(hasLayout: Bool) {
            self.hasLayout = hasLayout
        }

        /// The item around `layout`.
        func makeItem(_ layout: (any Layout)?) -> FlexItem {
            FlexItem(
                layout, grow: grow ?? 0, shrink: shrink ?? 1, basis: basis ?? .auto, alignSelf: alignSelf ?? .auto,
                margin: margin ?? .zero, width: width ?? .auto, height: height ?? .auto, minWidth: minWidth ?? .auto,
                minHeight: minHeight ?? .auto, maxWidth: maxWidth ?? .auto, maxHeight: maxHeight ?? .auto,
                aspectRatio: aspectRatio, position: position ?? .relative, top: top ?? .auto,
                leading: leading ?? .auto, bottom: bottom ?? .auto, trailing: trailing ?? .auto)
        }

        /// The item's arguments as Swift source, in the initializer's order, the layout left out.
        var arguments: [String] {
            let number = SwiftLiteral.number
            let dimension = FlexLayoutRegistration.dimension
            return [
                grow.map { "grow: \(number($0))" }, shrink.map { "shrink: \(number($0))" },
                basis.map { "basis: \(dimension($0))" }, alignSelf.map { "alignSelf: .\($0)" },
                margin.map { "margin: \(FlexLayoutRegistration.edges($0))" }, width.map { "width: \(dimension($0))" },
                height.map { "height: \(dimension($0))" }, minWidth.map { "minWidth: \(dimension($0))" },
                minHeight.map { "minHeight: \(dimension($0))" }, maxWidth.map { "maxWidth: \(dimension($0))" },
                maxHeight.map { "maxHeight: \(dimension($0))" }, aspectRatio.map { "aspectRatio: \(number($0))" },
                position.map { "position: .\($0)" }, top.map { "top: \(dimension($0))" },
                leading.map { "leading: \(dimension($0))" }, bottom.map { "bottom: \(dimension($0))" },
                trailing.map { "trailing: \(dimension($0))" },
            ].compactMap { $0 }
        }

        /// The item with each given parameter left out in turn, then with each number simpler.
        var simplifications: [Item] {
            var result: [Item] = []
            func without<Value>(_ property: WritableKeyPath<Item, Value?>) {
                guard self[keyPath: property] != nil else { return }
                var simpler = self
                simpler[keyPath: property] = nil
                result.append(simpler)
            }
            without(\.position)
            without(\.aspectRatio)
            without(\.margin)
            without(\.basis)
            without(\.grow)
            without(\.shrink)
            without(\.alignSelf)
            without(\.width)
            without(\.height)
            without(\.minWidth)
            without(\.minHeight)
            without(\.maxWidth)
            without(\.maxHeight)
            without(\.top)
            without(\.leading)
            without(\.bottom)
            without(\.trailing)
            func simpler(_ property: WritableKeyPath<Item, CGFloat?>) {
                for value in simplerNumbers(self[keyPath: property]) {
                    var item = self
                    item[keyPath: property] = value
                    result.append(item)
                }
            }
            simpler(\.grow)
            simpler(\.shrink)
            simpler(\.aspectRatio)
            for property in [\Item.basis, \.width, \.height, \.minWidth, \.minHeight, \.maxWidth, \.maxHeight] {
                guard let value = self[keyPath: property] else { continue }
                for dimension in FlexLayoutRegistration.simplerDimensions(value) {
                    var item = self
                    item[keyPath: property] = dimension
                    result.append(item)
                }
            }
            return result
        }
    }

    /// The padding's four numbers, as given (an ``/ValueLayout/EdgeInsets`` cleans them when it
    /// is made).
    public struct Padding: Sendable {
        /// The top padding.
        public var top: CGFloat
        /// The leading padding.
        public var leading: CGFloat
        /// The bottom padding.
        public var bottom: CGFloat
        /// The trailing padding.
        public var trailing: CGFloat

        /// Padding of the given numbers.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// The padding as an ``/ValueLayout/EdgeInsets``.
        var insets: EdgeInsets { EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    }

    /// `direction:`; `nil` leaves it out, as for every container property.
    public var direction: FlexDirection?
    /// `wrap:`.
    public var wrap: FlexWrap?
    /// `justifyContent:`.
    public var justifyContent: JustifyContent?
    /// `alignItems:`.
    public var alignItems: AlignItems?
    /// `alignContent:`.
    public var alignContent: AlignContent?
    /// `rowGap:`.
    public var rowGap: CGFloat?
    /// `columnGap:`.
    public var columnGap: CGFloat?
    /// `padding:`.
    public var padding: Padding?
    /// The items, in order; those with a layout take the node's children in order.
    public var items: [Item]
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// A flex container's arguments: `items` and every container property left out.
    public init(items: [Item], options: LayoutOptions = LayoutOptions()) {
        self.items = items
        self.options = options
    }

    /// `"FlexLayout"`.
    public static let name = "FlexLayout"
    /// Any number of children (and of empty items besides).
    public static let childCounts = 0...Int.max
    /// A container now and then.
    public static let weight = 15

    /// A wrapping row with 8-point gaps, each item at its own size.
    public static func typical(childCount: Int) -> FlexLayoutRegistration {
        var kind = FlexLayoutRegistration(items: (0..<childCount).map { _ in Item(hasLayout: true) })
        kind.wrap = .wrap
        kind.rowGap = 8
        kind.columnGap = 8
        return kind
    }

    /// Up to five children, each count as likely.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        min(choices.int(0...5), maximum)
    }

    /// Every container property and random items around the children, with an empty item or two
    /// among them a quarter of the time.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> FlexLayoutRegistration {
        var items = (0..<childCount).map { _ in Item(hasLayout: true) }
        if choices.chance(25) {
            for _ in 0..<choices.int(1...2) { items.insert(Item(hasLayout: false), at: choices.int(0...items.count)) }
        }
        for index in items.indices { randomize(&items[index], &choices) }
        var kind = FlexLayoutRegistration(items: items)
        if choices.chance(70) { kind.direction = choices.pick(FlexDirection.allCases) }
        if choices.chance(50) { kind.wrap = choices.pick(FlexWrap.allCases) }
        if choices.chance(50) { kind.justifyContent = choices.pick(JustifyContent.allCases) }
        if choices.chance(50) { kind.alignItems = choices.pick(AlignItems.allCases) }
        if choices.chance(40) { kind.alignContent = choices.pick(AlignContent.allCases) }
        if choices.chance(25) { kind.rowGap = choices.number() }
        if choices.chance(25) { kind.columnGap = choices.number() }
        if choices.chance(25) {
            if choices.chance(50) {
                kind.padding = Padding(
                    top: choices.number(), leading: choices.number(), bottom: choices.number(),
                    trailing: choices.number())
            } else {
                let all = choices.number()
                kind.padding = Padding(top: all, leading: all, bottom: all, trailing: all)
            }
        }
        kind.options = choices.options()
        return kind
    }

    /// Random item properties: each given some of the time.
    private static func randomize(_ item: inout Item, _ choices: inout some ChoiceSource) {
        if choices.chance(40) { item.grow = choices.chance(80) ? choices.pick([0, 1, 1, 2, 0.5]) : choices.number() }
        if choices.chance(25) { item.shrink = choices.chance(80) ? choices.pick([0, 0, 1, 2]) : choices.number() }
        if choices.chance(30) { item.basis = dimension(&choices) }
        if choices.chance(30) { item.alignSelf = choices.pick(AlignSelf.allCases) }
        if choices.chance(25) {
            item.margin = FlexEdges(
                top: margin(&choices), leading: margin(&choices), bottom: margin(&choices),
                trailing: margin(&choices))
        }
        if choices.chance(40) { item.width = dimension(&choices) }
        if choices.chance(35) { item.height = dimension(&choices) }
        if choices.chance(12) { item.minWidth = dimension(&choices) }
        if choices.chance(12) { item.minHeight = dimension(&choices) }
        if choices.chance(12) { item.maxWidth = dimension(&choices) }
        if choices.chance(12) { item.maxHeight = dimension(&choices) }
        if choices.chance(10) {
            item.aspectRatio = choices.chance(80) ? choices.pick([0.5, 1, 1.5, 2]) : choices.number()
        }
        if choices.chance(12) {
            item.position = .absolute
            if choices.chance(50) { item.top = dimension(&choices) }
            if choices.chance(50) { item.leading = dimension(&choices) }
            if choices.chance(40) { item.bottom = dimension(&choices) }
            if choices.chance(40) { item.trailing = dimension(&choices) }
        }
    }

    /// A length: `auto`, points, or (a third of the time) a percentage, mostly an ordinary one.
    private static func dimension(_ choices: inout some ChoiceSource) -> FlexDimension {
        switch choices.index(below: 10) {
        case ..<2: return .auto
        case ..<7: return .points(choices.number())
        default: return .percent(choices.chance(70) ? choices.pick([0, 10, 25, 33.3, 50, 100, 150]) : choices.number())
        }
    }

    /// A margin: mostly 0 points, sometimes `auto`, points or a percentage.
    private static func margin(_ choices: inout some ChoiceSource) -> FlexDimension {
        switch choices.index(below: 10) {
        case ..<4: return .points(0)
        case ..<6: return .auto
        default: return dimension(&choices)
        }
    }

    /// The flex container around the children, each item with a layout around the next child.
    public func makeLayout(children: [any Layout]) -> any Layout {
        var next = 0
        let flexItems = items.map { item -> FlexItem in
            guard item.hasLayout else { return item.makeItem(nil) }
            defer { next += 1 }
            return item.makeItem(children[next])
        }
        return FlexLayout(
            direction: direction ?? .row, wrap: wrap ?? .noWrap, justifyContent: justifyContent ?? .flexStart,
            alignItems: alignItems ?? .stretch, alignContent: alignContent ?? .stretch, rowGap: rowGap ?? 0,
            columnGap: columnGap ?? 0, padding: padding?.insets ?? .zero, alignment: options.alignment ?? .fill,
            flexibility: options.flexibility ?? .flexible, viewReuseId: options.viewReuseId, children: flexItems)
    }

    /// `FlexLayout(…, children: [FlexItem(…), …])`, the parameters left out left out.
    public func call(childCount: Int) -> LayoutCall {
        var arguments: [LayoutCall.Argument] = [
            direction.map { "direction: .\($0)" }, wrap.map { "wrap: .\($0)" },
            justifyContent.map { "justifyContent: .\($0)" }, alignItems.map { "alignItems: .\($0)" },
            alignContent.map { "alignContent: .\($0)" }, rowGap.map { "rowGap: \(SwiftLiteral.number($0))" },
            columnGap.map { "columnGap: \(SwiftLiteral.number($0))" },
            padding.map {
                "padding: EdgeInsets(top: \(SwiftLiteral.number($0.top)), leading: \(SwiftLiteral.number($0.leading)), "
                    + "bottom: \(SwiftLiteral.number($0.bottom)), trailing: \(SwiftLiteral.number($0.trailing)))"
            },
        ].compactMap { $0.map(LayoutCall.Argument.text) }
        arguments += options.arguments
        var next = 0
        let calls = items.map { item -> LayoutCall.Item in
            let itemArguments = item.arguments
            guard item.hasLayout else {
                return LayoutCall.Item(
                    prefix: "FlexItem(\(itemArguments.joined(separator: ", ")))", child: nil, suffix: "")
            }
            defer { next += 1 }
            return LayoutCall.Item(
                prefix: "FlexItem(", child: next,
                suffix: itemArguments.map { ", " + $0 }.joined() + ")")
        }
        return LayoutCall(Self.name, arguments + [.items(label: "children", items: calls)])
    }

    /// Fewer options; then an empty item fewer, a container property left out, an item simpler.
    public func simplifications() -> [FlexLayoutRegistration] {
        var result = options.simplifications.map { options -> FlexLayoutRegistration in
            var kind = self
            kind.options = options
            return kind
        }
        for index in items.indices where !items[index].hasLayout {
            var kind = self
            kind.items.remove(at: index)
            result.append(kind)
        }
        func without<Value>(_ property: WritableKeyPath<FlexLayoutRegistration, Value?>) {
            guard self[keyPath: property] != nil else { return }
            var kind = self
            kind[keyPath: property] = nil
            result.append(kind)
        }
        without(\.padding)
        without(\.rowGap)
        without(\.columnGap)
        without(\.wrap)
        without(\.alignContent)
        without(\.alignItems)
        without(\.justifyContent)
        without(\.direction)
        for index in items.indices {
            for item in items[index].simplifications {
                var kind = self
                kind.items[index] = item
                result.append(kind)
            }
        }
        return result
    }

    /// The same arguments without the item around the child at `index`.
    public func removingChild(at index: Int, of count: Int) -> FlexLayoutRegistration? {
        let positions = items.indices.filter { items[$0].hasLayout }
        guard index < positions.count else { return nil }
        var kind = self
        kind.items.remove(at: positions[index])
        return kind
    }

    // MARK: Swift source

    /// A length as Swift source: `.auto`, `.points(…)` or `.percent(…)`.
    static func dimension(_ value: FlexDimension) -> String {
        switch value {
        case .auto: ".auto"
        case .points(let points): ".points(\(SwiftLiteral.number(points)))"
        case .percent(let percent): ".percent(\(SwiftLiteral.number(percent)))"
        }
    }

    /// Margins as Swift source, the edges of 0 points left out.
    static func edges(_ edges: FlexEdges) -> String {
        let given = [
            ("top", edges.top), ("leading", edges.leading), ("bottom", edges.bottom), ("trailing", edges.trailing),
        ]
        .filter { $0.1 != .points(0) }
        return "FlexEdges(\(given.map { "\($0.0): \(dimension($0.1))" }.joined(separator: ", ")))"
    }

    /// Simpler lengths than `value`: `auto`, then simpler numbers of the same unit.
    static func simplerDimensions(_ value: FlexDimension) -> [FlexDimension] {
        switch value {
        case .auto: []
        case .points(let points): [.auto] + simplerNumbers(points).map { .points($0) }
        case .percent(let percent): [.auto] + simplerNumbers(percent).map { .percent($0) }
        }
    }
}
