import Foundation

/// The colour picker's opacity slider: a track fading from clear to the colour and
/// a white thumb; dragging anywhere on it sets `value` (0...1) and sends
/// `.valueChanged`; lifting the finger sends `.touchUpInside`.
final class OpacitySliderControl: UIControl {
    static let thumb: CGFloat = 28
    var value: CGFloat = 1 { didSet { setNeedsDisplay() } }
    var tint: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
    override var accessibilityLabel: String? { get { "Opacity" } set {} }
    override var accessibilityValue: String? { get { "\(Int((value * 100).rounded()))%" } set {} }

    private func track(_ point: CGPoint) {
        let travel = max(bounds.width - Self.thumb, 1)
        let new = min(max((point.x - Self.thumb / 2) / travel, 0), 1)
        if new != value {
            value = new
            sendActions(for: .valueChanged)
        }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch.location(in: self))
        return true
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let trackRect = CGRect(x: 0, y: (bounds.height - 8) / 2, width: bounds.width, height: 8)
        context.setFillColor(UIColor.systemFill.cgColor)
        context.fill(trackRect)
        context.setFillColor(tint.withAlphaComponent(value).cgColor)
        context.fill(CGRect(x: 0, y: trackRect.minY, width: Self.thumb / 2 + (bounds.width - Self.thumb) * value, height: 8))
        let thumb = CGRect(x: (bounds.width - Self.thumb) * value, y: (bounds.height - Self.thumb) / 2, width: Self.thumb, height: Self.thumb)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: thumb)
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(0.5)
        context.strokeEllipse(in: thumb.insetBy(dx: 0.25, dy: 0.25))
    }
}
