import Foundation

/// What a window needs from the program hosting it (the X11 window or `HeadlessHost`).
public protocol WindowHosting: AnyObject {
    /// Measures text with the same engine that draws it.
    var textMeasurer: TextMeasuring { get }
    /// The pointer shape to show (hand over links and buttons, arrow elsewhere).
    func setCursor(_ cursor: UIWindow.Cursor)
    /// The system clipboard (X11 CLIPBOARD selection in a window).
    var clipboardText: String? { get set }
}

/// The root of a view hierarchy shown by a host, as in UIKit.
///
/// Owns everything per-window that UIKit keeps globally: the clock and timers
/// (`runLoop`), the animation engine, gesture arbitration, the first responder.
open class UIWindow: UIView {
    public enum Cursor: Equatable { case arrow, pointingHand, iBeam }

    public let screen: UIScreen
    public let runLoop = WindowRunLoop()
    public let gestureArena = GestureArena()
    public let animationEngine = ViewAnimationEngine()
    /// The window's screen reader side: posting, the bridge, object ids (our extension).
    public private(set) lazy var accessibility = WindowAccessibility(window: self)
    public weak var host: WindowHosting?
    public internal(set) weak var firstResponder: UIResponder?
    public private(set) var isKeyWindow = false

    /// Whether something changed since the last frame was drawn.
    public private(set) var needsDisplay = true
    /// Called when something changed and a frame should be produced (hosts wake up on it).
    public var onNeedsDisplay: (() -> Void)?
    /// Hears every presentation moment in this window (our extension, for tracing).
    public var onPresentationEvent: ((PresentationEvent) -> Void)?

    /// Hears Auto Layout's console messages ("Unable to simultaneously satisfy
    /// constraints…"); nil prints them to standard error, as UIKit logs them.
    public var onLayoutMessage: ((String) -> Void)?
    /// The window's Auto Layout engine, made on first use (see `LayoutEngine`).
    var layoutEngineStorage: LayoutEngine?

    var displayLinks: [CADisplayLink] = []
    var pointerTouch: UITouch?
    var lastPointerDown: (time: TimeInterval, location: CGPoint, count: Int)?
    var hoverLocation: CGPoint?
    /// The views under the hovering pointer, innermost first. Held weakly, so the
    /// last hover does not keep a dismissed presentation's views alive.
    var hoveredChain: [UIView] {
        get { hoveredChainStorage.compactMap(\.view) }
        set { hoveredChainStorage = newValue.map(WeakViewReference.init) }
    }
    private var hoveredChainStorage: [WeakViewReference] = []
    private let fallbackMeasurer = EstimatedTextMeasurer()
    /// Something that can change traits happened since the last trait update (see `UIWindow+Traits`).
    var traitsNeedUpdate = false

    public init(frame: CGRect, screen: UIScreen) {
        self.screen = screen
        super.init(frame: frame)
        windowIfRoot = self
        screen.hostWindow = self
        backgroundColor = .systemBackground
    }

    /// A window the size of `UIScreen.main`, on its own screen (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        let bounds = UIScreen.main.bounds
        screen = UIScreen(bounds: bounds, scale: UIScreen.main.scale)
        super.init(coder: coder)
        frame = bounds
        windowIfRoot = self
        backgroundColor = .systemBackground
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, screen: UIScreen(bounds: CGRect(origin: .zero, size: frame.size), scale: 1))
    }

    open override var window: UIWindow? { self }

    /// A frame named after the window's title.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(label: accessibility.title, role: .frame)
    }

    /// The controller whose view fills the window, as in UIKit.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                controller.installAsRoot(in: self)
            }
        }
    }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        setNeedsDisplay()
    }

    open func makeKey() { isKeyWindow = true }

    /// Text measurement from the host, or an estimate before a host is attached.
    public var textMeasurer: TextMeasuring { host?.textMeasurer ?? fallbackMeasurer }

    open override func setNeedsDisplay() {
        accessibility.setNeedsUpdate()
        guard !needsDisplay else { return }
        needsDisplay = true
        onNeedsDisplay?()
    }

    /// Hosts call this after drawing a frame.
    public func didDisplay() { needsDisplay = false }

    /// Whether the host must keep producing frames (animations running or work due now).
    public var wantsAnimationFrames: Bool {
        animationEngine.isRunning || displayLinks.contains { !$0.isPaused }
    }

    /// One turn of the frame loop at `time`: timers and deferred work, animations, layout.
    /// Hosts call it before drawing; it does not draw.
    public func processFrame(at time: TimeInterval) {
        UIScreen.makeCurrent(screen)
        runLoop.advance(to: time)
        runLoop.runDueWork()
        for link in displayLinks where !link.isPaused { link.fire(at: runLoop.now) }
        animationEngine.tick(at: runLoop.now)
        runLoop.runDueWork()
        updateTraitsIfNeeded()
        runLayoutPass { layoutSubtreeIfNeeded() }
    }

    /// Resizes the window (and its screen) to `size` points, relaying out.
    public func resize(to size: CGSize) {
        let clamped = CGSize(width: max(1, size.width), height: max(1, size.height))
        screen.bounds = CGRect(origin: .zero, size: clamped)
        frame = CGRect(origin: .zero, size: clamped)
        rootViewController?.viewIfLoaded?.frame = bounds
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    /// A new size can mean new size classes.
    open override func boundsDidChange(sizeChanged: Bool) {
        super.boundsDidChange(sizeChanged: sizeChanged)
        if sizeChanged { windowTraitsDidChange() }
    }

    /// The end of the responder chain: Tab with nothing focused focuses the
    /// first view of the focus chain (see `UIView+FocusChain`).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if handleUnfocusedTab(presses) { return }
        super.pressesBegan(presses, with: event)
    }
}

/// A view held weakly (the window's hover chain).
struct WeakViewReference {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
