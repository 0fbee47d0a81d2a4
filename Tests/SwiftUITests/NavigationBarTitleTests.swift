import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// The iOS 13 `navigationBarTitle(_:displayMode:)` and `navigationViewStyle(_:)`.
final class NavigationBarTitleTests: XCTestCase {
    struct Screen: View {
        let mode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationView {
                List(0..<5) { Text("Row \($0)") }
                    .navigationBarTitle("Sink", displayMode: mode)
            }
            .navigationViewStyle(.stack)
        }
    }

    @MainActor private func bar(_ hosted: HostedContent<Screen>) -> UINavigationBar {
        hosted.host.window.firstSubview { $0 is UINavigationBar } as! UINavigationBar
    }

    func testInlineDisplayModeShowsTheTitleInThe44PointBar() {
        MainActor.assumeIsolated {
            // Given a NavigationView titled "Sink", inline
            let hosted = HostedContent(Screen(mode: .inline))
            let bar = bar(hosted)

            // Then the bar is 44 points with the title in it, and the item is "never large"
            XCTAssertEqual(bar.frame.height, 44)
            XCTAssertEqual(bar.titleLabel.text, "Sink")
            XCTAssertEqual(bar.titleLabel.alpha, 1)
            XCTAssertEqual(bar.topItem?.title, "Sink")
            XCTAssertEqual(bar.topItem?.largeTitleDisplayMode, .never)
        }
    }

    func testLargeDisplayModeShowsTheLargeTitle() {
        MainActor.assumeIsolated {
            // Given the same screen with `.large`
            let hosted = HostedContent(Screen(mode: .large))
            let bar = bar(hosted)

            // Then the 96-point bar shows "Sink" large
            XCTAssertEqual(bar.frame.height, 96)
            XCTAssertEqual(bar.largeTitleLabel.text, "Sink")
            XCTAssertEqual(bar.topItem?.largeTitleDisplayMode, .always)
        }
    }

    func testEveryOverloadSetsTheTitle() {
        MainActor.assumeIsolated {
            // Text, LocalizedStringKey and String titles all reach the navigation item
            let text = HostedContent(NavigationStack { Color.red.navigationBarTitle(Text("T"), displayMode: .inline) })
            let key = HostedContent(NavigationStack { Color.red.navigationBarTitle(LocalizedStringKey("K")) })
            let title: String = "S"
            let string = HostedContent(NavigationStack { Color.red.navigationBarTitle(title, displayMode: .automatic) })
            func item(_ window: UIWindow) -> UINavigationItem? {
                (window.firstSubview { $0 is UINavigationBar } as? UINavigationBar)?.topItem
            }
            XCTAssertEqual(item(text.host.window)?.title, "T")
            XCTAssertEqual(item(key.host.window)?.title, "K")
            XCTAssertEqual(item(string.host.window)?.title, "S")
            XCTAssertEqual(item(string.host.window)?.largeTitleDisplayMode, .automatic)
        }
    }
}
