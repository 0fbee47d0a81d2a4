import Foundation
import UIKitCairo
import UIKitCore

/// What an app gives the tape runner: a way to build itself in a headless window,
/// and named start states for `Set Present`.
///
/// The runner makes a `HeadlessHost` of the tape's size and scale, calls `launch`,
/// enters the start state if the tape names one, and then drives the window with
/// the tape's input on the virtual clock. Targets are found in the window's view
/// tree (`TapeElementFinder`); presentation moments are heard on the window's
/// `onPresentationEvent` (the runner chains onto any handler the app installed).
public protocol TapeApplication: AnyObject {
    /// Builds the app in `host.window` (at least `rootViewController`), for a window of
    /// `host.window.bounds.size` points at `host.scale`.
    func launch(in host: HeadlessHost)
    /// The names `Set Present` accepts.
    var startStates: [String] { get }
    /// Puts the launched app in a start state without animation; false for an unknown name.
    func enterStartState(_ name: String, in host: HeadlessHost) -> Bool
    /// A host the app made itself, with its own window, at the tape's size, scale
    /// and appearance (an app launched by `UIApplicationMain` shows the window its
    /// delegate made); nil lets the runner make one. The default is nil.
    func makeHost(size: CGSize, scale: CGFloat, framesPerSecond: Double, userInterfaceStyle: UIUserInterfaceStyle) throws -> HeadlessHost?
}

extension TapeApplication {
    public func makeHost(size: CGSize, scale: CGFloat, framesPerSecond: Double,
                         userInterfaceStyle: UIUserInterfaceStyle) throws -> HeadlessHost? { nil }
}

/// The simplest app: a root view controller made for the window, and start states
/// as closures that get that controller (to present something without animation).
public final class RootViewControllerTapeApplication: TapeApplication {
    private let makeRoot: (CGSize, CGFloat) -> UIViewController
    private let states: [(name: String, enter: (UIViewController) -> Void)]
    private var root: UIViewController?

    /// - Parameters:
    ///   - makeRoot: the root view controller for a window of `size` points at `scale`.
    ///   - startStates: `Set Present` names, in order, each with what it does to the root.
    public init(startStates: [(name: String, enter: (UIViewController) -> Void)] = [],
                makeRoot: @escaping (_ size: CGSize, _ scale: CGFloat) -> UIViewController) {
        self.makeRoot = makeRoot
        self.states = startStates
    }

    public func launch(in host: HeadlessHost) {
        let root = makeRoot(host.window.bounds.size, host.scale)
        self.root = root
        host.window.rootViewController = root
    }

    public var startStates: [String] { states.map(\.name) }

    public func enterStartState(_ name: String, in host: HeadlessHost) -> Bool {
        guard let root, let state = states.first(where: { $0.name == name }) else { return false }
        state.enter(root)
        return true
    }
}

/// An app that builds itself into a window (as an app delegate does in
/// `application(_:didFinishLaunchingWithOptions:)`), with start states acting on that window.
public final class WindowTapeApplication: TapeApplication {
    private let launchInto: (UIWindow) -> Void
    private let states: [(name: String, enter: (UIWindow) -> Void)]

    public init(startStates: [(name: String, enter: (UIWindow) -> Void)] = [], launch: @escaping (UIWindow) -> Void) {
        launchInto = launch
        states = startStates
    }

    public func launch(in host: HeadlessHost) { launchInto(host.window) }

    public var startStates: [String] { states.map(\.name) }

    public func enterStartState(_ name: String, in host: HeadlessHost) -> Bool {
        guard let state = states.first(where: { $0.name == name }) else { return false }
        state.enter(host.window)
        return true
    }
}
