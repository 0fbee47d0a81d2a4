import Foundation

/// A controller's editing mode and its Edit/Done button.
struct ControllerEditingState {
    var isEditing = false
    var button: UIBarButtonItem?

    /// The button reads "Edit" (plain) or "Done" (bold) as the mode changes.
    func updateButton() {
        guard let button else { return }
        button.title = isEditing ? "Done" : "Edit"
        button.style = isEditing ? .done : .plain
        button.accessibilityIdentifier = isEditing ? "done" : "edit"
    }
}

extension UIViewController {
    /// A bar button that toggles editing, as in UIKit: "Edit", then a bold "Done"
    /// while editing; each click calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let existing = editingState.button { return existing }
        let item = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        editingState.button = item
        editingState.updateButton()
        return item
    }
}
