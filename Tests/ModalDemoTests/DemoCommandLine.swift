import Foundation

/// Runs the built `modal-demo` without a display, in a directory, and collects what it printed.
enum DemoCommandLine {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try EndToEndDemoProcess.binaryURL()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once: a full stderr pipe must not block the process while stdout is read.
        final class Collected: @unchecked Sendable { var data = Data() }
        let stderr = Collected()
        let reader = Thread { stderr.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr.data, as: UTF8.self))
    }
}
