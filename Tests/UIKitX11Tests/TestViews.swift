import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport

/// A view that records the touches and presses it receives.
final class RecordingView: UIView {
    struct Record: Equatable {
        var phase: UITouch.Phase
        var location: CGPoint
        var timestamp: TimeInterval
    }
    var touches: [Record] = []
    var presses: [(UIKeyboardHIDUsage, UIKeyModifierFlags, String)] = []
    var typed: [String] = []
    var acceptsText = true
    override var canBecomeFirstResponder: Bool { true }

    var phases: [UITouch.Phase] { touches.map(\.phase) }

    private func record(_ set: Set<UITouch>, _ phase: UITouch.Phase) {
        guard let touch = set.first else { return }
        touches.append(Record(phase: phase, location: touch.location(in: self), timestamp: touch.timestamp))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .cancelled) }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { if let key = press.key { self.presses.append((key.keyCode, key.modifierFlags, key.characters)) } }
    }

    override func insertTypedText(_ text: String) -> Bool {
        typed.append(text)
        return acceptsText
    }
}

/// The same small scene for the X11 window and the headless render: flat colours,
/// a rounded card with a border, a translucent overlay and a label.
func makeScene(in window: UIWindow) {
    window.backgroundColor = UIColor(rgb: 0xF2F2F7)
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 90))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 14
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.systemOrange.cgColor
    window.addSubview(card)
    let overlay = UIView(frame: CGRect(x: 60, y: 70, width: 100, height: 60))
    overlay.backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
    window.addSubview(overlay)
    let label = UILabel(frame: CGRect(x: 20, y: 130, width: 170, height: 24))
    label.text = "Ærøskøbing – été"
    label.textColor = .label
    window.addSubview(label)
}

/// A square that follows the pointer while dragged (its centre is the touch location).
final class FollowingView: UIView {
    var moves = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        moves += 1
        center = touch.location(in: superview)
    }
}

/// A view that asks for the pointing-hand cursor, like a link.
final class LinkView: UIView {
    override var cursor: UIWindow.Cursor? { .pointingHand }
}
