import XCTest
import UIKit
@testable import SwiftUI

/// `sheet(item:)`, `fullScreenCover`, `popover`, nested sheets and sheets from a
/// navigation stack.
final class SheetItemTests: XCTestCase {
    struct Trip: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    @Observable
    final class ItemModel {
        var trip: Trip?
        var log: [String] = []
    }

    struct ItemScreen: View {
        let model: ItemModel
        var body: some View {
            Text("Trips").sheet(item: Binding(get: { model.trip }, set: { model.log.append("item=\($0?.name ?? "nil")"); model.trip = $0 }),
                                onDismiss: { model.log.append("onDismiss") }) { trip in
                Text(trip.name)
            }
        }
    }

    @MainActor private func shownText(in controller: UIViewController?) -> String? {
        (controller?.view.firstSubview { $0 is UILabel } as? UILabel)?.text
    }

    func testANewItemDismissesTheSheetThenPresentsAnother() { MainActor.assumeIsolated { scenario_testANewItemDismissesTheSheetThenPresentsAnother() } }

    @MainActor private func scenario_testANewItemDismissesTheSheetThenPresentsAnother() {
        // Given
        let model = ItemModel()
        let screen = SwiftUIHost(ItemScreen(model: model))
        model.trip = Trip(id: 1, name: "Aarhus")
        screen.settle()
        let first = screen.presented
        XCTAssertEqual(shownText(in: first), "Aarhus")
        screen.events.removeAll()

        // When
        model.trip = Trip(id: 2, name: "Odense")
        screen.settle()

        // Then: the first went (onDismiss ran), then the second came
        XCTAssertFalse(screen.presented === first)
        XCTAssertEqual(shownText(in: screen.presented), "Odense")
        XCTAssertEqual(screen.events, ["dismissed", "presented"])
        XCTAssertEqual(model.log, ["onDismiss"])
    }

    func testTheSameItemWithNewValuesUpdatesTheSheetInPlace() { MainActor.assumeIsolated { scenario_testTheSameItemWithNewValuesUpdatesTheSheetInPlace() } }

    @MainActor private func scenario_testTheSameItemWithNewValuesUpdatesTheSheetInPlace() {
        // Given
        let model = ItemModel()
        let screen = SwiftUIHost(ItemScreen(model: model))
        model.trip = Trip(id: 1, name: "Aarhus")
        screen.settle()
        let first = screen.presented

        // When
        model.trip = Trip(id: 1, name: "Aarhus C")
        screen.settle()

        // Then
        XCTAssertTrue(screen.presented === first)
        XCTAssertEqual(shownText(in: first), "Aarhus C")
    }

    func testASwipeSetsTheItemBackToNil() { MainActor.assumeIsolated { scenario_testASwipeSetsTheItemBackToNil() } }

    @MainActor private func scenario_testASwipeSetsTheItemBackToNil() {
        // Given
        let model = ItemModel()
        let screen = SwiftUIHost(ItemScreen(model: model))
        model.trip = Trip(id: 1, name: "Aarhus")
        screen.settle()

        // When
        screen.flick()
        screen.settle()

        // Then
        XCTAssertNil(model.trip)
        XCTAssertEqual(model.log, ["item=nil", "onDismiss"])
    }

    struct CoverScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Root").fullScreenCover(isPresented: model.presentedBinding, onDismiss: { model.log.append("onDismiss") }) {
                Text("Cover")
            }
        }
    }

    func testAFullScreenCoverCoversTheWindowAndIsNotSwiped() { MainActor.assumeIsolated { scenario_testAFullScreenCoverCoversTheWindowAndIsNotSwiped() } }

    @MainActor private func scenario_testAFullScreenCoverCoversTheWindowAndIsNotSwiped() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(CoverScreen(model: model))
        model.isPresented = true
        screen.settle()

        // When
        screen.flick()
        screen.settle()

        // Then
        XCTAssertEqual(screen.presented?.modalPresentationStyle, .fullScreen)
        XCTAssertEqual(screen.presented?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertNotNil(screen.presented)

        // When
        model.isPresented = false
        screen.settle()

        // Then
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["onDismiss"])
    }

    struct PopoverScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Root").popover(isPresented: model.presentedBinding) { Text("Popover") }
        }
    }

    func testAPopoverAdaptsToASheetAndASwipeResetsItsBinding() { MainActor.assumeIsolated { scenario_testAPopoverAdaptsToASheetAndASwipeResetsItsBinding() } }

    @MainActor private func scenario_testAPopoverAdaptsToASheetAndASwipeResetsItsBinding() {
        // Given
        let model = PresentationModel()
        let screen = SwiftUIHost(PopoverScreen(model: model))
        model.isPresented = true
        screen.settle()
        XCTAssertTrue(screen.presented?.presentationController is UIPopoverPresentationController)
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 40, width: 390, height: 804))

        // When
        screen.flick()
        screen.settle()

        // Then
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["binding=false"])
    }

    @Observable
    final class NestedModel {
        var outer = false
        var inner = false
    }

    struct NestedScreen: View {
        let model: NestedModel
        var body: some View {
            VStack {
                Text("Root")
                    .sheet(isPresented: Binding(get: { model.outer }, set: { model.outer = $0 })) {
                        Text("Outer").sheet(isPresented: Binding(get: { model.inner }, set: { model.inner = $0 })) {
                            Text("Inner")
                        }
                    }
            }
        }
    }

    func testASheetFromASheetPresentsFromTheRightControllers() { MainActor.assumeIsolated { scenario_testASheetFromASheetPresentsFromTheRightControllers() } }

    @MainActor private func scenario_testASheetFromASheetPresentsFromTheRightControllers() {
        // Given
        let model = NestedModel()
        let screen = SwiftUIHost(NestedScreen(model: model))
        model.outer = true
        screen.settle()
        let outer = screen.presented

        // When
        model.inner = true
        screen.settle()

        // Then: the outer sheet is presented by the window's root, the inner one by the outer sheet
        XCTAssertTrue(outer is UIHostingController<AnyView>)
        XCTAssertTrue(outer?.presentingViewController === screen.root)
        XCTAssertTrue(outer?.presentedViewController?.presentingViewController === outer)
        XCTAssertEqual(shownText(in: outer?.presentedViewController), "Inner")

        // When: the inner one is swiped away
        screen.flick(at: 400)
        screen.settle()

        // Then
        XCTAssertFalse(model.inner)
        XCTAssertTrue(model.outer)
        XCTAssertNil(outer?.presentedViewController)
    }
}
