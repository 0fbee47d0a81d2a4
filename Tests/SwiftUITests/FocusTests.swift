import XCTest
@testable import SwiftUI

final class FocusTests: XCTestCase {
    struct Screen: View {
        @FocusState var focused: Bool
        @State var text = ""
        var body: some View {
            VStack {
                TextField("Type", text: $text).focused($focused).accessibilityIdentifier("field")
                Button("Focus") { focused = true }.accessibilityIdentifier("focus")
                Button("Unfocus") { focused = false }.accessibilityIdentifier("unfocus")
                Text(focused ? "yes" : "no").accessibilityIdentifier("state")
            }
        }
    }

    func testFocusStateMovesTheFirstResponderBothWays() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(Screen())
            let field = hosted.view("field") as! UITextField
            hosted.tap("focus")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual((hosted.view("state") as? UILabel)?.text, "yes")
            hosted.tap("unfocus")
            XCTAssertFalse(field.isFirstResponder)
            // When the user clicks the field, the focus state follows
            hosted.tap("field")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual((hosted.view("state") as? UILabel)?.text, "yes")
        }
    }
}
