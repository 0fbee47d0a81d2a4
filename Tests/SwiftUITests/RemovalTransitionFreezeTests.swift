import XCTest
import Combine
@testable import SwiftUI

/// A view leaving with a removal transition is no longer updated, as in SwiftUI:
/// the transition's own updates do not make a `GeometryReader`'s content again on
/// state changed since, so its `onReceive` does not act on it (lucaszischka/BottomSheet
/// measured its hidden content's height from such a reader and could not open again).
final class RemovalTransitionFreezeTests: XCTestCase {
    final class Log { var values: [String] = [] }

    struct Screen: View {
        let log: Log
        @State private var isShown = true
        @State private var generation = 0
        var body: some View {
            VStack(spacing: 0) {
                if isShown {
                    GeometryReader { proxy in
                        let _ = log.values.append("made with generation \(generation) at \(Int(proxy.size.height))")
                        Color.clear.onReceive(Just(generation)) { value in
                            log.values.append("generation \(value) at \(Int(proxy.size.height))")
                        }
                    }
                    .frame(height: 100)
                    .transition(.move(edge: .bottom))
                }
                Button("Hide") {
                    withAnimation(.linear(duration: 0.5)) {
                        isShown = false
                        generation = 1
                    }
                }
                .accessibilityIdentifier("hide")
                Button("Show") { isShown = true }.accessibilityIdentifier("show")
            }
        }
    }

    func testALeavingReadersContentIsNotMadeAgainWithTheNewState() { MainActor.assumeIsolated {
        // Given: a reader whose content receives the generation it was made with
        let log = Log()
        let hosted = HostedContent(Screen(log: log))
        // (made once when inserted, before its size is known, and again at its size)
        XCTAssertEqual(log.values, ["made with generation 0 at 0", "made with generation 0 at 100", "generation 0 at 100"])
        log.values.removeAll()

        // When: one animated change removes the reader (moving out) and bumps the generation
        hosted.tap("hide")
        hosted.host.advance(by: 0.25)

        // Then: half-way through the removal the leaving content was not made again nor received anything
        XCTAssertEqual(log.values, [])

        // When: the removal ends
        hosted.settle()

        // Then: still nothing: the reader left with the content it had
        XCTAssertEqual(log.values, [])

        // When: the reader comes back
        hosted.tap("show")

        // Then: the new content is made with the current state
        XCTAssertEqual(log.values, ["made with generation 1 at 0", "made with generation 1 at 100", "generation 1 at 100"])
    }}
}
