#if canImport(UIKit)
    import UIKit
    typealias PlatformFont = UIFont
    typealias PlatformFontDescriptor = UIFontDescriptor
#elseif canImport(AppKit)
    import AppKit
    typealias PlatformFont = NSFont
    typealias PlatformFontDescriptor = NSFontDescriptor
#endif

#if canImport(UIKit) || canImport(AppKit)
    /// A `UIFont` or `NSFont` read as the family, point size and weight of a ``Font``: how a run
    /// of an `NSAttributedString` given to a label gets its font.
    ///
    /// The system font's family (a name starting with ".", such as ".SFUI-Regular") reads as no
    /// family, so that ``CoreTextMeasurer`` resolves it as the system font; the weight is the
    /// font's weight trait, read as the nearest ``Font/Weight``.
    struct PlatformFontDescription {
        let family: String?
        let size: CGFloat
        let weight: Font.Weight

        init?(_ value: Any) {
            guard let font = value as? PlatformFont else { return nil }
            let family: String? = font.familyName
            self.family = family.flatMap { $0.hasPrefix(".") ? nil : $0 }
            size = font.pointSize
            let traits = font.fontDescriptor.object(forKey: .traits) as? [PlatformFontDescriptor.TraitKey: Any]
            let trait = (traits?[.weight] as? NSNumber)?.doubleValue ?? 0
            weight = Self.nearestWeight(to: CGFloat(trait))
        }

        /// The weight whose trait (UIKit's and AppKit's `Weight` values) is nearest `trait`.
        private static func nearestWeight(to trait: CGFloat) -> Font.Weight {
            let traits: [(Font.Weight, CGFloat)] = [
                (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
                (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
            ]
            return traits.min { abs($0.1 - trait) < abs($1.1 - trait) }?.0 ?? .regular
        }
    }
#endif
