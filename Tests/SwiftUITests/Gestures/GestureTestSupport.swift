import XCTest
@testable import SwiftUI

/// What a gesture's callbacks reported, in order.
final class GestureLog {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A 200x200 area carrying `gesture` (identified "area").
struct GestureArea<G: Gesture>: View {
    let gesture: G
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(gesture)
            .accessibilityIdentifier("area")
    }
}

@MainActor
extension HostedContent {
    /// The window point at (`x`, `y`) in the view identified `identifier`.
    func point(_ x: CGFloat, _ y: CGFloat, in identifier: String = "area") -> CGPoint {
        let frame = self.frame(identifier) ?? .zero
        return CGPoint(x: frame.minX + x, y: frame.minY + y)
    }
}

extension CGSize {
    /// "w,h" in whole points, for logs.
    var logged: String { "\(Int(width.rounded())),\(Int(height.rounded()))" }
}

extension CGPoint {
    /// "x,y" in whole points, for logs.
    var logged: String { "\(Int(x.rounded())),\(Int(y.rounded()))" }
}
