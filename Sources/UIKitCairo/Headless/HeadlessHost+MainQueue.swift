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

extension HeadlessHost {
    /// Runs the blocks waiting on the main dispatch queue (`DispatchQueue.main.async`,
    /// `@MainActor` tasks, Combine's `receive(on: DispatchQueue.main)`), as the main run
    /// loop does between frames on iOS. The host calls it before every frame, so such work
    /// runs in order at the virtual time of the next frame. `RunLoop.main` timers are not
    /// run here: they follow the wall clock, which a headless host does not read.
    func drainMainQueue() {
        guard Thread.isMainThread else { return }
        let descriptor = dispatchMainQueueHandle()
        guard descriptor >= 0 else { return }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 else { return }
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        dispatchMainQueueDrain(nil)
    }

    /// Whether blocks wait on the main dispatch queue now (handed there by a background
    /// queue or come due); they run before the next frame.
    public var hasPendingMainQueueWork: Bool { waitForMainQueueWork(timeout: 0) }

    /// Waits at most `timeout` real seconds for a block to arrive on the main dispatch
    /// queue; true when one waits. Does not run it (the next frame does).
    func waitForMainQueueWork(timeout: TimeInterval) -> Bool {
        guard Thread.isMainThread else { return false }
        let descriptor = dispatchMainQueueHandle()
        guard descriptor >= 0 else { return false }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(timeout, 3600)) * 1000)
        return poll(&ready, 1, milliseconds) > 0 && ready.revents & Int16(POLLIN) != 0
    }

    /// The most run-loop turns one frame takes for main-queue work its own turns queue.
    static let mainQueueTurnsPerFrame = 8

    /// Runs what the frame's work queued on the main queue (a `GeometryReader` that
    /// reports its frame with `DispatchQueue.main.async`, then the `onChange` that
    /// follows), each with a turn of the frame loop at the same time, until none is
    /// queued (at most `mainQueueTurnsPerFrame` turns): on iOS the main run loop turns
    /// several times between two screen refreshes, so such a chain is done within a
    /// frame, long before wall-clock work the app scheduled around it
    /// (`asyncAfter(deadline: .now() + 0.3)`, PopupView's) comes due.
    func runMainQueueTurns() {
        var turns = 0
        while turns < Self.mainQueueTurnsPerFrame && hasPendingMainQueueWork {
            drainMainQueue()
            window.processFrame(at: now)
            turns += 1
        }
    }
}
