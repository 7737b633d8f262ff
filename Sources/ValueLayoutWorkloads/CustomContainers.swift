import Foundation
import ValueLayout

/// A stack written as a custom layout with the public API only: LayoutKit's rules for the cases
/// W1 uses (measuring from least to most flexible, spacing after children with length,
/// `fillFlexing` and `fillEqualSize`).
public struct CustomStack: CustomLayout {
    public var axis: Axis
    public var spacing: CGFloat
    public var distribution: StackLayoutDistribution
    public var alignment: Alignment
    public var children: [any Layout]
    public let flexibility: Flexibility
    /// The order to measure the children in (least flexible first), or `nil` for source order.
    let order: [Int]?

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
        let sorted = children.indices.sorted {
            let (l, r) = (
                Self.key(children[$0].flexibility.flex(along: axis)),
                Self.key(children[$1].flexibility.flex(along: axis))
            )
            return l != r ? l < r : $0 < $1
        }
        order = sorted == Array(children.indices) ? nil : sorted
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

    public var sublayouts: [any Layout] { children }

    public func measure(within maxSize: CGSize, children proxies: LayoutChildren) -> CGSize {
        let available = length(maxSize)
        let crossAvailable = cross(maxSize)
        let count = children.count
        let equalSlot: CGFloat? =
            distribution == .fillEqualSize && count > 0
            ? max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count)) : nil
        var remaining = available
        var used: CGFloat = 0
        var crossUsed: CGFloat = 0
        var longest: CGFloat = 0
        var taking = 0
        var measuredCount = 0
        for step in 0..<(crossAvailable > 0 ? count : 0) {
            let gap = taking > 0 ? spacing : 0
            if !(remaining - gap > 0) { break }
            let size = proxies[order?[step] ?? step].measure(
                within: size(equalSlot ?? remaining - gap, crossAvailable))
            measuredCount += 1
            let childLength = length(size)
            longest = max(longest, childLength)
            if childLength > 0 {
                used += gap + childLength
                remaining -= gap + childLength
                taking += 1
                crossUsed = max(crossUsed, cross(size))
            }
        }
        if equalSlot != nil, measuredCount > 0 {
            used = (longest + spacing) * CGFloat(measuredCount) - spacing
        }
        return size(min(max(used, 0), available), min(crossUsed, crossAvailable))
    }

    public func place(children proxies: LayoutChildren, in bounds: CGRect) {
        var measuredLength: CGFloat = 0
        var measuredCount = 0
        var stretched = -1
        var bestKey = Int64.min
        for child in proxies {
            guard let size = child.measuredSize else { continue }
            if length(size) > 0 { measuredLength += (measuredLength > 0 ? spacing : 0) + length(size) }
            let key = Self.key(child.flexibility.flex(along: axis))
            if key >= bestKey, key != .min { (stretched, bestKey) = (child.position, key) }
            measuredCount += 1
        }
        let frameLength = length(bounds.size)
        let excess = frameLength - measuredLength
        if distribution != .fillFlexing || !(excess > 0) { stretched = -1 }
        let equalSlot: CGFloat? =
            distribution == .fillEqualSize && measuredCount > 0
            ? max(0, (frameLength - spacing * CGFloat(measuredCount - 1)) / CGFloat(measuredCount)) : nil
        var offset: CGFloat = 0
        var owesGap = false
        for child in proxies {
            guard let size = child.measuredSize else { continue }
            var childLength = equalSlot ?? length(size)
            if child.position == stretched { childLength += excess }
            let start = owesGap ? offset + spacing : offset
            if childLength > 0 {
                offset = start + childLength
                owesGap = true
            }
            let origin = axis == .horizontal ? CGPoint(x: start, y: 0) : CGPoint(x: 0, y: start)
            child.place(in: CGRect(origin: origin, size: self.size(childLength, cross(bounds.size))))
        }
    }
}

/// Insets written as a custom layout with the public API only.
public struct CustomInset: CustomLayout {
    public var insets: EdgeInsets
    public var child: any Layout
    public var viewReuseId: String?
    public var flexibility: Flexibility { child.flexibility }

    public init(inset: CGFloat, viewReuseId: String? = nil, child: any Layout) {
        insets = EdgeInsets(inset)
        self.viewReuseId = viewReuseId
        self.child = child
    }

    public var sublayouts: [any Layout] { [child] }

    public func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        let measured = children[0].measure(
            within: CGSize(
                width: max(0, maxSize.width - insets.horizontal), height: max(0, maxSize.height - insets.vertical)))
        return CGSize(
            width: min(measured.width + insets.horizontal, maxSize.width),
            height: min(measured.height + insets.vertical, maxSize.height))
    }

    public func place(children: LayoutChildren, in bounds: CGRect) {
        children[0].place(
            in: CGRect(
                x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.horizontal),
                height: max(0, bounds.height - insets.vertical)))
    }
}
