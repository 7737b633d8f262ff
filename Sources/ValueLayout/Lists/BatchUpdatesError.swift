/// Why a list could not apply an update: the update breaks UIKit's batch-update rules, disagrees
/// with the new sections it came with, or the sections repeat an identity.
///
/// The list is left as it was. UIKit raises an exception for the same mistakes; a list model
/// answers with an error instead, so a bad update never crashes or serves wrong arrangements.
public enum BatchUpdatesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index outside the list: which change named it, the index, and how many sections
    /// there are on that side of the update.
    case sectionOutOfRange(change: String, index: Int, count: Int)
    /// An item index path outside its section: which change named it, the index path, and how
    /// many items the section has on that side of the update.
    case itemOutOfRange(change: String, indexPath: ListIndexPath, count: Int)
    /// Two changes name the same section or item, or an item change names an item of a section
    /// that is deleted, inserted or reloaded.
    case conflict(String)
    /// After the update, this many sections would remain, but the new sections have another count.
    case sectionCountMismatch(afterUpdate: Int, given: Int)
    /// After the update, a section would hold this many items, but the new section has another
    /// count.
    case itemCountMismatch(section: Int, afterUpdate: Int, given: Int)
    /// The sections (a snapshot, or the sections given with batch updates) use a section or item
    /// identity twice: the associated text names it, as `of section …` or `of item …`.
    case duplicateIdentity(String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .sectionOutOfRange(let change, let index, let count):
            return "\(change) names section \(index), but there are \(count) sections"
        case .itemOutOfRange(let change, let indexPath, let count):
            return "\(change) names item \(indexPath), but its section has \(count) items"
        case .conflict(let message):
            return message
        case .sectionCountMismatch(let afterUpdate, let given):
            return "the update leaves \(afterUpdate) sections, but \(given) were given"
        case .itemCountMismatch(let section, let afterUpdate, let given):
            return "the update leaves \(afterUpdate) items in section \(section), but \(given) were given"
        case .duplicateIdentity(let identity):
            return "the sections use the identity \(identity) more than once"
        }
    }
}
