import Foundation

/// What turns an activity spinner's petals (`UIActivityIndicatorView`, a refreshing
/// `UIRefreshControl`): a timer on the window's run loop at each step of the turn
/// (`ActivitySpinner.stepDuration`), so a headless window's frames are the same on
/// every run and a window with a spinner still comes to rest between steps (no
/// animation frames are asked for). A step redraws the view only while it shows (in
/// a window, not hidden, not transparent, and no hidden or transparent ancestor).
final class SpinnerTicker {
    private unowned let view: UIView
    private var timer: WindowRunLoop.Timer?
    /// The window clock's time the turn started at (when started, or moved into a window).
    private var startTime: TimeInterval?
    private(set) var isRunning = false
    /// How many steps asked for a redraw (tests check that a hidden spinner asks for none).
    private(set) var redrawRequests = 0

    init(view: UIView) { self.view = view }

    func start() {
        guard !isRunning else { return }
        isRunning = true
        startTime = view.window?.runLoop.now
        scheduleNextStep()
    }

    func stop() {
        isRunning = false
        startTime = nil
        timer?.cancel()
        timer = nil
    }

    /// The view moved to or out of a window: steps follow the new window's clock.
    func windowDidChange() {
        timer?.cancel()
        timer = nil
        guard isRunning else { return }
        startTime = view.window?.runLoop.now
        scheduleNextStep()
    }

    /// The petal the turn is on now (0 at twelve o'clock, clockwise).
    var phase: Int {
        guard let startTime, let now = view.window?.runLoop.now else { return 0 }
        let steps = Int(((now - startTime) / ActivitySpinner.stepDuration + 1e-6).rounded(.down))
        return steps % ActivitySpinner.petalCount
    }

    private func scheduleNextStep() {
        guard let window = view.window, let startTime else { return }
        let now = window.runLoop.now
        let step = (((now - startTime) / ActivitySpinner.stepDuration) + 1e-6).rounded(.down)
        let next = startTime + (step + 1) * ActivitySpinner.stepDuration
        timer = window.runLoop.schedule(after: max(next - now - 1e-7, 0)) { [weak self] in self?.step() }
    }

    private func step() {
        timer = nil
        guard isRunning else { return }
        if isShowing {
            redrawRequests += 1
            view.setNeedsDisplay()
        }
        scheduleNextStep()
    }

    /// Whether the view can be seen: in a window, and neither it nor an ancestor hidden or transparent.
    private var isShowing: Bool {
        guard view.window != nil else { return false }
        var current: UIView? = view
        while let ancestor = current {
            if ancestor.isHidden || ancestor.alpha <= 0.01 { return false }
            current = ancestor.superview
        }
        return true
    }
}
