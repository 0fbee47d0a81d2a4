import XCTest
@testable import SwiftUI

/// `PrimitiveButtonStyle`: the style's body decides when the action runs
/// (`configuration.trigger()`); the built-in styles are primitive styles too.
final class PrimitiveButtonStyleTests: XCTestCase {
    /// Runs the action on a double tap only.
    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: 120, height: 44)
                .contentShape(Rectangle())
                .onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    /// Wraps the built-in button made from the configuration.
    struct WrappingStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(10).accessibilityIdentifier("wrapped")
        }
    }

    struct Screen<S: PrimitiveButtonStyle>: View {
        let log: GestureLog
        let style: S
        var body: some View {
            Button("Go") { log("action") }
                .buttonStyle(style)
                .accessibilityIdentifier("button")
        }
    }

    func testACustomStyleTriggersTheActionFromItsOwnGesture() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log, style: DoubleTapStyle()))
            let frame = hosted.frame("button")!
            let centre = CGPoint(x: frame.midX, y: frame.midY)

            // A single click does nothing; a double click runs the action once
            hosted.host.click(at: centre)
            hosted.host.advance(by: 0.5)
            XCTAssertEqual(log.entries, [])
            hosted.host.click(at: centre)
            hosted.host.advance(by: 0.1)
            hosted.host.click(at: centre)
            hosted.settle()
            XCTAssertEqual(log.entries, ["action"])
        }
    }

    func testAStyleMakingAButtonFromItsConfigurationRunsTheActionOnATap() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log, style: WrappingStyle()))
            XCTAssertEqual(hosted.frame("wrapped")?.width, hosted.frame("button")?.width)
            hosted.tap("button")
            XCTAssertEqual(log.entries, ["action"])
        }
    }

    func testTheBuiltInStylesArePrimitiveStylesAndKeepTheirLook() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log, style: .borderedProminent))
            let control = hosted.view("button").flatMap { view -> ButtonControl? in
                var current: UIView? = view
                while let candidate = current { if let control = candidate as? ButtonControl { return control }; current = candidate.superview }
                return view.subviews.compactMap { $0 as? ButtonControl }.first
            }
            XCTAssertNotNil(control?.backgroundColor, "filled with the tint")
            XCTAssertEqual(control?.layer.cornerRadius, 8)
            hosted.tap("button")
            XCTAssertEqual(log.entries, ["action"])

            // A built-in style's body is a button drawn that way
            let body = BorderedButtonStyle().makeBody(configuration: .init(role: nil, label: .init(content: AnyView(Text("x"))), action: {}))
            XCTAssertTrue(String(describing: type(of: body)).contains("Button"))
        }
    }

    func testADisabledButtonsTriggerDoesNothing() {
        MainActor.assumeIsolated {
            struct Disabled: View {
                let log: GestureLog
                var body: some View {
                    Button("Go") { log("action") }
                        .buttonStyle(WrappingStyle())
                        .disabled(true)
                        .accessibilityIdentifier("button")
                }
            }
            let log = GestureLog()
            let hosted = HostedContent(Disabled(log: log))
            hosted.tap("button")
            XCTAssertEqual(log.entries, [])
        }
    }
}
