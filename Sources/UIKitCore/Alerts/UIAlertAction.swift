import Foundation

/// A button of an alert or action sheet, as in UIKit: a title, a style and a
/// handler that runs after the alert has been dismissed.
open class UIAlertAction {
    public enum Style: Int, CustomStringConvertible {
        case `default`, cancel, destructive
        public var description: String { ["default", "cancel", "destructive"][rawValue] }
    }

    public let title: String?
    public let style: Style
    /// A disabled action is greyed out and cannot be chosen.
    open var isEnabled = true { didSet { onChange?() } }
    /// The identifier of the action's button (our extension); defaults to the title.
    open var accessibilityIdentifier: String?
    let handler: ((UIAlertAction) -> Void)?
    var onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
