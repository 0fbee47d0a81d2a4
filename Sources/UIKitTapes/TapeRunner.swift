import Foundation
import MediaEncoders
import UIKitCairo
import UIKitCore
import UIKitImaging

/// What a tape produced, held until the caller writes it (or checks it).
public struct TapeRecording {
    /// Each `Screenshot`, in order: its path and pixels.
    public var screenshots: [(path: String, image: PixelBuffer, location: TapeLocation)] = []
    /// The last recorded frame (what `--check` compares for each output), if any frame was recorded.
    public var finalFrame: PixelBuffer?
    /// Frames recorded.
    public var frameCount = 0
    /// Seconds of output.
    public var duration: TimeInterval = 0
}

/// Plays a tape headlessly: builds the app in a `HeadlessHost` of the tape's size
/// and scale, drives it on the virtual clock, and films it. The same tape gives the
/// same frames every time.
///
/// Outputs are written under temporary names while the tape plays; `run()` leaves
/// them there, and the caller `commit()`s (or `cancel()`s) once every check passed,
/// so a failing tape writes nothing.
public final class TapeRunner {
    public let tape: Tape
    public let host: HeadlessHost
    /// Told once per recorded second: `(line, frames, seconds)`.
    public var onProgress: ((TapeLocation, Int, TimeInterval) -> Void)?

    private let app: TapeApplication
    private let film: TapeFilm
    private var settings: TapeSettings
    private var pointer: PointerOverlay?
    private var events: [String] = []
    /// Events before this index happened before the last input (or satisfied `Wait`).
    private var eventMark = 0
    private var current: TapeLocation?
    private var lastProgress: TimeInterval = 0
    private var failure: Error?

    /// - Parameters:
    ///   - writingOutputs: false films without encoding (for `--check`).
    ///   - appearance: the system appearance when the tape has no `Set Appearance`
    ///     (the command line's `--appearance`); light when nil.
    public init(tape: Tape, app: TapeApplication, writingOutputs: Bool = true, appearance: UIUserInterfaceStyle? = nil) throws {
        self.tape = tape
        self.app = app
        settings = tape.settings
        let hostRate = max(60, (Double(settings.framerate) / settings.playbackSpeed).rounded(.up))
        let style = settings.appearance.map { $0 == .dark ? UIUserInterfaceStyle.dark : .light } ?? appearance ?? .light
        host = try app.makeHost(size: settings.size, scale: CGFloat(settings.scale), framesPerSecond: hostRate, userInterfaceStyle: style)
            ?? HeadlessHost(size: settings.size, scale: CGFloat(settings.scale), framesPerSecond: hostRate, userInterfaceStyle: style)
        let sinks = writingOutputs
            ? FrameFanOut(try tape.outputs.map { output in
                do {
                    return try MediaFormat(path: output.path)!.makeSink(path: output.path, framesPerSecond: tape.settings.framerate)
                } catch {
                    throw TapeError("cannot write \(output.path): \(error)", at: output.location, kind: .run)
                }
            })
            : nil
        film = TapeFilm(settings: settings, sinks: sinks)
    }

    /// Plays every command. Throws `TapeError` (with the line) when a command fails;
    /// outputs are then cancelled.
    public func run() throws -> TapeRecording {
        do {
            return try play()
        } catch {
            film.cancel()
            throw error
        }
    }

    /// Renames every finished output into place.
    public func commit() throws { try film.commit() }

    /// Removes the outputs' temporary files.
    public func cancel() { film.cancel() }

    private func play() throws -> TapeRecording {
        app.launch(in: host)
        let window = host.window
        let appHandler = window.onPresentationEvent
        window.onPresentationEvent = { [weak self] event in
            appHandler?(event)
            self?.heard(event)
        }
        window.addTabSelectionObserver { [weak self] _ in self?.events.append("tabSelected") }
        window.addSearchAndRefreshObserver { [weak self] event in
            switch event {
            case .searchPresented: self?.events.append("searchPresented")
            case .searchDismissed: self?.events.append("searchDismissed")
            case .refreshBegan: self?.events.append("refreshBegan")
            case .refreshEnded: self?.events.append("refreshEnded")
            }
        }
        host.advance(by: 0)
        if let state = settings.startState {
            guard app.enterStartState(state, in: host) else {
                throw TapeError("the app has no start state '\(state)'", at: nil, kind: .run)
            }
            host.runUntilIdle()
        }
        eventMark = events.count
        host.onFrame = { [weak self] now in self?.stepped(to: now) }
        defer { host.onFrame = nil }
        film.roll(at: host.now)
        var recording = TapeRecording()
        for command in tape.commands {
            current = command.location
            try perform(command, into: &recording)
            if let failure { throw failure }
        }
        try film.end(at: host.now, capture: capture)
        try film.finishEncoding()
        recording.finalFrame = film.lastFrame
        recording.frameCount = film.frameCount
        recording.duration = film.duration
        return recording
    }

    // MARK: Commands

    private func perform(_ command: TapeCommand, into recording: inout TapeRecording) throws {
        let location = command.location
        if command.action.isInput { eventMark = events.count }
        switch command.action {
        case .click(let target):
            let point = try resolve(target, at: location)
            try requireReleased(location, "Click")
            down(at: point)
            host.advance(by: 0.05)
            up(at: point)
        case .press(let target):
            let point = try resolve(target, at: location)
            try requireReleased(location, "Press")
            down(at: point)
        case .release(let target):
            guard let pointer, pointer.isPressed else {
                throw TapeError("Release: the pointer is not pressed (Press first)", at: location, kind: .run)
            }
            let point = try target.map { try resolve($0, at: location) } ?? pointer.location
            if point != pointer.location { move(to: point) }
            up(at: point)
        case .move(let target, let duration):
            let point = try resolve(target, at: location)
            glide(to: point, over: duration)
        case .drag(let target, let end, let duration):
            try requireReleased(location, "Drag")
            let start = try resolve(target, at: location)
            let finish: CGPoint
            switch end {
            case .by(let delta): finish = CGPoint(x: start.x + delta.dx, y: start.y + delta.dy)
            case .to(let other): finish = try resolve(other, at: location)
            }
            down(at: start)
            glide(to: finish, over: duration)
            up(at: finish)
        case .scroll(let target, let delta, let precise):
            let point = try resolve(target, at: location)
            pointer = PointerOverlay(location: point, isPressed: pointer?.isPressed ?? false)
            host.scroll(by: delta, at: point, precise: precise)
        case .type(let text):
            for character in text.text {
                switch character {
                case "\n", "\r\n": host.key(.returnKey)
                case "\t": host.key(.tab)
                default: host.type(String(character))
                }
                pause(settings.typingSpeed)
            }
        case .key(let key, let count):
            for _ in 0..<count {
                host.key(key.key, modifiers: key.modifiers)
                pause(settings.typingSpeed)
            }
        case .sleep(let seconds):
            host.advance(by: seconds, pacingRealTimeUpTo: settings.realTimeLimit)
        case .wait(let condition, let timeout):
            try wait(for: condition, timeout: timeout ?? settings.waitTimeout, at: location)
        case .screenshot(let path):
            recording.screenshots.append((path, capture(), location))
        case .hide:
            try film.pause(at: host.now, capture: capture)
        case .show:
            film.roll(at: host.now)
        case .setCursor(let on):
            settings.showsCursor = on
        case .setTypingSpeed(let speed):
            settings.typingSpeed = speed
        case .setWaitTimeout(let timeout):
            settings.waitTimeout = timeout
        }
    }

    private func resolve(_ target: TapeTarget, at location: TapeLocation) throws -> CGPoint {
        guard let point = TapeElementFinder.point(for: target, in: host.window) else {
            let known = TapeElementFinder.elements(in: host.window).keys.sorted()
            let hint = known.isEmpty ? "" : " (identifiers on screen: \(known.joined(separator: ", ")))"
            throw TapeError("\(target) is not on screen\(hint)", at: location, kind: .run)
        }
        return point
    }

    private func requireReleased(_ location: TapeLocation, _ command: String) throws {
        if pointer?.isPressed == true {
            throw TapeError("\(command): the pointer is still pressed (Release first)", at: location, kind: .run)
        }
    }

    private func down(at point: CGPoint) {
        pointer = PointerOverlay(location: point, isPressed: true)
        host.pointerDown(at: point)
    }

    private func up(at point: CGPoint) {
        pointer = PointerOverlay(location: point, isPressed: false)
        host.pointerUp(at: point)
    }

    private func move(to point: CGPoint) {
        pointer = PointerOverlay(location: point, isPressed: pointer?.isPressed ?? false)
        host.pointerMove(to: point)
    }

    /// Moves the pointer in evenly timed steps, one per host frame (at once for no duration).
    private func glide(to end: CGPoint, over duration: TimeInterval) {
        let start = pointer?.location ?? end
        let steps = max(1, Int((duration * host.framesPerSecond).rounded()))
        for step in 1...steps {
            if duration > 0 { host.advance(by: duration / Double(steps)) }
            let f = CGFloat(step) / CGFloat(steps)
            move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }

    private func pause(_ seconds: TimeInterval) {
        if seconds > 0 { host.advance(by: seconds) }
    }

    /// Steps frame by frame until `condition` holds, real time keeping up with the
    /// virtual time waited for the first `realTimeLimit` seconds (see `advance(by:pacingRealTimeUpTo:)`).
    private func wait(for condition: TapeWaitCondition, timeout: TimeInterval, at location: TapeLocation) throws {
        let deadline = host.now + timeout
        let start = host.now
        while !isSatisfied(condition) {
            guard host.now < deadline - 1e-9 else {
                throw TapeError("Wait \(condition) timed out after \(TapeLine.format(duration: timeout))\(waitHint(condition))",
                                at: location, kind: .run)
            }
            // Each frame waits for real time to catch up, until the limit has been waited.
            let pacing = host.now - start < settings.realTimeLimit ? settings.realTimeLimit : 0
            host.advance(by: min(1 / host.framesPerSecond, deadline - host.now), pacingRealTimeUpTo: pacing)
        }
        if case .event = condition { eventMark = events.count }
    }

    private func isSatisfied(_ condition: TapeWaitCondition) -> Bool {
        switch condition {
        // The event, and then the screen settled: after "Discard Changes", `Wait dismissed`
        // hears the action sheet go and then waits for the sheet it dismisses.
        case .event(let name): return events[eventMark...].contains(name) && isIdle
        case .idle: return isIdle
        case .element(let target): return TapeElementFinder.view(for: target, in: host.window) != nil
        }
    }

    /// No animation running, no layout pending and no work due now.
    private var isIdle: Bool {
        let window = host.window
        return !window.wantsAnimationFrames && !window.hasPendingLayout && !host.hasPendingMainQueueWork
            && !(window.nextWorkDeadline.map { $0 <= host.now } ?? false)
    }

    private func waitHint(_ condition: TapeWaitCondition) -> String {
        guard case .event = condition else { return "" }
        let seen = events[eventMark...]
        return seen.isEmpty ? " (no events since the last input)" : " (events since the last input: \(seen.joined(separator: ", ")))"
    }

    // MARK: Frames and events

    private func capture() -> PixelBuffer {
        var frame = host.snapshot()
        if settings.showsCursor, let pointer { pointer.draw(on: &frame, scale: host.scale) }
        return frame
    }

    private func stepped(to now: TimeInterval) {
        guard failure == nil else { return }
        do { try film.frameStepped(to: now, capture: capture) } catch { failure = error }
        if film.duration - lastProgress >= 1, let current {
            lastProgress = film.duration.rounded(.down)
            onProgress?(current, film.frameCount, film.duration)
        }
    }

    private func heard(_ event: PresentationEvent) {
        switch event {
        case .presented: events.append("presented")
        case .shouldDismiss: events.append("shouldDismiss")
        case .willDismiss: events.append("willDismiss")
        case .didDismiss: events.append("didDismiss")
        case .didAttemptToDismiss: events.append("didAttemptToDismiss")
        case .dismissCancelled: events.append("dismissCancelled")
        case .dismissed: events.append("dismissed")
        case .alertPresented: events.append("alert")
        case .alertAction: events.append("alertAction")
        case .menuPresented: events.append("menu")
        case .menuAction: events.append("menuAction")
        case .menuDismissed: events.append("menuDismissed")
        }
    }
}
