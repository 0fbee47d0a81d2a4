import Foundation

/// A menu element that runs a closure, as in UIKit (iOS 14+).
///
/// Controls run it for the events it was added for (`UIControl.addAction(_:for:)`);
/// `sender` is the control that sent it while the handler runs.
open class UIAction {
    /// Identifies an action; adding an action with the identifier of one already
    /// added for the same control replaces it, as in UIKit.
    public struct Identifier: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Appearance flags, as in UIKit (only `.disabled` and `.destructive` are read here).
    public struct Attributes: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int { case off, on, mixed }

    public var title: String
    public var image: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    public let identifier: Identifier
    /// The control that sent the action while its handler runs (nil otherwise), as in UIKit.
    public internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
