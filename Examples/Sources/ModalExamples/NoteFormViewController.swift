import UIKit

/// A form that cannot be swiped away once edited: a swipe down asks
/// "Discard changes?" instead, as Apple's "Disabling the pull-down gesture for
/// a sheet" sample does.
final class NoteFormViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    let titleField = UITextField()
    private let remindSwitch = UISwitch()

    private var hasChanges: Bool {
        !(titleField.text ?? "").isEmpty || remindSwitch.isOn
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "note-form"

        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in
            if hasChanges { confirmDiscard() } else { dismiss(animated: true) }
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
        })

        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        titleField.accessibilityIdentifier = "note-title"
        titleField.addAction(UIAction { [unowned self] _ in changesDidChange() }, for: .editingChanged)

        let remindLabel = UILabel()
        remindLabel.text = "Remind me tomorrow"
        remindSwitch.addAction(UIAction { [unowned self] _ in changesDidChange() }, for: .valueChanged)
        let remindRow = UIStackView(arrangedSubviews: [remindLabel, remindSwitch])
        remindRow.spacing = 8

        let hint = UILabel()
        hint.text = "Once you type, swiping the sheet down asks before throwing your note away."
        hint.font = .preferredFont(forTextStyle: .footnote)
        hint.textColor = .secondaryLabel
        hint.numberOfLines = 0

        let form = UIStackView(arrangedSubviews: [titleField, remindRow, hint])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)

        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            titleField.heightAnchor.constraint(equalToConstant: 44),
        ])
        changesDidChange()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The sheet belongs to the navigation controller; its delegate hears the swipe.
        navigationController?.presentationController?.delegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    private func changesDidChange() {
        isModalInPresentation = hasChanges
        navigationItem.rightBarButtonItem?.isEnabled = hasChanges
    }

    private func confirmDiscard() {
        let sheet = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [unowned self] _ in
            dismiss(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
        present(sheet, animated: true)
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        confirmDiscard()
    }
}
