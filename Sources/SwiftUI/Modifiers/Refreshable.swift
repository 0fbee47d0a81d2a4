import Foundation

/// The refresh a `.refreshable` view asked for, as SwiftUI's `RefreshAction`:
/// read it with `@Environment(\.refresh)` and call it (`await refresh?()`).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh of the nearest `.refreshable` above this view, or nil, as in SwiftUI.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes this view refreshable, as in SwiftUI: sets `\.refresh`, and a `List`
    /// or vertical `ScrollView` in it gets a pull-to-refresh control (a
    /// `UIRefreshControl`): pulled past the threshold, it runs `action` in a
    /// `Task` on the main actor, and the spinner shows until `action` returns.
    /// In headless runs the task runs on the main queue, which `HeadlessHost`
    /// drains each frame of its virtual clock.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// The refresh control a `List` or `ScrollView` shows for the environment's `refresh`.
@MainActor
enum RefreshControlBinding {
    /// Installs, updates or removes `scrollView`'s refresh control for `refresh`
    /// (a control the app set itself is left alone).
    static func sync(_ scrollView: UIScrollView, refresh: RefreshAction?) {
        let current = scrollView.refreshControl as? ActionRefreshControl
        guard let refresh else {
            if let current {
                current.cancel()
                scrollView.refreshControl = nil
            }
            return
        }
        if let current {
            current.action = refresh
        } else if scrollView.refreshControl == nil {
            scrollView.refreshControl = ActionRefreshControl(action: refresh)
        }
    }
}

/// A refresh control that runs a `RefreshAction` when pulled and ends when it returns.
@MainActor
final class ActionRefreshControl: UIRefreshControl {
    var action: RefreshAction
    private var task: Task<Void, Never>?

    init(action: RefreshAction) {
        self.action = action
        super.init(frame: .zero)
        addAction(UIAction { [weak self] _ in self?.run() }, for: .valueChanged)
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    private func run() {
        task?.cancel()
        let action = self.action
        task = Task { @MainActor [weak self] in
            await action()
            guard let self, !Task.isCancelled else { return }
            self.task = nil
            self.endRefreshing()
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
        endRefreshing()
    }
}
