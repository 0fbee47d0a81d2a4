import Foundation
import UIKit
import UIKitTapes

/// The command line of `modal-demo`, as the contract defines it.
struct DemoOptions: Equatable {
    enum Mode: Equatable {
        case window
        case help
        case listScenes
        case listScenarios
        case listPresentations
        case screenshot(file: String)
        case record(file: String)
        case filmstrip(file: String)
        case tape(file: String)
    }

    var mode: Mode = .window
    var scene = "list"
    var scenario: String?
    var present: String?
    var trace = false
    var dataDirectory: String?
    var scale: CGFloat?
    var size = CGSize(width: 390, height: 844)
    var framesPerSecond = 30
    var frames = 6
    var shotsDirectory: String?
    var recordLive: String?
    var rows = 240
    /// `--appearance`: nil follows the desktop in a window and is light headlessly.
    var appearance: UIUserInterfaceStyle?
    /// `--tape`, `--check`, `--update`, `--tolerance`, `--record-tape` (issue 16).
    var tapeOptions = TapeOptions()
}

/// A problem with the command line: exit 2 with this message.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

extension DemoOptions {
    static let usage = """
    usage: modal-demo [options]

    Opens the demo in a window on $DISPLAY: a list of notes; a row opens the edit
    sheet; the toolbar opens the custom transition and the web-style modal.

    options:
      --help                      this text
      --present NAME              start with a presentation up (see --list-presentations)
      --list-presentations        list the presentation names
      --trace                     print one JSON object per line on stdout for each event
      --data-dir DIR              where notes are saved (default $XDG_DATA_HOME/modal-demo)
      --screenshot FILE.png       render headlessly (no X server), write a PNG and exit
      --scene NAME                with --screenshot: which state (see --list-scenes)
      --list-scenes               list the scenes, one per line with a description
      --record FILE.png           with --scenario: record a scripted interaction as an APNG
      --scenario NAME             which scripted interaction (see --list-scenarios)
      --list-scenarios            list the scenarios
      --fps N                     frames per second of recordings (default 30)
      --filmstrip FILE.png        with --scenario and --frames: N frames side by side
      --frames N                  number of filmstrip frames (default 6)
      --scale S                   device pixels per point (default 1, or from Xft.dpi in a window)
      --size WxH                  window size in points (default 390x844)
      --shots-dir DIR             where F12 saves window screenshots (default: current directory)
      --record-live FILE.png      record the live window session as an APNG until it closes
      --appearance dark|light     force the appearance (default: the desktop's preference
                                  in a window, light when rendering headlessly)
    \(TapeOptions.usage)

    exit codes: 0 ok, 2 bad usage or no display, 1 any other failure
    """

    /// Parses `arguments` (without the program name).
    static func parse(_ allArguments: [String]) throws -> DemoOptions {
        var options = DemoOptions()
        let arguments: [String]
        do {
            (options.tapeOptions, arguments) = try TapeOptions.extract(from: allArguments)
        } catch let error as TapeOptions.UsageError {
            throw UsageError(error.description)
        }
        if let tape = options.tapeOptions.tape { options.mode = .tape(file: tape) }
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") || arguments[index] == "-" else {
                throw UsageError("\(flag) needs a value (see --help)")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": options.mode = .help
            case "--trace": options.trace = true
            case "--list-scenes": options.mode = .listScenes
            case "--list-scenarios": options.mode = .listScenarios
            case "--list-presentations": options.mode = .listPresentations
            case "--present": options.present = try value(for: argument)
            case "--data-dir": options.dataDirectory = try value(for: argument)
            case "--screenshot": options.mode = .screenshot(file: try value(for: argument))
            case "--scene": options.scene = try value(for: argument)
            case "--record": options.mode = .record(file: try value(for: argument))
            case "--filmstrip": options.mode = .filmstrip(file: try value(for: argument))
            case "--scenario": options.scenario = try value(for: argument)
            case "--shots-dir": options.shotsDirectory = try value(for: argument)
            case "--record-live": options.recordLive = try value(for: argument)
            case "--scale":
                let text = try value(for: argument)
                guard let scale = Double(text), scale.isFinite, scale >= 1, scale <= 4, scale == scale.rounded() else {
                    throw UsageError("--scale must be a whole number from 1 to 4, got '\(text)'")
                }
                options.scale = CGFloat(scale)
            case "--appearance":
                options.appearance = try parseAppearance(try value(for: argument))
            case "--size":
                options.size = try parseSize(try value(for: argument))
            case "--fps":
                let text = try value(for: argument)
                guard let fps = Int(text), (1...120).contains(fps) else {
                    throw UsageError("--fps must be a whole number from 1 to 120, got '\(text)'")
                }
                options.framesPerSecond = fps
            case "--frames":
                let text = try value(for: argument)
                guard let frames = Int(text), (1...60).contains(frames) else {
                    throw UsageError("--frames must be a whole number from 1 to 60, got '\(text)'")
                }
                options.frames = frames
            case "--rows":
                let text = try value(for: argument)
                guard let rows = Int(text), (0...10_000_000).contains(rows) else {
                    throw UsageError("--rows must be a whole number from 0 to 10000000, got '\(text)'")
                }
                options.rows = rows
            default:
                throw UsageError("unknown option '\(argument)' (see --help)")
            }
            index += 1
        }
        if let tape = options.tapeOptions.tape, options.mode != .tape(file: tape) && options.mode != .help {
            throw UsageError("--tape cannot be combined with --screenshot, --record, --filmstrip or the lists")
        }
        if options.tapeOptions.recordTape != nil && options.mode != .window && options.mode != .help {
            throw UsageError("--record-tape records the live window; it cannot be combined with headless modes")
        }
        return options
    }

    static func parseAppearance(_ text: String) throws -> UIUserInterfaceStyle {
        switch text.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: throw UsageError("--appearance must be dark or light, got '\(text)'")
        }
    }

    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (100...8192).contains(width), (100...8192).contains(height) else {
            throw UsageError("--size must be WIDTHxHEIGHT in points, each from 100 to 8192, got '\(text)'")
        }
        return CGSize(width: width, height: height)
    }
}
