import XCTest
import UIKit
@testable import SwiftUI

/// `presentationDetents` and the sheet's other settings, in exact frames.
final class SheetDetentTests: XCTestCase {
    struct ThirdDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }

    struct DetentScreen: View {
        let model: PresentationModel
        let detents: Set<PresentationDetent>
        var body: some View {
            Text("Root").sheet(isPresented: model.presentedBinding) {
                Text("Trip").presentationDetents(detents)
            }
        }
    }

    @MainActor private func restingFrame(_ detents: Set<PresentationDetent>) -> CGRect? {
        let model = PresentationModel()
        let screen = SwiftUIHost(DetentScreen(model: model, detents: detents))
        model.isPresented = true
        screen.settle()
        return screen.cardFrame
    }

    func testEachDetentRestsAtItsExactFrame() { MainActor.assumeIsolated { scenario_testEachDetentRestsAtItsExactFrame() } }

    @MainActor private func scenario_testEachDetentRestsAtItsExactFrame() {
        // 390 × 844: the large detent is 804 high (its top 40 below the window's)
        XCTAssertEqual(restingFrame([.large]), CGRect(x: 0, y: 40, width: 390, height: 804))
        XCTAssertEqual(restingFrame([.medium]), CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(restingFrame([.fraction(0.25)]), CGRect(x: 0, y: 643, width: 390, height: 201))
        XCTAssertEqual(restingFrame([.height(300)]), CGRect(x: 0, y: 544, width: 390, height: 300))
        XCTAssertEqual(restingFrame([.custom(ThirdDetent.self)]), CGRect(x: 0, y: 576, width: 390, height: 268))
        // Several: it rests at the smallest, the card as high as that detent shows (as on iOS)
        XCTAssertEqual(restingFrame([.medium, .large]), CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    func testContentIsLaidOutInTheHeightTheDetentShows() { MainActor.assumeIsolated { scenario_testContentIsLaidOutInTheHeightTheDetentShows() } }

    @MainActor private func scenario_testContentIsLaidOutInTheHeightTheDetentShows() {
        // Given: medium and large, resting at medium (the card is the 422 points that show)
        let model = PresentationModel()
        let screen = SwiftUIHost(DetentScreen(model: model, detents: [.medium, .large]))

        // When
        model.isPresented = true
        screen.settle()

        // Then: the text is centred in the 422 points that show, as on iOS
        let label = screen.host.window.firstSubview { ($0 as? UILabel)?.text == "Trip" }!
        XCTAssertEqual(label.convert(label.bounds, to: nil).midY, 422 + 211)
        XCTAssertEqual(screen.presented?.view.bounds.height, 422)

        // When: dragged up to the large detent
        screen.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.5)
        screen.settle()

        // Then: laid out in the whole, taller card
        XCTAssertEqual(screen.presented?.view.bounds.height, 804)
        XCTAssertEqual(label.convert(label.bounds, to: nil).midY, 40 + 402)
    }

    struct SelectionScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Root").sheet(isPresented: model.presentedBinding) {
                Text("Trip")
                    .presentationDetents([.medium, .large], selection: Binding(get: { model.detent }, set: { value in
                        model.log.append("detent=\(value == .large ? "large" : "medium")")
                        model.detent = value
                    }))
                    .presentationDragIndicator(.visible)
                    .presentationCornerRadius(16)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
            }
        }
    }

    func testTheSelectionBindingFollowsADragToAnotherDetent() { MainActor.assumeIsolated { scenario_testTheSelectionBindingFollowsADragToAnotherDetent() } }

    @MainActor private func scenario_testTheSelectionBindingFollowsADragToAnotherDetent() {
        // Given: at medium
        let model = PresentationModel()
        let screen = SwiftUIHost(SelectionScreen(model: model))
        model.isPresented = true
        screen.settle()
        XCTAssertEqual(screen.cardFrame?.minY, 422)

        // When: dragged up to the large detent
        screen.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.5)
        screen.settle()

        // Then
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 40, width: 390, height: 804))
        XCTAssertEqual(model.detent, .large)
        XCTAssertEqual(model.log, ["detent=large"])
    }

    func testSettingTheSelectionMovesTheSheet() { MainActor.assumeIsolated { scenario_testSettingTheSelectionMovesTheSheet() } }

    @MainActor private func scenario_testSettingTheSelectionMovesTheSheet() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(SelectionScreen(model: model))
        model.isPresented = true
        screen.settle()

        // When
        model.detent = .large
        screen.settle()

        // Then
        XCTAssertEqual(screen.sheet?.selectedDetentIdentifier, .large)
        XCTAssertEqual(screen.cardFrame?.minY, 40)
    }

    func testTheSheetSettingsReachUIKit() { MainActor.assumeIsolated { scenario_testTheSheetSettingsReachUIKit() } }

    @MainActor private func scenario_testTheSheetSettingsReachUIKit() {
        // Given / When
        let model = PresentationModel()
        let screen = SwiftUIHost(SelectionScreen(model: model))
        model.isPresented = true
        screen.settle()

        // Then
        let sheet = screen.sheet!
        XCTAssertEqual(sheet.detents.map(\.identifier), [.medium, .large])
        XCTAssertTrue(sheet.prefersGrabberVisible)
        XCTAssertEqual(sheet.preferredCornerRadius, 16)
        XCTAssertEqual(sheet.largestUndimmedDetentIdentifier, .medium)
        XCTAssertFalse(sheet.prefersScrollingExpandsWhenScrolledToEdge)
    }

    func testTheDragIndicatorShowsAutomaticallyWithSeveralDetentsOnly() { MainActor.assumeIsolated { scenario_testTheDragIndicatorShowsAutomaticallyWithSeveralDetentsOnly() } }

    @MainActor private func scenario_testTheDragIndicatorShowsAutomaticallyWithSeveralDetentsOnly() {
        // Given / When
        let model = PresentationModel()
        let several = SwiftUIHost(DetentScreen(model: model, detents: [.medium, .large]))
        model.isPresented = true
        several.settle()
        let other = PresentationModel()
        let one = SwiftUIHost(DetentScreen(model: other, detents: [.medium]))
        other.isPresented = true
        one.settle()

        // Then
        XCTAssertEqual(several.sheet?.prefersGrabberVisible, true)
        XCTAssertEqual(one.sheet?.prefersGrabberVisible, false)
    }
}
