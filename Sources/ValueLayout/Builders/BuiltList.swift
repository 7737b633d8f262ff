/// The elements a result builder's statements produce, in order: the storage of
/// ``ChildListBuilder``'s components.
///
/// A single element is kept without an array, so that a block of n statements makes one array
/// (of exactly its elements), not n + 1.
@usableFromInline
@frozen
enum BuiltList<Element: Sendable>: Sendable {
    /// No element: an `if` whose condition failed, a `nil` optional, an empty loop.
    case none
    /// One element: the common case of a statement.
    case one(Element)
    /// Several elements, in order.
    case many([Element])

    /// The elements as an array.
    @inlinable
    var elements: [Element] {
        switch self {
        case .none: []
        case .one(let element): [element]
        case .many(let elements): elements
        }
    }

    /// The lists of `components` one after another, in one array sized once.
    ///
    /// The lists are read in place (`components[index].list`), not through a closure or a lazy
    /// map, which would copy each one.
    ///
    /// - Complexity: O(total number of elements).
    @inlinable
    static func joined<Component: BuiltListComponent<Element>>(_ components: [Component]) -> BuiltList {
        if components.count == 1 { return components[0].list }
        var total = 0
        for index in components.indices {
            switch components[index].list {
            case .none: break
            case .one: total += 1
            case .many(let elements): total += elements.count
            }
        }
        if total == 0 { return .none }
        var elements: [Element] = []
        elements.reserveCapacity(total)
        for index in components.indices {
            switch components[index].list {
            case .none: break
            case .one(let element): elements.append(element)
            case .many(let more): elements.append(contentsOf: more)
            }
        }
        return .many(elements)
    }
}

/// A result builder's component: what ``BuiltList/joined(_:)`` joins.
@usableFromInline
protocol BuiltListComponent<Element> {
    associatedtype Element: Sendable
    /// The component's elements.
    var list: BuiltList<Element> { get }
}
