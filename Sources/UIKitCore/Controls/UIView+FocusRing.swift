import Foundation

/// The keyboard focus ring (our extension; iOS draws a halo around the focused
/// item on iPad with a keyboard): 2 points in the tint colour, just inside the
/// view's bounds. Buttons, switches, table cells and the sheet's grabber show it
/// while they have the keyboard. Text fields and text views do not, as on iOS:
/// their caret shows where typing goes (accessibility still reports them focused).
extension UIView {
    static let focusRingWidth: CGFloat = 2

    /// Strokes the ring in `draw(_:)`.
    func strokeFocusRing(in context: CGContext, cornerRadius: CGFloat) {
        let inset = Self.focusRingWidth / 2
        context.backend.stroke(GraphicsPath(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: cornerRadius),
                               color: tintColor, lineWidth: Self.focusRingWidth)
    }
}

/// A ring laid over views that draw nothing themselves (table cells): shown while focused.
final class FocusRingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        isHidden = true
        layer.borderWidth = UIView.focusRingWidth
        layer.cornerRadius = 4
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        layer.borderColor = tintColor.cgColor
    }

    /// Shows or hides the ring over `host`'s bounds.
    func show(_ shown: Bool, over host: UIView) {
        if shown {
            frame = host.bounds
            layer.borderColor = host.tintColor.cgColor
            host.bringSubviewToFront(self)
        }
        isHidden = !shown
    }
}
