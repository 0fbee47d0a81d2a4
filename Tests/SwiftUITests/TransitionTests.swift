import XCTest
import Observation
@testable import SwiftUI

@Observable
final class TransitionModel {
    var show = false
    var flag = true
    var log: [String] = []
}

/// A view toggled in and out between two fixed bars, with a transition.
struct TransitionScreen: View {
    let model: TransitionModel
    let transition: AnyTransition?

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("top")
            if model.show {
                box.onDisappear { model.log.append("disappear") }
            }
            Color.green.frame(width: 100, height: 50).accessibilityIdentifier("bottom")
        }
    }

    @ViewBuilder private var box: some View {
        if let transition {
            Color.red.frame(width: 100, height: 100).transition(transition).accessibilityIdentifier("box")
        } else {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
        }
    }
}

struct ShiftModifier: ViewModifier {
    let x: CGFloat
    func body(content: Content) -> some View { content.offset(x: x) }
}

/// `.transition(_:)`: views inserted and removed in an animated transaction animate
/// in and out on the virtual clock; removed views stay until their animation ends.
final class TransitionTests: XCTestCase {
    @MainActor private func state(_ hosted: HostedContent<TransitionScreen>, _ id: String = "box") -> LayerState? {
        hosted.view(id).map { $0.layer.presented }
    }

    /// Changes the model inside `withAnimation(.linear(duration:))` and runs the pass (the animation starts now).
    @MainActor private func animate(_ hosted: HostedContent<TransitionScreen>, duration: TimeInterval, _ change: () -> Void) {
        withAnimation(.linear(duration: duration), change)
        hosted.host.advance(by: 0)
    }

    func testOpacityFadesInAtItsFrameAndFadesOutBeforeLeaving() { MainActor.assumeIsolated {
        // Given: the box is not shown
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: .opacity))
        XCTAssertNil(hosted.view("box"))

        // When: shown in a 0.5 s linear animation
        animate(hosted, duration: 0.5) { model.show = true }

        // Then: it starts transparent at its final frame (it does not grow) and fades in linearly
        XCTAssertEqual(state(hosted)?.alpha, 0)
        XCTAssertEqual(state(hosted)?.bounds.size, CGSize(width: 100, height: 100))
        hosted.host.advance(by: 0.1)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? -1), 0.2, accuracy: 1e-9)
        hosted.host.advance(by: 0.15)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? -1), 0.5, accuracy: 1e-9)
        hosted.settle()
        XCTAssertEqual(state(hosted)?.alpha, 1)

        // When: hidden in a 0.5 s linear animation
        animate(hosted, duration: 0.5) { model.show = false }

        // Then: the box stays on screen, fading out, the bars close up, and it leaves the graph at the end
        XCTAssertNotNil(hosted.view("box"))
        XCTAssertEqual(hosted.view("bottom")?.frame.minY, 50, "the bar below moves to where the box was")
        hosted.host.advance(by: 0.25)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? -1), 0.5, accuracy: 1e-9)
        XCTAssertEqual(model.log, [], "onDisappear waits for the removal to end")
        hosted.settle()
        XCTAssertNil(hosted.view("box"))
        XCTAssertEqual(model.log, ["disappear"])
    }}

    func testWithoutAnAnimationTheViewComesAndGoesAtOnce() { MainActor.assumeIsolated {
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: .opacity))
        model.show = true
        hosted.host.advance(by: 0)
        XCTAssertEqual(state(hosted)?.alpha, 1)
        model.show = false
        hosted.host.advance(by: 0)
        XCTAssertNil(hosted.view("box"))
        XCTAssertEqual(model.log, ["disappear"])
    }}

    func testSlideMovesInFromTheLeadingEdgeAndOutTowardTheTrailingEdge() { MainActor.assumeIsolated {
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: .slide))
        animate(hosted, duration: 1) { model.show = true }
        XCTAssertEqual(state(hosted)?.transform, CGAffineTransform(translationX: -100, y: 0))
        hosted.host.advance(by: 0.25)
        XCTAssertEqual(Double(state(hosted)?.transform.tx ?? 0), -75, accuracy: 1e-9)
        hosted.settle()
        XCTAssertEqual(state(hosted)?.transform, .identity)

        animate(hosted, duration: 1) { model.show = false }
        hosted.host.advance(by: 0.5)
        XCTAssertEqual(Double(state(hosted)?.transform.tx ?? 0), 50, accuracy: 1e-9)
        XCTAssertEqual(state(hosted)?.alpha, 1)
        hosted.settle()
        XCTAssertNil(hosted.view("box"))
    }}

    func testScaleAboutAnAnchorAndMoveFromAnEdge() { MainActor.assumeIsolated {
        // Given: a half scale about the top-leading corner
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: .scale(scale: 0.5, anchor: .topLeading)))
        animate(hosted, duration: 1) { model.show = true }
        // Then: the corner stays put (the centre moves 25 points up and left)
        XCTAssertEqual(state(hosted)?.transform, CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -25, ty: -25))
        hosted.host.advance(by: 0.5)
        XCTAssertEqual(Double(state(hosted)?.transform.a ?? 0), 0.75, accuracy: 1e-9)
        XCTAssertEqual(Double(state(hosted)?.transform.tx ?? 0), -12.5, accuracy: 1e-9)
        hosted.settle()

        // And: `.scale` starts from nothing, `.move(edge: .bottom)` a height below
        XCTAssertEqual(AnyTransition.scale.effect(.willAppear).transform(for: CGSize(width: 10, height: 10)),
                       CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertEqual(AnyTransition.move(edge: .bottom).effect(.didDisappear).transform(for: CGSize(width: 10, height: 30)),
                       CGAffineTransform(translationX: 0, y: 30))
        XCTAssertEqual(AnyTransition.offset(x: 5, y: -7).effect(.willAppear).transform(for: .zero),
                       CGAffineTransform(translationX: 5, y: -7))
        XCTAssertEqual(AnyTransition.identity.effect(.willAppear), .identity)
    }}

    func testPushAsymmetricAndCombined() { MainActor.assumeIsolated {
        let size = CGSize(width: 100, height: 40)
        // push(from: .bottom): in from below while fading in, out to the top while fading out
        let push = AnyTransition.push(from: .bottom)
        XCTAssertEqual(push.effect(.willAppear).transform(for: size), CGAffineTransform(translationX: 0, y: 40))
        XCTAssertEqual(push.effect(.willAppear).opacity, 0)
        XCTAssertEqual(push.effect(.didDisappear).transform(for: size), CGAffineTransform(translationX: 0, y: -40))
        XCTAssertEqual(push.effect(.didDisappear).opacity, 0)
        XCTAssertEqual(push.effect(.identity), .identity)
        // combined: opacities multiply, offsets add
        let combined = AnyTransition.offset(x: 10).combined(with: .move(edge: .trailing)).combined(with: .opacity)
        XCTAssertEqual(combined.effect(.willAppear).transform(for: size), CGAffineTransform(translationX: 110, y: 0))
        XCTAssertEqual(combined.effect(.willAppear).opacity, 0)
        // asymmetric: the insertion's effect coming in, the removal's going out
        let asymmetric = AnyTransition.asymmetric(insertion: .opacity, removal: .scale)
        XCTAssertEqual(asymmetric.effect(.willAppear).opacity, 0)
        XCTAssertEqual(asymmetric.effect(.willAppear).scale, 1)
        XCTAssertEqual(asymmetric.effect(.didDisappear).opacity, 1)
        XCTAssertEqual(asymmetric.effect(.didDisappear).scale, 0)

        // On screen: push(from: .bottom) on the box, 1 s linear
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: push))
        animate(hosted, duration: 1) { model.show = true }
        hosted.host.advance(by: 0.5)
        XCTAssertEqual(Double(state(hosted)?.transform.ty ?? 0), 50, accuracy: 1e-9)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? 0), 0.5, accuracy: 1e-9)
        hosted.settle()
        animate(hosted, duration: 1) { model.show = false }
        hosted.host.advance(by: 0.25)
        XCTAssertEqual(Double(state(hosted)?.transform.ty ?? 0), -25, accuracy: 1e-9)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? 0), 0.75, accuracy: 1e-9)
    }}

    func testATransitionsOwnAnimationAnimatesAPlainChange() { MainActor.assumeIsolated {
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: AnyTransition.opacity.animation(.linear(duration: 0.4))))
        model.show = true
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.1)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? -1), 0.25, accuracy: 1e-9)
        hosted.settle()
        // nil: no animation even inside withAnimation
        let instant = HostedContent(TransitionScreen(model: TransitionModel(), transition: AnyTransition.opacity.animation(nil)))
        withAnimation(.linear(duration: 1)) { instant.controller.rootView.model.show = true }
        instant.host.advance(by: 0)
        XCTAssertEqual(instant.view("box")?.layer.presented.alpha, 1)
    }}

    func testAViewWithoutATransitionFadesByDefault() { MainActor.assumeIsolated {
        let model = TransitionModel()
        let hosted = HostedContent(TransitionScreen(model: model, transition: nil))
        animate(hosted, duration: 0.5) { model.show = true }
        XCTAssertEqual(state(hosted)?.alpha, 0)
        hosted.host.advance(by: 0.25)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? -1), 0.5, accuracy: 1e-9)
        hosted.settle()
        XCTAssertEqual(state(hosted)?.alpha, 1)
        animate(hosted, duration: 0.5) { model.show = false }
        hosted.host.advance(by: 0.4)
        XCTAssertEqual(Double(state(hosted)?.alpha ?? -1), 0.2, accuracy: 1e-9)
        hosted.settle()
        XCTAssertNil(hosted.view("box"))
    }}

    struct BranchScreen: View {
        let model: TransitionModel
        var body: some View {
            ZStack {
                if model.flag {
                    Text("First").transition(.opacity).accessibilityIdentifier("first")
                } else {
                    Text("Second").transition(.move(edge: .top)).accessibilityIdentifier("second")
                }
            }
            .animation(.linear(duration: 0.5), value: model.flag)
        }
    }

    func testIfElseBranchesSwitchWithTheirTransitionsUnderAnimationValue() { MainActor.assumeIsolated {
        // Given: the first branch
        let model = TransitionModel()
        let hosted = HostedContent(BranchScreen(model: model))

        // When: the flag flips (a plain change; `.animation(_:value:)` animates it)
        model.flag = false
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.25)

        // Then: both are on screen halfway: the first fading out, the second coming down
        let first = hosted.view("first")!.layer.presented
        let second = hosted.view("second")!
        XCTAssertEqual(Double(first.alpha), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(second.layer.presented.transform.ty), -Double(second.bounds.height) / 2, accuracy: 1e-9)
        hosted.settle()
        XCTAssertNil(hosted.view("first"))
        XCTAssertEqual(hosted.view("second")?.layer.presented.transform, .identity)
    }}

    struct ModifierScreen: View {
        let model: TransitionModel
        var body: some View {
            VStack {
                if model.show {
                    Counter()
                        .transition(.modifier(active: ShiftModifier(x: 200), identity: ShiftModifier(x: 0)))
                }
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("counter")
        }
    }

    func testAModifierTransitionAnimatesFromTheActiveModifiersLayout() { MainActor.assumeIsolated {
        let model = TransitionModel()
        let hosted = HostedContent(ModifierScreen(model: model))
        withAnimation(.linear(duration: 1)) { model.show = true }
        hosted.host.advance(by: 0)
        let button = hosted.view("counter")!
        let finalX = button.frame.minX
        XCTAssertEqual(Double(button.layer.presented.center.x - button.center.x), 200, accuracy: 1e-9)
        hosted.host.advance(by: 0.75)
        XCTAssertEqual(Double(button.layer.presented.center.x - button.center.x), 50, accuracy: 1e-9)
        hosted.settle()
        XCTAssertEqual(button.frame.minX, finalX)

        // The content keeps its state through the phases
        hosted.tap("counter")
        XCTAssertEqual(Self.text(of: hosted.view("counter")!), "Count 1")
        withAnimation(.linear(duration: 1)) { model.show = false }
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.5)
        // Leaving: laid out with the active modifier (200 points right), drawn halfway there
        XCTAssertEqual(Double(button.layer.presented.center.x - button.center.x), -100, accuracy: 1e-9)
        XCTAssertTrue(hosted.view("counter") === button, "the leaving view is the same view")
        hosted.settle()
        XCTAssertNil(hosted.view("counter"))
    }}

    @MainActor private static func text(of view: UIView) -> String {
        if let label = view as? UILabel { return label.text ?? "" }
        for subview in view.subviews { let found = text(of: subview); if !found.isEmpty { return found } }
        return ""
    }

    /// A view whose body is an `if` and a button, inside a stack of its parent's (the catalog samples' shape).
    struct ToggleScreen: View {
        @State private var isActive = false
        var body: some View {
            if isActive {
                Color.red.frame(width: 200, height: 200).transition(.move(edge: .top)).accessibilityIdentifier("red")
            }
            Button("Toggle") { withAnimation(.linear(duration: 1)) { isActive.toggle() } }.accessibilityIdentifier("toggle")
        }
    }

    func testAnInsertionInAChildsBodyJoinsTheStackAboveAndTransitions() { MainActor.assumeIsolated {
        // Given: the stack is its parent's; the child's body inserts
        let hosted = HostedContent(VStack { ToggleScreen() })
        XCTAssertEqual(hosted.frame("toggle")?.minY, 412)

        // When
        let toggle = hosted.frame("toggle")!
        hosted.host.click(at: CGPoint(x: toggle.midX, y: toggle.midY))
        hosted.host.advance(by: 0)
        hosted.host.advance(by: 0.5)

        // Then: the red square is in the stack, halfway in from a height above
        let red = hosted.view("red")
        XCTAssertEqual(red?.frame.size, CGSize(width: 200, height: 200))
        XCTAssertEqual(Double(red?.layer.presented.transform.ty ?? 0), -100, accuracy: 1e-9)
        hosted.settle()
        XCTAssertEqual(red?.layer.presented.transform, .identity)
        XCTAssertEqual(hosted.frame("toggle")?.minY, 516, "the button sits under the square")
    }}
}
