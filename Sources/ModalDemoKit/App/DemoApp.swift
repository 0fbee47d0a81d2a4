import UIKit

/// The demo program's controllers, wired to a window: the notes list in a
/// navigation controller, the edit sheet, the info sheet, the second seed's custom
/// transition and the web-style modal. The same object runs in the X11 window,
/// headlessly for screenshots and recordings, and in tests.
final class DemoApp {
    static let presentationNames = ["sheet", "edit", "custom", "web"]

    let window: UIWindow
    let store: NotesStore?
    /// `--trace`: the demo adds its `saved` event (presentations are traced by `UIApplicationMain`).
    let trace: AppTrace
    let list: NotesListViewController
    let navigation: UINavigationController
    let customTransition = CustomTransitionPresenter()
    /// Set when the window should close once the current dismissal finishes.
    private(set) var closeRequested = false
    /// Called when the demo wants the window closed (after a confirmed close request).
    var onQuit: (() -> Void)?
    /// Messages for stderr (load recovery, save errors).
    var onMessage: ((String) -> Void)?

    convenience init(window: UIWindow, store: NotesStore?, notes: [Note], trace: AppTrace) {
        self.init(window: window, store: store, noteList: NoteList(notes), trace: trace)
    }

    init(window: UIWindow, store: NotesStore?, noteList notes: NoteList, trace: AppTrace) {
        self.window = window
        self.store = store
        self.trace = trace
        list = NotesListViewController(notes: notes)
        navigation = UINavigationController(rootViewController: list)
        list.onSelectNote = { [weak self] index in self?.openEditor(forNoteAt: index, animated: true) }
        list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Custom", style: .plain, primaryAction: UIAction { [weak self] _ in
            self?.present("custom", animated: true)
        })
        list.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Web", style: .plain, primaryAction: UIAction { [weak self] _ in self?.present("web", animated: true) }),
            UIBarButtonItem(title: "Info", style: .plain, primaryAction: UIAction { [weak self] _ in self?.present("sheet", animated: true) }),
        ]
        window.onPresentationEvent = { [weak self] event in self?.handle(event) }
        window.rootViewController = navigation
    }

    // MARK: Presentations

    /// Presents one of `presentationNames`; returns false for an unknown name.
    @discardableResult
    func present(_ name: String, animated: Bool) -> Bool {
        let top = navigation.frontmostPresentedController
        switch name {
        case "sheet": top.present(InfoSheetViewController.makeSheet(), animated: animated)
        case "edit": openEditor(forNoteAt: 0, animated: animated)
        case "custom": top.present(customTransition.makeModal(), animated: animated)
        case "web": top.present(WebLoginModalViewController.make(), animated: animated)
        default: return false
        }
        return true
    }

    func openEditor(forNoteAt index: Int, animated: Bool) {
        guard list.notes.indices.contains(index) else { return }
        let form = NoteFormViewController(note: list.notes[index])
        form.onSave = { [weak self] note in try self?.save(note, at: index) }
        let sheet = UINavigationController(rootViewController: form)
        sheet.modalPresentationStyle = .pageSheet
        navigation.frontmostPresentedController.present(sheet, animated: animated)
    }

    private func save(_ note: Note, at index: Int) throws {
        var notes = list.notes
        notes[index] = note
        if let store {
            do { try store.save(notes) } catch {
                onMessage?("modal-demo: \(error)")
                throw error
            }
            trace.emit("saved", ["path": store.fileURL.path])
        }
        list.replaceNote(note, at: index)
    }

    // MARK: Closing the window

    /// The window manager asked to close the window: a presentation up is a user
    /// dismissal attempt (a locked form asks first); otherwise quit.
    func windowCloseRequested() {
        let top = navigation.frontmostPresentedController
        guard top !== navigation, let controller = top.presentationController else {
            onQuit?()
            return
        }
        closeRequested = true
        if controller.handleUserDismissal(UIDismissalAttempt(source: .windowClose)) { return }
        // Refused (locked): the form shows its action sheet; Keep Editing cancels the close.
    }

    private func handle(_ event: PresentationEvent) {
        switch event {
        case .dismissed:
            if closeRequested && navigation.presentedViewController == nil { onQuit?() }
        case .alertAction(let title):
            if title == "Keep Editing" { closeRequested = false }
        default:
            break
        }
    }
}
