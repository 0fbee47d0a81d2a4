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

/// One step of the pointer script `HostedContent.drive` runs; points are in the
/// view it drives ("area" unless told).
enum PointerStep {
    /// The pointer goes down at (x, y).
    case down(CGFloat, CGFloat)
    /// It moves to (x, y) while down.
    case move(CGFloat, CGFloat)
    /// It is released at (x, y).
    case up(CGFloat, CGFloat)
    /// The pointer grab is lost.
    case cancel
    /// The window's clock advances this many seconds.
    case wait(TimeInterval)
    /// The window runs until idle.
    case settle
}

@MainActor
extension HostedContent {
    /// Runs `steps` in order on the window: the pointer-driving code gesture tests share.
    func drive(_ steps: PointerStep..., in identifier: String = "area") {
        for step in steps {
            switch step {
            case let .down(x, y): host.pointerDown(at: point(x, y, in: identifier))
            case let .move(x, y): host.pointerMove(to: point(x, y, in: identifier))
            case let .up(x, y): host.pointerUp(at: point(x, y, in: identifier))
            case .cancel: host.pointerCancel()
            case let .wait(seconds): host.advance(by: seconds)
            case .settle: settle()
            }
        }
    }
}
