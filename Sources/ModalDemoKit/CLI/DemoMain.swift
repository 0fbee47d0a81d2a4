import Foundation
import UIKit

/// The `modal-demo` entry point for tests: the same run as `UIApplicationMain`
/// with `DemoAppDelegate`, returning the exit code instead of exiting.
public enum DemoMain {
    /// Returns the process exit code: 0 ok, 2 bad usage or no display, 1 other failures.
    public static func run(arguments: [String], errorWriter: @escaping (String) -> Void = AppRunner.standardError) -> Int32 {
        AppRunner.run(arguments: arguments, programName: "modal-demo", delegate: DemoAppDelegate(), errorWriter: errorWriter)
    }
}
