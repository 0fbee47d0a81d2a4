import XCTest
import UIKit
import UIKitApp

/// What the app entry installs and routes: the image codec, class names in the
/// Swift runtime's type records, and UIKit's warnings into stderr and `--trace`.
final class AppPlugInTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-plugins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testClassNamesAreFoundAsNSStringFromClassWritesThem() {
        // Given the names iOS's main.swift passes and some that name no class
        let name = NSStringFromClass(LoggingAppDelegate.self)

        // When they are looked up
        // Then the class comes back; unknown names, empty names and non-classes give nil
        XCTAssertEqual(name, "UIKitAppTests.LoggingAppDelegate")
        XCTAssertTrue(ClassLookup.class(named: name) == LoggingAppDelegate.self)
        XCTAssertTrue(ClassLookup.class(named: "UIKitCore.UIApplication") == UIApplication.self)
        XCTAssertNil(ClassLookup.class(named: "UIKitAppTests.NoSuchDelegate"))
        XCTAssertNil(ClassLookup.class(named: ""))
        XCTAssertNil(ClassLookup.class(named: "Swift.Int"))
    }

    func testTheAppEntryInstallsTheImageCodec() throws {
        // Given an app run through the app entry
        let file = directory.appendingPathComponent("shot.png")
        let result = runApp(["--screenshot", file.path], delegate: LoggingAppDelegate())
        XCTAssertEqual(result.code, 0, "\(result.errors)")

        // When UIKitCore's image code asks for the codec
        // Then it is the standard one, and PNG data round-trips through UIImage
        XCTAssertTrue(UIImageCodecRegistry.shared.installed == SystemImageCodec.self)
        let image = try XCTUnwrap(UIImage(data: try Data(contentsOf: file)))
        XCTAssertEqual(image.size, CGSize(width: 390, height: 844))
    }

    func testWarningsReachStderrAndTheTraceAsEvents() throws {
        // Given an app whose root controller presents twice at launch (the second is refused)
        let delegate = DoublePresentingDelegate()
        let file = directory.appendingPathComponent("shot.png")

        // When it runs with --trace
        let result = runApp(["--screenshot", file.path, "--trace"], delegate: delegate)

        // Then the warning is one stderr line, as UIKit's console line, and one trace event
        XCTAssertEqual(result.code, 0, "\(result.errors)")
        let message = "Attempt to present UIViewController on UIViewController which is already presenting UIViewController"
        XCTAssertEqual(result.errors, ["UIKit warning: \(message)"])
        let warnings = result.events("warning")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?["message"] as? String, message)
        XCTAssertNil(warnings.first?["category"])
    }
}

/// Presents a controller from its root, then another on the same root: UIKit refuses the second with a warning.
final class DoublePresentingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let root = UIViewController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        root.present(UIViewController(), animated: false)
        root.present(UIViewController(), animated: false)
        return true
    }
}
