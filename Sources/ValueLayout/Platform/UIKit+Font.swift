#if canImport(UIKit)
    import UIKit

    extension UIFont {
        /// The `UIFont` for `font`: the system font at its size and weight, or the font named by
        /// its family (the system font when there is none of that name).
        static func valueLayoutFont(_ font: Font) -> UIFont {
            if let family = font.family, let named = UIFont(name: family, size: font.size) { return named }
            let weight: UIFont.Weight =
                switch font.weight {
                case .ultraLight: .ultraLight
                case .thin: .thin
                case .light: .light
                case .regular: .regular
                case .medium: .medium
                case .semibold: .semibold
                case .bold: .bold
                case .heavy: .heavy
                case .black: .black
                }
            return UIFont.systemFont(ofSize: font.size, weight: weight)
        }
    }
#endif
