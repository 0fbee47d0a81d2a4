import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// Pushing an inline-titled screen over a large-titled one shrinks the bar with the slide; popping grows it back.
final class LargeTitleTransitionTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") {
                    Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
                }
                .accessibilityIdentifier("open")
                .navigationTitle("Notes")
            }
        }
    }

    func testTheBarHeightFollowsThePushAndThePop() throws {
        try MainActor.assumeIsolated {
            // Given the large-titled root: a 96-point bar
            let hosted = HostedContent(Screen())
            let bar = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UINavigationBar } as? UINavigationBar)
            XCTAssertEqual(bar.frame.height, 96)

            // When the inline screen is pushed (0.35 s, ease in-out: half way at 0.175 s)
            let open = try XCTUnwrap(hosted.frame("open"))
            hosted.host.click(at: CGPoint(x: open.midX, y: open.midY))

            // Then the bar's model height is 44 at once and on screen it is half way
            XCTAssertEqual(bar.frame.height, 44)
            hosted.host.advance(by: 0.175)
            XCTAssertEqual(bar.layer.presented.frame.height, 70, accuracy: 0.01)
            hosted.host.advance(by: 0.175)
            hosted.settle()
            XCTAssertEqual(bar.layer.presented.frame.height, 44)

            // When the back button pops, the bar grows back with the slide
            let back = try XCTUnwrap(hosted.frame("back"))
            hosted.host.click(at: CGPoint(x: back.midX, y: back.midY))
            XCTAssertEqual(bar.frame.height, 96)
            hosted.host.advance(by: 0.175)
            XCTAssertEqual(bar.layer.presented.frame.height, 70, accuracy: 0.01)
            hosted.host.advance(by: 0.175)
            hosted.settle()
            XCTAssertEqual(bar.layer.presented.frame.height, 96)
        }
    }
}
