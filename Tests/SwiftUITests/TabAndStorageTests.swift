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

final class SliderTests: XCTestCase {
    func testDraggingTheSliderToItsEndSetsTheUpperBoundSnappedToTheStep() throws {
        try MainActor.assumeIsolated {
            final class Box { var value = 0.0 }
            let box = Box()
            struct Screen: View {
                let box: Box
                @State var volume = 0.0
                var body: some View {
                    Slider(value: $volume, in: 0...10, step: 1)
                        .frame(width: 228)
                        .accessibilityIdentifier("slider")
                        .onChange(of: volume) { _, new in box.value = new }
                }
            }
            let hosted = HostedContent(Screen(box: box))
            let frame = try XCTUnwrap(hosted.frame("slider"))
            // The thumb (28 points) starts at the leading end; drag it half way (100 of 200 points of travel)
            hosted.host.drag(from: CGPoint(x: frame.minX + 14, y: frame.midY), to: CGPoint(x: frame.minX + 114, y: frame.midY), duration: 0.3)
            hosted.settle()
            XCTAssertEqual(box.value, 5)
        }
    }
}
