import Foundation
@testable import UIKitCore

/// Records every `traitCollectionDidChange` in one shared log, by name.
final class TraitLog {
    var entries: [String] = []
}

final class LoggingView: UIView {
    let name: String
    let log: TraitLog
    var previousStyles: [UIUserInterfaceStyle] = []
    var currentStylesDuringCallback: [UIUserInterfaceStyle] = []

    init(_ name: String, log: TraitLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append(name)
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        currentStylesDuringCallback.append(UITraitCollection.current.userInterfaceStyle)
    }
}

final class LoggingController: UIViewController {
    let name: String
    let log: TraitLog
    let viewName: String

    init(_ name: String, log: TraitLog, viewName: String? = nil) {
        self.name = name
        self.log = log
        self.viewName = viewName ?? name + ".view"
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func loadView() {
        view = LoggingView(viewName, log: log, frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append(name)
    }
}

/// A window on a virtual clock whose screen's appearance the test sets.
final class TraitWindow {
    let screen: UIScreen
    let window: UIWindow
    private(set) var now: TimeInterval = 0

    init(size: CGSize = CGSize(width: 390, height: 844), style: UIUserInterfaceStyle = .light) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 2)
        screen.systemUserInterfaceStyle = style
        window = UIWindow(frame: CGRect(origin: .zero, size: size), screen: screen)
        window.makeKeyAndVisible()
        frame()
    }

    func frame() {
        now += 1.0 / 60
        window.processFrame(at: now)
    }

    func runUntilIdle() {
        frame()
        var frames = 0
        while (window.wantsAnimationFrames || window.runLoop.hasPendingWork) && frames < 3600 {
            frame()
            frames += 1
        }
    }
}
