// A shim of Apple's UIKit, for scripts/check-apple-adapters.sh only: it lets
// Sources/ValueLayout/Platform/ be type-checked on Linux. It declares, with the signatures Apple
// documents, only what those files use; nothing here runs. Never part of the package's build.
//
// Like UIKit, it re-exports Foundation (NSObject, NSCoder, CGRect, IndexPath, IndexSet).
// UIKit's delegate protocols are Objective-C protocols with optional requirements, which Swift on
// Linux cannot declare: here the optional requirements are ordinary requirements with default
// implementations (marked "optional"), which the adapters may implement or not, as in UIKit.
@_exported import Foundation

// MARK: Index paths (UIKit's additions to Foundation's IndexPath)

extension IndexPath {
    /// An index path for the item at `item` in `section`.
    public init(item: Int, section: Int) { fatalError() }
    /// The item's index within its section.
    public var item: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// The section's index.
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: Views

/// `UIResponder`: the superclass of `UIView`.
@MainActor
open class UIResponder: NSObject {}

/// `UIView`, with the members the Platform files use.
@MainActor
open class UIView: UIResponder {
    /// `init(frame:)`, a designated initialiser.
    public init(frame: CGRect) { fatalError() }
    /// `init?(coder:)`, the required initialiser.
    public required init?(coder: NSCoder) { fatalError() }
    /// `init()`, inherited from `NSObject` (an empty frame).
    public override convenience init() { fatalError() }

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// The superview, if any.
    open var superview: UIView? { fatalError() }
    /// The subviews, back to front.
    open var subviews: [UIView] { fatalError() }
    /// Inserts `view` at `index` among the subviews, moving it from its superview.
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    /// Removes the view from its superview.
    open func removeFromSuperview() { fatalError() }
}

/// `UIScrollView`: the superclass of collection and table views.
@MainActor
open class UIScrollView: UIView {
    /// The size of the content, in points.
    open var contentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// Whether the view scrolls.
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `UIScrollViewDelegate`.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

// MARK: Controls and text (Sources/ValueLayout/Platform/UIKit+ControlViews.swift)

/// `UIEdgeInsets`: insets by left and right, not by writing direction.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat
    /// Insets with a distance for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

/// `UIControl`: the superclass of `UIButton`.
@MainActor
open class UIControl: UIView {
    /// `UIControl.State` (only the member used is declared).
    public struct State: OptionSet, Sendable {
        /// The state's bits.
        public var rawValue: UInt
        /// A state of `rawValue`'s bits.
        public init(rawValue: UInt) { fatalError() }
        /// The normal state (no bits: UIKit's value is 0).
        public static var normal: State { fatalError() }
    }
}

/// `UIButton`, with the members the Platform files use.
@MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType` (only the cases used are declared).
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a dark background.
        case infoLight = 3
        /// An information button on a light background.
        case infoDark = 4
        /// A contact add button.
        case contactAdd = 5
    }

    /// `init(type:)`, a convenience initialiser (`+buttonWithType:`).
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    /// The label that shows the title.
    open var titleLabel: UILabel? { fatalError() }
    /// The insets around the content (deprecated since iOS 15, in favour of button configurations).
    @available(iOS, deprecated: 15.0)
    open var contentEdgeInsets: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `NSTextContainer` (declared in UIKit on iOS).
open class NSTextContainer: NSObject {
    /// The padding at each end of a line fragment, in points.
    open var lineFragmentPadding: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `UITextView`, with the members the Platform files use.
@MainActor
open class UITextView: UIScrollView {
    /// The text.
    open var text: String! {
        get { fatalError() }
        set { fatalError() }
    }
    /// The font of the text.
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The insets between the view's edges and its text container.
    open var textContainerInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    /// The text container.
    open var textContainer: NSTextContainer { fatalError() }
    /// Whether the text can be edited (unavailable on tvOS).
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: Collection views

/// `UICollectionReusableView`: a header, footer or cell of a collection view.
@MainActor
open class UICollectionReusableView: UIView {}

/// `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in.
    open var contentView: UIView { fatalError() }
}

/// `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {}

/// `UICollectionView`, with the members the adapters use.
@MainActor
open class UICollectionView: UIScrollView {
    /// The kind of section headers (a `class let` in UIKit).
    nonisolated public static var elementKindSectionHeader: String { fatalError() }
    /// The kind of section footers (a `class let` in UIKit).
    nonisolated public static var elementKindSectionFooter: String { fatalError() }

    /// The data source, held weakly.
    weak open var dataSource: (any UICollectionViewDataSource)?
    /// The delegate, held weakly.
    weak open var delegate: (any UICollectionViewDelegate)?

    /// Registers a class for cells with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    /// Registers a class for supplementary views of `elementKind` with `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { fatalError() }
    /// A reused or new cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError() }
    /// A reused or new supplementary view.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }

    /// Reloads everything.
    open func reloadData() { fatalError() }
    /// Animates the insertions, deletions, reloads and moves `updates` makes.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { fatalError() }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { fatalError() }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { fatalError() }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }
    /// Inserts items.
    open func insertItems(at indexPaths: [IndexPath]) { fatalError() }
    /// Deletes items.
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
    /// Reloads items.
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
}

/// `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional: the number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional: a header, footer or other supplementary view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// Stands for the optional requirement.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    /// Stands for the optional requirement.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }
}

/// `UICollectionViewDelegate` (its requirements are optional; the adapters use none).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// `UICollectionViewDelegateFlowLayout`: sizes and spacings for a flow layout.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// Optional: the size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// Optional: the size of `section`'s header.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// Optional: the size of `section`'s footer.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
    /// Optional: the spacing between the lines of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    /// Stands for the optional requirement.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { fatalError() }
    /// Stands for the optional requirement.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { fatalError() }
    /// Stands for the optional requirement.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { fatalError() }
    /// Stands for the optional requirement.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { fatalError() }
}

// MARK: Table views

/// `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.SeparatorStyle` (only the cases used are declared).
    public enum SeparatorStyle: Int, @unchecked Sendable {
        /// No separators.
        case none = 0
    }

    /// The view the cell's content goes in.
    open var contentView: UIView { fatalError() }
}

/// `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The view the header's or footer's content goes in.
    open var contentView: UIView { fatalError() }
}

/// `UITableView`, with the members the adapters use.
@MainActor
open class UITableView: UIScrollView {
    /// `UITableView.RowAnimation` (only the cases used are declared).
    public enum RowAnimation: Int, @unchecked Sendable {
        /// The animation the table view picks.
        case automatic = 100
    }

    /// The data source, held weakly.
    weak open var dataSource: (any UITableViewDataSource)?
    /// The delegate, held weakly.
    weak open var delegate: (any UITableViewDelegate)?
    /// The style of the separators between cells.
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { fatalError() }
        set { fatalError() }
    }
    /// The estimated height of rows; 0 turns estimates off.
    open var estimatedRowHeight: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// The estimated height of section headers; 0 turns estimates off.
    open var estimatedSectionHeaderHeight: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// The estimated height of section footers; 0 turns estimates off.
    open var estimatedSectionFooterHeight: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// The padding above each section header.
    @available(iOS 15.0, tvOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }

    /// Registers a class for cells with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    /// Registers a class for header and footer views with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }
    /// A reused or new cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// A reused or new header or footer view, or `nil` if no class is registered for `identifier`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        fatalError()
    }

    /// Reloads everything.
    open func reloadData() { fatalError() }
    /// Animates the insertions, deletions, reloads and moves `updates` makes.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }
    /// Inserts rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
}

/// `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Optional: the number of sections.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// Stands for the optional requirement.
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
}

/// `UITableViewDelegate`: heights, headers and footers (every requirement is optional).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Optional: the height of the row at `indexPath`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Optional: the height of `section`'s header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Optional: the height of `section`'s footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Optional: `section`'s header view.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Optional: `section`'s footer view.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
    /// Stands for the optional requirement.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    /// Stands for the optional requirement.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
    /// Stands for the optional requirement.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { fatalError() }
    /// Stands for the optional requirement.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { fatalError() }
    /// Stands for the optional requirement.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { fatalError() }
}

// MARK: Labels and text attributes

/// `NSLineBreakMode` (declared by UIKit on iOS).
public enum NSLineBreakMode: Int, @unchecked Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps between characters.
    case byCharWrapping = 1
    /// Cuts the last line at the edge.
    case byClipping = 2
    /// An ellipsis at the start of the last line.
    case byTruncatingHead = 3
    /// An ellipsis at the end of the last line.
    case byTruncatingTail = 4
    /// An ellipsis in the middle of the last line.
    case byTruncatingMiddle = 5
}

/// `NSParagraphStyle` (declared by UIKit on iOS).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// `NSParagraphStyle.LineBreakStrategy`.
    public struct LineBreakStrategy: OptionSet, @unchecked Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// `init(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pushes a word down to avoid a lone word on the last line.
        public static var pushOut: LineBreakStrategy { fatalError() }
        /// The strategy of system text.
        public static var standard: LineBreakStrategy { fatalError() }
    }

    /// The least height of a line, in points.
    open var minimumLineHeight: CGFloat { fatalError() }
    /// The greatest height of a line, in points.
    open var maximumLineHeight: CGFloat { fatalError() }
    /// How lines are broken and cut.
    open var lineBreakMode: NSLineBreakMode { fatalError() }
}

/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The least height of a line, in points.
    open override var minimumLineHeight: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// The greatest height of a line, in points.
    open override var maximumLineHeight: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// How lines are broken and cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { fatalError() }
        set { fatalError() }
    }
}

/// The attribute keys UIKit declares.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// Points added after each character (an `NSNumber` of a `CGFloat`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points the characters are raised (an `NSNumber` of a `CGFloat`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// `UIFont`.
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFont.Weight`.
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        /// The weight, -1 (thinnest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// `init(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    /// The family name.
    open var familyName: String { fatalError() }
    /// The point size.
    open var pointSize: CGFloat { fatalError() }
    /// The font's descriptor.
    open var fontDescriptor: UIFontDescriptor { fatalError() }

    /// `init?(name:size:)`: the font of PostScript or full name `fontName`, or `nil`.
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
}

extension UIFont.Weight {
    /// Ultra-light.
    public static let ultraLight = UIFont.Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = UIFont.Weight(rawValue: -0.6)
    /// Light.
    public static let light = UIFont.Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = UIFont.Weight(rawValue: 0)
    /// Medium.
    public static let medium = UIFont.Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = UIFont.Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = UIFont.Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = UIFont.Weight(rawValue: 0.56)
    /// Black.
    public static let black = UIFont.Weight(rawValue: 0.62)
}

/// `UILabel`.
@MainActor
open class UILabel: UIView {
    /// The plain text shown.
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The font of plain text (implicitly unwrapped, as in UIKit).
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    /// The attributed text shown.
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The most lines shown; 0 means no limit.
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// How the last line is cut.
    open var lineBreakMode: NSLineBreakMode {
        get { fatalError() }
        set { fatalError() }
    }
    /// The strategy for breaking lines.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `UIFontDescriptor`, with the members the Platform files use.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
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
    /// The value of the attribute `anAttribute`.
    open func object(forKey anAttribute: AttributeName) -> Any? { fatalError() }
}
