import Foundation

/// The colour picker's grid: 12 columns by 10 rows of swatches, a row of greys
/// from white to black, then nine rows of twelve hues from dark to light (iOS's
/// Grid tab). A tap picks the swatch under it; the selected one is ringed.
final class ColorSwatchGridView: UIView {
    static let columns = 12
    static let rows = 10
    var onPick: ((UIColor) -> Void)?
    var selectedColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The swatch colour at `row`, `column`.
    static func color(row: Int, column: Int) -> UIColor {
        let t = CGFloat(column) / CGFloat(columns - 1)
        if row == 0 { return UIColor(red: 1 - t, green: 1 - t, blue: 1 - t, alpha: 1) }
        let hue = CGFloat(column) / CGFloat(columns)
        // Rows 1...9: dark (brightness 0.35) to light (saturation 0.25).
        let level = CGFloat(row - 1) / 8
        let brightness = min(1, 0.35 + level * 1.3)
        let saturation = level <= 0.5 ? 1 : 1 - (level - 0.5) * 1.5
        return hsb(hue, saturation, brightness)
    }

    private static func hsb(_ h: CGFloat, _ s: CGFloat, _ v: CGFloat) -> UIColor {
        let sector = h * 6, i = Int(sector) % 6, f = sector - CGFloat(Int(sector))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        return UIColor(red: r, green: g, blue: b, alpha: 1)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isAccessibilityElement = true
        accessibilityLabel = "Color grid"
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    var cellSize: CGSize {
        CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(Self.rows))
    }

    /// The centre of the swatch at `row`, `column`, in this view.
    func center(row: Int, column: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), bounds.contains(point) else { return }
        pick(at: point)
    }

    /// Picks the swatch under `point` (in this view).
    func pick(at point: CGPoint) {
        guard cellSize.width > 0, cellSize.height > 0 else { return }
        let column = min(max(Int(point.x / cellSize.width), 0), Self.columns - 1)
        let row = min(max(Int(point.y / cellSize.height), 0), Self.rows - 1)
        onPick?(Self.color(row: row, column: column))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = cellSize
        var selected: CGRect?
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let cell = CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height, width: size.width, height: size.height)
                let color = Self.color(row: row, column: column)
                context.setFillColor(color.cgColor)
                context.fill(cell)
                if let selectedColor, color.isSameRGB(as: selectedColor) { selected = cell }
            }
        }
        // A hairline around the grid, so the white swatch shows on a white sheet.
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(1)
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        if let selected {
            context.setStrokeColor(UIColor.label.cgColor)
            context.setLineWidth(3)
            context.stroke(selected.insetBy(dx: 1.5, dy: 1.5))
        }
    }
}

extension UIColor {
    /// Whether the two colours have the same red, green and blue (alpha aside).
    func isSameRGB(as other: UIColor) -> Bool {
        var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        var (r2, g2, b2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        _ = other.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        return abs(r1 - r2) < 0.002 && abs(g1 - g2) < 0.002 && abs(b1 - b2) < 0.002
    }
}
