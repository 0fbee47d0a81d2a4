import XCTest
import Observation
@testable import SwiftUI

@Observable
final class HeroModel {
    var expanded = false
    var selected = 0
}

/// The expanding-card pattern: a small card at (20, 20, 100 × 100) of the safe area
/// and a large one at (0, 200, 300 × 400), the same id in one namespace, one shown at a time.
struct HeroScreen: View {
    let model: HeroModel
    var properties: MatchedGeometryProperties = .frame
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            if model.expanded {
                Color.blue
                    .accessibilityIdentifier("large")
                    .matchedGeometryEffect(id: "card", in: namespace, properties: properties)
                    .frame(width: 300, height: 400)
                    .padding(.top, 200)
            } else {
                Color.blue
                    .accessibilityIdentifier("small")
                    .matchedGeometryEffect(id: "card", in: namespace, properties: properties)
                    .frame(width: 100, height: 100)
                    .padding(20)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The moving-selection pattern: three 60-point tabs, each the source of its own
/// id, and one indicator (`isSource: false`) following the selected tab's id.
struct TabIndicatorScreen: View {
    let model: HeroModel
    var properties: MatchedGeometryProperties = .frame
    var anchor: UnitPoint = .center
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.orange
                .frame(width: 10, height: 4)
                .matchedGeometryEffect(id: model.selected, in: namespace, properties: properties, anchor: anchor, isSource: false)
                .accessibilityIdentifier("indicator")
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.clear
                        .frame(width: 60, height: index == 1 ? 40 : 30)
                        .matchedGeometryEffect(id: index, in: namespace)
                }
            }
            .padding(.leading, 100)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` and `@Namespace`, on the virtual clock.
final class MatchedGeometryTests: XCTestCase {
    /// The frame drawn now (each presented layer up to the window), in safe-area coordinates.
    @MainActor private func drawnFrame<V: View>(_ hosted: HostedContent<V>, _ id: String) -> CGRect? {
        guard let view = hosted.view(id) else { return nil }
        var state = view.layer.presented
        var frame = CGRect(x: state.center.x - state.bounds.width / 2, y: state.center.y - state.bounds.height / 2,
                           width: state.bounds.width, height: state.bounds.height)
        var current = view.superview
        while let superview = current, superview !== hosted.host.window {
            state = superview.layer.presented
            frame = frame.offsetBy(dx: state.center.x - state.bounds.width / 2 - state.bounds.minX,
                                   dy: state.center.y - state.bounds.height / 2 - state.bounds.minY)
            current = superview.superview
        }
        return frame.offsetBy(dx: -hosted.safeArea.minX, dy: -hosted.safeArea.minY)
    }

    /// The alpha drawn now: the product of the presented alphas up to the window.
    @MainActor private func drawnAlpha<V: View>(_ hosted: HostedContent<V>, _ id: String) -> Double? {
        guard var current = hosted.view(id) else { return nil }
        var alpha = Double(current.layer.presented.alpha)
        while let superview = current.superview, superview !== hosted.host.window {
            alpha *= Double(superview.layer.presented.alpha)
            current = superview
        }
        return alpha
    }

    private func assertFrame(_ frame: CGRect?, _ expected: CGRect, accuracy: CGFloat = 1e-6,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let frame else { return XCTFail("no frame", file: file, line: line) }
        XCTAssertEqual(frame.minX, expected.minX, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(frame.minY, expected.minY, accuracy: accuracy, "y", file: file, line: line)
        XCTAssertEqual(frame.width, expected.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(frame.height, expected.height, accuracy: accuracy, "height", file: file, line: line)
    }

    private let small = CGRect(x: 20, y: 20, width: 100, height: 100)
    private let large = CGRect(x: 0, y: 200, width: 300, height: 400)

    /// `a + (b - a) × progress`, for each edge.
    private func mix(_ a: CGRect, _ b: CGRect, _ progress: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * progress, y: a.minY + (b.minY - a.minY) * progress,
               width: a.width + (b.width - a.width) * progress, height: a.height + (b.height - a.height) * progress)
    }

    func testExpandingCardMovesBetweenTheTwoFramesOnAnEaseInOutCurveWhileTheyCrossFade() { MainActor.assumeIsolated {
        // Given: the small card on screen
        let model = HeroModel()
        let hosted = HostedContent(HeroScreen(model: model))
        assertFrame(drawnFrame(hosted, "small"), small)

        // When: it expands in a 0.5 s ease-in-out animation
        withAnimation(.easeInOut(duration: 0.5)) { model.expanded = true }
        hosted.host.advance(by: 0)

        // Then: at t = 0 the large card is drawn at the small card's frame, transparent,
        // and the small card is still there, opaque
        assertFrame(drawnFrame(hosted, "large"), small)
        assertFrame(drawnFrame(hosted, "small"), small)
        XCTAssertEqual(drawnAlpha(hosted, "large"), 0)
        XCTAssertEqual(drawnAlpha(hosted, "small"), 1)

        // Then: at t = 0.25 s, half the duration, the symmetric ease-in-out curve is at
        // exactly 0.5: both are half-way between the frames, both half transparent
        hosted.host.advance(by: 0.25)
        let halfway = CGRect(x: 10, y: 110, width: 200, height: 250)
        assertFrame(drawnFrame(hosted, "large"), halfway)
        assertFrame(drawnFrame(hosted, "small"), halfway)
        XCTAssertEqual(drawnAlpha(hosted, "large") ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawnAlpha(hosted, "small") ?? -1, 0.5, accuracy: 1e-6)

        // Then: at the end the large card is at its own frame and the small one has left
        hosted.settle()
        assertFrame(drawnFrame(hosted, "large"), large)
        XCTAssertEqual(drawnAlpha(hosted, "large"), 1)
        XCTAssertNil(hosted.view("small"))
        XCTAssertEqual(hosted.graph.matchedGeometry.members(of: cardKey(hosted)).count, 1, "the removed view left its group")
    }}

    func testCollapsingFollowsASpringBackToTheSmallFrame() { MainActor.assumeIsolated {
        // Given: the large card on screen
        let model = HeroModel()
        model.expanded = true
        let hosted = HostedContent(HeroScreen(model: model))
        assertFrame(drawnFrame(hosted, "large"), large)

        // When: it collapses in SwiftUI's default animation, a critically damped spring
        // of response 0.5 s (UIKit's spring over 0.75 s: ω = ln 1500 / 0.75)
        withAnimation(.spring(response: 0.5, dampingFraction: 1)) { model.expanded = false }
        hosted.host.advance(by: 0)
        assertFrame(drawnFrame(hosted, "small"), large)
        assertFrame(drawnFrame(hosted, "large"), large)

        // Then: at t = 0.25 s the progress is 1 − (1 + ωt)·e^(−ωt) with ωt = ln(1500)/3
        hosted.host.advance(by: 0.25)
        let omegaT = log(1500.0) / 3
        let progress = CGFloat(1 - (1 + omegaT) * exp(-omegaT))
        XCTAssertEqual(progress, 0.69968, accuracy: 1e-5)
        assertFrame(drawnFrame(hosted, "small"), mix(large, small, progress), accuracy: 1e-4)
        assertFrame(drawnFrame(hosted, "large"), mix(large, small, progress), accuracy: 1e-4)

        // Then: at the end only the small card is left, at its frame
        hosted.settle()
        assertFrame(drawnFrame(hosted, "small"), small)
        XCTAssertNil(hosted.view("large"))
    }}

    func testWithoutAnAnimationTheCardsSwapAtTheirOwnFrames() { MainActor.assumeIsolated {
        let model = HeroModel()
        let hosted = HostedContent(HeroScreen(model: model))
        model.expanded = true
        hosted.host.advance(by: 0)
        assertFrame(drawnFrame(hosted, "large"), large)
        XCTAssertNil(hosted.view("small"))
        XCTAssertEqual(drawnAlpha(hosted, "large"), 1)
    }}

    func testPositionOnlyMovesTheCentreAndKeepsEachCardsSize() { MainActor.assumeIsolated {
        // Given: the cards share only their position (the centre, the default anchor)
        let model = HeroModel()
        let hosted = HostedContent(HeroScreen(model: model, properties: .position))

        // When: expanding linearly over 1 s
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        hosted.host.advance(by: 0)

        // Then: the large card starts 300 × 400 centred on the small card's centre (70, 70)
        assertFrame(drawnFrame(hosted, "large"), CGRect(x: -80, y: -130, width: 300, height: 400))
        // and the small card keeps its size, its centre moving toward (150, 400)
        hosted.host.advance(by: 0.25)
        assertFrame(drawnFrame(hosted, "small"), CGRect(x: 40, y: 102.5, width: 100, height: 100))
        assertFrame(drawnFrame(hosted, "large"), CGRect(x: -60, y: -47.5, width: 300, height: 400))
        hosted.settle()
        assertFrame(drawnFrame(hosted, "large"), large)
    }}

    func testSizeOnlyGrowsAboutTheCardsOwnCentre() { MainActor.assumeIsolated {
        let model = HeroModel()
        let hosted = HostedContent(HeroScreen(model: model, properties: .size))
        withAnimation(.linear(duration: 1)) { model.expanded = true }
        hosted.host.advance(by: 0)
        // The large card starts at the small card's size about its own centre (150, 400)
        assertFrame(drawnFrame(hosted, "large"), CGRect(x: 100, y: 350, width: 100, height: 100))
        hosted.host.advance(by: 0.5)
        assertFrame(drawnFrame(hosted, "large"), CGRect(x: 50, y: 275, width: 200, height: 250))
        // and the small card grows to the large size about its centre (70, 70)
        assertFrame(drawnFrame(hosted, "small"), CGRect(x: -30, y: -55, width: 200, height: 250))
    }}

    func testANonSourceTakesItsSourcesFrameAndFollowsTheSelection() { MainActor.assumeIsolated {
        // Given: the indicator follows tab 0 (60 × 30 at x 100)
        let model = HeroModel()
        let hosted = HostedContent(TabIndicatorScreen(model: model))
        assertFrame(drawnFrame(hosted, "indicator"), CGRect(x: 100, y: 5, width: 60, height: 30))

        // When: tab 1 (60 × 40 at x 160, the HStack's top; the others centred) is selected in a 1 s linear animation
        withAnimation(.linear(duration: 1)) { model.selected = 1 }
        hosted.host.advance(by: 0)

        // Then: the indicator moves and grows to it
        assertFrame(drawnFrame(hosted, "indicator"), CGRect(x: 100, y: 5, width: 60, height: 30))
        hosted.host.advance(by: 0.5)
        assertFrame(drawnFrame(hosted, "indicator"), CGRect(x: 130, y: 2.5, width: 60, height: 35))
        hosted.settle()
        assertFrame(drawnFrame(hosted, "indicator"), CGRect(x: 160, y: 0, width: 60, height: 40))

        // When: tab 2 is selected without an animation
        model.selected = 2
        hosted.host.advance(by: 0)
        // Then: it is there at once
        assertFrame(drawnFrame(hosted, "indicator"), CGRect(x: 220, y: 5, width: 60, height: 30))
    }}

    func testANonSourceMatchingThePositionKeepsItsSizeAtTheAnchor() { MainActor.assumeIsolated {
        // Given: a 10 × 4 indicator matching only the bottom anchor of tab 1
        let model = HeroModel()
        model.selected = 1
        let hosted = HostedContent(TabIndicatorScreen(model: model, properties: .position, anchor: .bottom))
        // Then: its bottom centre is tab 1's bottom centre (190, 40)
        assertFrame(drawnFrame(hosted, "indicator"), CGRect(x: 185, y: 36, width: 10, height: 4))
    }}

    func testANamespaceIsTheNodesAcrossUpdatesAndDiffersBetweenViews() { MainActor.assumeIsolated {
        // Given: two hero screens side by side
        let model = HeroModel()
        let hosted = HostedContent(HStack { HeroScreen(model: model); HeroScreen(model: model) })
        let keys = hosted.graph.matchedGeometry.allKeys
        // Then: each has its own namespace, so two groups with one card each
        XCTAssertEqual(keys.count, 2)
        XCTAssertNotEqual(keys[0].namespace, keys[1].namespace)
        // When: both update
        withAnimation(.linear(duration: 0.2)) { model.expanded = true }
        hosted.settle()
        // Then: their namespaces are the same as before (no new groups)
        XCTAssertEqual(Set(hosted.graph.matchedGeometry.allKeys), Set(keys))
        // And: a namespace read outside a body is stable for that copy and unlike any other
        let outside = Namespace()
        XCTAssertEqual(outside.wrappedValue, outside.wrappedValue)
        XCTAssertNotEqual(outside.wrappedValue, Namespace().wrappedValue)
    }}

    @MainActor private func cardKey(_ hosted: HostedContent<HeroScreen>) -> MatchedGeometryKey {
        hosted.graph.matchedGeometry.allKeys[0]
    }
}
