import Foundation

/// Hands URLs to the desktop (`xdg-open`), for `UIApplication.open(_:)` in a window.
enum DesktopURLOpener {
    /// Starts `xdg-open URL` without waiting; false when it is not installed or cannot start.
    static func open(_ url: URL) -> Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let tool = paths.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        return true
    }
}
