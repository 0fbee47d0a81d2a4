import XCTest
@testable import SwiftUI

final class TabAndStorageTests: XCTestCase {
    struct Tabs: View {
        var body: some View {
            TabView {
                TapCounter(name: "home").tabItem { Label("Home", systemImage: "house") }
                Text("Settings screen").accessibilityIdentifier("settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    func testTabViewShowsTheSelectedTabAndKeepsTheOthersState() throws {
        try MainActor.assumeIsolated {
            let hosted = HostedContent(Tabs())
            hosted.tap("counter")
            XCTAssertEqual(ButtonControl.text(in: hosted.view("counter")!), "home 1")
            let settings = try XCTUnwrap(hosted.view("settings"))
            XCTAssertEqual(settings.alpha, 0)
            // When the second tab's item is tapped (the bar's right half, at the bottom)
            let bounds = hosted.safeArea
            hosted.host.click(at: CGPoint(x: bounds.midX + bounds.width / 4, y: bounds.maxY - 20))
            hosted.settle()
            // Then the settings tab shows and the first keeps its count
            XCTAssertEqual(hosted.view("settings")?.alpha, 1)
            XCTAssertEqual(ButtonControl.text(in: hosted.view("counter")!), "home 1")
        }
    }

    func testAppStorageReadsAndWritesUserDefaults() {
        MainActor.assumeIsolated {
            let defaults = UserDefaults(suiteName: "swiftui-tests-\(UUID().uuidString)")!
            defaults.set(5, forKey: "count")
            struct Screen: View {
                @AppStorage var count: Int
                init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
                var body: some View { Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count") }
            }
            let hosted = HostedContent(Screen(store: defaults))
            XCTAssertEqual(ButtonControl.text(in: hosted.view("count")!), "Count 5")
            hosted.tap("count")
            XCTAssertEqual(ButtonControl.text(in: hosted.view("count")!), "Count 6")
            XCTAssertEqual(defaults.integer(forKey: "count"), 6)
        }
    }
}
