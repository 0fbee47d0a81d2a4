import SwiftUI

/// The form: Cancel and Save in the toolbar, locked once edited. A swipe down on
/// an edited form is refused and asks "Discard changes?", as the first article's
/// UIKit form does with `isModalInPresentation` and its presentation delegate.
struct NoteForm: View {
    let original: Note
    let onSave: (Note) -> Void

    @State private var draft: Note
    @State private var confirmsCancel = false
    @Environment(\.dismiss) private var dismiss

    init(note: Note, onSave: @escaping (Note) -> Void) {
        original = note
        self.onSave = onSave
        _draft = State(initialValue: note)
    }

    private var isEdited: Bool { draft != original }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $draft.title)
                        .accessibilityIdentifier("note-title")
                    Toggle("Remind me tomorrow", isOn: $draft.remindTomorrow)
                } footer: {
                    Text("Once you type, swiping the sheet down asks before throwing your note away.")
                }
                Section("Details") {
                    TextField("Details", text: $draft.details)
                }
            }
            .navigationTitle(original.title.isEmpty ? "New Note" : "Edit Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if isEdited { confirmsCancel = true } else { dismiss() }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(!isEdited)
                }
            }
            .confirmationDialog("Discard changes?", isPresented: $confirmsCancel, titleVisibility: .visible) {
                Button("Discard Changes", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            }
        }
        .interactiveDismissDisabled(isEdited)
        .dismissalConfirmationDialog("Discard changes?", shouldPresent: isEdited) {
            Button("Discard Changes", role: .destructive) {}
            Button("Keep Editing", role: .cancel) {}
        } message: {
            Text("Your note has not been saved.")
        }
    }
}
