#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension ViewDescription {
        /// A `UIButton` of `type` showing `title`: the view a ``ButtonLayout`` measures, to pass as
        /// its `view:` with the same arguments.
        ///
        /// The button keeps the type it was made with: a recycled button is only ever reused for
        /// a description of the same type, because each type makes its own `UIButton` subclass.
        ///
        /// - Parameters:
        ///   - type: The kind of `UIButton`.
        ///   - title: The title for the normal state.
        ///   - font: The title label's font, or `nil` to leave the button's own.
        ///   - contentEdgeInsets: The distances, in points, between the edges and the content
        ///     (leading and trailing as left and right: `UIButton`'s insets do not follow the
        ///     writing direction).
        /// - Complexity: O(1); the view is made and configured on the main actor, when realised.
        public static func button(
            type: ButtonLayoutType, title: String, font: Font? = nil, contentEdgeInsets: EdgeInsets = .zero
        ) -> ViewDescription {
            let configure: @MainActor @Sendable (UIButton) -> Void = { button in
                button.setTitle(title, for: .normal)
                if let font { button.titleLabel?.font = UIFont.valueLayoutFont(font) }
                (button as any LegacyButtonInsets).contentEdgeInsets = UIEdgeInsets(contentEdgeInsets)
            }
            let contentID = "\(type) \(title)"
            switch type {
            case .custom:
                return ViewDescription(
                    CustomButton.self, contentID: contentID, make: { CustomButton(type: .custom) }, configure: configure
                )
            case .system:
                return ViewDescription(
                    SystemButton.self, contentID: contentID, make: { SystemButton(type: .system) }, configure: configure
                )
            case .detailDisclosure:
                return ViewDescription(
                    DetailDisclosureButton.self, contentID: contentID,
                    make: { DetailDisclosureButton(type: .detailDisclosure) }, configure: configure)
            case .infoLight:
                return ViewDescription(
                    InfoLightButton.self, contentID: contentID, make: { InfoLightButton(type: .infoLight) },
                    configure: configure)
            case .infoDark:
                return ViewDescription(
                    InfoDarkButton.self, contentID: contentID, make: { InfoDarkButton(type: .infoDark) },
                    configure: configure)
            case .contactAdd:
                return ViewDescription(
                    ContactAddButton.self, contentID: contentID, make: { ContactAddButton(type: .contactAdd) },
                    configure: configure)
            }
        }

        /// A `UITextView` showing `text`, neither scrolling nor editable: the view a
        /// ``TextViewLayout`` measures, to pass as its `view:` with the same arguments.
        ///
        /// - Parameters:
        ///   - text: The text.
        ///   - font: The font, or `nil` for ``TextViewLayout/defaultFont``.
        ///   - lineFragmentPadding: The text container's padding at each end of a line, in points.
        ///   - textContainerInset: The distances, in points, between the edges and the text
        ///     (leading and trailing as left and right).
        /// - Complexity: O(1); the view is made and configured on the main actor, when realised.
        public static func textView(
            text: String, font: Font? = nil, lineFragmentPadding: CGFloat = 0, textContainerInset: EdgeInsets = .zero
        ) -> ViewDescription {
            let resolvedFont = font ?? TextViewLayout.defaultFont
            return ViewDescription(
                UITextView.self, contentID: text, make: { UITextView() },
                configure: { textView in
                    // The layout measured the whole text: a scrolling text view would not grow to it.
                    textView.isScrollEnabled = false
                    #if !os(tvOS)
                        textView.isEditable = false
                    #endif
                    textView.textContainerInset = UIEdgeInsets(textContainerInset)
                    textView.textContainer.lineFragmentPadding = lineFragmentPadding
                    textView.font = UIFont.valueLayoutFont(resolvedFont)
                    textView.text = text
                })
        }
    }

    extension UIEdgeInsets {
        /// `insets` with leading and trailing as left and right, as UIKit's insets do not follow
        /// the writing direction.
        init(_ insets: EdgeInsets) {
            self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
    }

    /// `UIButton.contentEdgeInsets`, deprecated since iOS 15 in favour of button configurations,
    /// which size buttons differently from the legacy buttons whose sizes ``ButtonLayout`` writes
    /// down: reached through this protocol, whose requirement it satisfies, it sets the legacy
    /// insets without a deprecation warning.
    @MainActor
    private protocol LegacyButtonInsets: AnyObject {
        var contentEdgeInsets: UIEdgeInsets { get set }
    }

    extension UIButton: LegacyButtonInsets {}

    // One class per button type, so that recycling, which matches views by class, never hands a
    // button of one type to a description of another (a button's type is fixed when it is made).
    private final class CustomButton: UIButton {}
    private final class SystemButton: UIButton {}
    private final class DetailDisclosureButton: UIButton {}
    private final class InfoLightButton: UIButton {}
    private final class InfoDarkButton: UIButton {}
    private final class ContactAddButton: UIButton {}
#endif
