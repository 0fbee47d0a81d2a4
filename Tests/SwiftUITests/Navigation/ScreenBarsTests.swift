import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// Each screen of a `NavigationStack` sets the bars it wants as it appears: the
/// toolbar shows while it has `.bottomBar` items and slides with the push and pop.
final class ScreenBarsTests: XCTestCase {
    struct Inbox: View {
        var detailBars: Visibility = .automatic
        var body: some View {
            NavigationStack {
                NavigationLink("Open") {
                    Text("Detail")
                        .toolbar(detailBars, for: .navigationBar)
                        .accessibilityIdentifier("detail")
                }
                .accessibilityIdentifier("open")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                }
            }
        }
    }

    @MainActor private func navigation(_ hosted: HostedContent<Inbox>) -> UINavigationController {
        hosted.host.window.firstSubview { $0 is UINavigationBar }!.next.flatMap { responder -> UINavigationController? in
            var current: UIResponder? = responder
            while let next = current, !(next is UINavigationController) { current = next.next }
            return current as? UINavigationController
        }!
    }

    func testAScreenWithoutBottomBarItemsHidesTheToolbarWithThePushAndPopBringsItBack() {
        MainActor.assumeIsolated {
            // Given a stack whose root screen has a bottom-bar item
            let hosted = HostedContent(Inbox())
            let navigation = navigation(hosted)
            let height = navigation.view.bounds.height
            XCTAssertEqual(navigation.isToolbarHidden, false)
            XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: height - 44, width: 390, height: 44))

            // When the link pushes a screen that has none
            let open = hosted.frame("open")!
            hosted.host.click(at: CGPoint(x: open.midX, y: open.midY))

            // Then the toolbar is hidden at once for the model, the detail laid out to the bottom
            XCTAssertEqual(navigation.isToolbarHidden, true)
            XCTAssertEqual(navigation.topViewController?.view.frame.height, height - 44)
            // and slides down with the push (0.35 s, ease in-out): half way at 0.175 s
            hosted.host.advance(by: 0.175)
            XCTAssertEqual(navigation.toolbar.isHidden, false)
            XCTAssertEqual(navigation.toolbar.layer.presented.frame.minY, height - 22, accuracy: 0.01)
            hosted.host.advance(by: 0.175)
            hosted.settle()
            XCTAssertEqual(navigation.toolbar.isHidden, true)
            XCTAssertEqual(navigation.topViewController?.view.frame, CGRect(x: 0, y: 44, width: 390, height: height - 44))

            // When the back button pops
            let back = hosted.frame("back")!
            hosted.host.click(at: CGPoint(x: back.midX, y: back.midY))

            // Then the root's toolbar comes back, sliding up with the pop
            XCTAssertEqual(navigation.isToolbarHidden, false)
            XCTAssertEqual(navigation.toolbar.isHidden, false)
            hosted.host.advance(by: 0.175)
            XCTAssertEqual(navigation.toolbar.layer.presented.frame.minY, height - 22, accuracy: 0.01)
            hosted.host.advance(by: 0.175)
            hosted.settle()
            XCTAssertEqual(navigation.toolbar.layer.presented.frame.minY, height - 44)
            XCTAssertEqual(navigation.toolbar.items?.count, 3)
            XCTAssertEqual(navigation.topViewController?.view.frame, CGRect(x: 0, y: 44, width: 390, height: height - 88))
        }
    }

    func testToolbarHiddenForTheNavigationBarHidesItOnlyWhileThatScreenIsOnTop() {
        MainActor.assumeIsolated {
            // Given a pushed screen that hides the navigation bar
            let hosted = HostedContent(Inbox(detailBars: .hidden))
            let navigation = navigation(hosted)
            hosted.tap("open")
            hosted.settle()

            // Then the bar is hidden and the detail fills the stack from the top
            XCTAssertEqual(navigation.isNavigationBarHidden, true)
            XCTAssertEqual(navigation.topViewController?.view.frame.minY, 0)

            // When it is popped (the stack's back action, as the edge swipe does)
            navigation.popViewController(animated: true)
            hosted.settle()

            // Then the root shows its bar again
            XCTAssertEqual(navigation.isNavigationBarHidden, false)
            XCTAssertEqual(navigation.topViewController?.view.frame.minY, 44)
        }
    }

    func testToolbarBackgroundColoursTheBarWhileTheScreenIsShown() {
        MainActor.assumeIsolated {
            // Given a stack whose root asks for a red navigation bar and a hidden toolbar background
            let hosted = HostedContent(NavigationStack {
                NavigationLink("Open") { Text("Detail") }
                    .accessibilityIdentifier("open")
                    .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .navigationBar)
                    .toolbarBackground(.hidden, for: .bottomBar)
            })
            let bar = hosted.host.window.firstSubview { $0 is UINavigationBar } as! UINavigationBar
            var responder: UIResponder? = bar
            while let current = responder, !(current is UINavigationController) { responder = current.next }
            let navigation = responder as! UINavigationController

            // Then the bars take those colours
            XCTAssertEqual(bar.barTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertEqual(navigation.toolbar.barTintColor, .clear)
            // and the inline bar (scrolled past the large title) draws red: the pixel at its middle
            navigation.navigationBar.prefersLargeTitles = false
            hosted.settle()
            let pixel = hosted.host.snapshot().pixel(x: 5, y: 20)
            XCTAssertEqual([pixel.r, pixel.g, pixel.b], [255, 0, 0])

            // When a screen without a background is pushed, the bar goes back to its own colour
            hosted.tap("open")
            hosted.settle()
            XCTAssertNil(bar.barTintColor)
            XCTAssertNil(navigation.toolbar.barTintColor)
        }
    }
}
