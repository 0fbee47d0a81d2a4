import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How the loop ends, besides `stop()`: a signal, the window destroyed by another
/// client, the X connection lost. Each ends `run()` at a safe point (between two
/// turns, never in a frame or a file write) and says why, so the app can finish what
/// it was doing (a recording, a save) and choose its exit status.
extension X11Host {
    /// Why `run()` returned.
    public enum Ending: Equatable, Sendable {
        /// `stop()` was called (the default answer to the window manager's close request).
        case stopped
        /// A signal handled through `endOnSignals` arrived (its number).
        case signal(Int32)
        /// Another client destroyed the window (`xdotool windowclose`, a crashed frame).
        case windowDestroyed
        /// The X server went away or dropped the connection (`xkill`, a crash).
        case connectionLost

        /// A shell's exit status for the ending: 0, 128 + the signal, or 1.
        public var exitStatus: Int32 {
            switch self {
            case .stopped: return 0
            case .signal(let number): return 128 + number
            case .windowDestroyed, .connectionLost: return 1
            }
        }

        /// One line for stderr saying what happened (nil when nothing went wrong).
        public var message: String? {
            switch self {
            case .stopped, .signal: return nil
            case .windowDestroyed: return "the window was destroyed by another client"
            case .connectionLost: return "lost the connection to the X server"
            }
        }
    }

    /// Ends `run()` with `.signal(n)` when one of `signals` arrives, instead of the
    /// signal's default action (killing the process where it stands). The handlers stay
    /// until the host is closed. Signal handling is process-wide: use it on one host.
    public func endOnSignals(_ signals: [Int32] = X11SignalPipe.endingSignals) {
        let pipe = X11SignalPipe.shared
        pipe.onSignal = { [weak self] number in self?.end(.signal(number)) }
        pipe.install(signals)
        addLoopSource(pipe)
        handlesSignals = true
    }

    /// Watches `descriptor` in the loop's `poll()` (a loop source of one descriptor):
    /// `handler` runs on the loop's thread with `poll`'s `revents` whenever it is ready
    /// for `events` (readable by default). Pass the result to `removeLoopSource` to stop.
    @discardableResult
    public func watch(fileDescriptor descriptor: Int32, events: Int16 = Int16(POLLIN),
                      _ handler: @escaping (Int16) -> Void) -> X11LoopSource {
        let watch = X11DescriptorWatch(descriptor: descriptor, events: events, handler: handler)
        addLoopSource(watch)
        return watch
    }

    /// Ends the loop with `ending` (the first ending wins).
    func end(_ ending: Ending) {
        if self.ending == nil { self.ending = ending }
        isStopped = true
    }

    /// Called for DestroyNotify: our window is gone.
    func windowWasDestroyed(_ window: Window) {
        guard UInt(window) == xWindow else { return }
        isWindowDestroyed = true
        isMapped = false
        end(.windowDestroyed)
    }

    /// Checks whether Xlib lost the connection during the last calls; ends the loop if so.
    @discardableResult
    func checkConnection() -> Bool {
        guard connection.isLost else { return true }
        end(.connectionLost)
        return false
    }
}

/// One watched file descriptor (`X11Host.watch`).
final class X11DescriptorWatch: X11LoopSource {
    let descriptor: Int32
    let events: Int16
    let handler: (Int16) -> Void

    init(descriptor: Int32, events: Int16, handler: @escaping (Int16) -> Void) {
        self.descriptor = descriptor
        self.events = events
        self.handler = handler
    }

    func prepareToWait() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        ([pollfd(fd: descriptor, events: events, revents: 0)], nil)
    }

    func didWait(_ descriptors: [pollfd]) {
        guard let revents = descriptors.first?.revents, revents != 0 else { return }
        handler(revents)
    }
}
