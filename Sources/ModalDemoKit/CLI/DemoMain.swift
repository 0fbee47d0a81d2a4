import Foundation

/// The `modal-demo` entry point: parses the command line and runs it.
public enum DemoMain {
    /// Returns the process exit code: 0 ok, 2 bad usage or no display, 1 other failures.
    public static func run(arguments: [String]) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("modal-demo: \(error)\n".utf8))
            return 2
        }
        return DemoCommand(options: options).run()
    }
}
