import Foundation
@testable import UIKitTapes
import XCTest

/// `Source other.tape`: relative to the tape that names it, errors with the sourced
/// file's own line, cycles refused.
final class TapeSourceTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tape-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("parts"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func message(parsing path: String) -> String {
        do {
            _ = try TapeParser().parse(file: path)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testSourcedCommandsAreInlinedInOrderWithTheirOwnLocations() throws {
        _ = try write("parts/setup.tape", "Set Size 300x400\nSource more.tape\n")
        let more = try write("parts/more.tape", "Sleep 100ms\n")
        let main = try write("main.tape", "Source parts/setup.tape\nClick #a\n")

        let tape = try TapeParser().parse(file: main)

        XCTAssertEqual(tape.settings.size, CGSize(width: 300, height: 400))
        XCTAssertEqual(tape.commands.map(\.action), [.sleep(0.1), .click(.identifier("a"))])
        XCTAssertEqual(tape.commands.map(\.location), [TapeLocation(file: more, line: 1), TapeLocation(file: main, line: 2)])
    }

    func testAnErrorInASourcedFileNamesThatFileAndLine() throws {
        let part = try write("parts/bad.tape", "Sleep 1s\n\nJump\n")
        let main = try write("main.tape", "Source parts/bad.tape\n")

        XCTAssertEqual(message(parsing: main), "\(part):3: unknown command 'Jump' (commands: Output, Set, Click, Press, Release, Move, Drag, Flick, Scroll, Type, Key, Sleep, Wait, Screenshot, Hide, Show, Source)")
    }

    func testAMissingSourcedFileIsAnErrorOnTheSourceLine() throws {
        let main = try write("main.tape", "Sleep 1s\nSource nowhere.tape\n")

        XCTAssertEqual(message(parsing: main), "\(main):2: cannot read tape \(directory.appendingPathComponent("nowhere.tape").path): no such file")
    }

    func testACycleIsRefusedWithThePathThatCloses() throws {
        let a = try write("a.tape", "Source b.tape\n")
        let b = try write("b.tape", "Sleep 1s\nSource a.tape\n")

        XCTAssertEqual(message(parsing: a), "\(b):2: Source cycle: \(a) -> \(b) -> \(a)")
    }

    func testATapeThatSourcesItselfIsACycle() throws {
        let a = try write("self.tape", "Source ./self.tape\n")

        XCTAssertEqual(message(parsing: a), "\(a):1: Source cycle: \(a) -> \(directory.appendingPathComponent("./self.tape").path)")
    }

    func testAMissingMainTapeHasNoLine() {
        XCTAssertEqual(message(parsing: "/nonexistent/x.tape"), "cannot read tape /nonexistent/x.tape: no such file")
    }
}
