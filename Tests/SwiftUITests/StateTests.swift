import XCTest
@testable import SwiftUI

/// Dependency tracking, identity and binding semantics, counted in body evaluations.
final class StateTests: XCTestCase {
    @MainActor private func label(_ hosted: HostedContent<some View>, _ identifier: String) -> String? {
        (hosted.view(identifier) as? UILabel)?.text ?? ButtonControl.text(in: hosted.view(identifier) ?? UIView())
    }

    func testAStateChangeReEvaluatesOnlyTheBodiesThatReadIt() {
        MainActor.assumeIsolated {
            // Given a screen with a counter, a static row and a binding reader
            let hosted = HostedContent(CounterScreen())
            XCTAssertEqual(hosted.evaluations(of: "CounterScreen"), 1)
            XCTAssertEqual(hosted.evaluations(of: "StaticRow"), 1)
            XCTAssertEqual(hosted.evaluations(of: "BindingReader"), 1)

            // When the count changes
            hosted.tap("add")

            // Then only the screen (which reads count) re-evaluates; the row's value is unchanged
            XCTAssertEqual(label(hosted, "label"), "Count 1")
            XCTAssertEqual(hosted.evaluations(of: "CounterScreen"), 2)
            XCTAssertEqual(hosted.evaluations(of: "StaticRow"), 1)
            XCTAssertEqual(hosted.evaluations(of: "BindingReader"), 1)

            // When the state only the binding reader reads changes
            hosted.tap("other")

            // Then only the reader re-evaluates (the screen passes $unrelated on without reading it)
            XCTAssertEqual(label(hosted, "bound"), "Bound 1")
            XCTAssertEqual(hosted.evaluations(of: "CounterScreen"), 2)
            XCTAssertEqual(hosted.evaluations(of: "BindingReader"), 2)
        }
    }

    func testTheUIKitViewIsUpdatedInPlace() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(CounterScreen())
            let before = hosted.view("label")
            hosted.tap("add")
            XCTAssertTrue(hosted.view("label") === before)
        }
    }

    func testSwitchingBranchesResetsStateAndKeepingTheBranchKeepsIt() {
        MainActor.assumeIsolated {
            // Given the first branch tapped twice
            let hosted = HostedContent(ToggleIdentity())
            hosted.tap("counter")
            hosted.tap("counter")
            XCTAssertEqual(label(hosted, "counter"), "first 2")

            // When the branch switches, the other branch starts from zero
            hosted.tap("switch")
            XCTAssertEqual(label(hosted, "counter"), "second 0")

            // And switching back makes the first one anew (its state was dropped)
            hosted.tap("switch")
            XCTAssertEqual(label(hosted, "counter"), "first 0")
        }
    }

    func testExplicitIdResetsState() {
        MainActor.assumeIsolated {
            struct Screen: View {
                @State var generation = 0
                var body: some View {
                    VStack {
                        TapCounter(name: "c").id(generation)
                        Button("Reset") { generation += 1 }.accessibilityIdentifier("reset")
                    }
                }
            }
            let hosted = HostedContent(Screen())
            hosted.tap("counter")
            XCTAssertEqual(label(hosted, "counter"), "c 1")
            hosted.tap("reset")
            XCTAssertEqual(label(hosted, "counter"), "c 0")
        }
    }

    func testEnvironmentValuesPropagateAndOnlyReadersOfAChangedValueReEvaluate() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(EnvironmentScreen())
            XCTAssertEqual(label(hosted, "accent"), "Accent red")
            XCTAssertEqual(hosted.evaluations(of: "EnvironmentReader"), 1)

            // When an unrelated state changes, the screen re-evaluates but the reader's environment value did not change
            hosted.tap("other")
            XCTAssertEqual(hosted.evaluations(of: "EnvironmentScreen"), 2)
            XCTAssertEqual(hosted.evaluations(of: "EnvironmentReader"), 1)

            // When the value changes, the reader re-evaluates
            hosted.tap("rename")
            XCTAssertEqual(label(hosted, "accent"), "Accent blue")
            XCTAssertEqual(hosted.evaluations(of: "EnvironmentReader"), 2)
        }
    }

    func testConstantBindingIgnoresWritesAndDerivedBindingsWriteThrough() {
        MainActor.assumeIsolated {
            let constant = Binding.constant(3)
            constant.wrappedValue = 4
            XCTAssertEqual(constant.wrappedValue, 3)

            struct Pair { var a = 1; var b = 2 }
            var storage = Pair()
            let pair = Binding(get: { storage }, set: { storage = $0 })
            pair.b.wrappedValue = 9
            XCTAssertEqual(storage.b, 9)
            XCTAssertEqual(storage.a, 1)
        }
    }

    func testABodyWritingItsStateWarnsOnceAndDoesNotLoop() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(LoopingView())
            hosted.host.advance(by: 0.5)
            XCTAssertEqual(hosted.evaluations(of: "LoopingView"), 1)
            XCTAssertEqual(hosted.graph.warnings.count, 1)
            XCTAssertTrue(hosted.graph.warnings[0].hasPrefix("Modifying state during view update"))
        }
    }

    func testOnAppearOnChangeAndOnDisappearRunAfterTheUpdate() {
        MainActor.assumeIsolated {
            final class Log { var entries: [String] = [] }
            let log = Log()
            struct Screen: View {
                let log: Log
                @State var value = 0
                var body: some View {
                    VStack {
                        if value < 2 {
                            Text("shown").onAppear { log.entries.append("appear") }.onDisappear { log.entries.append("disappear") }
                        }
                        Button("Next") { value += 1 }.accessibilityIdentifier("next")
                    }
                    .onChange(of: value) { old, new in log.entries.append("change \(old)->\(new)") }
                }
            }
            let hosted = HostedContent(Screen(log: log))
            XCTAssertEqual(log.entries, ["appear"])
            hosted.tap("next")
            XCTAssertEqual(log.entries, ["appear", "change 0->1"])
            hosted.tap("next")
            XCTAssertEqual(log.entries, ["appear", "change 0->1", "disappear", "change 1->2"])
        }
    }
}

/// A presented screen (another hosting controller, another graph) reading its
/// presenter's state through a binding is re-evaluated when that state changes.
final class CrossGraphTests: XCTestCase {
    final class Sink { var binding: Binding<String>? }

    struct Owner: View {
        @State var text = "first"
        let sink: Sink
        var body: some View {
            Button("Change") { text = "second" }
                .accessibilityIdentifier("change")
                .onAppear { sink.binding = $text }
        }
    }

    struct Reader: View {
        @Binding var text: String
        var body: some View { Text(text).accessibilityIdentifier("reader") }
    }

    func testABindingReadInAnotherGraphMakesThatBodyAReader() {
        MainActor.assumeIsolated {
            let sink = Sink()
            let owner = HostedContent(Owner(sink: sink))
            let reader = HostedContent(Reader(text: sink.binding!))
            XCTAssertEqual((reader.view("reader") as? UILabel)?.text, "first")
            owner.tap("change")
            reader.settle()
            XCTAssertEqual((reader.view("reader") as? UILabel)?.text, "second")
            XCTAssertEqual(reader.evaluations(of: "Reader"), 2)
        }
    }
}
