// A shim of Apple's AppKit, for scripts/check-apple-adapters.sh only: it lets
// Sources/ValueLayout/Platform/ be type-checked on Linux. It declares, with the signatures Apple
// documents, only what those files use; nothing here runs. Never part of the package's build.
//
// Like AppKit, it re-exports Foundation (NSObject, NSCoder, NSRect, CGFloat).
@_exported import Foundation

/// `NSResponder`: the superclass of `NSView`.
@MainActor
open class NSResponder: NSObject {}

/// `NSView`, with the members the Platform files use.
@MainActor
open class NSView: NSResponder {
    /// `init(frame:)`, a designated initialiser.
    public init(frame frameRect: NSRect) { fatalError() }
    /// `init?(coder:)`, the required initialiser.
    public required init?(coder: NSCoder) { fatalError() }
    /// `init()`, inherited from `NSObject` (an empty frame).
    public override convenience init() { fatalError() }

    /// The frame in the superview's coordinates.
    open var frame: NSRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// The superview, if any.
    open var superview: NSView? { fatalError() }
    /// The subviews, back to front (settable, unlike UIKit's).
    open var subviews: [NSView] {
        get { fatalError() }
        set { fatalError() }
    }
    /// Whether the origin is at the top left; `false` unless a subclass overrides it.
    open var isFlipped: Bool { fatalError() }
    /// Removes the view from its superview.
    open func removeFromSuperview() { fatalError() }
}

// MARK: Fonts (read from a label's NSAttributedString)

/// `NSFontDescriptor`, with the members the Platform files use.
open class NSFontDescriptor: NSObject, @unchecked Sendable {
    /// The keys of a descriptor's attributes.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The traits dictionary.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }
    /// The keys of a traits dictionary.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The weight trait, a number from -1 to 1.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
    /// The value of the attribute `attribute`.
    open func object(forKey attribute: AttributeName) -> Any? { fatalError() }
}

/// `NSFont`, with the members the Platform files use.
open class NSFont: NSObject, @unchecked Sendable {
    /// The family name, if any.
    open var familyName: String? { fatalError() }
    /// The point size.
    open var pointSize: CGFloat { fatalError() }
    /// The font's descriptor.
    open var fontDescriptor: NSFontDescriptor { fatalError() }
}
