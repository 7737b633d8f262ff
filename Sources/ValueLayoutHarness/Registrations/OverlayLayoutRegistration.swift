import Foundation
import ValueLayout
import ValueLayoutTesting

/// The arguments of an ``/ValueLayout/OverlayLayout`` node: how many of its children are
/// backgrounds and primaries (the rest are overlays), and the options. Its children are in that
/// order: backgrounds, primaries, overlays.
public struct OverlayLayoutRegistration: LayoutKindRegistration {
    /// How many of the first children are background layouts.
    public var backgroundCount: Int
    /// How many children, after the backgrounds, are primary layouts (the ones that set the size).
    public var primaryCount: Int
    /// Alignment, flexibility and reuse identifier.
    public var options: LayoutOptions

    /// An overlay's arguments.
    public init(backgroundCount: Int = 0, primaryCount: Int, options: LayoutOptions = LayoutOptions()) {
        self.backgroundCount = backgroundCount
        self.primaryCount = primaryCount
        self.options = options
    }

    /// `"OverlayLayout"`.
    public static let name = "OverlayLayout"
    /// Any number of children.
    public static let childCounts = 0...Int.max
    /// A container now and then.
    public static let weight = 15

    /// The first child behind the others, which set the size (a background behind its content).
    public static func typical(childCount: Int) -> OverlayLayoutRegistration {
        let backgroundCount = childCount > 1 ? 1 : 0
        return OverlayLayoutRegistration(backgroundCount: backgroundCount, primaryCount: childCount - backgroundCount)
    }

    /// Up to two children in each group.
    public static func randomChildCount(_ choices: inout some ChoiceSource, maximum: Int) -> Int {
        min(choices.int(0...2) + choices.int(0...2) + choices.int(0...2), maximum)
    }

    /// The children split at random into backgrounds, primaries and overlays, and random options.
    public static func random(_ choices: inout some ChoiceSource, childCount: Int) -> OverlayLayoutRegistration {
        let backgroundCount = choices.int(0...childCount)
        let primaryCount = choices.int(0...(childCount - backgroundCount))
        return OverlayLayoutRegistration(
            backgroundCount: backgroundCount, primaryCount: primaryCount, options: choices.options())
    }

    /// The overlay of the children, split into its three groups.
    public func makeLayout(children: [any Layout]) -> any Layout {
        let primaryEnd = backgroundCount + primaryCount
        return OverlayLayout(
            primaryLayouts: Array(children[backgroundCount..<primaryEnd]),
            backgroundLayouts: Array(children[..<backgroundCount]), overlayLayouts: Array(children[primaryEnd...]),
            alignment: options.alignment ?? .fill, flexibility: options.flexibility, viewReuseId: options.viewReuseId)
    }

    /// `OverlayLayout(primaryLayouts: […], backgroundLayouts: […], overlayLayouts: […])`, empty
    /// backgrounds and overlays left out.
    public func call(childCount: Int) -> LayoutCall {
        let primaryEnd = backgroundCount + primaryCount
        var arguments: [LayoutCall.Argument] = [
            .children(label: "primaryLayouts", indices: backgroundCount..<primaryEnd)
        ]
        if backgroundCount > 0 { arguments.append(.children(label: "backgroundLayouts", indices: 0..<backgroundCount)) }
        if childCount > primaryEnd {
            arguments.append(.children(label: "overlayLayouts", indices: primaryEnd..<childCount))
        }
        return LayoutCall(Self.name, arguments + options.arguments)
    }

    /// Fewer options.
    public func simplifications() -> [OverlayLayoutRegistration] {
        options.simplifications.map {
            OverlayLayoutRegistration(backgroundCount: backgroundCount, primaryCount: primaryCount, options: $0)
        }
    }

    /// The group of the child removed one shorter.
    public func removingChild(at index: Int, of count: Int) -> OverlayLayoutRegistration? {
        var result = self
        if index < backgroundCount {
            result.backgroundCount -= 1
        } else if index < backgroundCount + primaryCount {
            result.primaryCount -= 1
        }
        return result
    }
}
