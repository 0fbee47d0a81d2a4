import Foundation

/// A spinner that shows work in progress, as UIKit's `UIActivityIndicatorView`:
/// eight rounded spokes round a centre, the brightest one stepping clockwise
/// (one spoke each eighth of a second, a turn a second) while it animates.
///
/// `.medium` is 20 x 20 points, `.large` 37 x 37 (the intrinsic size; the spinner
/// is drawn at that size in the middle of any larger bounds). `color` defaults to
/// the style's (`.white`/`.whiteLarge`: white, `.gray`: gray, `.medium`/`.large`:
/// `secondaryLabel`). With `hidesWhenStopped` (the default) it is hidden while
/// stopped, as in UIKit.
///
/// Where we differ: the steps are timers on the window's clock, not a Core
/// Animation rotation, so a headless host can be idle while a spinner turns (an
/// infinite animation would keep it busy for ever); a spinner outside a window
/// does not step.
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and default colour.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, message: "Use .large")
        case whiteLarge = 0
        @available(*, deprecated, message: "Use .medium")
        case white = 1
        @available(*, deprecated, message: "Use .medium")
        case gray = 2
    }

    static let spokeCount = 8
    static let stepInterval: TimeInterval = 1.0 / 8

    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// The spokes' colour; nil gives back the style's.
    open var color: UIColor! {
        get { customColor ?? Self.defaultColor(for: style) }
        set { customColor = newValue; setNeedsDisplay() }
    }

    /// Whether the indicator is hidden while not animating (default true).
    open var hidesWhenStopped = true {
        didSet { if !isAnimatingSpokes { isHidden = hidesWhenStopped } }
    }

    open var isAnimating: Bool { isAnimatingSpokes }

    /// Which spoke is brightest (0 is the top one, counting clockwise).
    private(set) var highlightedSpoke = 0
    private var customColor: UIColor?
    private var isAnimatingSpokes = false
    private var stepTimer: WindowRunLoop.Timer?

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        configure()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        isHidden = hidesWhenStopped
        isUserInteractionEnabled = false
    }

    open func startAnimating() {
        guard !isAnimatingSpokes else { return }
        isAnimatingSpokes = true
        if hidesWhenStopped { isHidden = false }
        scheduleFirstStep()
    }

    open func stopAnimating() {
        guard isAnimatingSpokes else { return }
        isAnimatingSpokes = false
        stepTimer?.cancel()
        stepTimer = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { Self.size(for: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        stepTimer?.cancel()
        stepTimer = nil
        if isAnimatingSpokes { scheduleFirstStep() }
    }

    /// The first step, an eighth of a second from now on the window's clock.
    private func scheduleFirstStep() {
        guard let runLoop = window?.runLoop else { return }
        scheduleStep(at: runLoop.now + Self.stepInterval)
    }

    /// A step at `deadline`; each next one is planned from the previous deadline,
    /// so frame timing does not make the spinner drift.
    private func scheduleStep(at deadline: TimeInterval) {
        guard stepTimer == nil, let runLoop = window?.runLoop else { return }
        stepTimer = runLoop.schedule(after: max(0, deadline - runLoop.now)) { [weak self] in
            guard let self else { return }
            self.stepTimer = nil
            guard self.isAnimatingSpokes else { return }
            self.highlightedSpoke = (self.highlightedSpoke + 1) % Self.spokeCount
            self.setNeedsDisplay()
            self.scheduleStep(at: deadline + Self.stepInterval)
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let backend = UIGraphicsGetCurrentContext()?.backend else { return }
        let size = Self.size(for: style)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        // Spokes from 45% of the radius out to the edge, a ninth of the size wide, rounded.
        let radius = size.width / 2
        let width = max(2, (size.width / 9).rounded())
        let inner = radius * 0.45
        let spoke = CGRect(x: -width / 2, y: -radius, width: width, height: radius - inner)
        let baseColor = color ?? .secondaryLabel
        for index in 0..<Self.spokeCount {
            // The highlighted spoke is opaque; those behind it fade to a quarter.
            let behind = (highlightedSpoke - index + Self.spokeCount) % Self.spokeCount
            let alpha = 1 - 0.75 * CGFloat(behind) / CGFloat(Self.spokeCount - 1)
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let transform = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            let path = GraphicsPath(roundedRect: spoke, topLeft: CGSize(width: width / 2, height: width / 2),
                                    topRight: CGSize(width: width / 2, height: width / 2),
                                    bottomRight: CGSize(width: width / 2, height: width / 2),
                                    bottomLeft: CGSize(width: width / 2, height: width / 2)).applying(transform)
            backend.fill(path, color: baseColor.withAlphaComponent(baseColor.cgColor.alpha * alpha))
        }
    }

    static func size(for style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        default: return CGSize(width: 20, height: 20)
        }
    }

    static func defaultColor(for style: Style) -> UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        case .gray: return .gray
        default: return .secondaryLabel
        }
    }
}
