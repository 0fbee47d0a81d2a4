import Foundation

/// The clipboard, as UIKit's `UIPasteboard`. `general` is the system clipboard of
/// the current application's key window (the X11 CLIPBOARD selection in a real
/// window, the host's own text under `HeadlessHost`), the one text views copy to
/// and paste from. Text and URLs are kept (a URL as its absolute string); images
/// and custom types are not. Nothing is stored here: each read asks the window.
open class UIPasteboard {
    private weak var window: UIWindow?
    private let resolvesWindow: Bool

    init(window: UIWindow?) {
        self.window = window
        resolvesWindow = window == nil
    }

    /// The general pasteboard (see the type's note).
    open class var general: UIPasteboard { UIPasteboard(window: nil) }

    private var host: WindowHosting? {
        if !resolvesWindow { return window?.sceneHost }
        let application = UIApplication.shared
        return (application.keyWindow ?? application.windows.first)?.sceneHost
    }

    /// The text on the pasteboard, if any.
    open var string: String? {
        get { host?.clipboardText }
        set { host?.clipboardText = newValue }
    }

    /// The pasteboard's strings (one here; setting several joins them by line).
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.joined(separator: "\n") }
    }

    /// The text on the pasteboard read as a URL (when it parses as one with a scheme).
    open var url: URL? {
        get { string.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }

    open var urls: [URL]? {
        get { url.map { [$0] } }
        set { string = newValue?.map(\.absoluteString).joined(separator: "\n") }
    }

    open var hasStrings: Bool { string?.isEmpty == false }
    open var hasURLs: Bool { url != nil }
}
