import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// `Link` and the `\.openURL` action: through `UIApplication.open` unless a custom action handles it.
final class LinkTests: XCTestCase {
    func testTappingALinkOpensItsURLThroughTheApplication() {
        MainActor.assumeIsolated {
            // Given a link, and the application's opener recording what it is given
            let url = URL(string: "https://apple.com")!
            let hosted = HostedContent(Link("Apple", destination: url).accessibilityIdentifier("link"))
            let application = UIApplication.shared
            XCTAssertFalse(application === ApplicationContext.detached)
            var opened: [URL] = []
            application.urlOpener = { opened.append($0); return true }
            defer { application.urlOpener = nil }

            // Then it reads as a link (not a button), in the accent colour
            let control = hosted.view("link")!
            XCTAssertEqual(control.accessibilityTraits, .link)
            XCTAssertEqual(control.accessibilityLabel, "Apple")
            let label = control.firstSubview { $0 is UILabel } as! UILabel
            XCTAssertEqual(label.textColor, UIColor.systemBlue)

            // When tapped
            hosted.tap("link")

            // Then the URL went to the application's opener once
            XCTAssertEqual(opened, [url])
        }
    }

    func testACustomOpenURLActionIsAskedFirst() {
        MainActor.assumeIsolated {
            // Given links under an action that handles apple.com, discards example.com and redirects the rest
            var asked: [String] = []
            let action = OpenURLAction { url in
                asked.append(url.host ?? "")
                switch url.host {
                case "apple.com": return .handled
                case "example.com": return .discarded
                default: return .systemAction(URL(string: "https://swift.org")!)
                }
            }
            let hosted = HostedContent(VStack {
                Link("A", destination: URL(string: "https://apple.com")!).accessibilityIdentifier("a")
                Link("B", destination: URL(string: "https://example.com")!).accessibilityIdentifier("b")
                Link("C", destination: URL(string: "https://other.org")!).accessibilityIdentifier("c")
            }.environment(\.openURL, action))
            let application = UIApplication.shared
            var opened: [URL] = []
            application.urlOpener = { opened.append($0); return true }
            defer { application.urlOpener = nil }

            // When each is tapped
            hosted.tap("a")
            hosted.tap("b")
            hosted.tap("c")

            // Then the action saw all three; only the redirected one reached the system, as swift.org
            XCTAssertEqual(asked, ["apple.com", "example.com", "other.org"])
            XCTAssertEqual(opened, [URL(string: "https://swift.org")!])
        }
    }

    func testTheCompletionReportsWhetherTheSystemOpenedIt() {
        MainActor.assumeIsolated {
            // Given a window whose application opens web links but has no opener for others
            let hosted = HostedContent(Text("x"))
            let application = UIApplication.shared
            application.urlOpener = { $0.scheme == "https" }
            defer { application.urlOpener = nil }
            var results: [Bool] = []

            // When the default action opens a web link and an unsupported scheme
            OpenURLAction()(URL(string: "https://apple.com")!) { results.append($0) }
            OpenURLAction()(URL(string: "tel:123")!) { results.append($0) }
            hosted.settle()

            // Then the first opened and the second did not
            XCTAssertEqual(results, [true, false])
        }
    }
}
