import Foundation
import XCTest
import UIKit
@testable import UIKitApp

/// An ordered list of what happened in one test.
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// A root controller with a coloured view and one identified element.
final class ColorViewController: UIViewController {
    let color: UIColor
    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = color
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .white
        root.addSubview(badge)
        view = root
    }
}

/// An app delegate as iOS apps write it (the window made in didFinishLaunching),
/// logging every call, with one start state.
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate, DesktopApplicationDelegate {
    var window: UIWindow?
    let log = EventLog()
    var makesWindow = true
    var screenAtLaunch: CGRect?
    var reduceMotionAtLaunch: Bool?

    var startStates: [AppStartState] {
        [AppStartState("sheet", "a page sheet") { window in
            let sheet = ColorViewController(color: .systemBlue)
            sheet.view.accessibilityIdentifier = "sheet"
            window.rootViewController?.present(sheet, animated: false)
        }]
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching state=\(application.applicationState)")
        screenAtLaunch = UIScreen.main.bounds
        reduceMotionAtLaunch = UIAccessibility.isReduceMotionEnabled
        guard makesWindow else { return true }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ColorViewController(color: .systemRed)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
}

/// Runs an app through `AppRunner` with its stdout trace and stderr collected.
struct AppRunResult {
    var code: Int32
    var trace: [[String: Any]]
    var errors: [String]

    func events(_ name: String) -> [[String: Any]] { trace.filter { $0["event"] as? String == name } }
}

func runApp(_ arguments: [String], delegate: UIApplicationDelegate, application: UIApplication = UIApplication()) -> AppRunResult {
    var lines: [String] = []
    var errors: [String] = []
    let code = AppRunner.run(arguments: arguments, programName: "test-app", delegate: delegate, application: application,
                             traceWriter: { lines.append($0) }, errorWriter: { errors.append($0) })
    let trace = lines.map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    return AppRunResult(code: code, trace: trace, errors: errors)
}
