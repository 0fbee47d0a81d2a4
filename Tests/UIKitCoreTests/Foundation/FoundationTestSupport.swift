import Foundation
import XCTest
@testable import UIKitCore

/// Asserts two points are equal to within `accuracy` (rotations produce 1e-15 noise).
func assertFoundationPoint(_ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = 1e-9,
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual) vs \(expected)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual) vs \(expected)", file: file, line: line)
}

/// Asserts two rectangles are equal to within `accuracy`.
func assertFoundationRect(_ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-9,
                   file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX of \(actual) vs \(expected)", file: file, line: line)
    XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY of \(actual) vs \(expected)", file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual) vs \(expected)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual) vs \(expected)", file: file, line: line)
}

/// A view that records every touch callback with the phase and its location in itself.
final class FoundationTouchRecordingView: UIView {
    struct Record: Equatable {
        let callback: String
        let phase: UITouch.Phase
        let location: CGPoint
        let tapCount: Int
    }

    private(set) var records: [Record] = []
    var callbacks: [String] { records.map(\.callback) }

    private func record(_ callback: String, _ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        records.append(Record(callback: callback, phase: touch.phase, location: touch.location(in: self),
                              tapCount: touch.tapCount))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

/// A window of 400x400 points with no host (pure model: no drawing).
func makeFoundationWindow(width: CGFloat = 400, height: CGFloat = 400) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
}
