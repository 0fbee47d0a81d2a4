import XCTest
import UIKit
@testable import SwiftUI

/// `sheet(isPresented:onDismiss:)`: the binding presents and dismisses, a swipe
/// resets the binding before onDismiss runs, and the app's own delegate keeps working.
final class SheetBindingTests: XCTestCase {
    struct SheetScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Root")
                .sheet(isPresented: model.presentedBinding, onDismiss: { model.log.append("onDismiss") }) {
                    Text("Sheet")
                        .accessibilityIdentifier("sheet-text")
                }
        }
    }

    func testTheBindingPresentsAPageSheetAtTheLargeDetent() { MainActor.assumeIsolated { scenario_testTheBindingPresentsAPageSheetAtTheLargeDetent() } }

    @MainActor private func scenario_testTheBindingPresentsAPageSheetAtTheLargeDetent() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(SheetScreen(model: model))
        XCTAssertNil(screen.presented)

        // When
        model.isPresented = true
        screen.settle()

        // Then
        XCTAssertTrue(screen.presented is UIHostingController<AnyView>)
        XCTAssertEqual(screen.presented?.modalPresentationStyle, .pageSheet)
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 40, width: 390, height: 804))
        XCTAssertEqual(screen.events, ["presented"])
        XCTAssertEqual(model.log, [])
    }

    func testSettingTheBindingFalseDismissesThenRunsOnDismissOnce() { MainActor.assumeIsolated { scenario_testSettingTheBindingFalseDismissesThenRunsOnDismissOnce() } }

    @MainActor private func scenario_testSettingTheBindingFalseDismissesThenRunsOnDismissOnce() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(SheetScreen(model: model))
        model.isPresented = true
        screen.settle()
        screen.events.removeAll()

        // When
        model.isPresented = false
        screen.settle()

        // Then: a programmatic dismissal, no delegate moments; the binding is not written
        XCTAssertNil(screen.presented)
        XCTAssertEqual(screen.events, ["dismissed"])
        XCTAssertEqual(model.log, ["onDismiss"])
    }

    func testASwipeResetsTheBindingThenRunsOnDismissAfterTheDelegateHeard() { MainActor.assumeIsolated { scenario_testASwipeResetsTheBindingThenRunsOnDismissAfterTheDelegateHeard() } }

    @MainActor private func scenario_testASwipeResetsTheBindingThenRunsOnDismissAfterTheDelegateHeard() {
        // Given: the app's own delegate on the sheet, as a representable would install it
        let model = PresentationModel()
        let delegate = LoggingPresentationDelegate(model: model)
        let screen = SwiftUIHost(SheetScreen(model: model))
        model.isPresented = true
        screen.settle()
        screen.presented?.presentationController?.delegate = delegate
        screen.events.removeAll()

        // When
        screen.flick()
        screen.settle()

        // Then
        XCTAssertNil(screen.presented)
        XCTAssertFalse(model.isPresented)
        XCTAssertEqual(model.log, ["delegate.willDismiss", "delegate.didDismiss", "binding=false", "onDismiss"])
        XCTAssertEqual(screen.events, ["shouldDismiss", "willDismiss", "didDismiss", "dismissed"])
    }

    func testAfterASwipeTheBindingPresentsTheSheetAgain() { MainActor.assumeIsolated { scenario_testAfterASwipeTheBindingPresentsTheSheetAgain() } }

    @MainActor private func scenario_testAfterASwipeTheBindingPresentsTheSheetAgain() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(SheetScreen(model: model))
        model.isPresented = true
        screen.settle()
        screen.flick()
        screen.settle()
        XCTAssertNil(screen.presented)

        // When
        model.isPresented = true
        screen.settle()

        // Then
        XCTAssertNotNil(screen.presented)
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 40, width: 390, height: 804))
    }

    func testEscapeDismissesAnUnlockedSheetAsTheUser() { MainActor.assumeIsolated { scenario_testEscapeDismissesAnUnlockedSheetAsTheUser() } }

    @MainActor private func scenario_testEscapeDismissesAnUnlockedSheetAsTheUser() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(SheetScreen(model: model))
        model.isPresented = true
        screen.settle()

        // When
        screen.host.key(.escape)
        screen.settle()

        // Then
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["binding=false", "onDismiss"])
    }
}
