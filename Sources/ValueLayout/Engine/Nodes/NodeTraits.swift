import Foundation

/// What a pass asks of a layout node's kind before it measures the node, kept in the node (see
/// ``LayoutNode/traits``): one load instead of a call.
struct NodeTraits: OptionSet, Sendable {
    let rawValue: UInt8

    /// The kind answers its max-content width without being measured (see
    /// ``LayoutAlgorithm/answersMaxContentWidth``).
    static let answersMaxContentWidth = NodeTraits(rawValue: 1 << 0)
    /// How the node's height is offered changes what it measures (see
    /// ``LayoutAlgorithm/readsOfferedHeight``).
    static let readsOfferedHeight = NodeTraits(rawValue: 1 << 1)
    /// A size measured within a maximum is the node's size within any smaller maximum it fits
    /// (see ``LayoutAlgorithm/keepsItsSizeWithinSmallerMaximums``).
    static let keepsItsSizeWithinSmallerMaximums = NodeTraits(rawValue: 1 << 2)
}

extension LayoutAlgorithm {
    /// The traits of this kind's nodes, from its answers to the pass's questions.
    static var nodeTraits: NodeTraits {
        var traits: NodeTraits = []
        if answersMaxContentWidth { traits.insert(.answersMaxContentWidth) }
        if readsOfferedHeight { traits.insert(.readsOfferedHeight) }
        if keepsItsSizeWithinSmallerMaximums { traits.insert(.keepsItsSizeWithinSmallerMaximums) }
        return traits
    }
}
