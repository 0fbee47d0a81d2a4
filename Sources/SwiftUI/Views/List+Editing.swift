import Foundation

/// A List's rows as the table edits them: `onDelete` rows delete by swipe or by
/// the edit mode's minus, `onMove` rows move by their handle (within their
/// `ForEach`), `swipeActions` replace the Delete, and only `Button` and
/// `NavigationLink` rows highlight and select.
extension ListElement {
    /// The row's traits (swipe actions, `deleteDisabled`, background...), read from its view value.
    func rowTraits(at indexPath: IndexPath) -> ListRowTraits {
        guard let (_, make) = sections[safe: indexPath.section]?.row(indexPath.row) else { return ListRowTraits() }
        return ListRowTraits.of(make())
    }

    /// The ForEach editing actions and the row's offset in its ForEach.
    private func editing(at indexPath: IndexPath) -> (editing: ListRowEditing, offset: Int, segment: Int)? {
        guard let section = sections[safe: indexPath.section], let (segment, offset) = section.locate(indexPath.row) else { return nil }
        return (section.segments[segment].editing, offset, segment)
    }

    /// Background colour, separator and insets from the row's modifiers.
    func applyTraits(to cell: HostingCell, at indexPath: IndexPath) {
        let traits = rowTraits(at: indexPath)
        if let color = traits.background as? Color, let resolved = color.resolvedColor(in: node?.environment ?? EnvironmentValues()) {
            cell.backgroundColor = resolved
            cell.showsRowBackground = true
        } else if cell.showsRowBackground {
            cell.backgroundColor = table.style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            cell.showsRowBackground = false
        }
        cell.hidesSeparator = traits.separatorHidden
        cell.rowInsets = traits.insets ?? HostingCell.defaultInsets
        cell.selectionStyle = cell.rowButton == nil && !rowSelects(at: indexPath) ? .none : .default
    }

    // MARK: Deleting and moving

    private func canDelete(_ indexPath: IndexPath) -> Bool {
        editing(at: indexPath)?.editing.delete != nil && !rowTraits(at: indexPath).deleteDisabled
    }

    private func canMove(_ indexPath: IndexPath) -> Bool {
        editing(at: indexPath)?.editing.move != nil && !rowTraits(at: indexPath).moveDisabled
    }

    nonisolated func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        MainActor.assumeIsolated { canDelete(indexPath) || canMove(indexPath) }
    }

    nonisolated func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        MainActor.assumeIsolated { canDelete(indexPath) ? .delete : .none }
    }

    /// Only rows that can be deleted get the minus and move right in edit mode.
    nonisolated func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        MainActor.assumeIsolated {
            guard editingStyle == .delete, canDelete(indexPath), let (editing, offset, _) = editing(at: indexPath) else { return }
            animatesNextRowChange = true
            editing.delete?(IndexSet(integer: offset))
        }
    }

    nonisolated func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        MainActor.assumeIsolated { canMove(indexPath) }
    }

    /// UIKit's destination is the row's final index; SwiftUI's `onMove` offset is
    /// "before this element" in the original order, one more when moving down.
    nonisolated func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        MainActor.assumeIsolated {
            guard sourceIndexPath != destinationIndexPath, let (editing, from, segment) = editing(at: sourceIndexPath),
                  let (_, to, targetSegment) = self.editing(at: destinationIndexPath), segment == targetSegment else { return }
            rowsMovedByUser = true
            editing.move?(IndexSet(integer: from), to > from ? to + 1 : to)
        }
    }

    /// A row moves only within its own ForEach: a drop outside it lands at its nearest end.
    nonisolated func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                               toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        MainActor.assumeIsolated {
            guard let section = sections[safe: sourceIndexPath.section], let (segment, offset) = section.locate(sourceIndexPath.row)
            else { return sourceIndexPath }
            let first = sourceIndexPath.row - offset, last = first + section.segments[segment].count - 1
            guard proposedDestinationIndexPath.section == sourceIndexPath.section else {
                return IndexPath(row: proposedDestinationIndexPath.section < sourceIndexPath.section ? first : last,
                                 section: sourceIndexPath.section)
            }
            return IndexPath(row: min(max(proposedDestinationIndexPath.row, first), last), section: sourceIndexPath.section)
        }
    }

    // MARK: Swipe actions

    nonisolated func tableView(_ tableView: UITableView,
                               trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        MainActor.assumeIsolated { rowTraits(at: indexPath).trailingSwipe.map(configuration) }
    }

    nonisolated func tableView(_ tableView: UITableView,
                               leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        MainActor.assumeIsolated { rowTraits(at: indexPath).leadingSwipe.map(configuration) }
    }

    /// The swipe buttons: each `Button`'s title and role; `.tint` colours it.
    private func configuration(_ spec: SwipeActionsSpec) -> UISwipeActionsConfiguration {
        let environment = node?.environment ?? EnvironmentValues()
        let actions = DialogContentReader.content(of: spec.content).actions.map { dialogAction -> UIContextualAction in
            let run = dialogAction.run
            let action = UIContextualAction(style: dialogAction.role == .destructive ? .destructive : .normal,
                                            title: dialogAction.title) { _, _, completion in
                run()
                completion(true)
            }
            if let tint = dialogAction.tint?.resolvedColor(in: environment) { action.backgroundColor = tint }
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = spec.allowsFullSwipe
        return configuration
    }

    // MARK: Selection

    /// Only a row that is a button (a `Button` or a `NavigationLink`) highlights.
    nonisolated func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        MainActor.assumeIsolated { (tableView.cellForRow(at: indexPath) as? HostingCell)?.rowButton != nil || rowSelects(at: indexPath) }
    }

    nonisolated func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        MainActor.assumeIsolated {
            (tableView.cellForRow(at: indexPath) as? HostingCell)?.rowButton != nil || rowSelects(at: indexPath) ? indexPath : nil
        }
    }

    /// Runs the row's button. A `Button` row deselects at once; a `NavigationLink`
    /// row stays selected while its destination is shown (see `ListTableView`).
    nonisolated func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        MainActor.assumeIsolated {
            // In a selecting List a row with a value selects (a value link selects rather than pushes).
            if rowSelects(at: indexPath) { return selectRow(at: indexPath) }
            guard let button = (tableView.cellForRow(at: indexPath) as? HostingCell)?.rowButton else { return }
            let pushes = rowTraits(at: indexPath).pushesNavigation
            button.action?()
            if !pushes { tableView.deselectRow(at: indexPath, animated: true) }
        }
    }
}
