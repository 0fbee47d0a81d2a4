import XCTest
import UIKit
@testable import ModalDemoKit

/// The command line of the contract, as `modal-demo` runs it through
/// `UIApplicationMain`: options, defaults and the exact problems reported.
final class DemoOptionsTests: XCTestCase {
    private func parse(_ arguments: [String], delegate: DemoAppDelegate = DemoAppDelegate()) throws -> AppOptions {
        try AppCommandLine(programName: "modal-demo", appOptions: delegate.commandLineOptions,
                           startStates: delegate.startStates).parse(arguments)
    }

    func testNoArgumentsOpensTheWindowAt390x844() throws {
        // Given no arguments
        let options = try parse([])

        // Then the demo opens a window with the contract's defaults
        XCTAssertTrue(options.mode is AppWindowMode)
        XCTAssertEqual(options.size, CGSize(width: 390, height: 844))
        XCTAssertNil(options.scale)
        XCTAssertFalse(options.trace)
    }

    func testScreenshotWithSceneScaleAndSize() throws {
        // When every screenshot option is given
        let delegate = DemoAppDelegate()
        let options = try parse(["--screenshot", "out.png", "--scene", "sheet", "--scale", "2", "--size", "320x568"], delegate: delegate)

        // Then each one is read: the common ones into the options, the scene into the demo's settings
        XCTAssertEqual((options.mode as? AppScreenshotMode)?.file, "out.png")
        XCTAssertEqual(delegate.settings.scene, "sheet")
        XCTAssertEqual(options.headlessSteps.count, 1)
        XCTAssertEqual(options.scale, 2)
        XCTAssertEqual(try parse(["--scale", "1.25"]).scale, 1.25, "fractional scales are accepted")
        XCTAssertEqual(try parse(["--scale", "1.5"]).scale, 1.5)
        XCTAssertEqual(options.size, CGSize(width: 320, height: 568))
    }

    func testBadValuesNameTheProblem() {
        // Given values the contract rejects, then each error names the option and the value
        let cases: [([String], String)] = [
            (["--scale", "0"], "--scale must be a number from 1 to 4 (1, 1.25, 1.5, 2, ...), got '0'"),
            (["--scale", "4.5"], "--scale must be a number from 1 to 4 (1, 1.25, 1.5, 2, ...), got '4.5'"),
            (["--size", "abc"], "--size must be WIDTHxHEIGHT in points, each from 100 to 8192, got 'abc'"),
            (["--fps", "0"], "--fps must be a whole number from 1 to 120, got '0'"),
            (["--bogus"], "unknown option '--bogus' (see --help)"),
            (["--scene"], "--scene needs a value (see --help)"),
            (["--scene", "no-such-scene"], "unknown scene 'no-such-scene'; --list-scenes lists them"),
            (["--present", "nothing"], "unknown presentation 'nothing'; --list-presentations lists them"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try parse(arguments), "\(arguments)") { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testUnknownSceneExitsWithCode2AndWritesNothing() throws {
        // Given an output path in an empty directory
        let directory = TemporaryDirectory()
        let file = directory.path("shot.png").path
        var errors: [String] = []

        // When the scene does not exist
        let code = DemoMain.run(arguments: ["--screenshot", file, "--scene", "no-such-scene"], errorWriter: { errors.append($0) })

        // Then the exit code is 2, one line says why, and no file is left behind
        XCTAssertEqual(code, 2)
        XCTAssertEqual(errors, ["modal-demo: unknown scene 'no-such-scene'; --list-scenes lists them"])
        XCTAssertEqual(directory.contents, [])
    }

    func testTheDemoListsItsStartStatesAndItsOwnOptionsInHelp() {
        // Given the demo's command line
        let delegate = DemoAppDelegate()
        let usage = AppCommandLine(programName: "modal-demo", summary: delegate.commandLineSummary,
                                   appOptions: delegate.commandLineOptions, startStates: delegate.startStates).usage

        // Then --help shows the common options, the demo's, and the four start states of the contract
        XCTAssertTrue(usage.hasPrefix("usage: modal-demo [options]\n\nOpens the demo in a window"))
        for line in ["  --screenshot FILE.png       render headlessly (no X server), write a PNG and exit",
                     "  --data-dir DIR              where notes are saved (default $XDG_DATA_HOME/modal-demo)",
                     "  edit                        the first note in the edit sheet"] {
            XCTAssertTrue(usage.contains(line), line)
        }
        XCTAssertEqual(delegate.startStates.map(\.name), ["sheet", "edit", "custom", "web"])
        XCTAssertTrue(usage.hasSuffix("exit codes: 0 ok, 2 bad usage or no display, 1 any other failure"))
    }

    func testAppearanceIsReadAndBadValuesAreRejected() throws {
        XCTAssertNil(try parse([]).appearance)
        XCTAssertEqual(try parse(["--appearance", "dark"]).appearance, .dark)
        XCTAssertEqual(try parse(["--appearance", "Light"]).appearance, .light)
        XCTAssertThrowsError(try parse(["--appearance", "dusk"])) { error in
            XCTAssertEqual("\(error)", "--appearance must be dark or light, got 'dusk'")
        }
        XCTAssertThrowsError(try parse(["--appearance"])) { error in
            XCTAssertEqual("\(error)", "--appearance needs a value (see --help)")
        }
    }

    func testADarkScreenshotRendersTheDarkList() throws {
        // Given an output path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-appearance-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("dark.png")

        // When the list is rendered with --appearance dark
        let code = DemoMain.run(arguments: ["--screenshot", file.path, "--scene", "list", "--appearance", "dark"])

        // Then the rows are black and the navigation bar the dark bar grey (#1C1C1E at 94 % over black)
        XCTAssertEqual(code, 0)
        let pixels = try PNGDecoder(data: Data(contentsOf: file)).image()
        XCTAssertEqual(pixels.pixel(x: 300, y: 70), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(pixels.pixel(x: 300, y: 5), RGBA8(r: 26, g: 26, b: 28))
    }
}
