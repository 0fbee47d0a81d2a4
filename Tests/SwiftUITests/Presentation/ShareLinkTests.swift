import XCTest
import UIKit
@testable import SwiftUI
@testable import UIKitCore

/// `ShareLink` and UIKit's `UIActivityViewController` it presents.
final class ShareLinkTests: XCTestCase {
    final class Reverse: UIActivity {
        var log: [String] = []
        override var activityType: ActivityType? { ActivityType("test.reverse") }
        override var activityTitle: String? { "Reverse" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
        override func perform() {
            log.append("perform")
            activityDidFinish(true)
        }
    }

    @MainActor private func tapCenter(of view: UIView, in host: HeadlessHost) {
        host.click(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        host.runUntilIdle()
    }

    func testAShareLinkPresentsTheShareSheetAndCopyPutsTheURLOnTheClipboard() {
        MainActor.assumeIsolated {
            // Given a share link for a URL
            let screen = SwiftUIHost(ShareLink(item: URL(string: "https://swift.org/blog")!))
            let button = screen.host.window.firstSubview { $0 is ButtonControl }!
            XCTAssertEqual(button.accessibilityLabel, "Share")

            // When tapped
            tapCenter(of: button, in: screen.host)

            // Then the share sheet is up at the medium detent, previewing the URL, offering Copy
            let sheet = screen.presented as! UIActivityViewController
            XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 422, width: 390, height: 422))
            XCTAssertEqual(sheet.previewLabel.text, "swift.org")
            XCTAssertEqual(sheet.detailLabel.text, "https://swift.org/blog")
            XCTAssertEqual(sheet.activityButtons.map { $0.title(for: .normal) }, ["Copy"])

            // When Copy is chosen
            tapCenter(of: sheet.activityButtons[0], in: screen.host)

            // Then the URL is on the window's clipboard and the sheet is gone
            XCTAssertEqual(screen.host.clipboardText, "https://swift.org/blog")
            XCTAssertEqual(UIPasteboard.general.url, URL(string: "https://swift.org/blog"))
            XCTAssertNil(screen.presented)
        }
    }

    func testApplicationActivitiesExclusionsAndTheCompletionHandler() {
        MainActor.assumeIsolated {
            // Given a share sheet for text with a custom activity, presented from a UIKit controller
            let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
            let root = UIViewController()
            host.window.rootViewController = root
            host.runUntilIdle()
            let reverse = Reverse()
            var completions: [String] = []
            let sheet = UIActivityViewController(activityItems: ["hello"], applicationActivities: [reverse])
            sheet.completionWithItemsHandler = { type, completed, _, _ in completions.append("\(type?.rawValue ?? "nil") \(completed)") }
            root.present(sheet, animated: false)
            host.runUntilIdle()

            // Then Copy and Reverse are offered, in that order
            XCTAssertEqual(sheet.activityButtons.map { $0.title(for: .normal) }, ["Copy", "Reverse"])

            // When Reverse is chosen: prepared, performed, then the sheet goes and the handler hears it
            tapCenter(of: sheet.activityButtons[1], in: host)
            XCTAssertEqual(reverse.log, ["prepare 1", "perform"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(completions, ["test.reverse true"])

            // When presented again without Copy and closed
            let second = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
            second.excludedActivityTypes = [.copyToPasteboard]
            second.completionWithItemsHandler = { type, completed, _, _ in completions.append("\(type?.rawValue ?? "nil") \(completed)") }
            root.present(second, animated: false)
            host.runUntilIdle()
            XCTAssertEqual(second.activityButtons.count, 0)
            tapCenter(of: second.closeButton, in: host)

            // Then the handler hears no activity, not completed
            XCTAssertEqual(completions, ["test.reverse true", "nil false"])
            XCTAssertNil(root.presentedViewController)
        }
    }
}
