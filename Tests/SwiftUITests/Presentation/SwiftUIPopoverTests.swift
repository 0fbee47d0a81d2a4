import XCTest
import Observation
import UIKit
@testable import UIKitCore
@testable import SwiftUI

/// `.popover` points at its view; `.presentationCompactAdaptation` decides what it is on an iPhone-sized window.
final class SwiftUIPopoverTests: XCTestCase {
    @Observable final class Flag { var isPresented = false }

    @MainActor func host(adaptation: PresentationAdaptation?, flag: Flag) -> SwiftUIHost {
        let binding = Binding(get: { flag.isPresented }, set: { flag.isPresented = $0 })
        return SwiftUIHost(VStack {
            Button("Info") { flag.isPresented = true }
                .accessibilityIdentifier("info")
                .popover(isPresented: binding, arrowEdge: .top) {
                    if let adaptation {
                        Text("Details").frame(width: 200, height: 100).presentationCompactAdaptation(adaptation)
                    } else {
                        Text("Details").frame(width: 200, height: 100)
                    }
                }
            Spacer()
        })
    }

    func testACompactPopoverAdaptationKeepsAnArrowedPopoverAtItsView() { MainActor.assumeIsolated { scenario_testACompactPopoverAdaptationKeepsAnArrowedPopoverAtItsView() } }

    @MainActor private func scenario_testACompactPopoverAdaptationKeepsAnArrowedPopoverAtItsView() {
        // Given a button whose popover asks to stay a popover in compact width
        let flag = Flag()
        let hosted = host(adaptation: .popover, flag: flag)
        let button = hosted.host.window.firstSubview { $0.accessibilityIdentifier == "info" }!
        let source = button.convert(button.bounds, to: nil)

        // When it is clicked
        hosted.host.click(at: CGPoint(x: source.midX, y: source.midY))
        hosted.settle()

        // Then it is a 200 × 100 popover below the button, the arrow pointing up at it
        let popover = hosted.presented?.popoverPresentationController
        XCTAssertEqual(popover?.showsAsPopover, true)
        XCTAssertEqual(popover?.arrowDirection, .up)
        XCTAssertTrue(popover?.sourceView === button || popover?.sourceView.map { button.isDescendant(of: $0) } == true)
        XCTAssertEqual(popover?.popoverView.frame.size, CGSize(width: 200, height: 113))
        XCTAssertEqual(popover?.popoverView.frame.minY, source.maxY)

        // When the window is clicked outside it, then the binding goes back to false
        hosted.host.click(at: CGPoint(x: 30, y: 800))
        hosted.settle()
        XCTAssertFalse(flag.isPresented)
        XCTAssertNil(hosted.presented)
    }

    func testWithoutAnAdaptationACompactPopoverIsASheet() { MainActor.assumeIsolated { scenario_testWithoutAnAdaptationACompactPopoverIsASheet() } }

    @MainActor private func scenario_testWithoutAnAdaptationACompactPopoverIsASheet() {
        let flag = Flag()
        let hosted = host(adaptation: nil, flag: flag)
        let button = hosted.host.window.firstSubview { $0.accessibilityIdentifier == "info" }!
        let source = button.convert(button.bounds, to: nil)
        hosted.host.click(at: CGPoint(x: source.midX, y: source.midY))
        hosted.settle()

        let popover = hosted.presented?.popoverPresentationController
        XCTAssertEqual(popover?.showsAsPopover, false)
        XCTAssertTrue(popover?.presentedView === popover?.cardView)
    }
}

/// `.bottomBar` toolbar items go in the navigation controller's toolbar.
final class BottomBarToolbarTests: XCTestCase {
    func testBottomBarItemsAreShownInTheToolbarSpreadOut() { MainActor.assumeIsolated { scenario_testBottomBarItemsAreShownInTheToolbarSpreadOut() } }

    @MainActor private func scenario_testBottomBarItemsAreShownInTheToolbarSpreadOut() {
        // Given a NavigationStack screen with a trailing item and two bottom-bar items
        let hosted = SwiftUIHost(NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Filter") {}.accessibilityIdentifier("filter") }
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {}.accessibilityIdentifier("compose") }
                }
        })
        hosted.settle()

        // Then the toolbar is shown with the two items apart, the navigation bar keeps only Edit
        var responder: UIResponder? = hosted.host.window.firstSubview { $0 is UIToolbar }
        while let current = responder, !(current is UINavigationController) { responder = current.next }
        let navigation = responder as? UINavigationController
        XCTAssertEqual(navigation?.isToolbarHidden, false)
        let top = navigation?.topViewController
        XCTAssertEqual(top?.toolbarItems?.count, 3)
        XCTAssertEqual(top?.toolbarItems?[1].systemItem, .flexibleSpace)
        XCTAssertEqual(top?.navigationItem.rightBarButtonItems?.count, 1)
        let filter = hosted.host.window.firstSubview { $0.accessibilityIdentifier == "filter" }!
        let compose = hosted.host.window.firstSubview { $0.accessibilityIdentifier == "compose" }!
        XCTAssertTrue(filter.isDescendant(of: navigation!.toolbar))
        XCTAssertEqual(filter.convert(filter.bounds, to: nil).minX, 16, accuracy: 1)
        XCTAssertEqual(compose.convert(compose.bounds, to: nil).maxX, 374, accuracy: 1)
    }
}

/// `.keyboard` toolbar items show above the keyboard's place while a field of the screen is being edited.
final class KeyboardToolbarTests: XCTestCase {
    @Observable final class Model { var text = ""; var done = 0 }

    func testKeyboardItemsShowWhileAFieldIsEdited() { MainActor.assumeIsolated { scenario_testKeyboardItemsShowWhileAFieldIsEdited() } }

    @MainActor private func scenario_testKeyboardItemsShowWhileAFieldIsEdited() {
        let model = Model()
        let hosted = SwiftUIHost(NavigationStack {
            Form {
                TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 })).accessibilityIdentifier("name")
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) { Button("Done") { model.done += 1 }.accessibilityIdentifier("done") }
            }
        })
        XCTAssertNil(hosted.host.window.firstSubview { $0.accessibilityIdentifier == "input-accessory" })

        // When the field is clicked
        let field = hosted.host.window.firstSubview { $0 is UITextField }!
        let frame = field.convert(field.bounds, to: nil)
        hosted.host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.settle()

        // Then the bar is docked at the bottom with Done, which runs its action
        let accessory = hosted.host.window.firstSubview { $0.accessibilityIdentifier == "input-accessory" }
        XCTAssertEqual(accessory?.frame, CGRect(x: 0, y: 800, width: 390, height: 44))
        let done = hosted.host.window.firstSubview { $0.accessibilityIdentifier == "done" }!
        XCTAssertTrue(done.isDescendant(of: accessory!))
        let doneFrame = done.convert(done.bounds, to: nil)
        hosted.host.click(at: CGPoint(x: doneFrame.midX, y: doneFrame.midY))
        hosted.settle()
        XCTAssertEqual(model.done, 1)
    }
}
