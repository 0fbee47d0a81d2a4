import Foundation
import UIKitCore

/// Opens a URL, as SwiftUI's `OpenURLAction` (the `\.openURL` environment value).
/// The system action is `UIApplication.open(_:options:completionHandler:)` on the
/// current application (`UIApplication.shared`), which hands web, mail and file
/// links to its `urlOpener` (the desktop's handler in an app; nothing, and `false`,
/// where none is set, so tests never launch a browser). A custom action set with
/// `.environment(\.openURL, OpenURLAction { url in ... })` is asked first and says
/// whether the URL was handled, discarded, or goes on to the system.
public struct OpenURLAction {
    /// What a custom handler did with the URL, as in SwiftUI.
    public struct Result {
        enum Kind: Equatable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL (reported as opened).
        public static let handled = Result(kind: .handled)
        /// The handler declined it (reported as not opened).
        public static let discarded = Result(kind: .discarded)
        /// The system opens the original URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: ((URL) -> Result)?

    /// An action that asks `handler` first (the system opens the URL when it says `.systemAction`).
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    init() { handler = nil }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url`, then calls `completion` with whether it opened (on the next run-loop
    /// turn for the system action, as `UIApplication.open` reports).
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let replacement):
            UIApplication.shared.open(replacement ?? url, options: [:], completionHandler: completion)
        }
    }
}

struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

extension EnvironmentValues {
    /// The action `Link` and the content use to open URLs; set it to intercept them.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
