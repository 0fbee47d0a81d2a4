import XCTest
@testable import SwiftUI
@testable import UIKitApp

/// A SwiftUI `App` runs through the same entry as `UIApplicationMain`, headlessly.
final class AppTests: XCTestCase {
    struct EditorForm: View {
        @State var name = ""
        @State var notify = true
        var body: some View {
            NavigationStack {
                Form {
                    Section("Profile") {
                        TextField("Name", text: $name).accessibilityIdentifier("name")
                        Toggle("Notifications", isOn: $notify)
                    }
                    Section {
                        Button("Delete", role: .destructive) {}
                    } footer: {
                        Text("Deleting cannot be undone.")
                    }
                }
                .navigationTitle("Edit Profile")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {}.disabled(name.isEmpty).accessibilityIdentifier("save") }
                }
            }
        }
    }

    struct FormApp: App {
        var body: some Scene {
            WindowGroup { EditorForm() }
        }
    }

    func testAnAppRendersItsWindowGroupWithScreenshot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("form.png")
        let delegate = MainActor.assumeIsolated { AppHostDelegate(makeRoot: { AppHostDelegate.rootController(of: FormApp()) }) }

        // When the app runs with --screenshot and --trace
        var lines: [String] = []
        var errors: [String] = []
        let code = AppRunner.run(arguments: ["--screenshot", file.path, "--trace"], programName: "form-app", delegate: delegate,
                                 application: UIApplication(), traceWriter: { lines.append($0) }, errorWriter: { errors.append($0) })

        // Then it exits 0, wrote a 390x844 PNG, and the trace lists the SwiftUI views by identifier
        XCTAssertEqual(code, 0, "\(errors)")
        let pixels = try PNGDecoder(data: Data(contentsOf: file)).image()
        XCTAssertEqual(pixels.width, 390)
        XCTAssertEqual(pixels.height, 844)
        let ready = try XCTUnwrap(lines.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let elements = try XCTUnwrap(ready["elements"] as? [String: [Double]])
        XCTAssertNotNil(elements["name"])
        XCTAssertNotNil(elements["save"])
        if let keep = ProcessInfo.processInfo.environment["SWIFTUI_SHOTS"] {
            try? FileManager.default.copyItem(at: file, to: URL(fileURLWithPath: keep).appendingPathComponent("form.png"))
        }
    }
}
