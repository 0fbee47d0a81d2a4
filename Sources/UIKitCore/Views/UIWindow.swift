import Foundation

/// What a window needs from the program hosting it (the X11 window or `HeadlessHost`).
public protocol WindowHosting: AnyObject {
    /// Measures text with the same engine that draws it.
    var textMeasurer: TextMeasuring { get }
    /// The pointer shape to show (hand over links and buttons, arrow elsewhere).
    func setCursor(_ cursor: UIWindow.Cursor)
    /// The system clipboard (X11 CLIPBOARD selection in a window).
    var clipboardText: String? { get set }
    /// What `layer` (and its sublayers) looks like now, in its bounds at the
    /// window's scale: the old look a `CATransition` fades or slides away.
    func snapshot(of layer: CALayer) -> CGImage?
}

extension WindowHosting {
    public func snapshot(of layer: CALayer) -> CGImage? { nil }
}

/// The root of a view hierarchy shown by a host, as in UIKit.
///
/// Owns everything per-window that UIKit keeps globally: the clock and timers
/// (`runLoop`), the animation engine, gesture arbitration, the first responder.
open class UIWindow: UIView {
    public enum Cursor: Equatable { case arrow, pointingHand, iBeam }

    /// The screen the window is on: its scene's.
    public internal(set) var screen: UIScreen
    /// Who takes the rest of a touchpad swipe it started taking (a sheet being swiped).
    var scrollCapture: ((UIScrollWheelEvent) -> Bool)?
    public let runLoop = WindowRunLoop()
    /// The date at clock time 0 (`clockDate`). A headless window keeps Foundation's
    /// reference date (2001-01-01 00:00:00 UTC), so its dates are the same on every run;
    /// the X11 host sets the wall date at which its clock started.
    package var clockReferenceDate = Date(timeIntervalSinceReferenceDate: 0)
    public let gestureArena = GestureArena()
    public let animationEngine = ViewAnimationEngine()
    /// Runs the explicit animations of the layers in this window.
    public let layerAnimator = LayerAnimator()
    /// The window's screen reader side: posting, the bridge, object ids (our extension).
    public private(set) lazy var accessibility = WindowAccessibility(window: self)
    /// The program showing the window; set by the host on the window it draws,
    /// which then composites the other shown windows of its scene (`UIWindow+Stacking`).
    public weak var host: WindowHosting? {
        didSet { if host != nil { screen.hostWindow = self } }
    }
    public internal(set) weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { showInputAccessory() } }
    }
    public private(set) var isKeyWindow = false
    /// The scene the window belongs to, as in UIKit; setting it moves the window
    /// to that scene and its screen.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            if let windowScene {
                windowScene.add(self)
                screen = windowScene.screen
            }
        }
    }
    /// How windows stack, as in UIKit: the host composites the shown windows of a
    /// scene from the lowest level up (see `UIWindow+Stacking`).
    open var windowLevel: UIWindow.Level = .normal {
        didSet { if windowLevel != oldValue { stackingDidChange() } }
    }
    /// When the window was last shown, in its scene's count (equal levels stack
    /// in the order their windows were shown); nil while it was never shown.
    var shownOrder: Int?
    /// The window of the scene a pointer press went to, while it is held down
    /// (the host's window forwards the rest of the touch there).
    weak var pointerTargetWindow: UIWindow?
    /// The application and scene a window made outside any app owns.
    private var ownedApplication: UIApplication?

    /// Whether something changed since the last frame was drawn.
    public private(set) var needsDisplay = true
    /// Called when something changed and a frame should be produced (hosts wake up on it).
    public var onNeedsDisplay: (() -> Void)?
    /// Hears every presentation moment in this window (our extension, the app's
    /// own slot; `addPresentationObserver` adds more listeners).
    public var onPresentationEvent: ((PresentationEvent) -> Void)?
    var presentationObservers: [(PresentationEvent) -> Void] = []
    var scrollObservers: [(UIScrollView) -> Void] = []
    var tabSelectionObservers: [(UITabBarController) -> Void] = []
    var searchAndRefreshObservers: [(SearchAndRefreshEvent) -> Void] = []

    /// Hears Auto Layout's console messages ("Unable to simultaneously satisfy
    /// constraints…"); nil prints them to standard error, as UIKit logs them.
    public var onLayoutMessage: ((String) -> Void)?
    /// The window's Auto Layout engine, made on first use (see `LayoutEngine`).
    var layoutEngineStorage: LayoutEngine?
    /// A free layer (one no view owns) asked for layout or display, or moved into the tree.
    package var freeLayersNeedPass = false

    package var displayLinks: [CADisplayLink] = []
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

    /// A window on `screen`, in an application and scene of its own (what
    /// `HeadlessHost` and `X11Host` make; our initializer).
    public init(frame: CGRect, screen: UIScreen) {
        self.screen = screen
        super.init(frame: frame)
        setUpWindow(joining: nil)
    }

    /// A window, as in UIKit. While `UIApplicationMain` runs, it joins the app's
    /// scene and screen (as `UIWindow(frame: UIScreen.main.bounds)` in
    /// `application(_:didFinishLaunchingWithOptions:)` does on iOS); elsewhere it
    /// gets a screen of its size at scale 1 and an application of its own.
    public override init(frame: CGRect) {
        let scene = Self.sceneForNewWindow
        screen = scene?.screen ?? UIScreen(bounds: CGRect(origin: .zero, size: frame.size), scale: 1)
        super.init(frame: frame)
        setUpWindow(joining: scene)
    }

    /// A window filling `windowScene`'s screen, in that scene (iOS 13+).
    public init(windowScene: UIWindowScene) {
        screen = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
        setUpWindow(joining: windowScene)
    }

    /// A window the size of the main screen, as `init(frame: UIScreen.main.bounds)`
    /// makes (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        let scene = Self.sceneForNewWindow
        screen = scene?.screen ?? UIScreen(bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)
        super.init(coder: coder)
        frame = screen.bounds
        setUpWindow(joining: scene)
    }

    private func setUpWindow(joining scene: UIWindowScene?) {
        windowIfRoot = self
        layerAnimator.runLoop = runLoop
        // A second window of a scene (a popup's) leaves the screen to the first.
        if screen.hostWindow?.host == nil { screen.hostWindow = self }
        CADisplayLink.mainHost = { UIScreen.main.hostWindow }
        backgroundColor = .systemBackground
        if let scene {
            windowScene = scene
        } else {
            let application = UIApplication()
            let ownScene = UIWindowScene(screen: screen)
            application.connect(ownScene)
            application.applicationState = .active
            ownScene.activationState = .foregroundActive
            ownedApplication = application
            windowScene = ownScene
        }
        makeApplicationCurrent()
        joinStacking(startsHidden: scene != nil)
    }

    deinit {
        // A released window leaves the picture: the host repaints what it covered.
        stackingDidChange()
    }

    /// Shows or hides the window, as in UIKit: a shown window is composited over
    /// the lower ones of its scene, a hidden one leaves it (and resigns key).
    public override var isHidden: Bool {
        didSet { if isHidden != oldValue { visibilityDidChange() } }
    }

    /// The scene `UIWindow(frame:)` joins: the one of the application
    /// `UIApplicationMain` is launching or launched, if any.
    private static var sceneForNewWindow: UIWindowScene? {
        guard let application = ApplicationContext.current, application.isLaunched else { return nil }
        return application.launchScene ?? application.orderedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    }

    /// The application the window's scene belongs to.
    public var application: UIApplication? { windowScene?.application }

    /// Makes this window's application the one `UIApplication.shared` returns,
    /// and its clock the one `CACurrentMediaTime()` reads.
    func makeApplicationCurrent() {
        if let application { ApplicationContext.makeCurrent(application) }
        MediaClock.makeCurrent(runLoop)
    }

    open override var window: UIWindow? { self }

    /// A frame named after the window's title.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(label: accessibility.title, role: .frame)
    }

    /// Resizable, and active while it is the key window.
    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates
        if isKeyWindow { states.insert(.active) }
        states.insert(.resizable)
        return states
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

    /// Makes the window key (the others of its scene resign) and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        setNeedsDisplay()
    }

    /// Makes the window the key window of its scene, as in UIKit.
    open func makeKey() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        windowScene?.windowDidBecomeKey(self)
        becomeKey()
    }

    /// Called when the window became key, as in UIKit.
    open func becomeKey() {}

    /// Called when the window stopped being key, as in UIKit.
    open func resignKey() {}

    /// Another window of the scene became key.
    func loseKeyStatus() {
        guard isKeyWindow else { return }
        isKeyWindow = false
        resignKey()
    }

    /// Text measurement from the host, or an estimate before a host is attached.
    public var textMeasurer: TextMeasuring { sceneHost?.textMeasurer ?? fallbackMeasurer }

    open override func setNeedsDisplay() {
        accessibility.setNeedsUpdate()
        // A window its host does not draw itself: the host's window composites it.
        if host == nil, let compositor = compositingWindow, compositor !== self {
            compositor.setNeedsDisplay()
            return
        }
        guard !needsDisplay else { return }
        needsDisplay = true
        onNeedsDisplay?()
    }

    /// Hosts call this after drawing a frame.
    public func didDisplay() { needsDisplay = false }

    /// Whether the host must keep producing frames (animations running or work due
    /// now), in this window or another window of its scene that it composites.
    public var wantsAnimationFrames: Bool {
        ownWantsAnimationFrames || companionWindows.contains { $0.ownWantsAnimationFrames }
    }

    var ownWantsAnimationFrames: Bool {
        animationEngine.isRunning || layerAnimator.isRunning || displayLinks.contains { !$0.isPaused }
    }

    /// Whether a view in the window waits for the next layout pass (package-level: a
    /// tape's `Wait idle` is not satisfied while a change, such as a SwiftUI state
    /// change made by a gesture's end, has not been laid out and animated yet).
    package var hasPendingLayout: Bool {
        needsLayout || descendantNeedsLayout || companionWindows.contains { $0.needsLayout || $0.descendantNeedsLayout }
    }

    /// One turn of the frame loop at `time`: timers and deferred work, animations, layout.
    /// Hosts call it before drawing; it does not draw.
    /// The windows of its scene that the host does not draw itself (a popup's
    /// `UIWindow(windowScene:)`) run their frame turn after it, at the same time.
    public func processFrame(at time: TimeInterval) {
        processOwnFrame(at: time)
        let companions = companionWindows
        guard !companions.isEmpty else { return }
        for companion in companions { companion.processOwnFrame(at: time) }
        makeApplicationCurrent()
    }

    func processOwnFrame(at time: TimeInterval) {
        makeApplicationCurrent()
        runLoop.advance(to: time)
        runLoop.runDueWork()
        for link in displayLinks where !link.isPaused { link.fire(at: runLoop.now) }
        animationEngine.tick(at: runLoop.now)
        layerAnimator.tick(at: runLoop.now)
        runLoop.runDueWork()
        updateTraitsIfNeeded()
        runLayoutPass { layoutSubtreeIfNeeded() }
        if freeLayersNeedPass {
            freeLayersNeedPass = false
            layoutFreeLayersInSubtree()
        }
        CATransaction.flush()
    }

    /// Resizes the window (and its screen) to `size` points, relaying out.
    ///
    /// Controllers hear `viewWillTransition(to:with:)` first (see
    /// `SizeTransitionCoordinator`), as UIKit tells them of a window resize.
    public func resize(to size: CGSize) {
        let clamped = CGSize(width: max(1, size.width), height: max(1, size.height))
        let old = bounds.size
        let oldStatusBarFrame = windowScene?.statusBarManager?.statusBarFrame ?? .zero
        let oldOrientation = windowScene?.interfaceOrientation ?? .portrait
        let coordinator = old == clamped ? nil : SizeTransitionCoordinator(window: self)
        if let coordinator {
            notifyTraitTransition(to: clamped, coordinator: coordinator)
            notifySizeTransition(to: clamped, coordinator: coordinator)
        }
        screen.bounds = CGRect(origin: .zero, size: clamped)
        frame = CGRect(origin: .zero, size: clamped)
        rootViewController?.viewIfLoaded?.frame = bounds
        setNeedsLayout()
        setNeedsDisplay()
        guard let coordinator else { return }
        if coordinator.hasAlongsideAnimations { layoutSubtreeIfNeeded() }
        coordinator.finish(in: self)
        application?.windowDidChange(self, oldStatusBarFrame: oldStatusBarFrame, oldOrientation: oldOrientation)
        application?.device.windowDidResize(from: old, to: clamped)
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

extension UIWindow {
    /// Where a window stacks, as in UIKit.
    public struct Level: RawRepresentable, Hashable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}

/// A view held weakly (the window's hover chain).
struct WeakViewReference {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
