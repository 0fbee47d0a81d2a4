import XCTest
@testable import SwiftUI
@testable import UIKitApp

/// The acceptance scenario: an `App` hosting a public-style form whose
/// `interactiveDismissDisabled` follows its edits, driven by a tape with `--trace`.
final class AcceptanceAppTests: XCTestCase {
    struct ProfileList: View {
        @State private var editing = false
        @State private var closed = 0
        var body: some View {
            NavigationStack {
                VStack(spacing: 20) {
                    Button("Edit profile") { editing = true }
                    Text("Closed \(closed)")
                }
                .navigationTitle("Profiles")
            }
            .sheet(isPresented: $editing, onDismiss: { closed += 1 }) {
                ProfileForm()
            }
        }
    }

    struct ProfileForm: View {
        @Environment(\.dismiss) private var dismiss
        @State private var name = ""
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                }
                .navigationTitle("Profile")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
            }
            .interactiveDismissDisabled(!name.isEmpty)
        }
    }

    struct ProfileApp: App {
        var body: some Scene {
            WindowGroup { ProfileList() }
        }
    }

    func testTheEditedSheetRefusesTheDragAndTheUneditedOneFlicksAwayAndOpensAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-acceptance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tape = directory.appendingPathComponent("scenario.tape")
        try """
        Set Size 390x844
        Click "Edit profile"
        Wait presented
        Flick #navigation-title down 300
        Wait didDismiss
        Wait "Closed 1"
        Click "Edit profile"
        Wait presented
        Click #name
        Type "Ann"
        Drag #navigation-title by 0 300 over 800ms
        Wait didAttemptToDismiss
        Wait "Ann"
        """.write(to: tape, atomically: true, encoding: .utf8)
        let delegate = MainActor.assumeIsolated { AppHostDelegate(makeRoot: { AppHostDelegate.rootController(of: ProfileApp()) }) }

        // When the app plays the tape with --trace
        var lines: [String] = []
        var errors: [String] = []
        let code = AppRunner.run(arguments: ["--tape", tape.path, "--trace"], programName: "profile-app", delegate: delegate,
                                 application: UIApplication(), traceWriter: { lines.append($0) }, errorWriter: { errors.append($0) })

        // Then: every Wait was met, and the trace has the flick's dismissal, the second
        // presentation, and the refused drag (no dismissal after it)
        XCTAssertEqual(code, 0, "\(errors)")
        let events = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["event"] as? String
        }.filter { $0 != "ready" && $0 != "scroll" }
        XCTAssertEqual(events, ["presented", "shouldDismiss", "willDismiss", "didDismiss", "dismissed", "presented", "didAttemptToDismiss"])
    }
}
