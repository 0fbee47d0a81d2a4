import Foundation

/// Haptic feedback, as in UIKit. A desktop has no Taptic Engine: every generator
/// is a documented no-op that accepts UIKit's calls (`prepare()`, and each
/// kind's trigger) and counts them (our extension, for tests).
open class UIFeedbackGenerator: NSObject {
    /// How often `prepare()` was called (our extension).
    public private(set) var prepareCount = 0
    /// How often feedback was asked for (our extension).
    public private(set) var feedbackCount = 0

    public override init() { super.init() }

    /// Wakes the (absent) engine; does nothing.
    open func prepare() { prepareCount += 1 }

    func fire() { feedbackCount += 1 }
}

/// Feedback for a change of selection (a picker's tick), as in UIKit; a no-op here.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { fire() }
}

/// Feedback for an impact (a sheet snapping to a detent), as in UIKit; a no-op here.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { fire() }
    open func impactOccurred(intensity: CGFloat) { fire() }
}

/// Feedback for a task's outcome, as in UIKit; a no-op here.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int { case success, warning, error }

    open func notificationOccurred(_ notificationType: FeedbackType) { fire() }
}
