import Foundation
#if canImport(Glibc)
import Glibc
#endif

// libdispatch's hooks for a run loop that drains the main queue (what CoreFoundation's
// run loop calls on Linux): the main queue's wake-up descriptor, and its drain.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// Runs the main dispatch queue and the main `RunLoop`'s timers from the X11 host's loop,
/// as UIKit's main run loop does on iOS: `DispatchQueue.main.async`, `Task { @MainActor in }`,
/// Combine's `receive(on: DispatchQueue.main)` / `RunLoop.main` and `Timer.publish(...)`
/// all run on the loop's thread between events and frames, and a block queued from
/// another thread wakes the sleeping loop (the queue's descriptor is in its `poll`).
///
/// Only on the main thread (the main queue belongs to it); a host run elsewhere does nothing here.
final class X11MainQueuePump: X11LoopSource {
    private let descriptor: Int32

    init() {
        descriptor = dispatchMainQueueHandle()
    }

    func prepareToWait() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        guard Thread.isMainThread, descriptor >= 0 else { return ([], nil) }
        // One pass of the main run loop fires its due timers and says when the next is due.
        let next = RunLoop.main.limitDate(forMode: .default)?.timeIntervalSinceNow
        let timeout = next.flatMap { $0 < 1e6 ? max(0, $0) : nil }
        return ([pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)], timeout)
    }

    func didWait(_ descriptors: [pollfd]) {
        guard Thread.isMainThread, let watched = descriptors.first, watched.revents & Int16(POLLIN) != 0 else { return }
        // The descriptor is an eventfd (non-blocking): read it so the next poll sleeps, then drain.
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        dispatchMainQueueDrain(nil)
    }
}
