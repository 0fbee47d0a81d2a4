import Foundation
import XCTest
import UIKit
@testable import UIKitApp
@testable import UIKitCore

/// A scene delegate found the way Xcode's Info.plist names it: `<module>.SceneDelegate`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var log: EventLog?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneDelegate.log?.append("willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ColorViewController(color: .systemGreen)
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { SceneDelegate.log?.append("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneDelegate.log?.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneDelegate.log?.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneDelegate.log?.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneDelegate.log?.append("didEnterBackground") }
}

/// An app delegate of the Xcode 11+ template: no window of its own, scenes configured in code.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    let log = EventLog()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("app.didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
}

final class ApplicationLaunchTests: XCTestCase {
    private let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)

    func testAnAppDelegateAppLaunchesInUIKitsOrderWithItsWindowInTheScene() throws {
        // Given an app delegate that makes its window in didFinishLaunching
        let application = UIApplication()
        let delegate = LoggingAppDelegate()
        var notifications: [String] = []
        let names = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                     UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIApplication.willTerminateNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { notifications.append($0.name.rawValue) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        // When it launches, becomes active and terminates
        let scene = application.launch(delegate: delegate, screen: screen)
        application.activate()
        let window = try XCTUnwrap(delegate.window)
        XCTAssertEqual(application.windows, [window])
        application.terminate()

        // Then the delegate heard UIKit's sequence, the window joined the app's scene on the
        // launch screen, and each moment was posted
        XCTAssertEqual(delegate.log.entries, ["willFinishLaunching", "didFinishLaunching state=inactive", "didBecomeActive",
                                              "willResignActive", "didEnterBackground", "willTerminate"])
        XCTAssertEqual(delegate.screenAtLaunch, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertTrue(window.screen === screen)
        XCTAssertEqual(notifications, ["UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
                                       "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                                       "UIApplicationWillTerminateNotification"])
        XCTAssertEqual(application.applicationState, .background)
        XCTAssertEqual(scene.activationState, .unattached)
        XCTAssertTrue(application.connectedScenes.isEmpty)
    }

    func testASceneAppGetsTheTemplatesSceneDelegateByNameAndItsWindow() throws {
        // Given the Xcode template: a configuration without a delegate class, a class named SceneDelegate
        let application = UIApplication()
        let delegate = SceneAppDelegate()
        let log = EventLog()
        SceneDelegate.log = log
        defer { SceneDelegate.log = nil }

        // When it launches, becomes active and terminates
        let scene = application.launch(delegate: delegate, screen: screen)
        application.activate()
        let sceneDelegate = try XCTUnwrap(scene.delegate as? SceneDelegate)
        let window = try XCTUnwrap(sceneDelegate.window)
        XCTAssertTrue(application.windowToShow === window)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        application.terminate()

        // Then the scene delegate was made and told, in UIKit's order; the app-level
        // active and background calls are left to the scene, as in a scene app
        XCTAssertEqual(delegate.log.entries, ["didFinishLaunching", "configurationForConnecting", "willTerminate"])
        XCTAssertEqual(log.entries, ["willConnect", "willEnterForeground", "didBecomeActive",
                                     "willResignActive", "didEnterBackground", "didDisconnect"])
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
    }

    func testAConfigurationsDelegateClassWins() throws {
        // Given a configuration naming its delegate class
        final class NamedDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = OtherSceneDelegate.self
                return configuration
            }
        }
        final class OtherSceneDelegate: UIResponder, UIWindowSceneDelegate {}

        // When the app launches
        let scene = UIApplication().launch(delegate: NamedDelegate(), screen: screen)

        // Then the scene's delegate is of that class
        XCTAssertTrue(scene.delegate is OtherSceneDelegate)
    }

    func testDuringAndAfterLaunchSharedIsTheLaunchedApp() throws {
        // Given an application launching
        let application = UIApplication()
        let delegate = LoggingAppDelegate()

        // When it has launched
        application.launch(delegate: delegate, screen: screen)

        // Then the static entry points resolve through it, as iOS code expects
        XCTAssertTrue(UIApplication.shared === application)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertTrue(UIScreen.main === screen)
        let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
        XCTAssertTrue(keyWindow === delegate.window)
        XCTAssertTrue(UIApplication.shared.keyWindow === delegate.window)
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        XCTAssertEqual(scenes.count, 1)
        XCTAssertTrue(scenes.first?.keyWindow === delegate.window)
        XCTAssertEqual(scenes.first?.activationState, .unattached)
        XCTAssertEqual(scenes.first?.interfaceOrientation, .portrait)
    }

    func testAWindowMadeOutsideAnyAppHasAnAppAndSceneOfItsOwn() {
        // Given two windows made as tests make them (each HeadlessHost does this)
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))

        // When the first handles a frame
        first.processFrame(at: 0)

        // Then each is the only window of its own active application; shared follows the one that acted
        XCTAssertFalse(first.application === second.application)
        XCTAssertEqual(first.application?.windows, [first])
        XCTAssertEqual(first.application?.applicationState, .active)
        XCTAssertTrue(UIApplication.shared === first.application)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 200, height: 300))
        second.processFrame(at: 0)
        XCTAssertTrue(UIApplication.shared === second.application)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 400, height: 100))
    }

    func testMakingAWindowKeyTakesKeyFromTheOtherWindowsOfTheScene() {
        // Given a scene with two windows, the first key
        let scene = UIWindowScene(screen: screen)
        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)
        first.makeKeyAndVisible()

        // When the second becomes key
        second.makeKey()

        // Then only the second is key, and the scene says so
        XCTAssertFalse(first.isKeyWindow)
        XCTAssertTrue(second.isKeyWindow)
        XCTAssertTrue(scene.keyWindow === second)
        XCTAssertEqual(scene.windows, [first, second])
    }

    func testADelegateIsMadeFromItsClassNameAsUIApplicationMainDoes() throws {
        // Given the name iOS's main.swift passes
        let name = NSStringFromClass(LoggingAppDelegate.self)

        // When the class is looked up and made
        let type = try XCTUnwrap(ClassLookup.class(named: name))
        let delegate = UIApplication.makeResponder(ofClass: type)

        // Then it is a fresh delegate of that class
        XCTAssertEqual(name, "UIKitAppTests.LoggingAppDelegate")
        XCTAssertTrue(delegate is LoggingAppDelegate)
        XCTAssertNil((delegate as? LoggingAppDelegate)?.window)
        XCTAssertNil(UIApplication.makeResponder(ofClass: NSObject.self))
    }
}
