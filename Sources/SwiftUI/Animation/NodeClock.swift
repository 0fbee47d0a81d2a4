import Foundation

/// The window clock as a node that animates from it sees it (timeline, keyframe and
/// phase animators): the time now, and a timer that updates the node again later.
@MainActor
final class NodeClock {
    private var timer: WindowRunLoop.Timer?
    private weak var node: ViewNode?

    init(node: ViewNode) {
        self.node = node
        node.removalActions.append { [weak self] in self?.cancel() }
    }

    /// The node's window (its hosting view's), nil while out of one.
    var window: UIWindow? { (node?.graph.host as? UIView)?.window }
    /// The window clock's time now (0 out of a window).
    var now: TimeInterval { window?.runLoop.now ?? 0 }
    /// The time between two of the window's frames.
    var frameInterval: TimeInterval { 1 / Double(max(window?.screen.maximumFramesPerSecond ?? 60, 1)) }

    /// Updates the node again `delay` seconds from now (replacing a pending request);
    /// nothing while the node is out of a window.
    func updateNode(after delay: TimeInterval) {
        cancel()
        guard let window else { return }
        // A hair early, so a frame landing exactly on the time (sums of frame times) runs it.
        timer = window.runLoop.schedule(after: max(delay - Self.tolerance, 0)) { [weak self] in
            self?.timer = nil
            self?.node?.markDirty()
        }
    }

    /// Updates the node at the window's next frame.
    func updateNodeNextFrame() { updateNode(after: frameInterval) }

    /// Times closer than this count as the same time.
    nonisolated static let tolerance: TimeInterval = 1e-6

    func cancel() {
        timer?.cancel()
        timer = nil
    }
}
