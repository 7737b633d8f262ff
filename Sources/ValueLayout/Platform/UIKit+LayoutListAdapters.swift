#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The adapters only map: counts, sizes and what changed come from the list model. Their
    // data-source and delegate methods sit in the class bodies, because Objective-C cannot see
    // members declared in an extension of a generic class.

    /// The reuse identifier of the adapters' cells.
    private let cellReuseID = "ValueLayout.LayoutListCell"
    /// The reuse identifier of the adapters' header and footer views.
    private let supplementaryReuseID = "ValueLayout.LayoutListSupplementary"

    extension ListIndexPath {
        /// The position `indexPath` names (`row` and `item` are the same index).
        fileprivate init(_ indexPath: IndexPath) { self.init(item: indexPath.item, section: indexPath.section) }

        /// This position as UIKit's index path.
        fileprivate var indexPath: IndexPath { IndexPath(item: item, section: section) }
    }

    /// A view that shows a list's sections and items and animates its batch updates: the
    /// collection view's own methods, and the table view's with automatic row animations.
    @MainActor
    private protocol ListUpdatingView: AnyObject {
        func reloadData()
        func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
        func deleteSections(_ sections: IndexSet)
        func insertSections(_ sections: IndexSet)
        func reloadSections(_ sections: IndexSet)
        func moveSection(_ section: Int, toSection newSection: Int)
        func deleteItems(at indexPaths: [IndexPath])
        func insertItems(at indexPaths: [IndexPath])
        func reloadItems(at indexPaths: [IndexPath])
        func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    }

    extension ListUpdatingView {
        /// Shows a new list: `makeShown` makes it the list the data source answers from, inside
        /// the batch updates that apply `updates` (in the order UIKit expects: sections before
        /// items, deletions before insertions), or before a reload when there are none.
        fileprivate func show(_ updates: BatchUpdates?, makeShown: @escaping () -> Void) {
            guard let updates else {
                makeShown()
                reloadData()
                return
            }
            performBatchUpdates(
                {
                    makeShown()
                    self.deleteSections(updates.deleteSections)
                    self.insertSections(updates.insertSections)
                    self.reloadSections(updates.reloadSections)
                    for move in updates.moveSections { self.moveSection(move.from, toSection: move.to) }
                    self.deleteItems(at: updates.deleteItems.map(\.indexPath))
                    self.insertItems(at: updates.insertItems.map(\.indexPath))
                    self.reloadItems(at: updates.reloadItems.map(\.indexPath))
                    for move in updates.moveItems { self.moveItem(at: move.from.indexPath, to: move.to.indexPath) }
                }, completion: nil)
        }
    }

    extension UICollectionView: ListUpdatingView {}

    extension UITableView: ListUpdatingView {
        fileprivate func deleteSections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }
        fileprivate func insertSections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }
        fileprivate func reloadSections(_ sections: IndexSet) { reloadSections(sections, with: .automatic) }
        fileprivate func deleteItems(at indexPaths: [IndexPath]) { deleteRows(at: indexPaths, with: .automatic) }
        fileprivate func insertItems(at indexPaths: [IndexPath]) { insertRows(at: indexPaths, with: .automatic) }
        fileprivate func reloadItems(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .automatic) }
        fileprivate func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            moveRow(at: indexPath, to: newIndexPath)
        }
    }

    /// Shows a ``LayoutListController``'s list in a `UICollectionView` with a flow layout: the
    /// collection view's data source and delegate.
    ///
    /// Each cell and header or footer view holds its layout's views in its content view; an
    /// update with batch updates is animated with `performBatchUpdates`, and a width change
    /// reloads the data. Keep the adapter alive (the collection view holds it weakly), give the
    /// controller the collection view's width (``LayoutListController/setWidth(_:)``) and leave
    /// the flow layout's section insets at zero.
    @MainActor
    public final class CollectionViewListAdapter<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
        NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
    {
        /// The controller whose list is shown; the adapter owns its ``LayoutListController/onUpdate``.
        public let controller: LayoutListController<SectionID, ItemID>
        /// The list the collection view is told about: the controller's previous list until an
        /// update's batch updates begin, then the new one.
        public private(set) var shownList: LayoutList<SectionID, ItemID>
        private weak var collectionView: UICollectionView?

        /// Shows `controller`'s list in `collectionView`: registers `cellClass` for the items and
        /// `supplementaryViewClass` for headers and footers, becomes the data source and delegate,
        /// and sets the controller's ``LayoutListController/onUpdate``.
        public init(
            controller: LayoutListController<SectionID, ItemID>, collectionView: UICollectionView,
            cellClass: UICollectionViewCell.Type = UICollectionViewCell.self,
            supplementaryViewClass: UICollectionReusableView.Type = UICollectionReusableView.self
        ) {
            self.controller = controller
            self.shownList = controller.list
            self.collectionView = collectionView
            super.init()
            collectionView.register(cellClass, forCellWithReuseIdentifier: cellReuseID)
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register(
                    supplementaryViewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: supplementaryReuseID)
            }
            collectionView.dataSource = self
            collectionView.delegate = self
            controller.onUpdate = { [weak self] list, updates in self?.show(list, updates: updates) }
        }

        private func show(_ list: LayoutList<SectionID, ItemID>, updates: BatchUpdates?) {
            guard let collectionView else {
                shownList = list
                return
            }
            collectionView.show(updates) { self.shownList = list }
        }

        /// The shown list's number of sections.
        public func numberOfSections(in collectionView: UICollectionView) -> Int { shownList.numberOfSections }

        /// The shown list's number of items in `section`.
        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            shownList.numberOfItems(inSection: section)
        }

        /// A cell holding the item's views (recycled from the views the cell held before).
        public func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseID, for: indexPath)
            shownList.arrangement(at: ListIndexPath(indexPath)).makeViews(in: cell.contentView)
            return cell
        }

        /// A view holding the section's header or footer views.
        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: supplementaryReuseID, for: indexPath)
            let arrangement =
                kind == UICollectionView.elementKindSectionHeader
                ? shownList.headerArrangement(inSection: indexPath.section)
                : shownList.footerArrangement(inSection: indexPath.section)
            arrangement?.makeViews(in: view)
            return view
        }

        /// The item's size in the shown list.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            shownList.size(at: ListIndexPath(indexPath))
        }

        /// The section header's size, or zero when the section has none.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            shownList.headerFrame(inSection: section)?.size ?? .zero
        }

        /// The section footer's size, or zero when the section has none.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            shownList.footerFrame(inSection: section)?.size ?? .zero
        }

        /// Zero: the list stacks its items with no space between them.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            0
        }
    }

    /// Shows a ``LayoutListController``'s list in a plain-style `UITableView`: the table view's
    /// data source and delegate.
    ///
    /// Each cell and header or footer view holds its layout's views in its content view; an
    /// update with batch updates is animated with `performBatchUpdates`, and a width change
    /// reloads the data. The table's separators, height estimates and header padding are turned
    /// off, so that its rows are where the list puts them. Keep the adapter alive (the table view
    /// holds it weakly) and give the controller the table view's width.
    @MainActor
    public final class TableViewListAdapter<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
        NSObject, UITableViewDataSource, UITableViewDelegate
    {
        /// The controller whose list is shown; the adapter owns its ``LayoutListController/onUpdate``.
        public let controller: LayoutListController<SectionID, ItemID>
        /// The list the table view is told about: the controller's previous list until an
        /// update's batch updates begin, then the new one.
        public private(set) var shownList: LayoutList<SectionID, ItemID>
        private weak var tableView: UITableView?

        /// Shows `controller`'s list in `tableView`: registers `cellClass` for the rows and
        /// `headerFooterViewClass` for headers and footers, becomes the data source and delegate,
        /// and sets the controller's ``LayoutListController/onUpdate``.
        public init(
            controller: LayoutListController<SectionID, ItemID>, tableView: UITableView,
            cellClass: UITableViewCell.Type = UITableViewCell.self,
            headerFooterViewClass: UITableViewHeaderFooterView.Type = UITableViewHeaderFooterView.self
        ) {
            self.controller = controller
            self.shownList = controller.list
            self.tableView = tableView
            super.init()
            tableView.register(cellClass, forCellReuseIdentifier: cellReuseID)
            tableView.register(headerFooterViewClass, forHeaderFooterViewReuseIdentifier: supplementaryReuseID)
            #if !os(tvOS)
                tableView.separatorStyle = .none  // tvOS tables have no separators
            #endif
            tableView.estimatedRowHeight = 0
            tableView.estimatedSectionHeaderHeight = 0
            tableView.estimatedSectionFooterHeight = 0
            tableView.sectionHeaderTopPadding = 0  // iOS 15, below the package's floor
            tableView.dataSource = self
            tableView.delegate = self
            controller.onUpdate = { [weak self] list, updates in self?.show(list, updates: updates) }
        }

        private func show(_ list: LayoutList<SectionID, ItemID>, updates: BatchUpdates?) {
            guard let tableView else {
                shownList = list
                return
            }
            tableView.show(updates) { self.shownList = list }
        }

        private func headerFooterView(_ tableView: UITableView, holding arrangement: LayoutArrangement?) -> UIView? {
            guard let arrangement,
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: supplementaryReuseID)
            else { return nil }
            arrangement.makeViews(in: view.contentView)
            return view
        }

        /// The shown list's number of sections.
        public func numberOfSections(in tableView: UITableView) -> Int { shownList.numberOfSections }

        /// The shown list's number of items in `section`.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            shownList.numberOfItems(inSection: section)
        }

        /// A cell holding the item's views (recycled from the views the cell held before).
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: cellReuseID, for: indexPath)
            shownList.arrangement(at: ListIndexPath(indexPath)).makeViews(in: cell.contentView)
            return cell
        }

        /// The item's height in the shown list.
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            shownList.size(at: ListIndexPath(indexPath)).height
        }

        /// A view holding the section's header views, or `nil` when it has no header.
        public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            headerFooterView(tableView, holding: shownList.headerArrangement(inSection: section))
        }

        /// The section header's height, or zero when it has none.
        public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            shownList.headerFrame(inSection: section)?.height ?? 0
        }

        /// A view holding the section's footer views, or `nil` when it has no footer.
        public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            headerFooterView(tableView, holding: shownList.footerArrangement(inSection: section))
        }

        /// The section footer's height, or zero when it has none.
        public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            shownList.footerFrame(inSection: section)?.height ?? 0
        }
    }
#endif
