import Foundation

/// The colour picker's Spectrum page, as iOS 14's: hues across (red at both ends),
/// white tints at the top, the pure hues in the middle and shades to near black at the
/// bottom, with a ring on the selected point. Pressing or dragging picks the colour
/// under the pointer: `.valueChanged` while it moves, `.touchUpInside` at the end.
final class ColorSpectrumView: UIControl {
    /// The size of the squares the spectrum is drawn with, in points.
    static let cell: CGFloat = 4
    /// The darkest shade at the bottom keeps this much brightness.
    static let bottomBrightness: CGFloat = 0.1
    static let cornerRadius: CGFloat = 8

    /// Where the selection is, as fractions of the width and height.
    private(set) var selectedPoint = CGPoint(x: 0, y: 0.5)
    /// The colour picked last.
    var color: UIColor { Self.color(atFraction: selectedPoint) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The colour at a point given as fractions (0...1) of the width and height.
    static func color(atFraction point: CGPoint) -> UIColor {
        let hue = min(max(point.x, 0), 1)
        let y = min(max(point.y, 0), 1)
        let saturation = y < 0.5 ? y * 2 : 1
        let brightness = y < 0.5 ? 1 : 1 - (y - 0.5) * 2 * (1 - bottomBrightness)
        let (r, g, b) = rgb(hue: hue, saturation: saturation, brightness: brightness)
        return UIColor(red: r, green: g, blue: b, alpha: 1)
    }

    /// HSB to RGB (the hexcone model), all components 0...1.
    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Moves the ring to the spot nearest to `color` (by RGB distance over the cells), without sending actions.
    func show(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return }
        var best = selectedPoint, bestDistance = CGFloat.greatestFiniteMagnitude
        for i in 0...60 {
            for j in 0...40 {
                let point = CGPoint(x: CGFloat(i) / 60, y: CGFloat(j) / 40)
                var cr: CGFloat = 0, cg: CGFloat = 0, cb: CGFloat = 0, ca: CGFloat = 0
                _ = Self.color(atFraction: point).getRed(&cr, green: &cg, blue: &cb, alpha: &ca)
                let distance = (cr - r) * (cr - r) + (cg - g) * (cg - g) + (cb - b) * (cb - b)
                if distance < bestDistance { (best, bestDistance) = (point, distance) }
            }
        }
        selectedPoint = best
        setNeedsDisplay()
    }

    private func track(_ point: CGPoint) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let fraction = CGPoint(x: min(max(point.x / bounds.width, 0), 1), y: min(max(point.y / bounds.height, 0), 1))
        guard fraction != selectedPoint else { return }
        selectedPoint = fraction
        setNeedsDisplay()
        sendActions(for: .valueChanged)
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
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let cell = Self.cell
        var y: CGFloat = 0
        while y < bounds.height {
            var x: CGFloat = 0
            while x < bounds.width {
                let centre = CGPoint(x: (x + cell / 2) / bounds.width, y: (y + cell / 2) / bounds.height)
                context.setFillColor(Self.color(atFraction: centre).cgColor)
                context.fill(CGRect(x: x, y: y, width: cell, height: cell))
                x += cell
            }
            y += cell
        }
        let ring = CGRect(x: selectedPoint.x * bounds.width - 12, y: selectedPoint.y * bounds.height - 12, width: 24, height: 24)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(3)
        context.strokeEllipse(in: ring)
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = "Spectrum"
        return defaults
    }
}
