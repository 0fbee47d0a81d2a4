import Foundation
import XCTest
import UIKit
@testable import UIKitApp

/// `UIApplicationMain`'s run of any app: the options every app gets, headless,
/// with exact pixels, trace events and exit codes.
final class AppRunnerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func decode(_ url: URL) throws -> PixelBuffer {
        try PNGDecoder(data: Data(contentsOf: url)).image()
    }

    func testScreenshotRendersTheAppsWindowAtTheSizeAndScaleAsked() throws {
        // Given an iOS-style app delegate
        let delegate = LoggingAppDelegate()
        let file = directory.appendingPathComponent("shot.png")

        // When it runs with --screenshot at 200x300 points, scale 2
        let result = runApp(["--screenshot", file.path, "--size", "200x300", "--scale", "2"], delegate: delegate)

        // Then it exits 0 having launched, shown and terminated the app, and the PNG is
        // 400x600 pixels: red behind, the white badge at (10, 20) points
        XCTAssertEqual(result.code, 0, "\(result.errors)")
        XCTAssertEqual(delegate.log.entries, ["willFinishLaunching", "didFinishLaunching state=inactive", "didBecomeActive",
                                              "willResignActive", "didEnterBackground", "willTerminate"])
        XCTAssertEqual(delegate.screenAtLaunch, CGRect(x: 0, y: 0, width: 200, height: 300))
        let pixels = try decode(file)
        XCTAssertEqual(pixels.width, 400)
        XCTAssertEqual(pixels.height, 600)
        XCTAssertEqual(pixels[5, 5], RGBA8(r: 255, g: 59, b: 48))
        XCTAssertEqual(pixels[21, 41], RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(pixels[100, 200], RGBA8(r: 255, g: 59, b: 48))
        XCTAssertEqual(result.errors, [])
    }

    func testTraceReportsReadyAndThePresentedStartStateWithElementFrames() throws {
        // Given an app with a "sheet" start state
        let file = directory.appendingPathComponent("sheet.png")

        // When it runs headlessly with --present sheet --trace
        let result = runApp(["--screenshot", file.path, "--present", "sheet", "--trace"], delegate: LoggingAppDelegate())

        // Then ready comes first with the window's size, scale and elements, then the sheet
        // is presented as a page sheet whose identified views are listed in window points
        XCTAssertEqual(result.code, 0, "\(result.errors)")
        XCTAssertEqual(result.trace.map { $0["event"] as? String }, ["ready", "presented"])
        let ready = result.trace[0]
        XCTAssertEqual(ready["size"] as? [Double], [390, 844])
        XCTAssertEqual(ready["scale"] as? Double, 1)
        XCTAssertEqual(ready["t"] as? Double, 0)
        XCTAssertEqual((ready["elements"] as? [String: [Double]])?["badge"], [10, 20, 30, 40])
        let presented = result.trace[1]
        XCTAssertEqual(presented["controller"] as? String, "ColorViewController")
        XCTAssertEqual(presented["style"] as? String, "pageSheet")
        let frame = try XCTUnwrap(presented["frame"] as? [Double])
        let elements = try XCTUnwrap(presented["elements"] as? [String: [Double]])
        XCTAssertEqual(elements["sheet"], frame)
        XCTAssertEqual(elements["badge"], [frame[0] + 10, frame[1] + 20, 30, 40])
    }

    func testBadUsageExitsTwoWithOneLineAndNoFile() throws {
        // Given arguments the contract rejects
        let file = directory.appendingPathComponent("never.png").path
        let cases: [([String], String)] = [
            (["--bogus"], "test-app: unknown option '--bogus' (see --help)"),
            (["--screenshot"], "test-app: --screenshot needs a value (see --help)"),
            (["--present", "nowhere", "--screenshot", file], "test-app: unknown presentation 'nowhere'; --list-presentations lists them"),
            (["--screenshot", directory.appendingPathComponent("missing/x.png").path],
             "test-app: cannot write \(directory.appendingPathComponent("missing/x.png").path): the directory \(directory.appendingPathComponent("missing").path) does not exist"),
            (["--scale", "4.5"], "test-app: --scale must be a number from 1 to 4 (1, 1.25, 1.5, 2, ...), got '4.5'"),
        ]
        for (arguments, message) in cases {
            // When the app runs with them
            let delegate = LoggingAppDelegate()
            let result = runApp(arguments, delegate: delegate)

            // Then the exit code is 2, one line says why, the app never launched and nothing was written
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertEqual(result.errors, [message])
            XCTAssertEqual(delegate.log.entries, [])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAnAppThatMakesNoWindowFailsWithExitOneAndSaysWhatToDo() {
        // Given a delegate that makes no window
        let delegate = LoggingAppDelegate()
        delegate.makesWindow = false

        // When it runs headlessly
        let result = runApp(["--screenshot", directory.appendingPathComponent("none.png").path], delegate: delegate)

        // Then it fails with exit 1 and a message naming the fix
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].hasPrefix("test-app: the app made no window: make one in application(_:didFinishLaunchingWithOptions:)"))
    }

    func testReduceMotionIsWhatTheAppSeesFromItsFirstLine() {
        // Given the --reduce-motion option
        let delegate = LoggingAppDelegate()

        // When the app runs
        let result = runApp(["--screenshot", directory.appendingPathComponent("r.png").path, "--reduce-motion"], delegate: delegate)

        // Then UIAccessibility says so inside didFinishLaunching
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(delegate.reduceMotionAtLaunch, true)
    }

    func testHeadlessStepsRunAfterTheStartStateBeforeThePictureIsTaken() throws {
        // Given an app option that adds a headless step painting the window black
        final class StepDelegate: UIResponder, UIApplicationDelegate, DesktopApplicationDelegate {
            var window: UIWindow?
            var commandLineOptions: [AppOption] {
                [AppOption(flag: "--black", "paint it black") { options in
                    options.headlessSteps.append { _, host in host.window.rootViewController?.view.backgroundColor = .black }
                }]
            }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = ColorViewController(color: .systemRed)
                window?.makeKeyAndVisible()
                return true
            }
        }
        let file = directory.appendingPathComponent("black.png")

        // When the app runs with it
        let result = runApp(["--screenshot", file.path, "--size", "100x100", "--black"], delegate: StepDelegate())

        // Then the picture shows the step's effect
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(try decode(file)[50, 80], RGBA8(r: 0, g: 0, b: 0))
    }

    func testHelpListsEveryAppsOptionsAndTheAppsOwnAndItsStartStates() {
        // Given an app with a start state
        let delegate = LoggingAppDelegate()
        let commandLine = AppCommandLine(programName: "test-app", startStates: delegate.startStates)

        // Then --help names the contract's options and the start state
        let usage = commandLine.usage
        for option in ["--screenshot FILE.png", "--scale S", "--size WxH", "--trace", "--record-live FILE.png",
                       "--shots-dir DIR", "--present NAME", "--reduce-motion"] {
            XCTAssertTrue(usage.contains("  \(option) "), option)
        }
        XCTAssertTrue(usage.contains("presentations (--present NAME):\n  sheet                       a page sheet"))
    }
}
