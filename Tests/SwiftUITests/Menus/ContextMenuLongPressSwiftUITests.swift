import XCTest
import UIKit
@testable import SwiftUI
@testable import UIKitCore

/// `.contextMenu(menuItems:)` and `.contextMenu(menuItems:preview:)` opened by a long press.
final class ContextMenuLongPressSwiftUITests: XCTestCase {
    struct Screen: View {
        let log: Log
        var body: some View {
            VStack {
                Text("Plain").frame(width: 120, height: 44).accessibilityIdentifier("plain")
                    .contextMenu { Button("Copy") { log.lines.append("Copy") } }
                Text("Photo").frame(width: 120, height: 44).accessibilityIdentifier("photo")
                    .contextMenu {
                        Button("Delete") { log.lines.append("Delete") }
                    } preview: {
                        Color.orange.frame(width: 200, height: 120)
                    }
            }
        }
    }

    final class Log { var lines: [String] = [] }

    @MainActor
    private func longPress(_ screen: HostedContent<Screen>, _ identifier: String) -> CGPoint {
        let frame = screen.frame(identifier)!
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        screen.host.pointerDown(at: centre)
        screen.host.advance(by: 0.6)
        screen.host.pointerUp(at: centre)
        screen.settle()
        return centre
    }

    func testALongPressLiftsTheViewAndAChosenItemRuns() {
        MainActor.assumeIsolated {
            // Given
            let log = Log()
            let screen = HostedContent(Screen(log: log))

            // When "Plain" is held for 0.6 s
            _ = longPress(screen, "plain")

            // Then its menu is open, with the view itself lifted (120 x 44 where it is)
            XCTAssertEqual(screen.host.window.visibleMenu?.children.map(\.title), ["Copy"])
            let preview = screen.host.window.subviews.compactMap { $0 as? ContextMenuPreviewView }.first
            XCTAssertEqual(preview?.card.frame, screen.frame("plain"))

            // When "Copy" is clicked
            let overlay = screen.host.window.menuOverlay!
            let row = overlay.card.rows.first { $0.action?.title == "Copy" }!
            screen.host.click(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
            screen.settle()

            // Then it ran, and the menu and preview are gone
            XCTAssertEqual(log.lines, ["Copy"])
            XCTAssertNil(screen.host.window.visibleMenu)
            XCTAssertFalse(screen.host.window.subviews.contains { $0 is ContextMenuPreviewView })
        }
    }

    func testThePreviewViewIsLiftedInsteadOfTheView() {
        MainActor.assumeIsolated {
            // Given
            let log = Log()
            let screen = HostedContent(Screen(log: log))

            // When "Photo" is held
            _ = longPress(screen, "photo")

            // Then the 200 x 120 preview is lifted, centred on it
            let photo = screen.frame("photo")!
            let preview = screen.host.window.subviews.compactMap { $0 as? ContextMenuPreviewView }.first
            XCTAssertEqual(preview?.card.frame.size, CGSize(width: 200, height: 120))
            XCTAssertEqual(preview?.card.frame.midX, photo.midX)
            XCTAssertEqual(preview?.card.frame.midY, photo.midY)
            XCTAssertEqual(screen.host.window.visibleMenu?.children.map(\.title), ["Delete"])
        }
    }
}
