import Foundation
import UIKitCore
import UIKitImageCodecs

/// Runs an app as `UIApplicationMain` does, returning the exit code instead of
/// exiting (tests and wrappers call it): parses the options (every app's and
/// the delegate's own), then runs the chosen mode.
///
/// Exit codes (the contract's): 0 ok; 2 bad usage or no display, with one line
/// on stderr saying what to do; 1 any other failure, with a message.
public enum AppRunner {
    public static func run(arguments: [String], programName: String, delegate: UIApplicationDelegate,
                           application: UIApplication = UIApplication(),
                           traceWriter: @escaping (String) -> Void = AppTrace.standardOutput,
                           errorWriter: @escaping (String) -> Void = AppRunner.standardError) -> Int32 {
        // The plug-ins UIKitCore cannot link itself: the image codec (UIImage(data:),
        // symbol bitmaps, snapshots), before the delegate's code can make an image.
        SystemImageCodec.install()
        let desktopDelegate = delegate as? DesktopApplicationDelegate
        let commandLine = AppCommandLine(programName: programName, summary: desktopDelegate?.commandLineSummary ?? "",
                                         appOptions: desktopDelegate?.commandLineOptions ?? [],
                                         startStates: desktopDelegate?.startStates ?? [])
        let options: AppOptions
        do {
            options = try commandLine.parse(arguments)
        } catch {
            errorWriter("\(programName): \(error)")
            return 2
        }
        let run = AppRun(programName: programName, options: options, commandLine: commandLine, application: application,
                         delegate: delegate, traceWriter: traceWriter, errorWriter: errorWriter)
        do {
            return try options.mode.run(run)
        } catch let error as AppUsageError {
            run.report("\(error)")
            return 2
        } catch {
            run.report("\(error)")
            return 1
        }
    }

    /// One line on stderr.
    public static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The program's name from `argv[0]` (its last path component; split by hand,
    /// as `URL(fileURLWithPath:)` costs a millisecond of launch on first use).
    static func programName(from argument: String?) -> String {
        let name = argument?.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "app" : name
    }
}
