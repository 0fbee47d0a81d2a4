import Foundation

/// A row's swipe actions being dragged, open, or animating.
final class RowSwipe {
    enum Edge { case leading, trailing }
    let indexPath: IndexPath
    let edge: Edge
    let configuration: UISwipeActionsConfiguration
    let buttons: SwipeActionsView
    /// The cell's horizontal displacement: negative when the trailing actions show.
    var offset: CGFloat = 0
    var dragStartOffset: CGFloat = 0
    var animation: CADisplayLink?
    /// The action pressed (on pointer down) in the open buttons.
    var pressedAction: Int?

    init(indexPath: IndexPath, edge: Edge, configuration: UISwipeActionsConfiguration) {
        self.indexPath = indexPath
        self.edge = edge
        self.configuration = configuration
        buttons = SwipeActionsView(actions: configuration.actions, edge: edge)
    }

    /// The width of the buttons at rest, open.
    var openWidth: CGFloat { buttons.naturalWidth }
}

/// Swipe actions, as in UIKit: dragging a row sideways reveals the delegate's
/// actions (a left drag the trailing ones, by default a red Delete when the data
/// source commits edits); releasing past half their width leaves them open, a
/// full swipe (past 60 % of the row) performs the first one, a click on a button
/// performs it, a click anywhere else closes them. Delegate order:
/// `willBeginEditingRowAt`, the action's handler (the default Delete calls
/// `commit(.delete, forRowAt:)`), `didEndEditingRowAt`.
extension UITableView {
    /// Fraction of the row's width past which a release performs the first action.
    static let fullSwipeFraction: CGFloat = 0.6
    /// Seconds the row takes to settle open or closed (our choice; UIKit springs ≈ 0.3 s).
    static let swipeSettleDuration: TimeInterval = 0.25

    func setUpSwipeRecognizer() {
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in self?.swipeRecognizerChanged(recognizer) }
        recognizer.name = "UITableView.rowSwipe"
        addGestureRecognizer(recognizer)
    }

    var swipeRecognizer: UIPanGestureRecognizer? {
        gestureRecognizers?.first { $0.name == "UITableView.rowSwipe" } as? UIPanGestureRecognizer
    }

    /// The row's displacement by an open swipe (0 for every other row).
    func swipeOffset(ofRow row: Int) -> CGFloat {
        guard let swipe, rowLayout.globalIndex(of: swipe.indexPath) == row else { return 0 }
        return swipe.offset
    }

    // MARK: Which actions

    /// The delegate's actions for the edge, else (trailing) a Delete for an editable row.
    func swipeConfiguration(for indexPath: IndexPath, edge: RowSwipe.Edge) -> UISwipeActionsConfiguration? {
        let asked = edge == .trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                                      : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if let asked { return asked.actions.isEmpty ? nil : asked }
        guard edge == .trailing, editingStyle(forRowAt: indexPath) == .delete else { return nil }
        return deleteConfiguration(for: indexPath)
    }

    /// The red Delete that commits the row's deletion through the data source.
    func deleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard commitProbeHit else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { return completion(false) }
            self.commitProbeHit = true
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(self.commitProbeHit)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The row's editing style: the delegate's, else delete for rows the data source can edit.
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? defaultEditingStyle(forRowAt: indexPath)
    }

    /// UIKit's default: `.delete` when the data source says the row can be edited.
    func defaultEditingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return .delete
    }

    /// Whether the data source may have its own `commit` (true until its default one is reached).
    var dataSourceImplementsCommit: Bool { commitProbeHit }

    // MARK: The drag

    /// Whether a drag with this start and translation moves a row sideways.
    func swipeWouldBegin(from start: CGPoint, translation: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y), reorder == nil,
              let indexPath = indexPathForRow(at: start) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        if isEditing { return false }
        return swipeConfiguration(for: indexPath, edge: translation.x < 0 ? .trailing : .leading) != nil
    }

    func recognizerStart(_ recognizer: UIPanGestureRecognizer) -> (start: CGPoint, translation: CGPoint) {
        let translation = recognizer.translation(in: self)
        let location = recognizer.location(in: self)
        return (CGPoint(x: location.x - translation.x, y: location.y - translation.y), translation)
    }

    private func swipeRecognizerChanged(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self)
        switch recognizer.state {
        case .began:
            let (start, _) = recognizerStart(recognizer)
            guard let indexPath = indexPathForRow(at: start) else { return }
            if let swipe, swipe.indexPath == indexPath {
                swipe.animation?.invalidate()
                swipe.dragStartOffset = swipe.offset
            } else {
                closeSwipe(animated: false)
                let edge: RowSwipe.Edge = translation.x < 0 ? .trailing : .leading
                guard let configuration = swipeConfiguration(for: indexPath, edge: edge) else { return }
                beginSwipe(indexPath: indexPath, edge: edge, configuration: configuration)
            }
            dragSwipe(by: translation.x)
        case .changed:
            dragSwipe(by: translation.x)
        case .ended:
            releaseSwipe(velocity: recognizer.velocity(in: self).x)
        case .cancelled, .failed:
            if swipe != nil { settleSwipe(to: 0) }
        default:
            break
        }
    }

    func beginSwipe(indexPath: IndexPath, edge: RowSwipe.Edge, configuration: UISwipeActionsConfiguration) {
        let newSwipe = RowSwipe(indexPath: indexPath, edge: edge, configuration: configuration)
        swipe = newSwipe
        insertSubview(newSwipe.buttons, at: 0)
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    /// The row follows the pointer: free up to the row's width when a full swipe is
    /// allowed, else with resistance past the buttons' width.
    private func dragSwipe(by translationX: CGFloat) {
        guard let swipe else { return }
        let sign: CGFloat = swipe.edge == .trailing ? -1 : 1
        var distance = max(0, (swipe.dragStartOffset + translationX) * sign)
        let open = swipe.openWidth
        if !swipe.configuration.performsFirstActionWithFullSwipe && distance > open {
            distance = open + (distance - open) * 0.3
        }
        distance = min(distance, rowColumn.width)
        setSwipeOffset(distance * sign)
    }

    private func releaseSwipe(velocity: CGFloat) {
        guard let swipe else { return }
        let sign: CGFloat = swipe.edge == .trailing ? -1 : 1
        let distance = swipe.offset * sign
        let flingOpen = velocity * sign > 300, flingClosed = velocity * sign < -300
        if isFullSwipe(swipe, distance: distance) {
            settleSwipe(to: rowColumn.width * sign) { [weak self] in self?.performSwipeAction(at: 0) }
        } else if !flingClosed && (flingOpen || distance > swipe.openWidth / 2) {
            settleSwipe(to: swipe.openWidth * sign)
        } else {
            settleSwipe(to: 0)
        }
    }

    func isFullSwipe(_ swipe: RowSwipe, distance: CGFloat) -> Bool {
        swipe.configuration.performsFirstActionWithFullSwipe && distance > rowColumn.width * Self.fullSwipeFraction
    }

    func setSwipeOffset(_ offset: CGFloat) {
        guard let swipe, let row = rowLayout.globalIndex(of: swipe.indexPath) else { return }
        swipe.offset = offset
        let frame = frameOfRow(row)
        let width = abs(offset)
        let x = swipe.edge == .trailing ? frame.maxX - width : frame.minX
        swipe.buttons.expandsFirst = isFullSwipe(swipe, distance: width)
        swipe.buttons.frame = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
        swipe.buttons.setNeedsLayout()
        if let cell = visibleCellsByRow[row] { cell.frame = frame.offsetBy(dx: offset, dy: 0) }
    }

    /// Animates the row to `target` (0 closes the swipe and tells the delegate), then runs `then`.
    func settleSwipe(to target: CGFloat, then: (() -> Void)? = nil) {
        guard let swipe else { return }
        swipe.animation?.invalidate()
        guard let window, swipe.offset != target else {
            setSwipeOffset(target)
            if target == 0 { finishSwipe() }
            then?()
            return
        }
        let start = window.runLoop.now, from = swipe.offset
        let link = CADisplayLink { [weak self, weak swipe] link in
            guard let self, let swipe, self.swipe === swipe else { link.invalidate(); return }
            let progress = min(1, (link.timestamp - start) / Self.swipeSettleDuration)
            let eased = 1 - pow(1 - progress, 3)
            self.setSwipeOffset(from + (target - from) * CGFloat(eased))
            guard progress >= 1 else { return }
            link.invalidate()
            swipe.animation = nil
            if target == 0 { self.finishSwipe() }
            then?()
        }
        swipe.animation = link
        link.add(to: window)
    }

    /// Closes the open actions (if any); the delegate hears `didEndEditingRowAt`.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        if animated {
            settleSwipe(to: 0)
        } else {
            swipe.animation?.invalidate()
            setSwipeOffset(0)
            finishSwipe()
        }
    }

    private func finishSwipe() {
        guard let swipe else { return }
        swipe.animation?.invalidate()
        swipe.buttons.removeFromSuperview()
        self.swipe = nil
        let stillThere = rowLayout.globalIndex(of: swipe.indexPath) != nil && !needsReload
        if let row = rowLayout.globalIndex(of: swipe.indexPath), let cell = visibleCellsByRow[row] {
            cell.frame = frameOfRow(row)
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: stillThere ? swipe.indexPath : nil)
    }

    /// Runs the action's handler; its completion closes the row.
    func performSwipeAction(at index: Int) {
        guard let swipe, swipe.configuration.actions.indices.contains(index) else { return }
        let action = swipe.configuration.actions[index]
        let source = swipe.buttons.buttonViews[safeIndex: index] ?? swipe.buttons
        action.handler(action, source) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.closeSwipe(animated: !self.needsReload && self.window != nil)
        }
    }

    // MARK: Clicks while open (from the table's touch handlers)

    /// A press while actions are open: on a button, remembered until release;
    /// elsewhere it closes them and is not a row press. Returns whether it was used.
    func swipePressBegan(at point: CGPoint) -> Bool {
        guard let swipe else { return false }
        if swipe.buttons.frame.contains(point) {
            swipe.pressedAction = swipe.buttons.actionIndex(at: convert(point, to: swipe.buttons))
        } else {
            closeSwipe(animated: true)
        }
        return true
    }

    func swipePressEnded(at point: CGPoint) {
        guard let swipe, let pressed = swipe.pressedAction else { return }
        swipe.pressedAction = nil
        if swipe.buttons.frame.contains(point), swipe.buttons.actionIndex(at: convert(point, to: swipe.buttons)) == pressed {
            performSwipeAction(at: pressed)
        }
    }
}
