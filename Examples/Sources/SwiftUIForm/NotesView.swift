import SwiftUI

/// The list of notes: a tap edits one (`sheet(item:)`), "New Note" adds one
/// (`sheet(isPresented:onDismiss:)`), and the trip row opens a sheet with detents.
struct NotesView: View {
    @State private var notes = Note.samples
    @State private var isAddingNote = false
    @State private var editedNote: Note?
    @State private var showsTrip = false
    @State private var formsClosed = 0

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(notes) { note in
                        Button {
                            editedNote = note
                        } label: {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(note.title)
                                if note.remindTomorrow {
                                    Text("Remind me tomorrow")
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                } header: {
                    Text("Notes")
                }

                Section {
                    Button("Trip details (sheet)") { showsTrip = true }
                    Text("Forms closed: \(formsClosed)")
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier("forms-closed")
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Note") { isAddingNote = true }
                        .accessibilityIdentifier("new-note")
                }
            }
        }
        .sheet(isPresented: $isAddingNote, onDismiss: { formsClosed += 1 }) {
            NoteForm(note: Note(id: notes.count + 1, title: "")) { notes.append($0) }
        }
        .sheet(item: $editedNote, onDismiss: { formsClosed += 1 }) { note in
            NoteForm(note: note) { saved in
                if let index = notes.firstIndex(where: { $0.id == saved.id }) { notes[index] = saved }
            }
        }
        .sheet(isPresented: $showsTrip) {
            TripDetails()
        }
    }
}
