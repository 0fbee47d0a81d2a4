import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Signals turned into bytes on a pipe that a loop `poll()`s (the self-pipe trick), so
/// that SIGINT, SIGTERM or SIGHUP end the loop at a safe point instead of killing the
/// process in the middle of a frame or a file write.
///
/// The handler does the one async-signal-safe thing: `write()` the signal's number to
/// the pipe's non-blocking write end (errno is saved and restored). Everything else
/// (finishing a recording, removing temporary files, choosing the exit status) runs on
/// the loop's thread when it reads the byte.
///
/// Signal dispositions belong to the whole process, so there is one pipe per process;
/// `install` remembers the dispositions it replaces and `restore` puts them back.
public final class X11SignalPipe: X11LoopSource {
    /// The process's pipe.
    public static let shared = X11SignalPipe()

    /// The signals `install` handles by default: Ctrl-C, `kill`, a closed terminal.
    public static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let readEnd: Int32
    private var previous: [Int32: sigaction] = [:]
    /// Called on the loop's thread with each signal read from the pipe.
    var onSignal: ((Int32) -> Void)?

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
    }

    /// Whether the pipe could be made (it always can, short of running out of descriptors).
    public var isAvailable: Bool { readEnd >= 0 }

    /// Handles `signals` from now on by writing them to the pipe.
    public func install(_ signals: [Int32] = X11SignalPipe.endingSignals) {
        guard isAvailable else { return }
        for number in signals where previous[number] == nil {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
                errno = saved
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            if sigaction(number, &action, &old) == 0 { previous[number] = old }
        }
    }

    /// Puts back the dispositions `install` replaced.
    public func restore() {
        for (number, old) in previous {
            var action = old
            sigaction(number, &action, nil)
        }
        previous.removeAll()
    }

    /// Signals that arrived since the last call, oldest first.
    public func drain() -> [Int32] {
        guard isAvailable else { return [] }
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }

    // MARK: X11LoopSource

    public func prepareToWait() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        isAvailable ? ([pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)], nil) : ([], nil)
    }

    public func didWait(_ descriptors: [pollfd]) {
        guard descriptors.first.map({ $0.revents != 0 }) == true else { return }
        for number in drain() { onSignal?(number) }
    }
}

/// The write end of the signal pipe, for the signal handler (a C function pointer
/// cannot capture anything). Set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
