import XCTest
@testable import SwiftUI

@MainActor
final class KeyLog { var entries: [String] = [] }

private struct KeyScreen: View {
    let log: KeyLog
    var body: some View {
        VStack {
            Text("Inner")
                .onKeyPress(keys: [.upArrow, "a"]) { press in
                    log.entries.append("inner \(press.key == .upArrow ? "up" : press.characters)")
                    return press.key == "a" ? .handled : .ignored
                }
                .onKeyPress(phases: .up) { press in
                    log.entries.append("up-phase \(press.characters)")
                    return .ignored
                }
        }
        .onKeyPress(.upArrow) {
            log.entries.append("outer up")
            return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
            log.entries.append("digit \(press.characters)")
            return .handled
        }
    }
}

/// `onKeyPress` gets the keyboard through our UIKit's presses: the innermost handler
/// first, an ignored press going on to the enclosing ones, a handled one stopping.
final class KeyPressTests: XCTestCase {
    func testPressesGoInnermostFirstAndIgnoredOnesPropagate() { MainActor.assumeIsolated {
        // Given nested key-press handlers and nothing focused,
        let log = KeyLog()
        let hosted = HostedContent(KeyScreen(log: log))
        // when ↑ is pressed, the inner handler ignores it and the outer one handles it (its
        // release reaches only the up-phase handler, as its character: the arrow's function key),
        hosted.host.key(.up)
        XCTAssertEqual(log.entries, ["inner up", "outer up", "up-phase \u{F700}"])
        log.entries.removeAll()
        // when "a" is pressed, the inner one handles it (the outer sees nothing), and its release reaches the up-phase handler,
        hosted.host.key(.character("a"))
        XCTAssertEqual(log.entries, ["inner a", "up-phase a"])
        log.entries.removeAll()
        // and a digit goes past the inner handlers to the characters handler.
        hosted.host.key(.character("7"))
        XCTAssertEqual(log.entries, ["digit 7", "up-phase 7"])
    } }
}
