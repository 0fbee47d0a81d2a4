import Foundation

/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it for an
/// app's own activities (`applicationActivities`); the built-in ones are named by
/// `ActivityType`. `perform()` runs it; it must call `activityDidFinish(_:)`.
open class UIActivity {
    /// An activity's identifier, as in UIKit.
    public struct ActivityType: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }

    /// Where the activity shows: `.action` in the list (the only row drawn here), `.share` as iOS's app row.
    public enum Category: Int { case action, share }

    public init() {}

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Runs the activity; call `activityDidFinish(_:)` when done.
    open func perform() { activityDidFinish(false) }
    /// A view controller to present instead of `perform()` (nil: none).
    open var activityViewController: UIViewController? { nil }

    /// Reports the end of the activity: the share sheet then dismisses and calls its handler.
    open func activityDidFinish(_ completed: Bool) { finishHandler?(completed) }

    var finishHandler: ((Bool) -> Void)?
}

/// The built-in Copy: text and URLs to the window's pasteboard.
final class CopyToPasteboardActivity: UIActivity {
    private var items: [Any] = []
    weak var window: UIWindow?
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is NSAttributedString }
    }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override func perform() {
        let texts = items.compactMap { item -> String? in
            if let text = item as? String { return text }
            if let url = item as? URL { return url.absoluteString }
            return (item as? NSAttributedString)?.string
        }
        UIPasteboard(window: window).string = texts.joined(separator: "\n")
        activityDidFinish(true)
    }
}
