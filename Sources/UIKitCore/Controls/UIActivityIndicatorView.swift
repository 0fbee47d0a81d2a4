import Foundation

/// A spinner showing that work is under way, as UIKit's `UIActivityIndicatorView`:
/// eight petals whose opaque one turns clockwise (a turn a second, in eight steps)
/// while animating, on the window's clock (see `SpinnerTicker`: steps redraw only while
/// the spinner shows, and a headless window's frames are exact on its virtual clock).
/// Stopped, it hides when `hidesWhenStopped` (the default), else it shows still.
/// `.medium` is 20 x 20 points, `.large` 37 x 37, as on iOS.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int {
        case medium = 100, large = 101
        @available(*, deprecated, message: "use .large")
        case whiteLarge = 0
        @available(*, deprecated, message: "use .medium")
        case white = 1
        @available(*, deprecated, message: "use .medium")
        case gray = 2
    }

    /// The spinner's size class.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The petals' colour (UIKit's grey by default; the deprecated `.white` styles are white).
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set {
            guard newValue != storedColor else { return }
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedColor: UIColor?

    /// Whether the spinner hides while stopped (true by default, as in UIKit).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the petals are turning.
    open var isAnimating: Bool { ticker.isRunning }

    private lazy var ticker = SpinnerTicker(view: self)
    /// How many turning steps asked for a redraw (none while hidden).
    var stepRedraws: Int { ticker.redrawRequests }

    public init(style: Style) {
        self.style = style
        let side = Self.side(for: style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        isHidden = hidesWhenStopped
    }

    private static func side(for style: Style) -> CGFloat {
        switch style {
        case .large, .whiteLarge: return 37
        default: return 20
        }
    }

    private var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        default: return ActivitySpinner.defaultColor
        }
    }

    /// Starts turning (and shows the spinner).
    open func startAnimating() {
        isHidden = false
        ticker.start()
        setNeedsDisplay()
    }

    /// Stops turning (and hides the spinner when `hidesWhenStopped`).
    open func stopAnimating() {
        ticker.stop()
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        let side = Self.side(for: style)
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        ticker.windowDidChange()
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let scale = Self.side(for: style) / 20
        ActivitySpinner.draw(in: context, centre: CGPoint(x: bounds.midX, y: bounds.midY), petals: ActivitySpinner.petalCount,
                             color: color, phase: ticker.phase, scale: scale)
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = !isHidden
        defaults.label = "In progress"
        defaults.traits.insert(.updatesFrequently)
        return defaults
    }
}
