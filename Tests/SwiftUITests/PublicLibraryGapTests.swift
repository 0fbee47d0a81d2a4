import XCTest
import Combine
@testable import SwiftUI

/// Gaps public SwiftUI libraries (PopupView, SlideOverCard, BottomSheet) ran into:
/// `onReceive`, custom `ButtonStyle`s, gestures of your own and optional gestures,
/// Core Graphics' `CGPointMake` family.
final class PublicLibraryGapTests: XCTestCase {
    // MARK: onReceive

    final class ReceiveLog { var values: [Int] = [] }

    struct ReceiveScreen: View {
        let subject: PassthroughSubject<Int, Never>
        let log: ReceiveLog
        @State private var last = 0
        var body: some View {
            Text("last \(last)")
                .accessibilityIdentifier("label")
                .onReceive(subject) { value in
                    log.values.append(value)
                    last = value
                }
        }
    }

    struct ReceiveToggle: View {
        let subject: PassthroughSubject<Int, Never>
        let log: ReceiveLog
        let model: HeroModel
        var body: some View {
            if model.expanded { ReceiveScreen(subject: subject, log: log) }
        }
    }

    func testOnReceiveRunsTheActionForEachValueAndStopsWhenTheViewLeaves() { MainActor.assumeIsolated {
        // Given: a view receiving a subject's values
        let subject = PassthroughSubject<Int, Never>()
        let log = ReceiveLog()
        let model = HeroModel()
        model.expanded = true
        let hosted = HostedContent(ReceiveToggle(subject: subject, log: log, model: model))

        // When: the subject sends two values
        subject.send(3)
        subject.send(7)
        hosted.settle()

        // Then: the action ran for each, in order, and its state write re-rendered the text
        XCTAssertEqual(log.values, [3, 7])
        XCTAssertEqual((hosted.view("label") as? UILabel)?.text, "last 7")

        // When: the view leaves the graph and the subject sends again
        model.expanded = false
        hosted.settle()
        subject.send(9)

        // Then: nothing more is received
        XCTAssertNil(hosted.view("label"))
        XCTAssertEqual(log.values, [3, 7])
    }}

    func testOnReceiveOfAPublisherThatEmitsAtOnceRunsAfterTheUpdateNotDuringIt() { MainActor.assumeIsolated {
        struct Screen: View {
            @State private var text = "before"
            var body: some View {
                Text(text).accessibilityIdentifier("label").onReceive(Just("after")) { text = $0 }
            }
        }
        let hosted = HostedContent(Screen())
        XCTAssertEqual((hosted.view("label") as? UILabel)?.text, "after")
        XCTAssertEqual(hosted.graph.warnings, [], "the state was written outside any body")
    }}

    // MARK: ButtonStyle

    struct CapsuleStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(configuration.isPressed ? Color.red : Color.green)
                .accessibilityIdentifier(configuration.isPressed ? "pressed" : "idle")
        }
    }

    func testACustomButtonStyleDrawsTheLabelInItsBodyAndSeesThePress() { MainActor.assumeIsolated {
        final class Taps { var count = 0 }
        let taps = Taps()
        struct Screen: View {
            let taps: Taps
            var body: some View {
                Button { taps.count += 1 } label: { Text("Go").accessibilityIdentifier("label") }
                    .buttonStyle(CapsuleStyle())
            }
        }
        // Given: a button with a custom style
        let hosted = HostedContent(Screen(taps: taps))
        let label = hosted.frame("label")!
        // Then: the style's body wraps the label: 10 points of padding on each side
        XCTAssertEqual(hosted.frame("idle")?.insetBy(dx: 10, dy: 10), label)

        // When: pressed (down, not yet up)
        hosted.host.pointerDown(at: CGPoint(x: label.midX, y: label.midY))
        hosted.host.advance(by: 0.05)
        // Then: the body is made again with isPressed, and the label is not dimmed by the button
        XCTAssertNotNil(hosted.view("pressed"))
        XCTAssertNil(hosted.view("idle"))
        XCTAssertEqual(hosted.view("label")?.alpha, 1)
        XCTAssertEqual(taps.count, 0)

        // When: released inside
        hosted.host.pointerUp(at: CGPoint(x: label.midX, y: label.midY))
        hosted.settle()
        // Then: the action ran once and the body is back to not pressed
        XCTAssertEqual(taps.count, 1)
        XCTAssertNotNil(hosted.view("idle"))
        // And: the label is drawn in the tint colour, as SwiftUI draws a styled button's label
        XCTAssertEqual((hosted.view("label") as? UILabel)?.textColor, Color.accentColor.uiColor)
    }}

    func testABuiltInStyleInsideReplacesACustomOneOutside() { MainActor.assumeIsolated {
        struct Screen: View {
            var body: some View {
                VStack {
                    Button("Plain") {}.buttonStyle(.plain).accessibilityIdentifier("plain")
                }
                .buttonStyle(CapsuleStyle())
            }
        }
        let hosted = HostedContent(Screen())
        XCTAssertNil(hosted.view("idle"), "the plain style replaced the custom one")
        XCTAssertNotNil(hosted.view("plain"))
    }}

    // MARK: Gestures

    /// A gesture of its own, as PopupView's `SimpleDragGesture`: a body made of a
    /// drag, with its own `@GestureState` and `@State`.
    struct ReportingDrag: Gesture {
        let report: (String) -> Void
        @GestureState private var translation: CGSize = .zero
        @State private var isDragging = false

        var body: some Gesture {
            DragGesture()
                .updating($translation) { value, state, _ in state = value.translation }
                .onChanged { value in
                    if !isDragging {
                        isDragging = true
                        report("began")
                    }
                }
                .onEnded { value in report("ended \(Int(value.translation.width))") }
        }
    }

    func testAGestureOfYourOwnIsRecognisedAsItsBodyAndKeepsItsState() { MainActor.assumeIsolated {
        final class Log { var events: [String] = [] }
        let log = Log()
        struct Screen: View {
            let log: Log
            var body: some View {
                Color.blue.frame(width: 200, height: 200)
                    .gesture(ReportingDrag { log.events.append($0) })
                    .accessibilityIdentifier("area")
            }
        }
        let hosted = HostedContent(Screen(log: log))
        let frame = hosted.frame("area")!
        hosted.host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX + 60, y: frame.midY), duration: 0.3)
        hosted.settle()
        // `began` once: the gesture's @State kept `isDragging` across the moves
        XCTAssertEqual(log.events, ["began", "ended 60"])
    }}

    func testAnOptionalGestureRecognisesOnlyWhenItIsThere() { MainActor.assumeIsolated {
        final class Log { var taps = 0 }
        let log = Log()
        struct Screen: View {
            let log: Log
            let enabled: Bool
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(enabled ? TapGesture().onEnded { log.taps += 1 } : nil)
                    .accessibilityIdentifier("area")
            }
        }
        // Given: no gesture at first
        let hosted = HostedContent(Screen(log: log, enabled: false))
        hosted.tap("area")
        XCTAssertEqual(log.taps, 0)
        // When: the gesture is there
        hosted.controller.rootView = Screen(log: log, enabled: true)
        hosted.settle()
        hosted.tap("area")
        XCTAssertEqual(log.taps, 1)
        // When: it is nil again
        hosted.controller.rootView = Screen(log: log, enabled: false)
        hosted.settle()
        hosted.tap("area")
        XCTAssertEqual(log.taps, 1)
    }}

    // MARK: Core Graphics

    func testCoreGraphicsMakeFunctionsAreTheInitialisers() {
        XCTAssertEqual(CGPointMake(1, 2), CGPoint(x: 1, y: 2))
        XCTAssertEqual(CGSizeMake(3, 4), CGSize(width: 3, height: 4))
        XCTAssertEqual(CGRectMake(1, 2, 3, 4), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(CGVectorMake(5, 6), CGVector(dx: 5, dy: 6))
    }
}

extension PublicLibraryGapTests {
    func testOnReceiveOfJustANewValueResubscribesAsSlideOverCardRelies() { MainActor.assumeIsolated {
        // Given: SlideOverCard's pattern, `.onReceive(Just(isPresented))`
        final class Log { var values: [Bool] = [] }
        let log = Log()
        let model = HeroModel()
        struct Screen: View {
            let model: HeroModel
            let log: Log
            var body: some View {
                Text("x").onReceive(Just(model.expanded)) { log.values.append($0) }
            }
        }
        let hosted = HostedContent(Screen(model: model, log: log))
        XCTAssertEqual(log.values, [false])

        // When: the value changes, then an update leaves it the same
        model.expanded = true
        hosted.settle()
        model.expanded = true
        hosted.settle()

        // Then: the new publisher was subscribed to once; the same one is not again
        XCTAssertEqual(log.values, [false, true])
    }}
}

extension PublicLibraryGapTests {
    func testReceiveOnTheMainRunLoopDeliversOnTheHostsNextFrame() { MainActor.assumeIsolated {
        // Given: SlideOverCard's `.onReceive(model.$showCard.receive(on: RunLoop.main))`
        final class Model: ObservableObject { @Published var shown = false }
        final class Log { var values: [Bool] = [] }
        let model = Model()
        let log = Log()
        struct Screen: View {
            let model: Model
            let log: Log
            var body: some View {
                Text("x").onReceive(model.$shown.receive(on: RunLoop.main)) { log.values.append($0) }
            }
        }
        let hosted = HostedContent(Screen(model: model, log: log))
        XCTAssertEqual(log.values, [false])
        // When: the model changes and the headless host runs its next frames (no wall-clock run loop)
        model.shown = true
        hosted.host.advance(by: 0.05)
        // Then: the value arrived
        XCTAssertEqual(log.values, [false, true])
    }}
}

extension PublicLibraryGapTests {
    func testATransactionWithoutAnimationKeepsItsSubtreeStillWhileTheRestAnimates() { MainActor.assumeIsolated {
        // Given: two bars that grow with the model, one with BottomSheet's `.transaction { $0.disablesAnimations = true }`
        let model = HeroModel()
        struct Screen: View {
            let model: HeroModel
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: model.expanded ? 200 : 100, height: 10).accessibilityIdentifier("animated")
                    Color.blue.frame(width: model.expanded ? 200 : 100, height: 10).accessibilityIdentifier("still")
                        .transaction { $0.disablesAnimations = true }
                    Color.green.frame(width: model.expanded ? 200 : 100, height: 10).accessibilityIdentifier("other")
                        .transaction { $0.animation = .linear(duration: 2) }
                }
            }
        }
        let hosted = HostedContent(Screen(model: model))

        // When: they grow in a 1 s linear animation, half-way through
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.5)

        // Then: the plain bar is half-way, the one without animation is at its end,
        // and the one with its own 2 s animation a quarter of the way
        XCTAssertEqual(Double(hosted.view("animated")?.layer.presented.bounds.width ?? 0), 150, accuracy: 1e-9)
        XCTAssertEqual(hosted.view("still")?.layer.presented.bounds.width, 200)
        XCTAssertEqual(Double(hosted.view("other")?.layer.presented.bounds.width ?? 0), 125, accuracy: 1e-9)
    }}
}

extension PublicLibraryGapTests {
    /// BottomSheet's `customBackground<T: InsettableShape>`: a generic background of any insettable shape.
    private func outlined<T: InsettableShape>(_ shape: T) -> some View {
        shape.inset(by: 2).fill(.background, style: FillStyle())
    }

    func testInsettableShapesInsetTheirPathAndTheBackgroundStyleIsTheSystemBackground() { MainActor.assumeIsolated {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(Rectangle().inset(by: 5).path(in: rect).cgPath.boundingBox, CGRect(x: 5, y: 5, width: 90, height: 40))
        XCTAssertEqual(Circle().inset(by: 5).path(in: rect).cgPath.boundingBox, CGRect(x: 30, y: 5, width: 40, height: 40))
        XCTAssertEqual(Capsule().inset(by: 1).inset(by: 2).path(in: rect).cgPath.boundingBox, CGRect(x: 3, y: 3, width: 94, height: 44))
        // A rounded rectangle's corners shrink with it (concentric)
        let inset = RoundedRectangle(cornerRadius: 10).inset(by: 4)
        XCTAssertEqual(inset.base.cornerSize, CGSize(width: 6, height: 6))
        XCTAssertEqual(inset.path(in: rect).cgPath.boundingBox, CGRect(x: 4, y: 4, width: 92, height: 42))
        // `.background` is the system background
        XCTAssertEqual(BackgroundStyle.background.flatColor(in: EnvironmentValues()), .systemBackground)

        // And: the generic background compiles and lays out at its frame
        let hosted = HostedContent(outlined(RoundedRectangle(cornerRadius: 8)).frame(width: 40, height: 40).accessibilityIdentifier("shape"))
        XCTAssertEqual(hosted.frame("shape")?.size, CGSize(width: 40, height: 40))
    }}
}
