import Foundation

/// An alert or action sheet, as in UIKit: a controller presented with
/// `present(_:animated:completion:)` that shows a title, a message and actions.
///
/// `.actionSheet` slides up from the bottom over a 40 % black dimming, its
/// actions in a rounded card with the title and message at the top and the
/// cancel action apart in its own card below. `.alert` is a 270-point card
/// in the centre that fades in from 1.2x scale. Destructive titles are red,
/// default ones blue, the cancel action bold.
///
/// Choosing: a click on an action; for action sheets, a click outside counts as
/// the cancel action (ignored when there is none, as in UIKit); Escape chooses
/// the cancel action; ↑/↓ (and Tab) move a highlight over the enabled actions,
/// the pointer highlights the action under it, and Return or Space choose the
/// highlighted action (else the `preferredAction`). The alert is dismissed
/// first; the action's handler runs after the dismissal has finished, as in
/// UIKit. The window's `onPresentationEvent` hears `.alertPresented` and
/// `.alertAction`. Each action's button has the action's
/// `accessibilityIdentifier` (default: its title).
///
/// Differences: UIKit raises an exception when a second `.cancel` action is
/// added; Swift cannot catch that, so `addAction` prints UIKit's message to
/// stderr and ignores the action, and `addActionChecked(_:)` throws instead.
/// `addTextField(configurationHandler:)` on an action sheet prints UIKit's message
/// and adds nothing (UIKit raises). No popover for action sheets in wide windows.
open class UIAlertController: UIViewController {
    public enum Style: Int, CustomStringConvertible {
        case actionSheet, alert
        public var description: String { self == .alert ? "alert" : "actionSheet" }
    }

    /// Why `addActionChecked(_:)` refused an action.
    public enum AlertError: Error, CustomStringConvertible, Equatable {
        case moreThanOneCancelAction
        public var description: String { UIAlertController.oneCancelMessage }
    }

    static let oneCancelMessage = "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"

    open var message: String? { didSet { contentView?.reload() } }
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses when nothing is highlighted; shown bold, as in UIKit.
    open var preferredAction: UIAlertAction? { didSet { contentView?.reload() } }
    /// The action chosen, once the user chose one (our extension).
    public private(set) var chosenAction: UIAlertAction?

    /// The text fields added with `addTextField(configurationHandler:)`, in order.
    private(set) var addedTextFields: [UITextField] = []
    private let alertTransitioning = AlertTransitioning()
    var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// An alert without title or message (there are no archives on Linux).
    public required convenience init?(coder: NSCoder) {
        self.init(title: nil, message: nil, preferredStyle: .alert)
    }

    // MARK: Actions

    /// Adds an action, as in UIKit. A second `.cancel` action is refused: UIKit's
    /// message goes to stderr and the action is ignored (UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        do {
            try addActionChecked(action)
        } catch {
            FileHandle.standardError.write(Data("\(Self.oneCancelMessage)\n".utf8))
        }
    }

    /// `addAction` that throws `AlertError.moreThanOneCancelAction` instead of printing (our extension).
    open func addActionChecked(_ action: UIAlertAction) throws {
        if action.style == .cancel && actions.contains(where: { $0.style == .cancel }) {
            throw AlertError.moreThanOneCancelAction
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.contentView?.reload() }
        contentView?.reload()
    }

    // MARK: Text fields

    static let textFieldsOnlyInAlertsMessage = "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"

    /// The alert's text fields, in the order they were added; nil when it has none, as in UIKit.
    open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }

    /// Adds a text field to an `.alert`, shown under the message in a rounded box (13-point
    /// text, fields stacked 30 points apart), and runs `configurationHandler` on it at once,
    /// as UIKit does (set its placeholder, `isSecureTextEntry`, text, delegate there). The
    /// first field takes the keyboard when the alert appears; Return in a field chooses
    /// the preferred action (else the only action that is not `.cancel`), Escape the
    /// cancel action. An action sheet refuses text fields: UIKit's message goes to
    /// stderr (UIKit raises).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            FileHandle.standardError.write(Data("\(Self.textFieldsOnlyInAlertsMessage)\n".utf8))
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.accessibilityIdentifier = "alert-text-field-\(addedTextFields.count)"
        field.addAction(UIAction { [weak self] _ in self?.textFieldReturned() }, for: .primaryActionTriggered)
        addedTextFields.append(field)
        configurationHandler?(field)
        contentView?.reload()
    }

    /// Return in a text field: the preferred action, else the only non-cancel action.
    private func textFieldReturned() {
        let candidates = actions.filter { $0.style != .cancel && $0.isEnabled }
        if let action = preferredAction ?? (candidates.count == 1 ? candidates[0] : nil) { choose(action) }
    }

    /// When the alert appears: the first text field takes the keyboard, else the alert.
    func takeInitialFocus() {
        if let field = addedTextFields.first, field.becomeFirstResponder() { return }
        becomeFirstResponder()
    }

    /// When the alert goes: whichever of its responders has the keyboard gives it up.
    func giveUpFocus() {
        addedTextFields.first(where: \.isFirstResponder)?.resignFirstResponder()
        if isFirstResponder { resignFirstResponder() }
    }

    /// The cancel action, if any.
    public var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// The actions in the order they are shown: the cancel action last.
    public var displayedActions: [UIAlertAction] {
        actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    // MARK: Choosing

    /// Dismisses the alert, then runs `action`'s handler (UIKit's order).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, presentingViewController != nil else { return }
        chosenAction = action
        presentationControllerStorage?.report(.alertAction(action.title ?? ""))
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    /// A click outside an action sheet, or Escape: the cancel action if there is one.
    func chooseCancel() {
        guard let cancel = cancelAction else { return }
        choose(cancel)
    }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { viewIfLoaded?.window != nil }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let content = contentView else { return super.pressesBegan(presses, with: event) }
        let shift = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardEscape: chooseCancel()
        case .keyboardDownArrow: content.moveHighlight(by: 1)
        case .keyboardUpArrow: content.moveHighlight(by: -1)
        case .keyboardTab: content.moveHighlight(by: shift ? -1 : 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let action = content.highlightedAction ?? preferredAction { choose(action) }
        default: super.pressesBegan(presses, with: event)
        }
    }

    open override func insertTypedText(_ text: String) -> Bool { true }
}
