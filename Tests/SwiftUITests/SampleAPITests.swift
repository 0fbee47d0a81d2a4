import XCTest
@testable import SwiftUI

/// APIs public samples use, as SwiftUI documents them: toggle styles, fields of
/// formatted values, `specifier:` interpolation, scale and rotation effects.
final class SampleAPITests: XCTestCase {
    struct Agreement: View {
        @State var agree = false
        var body: some View {
            VStack {
                Text(agree ? "Agreed" : "Not yet").accessibilityIdentifier("state")
                Toggle(isOn: $agree) { Text("Accept") }
                    .toggleStyle(.button)
                    .accessibilityIdentifier("accept")
            }
        }
    }

    func testAButtonToggleStyleTogglesOnClickAndFillsWhileOn() { MainActor.assumeIsolated {
        let hosted = HostedContent(Agreement())
        let button = hosted.view("accept")
        XCTAssertNotNil(button as? UIControl, "a button, not a switch")
        XCTAssertNil(hosted.host.window.firstSubview(of: UISwitch.self))
        XCTAssertEqual(button?.backgroundColor?.cgColor.alpha, 0.15, "bordered (a 15 % tint) while off")

        hosted.tap("accept")

        XCTAssertEqual(Self.text(of: hosted.view("state")!), "Agreed")
        XCTAssertEqual(hosted.view("accept")?.backgroundColor?.cgColor.alpha, 1, "filled with the tint while on")
        hosted.tap("accept")
        XCTAssertEqual(Self.text(of: hosted.view("state")!), "Not yet")
    }}

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]").accessibilityIdentifier("box")
                configuration.label
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    struct Checkbox: View {
        @State var on = true
        var body: some View { Toggle("Remember me", isOn: $on).toggleStyle(CheckboxStyle()) }
    }

    func testACustomToggleStyleDrawsItsBodyWithTheLabelAndBinding() { MainActor.assumeIsolated {
        let hosted = HostedContent(Checkbox())
        XCTAssertEqual(Self.text(of: hosted.view("box")!), "[x]")
        XCTAssertNotNil(Self.label(containing: "Remember me", in: hosted.host.window))
        hosted.tap("box")
        XCTAssertEqual(Self.text(of: hosted.view("box")!), "[ ]")
    }}

    struct Quantity: View {
        @State var quantity = 3
        @State var price = 2.5
        var body: some View {
            VStack {
                TextField("Quantity", value: $quantity, format: .number).accessibilityIdentifier("quantity")
                Text("Total: \(Double(quantity) * price, specifier: "%.2f")").accessibilityIdentifier("total")
            }
        }
    }

    func testAFormattedFieldWritesItsValueWhenTheUserCommitsIt() { MainActor.assumeIsolated {
        // Given: the field shows the formatted value
        let hosted = HostedContent(Quantity())
        let field = hosted.view("quantity") as! UITextField
        XCTAssertEqual(field.text, "3")
        XCTAssertEqual(Self.text(of: hosted.view("total")!), "Total: 7.50")

        // When: typing, the value waits; Return commits it
        hosted.tap("quantity")
        hosted.host.key(.backspace)
        hosted.host.type("12")
        hosted.settle()
        XCTAssertEqual(Self.text(of: hosted.view("total")!), "Total: 7.50")
        hosted.host.key(.enter)
        hosted.settle()
        XCTAssertEqual(Self.text(of: hosted.view("total")!), "Total: 30.00")

        // When: text that does not parse is committed, the value stays
        hosted.host.type("x")
        hosted.host.key(.enter)
        hosted.settle()
        XCTAssertEqual(Self.text(of: hosted.view("total")!), "Total: 30.00")
    }}

    func testScaleAndRotationEffectsTransformAboutTheirAnchorWithoutChangingLayout() { MainActor.assumeIsolated {
        let hosted = HostedContent(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).scaleEffect(2, anchor: .topLeading).accessibilityIdentifier("scaled")
            Color.blue.frame(width: 100, height: 40).rotationEffect(.degrees(90)).accessibilityIdentifier("rotated")
        })
        let scaled = hosted.view("scaled")!
        XCTAssertEqual(scaled.bounds.size, CGSize(width: 100, height: 40), "the layout keeps its size")
        // The top-leading corner stays: the centre moves by half the growth
        XCTAssertEqual(scaled.transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 20))
        let rotated = hosted.view("rotated")!.transform
        XCTAssertEqual(Double(rotated.b), 1, accuracy: 1e-12)
        XCTAssertEqual(Double(rotated.c), -1, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)
        XCTAssertEqual((Angle.degrees(30) + .degrees(60)).degrees, 90, accuracy: 1e-9)
    }}

    func testFormatInterpolationsInTextKeys() {
        let count = 3, ratio = 0.25
        XCTAssertEqual(LocalizedStringKey("\(count, format: .number) items").key, "3 items")
        XCTAssertEqual(LocalizedStringKey("\(ratio, format: .percent)").key, "25%")
        XCTAssertEqual(LocalizedStringKey("\(ratio, specifier: "%.3f")").key, "0.250")
    }

    func testScrollIndicatorsHiddenHidesTheScrollViewsIndicators() { MainActor.assumeIsolated {
        let hosted = HostedContent(ScrollView { Text("Long") }.scrollIndicators(.hidden))
        let scrollView = hosted.host.window.firstSubview(of: UIScrollView.self)
        XCTAssertEqual(scrollView?.showsVerticalScrollIndicator, false)
        XCTAssertEqual(scrollView?.showsHorizontalScrollIndicator, false)
    }}

    func testWithAnimationsCompletionRunsWhenTheAnimationEnds() { MainActor.assumeIsolated {
        // Given: a box whose width animates
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: .opacity))
        var log: [String] = []

        // When: shown in a 0.5 s animation with a completion
        withAnimation(.linear(duration: 0.5)) { model.show = true } completion: { log.append("done") }
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.25)

        // Then: it runs once, at the end
        XCTAssertEqual(log, [])
        hosted.settle()
        XCTAssertEqual(log, ["done"])

        // And: a change nothing shows completes on the next turn
        withAnimation(.linear(duration: 0.5)) { log.append("no change") } completion: { log.append("done again") }
        hosted.host.advance(by: 0)
        XCTAssertEqual(log, ["done", "no change", "done again"])
    }}

    func testSpringWithoutArgumentsIsTheResponseDampingSpring() {
        XCTAssertEqual(Animation.spring(), Animation.spring(response: 0.5, dampingFraction: 0.825))
    }

    struct ScopedScreen: View {
        let model: TransitionModel
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .animation(.linear(duration: 1)) { $0.offset(x: model.flag ? 0 : 100) }
                .accessibilityIdentifier("scoped")
        }
    }

    func testAScopedAnimationAnimatesTheChangeOfItsBody() { MainActor.assumeIsolated {
        let model = TransitionModel()
        let hosted = HostedContent(ScopedScreen(model: model))
        let box = hosted.view("scoped")!.subviews[0]
        let start = box.frame.minX
        model.flag = false
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.5)
        XCTAssertEqual(Double(box.layer.presented.center.x - box.center.x), -50, accuracy: 1e-9)
        hosted.settle()
        XCTAssertEqual(box.frame.minX, start + 100)
    }}

    func testBorderAndFontDesign() { MainActor.assumeIsolated {
        let hosted = HostedContent(VStack {
            Text("Code").fontDesign(.monospaced).accessibilityIdentifier("code")
            Color.clear.frame(width: 80, height: 30).border(Color.red, width: 2).accessibilityIdentifier("bordered")
        })
        XCTAssertEqual((hosted.view("code") as? UILabel)?.font.familyName, "DejaVu Sans Mono")
        let bordered = hosted.view("bordered")!
        XCTAssertEqual(bordered.bounds.size, CGSize(width: 80, height: 30), "the border does not change the layout")
        let stroke = bordered.firstSubview(of: UIView.self) { ($0.layer as? CAShapeLayer)?.lineWidth == 2 || $0.layer.sublayers?.contains { ($0 as? CAShapeLayer)?.lineWidth == 2 } == true }
        XCTAssertNotNil(stroke, "a 2-point stroke over the view")
    }}

    /// A sheet that unlocks when the user agrees, with a `.button` toggle (the shape of
    /// a public sample's agreement sheet).
    struct LockedAgreement: View {
        @State private var agree = false
        var body: some View {
            VStack(spacing: 20) {
                Text("Read the terms")
                Spacer()
                Toggle(isOn: $agree) { Text("Accept") }
                    .toggleStyle(.button)
                    .accessibilityIdentifier("accept")
            }
            .interactiveDismissDisabled(!agree)
        }
    }

    func testAnAgreementSheetRefusesTheDragUntilTheButtonToggleIsOn() { MainActor.assumeIsolated { scenario_testAnAgreementSheetRefusesTheDragUntilTheButtonToggleIsOn() } }

    @MainActor private func scenario_testAnAgreementSheetRefusesTheDragUntilTheButtonToggleIsOn() {
        // Given: the sheet is up, not agreed
        let model = PresentationModel()
        let screen = SwiftUIHost(AgreementSheetScreenLocked(model: model))
        model.isPresented = true
        screen.settle()
        screen.events.removeAll()
        XCTAssertEqual(screen.presented?.isModalInPresentation, true)

        // When: pulled down
        screen.pull()
        screen.settle()

        // Then: refused, still up
        XCTAssertEqual(screen.events, ["didAttemptToDismiss"])
        XCTAssertNotNil(screen.presented)

        // When: agreed (the button toggle), then flicked
        let accept = screen.host.window.firstSubview(where: { $0.accessibilityIdentifier == "accept" })!
        let frame = accept.convert(accept.bounds, to: nil)
        screen.host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.settle()
        XCTAssertEqual(screen.presented?.isModalInPresentation, false)
        screen.flick()
        screen.settle()

        // Then: it went as the user's dismissal: the binding reset, onDismiss ran
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["binding=false", "onDismiss"])
    }

    struct AgreementSheetScreenLocked: View {
        let model: PresentationModel
        var body: some View {
            Text("Terms")
                .sheet(isPresented: model.presentedBinding, onDismiss: { model.log.append("onDismiss") }) {
                    LockedAgreement()
                }
        }
    }

    @MainActor static func text(of view: UIView) -> String {
        if let label = view as? UILabel { return label.text ?? "" }
        for subview in view.subviews { let found = text(of: subview); if !found.isEmpty { return found } }
        return ""
    }

    @MainActor static func label(containing text: String, in view: UIView) -> UILabel? {
        view.firstSubview(of: UILabel.self) { $0.text == text }
    }
}

extension UIView {
    func firstSubview<T: UIView>(of type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        if let match = self as? T, test(match) { return match }
        for subview in subviews { if let match = subview.firstSubview(of: type, where: test) { return match } }
        return nil
    }
}
