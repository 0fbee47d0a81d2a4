import CGio
import Foundation
import UIKitX11
#if canImport(Glibc)
import Glibc
#endif

/// Runs a private GLib main context from the X11 host's loop: GDBus receives on
/// its own worker thread and queues every call for this context, which is only
/// ever dispatched here, on the loop's thread, so handlers may touch views.
/// (GLib's prepare / query / check / dispatch, as `g_main_context_iteration` does it.)
/// Shared by the accessibility bridge and the appearance portal.
public final class GLibContextPump: X11LoopSource {
    public let context: OpaquePointer
    private var priority: Int32 = 0
    private var pollFDs: [GPollFD] = Array(repeating: GPollFD(), count: 8)
    private var pollCount = 0
    /// Called before every sleep, on the loop's thread (the bridge compares its tree there).
    public var beforeWait: (() -> Void)?

    public init() {
        context = g_main_context_new()
        g_main_context_acquire(context)
    }

    deinit {
        g_main_context_release(context)
        g_main_context_unref(context)
    }

    /// Runs `body` with this context as the thread's default, so what GDBus
    /// registers or subscribes in it dispatches here.
    public func withThreadDefault<T>(_ body: () throws -> T) rethrows -> T {
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        return try body()
    }

    public func prepareToWait() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        beforeWait?()
        let ready = g_main_context_prepare(context, &priority) != 0
        var timeout: Int32 = -1
        while true {
            let count = Int(pollFDs.withUnsafeMutableBufferPointer {
                g_main_context_query(context, priority, &timeout, $0.baseAddress, Int32($0.count))
            })
            if count <= pollFDs.count { pollCount = count; break }
            pollFDs = Array(repeating: GPollFD(), count: count)
        }
        let descriptors = pollFDs[0..<pollCount].map { pollfd(fd: $0.fd, events: Int16(bitPattern: $0.events), revents: 0) }
        return (descriptors, ready ? 0 : (timeout < 0 ? nil : TimeInterval(timeout) / 1000))
    }

    public func didWait(_ descriptors: [pollfd]) {
        for index in 0..<min(pollCount, descriptors.count) {
            pollFDs[index].revents = UInt16(bitPattern: descriptors[index].revents)
        }
        let dispatch = pollFDs.withUnsafeMutableBufferPointer {
            g_main_context_check(context, priority, $0.baseAddress, Int32(pollCount)) != 0
        }
        if dispatch { g_main_context_dispatch(context) }
    }

    /// Without a host loop (tests): one prepare, poll at most `timeout` seconds, dispatch.
    public func iterate(timeout: TimeInterval) {
        var (descriptors, own) = prepareToWait()
        let limit = min(timeout, own ?? timeout)
        _ = poll(&descriptors, nfds_t(descriptors.count), Int32((limit * 1000).rounded(.up)))
        didWait(descriptors)
    }
}
