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
}
