import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// A `Form` or `ScrollView` under a large title extends under its area and collapses it as it scrolls, as a List does.
final class LargeTitleScrollTests: XCTestCase {
    struct Screen: View {
        var form: Bool
        var body: some View {
            NavigationStack {
                Group {
                    if form {
                        Form { ForEach(0..<30, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row-\($0)") } }
                    } else {
                        ScrollView { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 44).accessibilityIdentifier("row-\($0)") } }
                    }
                }
                .navigationTitle("Notes")
            }
        }
    }

    @MainActor private func check(form: Bool, firstRowY: CGFloat, file: StaticString = #filePath, line: UInt = #line) throws {
        // Given the screen under its large title
        let hosted = HostedContent(Screen(form: form))
        let bar = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UINavigationBar } as? UINavigationBar)
        let scrollView = try XCTUnwrap(hosted.host.window.firstSubview { type(of: $0) == UIScrollView.self } as? UIScrollView)

        // Then the title is large, the scroll view reaches up under it and its content starts below it
        XCTAssertEqual(bar.frame.height, 96, file: file, line: line)
        XCTAssertEqual(scrollView.superview?.convert(scrollView.frame, to: nil).minY, 44, file: file, line: line)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 52, file: file, line: line)
        XCTAssertEqual(scrollView.contentOffset.y, -52, file: file, line: line)
        XCTAssertEqual(hosted.frame("row-0")?.minY, firstRowY, file: file, line: line)

        // When it is scrolled up 200 points
        scrollView.contentOffset = CGPoint(x: 0, y: 148)
        hosted.settle()

        // Then the bar has collapsed to the inline 44-point bar with its title
        XCTAssertEqual(bar.frame.height, 44, file: file, line: line)
        XCTAssertEqual(bar.titleLabel.alpha, 1, file: file, line: line)

        // When it is scrolled half back (100 points past the top), the title area shows 52 - 100 < 0: still collapsed;
        // at 26 points past the top, half of the area shows
        scrollView.contentOffset = CGPoint(x: 0, y: -26)
        hosted.settle()
        XCTAssertEqual(bar.frame.height, 44 + 26, file: file, line: line)
    }

    func testAScrollViewCollapsesTheLargeTitle() throws {
        // The first 44-point row starts right below the 96-point bar
        try MainActor.assumeIsolated { try check(form: false, firstRowY: 96) }
    }

    func testAFormCollapsesTheLargeTitle() throws {
        // The form's first card starts 16 points below the 96-point bar; the row's
        // 20-point text is centred in its 44 points: 96 + 16 + 12
        try MainActor.assumeIsolated { try check(form: true, firstRowY: 124) }
    }

    func testAShortFormStillStartsBelowTheTitleAndItsFieldTakesClicks() throws {
        try MainActor.assumeIsolated {
            // Given a one-field form (shorter than the screen) under a large title
            let hosted = HostedContent(NavigationStack {
                Form { TextField("Name", text: .constant("")).accessibilityIdentifier("name") }
                    .navigationTitle("Profile")
            })
            let field = try XCTUnwrap(hosted.view("name") as? UITextField)

            // Then its card starts 16 points below the 96-point bar: the 24-point field is
            // centred in the 46-point row at 112, and a click there reaches it
            XCTAssertEqual(hosted.frame("name"), CGRect(x: 36, y: 123, width: 318, height: 24))
            hosted.tap("name")
            XCTAssertTrue(field.isFirstResponder)
        }
    }
}
