import XCTest
import UIKit
@testable import ModalDemoKit

/// The command line of the contract: options, defaults and the exact problems reported.
final class DemoOptionsTests: XCTestCase {
    func testNoArgumentsOpensTheWindowAt390x844() throws {
        // Given no arguments
        let options = try DemoOptions.parse([])

        // Then the demo opens a window with the contract's defaults
        XCTAssertEqual(options.mode, .window)
        XCTAssertEqual(options.size, CGSize(width: 390, height: 844))
        XCTAssertNil(options.scale)
        XCTAssertFalse(options.trace)
    }

    func testScreenshotWithSceneScaleAndSize() throws {
        // When every screenshot option is given
        let options = try DemoOptions.parse(["--screenshot", "out.png", "--scene", "sheet", "--scale", "2", "--size", "320x568"])

        // Then each one is read
        XCTAssertEqual(options.mode, .screenshot(file: "out.png"))
        XCTAssertEqual(options.scene, "sheet")
        XCTAssertEqual(options.scale, 2)
        XCTAssertEqual(options.size, CGSize(width: 320, height: 568))
    }

    func testBadValuesNameTheProblem() {
        // Given values the contract rejects, then each error names the option and the value
        let cases: [([String], String)] = [
            (["--scale", "0"], "--scale must be a whole number from 1 to 4, got '0'"),
            (["--size", "abc"], "--size must be WIDTHxHEIGHT in points, each from 100 to 8192, got 'abc'"),
            (["--fps", "0"], "--fps must be a whole number from 1 to 120, got '0'"),
            (["--bogus"], "unknown option '--bogus' (see --help)"),
            (["--scene"], "--scene needs a value (see --help)"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try DemoOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testUnknownSceneExitsWithCode2AndWritesNothing() throws {
        // Given an output path in an empty directory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-options-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shot.png").path

        // When the scene does not exist
        let code = DemoMain.run(arguments: ["--screenshot", file, "--scene", "no-such-scene"])

        // Then the exit code is 2 and no file is left behind
        XCTAssertEqual(code, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAppearanceIsReadAndBadValuesAreRejected() throws {
        XCTAssertNil(try DemoOptions.parse([]).appearance)
        XCTAssertEqual(try DemoOptions.parse(["--appearance", "dark"]).appearance, .dark)
        XCTAssertEqual(try DemoOptions.parse(["--appearance", "Light"]).appearance, .light)
        XCTAssertThrowsError(try DemoOptions.parse(["--appearance", "dusk"])) { error in
            XCTAssertEqual("\(error)", "--appearance must be dark or light, got 'dusk'")
        }
        XCTAssertThrowsError(try DemoOptions.parse(["--appearance"])) { error in
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
