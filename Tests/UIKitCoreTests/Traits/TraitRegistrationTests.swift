import XCTest
@testable import UIKitCore

private final class Observer {
    var calls = 0
    func update() { calls += 1 }
}

private final class ThemedView: UIView {
    var log: [String] = []
    var previousStyles: [UIUserInterfaceStyle] = []

    func watchStyle() {
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.log.append("handler \(UITraitCollection.current.userInterfaceStyle)")
            self.previousStyles.append(previous.userInterfaceStyle)
        }
    }

    func refresh() { log.append("refresh") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("didChange")
    }
}

/// The iOS 17 registration API: handlers for chosen traits, after `traitCollectionDidChange`.
final class TraitRegistrationTests: XCTestCase {
    func testAHandlerRunsAfterDidChangeForTheTraitsItWatchesOnly() {
        // Given a view in a light window watching the appearance
        let host = TraitWindow()
        let view = ThemedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        view.watchStyle()
        host.frame()

        // When the window rotates (size classes change, the appearance does not)
        host.window.resize(to: CGSize(width: 844, height: 390))
        host.frame()

        // Then only traitCollectionDidChange ran
        XCTAssertEqual(view.log, ["didChange"])

        // When the appearance changes
        host.screen.systemUserInterfaceStyle = .dark
        host.frame()

        // Then the handler ran after didChange, with the new traits current and the old ones passed
        XCTAssertEqual(view.log, ["didChange", "didChange", "handler dark"])
        XCTAssertEqual(view.previousStyles, [.light])
    }

    func testUnregisteringStopsAHandler() {
        let host = TraitWindow()
        let view = UIView()
        host.window.addSubview(view)
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in
            calls += 1
        }
        host.frame()

        host.screen.systemUserInterfaceStyle = .dark
        host.frame()
        view.unregisterForTraitChanges(registration)
        host.screen.systemUserInterfaceStyle = .light
        host.frame()

        XCTAssertEqual(calls, 1)
    }

    func testTargetActionFormsHoldTheTargetWeakly() {
        // Given a controller with three registrations: a method of a target, a closure with a target, a method of itself
        let host = TraitWindow()
        let controller = UIViewController()
        host.window.rootViewController = controller
        var observer: Observer? = Observer()
        let kept = Observer()
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: observer!, action: Observer.update)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: kept, action: { kept.calls += 10 })
        var ownCalls = 0
        controller.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitUserInterfaceStyle.self]) { ownCalls += 1 }
        host.frame()

        // When the appearance changes twice, the first target going away in between
        host.screen.systemUserInterfaceStyle = .dark
        host.frame()
        XCTAssertEqual(observer?.calls, 1)
        weak var released = observer
        observer = nil
        host.screen.systemUserInterfaceStyle = .light
        host.frame()

        // Then the registration did not keep the first target alive; the others ran each time
        XCTAssertNil(released)
        XCTAssertEqual(kept.calls, 20)
        XCTAssertEqual(ownCalls, 2)
    }

    func testAMethodOfTheEnvironmentStandsInForTheSelector() {
        let host = TraitWindow()
        let view = ThemedView()
        host.window.addSubview(view)
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: ThemedView.refresh)
        host.frame()

        host.window.overrideUserInterfaceStyle = .dark
        host.frame()

        XCTAssertEqual(view.log, ["didChange", "refresh"])
    }

    func testAHandlerThatChangesTraitsIsFollowedUpInTheSameFrame() {
        // Given a view whose handler forces its child light whenever the window turns dark
        let host = TraitWindow()
        let parent = UIView()
        let child = ThemedView()
        parent.addSubview(child)
        host.window.addSubview(parent)
        parent.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            if view.traitCollection.userInterfaceStyle == .dark { child.overrideUserInterfaceStyle = .light }
        }
        host.frame()

        // When the appearance turns dark
        host.screen.systemUserInterfaceStyle = .dark
        host.frame()

        // Then within that frame the child settled on light without ever being told it was dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.log, [])
        XCTAssertFalse(host.window.traitsNeedUpdate)
    }
}
