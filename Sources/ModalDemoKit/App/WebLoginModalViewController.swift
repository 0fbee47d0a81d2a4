import UIKit

/// The second seed's web login modal: "×", Username, Password, Login, "Remember me",
/// Cancel and "Forgot password?", shown with `WebModalPresentationController`.
/// Typing into the form locks it like the edit sheet; every way out then asks.
final class WebLoginModalViewController: WebModalViewController, UIAdaptivePresentationControllerDelegate {
    let closeButton = CloseButton(type: .custom)
    let usernameField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .custom)
    let rememberSwitch = UISwitch()
    let rememberLabel = UILabel()
    let cancelButton = UIButton(type: .custom)
    let forgotButton = UIButton(type: .system)
    let titleLabel = UILabel()
    let usernameLabel = UILabel()
    let passwordLabel = UILabel()
    let footer = UIView()
    private weak var confirmation: UIAlertController?

    static func make(options: WebModalOptions = WebModalOptions()) -> WebLoginModalViewController {
        WebLoginModalViewController(options: options)
    }

    override init(options: WebModalOptions) {
        super.init(options: options)
        title = "Login"
    }

    override func loadView() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 312, height: 400))
        card.backgroundColor = WebPalette.card
        card.layer.borderWidth = 1
        card.layer.borderColor = WebPalette.border.resolvedColor(with: traitCollection).cgColor
        // A layer's colour is fixed when set, so it follows the appearance by hand, as on iOS.
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.view.layer.borderColor = WebPalette.border.resolvedColor(with: self.traitCollection).cgColor
        }
        card.accessibilityIdentifier = "web-modal"
        titleLabel.text = "Login"
        titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
        closeButton.setTitle("×", for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 35, weight: .bold)
        closeButton.setTitleColor(WebPalette.text, for: .normal)
        closeButton.accessibilityIdentifier = "close"
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.webModal?.requestHide(reason: .closeButton) }, for: .touchUpInside)
        for (label, text) in [(usernameLabel, "Username"), (passwordLabel, "Password")] {
            label.text = text
            label.font = .systemFont(ofSize: 15, weight: .bold)
        }
        usernameField.placeholder = "Enter Username"
        usernameField.borderStyle = .roundedRect
        usernameField.accessibilityIdentifier = "username"
        usernameField.accessibilityLabel = "Username"
        passwordField.placeholder = "Enter Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.accessibilityIdentifier = "password"
        passwordField.accessibilityLabel = "Password"
        for field in [usernameField, passwordField] {
            field.addAction(UIAction { [weak self] _ in self?.fieldsChanged() }, for: .editingChanged)
        }
        loginButton.setTitle("Login", for: .normal)
        loginButton.setTitleColor(.white, for: .normal)
        loginButton.backgroundColor = UIColor(rgb: 0x04AA6D)
        loginButton.accessibilityIdentifier = "login"
        loginButton.addAction(UIAction { [weak self] _ in self?.loginTapped() }, for: .touchUpInside)
        rememberSwitch.isOn = true
        rememberSwitch.accessibilityIdentifier = "remember"
        rememberSwitch.accessibilityLabel = "Remember me"
        rememberLabel.text = "Remember me"
        rememberLabel.font = .systemFont(ofSize: 15)
        footer.backgroundColor = WebPalette.footer
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.setTitleColor(WebPalette.text, for: .normal)
        cancelButton.backgroundColor = WebPalette.secondaryButton
        cancelButton.accessibilityIdentifier = "cancel"
        cancelButton.addAction(UIAction { [weak self] _ in self?.webModal?.requestHide(reason: .cancelButton) }, for: .touchUpInside)
        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.accessibilityIdentifier = "forgot"
        for view in [titleLabel, usernameLabel, usernameField, passwordLabel, passwordField, loginButton, rememberSwitch, rememberLabel, footer, closeButton] as [UIView] {
            card.addSubview(view)
        }
        footer.addSubview(cancelButton)
        footer.addSubview(forgotButton)
        view = card
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }

    /// Lays out the card for `width` and returns its height (the seed's CSS box model:
    /// 16 pt container padding; below 300 pt of window width, Cancel goes full width).
    @discardableResult
    func layoutCard(width: CGFloat, windowWidth: CGFloat) -> CGFloat {
        let padding: CGFloat = 16
        let inner = max(0, width - 2 * padding)
        titleLabel.frame = CGRect(x: padding, y: 16, width: inner - 40, height: 32)
        closeButton.frame = CGRect(x: width - 25 - 30, y: 0, width: 40, height: 48)
        var y: CGFloat = 60
        usernameLabel.frame = CGRect(x: padding, y: y, width: inner, height: 20); y += 24
        usernameField.frame = CGRect(x: padding, y: y, width: inner, height: 40); y += 52
        passwordLabel.frame = CGRect(x: padding, y: y, width: inner, height: 20); y += 24
        passwordField.frame = CGRect(x: padding, y: y, width: inner, height: 40); y += 52
        loginButton.frame = CGRect(x: padding, y: y, width: inner, height: 44); y += 56
        rememberSwitch.frame = CGRect(x: padding, y: y, width: 51, height: 31)
        rememberLabel.frame = CGRect(x: padding + 61, y: y, width: max(0, inner - 61), height: 31); y += 47
        let stacked = windowWidth < 300
        let footerHeight: CGFloat = stacked ? 120 : 72
        footer.frame = CGRect(x: 0, y: y, width: width, height: footerHeight)
        if stacked {
            cancelButton.frame = CGRect(x: padding, y: 16, width: inner, height: 40)
            forgotButton.frame = CGRect(x: padding, y: 68, width: inner, height: 36)
        } else {
            cancelButton.frame = CGRect(x: padding, y: 16, width: (inner / 2).rounded(.down), height: 40)
            forgotButton.frame = CGRect(x: padding + inner / 2, y: 16, width: inner / 2, height: 40)
        }
        return y + footerHeight
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let windowWidth = view.window?.bounds.width ?? UIScreen.main.bounds.width
        layoutCard(width: view.bounds.width, windowWidth: windowWidth)
    }

    override var preferredContentSize: CGSize {
        get {
            let windowWidth = UIScreen.main.bounds.width
            let width = (windowWidth * 0.8).rounded()
            return CGSize(width: width, height: layoutCard(width: width, windowWidth: windowWidth))
        }
        set {}
    }

    private func fieldsChanged() {
        isModalInPresentation = !(usernameField.text ?? "").isEmpty || !(passwordField.text ?? "").isEmpty
    }

    private func loginTapped() {
        isModalInPresentation = false
        dismiss(animated: true)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        // Only one at a time; a dismissed alert someone still holds does not count.
        guard confirmation?.presentingViewController == nil else { return }
        let alert = UIAlertController(title: "Discard changes?", message: "What you typed will be lost.", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.isModalInPresentation = false
            // Confirmed by the user: finish it as the user's dismissal (DidDismiss).
            if let presentation = self.presentationController {
                presentation.dismissConfirmedByUser()
            } else {
                self.dismiss(animated: true)
            }
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        confirmation = alert
        present(alert, animated: true)
    }
}

/// The seed's `.close` button: black "×", red on hover and when focused, hand cursor.
final class CloseButton: UIButton {
    override var cursor: UIWindow.Cursor? { .pointingHand }
    override var canBecomeFirstResponder: Bool { true }

    override func hoverStateDidChange(isHovered: Bool) {
        super.hoverStateDidChange(isHovered: isHovered)
        updateColor()
    }

    override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        updateColor()
    }

    override func didResignFirstResponder() {
        super.didResignFirstResponder()
        updateColor()
    }

    func updateColor() {
        setTitleColor(isHovered || isFirstResponder ? .red : WebPalette.text, for: .normal)
    }
}

/// The web page's colours: W3Schools' login modal in light, Bootstrap 5.3's dark
/// theme (body #212529, text #DEE2E6, borders #495057) in dark.
enum WebPalette {
    static func adaptive(light: UInt32, dark: UInt32) -> UIColor {
        UIColor { traits in UIColor(rgb: traits.userInterfaceStyle == .dark ? dark : light) }
    }

    static let card = adaptive(light: 0xFEFEFE, dark: 0x212529)
    static let border = adaptive(light: 0x888888, dark: 0x495057)
    static let text = adaptive(light: 0x000000, dark: 0xDEE2E6)
    static let footer = adaptive(light: 0xF1F1F1, dark: 0x2B3035)
    static let secondaryButton = adaptive(light: 0xE0E0E0, dark: 0x495057)
}
