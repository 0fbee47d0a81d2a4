import XCTest
@testable import UIKitCore

/// Traits flow from the screen down the tree; changes are announced top-down.
final class TraitPropagationTests: XCTestCase {
    func testEveryEnvironmentInheritsTheScreensAppearanceAndScale() {
        // Given a dark screen with a controller and a subview in its window
        let host = TraitWindow(style: .dark)
        let log = TraitLog()
        let root = LoggingController("root", log: log)
        host.window.rootViewController = root
        let child = LoggingView("child", log: log)
        root.view.addSubview(child)
        host.frame()

        // Then all of them are dark at scale 2, base level, phone in portrait
        for traits in [host.screen.traitCollection, host.window.traitCollection, root.traitCollection,
                       root.view.traitCollection, child.traitCollection] {
            XCTAssertEqual(traits.userInterfaceStyle, .dark)
            XCTAssertEqual(traits.displayScale, 2)
        }
        XCTAssertEqual(child.traitCollection.userInterfaceLevel, .base)
        XCTAssertEqual(child.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(child.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .large)
        XCTAssertEqual(child.traitCollection.layoutDirection, .leftToRight)
        // And joining the window announced nothing (iOS 17)
        XCTAssertEqual(log.entries, [])
    }

    func testAnAppearanceChangeIsAnnouncedDownTheTreeControllerBeforeItsView() {
        // Given a light window: root controller, its view with two subviews, one with a child of its own
        let host = TraitWindow()
        let log = TraitLog()
        let root = LoggingController("root", log: log)
        host.window.rootViewController = root
        let first = LoggingView("first", log: log)
        let inner = LoggingView("inner", log: log)
        let second = LoggingView("second", log: log)
        first.addSubview(inner)
        root.view.addSubview(first)
        root.view.addSubview(second)
        host.frame()

        // When the system turns dark
        host.screen.systemUserInterfaceStyle = .dark
        XCTAssertEqual(log.entries, [], "nothing before the next frame")
        host.frame()

        // Then each was told once, parents before children, the controller before its view,
        // with the previous traits and the new ones current
        XCTAssertEqual(log.entries, ["root", "root.view", "first", "inner", "second"])
        XCTAssertEqual(inner.previousStyles, [.light])
        XCTAssertEqual(inner.currentStylesDuringCallback, [.dark])

        // And a second frame announces nothing more
        host.frame()
        XCTAssertEqual(log.entries.count, 5)
    }

    func testAViewsOverrideAppliesToItsSubtreeOnly() {
        // Given a light window with two sibling views, one holding a child
        let host = TraitWindow()
        let log = TraitLog()
        let dark = LoggingView("dark", log: log)
        let inside = LoggingView("inside", log: log)
        let sibling = LoggingView("sibling", log: log)
        dark.addSubview(inside)
        host.window.addSubview(dark)
        host.window.addSubview(sibling)
        host.frame()

        // When one sibling forces dark
        dark.overrideUserInterfaceStyle = .dark
        host.frame()

        // Then it and its child are dark and were told; the other sibling is untouched
        XCTAssertEqual(inside.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(sibling.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(log.entries, ["dark", "inside"])
        XCTAssertEqual(dark.overrideUserInterfaceStyle, .dark)
        XCTAssertTrue(dark.traitOverrides.contains(UITraitUserInterfaceStyle.self))

        // And going back to unspecified inherits again
        dark.overrideUserInterfaceStyle = .unspecified
        host.frame()
        XCTAssertEqual(inside.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(log.entries, ["dark", "inside", "dark", "inside"])
    }

    func testAControllersOverrideReachesItsViewsAndChildrenAndTheWindowsOverrideEverything() {
        // Given a root controller with a child controller whose view is inside the root's
        let host = TraitWindow()
        let log = TraitLog()
        let root = LoggingController("root", log: log)
        let child = LoggingController("child", log: log)
        host.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.frame()

        // When the root controller forces dark
        root.overrideUserInterfaceStyle = .dark
        host.frame()

        // Then the root, its view, the child and the child's view are dark, in tree order
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(log.entries, ["root", "root.view", "child", "child.view"])
        XCTAssertEqual(host.window.traitCollection.userInterfaceStyle, .light)

        // When the parent gives the child a light override, only the child is light again
        root.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .light), forChild: child)
        host.frame()
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(log.entries.suffix(2), ["child", "child.view"])

        // When the window forces dark, the child's own override still wins below it
        host.window.overrideUserInterfaceStyle = .dark
        root.overrideUserInterfaceStyle = .unspecified
        host.frame()
        XCTAssertEqual(root.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .light)
    }

    func testWindowSizeGivesSizeClassesAndIdiomAsOnIPhoneAndIPad() {
        let cases: [(CGSize, UIUserInterfaceIdiom, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = [
            (CGSize(width: 390, height: 844), .phone, .compact, .regular),   // iPhone 14 portrait
            (CGSize(width: 844, height: 390), .phone, .compact, .compact),   // iPhone 14 landscape
            (CGSize(width: 932, height: 430), .phone, .regular, .compact),   // iPhone 15 Pro Max landscape
            (CGSize(width: 744, height: 1133), .pad, .regular, .regular),    // iPad mini portrait
            (CGSize(width: 1366, height: 1024), .pad, .regular, .regular),   // iPad Pro 12.9" landscape
            (CGSize(width: 320, height: 1024), .phone, .compact, .regular),  // a narrow, Slide Over-like window
        ]
        for (size, idiom, horizontal, vertical) in cases {
            let traits = TraitWindow(size: size).window.traitCollection
            XCTAssertEqual(traits.userInterfaceIdiom, idiom, "\(size)")
            XCTAssertEqual(traits.horizontalSizeClass, horizontal, "\(size)")
            XCTAssertEqual(traits.verticalSizeClass, vertical, "\(size)")
        }
    }

    func testRotatingTheWindowAnnouncesTheNewSizeClasses() {
        // Given a portrait phone window with a view
        let host = TraitWindow()
        let log = TraitLog()
        let view = LoggingView("view", log: log)
        host.window.addSubview(view)
        host.frame()

        // When it is resized to landscape
        host.window.resize(to: CGSize(width: 844, height: 390))
        host.frame()

        // Then the view heard once, with the portrait traits as previous
        XCTAssertEqual(log.entries, ["view"])
        XCTAssertEqual(view.traitCollection.verticalSizeClass, .compact)

        // And a resize that keeps the size classes announces nothing
        host.window.resize(to: CGSize(width: 800, height: 380))
        host.frame()
        XCTAssertEqual(log.entries, ["view"])
    }

    func testAViewMovedUnderAnOverrideHearsOnceItIsThere() {
        // Given a light view already in the window and a dark-overridden container
        let host = TraitWindow()
        let log = TraitLog()
        let moving = LoggingView("moving", log: log)
        let darkContainer = UIView(frame: host.window.bounds)
        darkContainer.overrideUserInterfaceStyle = .dark
        host.window.addSubview(moving)
        host.window.addSubview(darkContainer)
        host.frame()

        // When the view moves into the dark container
        darkContainer.addSubview(moving)
        host.frame()

        // Then it was told its traits changed from light
        XCTAssertEqual(log.entries, ["moving"])
        XCTAssertEqual(moving.previousStyles, [.light])
    }

    func testDetachedViewsAndControllersUseTheMainScreensTraits() {
        // Given a dark window (its screen becomes UIScreen.main)
        let host = TraitWindow(style: .dark)
        UIScreen.makeCurrent(host.screen)

        // Then a view and a controller not in any window already resolve dark
        XCTAssertEqual(UIView().traitCollection.userInterfaceStyle, .dark)
        let controller = UIViewController()
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.view.traitCollection.userInterfaceStyle, .dark)
    }
}
