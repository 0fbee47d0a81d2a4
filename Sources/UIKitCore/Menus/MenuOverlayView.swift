import Foundation

/// An open menu: a clear view over the whole window holding the menu's card
/// (`MenuCardView`) beside its source. Nothing behind it is dimmed; a click
/// outside the card closes the menu (and goes no further, as on iOS), as does
/// Escape. While it is open it has the keyboard: ↑/↓ (and Tab) move a
/// highlight over the rows that can be chosen, Return or Space choose the
/// highlighted row, → opens a highlighted submenu, ← (or Escape) goes back
/// from one. The pointer highlights the row under it.
///
/// The card grows in from 90 % with a fade (0.25 s) and fades out (0.2 s).
/// Choosing an action reports `.menuAction`, updates a `.singleSelection`
/// group's states, closes the menu and runs the handler once the menu is gone,
/// as UIKit does (`.keepsMenuPresented` actions run at once and the menu stays).
/// The window hears `.menuPresented` when the card has appeared and
/// `.menuDismissed` when it has gone.
final class MenuOverlayView: UIView {
    static let margin: CGFloat = 8
    static let gap: CGFloat = 8
    static let openDuration: TimeInterval = 0.25
    static let closeDuration: TimeInterval = 0.2
    static let initialScale: CGFloat = 0.9

    let menu: UIMenu
    /// The rectangle the menu opens beside, in window points.
    let sourceRect: CGRect
    /// What the handlers see as `UIAction.sender` (the button or bar button item).
    let sender: Any?
    let card = MenuCardView()
    /// The menu levels open: the root, then submenus.
    private(set) var path: [UIMenu]
    private var sections = MenuSections()
    private var requested: Set<ObjectIdentifier> = []
    private var isBuilding = false
    private(set) var isClosing = false
    private weak var previousResponder: UIResponder?
    /// Runs after an action's state changes and before its handler (a button showing its selection).
    var onAction: ((UIAction) -> Void)?
    /// Runs when the menu has gone.
    var onDismiss: (() -> Void)?
    /// A press outside the card (window points): true when it handled the press (a
    /// context menu's preview), which then does not close the menu by itself.
    var onPressOutsideCard: ((CGPoint) -> Bool)?

    init(menu: UIMenu, sourceRect: CGRect, sender: Any?, selectsSingleAtRoot: Bool) {
        self.menu = menu
        self.sourceRect = sourceRect
        self.sender = sender
        path = [menu]
        super.init(frame: .zero)
        isOpaque = false
        accessibilityIdentifier = "menu-overlay"
        sections.selectsSingleAtRoot = selectsSingleAtRoot
        card.onChoose = { [weak self] row in self?.choose(row) }
        addSubview(card)
        rebuild()
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    // MARK: Opening and closing

    /// Shows the menu in `window`, over everything, and takes the keyboard.
    func open(in window: UIWindow) {
        frame = window.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        layoutIfNeeded()
        previousResponder = window.firstResponder
        becomeFirstResponder()
        card.alpha = 0
        card.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
        UIView.animate(withDuration: Self.openDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { [card] in
                           card.alpha = 1
                           card.transform = .identity
                       }, completion: { [weak self] _ in
                           guard let self, !self.isClosing, let window = self.window else { return }
                           window.reportPresentationEvent(.menuPresented(self.menu, self.card))
                       })
    }

    /// Closes the menu (fading it out when `animated`), then runs `completion`.
    func close(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard !isClosing else { return }
        isClosing = true
        isUserInteractionEnabled = false
        if isFirstResponder { resignFirstResponder() }
        if let previous = previousResponder, previous.responderWindow != nil { previous.becomeFirstResponder() }
        let finish = { [weak self] in
            guard let self else { return }
            let window = self.window
            self.removeFromSuperview()
            window?.reportPresentationEvent(.menuDismissed(self.menu))
            self.onDismiss?()
            completion?()
        }
        guard animated, window != nil else { return finish() }
        UIView.animate(withDuration: Self.closeDuration, delay: 0, options: [.curveEaseOut],
                       animations: { [card] in card.alpha = 0 }, completion: { _ in finish() })
    }

    // MARK: Content

    /// Shows the current level again (after a deferred element delivered, or on a level change).
    private func rebuild() {
        guard let level = path.last else { return }
        isBuilding = true
        for deferred in MenuSections.deferredElements(in: level) where !requested.contains(ObjectIdentifier(deferred)) {
            requested.insert(ObjectIdentifier(deferred))
            deferred.load { [weak self] elements in
                guard let self, !self.isClosing else { return }
                self.sections.loaded[ObjectIdentifier(deferred)] = elements
                if !self.isBuilding { self.rebuild() }
            }
        }
        isBuilding = false
        card.tiledActions = MenuSections.tiledActions(in: level)
        card.show(sections.sections(of: level, isRoot: path.count == 1))
        for row in card.rows {
            row.action?.onMenuChange = { [weak self, weak row] in
                row?.refresh()
                self?.setNeedsLayout()
            }
        }
        setNeedsLayout()
    }

    /// The titles of the rows shown now, in order (headers left out).
    var shownTitles: [String] {
        card.rows.compactMap { row in if case .header = row.item { return nil } else { return row.item.title } }
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = cardFrame()
        // The transform animates around the centre; set the untransformed frame.
        let transform = card.transform
        card.transform = .identity
        card.frame = frame
        card.transform = transform
    }

    /// Below the source when the card fits there, else above it, else on the side
    /// with more room (scrolling); its leading edge at the source's, or its trailing
    /// edge at the source's when the source is in the window's right half; inside
    /// the safe area less 8-point margins.
    func cardFrame() -> CGRect {
        let area = bounds.inset(by: safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        guard area.width > 0, area.height > 0 else { return .zero }
        let width = card.preferredWidth(limit: area.width)
        let height = card.contentHeight
        let below = area.maxY - (sourceRect.maxY + Self.gap)
        let above = sourceRect.minY - Self.gap - area.minY
        var y: CGFloat, shown: CGFloat
        if height <= below {
            (y, shown) = (sourceRect.maxY + Self.gap, height)
        } else if height <= above {
            (y, shown) = (sourceRect.minY - Self.gap - height, height)
        } else if max(below, above) >= min(height, MenuRowView.height * 3) {
            (y, shown) = below >= above ? (sourceRect.maxY + Self.gap, below) : (area.minY, above)
        } else {
            shown = min(height, area.height)
            y = area.maxY - shown
        }
        var x = sourceRect.midX > bounds.midX ? sourceRect.maxX - width : sourceRect.minX
        x = min(max(x, area.minX), area.maxX - width)
        return CGRect(x: x.rounded(), y: y.rounded(), width: width, height: shown.rounded())
    }

    // MARK: Choosing

    func choose(_ row: MenuRowView) {
        guard !isClosing, row.isEnabled else { return }
        switch row.item {
        case .back: goBack()
        case .submenu(let submenu):
            path.append(submenu)
            rebuild()
            card.moveHighlight(by: 1)
        case .action(let action, let group):
            choose(action, group: group)
        case .header, .loading: break
        }
    }

    private func choose(_ action: UIAction, group: UIMenu?) {
        guard !action.attributes.contains(.disabled) else { return }
        if let group {
            let siblings = group === menu && sections.selectsSingleAtRoot ? menu.inlineActions : group.inlineActions
            for sibling in siblings where sibling !== action && sibling.state != .off { sibling.state = .off }
            action.state = .on
        }
        window?.reportPresentationEvent(.menuAction(action.title))
        onAction?(action)
        let sender = self.sender
        if action.attributes.contains(.keepsMenuPresented) {
            action.perform(sender: sender)
            return
        }
        close { action.perform(sender: sender) }
    }

    private func goBack() {
        guard path.count > 1 else { return }
        path.removeLast()
        rebuild()
    }

    // MARK: Events

    /// A press outside the card closes the menu (the press goes no further).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let handler = onPressOutsideCard, let point = touches.first?.locationInWindow, handler(point) { return }
        close()
    }

    override var canBecomeFirstResponder: Bool { window != nil && !isClosing }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        switch key.keyCode {
        case .keyboardEscape: if path.count > 1 { goBack() } else { close() }
        case .keyboardLeftArrow: goBack()
        case .keyboardDownArrow: card.moveHighlight(by: 1)
        case .keyboardUpArrow: card.moveHighlight(by: -1)
        case .keyboardTab: card.moveHighlight(by: key.modifierFlags.contains(.shift) ? -1 : 1)
        case .keyboardRightArrow:
            if let row = card.highlightedRow, case .submenu = row.item { choose(row) }
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let row = card.highlightedRow { choose(row) }
        default: break
        }
    }

    /// Typing goes nowhere while a menu is open.
    override func insertTypedText(_ text: String) -> Bool { true }

    /// What is behind an open menu is out of a screen reader's reach, as on iOS.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.viewIsModal = true
        return defaults
    }

    /// A screen reader's escape closes the menu, as Escape does.
    override func accessibilityPerformEscape() -> Bool {
        close()
        return true
    }
}
