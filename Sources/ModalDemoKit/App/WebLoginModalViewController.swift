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
        card.addSubview(titleLabel)
        card.addSubview(form)
        card.addSubview(footer)
        card.addSubview(closeButton)
        footer.addSubview(footerButtons)
        layOutCard(card)
        view = card
    }

    // MARK: Layout (Auto Layout and stack views; the seed's CSS box model in points)

    /// The form: labels, fields, Login and the "Remember me" row, one above the other.
    let form = UIStackView()
    let rememberRow = UIStackView()
    /// Cancel and "Forgot password?": side by side, or stacked below 300 points of window width.
    let footerButtons = UIStackView()
    private var forgotHeight: NSLayoutConstraint!

    private func layOutCard(_ card: UIView) {
        for view in [usernameLabel, usernameField, passwordLabel, passwordField, loginButton, rememberRow] as [UIView] {
            form.addArrangedSubview(view)
        }
        form.axis = .vertical
        form.setCustomSpacing(4, after: usernameLabel)
        form.setCustomSpacing(12, after: usernameField)
        form.setCustomSpacing(4, after: passwordLabel)
        form.setCustomSpacing(12, after: passwordField)
        form.setCustomSpacing(12, after: loginButton)
        rememberRow.addArrangedSubview(rememberSwitch)
        rememberRow.addArrangedSubview(rememberLabel)
        rememberRow.spacing = 10
        footerButtons.addArrangedSubview(cancelButton)
        footerButtons.addArrangedSubview(forgotButton)
        for view in [titleLabel, form, footer, closeButton, footerButtons] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        forgotHeight = forgotButton.heightAnchor.constraint(equalToConstant: 40)
        // The card's height follows its content (weakly, so a card given another height by its
        // presentation does not conflict).
        let footerBottom = footer.bottomAnchor.constraint(equalTo: card.bottomAnchor)
        footerBottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -56),
            titleLabel.heightAnchor.constraint(equalToConstant: 32),
            closeButton.topAnchor.constraint(equalTo: card.topAnchor),
            closeButton.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -15),
            closeButton.widthAnchor.constraint(equalToConstant: 40),
            closeButton.heightAnchor.constraint(equalToConstant: 48),
            form.topAnchor.constraint(equalTo: card.topAnchor, constant: 60),
            form.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            usernameLabel.heightAnchor.constraint(equalToConstant: 20),
            usernameField.heightAnchor.constraint(equalToConstant: 40),
            passwordLabel.heightAnchor.constraint(equalToConstant: 20),
            passwordField.heightAnchor.constraint(equalToConstant: 40),
            loginButton.heightAnchor.constraint(equalToConstant: 44),
            footer.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 16),
            footer.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            footerBottom,
            footerButtons.topAnchor.constraint(equalTo: footer.topAnchor, constant: 16),
            footerButtons.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
            footerButtons.trailingAnchor.constraint(equalTo: footer.trailingAnchor, constant: -16),
            footerButtons.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -16),
            cancelButton.heightAnchor.constraint(equalToConstant: 40),
            forgotHeight,
        ])
        arrangeFooter(forWindowWidth: UIScreen.main.bounds.width)
    }

    /// Below 300 points of window width, Cancel goes full width with "Forgot password?" below it.
    func arrangeFooter(forWindowWidth windowWidth: CGFloat) {
        let stacked = windowWidth < 300
        footerButtons.axis = stacked ? .vertical : .horizontal
        footerButtons.distribution = stacked ? .fill : .fillEqually
        footerButtons.spacing = stacked ? 12 : 0
        forgotHeight.constant = stacked ? 36 : 40
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        arrangeFooter(forWindowWidth: view.window?.bounds.width ?? UIScreen.main.bounds.width)
    }

    /// 80 % of the window wide, as tall as the content at that width.
    override var preferredContentSize: CGSize {
        get {
            let windowWidth = UIScreen.main.bounds.width
            let width = (windowWidth * 0.8).rounded()
            arrangeFooter(forWindowWidth: windowWidth)
            let size = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: width, height: size.height)
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
