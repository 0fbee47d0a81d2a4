import Foundation

/// A warning UIKit writes to the console when an app misuses it (presenting on a
/// controller that is already presenting, an unsatisfiable constraint, an unknown
/// segue), as Apple's UIKit logs to Xcode's console and carries on.
///
/// Where it goes: the `warningHandler` of the application the warning's window
/// belongs to (else of `UIApplication.shared`); with no handler, one
/// `UIKit warning: [category] message` line on standard error, as before. Tests
/// capture them by setting the handler on their window's application; apps run by
/// `UIApplicationMain` with `--trace` also get a `warning` trace event. Layout
/// messages go to the window's `onLayoutMessage` first when it has one.
public struct UIKitWarning: Equatable, CustomStringConvertible {
    /// UIKit's log category in brackets (`LayoutConstraints`), nil for uncategorised warnings.
    public let category: String?
    public let message: String

    public init(category: String? = nil, message: String) {
        self.category = category
        self.message = message
    }

    /// The console line: `UIKit warning: [category] message`.
    public var description: String {
        "UIKit warning: " + (category.map { "[\($0)] " } ?? "") + message
    }

    /// Standard error, the sink when no handler is set.
    public static func writeToStandardError(_ warning: UIKitWarning) {
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
}

extension UIApplication {
    /// Hands `warning` to this application's `warningHandler`, or writes it on standard error.
    func report(_ warning: UIKitWarning) {
        if let warningHandler { warningHandler(warning) } else { UIKitWarning.writeToStandardError(warning) }
    }
}

/// Reports a UIKit warning raised by code acting in `window` (nil when it has none).
func warn(_ message: String, category: String? = nil, in window: UIWindow?) {
    (window?.application ?? UIApplication.shared).report(UIKitWarning(category: category, message: message))
}
