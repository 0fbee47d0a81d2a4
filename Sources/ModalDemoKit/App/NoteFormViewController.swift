import UIKit

/// The edit sheet of a note: a title field and a body, Cancel and Save in the bar.
final class NoteFormViewController: DismissableFormViewController, UITextFieldDelegate, UITextViewDelegate {
    let original: Note
    let titleField = UITextField()
    let bodyView = UITextView()
    /// Saves the edited note; throws with a message on failure.
    var onSave: ((Note) throws -> Void)?
    var onDiscard: (() -> Void)?

    init(note: Note) {
        original = note
        super.init(nibName: nil, bundle: nil)
        title = "Edit Note"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var editedNote: Note { Note(id: original.id, title: titleField.text ?? "", body: bodyView.text ?? "") }
    var hasChanges: Bool { editedNote != original }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        titleField.text = original.title
        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        titleField.font = .systemFont(ofSize: 17)
        titleField.clearButtonMode = .whileEditing
        titleField.accessibilityIdentifier = "title"
        titleField.delegate = self
        titleField.addAction(UIAction { [weak self] _ in self?.fieldsChanged() }, for: .editingChanged)
        bodyView.text = original.body
        bodyView.font = .systemFont(ofSize: 17)
        bodyView.accessibilityIdentifier = "body"
        bodyView.accessibilityLabel = "Note"
        bodyView.backgroundColor = .secondarySystemGroupedBackground
        bodyView.layer.cornerRadius = 8
        bodyView.delegate = self
        root.addSubview(titleField)
        root.addSubview(bodyView)
        layOutFields(in: root)
        view = root
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.cancelTapped()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            self?.saveTapped()
        })
    }


    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !bodyView.isFirstResponder { titleField.becomeFirstResponder() }
    }

    /// The fields with Auto Layout: the title 20 points into the safe area (which
    /// starts below the navigation bar), the body 16 below it, both 16 in from the
    /// sides; the body reaches to 40 above the bottom, between 120 and 320 tall.
    private func layOutFields(in root: UIView) {
        titleField.translatesAutoresizingMaskIntoConstraints = false
        bodyView.translatesAutoresizingMaskIntoConstraints = false
        let safeArea = root.safeAreaLayoutGuide
        let bodyBottom = bodyView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40)
        bodyBottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            titleField.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            titleField.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            titleField.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            titleField.heightAnchor.constraint(equalToConstant: 44),
            bodyView.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 16),
            bodyView.leadingAnchor.constraint(equalTo: titleField.leadingAnchor),
            bodyView.trailingAnchor.constraint(equalTo: titleField.trailingAnchor),
            bodyView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            bodyView.heightAnchor.constraint(lessThanOrEqualToConstant: 320),
            bodyBottom,
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bodyView.becomeFirstResponder()
        return false
    }

    func textViewDidChange(_ textView: UITextView) { fieldsChanged() }

    /// The first edit locks the sheet; undoing every edit unlocks it.
    private func fieldsChanged() {
        if hasChanges { formWasEdited() } else { formWasReverted() }
    }

    override func discardChanges() { onDiscard?() }

    private func saveTapped() {
        do {
            try onSave?(editedNote)
            isModalInPresentation = false
            dismiss(animated: true, completion: nil)
        } catch {
            let alert = UIAlertController(title: "Could not save", message: "\(error)", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .cancel))
            present(alert, animated: true, completion: nil)
        }
    }
}
