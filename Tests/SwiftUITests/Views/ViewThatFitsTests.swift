import XCTest
import Observation
@testable import SwiftUI

@Observable
final class FitBoxModel {
    var width: CGFloat = 350
    var height: CGFloat = 200
}

/// Three fixed candidates (300x50, 200x60, 100x70) in a box the model sizes.
struct FitsScreen: View {
    let model: FitBoxModel
    let axes: Axis.Set

    var body: some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 300, height: 50).accessibilityIdentifier("wide")
            Color.green.frame(width: 200, height: 60).accessibilityIdentifier("medium")
            Color.blue.frame(width: 100, height: 70).accessibilityIdentifier("narrow")
        }
        .frame(width: model.width, height: model.height)
        .accessibilityIdentifier("box")
    }
}

/// `ViewThatFits(in:content:)`: the first child whose ideal size fits the proposal
/// on the given axes, else the last; only the chosen child shows.
final class ViewThatFitsTests: XCTestCase {
    @MainActor private func isShown(_ view: UIView?) -> Bool {
        var current = view
        while let shown = current {
            if shown.isHidden { return false }
            current = shown.superview
        }
        return view != nil
    }

    @MainActor private func shownCandidates<C: View>(_ hosted: HostedContent<C>) -> [String] {
        ["wide", "medium", "narrow"].filter { isShown(hosted.view($0)) }
    }

    /// The shown candidate's frame relative to the box.
    @MainActor private func relativeFrame<C: View>(_ id: String, _ hosted: HostedContent<C>) -> CGRect? {
        guard let frame = hosted.frame(id), let box = hosted.frame("box") else { return nil }
        return frame.offsetBy(dx: -box.minX, dy: -box.minY)
    }

    func testTheFirstChildThatFitsHorizontallyIsShownCentredAtSeveralWidths() { MainActor.assumeIsolated {
        // Given a 350-point box: the 300-point child fits
        let model = FitBoxModel()
        let hosted = HostedContent(FitsScreen(model: model, axes: .horizontal))
        XCTAssertEqual(shownCandidates(hosted), ["wide"])
        XCTAssertEqual(relativeFrame("wide", hosted), CGRect(x: 25, y: 75, width: 300, height: 50))

        // When the box is 250 wide: the 200-point child is the first that fits
        model.width = 250
        hosted.settle()
        XCTAssertEqual(shownCandidates(hosted), ["medium"])
        XCTAssertEqual(relativeFrame("medium", hosted), CGRect(x: 25, y: 70, width: 200, height: 60))

        // When 150 wide: the 100-point one
        model.width = 150
        hosted.settle()
        XCTAssertEqual(shownCandidates(hosted), ["narrow"])
        XCTAssertEqual(relativeFrame("narrow", hosted), CGRect(x: 25, y: 65, width: 100, height: 70))

        // When 80 wide nothing fits: the last child, at its own size, centred (overflowing 10 each side)
        model.width = 80
        hosted.settle()
        XCTAssertEqual(shownCandidates(hosted), ["narrow"])
        XCTAssertEqual(relativeFrame("narrow", hosted), CGRect(x: -10, y: 65, width: 100, height: 70))

        // And back at 350 the first one shows again
        model.width = 350
        hosted.settle()
        XCTAssertEqual(shownCandidates(hosted), ["wide"])
    } }

    func testOnlyTheGivenAxesAreChecked() { MainActor.assumeIsolated {
        // Given a box 250 wide and 55 tall, checked horizontally only: the 60-point-tall
        // medium child fits (its height is not checked)
        let model = FitBoxModel()
        model.width = 250
        model.height = 55
        let horizontal = HostedContent(FitsScreen(model: model, axes: .horizontal))
        XCTAssertEqual(shownCandidates(horizontal), ["medium"])

        // When checked vertically only: the 300-wide, 50-tall first child fits (its width is not checked)
        let vertical = HostedContent(FitsScreen(model: model, axes: .vertical))
        XCTAssertEqual(shownCandidates(vertical), ["wide"])
        XCTAssertEqual(relativeFrame("wide", vertical), CGRect(x: -25, y: 2.5, width: 300, height: 50))

        // When checked on both axes: none fits 250 x 55 (too wide, then too tall twice): the last
        let both = HostedContent(FitsScreen(model: model, axes: [.horizontal, .vertical]))
        XCTAssertEqual(shownCandidates(both), ["narrow"])
    } }
}
