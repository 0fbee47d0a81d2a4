import Foundation

/// A view controller showing SwiftUI content, as SwiftUI's `UIHostingController`:
/// its view runs the content's view graph. Present it, push it, or make it a
/// window's root; SwiftUI's navigation and presentations make one per screen.
open class UIHostingController<Content: View>: UIViewController {
    /// The root view; setting it updates the content in place (state kept where identity is).
    public var rootView: Content {
        didSet { MainActor.assumeIsolated { hostingView.rootView = rootView; hostingView.setRootNeedsUpdate() } }
    }

    public typealias SizingOptions = UIHostingControllerSizingOptions

    public var sizingOptions: SizingOptions = []

    let hostingView = MainActor.assumeIsolated { _UIHostingView() }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        MainActor.assumeIsolated {
            hostingView.controller = self
            hostingView.rootView = rootView
        }
    }

    /// Made with environment overrides (how presentations give content `\.dismiss` and
    /// inherit the presenter's environment).
    init(rootView: Content, environment: @escaping (inout EnvironmentValues) -> Void) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        MainActor.assumeIsolated {
            hostingView.controller = self
            hostingView.rootView = rootView
            hostingView.environmentOverrides.append(environment)
        }
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported: use init(rootView:)") }

    open override func loadView() {
        view = hostingView
    }

    /// As SwiftUI does, a screen in a navigation controller sets the bars it wants
    /// (toolbar shown while it has `.bottomBar` items, `.toolbar(_:for:)`,
    /// `.toolbarBackground`) as it appears, animated alongside the push or pop. A
    /// screen appearing for the first time runs its first update now, so its toolbar
    /// items are known.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        MainActor.assumeIsolated {
            guard navigationController != nil else { return }
            if hostingView.awaitsFirstUpdate, hostingView.window != nil, !hostingView.bounds.isEmpty { hostingView.runUpdate() }
            applySwiftUIScreenBars(animated: animated)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if sizingOptions.contains(.preferredContentSize) {
            let ideal = MainActor.assumeIsolated { hostingView.contentSize(for: .unspecified) }
            if preferredContentSize != ideal { preferredContentSize = ideal }
        }
    }

    /// Key presses that reach the controller (nothing in the window is focused) go to
    /// the content's `onKeyPress` handlers (`KeyPressView.deliver`) before UIKit's chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !KeyPressView.deliver($0, began: true, in: view) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !KeyPressView.deliver($0, began: false, in: view) }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// The content's size for `size` (as SwiftUI's `sizeThatFits(in:)`).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        MainActor.assumeIsolated { hostingView.contentSize(for: ProposedViewSize(size)) }
    }

    /// The view graph's update pass now (as the next frame would run it).
    @MainActor
    func updateNow() { hostingView.runUpdate() }
}

/// Which sizes the controller keeps in step with its content.
public struct UIHostingControllerSizingOptions: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `preferredContentSize` follows the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's intrinsic content size is the content's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

