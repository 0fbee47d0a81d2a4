import XCTest
import Observation
@testable import SwiftUI

/// `.inspector(isPresented:content:)`: a sheet in a compact window (everything a
/// sheet gets: detents, drag to dismiss, the binding reset), a trailing column in a
/// regular one.
final class InspectorTests: XCTestCase {
    struct Editor: View {
        let model: PresentationModel
        var body: some View {
            Text("Document").accessibilityIdentifier("document")
                .inspector(isPresented: model.presentedBinding) {
                    Text("Inspector").accessibilityIdentifier("inspector")
                        .presentationDetents([.medium, .large])
                        .inspectorColumnWidth(300)
                }
        }
    }

    func testInACompactWindowItIsASheetWithTheContentsDetentsThatADragDismisses() { MainActor.assumeIsolated {
        // Given a 390 x 844 window
        let model = PresentationModel()
        let screen = SwiftUIHost(Editor(model: model))
        XCTAssertNil(screen.presented)

        // When the binding turns true: a page sheet at the medium detent (half the window)
        model.isPresented = true
        screen.settle()
        XCTAssertEqual(screen.presented?.modalPresentationStyle, .pageSheet)
        XCTAssertEqual(screen.sheet?.detents.map(\.identifier), [.medium, .large])
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(screen.events, ["presented"])

        // When the sheet is flicked down: it is dismissed and the binding reset
        screen.events.removeAll()
        screen.flick(at: 500)
        screen.settle()
        XCTAssertNil(screen.presented)
        XCTAssertFalse(model.isPresented)
        XCTAssertEqual(model.log, ["binding=false"])
        XCTAssertEqual(screen.events, ["shouldDismiss", "willDismiss", "didDismiss", "dismissed"])
    } }

    func testInARegularWindowItIsATrailingColumnOfItsWidth() throws { try MainActor.assumeIsolated {
        // Given a 1180 x 820 window, the inspector hidden: the document takes the width
        let model = PresentationModel()
        let hosted = HostedContent(Editor(model: model), size: CGSize(width: 1180, height: 820))
        XCTAssertNil(hosted.view("inspector"))
        XCTAssertEqual(try XCTUnwrap(hosted.frame("document")).midX, 590, accuracy: 0.5)

        // When it is shown: a 300-point column at the trailing edge after a 1-point separator, no sheet
        model.isPresented = true
        hosted.settle()
        XCTAssertNil(hosted.controller.presentedViewController)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("inspector")).midX, 1180 - 150, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("document")).midX, 879 / 2, accuracy: 0.5)

        // When it is hidden again the document takes the width back
        model.isPresented = false
        hosted.settle()
        XCTAssertNil(hosted.view("inspector"))
        XCTAssertEqual(try XCTUnwrap(hosted.frame("document")).midX, 590, accuracy: 0.5)
    } }
}
