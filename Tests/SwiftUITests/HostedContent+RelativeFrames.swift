import XCTest
@testable import SwiftUI

extension HostedContent {
    /// The frame of the view with `identifier` in the coordinates of the view with `container`'s.
    func frame(_ identifier: String, in container: String) -> CGRect? {
        guard let inWindow = frame(identifier), let origin = frame(container)?.origin else { return nil }
        return inWindow.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
