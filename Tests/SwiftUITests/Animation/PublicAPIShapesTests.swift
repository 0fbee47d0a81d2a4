import XCTest
import Observation
@testable import SwiftUI

/// Code written the way public SwiftUI samples write these APIs (Apple's WWDC23
/// keyframe and phase examples, canvas and timeline clocks, carousels, key handling):
/// it must compile unchanged and run headlessly.
private struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

private enum Phase: CaseIterable { case initial, move, scale }

private struct SampleScreen: View {
    @State private var count = 0
    @State private var selection: Int?
    @State private var height: CGFloat = 0
    @State private var lastKey = ""

    var body: some View {
        VStack {
            Text("\(count) \(lastKey) \(height > 0)").accessibilityIdentifier("status")
            TimelineView(.animation(minimumInterval: 0.5, paused: false)) { timeline in
                let seconds = timeline.date.timeIntervalSinceReferenceDate
                Canvas { context, size in
                    var clock = context
                    clock.translateBy(x: size.width / 2, y: size.height / 2)
                    clock.rotate(by: .degrees(seconds.truncatingRemainder(dividingBy: 60) * 6))
                    clock.stroke(Path { path in
                        path.move(to: .zero)
                        path.addLine(to: CGPoint(x: 0, y: -size.height / 2))
                    }, with: .color(.red), style: StrokeStyle(lineWidth: 2, lineCap: .round))
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)),
                                 with: .linearGradient(Gradient(colors: [.blue, .green]), startPoint: .zero,
                                                       endPoint: CGPoint(x: size.width, y: size.height)))
                    context.drawLayer { layer in
                        layer.addFilter(.shadow(color: .black, radius: 3, x: 0, y: 2))
                        layer.addFilter(.blur(radius: 2))
                        layer.draw(Text("12").font(.caption), at: CGPoint(x: size.width / 2, y: 8))
                        layer.draw(Image(systemName: "star.fill"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                    }
                    let label = context.resolve(Text("Clock").bold())
                    context.draw(label, in: CGRect(x: 0, y: size.height - 20, width: size.width, height: 20))
                    context.blendMode = .screen
                    context.opacity = 0.8
                    context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .style(Color.orange))
                }
                .frame(width: 80, height: 80)
            }
            Text("Hi")
                .keyframeAnimator(initialValue: AnimationValues(), trigger: count) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalTranslation) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }
                }
                .phaseAnimator(Phase.allCases, trigger: count) { content, phase in
                    content.opacity(phase == .move ? 0.5 : 1)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .move: .easeInOut(duration: 0.3)
                    case .scale: .spring(duration: 0.3, bounce: 0.7)
                    }
                }
                .phaseAnimator([false, true], trigger: count) { content, on in content.scaleEffect(on ? 1.1 : 1) }
                .sensoryFeedback(.success, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: count) { old, new in new > old }
                .sensoryFeedback(trigger: count) { _, _ in .selection }
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { newValue in height = newValue }
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<10, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12).fill(.blue)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 16)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $selection)
            ProgressView()
            KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
                Circle().frame(width: 10 + value, height: 10)
            } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(20.0, duration: 1); MoveKeyframe(0.0) }
            }
        }
        .focusable()
        .onKeyPress(.return) { count += 1; return .handled }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in lastKey = "\(press.key.character)"; return .handled }
        .onKeyPress(characters: .alphanumerics, phases: .down) { press in lastKey = press.characters; return .handled }
    }
}

final class PublicAPIShapesTests: XCTestCase {
    func testPublicSampleShapesCompileAndRunOnTheVirtualClock() { MainActor.assumeIsolated {
        // Given the sample screen (repeating and cycling animators run on timers),
        let hosted = HostedContent(SampleScreen())
        XCTAssertEqual((hosted.view("status") as? UILabel)?.text, "0  true", "the geometry change reported the text's height")
        // when return (the animators' trigger) and "a" are pressed and two seconds pass,
        hosted.host.key(.returnKey)
        hosted.host.key(.character("a"))
        hosted.host.advance(by: 2)
        // then the return handler counted, the characters handler (past the others) took "a",
        XCTAssertEqual((hosted.view("status") as? UILabel)?.text, "1 a true")
        // and the screen draws (canvas, spinner and all) at the window's size.
        XCTAssertEqual(hosted.host.snapshot().width, 390)
    } }
}
