import XCTest
import UIKit
@testable import SwiftUI

/// `confirmationDialog` and `alert`: titles, messages, actions and roles, bindings.
final class DialogTests: XCTestCase {
    @Observable
    final class DialogModel {
        var isPresented = false
        var name = "Groceries"
        var password = ""
        var log: [String] = []
        var binding: Binding<Bool> {
            Binding(get: { self.isPresented }, set: { self.log.append("binding=\($0)"); self.isPresented = $0 })
        }
    }

    struct DialogScreen: View {
        let model: DialogModel
        let visibility: Visibility
        var body: some View {
            Text("Root").confirmationDialog("Delete note?", isPresented: model.binding, titleVisibility: visibility) {
                Button("Delete", role: .destructive) { model.log.append("delete") }
                Button("Archive") { model.log.append("archive") }
            } message: {
                Text("It cannot be undone.")
            }
        }
    }

    func testAConfirmationDialogIsAnActionSheetWithItsTitleHiddenAutomatically() { MainActor.assumeIsolated { scenario_testAConfirmationDialogIsAnActionSheetWithItsTitleHiddenAutomatically() } }

    @MainActor private func scenario_testAConfirmationDialogIsAnActionSheetWithItsTitleHiddenAutomatically() {
        // Given
        let model = DialogModel()
        let screen = SwiftUIHost(DialogScreen(model: model, visibility: .automatic))

        // When
        model.isPresented = true
        screen.settle()

        // Then: iOS hides the title; Cancel is added
        XCTAssertEqual(screen.alert?.preferredStyle, .actionSheet)
        XCTAssertNil(screen.alert?.title)
        XCTAssertEqual(screen.alert?.message, "It cannot be undone.")
        XCTAssertEqual(screen.alertTitles, ["Delete", "Archive", "Cancel"])
        XCTAssertEqual(screen.alert?.actions.map(\.style), [.destructive, .default, .cancel])
        XCTAssertEqual(screen.events, ["alert", "presented"])
    }

    func testAVisibleTitleShowsAndAnActionResetsTheBindingThenRuns() { MainActor.assumeIsolated { scenario_testAVisibleTitleShowsAndAnActionResetsTheBindingThenRuns() } }

    @MainActor private func scenario_testAVisibleTitleShowsAndAnActionResetsTheBindingThenRuns() {
        // Given
        let model = DialogModel()
        let screen = SwiftUIHost(DialogScreen(model: model, visibility: .visible))
        model.isPresented = true
        screen.settle()
        XCTAssertEqual(screen.alert?.title, "Delete note?")

        // When
        screen.choose("Delete")

        // Then
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["binding=false", "delete"])
    }

    func testTheBindingTurningFalseDismissesTheDialog() { MainActor.assumeIsolated { scenario_testTheBindingTurningFalseDismissesTheDialog() } }

    @MainActor private func scenario_testTheBindingTurningFalseDismissesTheDialog() {
        // Given
        let model = DialogModel()
        let screen = SwiftUIHost(DialogScreen(model: model, visibility: .visible))
        model.isPresented = true
        screen.settle()

        // When
        model.isPresented = false
        screen.settle()

        // Then
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, [])
    }

    struct PresentingScreen: View {
        let model: DialogModel
        let data: String?
        var body: some View {
            Text("Root").confirmationDialog("Share", isPresented: model.binding, titleVisibility: .visible, presenting: data) { name in
                Button("Send \(name)") { model.log.append("send \(name)") }
            } message: { name in
                Text("Share \(name) with your team")
            }
        }
    }

    func testPresentingDataBuildsTheDialogAndNoDataShowsNone() { MainActor.assumeIsolated { scenario_testPresentingDataBuildsTheDialogAndNoDataShowsNone() } }

    @MainActor private func scenario_testPresentingDataBuildsTheDialogAndNoDataShowsNone() {
        // Given / When
        let model = DialogModel()
        let screen = SwiftUIHost(PresentingScreen(model: model, data: "Groceries"))
        model.isPresented = true
        screen.settle()

        // Then
        XCTAssertEqual(screen.alertTitles, ["Send Groceries", "Cancel"])
        XCTAssertEqual(screen.alert?.message, "Share Groceries with your team")

        // Given / When: no data
        let other = DialogModel()
        let empty = SwiftUIHost(PresentingScreen(model: other, data: nil))
        other.isPresented = true
        empty.settle()

        // Then
        XCTAssertNil(empty.presented)
    }

    struct AlertScreen: View {
        let model: DialogModel
        var body: some View {
            Text("Root").alert("Rename", isPresented: model.binding) {
                TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
                SecureField("Password", text: Binding(get: { model.password }, set: { model.password = $0 }))
                Button("Cancel", role: .cancel) { model.log.append("cancel") }
                Button("Rename") { model.log.append("rename \(model.name)") }
            } message: {
                Text("Give the note a new name.")
            }
        }
    }

    func testAnAlertWithTextFieldsBindsThemAndRunsTheChosenAction() { MainActor.assumeIsolated { scenario_testAnAlertWithTextFieldsBindsThemAndRunsTheChosenAction() } }

    @MainActor private func scenario_testAnAlertWithTextFieldsBindsThemAndRunsTheChosenAction() {
        // Given
        let model = DialogModel()
        let screen = SwiftUIHost(AlertScreen(model: model))
        model.isPresented = true
        screen.settle()
        let alert = screen.alert!
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertEqual(alert.title, "Rename")
        XCTAssertEqual(alert.message, "Give the note a new name.")
        XCTAssertEqual(screen.alertTitles, ["Rename", "Cancel"])
        XCTAssertEqual(alert.textFields?.map { $0.placeholder ?? "" }, ["Name", "Password"])
        XCTAssertEqual(alert.textFields?.map(\.isSecureTextEntry), [false, true])
        XCTAssertEqual(alert.textFields?.first?.text, "Groceries")

        // When: typed into the first field
        let field = alert.textFields![0]
        _ = field.becomeFirstResponder()
        screen.host.type(" list")
        screen.choose("Rename")

        // Then
        XCTAssertEqual(model.name, "Groceries list")
        XCTAssertEqual(model.log, ["binding=false", "rename Groceries list"])
    }

    struct BareAlertScreen: View {
        let model: DialogModel
        var body: some View {
            Text("Root").alert("Saved", isPresented: model.binding) {}
        }
    }

    func testAnAlertWithoutActionsGetsOK() { MainActor.assumeIsolated { scenario_testAnAlertWithoutActionsGetsOK() } }

    @MainActor private func scenario_testAnAlertWithoutActionsGetsOK() {
        // Given
        let model = DialogModel()
        let screen = SwiftUIHost(BareAlertScreen(model: model))
        model.isPresented = true
        screen.settle()

        // Then
        XCTAssertEqual(screen.alertTitles, ["OK"])
        screen.choose("OK")
        XCTAssertFalse(model.isPresented)
    }
}
