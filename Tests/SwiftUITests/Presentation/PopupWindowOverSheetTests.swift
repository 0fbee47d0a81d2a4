import XCTest
import UIKit
@testable import SwiftUI

/// A popup library's way of showing a toast over everything (exyte/PopupView's
/// default): a second `UIWindow(windowScene:)` at `.alert + 1`, clear, hosting
/// SwiftUI content, made key and visible, hidden again to close.
final class PopupWindowOverSheetTests: XCTestCase {
    private final class Taps {
        var count = 0
    }

    private struct Toast: View {
        let taps: Taps
        var body: some View {
            VStack(spacing: 0) {
                Spacer()
                Button { taps.count += 1 } label: {
                    Color(red: 0, green: 1, blue: 0).frame(width: 200, height: 60)
                }
                .buttonStyle(.plain)
                Spacer().frame(height: 100)
            }
            .frame(maxWidth: .infinity)
            .ignoresSafeArea()
        }
    }

    func testAPopupWindowDrawsOverASheetTakesItsClicksAndLeavesWhenHidden() {
        MainActor.assumeIsolated { scenario_testAPopupWindowDrawsOverASheetTakesItsClicksAndLeavesWhenHidden() }
    }

    @MainActor private func scenario_testAPopupWindowDrawsOverASheetTakesItsClicksAndLeavesWhenHidden() {
        // Given a sheet up on a blue screen
        let hosted = SwiftUIHost(Color.blue.ignoresSafeArea().sheet(isPresented: .constant(true)) {
            Color(red: 1, green: 1, blue: 0).ignoresSafeArea()
        })
        hosted.settle()
        XCTAssertNotNil(hosted.sheet)
        let before = hosted.host.snapshot()

        // When a clear window at .alert + 1 shows a toast 100 pt above the bottom
        let taps = Taps()
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        XCTAssertTrue(scene === hosted.host.window.windowScene)
        let window = UIWindow(windowScene: scene!)
        showClearToastWindow(window, taps: taps)
        hosted.settle()

        // Then the toast is drawn over the sheet's card, centred, and the rest of the
        // screen is what it was (the window is clear)
        let shown = hosted.host.snapshot()
        let toastTop = 844 - 100 - 60
        XCTAssertEqual(shown.pixel(x: 195, y: toastTop + 30), RGBA8(r: 0, g: 255, b: 0))
        XCTAssertEqual(shown.pixel(x: 96, y: toastTop + 30), RGBA8(r: 0, g: 255, b: 0))
        XCTAssertEqual(shown.pixel(x: 94, y: toastTop + 30), before.pixel(x: 94, y: toastTop + 30))
        XCTAssertEqual(shown.pixel(x: 195, y: toastTop - 2), before.pixel(x: 195, y: toastTop - 2))
        XCTAssertEqual(shown.pixel(x: 195, y: 400), before.pixel(x: 195, y: 400))
        XCTAssertEqual(before.pixel(x: 195, y: 400), RGBA8(r: 255, g: 255, b: 0), "the sheet's card is under it")
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(UIApplication.shared.windows.count, 2)

        // When the toast is clicked
        hosted.host.click(at: CGPoint(x: 195, y: toastTop + 30))
        hosted.settle()

        // Then its button's action ran
        XCTAssertEqual(taps.count, 1)

        // When the window is hidden
        window.isHidden = true
        hosted.settle()

        // Then the screen is as before and the app's window is key again
        let after = hosted.host.snapshot()
        XCTAssertEqual(after.pixel(x: 195, y: toastTop + 30), before.pixel(x: 195, y: toastTop + 30))
        XCTAssertTrue(hosted.host.window.isKeyWindow)
    }

    /// PopupView's window: its `hitTest` returns the hosting controller's view whole,
    /// "to let UIKit pass this touch to the wrapped SwiftUI view".
    private final class HostingViewWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { rootViewController?.view }
    }

    func testATouchAWindowHandsToTheHostingViewWholeReachesTheButtonUnderIt() {
        MainActor.assumeIsolated { scenario_testATouchAWindowHandsToTheHostingViewWholeReachesTheButtonUnderIt() }
    }

    @MainActor private func scenario_testATouchAWindowHandsToTheHostingViewWholeReachesTheButtonUnderIt() {
        // Given a window whose hitTest returns its hosting view, over the app's window
        let hosted = SwiftUIHost(Color.blue.ignoresSafeArea())
        let taps = Taps()
        let window = HostingViewWindow(windowScene: hosted.host.window.windowScene!)
        showClearToastWindow(window, taps: taps)
        hosted.settle()

        // When the toast's button is clicked, then the space beside it
        hosted.host.click(at: CGPoint(x: 195, y: 844 - 100 - 30))
        hosted.settle()
        hosted.host.click(at: CGPoint(x: 20, y: 400))
        hosted.settle()

        // Then the button under the first click ran its action, once
        XCTAssertEqual(taps.count, 1)
    }

    /// Shows `window`, clear, at `.alert + 1`, hosting the toast, and makes it key.
    @MainActor private func showClearToastWindow(_ window: UIWindow, taps: Taps) {
        window.backgroundColor = .clear
        let controller = UIHostingController(rootView: Toast(taps: taps))
        controller.view.backgroundColor = .clear
        window.rootViewController = controller
        window.windowLevel = .alert + 1
        window.makeKeyAndVisible()
    }
}

