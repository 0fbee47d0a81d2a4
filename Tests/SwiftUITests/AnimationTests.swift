import XCTest
@testable import SwiftUI

/// `withAnimation` and `.animation(_:value:)` animate the UIKit views' frames on our animation engine.
final class AnimationTests: XCTestCase {
    struct Screen: View {
        @State var wide = false
        var body: some View {
            VStack {
                Color.red.frame(width: wide ? 300 : 100, height: 40).accessibilityIdentifier("bar")
                Button("Animate") { withAnimation(.easeInOut(duration: 0.5)) { wide.toggle() } }.accessibilityIdentifier("animate")
                Button("Jump") { wide.toggle() }.accessibilityIdentifier("jump")
            }
        }
    }

    @MainActor private func width(_ hosted: HostedContent<Screen>) -> CGFloat {
        hosted.view("bar")?.layer.presentation()?.bounds.width ?? -1
    }

    func testWithAnimationAnimatesTheFrameChangeAndAPlainChangeJumps() {
        MainActor.assumeIsolated {
            let hosted = HostedContent(Screen())
            let button = hosted.frame("animate")!
            hosted.host.click(at: CGPoint(x: button.midX, y: button.midY))
            hosted.host.advance(by: 0.25)
            let midway = width(hosted)
            XCTAssertGreaterThan(midway, 100)
            XCTAssertLessThan(midway, 300)
            hosted.settle()
            XCTAssertEqual(width(hosted), 300)
            XCTAssertEqual(hosted.view("bar")?.frame.width, 300)

            let jump = hosted.frame("jump")!
            hosted.host.click(at: CGPoint(x: jump.midX, y: jump.midY))
            hosted.host.advance(by: 0.05)
            XCTAssertEqual(width(hosted), 100)
        }
    }

    struct ImplicitScreen: View {
        @State var wide = false
        var body: some View {
            VStack {
                Color.red.frame(width: wide ? 300 : 100, height: 40).accessibilityIdentifier("bar")
                    .animation(.linear(duration: 1))
                Button("Jump") { wide.toggle() }.accessibilityIdentifier("jump")
            }
        }
    }

    func testTheImplicitAnimationModifierAnimatesAPlainChangeInItsSubtree() {
        MainActor.assumeIsolated {
            // Given: first shown at 100 wide, without animating
            let hosted = HostedContent(ImplicitScreen())
            XCTAssertEqual(hosted.view("bar")?.layer.presentation()?.bounds.width ?? -1, 100)

            // When: a plain state change (no withAnimation)
            let jump = hosted.frame("jump")!
            hosted.host.click(at: CGPoint(x: jump.midX, y: jump.midY))
            hosted.host.advance(by: 0.5)

            // Then: the modifier's linear second animates it, and it ends at 300
            let midway = hosted.view("bar")?.layer.presentation()?.bounds.width ?? -1
            XCTAssertGreaterThan(midway, 150)
            XCTAssertLessThan(midway, 250)
            hosted.settle()
            XCTAssertEqual(hosted.view("bar")?.layer.presentation()?.bounds.width, 300)
        }
    }

    func testInteractiveSpringCalledWithItsDefaultsIsTheInteractiveSpring() {
        XCTAssertEqual(Animation.interactiveSpring(), Animation.interactiveSpring)
        XCTAssertEqual(Animation.interactiveSpring(response: 0.3, dampingFraction: 0.7, blendDuration: 0),
                       Animation.spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0))
    }
}
