import Foundation

/// The text field of a search bar, as UIKit's `UISearchTextField`: a rounded
/// grey field (36 points tall, 10-point corners, UIKit's tertiary fill) with a
/// magnifying glass on its leading side, the placeholder "Search" and a clear
/// button while editing. Screen readers see a search field (the `.searchField`
/// trait; its role is an entry, as GTK maps a search box to AT-SPI).
///
/// Differences: no tokens.
open class UISearchTextField: UITextField {
    /// The field's height inside a search bar.
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    /// The room for the magnifying glass before the text.
    static let glyphWidth: CGFloat = 30
    /// Images the search bar's `setImage(_:for:state:)` set (`UISearchBar+Icons`).
    var iconImages: [UISearchBar.IconKey: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        clearButtonMode = .whileEditing
        placeholder = "Search"
        font = .systemFont(ofSize: 17)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds
        rect.origin.x += Self.glyphWidth
        rect.size.width -= Self.glyphWidth + 6
        if isClearButtonShown { rect.size.width -= Self.clearButtonSize }
        return rect.standardized.width < 0 ? CGRect(x: rect.minX, y: rect.minY, width: 0, height: rect.height) : rect
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        return CGRect(x: bounds.maxX - 6 - size, y: (bounds.midY - size / 2).rounded(), width: size, height: size)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + Self.glyphWidth, height: Self.fieldHeight)
    }

    open override func draw(_ rect: CGRect) {
        if let context = UIGraphicsGetCurrentContext() {
            if backgroundColor == nil {
                context.backend.fill(GraphicsPath(roundedRect: bounds, cornerRadius: Self.cornerRadius), color: .tertiarySystemFill)
            }
            context.saveGState()
            flipHorizontallyForRightToLeft(context)
            if let image = iconImages[UISearchBar.IconKey(icon: .search, state: UIControl.State.normal.rawValue)] {
                let size = image.size
                image.draw(in: CGRect(x: (16 - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                                      width: size.width, height: size.height))
            } else {
                Self.drawMagnifier(in: context, centre: CGPoint(x: 16, y: bounds.midY), color: .secondaryLabel)
            }
            context.restoreGState()
        }
        super.draw(rect)
    }

    /// The magnifying glass: a 12-point ring and a handle towards the lower right.
    static func drawMagnifier(in context: CGContext, centre: CGPoint, color: UIColor) {
        let ring = CGPoint(x: centre.x - 1.5, y: centre.y - 1.5)
        context.backend.stroke(GraphicsPath(ovalIn: CGRect(x: ring.x - 5.5, y: ring.y - 5.5, width: 11, height: 11)),
                               color: color, lineWidth: 1.8)
        var handle = GraphicsPath()
        handle.move(to: CGPoint(x: ring.x + 4, y: ring.y + 4))
        handle.line(to: CGPoint(x: ring.x + 8, y: ring.y + 8))
        context.backend.stroke(handle, color: color, lineWidth: 2.2)
    }

    /// A search field: the `.searchField` trait on top of the text field's entry.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.traits.insert(.searchField)
        return defaults
    }
}
