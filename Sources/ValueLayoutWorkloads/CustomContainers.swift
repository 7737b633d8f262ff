import Foundation
import ValueLayout

/// A stack written as a custom layout with the public API only: LayoutKit's rules for the cases
/// W1 uses (measuring from least to most flexible, spacing after children with length,
/// `fillFlexing` and `fillEqualSize`).
public struct CustomStack: Layout {
    public var axis: Axis
    public var spacing: CGFloat
    public var distribution: StackLayoutDistribution
    public var alignment: Alignment
    public var children: [any Layout]
    public let flexibility: Flexibility
    public var viewReuseId: String? { nil }

    public init(
        axis: Axis, spacing: CGFloat = 0, distribution: StackLayoutDistribution = .fillFlexing,
        alignment: Alignment = .fill, children: [any Layout]
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.children = children
        var most: Int64 = .min
        var least = Self.key(Flexibility.maxFlex)
        for child in children {
            most = max(most, Self.key(child.flexibility.flex(along: axis)))
            least = min(least, Self.key(child.flexibility.flex(along: axis == .horizontal ? .vertical : .horizontal)))
        }
        func flex(_ key: Int64) -> Flexibility.Flex { key == .min ? nil : Int32(key) }
        flexibility =
            axis == .horizontal
            ? Flexibility(horizontal: flex(most), vertical: flex(least))
            : Flexibility(horizontal: flex(least), vertical: flex(most))
    }

    static func key(_ flex: Flexibility.Flex) -> Int64 { flex.map { Int64($0) } ?? .min }
    func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    func size(_ length: CGFloat, _ cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: length, height: cross) : CGSize(width: cross, height: length)
    }

    public func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let available = length(maxSize)
        let crossAvailable = cross(maxSize)
        let count = children.count
        let equalSlot: CGFloat? =
            distribution == .fillEqualSize && count > 0
            ? max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count)) : nil
        let order = children.indices.sorted {
            let (l, r) = (
                Self.key(children[$0].flexibility.flex(along: axis)),
                Self.key(children[$1].flexibility.flex(along: axis))
            )
            return l != r ? l < r : $0 < $1
        }
        var measured = [LayoutMeasurement?](repeating: nil, count: count)
        var remaining = available
        var used: CGFloat = 0
        var crossUsed: CGFloat = 0
        var longest: CGFloat = 0
        var taking = 0
        for index in order where crossAvailable > 0 {
            let gap = taking > 0 ? spacing : 0
            if !(remaining - gap > 0) { break }
            let child = children[index].measurement(
                within: size(equalSlot ?? remaining - gap, crossAvailable), context: context)
            measured[index] = child
            let childLength = length(child.size)
            longest = max(longest, childLength)
            if childLength > 0 {
                used += gap + childLength
                remaining -= gap + childLength
                taking += 1
                crossUsed = max(crossUsed, cross(child.size))
            }
        }
        let sublayouts = measured.compactMap { $0 }
        if equalSlot != nil, !sublayouts.isEmpty {
            used = (longest + spacing) * CGFloat(sublayouts.count) - spacing
        }
        return LayoutMeasurement(
            layout: self, size: size(min(max(used, 0), available), min(crossUsed, crossAvailable)), maxSize: maxSize,
            sublayouts: sublayouts, context: context)
    }

    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        let frame = alignment.position(size: measurement.size, in: rect)
        let measured = measurement.sublayouts
        let frameLength = length(frame.size)
        let excess = frameLength - length(measurement.size)
        let count = measured.count
        let equalSlot: CGFloat? =
            distribution == .fillEqualSize && count > 0
            ? max(0, (frameLength - spacing * CGFloat(count - 1)) / CGFloat(count)) : nil
        var stretched = -1
        if distribution == .fillFlexing, excess > 0 {
            var bestKey = Int64.min
            for (position, child) in measured.enumerated() {
                let key = Self.key(child.layout.flexibility.flex(along: axis))
                if key >= bestKey, key != .min { (stretched, bestKey) = (position, key) }
            }
        }
        var offset: CGFloat = 0
        var owesGap = false
        var arranged: [LayoutArrangement] = []
        arranged.reserveCapacity(count)
        for (position, child) in measured.enumerated() {
            var childLength = equalSlot ?? length(child.size)
            if position == stretched { childLength += excess }
            let start = owesGap ? offset + spacing : offset
            if childLength > 0 {
                offset = start + childLength
                owesGap = true
            }
            let origin = axis == .horizontal ? CGPoint(x: start, y: 0) : CGPoint(x: 0, y: start)
            arranged.append(
                child.arrangement(
                    within: CGRect(origin: origin, size: size(childLength, cross(frame.size))), context: context))
        }
        return LayoutArrangement(layout: self, frame: frame, sublayouts: arranged, context: context)
    }
}

/// Insets written as a custom layout with the public API only.
public struct CustomInset: Layout {
    public var insets: EdgeInsets
    public var child: any Layout
    public var viewReuseId: String?
    public var flexibility: Flexibility { child.flexibility }

    public init(inset: CGFloat, viewReuseId: String? = nil, child: any Layout) {
        insets = EdgeInsets(inset)
        self.viewReuseId = viewReuseId
        self.child = child
    }

    public func measurement(within maxSize: CGSize, context: LayoutContext) -> LayoutMeasurement {
        let measured = child.measurement(
            within: CGSize(
                width: max(0, maxSize.width - insets.horizontal), height: max(0, maxSize.height - insets.vertical)),
            context: context)
        let size = CGSize(
            width: min(measured.size.width + insets.horizontal, maxSize.width),
            height: min(measured.size.height + insets.vertical, maxSize.height))
        return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: [measured], context: context)
    }

    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement, context: LayoutContext)
        -> LayoutArrangement
    {
        let frame = Alignment.fill.position(size: measurement.size, in: rect)
        let inner = CGRect(
            x: insets.leading, y: insets.top, width: max(0, frame.width - insets.horizontal),
            height: max(0, frame.height - insets.vertical))
        let arranged = measurement.sublayouts[0].arrangement(within: inner, context: context)
        return LayoutArrangement(layout: self, frame: frame, sublayouts: [arranged], context: context)
    }
}
