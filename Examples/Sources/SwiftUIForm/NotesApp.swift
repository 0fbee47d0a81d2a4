import SwiftUI

/// The first article's form, written in SwiftUI as an iOS 17 app writes it today:
/// the App, its one window, and the notes list in it.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}
