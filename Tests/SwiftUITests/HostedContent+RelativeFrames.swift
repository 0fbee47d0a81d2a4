import XCTest
@testable import SwiftUI

extension HostedContent {
    /// The frame of the view with `identifier` in the coordinates of the view with `container`'s.
    func frame(_ identifier: String, in container: String) -> CGRect? {
        guard let inWindow = frame(identifier), let origin = frame(container)?.origin else { return nil }
        return inWindow.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

extension HostedContent {
    /// Asserts, one assertion each and in order, that the view with each identifier of
    /// `expected` has its frame in the coordinates of the view with `container`'s.
    func assertFrames(_ expected: KeyValuePairs<String, CGRect>, in container: String,
                      file: StaticString = #filePath, line: UInt = #line) {
        for (identifier, frame) in expected {
            XCTAssertEqual(self.frame(identifier, in: container), frame, "the frame of \(identifier)", file: file, line: line)
        }
    }
}
