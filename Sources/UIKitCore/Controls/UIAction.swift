import Foundation

/// A menu element that runs a closure, as in UIKit (iOS 14+).
///
/// Controls run it for the events it was added for (`UIControl.addAction(_:for:)`);
/// menus run it when it is chosen (see `UIMenu`). `sender` is the control (or bar
/// button item) that sent it while the handler runs.
open class UIAction: UIMenuElement {
    /// Identifies an action; adding an action with the identifier of one already
    /// added for the same control replaces it, as in UIKit.
    public struct Identifier: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title, as in UIKit (settable, unlike other menu elements').
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue; onMenuChange?() }
    }
    /// The action's image, as in UIKit.
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue; onMenuChange?() }
    }
    open var discoverabilityTitle: String?
    open var attributes: Attributes { didSet { onMenuChange?() } }
    /// `.on` shows a checkmark in a menu, as in UIKit.
    open var state: State { didSet { onMenuChange?() } }
    public let identifier: Identifier
    /// Whether the identifier was given (not made up): a menu row then carries it as its accessibility identifier.
    let hasGivenIdentifier: Bool
    /// The control that sent the action while its handler runs (nil otherwise), as in UIKit.
    public internal(set) var sender: Any?
    let handler: (UIAction) -> Void
    /// Set by an open menu showing this action, to redraw its row.
    var onMenuChange: (() -> Void)?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        hasGivenIdentifier = identifier != nil
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
