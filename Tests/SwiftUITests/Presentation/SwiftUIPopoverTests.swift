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
