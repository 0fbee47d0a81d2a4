import Foundation
import UIKit
import UIKitTapes

/// A small app that is not the demo: a screen with an "Open" button that presents
/// a page sheet (a label, a name field, a password field, a "Delete" button that
/// asks with an alert). Tapes drive it to show the runner works with any app.
final class SampleRootViewController: UIViewController {
    let openButton = UIButton(type: .system)
    let status = UILabel()

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        openButton.setTitle("Open", for: .normal)
        openButton.accessibilityIdentifier = "open"
        openButton.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        openButton.addAction(UIAction { [weak self] _ in self?.openSheet(animated: true) }, for: .touchUpInside)
        status.text = "Home"
        status.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        root.addSubview(openButton)
        root.addSubview(status)
        view = root
    }

    func openSheet(animated: Bool) {
        let sheet = SampleSheetViewController()
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: animated)
    }
}

final class SampleSheetViewController: UIViewController {
    let greeting = UILabel()
    let nameField = UITextField()
    let passwordField = UITextField()
    let deleteButton = UIButton(type: .system)

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(rgb: 0xF2F2F7)
        root.accessibilityIdentifier = "sheet-content"
        greeting.text = "Hello from the sheet"
        greeting.frame = CGRect(x: 20, y: 20, width: 260, height: 30)
        nameField.placeholder = "Your name"
        nameField.accessibilityIdentifier = "name"
        nameField.borderStyle = .roundedRect
        nameField.frame = CGRect(x: 20, y: 60, width: 200, height: 36)
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.accessibilityIdentifier = "password"
        passwordField.borderStyle = .roundedRect
        passwordField.frame = CGRect(x: 20, y: 104, width: 200, height: 36)
        deleteButton.setTitle("Delete", for: .normal)
        deleteButton.frame = CGRect(x: 20, y: 150, width: 100, height: 40)
        deleteButton.addAction(UIAction { [weak self] _ in self?.confirmDelete() }, for: .touchUpInside)
        for view in [greeting, nameField, passwordField, deleteButton] as [UIView] { root.addSubview(view) }
        view = root
    }

    private func confirmDelete() {
        let alert = UIAlertController(title: "Delete it?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }
}

/// The sample app for tapes, with the start state "sheet" (the sheet already up).
func makeSampleApp() -> RootViewControllerTapeApplication {
    RootViewControllerTapeApplication(startStates: [("sheet", { root in (root as? SampleRootViewController)?.openSheet(animated: false) })]) { _, _ in
        SampleRootViewController()
    }
}

/// A scratch directory for outputs, removed after the test.
final class TapeScratch {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tapes-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Writes a tape file and returns its path.
    func tape(_ text: String, named name: String = "test.tape") throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }
}

/// Parses and plays `text` against the sample app; returns the runner and what it recorded.
func play(_ text: String, app: TapeApplication = makeSampleApp(), writingOutputs: Bool = false) throws -> (TapeRunner, TapeRecording) {
    let tape = try TapeParser(startStates: app.startStates).parse(text, file: "test.tape")
    let runner = try TapeRunner(tape: tape, app: app, writingOutputs: writingOutputs)
    let recording = try runner.run()
    return (runner, recording)
}
