import XCTest
@testable import SwiftUI

/// PartialSheet measures its sheet this way: the content is an `AnyView` an
/// `ObservableObject` publishes, framed by a `GeometryReader` in its background whose
/// preference an ancestor's `onPreferenceChange` reads.
final class PreferenceFromReplacedContentTests: XCTestCase {
    struct FrameKey: PreferenceKey {
        static let defaultValue: [CGRect] = []
        static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value += nextValue() }
    }

    final class Manager: ObservableObject {
        @Published var content = AnyView(EmptyView())
    }

    final class Log { var frames: [[CGRect]] = [] }

    struct Screen: View {
        @ObservedObject var manager: Manager
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                manager.content
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: FrameKey.self, value: [proxy.frame(in: .global)])
                    })
                Spacer()
            }
            .onPreferenceChange(FrameKey.self) { log.frames.append($0) }
        }
    }

    func testNewContentFromThePublishedObjectIsMeasuredAndReported() { MainActor.assumeIsolated {
        let manager = Manager(), log = Log()
        let hosted = HostedContent(Screen(manager: manager, log: log))
        manager.content = AnyView(Color.orange.frame(width: 200, height: 100))
        hosted.settle()
        XCTAssertEqual(log.frames.last, [CGRect(x: 95, y: 0, width: 200, height: 100)], "\(log.frames)")
    } }
}
