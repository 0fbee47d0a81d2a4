import Foundation
import UIKitCore

/// A recording script: one command a line (see docs/TAPES.md), parsed and checked
/// by `TapeParser`, played by `TapeRunner`.
public struct Tape: Equatable {
    /// The settings in force when the first action starts.
    public var settings = TapeSettings()
    /// The files to write, in the order given.
    public var outputs: [TapeOutput] = []
    /// What to do, in order (`Source`d files already inlined).
    public var commands: [TapeCommand] = []

    public init() {}
}

/// Where a command came from: `file:line` in messages.
public struct TapeLocation: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The tape file as named (relative paths stay relative).
    public var file: String
    /// From 1.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// An `Output PATH` line.
public struct TapeOutput: Equatable {
    public var path: String
    public var location: TapeLocation
}

/// What `Set` changes. Everything but `Cursor`, `TypingSpeed` and `WaitTimeout` must
/// come before the first action (they shape the whole recording).
public struct TapeSettings: Equatable {
    /// Window size in points (`Set Size 390x844`).
    public var size = CGSize(width: 390, height: 844)
    /// Device pixels per point (`Set Scale 2`).
    public var scale = 1
    /// Frames per second of every output (`Set Framerate 30`).
    public var framerate = 30
    /// Output plays this many times faster than the app ran (`Set PlaybackSpeed 1.5`).
    public var playbackSpeed = 1.0
    /// `Set Appearance light|dark`: the window's system appearance (as switching
    /// Light/Dark in iOS Settings); nil leaves the app's default (light, or the
    /// command line's `--appearance`).
    public var appearance: TapeAppearance?
    /// An app-defined start state (`Set Present edit`), entered before recording starts.
    public var startState: String?
    /// Outputs start this far in and wrap around (`Set LoopOffset 20%` or `Set LoopOffset 12`).
    public var loopOffset = TapeLoopOffset.frames(0)
    /// Draw the pointer on the frames (`Set Cursor on`).
    public var showsCursor = false
    /// Pause after each typed character or key (`Set TypingSpeed 50ms`).
    public var typingSpeed: TimeInterval = 0.05
    /// How long a `Wait` waits by default (`Set WaitTimeout 5s`).
    public var waitTimeout: TimeInterval = 5
    /// Per-channel difference `--check` accepts (`Set Tolerance 2`).
    public var tolerance = 2
    /// How many real seconds each `Sleep` and `Wait` lets real time keep up with
    /// virtual time, so main-queue work on the wall clock (`asyncAfter`) and blocks
    /// background queues hand to the main queue run during it (`Set RealTimeLimit 5s`;
    /// 0: virtual time runs as fast as frames are made). See docs/TAPES.md.
    public var realTimeLimit: TimeInterval = 5

    public init() {}
}

public enum TapeAppearance: String, Equatable, CaseIterable, Sendable {
    case light, dark
}

public enum TapeLoopOffset: Equatable, Sendable {
    case frames(Int)
    /// 0 ..< 100.
    case percent(Double)

    /// The first frame shown, out of `count`.
    public func firstFrame(of count: Int) -> Int {
        guard count > 0 else { return 0 }
        switch self {
        case .frames(let frames): return frames % count
        case .percent(let percent): return Int((Double(count) * percent / 100).rounded(.down)) % count
        }
    }
}

/// Something on screen to point at.
public enum TapeTarget: Equatable, CustomStringConvertible, Sendable {
    /// `#identifier`: the view whose `accessibilityIdentifier` it is.
    case identifier(String)
    /// `"Visible text"`: a label, a button title, an alert action, a text field's placeholder.
    case text(String)
    /// `x,y` in window points.
    case point(CGPoint)

    public var description: String {
        switch self {
        case .identifier(let identifier): return identifier.contains(" ") ? "#\"\(identifier)\"" : "#\(identifier)"
        case .text(let text): return "\"\(text)\""
        case .point(let point): return "\(TapeNumber.format(point.x)),\(TapeNumber.format(point.y))"
        }
    }
}

/// One line's action.
public struct TapeCommand: Equatable {
    public var location: TapeLocation
    public var action: TapeAction

    public init(_ action: TapeAction, at location: TapeLocation) {
        self.location = location
        self.action = action
    }
}

public enum TapeAction: Equatable {
    case click(TapeTarget)
    case press(TapeTarget)
    case release(TapeTarget?)
    case move(TapeTarget, over: TimeInterval)
    case drag(TapeTarget, to: TapeDragEnd, over: TimeInterval)
    case scroll(TapeTarget, by: CGVector, precise: Bool)
    case type(TapeText)
    case key(TapeKey, count: Int)
    case sleep(TimeInterval)
    case wait(TapeWaitCondition, timeout: TimeInterval?)
    case screenshot(String)
    case hide, show
    /// `Set Cursor`, `Set TypingSpeed`, `Set WaitTimeout` after the first action.
    case setCursor(Bool)
    case setTypingSpeed(TimeInterval)
    case setWaitTimeout(TimeInterval)

    /// Whether the command acts on the app (after it, `Wait` looks for new events).
    var isInput: Bool {
        switch self {
        case .click, .press, .release, .move, .drag, .scroll, .type, .key: return true
        default: return false
        }
    }
}

/// Where a drag ends.
public enum TapeDragEnd: Equatable {
    case by(CGVector)
    case to(TapeTarget)
}

/// Text to type. A secure field's text is only ever held here and typed; nothing
/// prints it (`description` gives the length only).
public struct TapeText: Equatable, CustomStringConvertible {
    public var text: String

    public init(_ text: String) { self.text = text }

    public var description: String { "\(text.count) characters" }
}

/// What `Wait` waits for.
public enum TapeWaitCondition: Equatable, CustomStringConvertible {
    /// A trace event (`presented`, `alert`, `dismissed`, ...) since the last input or
    /// satisfied `Wait`, and then no animation running (the screen has settled).
    case event(String)
    /// No animation running and nothing scheduled.
    case idle
    /// A view matching the target is visible.
    case element(TapeTarget)

    /// The events `Wait` knows, as `--trace` names them.
    public static let events = ["presented", "dismissed", "alert", "alertAction", "dismissCancelled",
                                "shouldDismiss", "willDismiss", "didDismiss", "didAttemptToDismiss", "tabSelected",
                                "menu", "menuAction", "menuDismissed",
                                "searchPresented", "searchDismissed", "refreshBegan", "refreshEnded"]

    public var description: String {
        switch self {
        case .event(let name): return name
        case .idle: return "idle"
        case .element(let target): return target.description
        }
    }
}

/// Numbers as tapes write them: no trailing ".0".
enum TapeNumber {
    static func format(_ value: CGFloat) -> String { format(Double(value)) }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
