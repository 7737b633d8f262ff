import Foundation

extension AttributeScopes {
    /// The `AttributedString` attributes a ``LabelLayout`` reads: the library's ``Font`` for a
    /// run, and (on Linux, where Foundation has no text-drawing attributes) `kern` and
    /// `baselineOffset`.
    ///
    /// ```swift
    /// var title = AttributedString("Hello ")
    /// var name = AttributedString("world")
    /// name.layoutFont = Font(size: 24, weight: .bold)
    /// title += name
    /// let label = LabelLayout(attributedText: title, font: Font(size: 15))
    /// ```
    ///
    /// `kern` and `baselineOffset` are stored under Foundation's own names (`NSKern`,
    /// `NSBaselineOffset`), so on Apple platforms the values set through UIKit's, AppKit's or
    /// SwiftUI's attributes of those names are the ones read.
    public struct ValueLayoutAttributes: AttributeScope {
        /// The font of a run, as a ``Font``; runs without one take the label's font.
        public let layoutFont: LayoutFontAttribute
        #if !canImport(UIKit) && !canImport(AppKit)
            /// Points added after each character of a run (negative tightens).
            public let kern: KernAttribute
            /// Points a run is raised above the baseline (negative lowers it).
            public let baselineOffset: BaselineOffsetAttribute
        #endif
    }

    /// The attributes a ``LabelLayout`` reads from an `AttributedString`.
    public var valueLayout: ValueLayoutAttributes.Type { ValueLayoutAttributes.self }
}

extension AttributeScopes.ValueLayoutAttributes {
    /// The ``Font`` of a run of attributed text.
    public enum LayoutFontAttribute: AttributedStringKey {
        /// A ``Font``.
        public typealias Value = Font
        /// The attribute's name in an attributed string.
        public static let name = "ValueLayout.layoutFont"
    }

    /// Points added after each character of a run, stored as Foundation's `NSKern`.
    public enum KernAttribute: AttributedStringKey {
        /// A number of points.
        public typealias Value = CGFloat
        /// Foundation's name of the kern attribute.
        public static let name = "NSKern"
    }

    /// Points a run is raised above the baseline, stored as Foundation's `NSBaselineOffset`.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// A number of points.
        public typealias Value = CGFloat
        /// Foundation's name of the baseline offset attribute.
        public static let name = "NSBaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// Lets `attributedString.layoutFont` (and on Linux `.kern` and `.baselineOffset`) read and
    /// write the library's attributes.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.ValueLayoutAttributes, T>
    ) -> T {
        self[T.self]
    }
}
