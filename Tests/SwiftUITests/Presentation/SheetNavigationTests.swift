import XCTest
import UIKit
@testable import SwiftUI

/// Sheets whose content is a navigation stack, and sheets presented from inside one.
final class SheetNavigationTests: XCTestCase {
    struct StackSheetScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Root").sheet(isPresented: model.presentedBinding) {
                NavigationStack {
                    Text("Form body")
                        .navigationTitle("New Note")
                }
            }
        }
    }

    func testASheetsNavigationStackFillsTheCardFromTheFirstFrame() { MainActor.assumeIsolated { scenario_testASheetsNavigationStackFillsTheCardFromTheFirstFrame() } }

    @MainActor private func scenario_testASheetsNavigationStackFillsTheCardFromTheFirstFrame() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(StackSheetScreen(model: model))

        // When: presented, and looked at halfway through the slide-up
        model.isPresented = true
        screen.host.advance(by: 0.2)
        let midway = screen.host.window.firstSubview { ($0 as? UILabel)?.text == "Form body" }.map { $0.convert($0.bounds, to: nil) }
        let cardMidway = screen.cardFrame
        screen.settle()

        // Then: laid out in the whole card (44 pt bar, the 52 pt large title area of the
        // default display mode, then the content centred in the 708 pt left)
        let label = screen.host.window.firstSubview { ($0 as? UILabel)?.text == "Form body" }!
        XCTAssertEqual(label.convert(label.bounds, to: nil), CGRect(x: 150, y: 40 + 44 + 52 + 344, width: 90, height: 20))
        XCTAssertEqual(midway.map { $0.minY - (cardMidway?.minY ?? 0) }, 44 + 52 + 344)
    }

    @Observable
    final class StackModel {
        var isPresented = false
    }

    struct SheetFromStackScreen: View {
        let model: StackModel
        var body: some View {
            NavigationStack {
                Text("Notes")
                    .navigationTitle("Notes")
                    .sheet(isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 })) {
                        Text("Details")
                    }
            }
        }
    }

    func testASheetFromAViewInANavigationStackPresentsFromTheWindowsRoot() { MainActor.assumeIsolated { scenario_testASheetFromAViewInANavigationStackPresentsFromTheWindowsRoot() } }

    @MainActor private func scenario_testASheetFromAViewInANavigationStackPresentsFromTheWindowsRoot() {
        // Given
        let model = StackModel()
        let screen = SwiftUIHost(SheetFromStackScreen(model: model))

        // When
        model.isPresented = true
        screen.settle()

        // Then: UIKit presents from the root of the containment (the window's hosting controller)
        XCTAssertTrue(screen.presented?.presentingViewController === screen.root)
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 40, width: 390, height: 804))

        // When: swiped away
        screen.flick()
        screen.settle()

        // Then
        XCTAssertFalse(model.isPresented)
        XCTAssertNil(screen.presented)
    }
}

/// A confirmation dialog inside a sheet's navigation stack, bound to the form's state
/// (the dialog's modifier is in the stack screen's graph, the state in the sheet's).
final class SheetNavigationDialogTests: XCTestCase {
    struct FormScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Root").sheet(isPresented: model.presentedBinding) { CancelForm(model: model) }
        }
    }

    struct CancelForm: View {
        let model: PresentationModel
        @State private var asks = false
        var body: some View {
            NavigationStack {
                Text("Form")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { asks = true } }
                    }
                    .confirmationDialog("Discard changes?", isPresented: $asks, titleVisibility: .visible) {
                        Button("Discard Changes", role: .destructive) { model.log.append("discard") }
                    }
            }
        }
    }

    func testTheDialogFollowsStateOwnedByTheFormAboveTheStack() { MainActor.assumeIsolated { scenario_testTheDialogFollowsStateOwnedByTheFormAboveTheStack() } }

    @MainActor private func scenario_testTheDialogFollowsStateOwnedByTheFormAboveTheStack() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(FormScreen(model: model))
        model.isPresented = true
        screen.settle()

        // When: Cancel in the navigation bar
        let cancel = screen.host.window.firstSubview { $0.accessibilityIdentifier == "Cancel" || ($0 as? UILabel)?.text == "Cancel" }!
        let frame = cancel.convert(cancel.bounds, to: nil)
        screen.host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.settle()

        // Then
        XCTAssertEqual(screen.alert?.title, "Discard changes?")
        XCTAssertEqual(screen.alertTitles, ["Discard Changes", "Cancel"])
        screen.choose("Discard Changes")
        XCTAssertEqual(model.log, ["discard"])
        XCTAssertTrue(screen.topmost is UIHostingController<AnyView>)
    }
}
