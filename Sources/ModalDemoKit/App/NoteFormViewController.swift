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
        super.init()
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
        view = root
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.cancelTapped()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            self?.saveTapped()
        })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // In a navigation controller this view already starts below the bar (`contentFrame`), so
        // only the part of the bar that overlaps the view pushes the fields down (usually none).
        var top: CGFloat = 0
        if let bar = navigationController?.navigationBar, !bar.isHidden, bar.window != nil, view.window != nil {
            top = max(0, bar.convert(bar.bounds, to: view).maxY)
        }
        layoutFields(in: view.bounds, top: top)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !bodyView.isFirstResponder { titleField.becomeFirstResponder() }
    }

    /// Lays the fields out below the navigation bar.
    func layoutFields(in bounds: CGRect, top: CGFloat) {
        titleField.frame = CGRect(x: 16, y: top + 20, width: bounds.width - 32, height: 44)
        bodyView.frame = CGRect(x: 16, y: top + 80, width: bounds.width - 32, height: max(120, min(320, bounds.height - top - 120)))
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
