import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// A focused `TextField` looks as on iOS: the caret, and no ring around the field.
final class TextFieldFocusLookTests: XCTestCase {
    struct Screen: View {
        @State var text = "Ann"
        var body: some View {
            Form {
                TextField("Name", text: $text).accessibilityIdentifier("name")
            }
        }
    }

    func testClickingTheFieldShowsTheCaretOnlyAndAccessibilityReportsItFocused() {
        MainActor.assumeIsolated {
            // Given a form with a name field, unfocused
            let hosted = HostedContent(Screen())
            let field = hosted.view("name") as! UITextField
            let before = hosted.host.snapshot()

            // When it is clicked
            hosted.tap("name")
            XCTAssertTrue(field.isFirstResponder)
            let after = hosted.host.snapshot()

            // Then the only pixels that changed are the caret's: 2 points of tint after "Ann"
            let caret = field.convert(field.blinkingCaretRect!, to: nil)
            XCTAssertEqual(caret.width, 2)
            let tint = RGBA8(r: 0, g: 0x7A, b: 0xFF)
            XCTAssertEqual(after.pixel(x: Int(caret.midX), y: Int(caret.midY)), tint)
            var changed: [CGPoint] = []
            for y in 0..<844 {
                for x in 0..<390 where after.pixel(x: x, y: y) != before.pixel(x: x, y: y) { changed.append(CGPoint(x: x, y: y)) }
            }
            XCTAssertEqual(changed.count, Int(caret.width * caret.height))
            XCTAssertTrue(changed.allSatisfy { caret.contains(CGPoint(x: $0.x + 0.5, y: $0.y + 0.5)) })
            // and no tint ring runs along the field's edges
            let frame = field.convert(field.bounds, to: nil)
            XCTAssertNotEqual(after.pixel(x: Int(frame.minX), y: Int(frame.midY)), tint)
            XCTAssertNotEqual(after.pixel(x: Int(frame.midX), y: Int(frame.minY)), tint)

            // And accessibility still reports which field has the keyboard
            XCTAssertTrue(field.accessibleStates.contains(.focused))
        }
    }
}
