import Foundation

/// A platform-independent description of a font: family, point size and weight.
///
/// A `Font` is only a description; a ``TextMeasurer`` decides what it means (a platform measurer
/// resolves it to a real font, ``FixedAdvanceTextMeasurer`` ignores it).
public struct Font: Sendable, Hashable {
    /// A font weight, from ultra-light to black.
    public enum Weight: Sendable, Hashable, CaseIterable {
        /// The thinnest weight.
        case ultraLight
        /// Thinner than light.
        case thin
        /// Lighter than regular.
        case light
        /// The normal weight of body text.
        case regular
        /// Between regular and semibold.
        case medium
        /// Between medium and bold.
        case semibold
        /// Bold.
        case bold
        /// Heavier than bold.
        case heavy
        /// The heaviest weight.
        case black
    }

    /// The family name, or `nil` for the platform's system font.
    public let family: String?
    /// The point size. A NaN, infinite or negative size is stored as 0.
    public let size: CGFloat
    /// The weight.
    public let weight: Weight

    /// A font of the given family, size (in points) and weight.
    public init(family: String? = nil, size: CGFloat, weight: Weight = .regular) {
        self.family = family
        self.size = size.sanitizedLength
        self.weight = weight
    }

    /// The system font at `size` points and `weight`.
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The system font at 17 points, regular: the default font of a ``LabelLayout``.
    public static let body = Font(size: 17)
}
