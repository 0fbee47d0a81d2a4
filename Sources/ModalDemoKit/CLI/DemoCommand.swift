import Foundation
import UIKit
import UIKitTapes

/// Runs what the command line asked for and returns the exit code.
struct DemoCommand {
    let options: DemoOptions

    func run() -> Int32 {
        do {
            switch options.mode {
            case .help:
                print(DemoOptions.usage)
            case .listScenes:
                for scene in DemoScenes.all { print("\(scene.name)  \(scene.summary)") }
            case .listScenarios:
                for scenario in DemoScenarios.all { print("\(scenario.name)  \(scenario.summary)") }
            case .listPresentations:
                for name in DemoApp.presentationNames { print(name) }
            case .screenshot(let file):
                try screenshot(to: file)
            case .record(let file):
                try DemoRecorder(options: options).record(to: file)
            case .filmstrip(let file):
                try DemoRecorder(options: options).filmstrip(to: file)
            case .window:
                return try DemoWindowRunner(options: options).run()
            case .tape:
                return TapeMain.run(options.tapeOptions, app: DemoTapeApplication(options: options), program: "modal-demo")
            }
            return 0
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("modal-demo: \(error)\n".utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("modal-demo: \(error)\n".utf8))
            return 1
        }
    }

    private func screenshot(to file: String) throws {
        guard let scene = DemoScenes.named(options.scene) else {
            throw UsageError("unknown scene '\(options.scene)'; --list-scenes lists them")
        }
        let url = try OutputPath.validate(file)
        let stage = DemoStage(size: options.size, scale: options.scale ?? 1, rows: options.rows,
                              appearance: options.appearance ?? .light)
        scene.setUp(stage)
        try stage.host.writePNG(to: url)
    }
}

/// Checks an output path before any work is done, so a bad path fails fast (exit 2)
/// and no partial file is ever left (writes are atomic).
enum OutputPath {
    static func validate(_ path: String) throws -> URL {
        guard !path.isEmpty else { throw UsageError("the output path is empty") }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("cannot write \(path): the directory \(directory) does not exist")
        }
        guard access(directory, W_OK) == 0 else {
            throw UsageError("cannot write \(path): the directory \(directory) is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("cannot write \(path): it is a directory")
        }
        return url
    }
}
