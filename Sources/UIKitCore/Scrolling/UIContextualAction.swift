import Foundation

/// One button revealed by swiping a table row, as in UIKit: a title (or image)
/// on a coloured background, and a handler that gets the action, the button's
/// view, and a completion to call with whether the action was performed.
open class UIContextualAction {
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public enum Style: Int {
        /// A grey button.
        case normal
        /// A red button; a completed destructive action expects its row to be deleted.
        case destructive
    }

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// Shown above the title, in white, when set.
    open var image: UIImage?
    /// The button's colour; nil gives the style's (red for destructive, grey otherwise), as UIKit's `null_resettable`.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions for one edge of a row, as in UIKit: the first action is the one
/// nearest the edge, and a full swipe performs it when `performsFirstActionWithFullSwipe`.
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Default true, as in UIKit.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}
