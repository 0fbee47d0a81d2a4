import XCTest
import Observation
@testable import SwiftUI

struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct FramesKey: PreferenceKey {
    static let defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value += nextValue() }
}

struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// `PreferenceKey`, `preference(key:value:)`, `transformPreference`, `onPreferenceChange`,
/// `GeometryProxy.frame(in:)` with `coordinateSpace(name:)`, and the size-class environment.
final class PreferenceTests: XCTestCase {
    final class Log { var values: [Int] = []; var heights: [CGFloat] = []; var frames: [CGRect] = [] }

    struct SumScreen: View {
        let model: HeroModel
        let log: Log
        var body: some View {
            VStack {
                Text("a").preference(key: SumKey.self, value: 1)
                if model.expanded { Text("b").preference(key: SumKey.self, value: 10) }
                Text("c").preference(key: SumKey.self, value: 100)
                    .transformPreference(SumKey.self) { $0 *= 2 }
            }
            .onPreferenceChange(SumKey.self) { log.values.append($0) }
        }
    }

    func testTheSubtreesValuesAreReducedInOrderAndReportedWhenTheyChange() { MainActor.assumeIsolated {
        // Given: values 1 and 100 doubled by a transform
        let model = HeroModel()
        let log = Log()
        let hosted = HostedContent(SumScreen(model: model, log: log))
        // Then: the first value is reported once, after the first pass
        XCTAssertEqual(log.values, [201])

        // When: a view with 10 is inserted
        model.expanded = true
        hosted.settle()
        // Then: the new sum is reported
        XCTAssertEqual(log.values, [201, 211])

        // When: an update leaves the value as it was (the same state written again)
        model.expanded = true
        hosted.settle()
        // Then: nothing is reported
        XCTAssertEqual(log.values, [201, 211])
        XCTAssertEqual(hosted.graph.warnings, [])
    }}

    func testWithNoWriterTheDefaultIsReportedAndAnOuterPreferenceReplacesTheInnerOnes() { MainActor.assumeIsolated {
        let log = Log()
        struct Screen: View {
            let log: Log
            var body: some View {
                HStack {
                    VStack { Text("x").preference(key: SumKey.self, value: 5) }
                        .preference(key: SumKey.self, value: 7)
                    Text("nothing").onPreferenceChange(SumKey.self) { log.heights.append(CGFloat($0)) }
                }
                .onPreferenceChange(SumKey.self) { log.values.append($0) }
            }
        }
        _ = HostedContent(Screen(log: log))
        XCTAssertEqual(log.values, [7], "the outer 7 replaced the inner 5")
        XCTAssertEqual(log.heights, [0], "no writer: the default value")
    }}

    func testAGeometryReaderReportsItsFrameInANamedSpaceAndTheWindow() { MainActor.assumeIsolated {
        // Given: a 100-point-high reader under a 50-point bar, inside a space named "sheet" padded 20
        let log = Log()
        struct Screen: View {
            let log: Log
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.frame(in: .named("sheet")).minY)
                            .preference(key: FramesKey.self,
                                        value: [proxy.frame(in: .named("sheet")), proxy.frame(in: .global), proxy.frame(in: .local)])
                    }
                    .frame(width: 200, height: 100)
                }
                .padding(20)
                .coordinateSpace(name: "sheet")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onPreferenceChange(HeightKey.self) { log.heights.append($0) }
                .onPreferenceChange(FramesKey.self) { log.frames = $0 }
            }
        }
        let hosted = HostedContent(Screen(log: log))
        let origin = hosted.safeArea.origin
        // Then: in the named space it is 20 + 50 down, and centred in the 350-point column
        // (20 + 75 in); in the window, also offset by the safe area
        XCTAssertEqual(log.heights, [70])
        XCTAssertEqual(log.frames, [CGRect(x: 95, y: 70, width: 200, height: 100),
                                    CGRect(x: origin.x + 95, y: origin.y + 70, width: 200, height: 100),
                                    CGRect(x: 0, y: 0, width: 200, height: 100)])
    }}

    func testTheSizeClassesComeFromTheHostingControllersTraits() { MainActor.assumeIsolated {
        final class Seen { var classes: [String] = [] }
        let seen = Seen()
        struct Screen: View {
            let seen: Seen
            @Environment(\.horizontalSizeClass) private var horizontal
            @Environment(\.verticalSizeClass) private var vertical
            var body: some View {
                Text("x").onAppear { seen.classes.append("\(String(describing: horizontal)) \(String(describing: vertical))") }
            }
        }
        let hosted = HostedContent(Screen(seen: seen))
        let traits = hosted.controller.traitCollection
        XCTAssertEqual(seen.classes, ["\(String(describing: UserInterfaceSizeClass(traits.horizontalSizeClass))) \(String(describing: UserInterfaceSizeClass(traits.verticalSizeClass)))"])
        XCTAssertEqual(UserInterfaceSizeClass(.compact), .compact)
        XCTAssertEqual(UserInterfaceSizeClass(.regular), .regular)
        XCTAssertNil(UserInterfaceSizeClass(.unspecified))
    }}
}
