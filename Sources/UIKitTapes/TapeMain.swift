import Foundation
import UIKitCore
import UIKitImaging

/// The one call an app makes for `--tape` (with `--check`, `--update`, `--tolerance`):
///
/// ```swift
/// let (tapeOptions, rest) = try TapeOptions.extract(from: arguments)
/// if tapeOptions.tape != nil { exit(TapeMain.run(tapeOptions, app: MyTapeApp(), program: "my-app")) }
/// ```
///
/// Reads and checks the whole tape (a bad line: `FILE:LINE: message`, exit 2), plays
/// it (a failing command: `FILE:LINE: message`, exit 1), then writes every output and
/// Screenshot, or with `--check` compares them with the goldens (exit 1 on a mismatch,
/// listing the diff images), or with `--update` rewrites the goldens. Nothing is
/// written when the tape fails. Progress goes to stderr for renders over a second.
public enum TapeMain {
    /// `appearance` is the command line's `--appearance`, used when the tape sets none.
    public static func run(_ options: TapeOptions, app: TapeApplication, program: String, appearance: UIUserInterfaceStyle? = nil,
                           standardError: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                           wallClock: @escaping () -> TimeInterval = { Date().timeIntervalSince1970 }) -> Int32 {
        guard let path = options.tape else {
            standardError("\(program): --tape needs a file")
            return 2
        }
        let tape: Tape
        do {
            tape = try TapeParser(startStates: app.startStates).parse(file: path)
        } catch let error as TapeError {
            standardError(error.description)
            return error.exitCode
        } catch {
            standardError("\(program): \(error)")
            return 2
        }
        var goldens: SnapshotGoldens?
        if let directory = options.checkDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                standardError("\(program): --check \(directory) is not a directory")
                return 2
            }
            goldens = SnapshotGoldens(directory: URL(fileURLWithPath: directory), tolerance: options.tolerance ?? tape.settings.tolerance)
        }
        do {
            let runner = try TapeRunner(tape: tape, app: app, writingOutputs: goldens == nil, appearance: appearance)
            let started = wallClock()
            var lastReport = started
            runner.onProgress = { location, frames, seconds in
                let now = wallClock()
                guard now - lastReport >= 1 else { return }
                lastReport = now
                standardError("\(program): \(location): \(String(format: "%.0f", seconds)) s recorded, \(frames) frames")
            }
            let recording: TapeRecording
            do { recording = try runner.run() } catch {
                runner.cancel()
                throw error
            }
            if let goldens {
                return try check(recording, tape: tape, goldens: goldens, update: options.update, program: program, standardError: standardError)
            }
            for shot in recording.screenshots { try PNGEncoder().write(shot.image, to: URL(fileURLWithPath: shot.path)) }
            try runner.commit()
            let written = tape.outputs.map(\.path) + recording.screenshots.map(\.path)
            let length = "\(recording.frameCount) frames, \(String(format: "%.2f", recording.duration)) s"
            if !tape.outputs.isEmpty {
                standardError("\(program): wrote \(written.joined(separator: ", ")) (\(length))")
            } else if wallClock() - started >= 1 {
                standardError("\(program): played \(path) (\(length))" + (written.isEmpty ? "; it has no Output" : "; wrote \(written.joined(separator: ", "))"))
            }
            return 0
        } catch let error as TapeError {
            standardError(error.description)
            return error.exitCode
        } catch {
            standardError("\(program): \(error)")
            return 1
        }
    }

    static func count(_ number: Int, _ noun: String) -> String { number == 1 ? "1 \(noun)" : "\(number) \(noun)s" }

    /// Compares (or with `update`, rewrites) every Screenshot and each output's last frame.
    static func check(_ recording: TapeRecording, tape: Tape, goldens: SnapshotGoldens, update: Bool, program: String,
                      standardError: (String) -> Void) throws -> Int32 {
        var images: [(name: String, image: PixelBuffer)] = recording.screenshots.map { (($0.path as NSString).lastPathComponent, $0.image) }
        if let last = recording.finalFrame {
            for output in tape.outputs {
                let name = SnapshotGoldens.name(forOutput: output.path)
                if !images.contains(where: { $0.name == name }) { images.append((name, last)) }
            }
        }
        if update {
            for (name, image) in images { try goldens.update(image, named: name) }
            standardError("\(program): updated \(count(images.count, "golden file")) in \(goldens.directory.relativePath)")
            return 0
        }
        var failures: [String] = []
        for (name, image) in images {
            if let line = try goldens.check(image, named: name).report(name: name, goldens: goldens) { failures.append(line) }
        }
        guard failures.isEmpty else {
            for line in failures { standardError("\(program): \(line)") }
            standardError("\(program): \(failures.count) of \(count(images.count, "snapshot")) differ from \(goldens.directory.relativePath)")
            return 1
        }
        standardError("\(program): \(images.count == 1 ? "1 snapshot matches" : "\(images.count) snapshots match") \(goldens.directory.relativePath)")
        return 0
    }
}
