import XCTest
import UIKitImaging
@testable import UIKitCore
@testable import SwiftUI

private struct SpinnerScreen: View {
    var body: some View {
        ProgressView()
            .accessibilityIdentifier("spinner")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white)
    }
}

/// `ProgressView()` shows UIKit's activity indicator, whose petals turn on the window's
/// clock (a step every 0.125 s) while it shows, and draw nothing more while hidden.
final class SpinnerTests: XCTestCase {
    @MainActor private func spinner(in view: UIView) -> UIActivityIndicatorView? {
        if let spinner = view as? UIActivityIndicatorView { return spinner }
        for subview in view.subviews { if let found = spinner(in: subview) { return found } }
        return nil
    }

    @MainActor private func pixels(of spinner: UIActivityIndicatorView, in host: HeadlessHost) -> [RGBA8] {
        let frame = spinner.convert(spinner.bounds, to: host.window)
        let buffer = host.snapshot()
        var result: [RGBA8] = []
        for y in Int(frame.minY)..<Int(frame.maxY) { for x in Int(frame.minX)..<Int(frame.maxX) { result.append(buffer.pixel(x: x, y: y)) } }
        return result
    }

    func testThePetalsTurnOneStepEveryEighthOfASecond() { MainActor.assumeIsolated {
        // Given a progress view's spinner, drawn at rest,
        let hosted = HostedContent(SpinnerScreen())
        guard let spinner = spinner(in: hosted.host.window) else { return XCTFail("no spinner") }
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 20, height: 20))
        // (frame by frame to the next step, so the times below are whole steps from one)
        let before = spinner.stepRedraws
        hosted.advance(until: { spinner.stepRedraws > before })
        let first = pixels(of: spinner, in: hosted.host)
        let steps = spinner.stepRedraws
        // when a step's time passes, it is drawn once more, differently,
        hosted.host.advance(by: 0.125)
        let second = pixels(of: spinner, in: hosted.host)
        XCTAssertEqual(spinner.stepRedraws, steps + 1)
        XCTAssertNotEqual(first, second)
        // within a step no redraw is asked for and the picture stays,
        hosted.host.advance(by: 0.05)
        XCTAssertEqual(pixels(of: spinner, in: hosted.host), second)
        XCTAssertEqual(spinner.stepRedraws, steps + 1)
        // each of the eight steps of a turn is a different picture, and the turn ends on the first.
        var pictures = [first, second]
        for _ in 2..<8 {
            hosted.host.advance(by: 0.125)
            pictures.append(pixels(of: spinner, in: hosted.host))
        }
        XCTAssertEqual(Set(pictures.map { $0.map(\.r) }).count, 8)
        hosted.host.advance(by: 0.125)
        XCTAssertEqual(pixels(of: spinner, in: hosted.host), first)
        XCTAssertEqual(spinner.stepRedraws, steps + 8)
        // and the window still comes to rest between steps (no animation frames asked for).
        XCTAssertFalse(hosted.host.window.wantsAnimationFrames)
    } }

    func testAHiddenSpinnerIsNotRedrawnAndAStoppedOneHides() { MainActor.assumeIsolated {
        // Given a turning spinner in a window,
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertTrue(spinner.isHidden, "stopped, it hides")
        host.window.addSubview(spinner)
        spinner.startAnimating()
        host.runUntilIdle()
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
        host.advance(by: 0.25)
        XCTAssertEqual(spinner.stepRedraws, 2)
        // when it is hidden, a second passes without a redraw,
        spinner.isHidden = true
        host.advance(by: 1)
        XCTAssertEqual(spinner.stepRedraws, 2)
        // shown again it turns again (two steps in 0.25 s),
        spinner.isHidden = false
        host.advance(by: 0.25)
        XCTAssertEqual(spinner.stepRedraws, 4)
        // and stopped it hides and asks for no more.
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        XCTAssertFalse(spinner.isAnimating)
        host.advance(by: 1)
        XCTAssertEqual(spinner.stepRedraws, 4)
    } }

    func testARefreshingRefreshControlTurnsAndStopsWhenItEnds() { MainActor.assumeIsolated {
        // Given a refreshing control shown above a scroll view's content,
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        host.window.addSubview(scrollView)
        control.beginRefreshing()
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        host.runUntilIdle()
        func spinnerPixels() -> [UInt8] {
            let buffer = host.snapshot()
            return (10..<50).flatMap { y in (80..<120).map { x in buffer.pixel(x: x, y: y).r } }
        }
        let start = spinnerPixels()
        // when a step's time passes, the petals have turned,
        host.advance(by: 0.125)
        let turned = spinnerPixels()
        XCTAssertNotEqual(start, turned)
        XCTAssertTrue(start.contains { $0 < 200 }, "the spinner shows")
        // and once the refresh ends they turn no more.
        control.endRefreshing()
        host.runUntilIdle()
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        let ended = spinnerPixels()
        host.advance(by: 0.5)
        XCTAssertEqual(spinnerPixels(), ended)
    } }
}
