import XCTest
@testable import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
}

@Observable
final class ProfileModel {
    var name = "Ada"
    var age = 36
}

/// Observed objects, @Observable models, representables, gestures and navigation.
final class ModelTests: XCTestCase {
    struct ObjectScreen: View {
        @StateObject var model = CounterModel()
        var body: some View {
            VStack {
                Text("Count \(model.count)").accessibilityIdentifier("count")
                Button("Add") { model.count += 1 }.accessibilityIdentifier("add")
                ChildReader().environmentObject(model)
            }
        }
    }

    struct ChildReader: View {
        @EnvironmentObject var model: CounterModel
        var body: some View { Text("Child \(model.count)").accessibilityIdentifier("child") }
    }

    func testStateObjectIsMadeOnceAndItsChangesUpdateReaders() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(ObjectScreen())
            hosted.tap("add")
            hosted.tap("add")
            XCTAssertEqual((hosted.view("count") as? UILabel)?.text, "Count 2")
            XCTAssertEqual((hosted.view("child") as? UILabel)?.text, "Child 2")
            XCTAssertEqual(hosted.evaluations(of: "ObjectScreen"), 3)
        }
    }

    struct ObservableScreen: View {
        let model: ProfileModel
        var body: some View {
            VStack {
                NameLabel(model: model)
                AgeLabel(model: model)
            }
        }
    }
    struct NameLabel: View {
        let model: ProfileModel
        var body: some View { Text(model.name).accessibilityIdentifier("name") }
    }
    struct AgeLabel: View {
        let model: ProfileModel
        var body: some View { Text("\(model.age)").accessibilityIdentifier("age") }
    }

    func testObservableModelsReEvaluateOnlyTheBodiesThatReadTheChangedProperty() {
        MainActor.assumeIsolated {
            let model = ProfileModel()
            let hosted = HostedContent(ObservableScreen(model: model))
            model.name = "Grace"
            hosted.settle()
            XCTAssertEqual((hosted.view("name") as? UILabel)?.text, "Grace")
            XCTAssertEqual(hosted.evaluations(of: "NameLabel"), 2)
            XCTAssertEqual(hosted.evaluations(of: "AgeLabel"), 1)
            XCTAssertEqual(hosted.evaluations(of: "ObservableScreen"), 1)
        }
    }

    struct Badge: UIViewRepresentable {
        let text: String
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.accessibilityIdentifier = "badge"
            return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            CGSize(width: 80, height: 24)
        }
    }

    func testARepresentableIsMadeOnceUpdatedAndSizedByItsSizeThatFits() {
        MainActor.assumeIsolated {
            struct Screen: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        Badge(text: "n=\(n)")
                        Button("Add") { n += 1 }.accessibilityIdentifier("add")
                    }
                }
            }
            let hosted = HostedContent(Screen())
            let badge = hosted.view("badge") as? UILabel
            hosted.tap("add")
            XCTAssertTrue(hosted.view("badge") === badge)
            XCTAssertEqual(badge?.text, "n=1")
            XCTAssertEqual(hosted.frame("badge")?.size, CGSize(width: 80, height: 24))
        }
    }

    struct BindingBadge: UIViewRepresentable {
        @Binding var isOn: Bool
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.accessibilityIdentifier = "bindingBadge"
            return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = isOn ? "on" : "off" }
    }

    func testARepresentableThatReadsABindingInItsUpdateIsUpdatedWhenItChanges() {
        MainActor.assumeIsolated {
            // Given: a parent whose body only passes the binding on (it never reads the value),
            // the pattern of public wrappers that present a sheet from updateUIView
            struct Screen: View {
                @State var isOn = false
                var body: some View {
                    VStack {
                        BindingBadge(isOn: $isOn)
                        Button("Toggle") { isOn.toggle() }.accessibilityIdentifier("toggle")
                    }
                }
            }
            let hosted = HostedContent(Screen())
            XCTAssertEqual((hosted.view("bindingBadge") as? UILabel)?.text, "off")

            // When
            hosted.tap("toggle")

            // Then: updateUIView ran again with the new value, and the parent was not re-evaluated
            XCTAssertEqual((hosted.view("bindingBadge") as? UILabel)?.text, "on")
            XCTAssertEqual(hosted.evaluations(of: "Screen"), 1)
        }
    }

    func testOnTapGestureRunsItsAction() {
        MainActor.assumeIsolated {
            struct Screen: View {
                @State var taps = 0
                var body: some View {
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture { taps += 1 }
                        .overlay(Text("\(taps)").accessibilityIdentifier("taps"))
                        .accessibilityIdentifier("target")
                }
            }
            let hosted = HostedContent(Screen())
            hosted.tap("target")
            hosted.tap("target")
            XCTAssertEqual((hosted.view("taps") as? UILabel)?.text, "2")
        }
    }

    func testDragGestureUpdatesGestureStateAndResetsItAtTheEnd() {
        MainActor.assumeIsolated {
            final class Log { var ended: CGSize? ; var during: [CGFloat] = [] }
            let log = Log()
            struct Screen: View {
                let log: Log
                @GestureState var drag = CGSize.zero
                var body: some View {
                    Color.blue.frame(width: 200, height: 200)
                        .offset(x: drag.width)
                        .gesture(DragGesture()
                            .updating($drag) { value, state, _ in state = value.translation }
                            .onEnded { log.ended = $0.translation })
                        .accessibilityIdentifier("area")
                        .onChange(of: drag.width) { _, new in log.during.append(new) }
                }
            }
            let hosted = HostedContent(Screen(log: log))
            let frame = hosted.frame("area")!
            hosted.host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX + 60, y: frame.midY), duration: 0.3)
            hosted.settle()
            XCTAssertEqual(log.ended?.width, 60)
            XCTAssertTrue(log.during.contains { $0 > 0 }, "the offset followed the drag: \(log.during)")
            XCTAssertEqual(log.during.last, 0, "the gesture state reset at the end")
        }
    }

    func testNavigationLinkPushesAHostingControllerAndDismissPopsIt() {
        MainActor.assumeIsolated {
            struct Detail: View {
                @Environment(\.dismiss) var dismiss
                var body: some View {
                    Button("Back") { dismiss() }.accessibilityIdentifier("back").navigationTitle("Detail")
                }
            }
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open") { Detail() }.accessibilityIdentifier("open").navigationTitle("Home")
                    }
                }
            }
            let hosted = HostedContent(Screen())
            let navigation = hosted.controller.children.first as? UINavigationController
            XCTAssertEqual(navigation?.viewControllers.count, 1)
            XCTAssertEqual(navigation?.topViewController?.navigationItem.title, "Home")
            hosted.tap("open")
            XCTAssertEqual(navigation?.viewControllers.count, 2)
            XCTAssertEqual(navigation?.topViewController?.navigationItem.title, "Detail")
            hosted.tap("back")
            XCTAssertEqual(navigation?.viewControllers.count, 1)
        }
    }

    func testSegmentedPickerWritesTheSelection() {
        MainActor.assumeIsolated {
            struct Screen: View {
                @State var size = "M"
                var body: some View {
                    VStack {
                        Picker("Size", selection: $size) {
                            Text("Small").tag("S").accessibilityIdentifier("small")
                            Text("Medium").tag("M")
                        }
                        .pickerStyle(.segmented)
                        Text("Size \(size)").accessibilityIdentifier("size")
                    }
                }
            }
            let hosted = HostedContent(Screen())
            hosted.tap("small")
            XCTAssertEqual((hosted.view("size") as? UILabel)?.text, "Size S")
        }
    }

    func testDismissOutsideAPresentationDoesNothing() {
        MainActor.assumeIsolated {
            let environment = EnvironmentValues()
            XCTAssertFalse(environment.isPresented)
            environment.dismiss()
            XCTAssertFalse(environment.presentationMode.wrappedValue.isPresented)
        }
    }
}

/// Custom modifiers, value-based navigation and lifecycle tasks.
final class CompositionTests: XCTestCase {
    struct Counted: ViewModifier {
        @State var count = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Button("Modifier \(count)") { count += 1 }.accessibilityIdentifier("modifier")
            }
        }
    }

    func testAViewModifierKeepsItsOwnState() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(Text("Body").modifier(Counted()))
            hosted.tap("modifier")
            hosted.tap("modifier")
            XCTAssertEqual(ButtonControl.text(in: hosted.view("modifier")!), "Modifier 2")
        }
    }

    func testNavigationLinkWithAValuePushesTheRegisteredDestination() {
        MainActor.assumeIsolated {
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Seven", value: 7).accessibilityIdentifier("seven")
                            .navigationDestination(for: Int.self) { number in Text("Number \(number)").navigationTitle("N\(number)") }
                    }
                }
            }
            let hosted = HostedContent(Screen())
            hosted.tap("seven")
            let navigation = hosted.controller.children.first as? UINavigationController
            XCTAssertEqual(navigation?.viewControllers.count, 2)
            XCTAssertEqual(navigation?.topViewController?.navigationItem.title, "N7")
        }
    }
}
