import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Something besides the X connection that the host's loop waits on in its `poll()`:
/// a D-Bus or accessibility connection, GLib's main context, a pipe from a worker.
///
/// Each turn of the loop asks every source for the descriptors it wants watched and
/// how long the loop may sleep at most, sleeps in one `poll()` over all of them and
/// the X connection, then hands each source its descriptors back with `revents`
/// filled in (also when nothing happened, so a source with a timeout can run it).
/// GLib's main context maps onto it directly: `prepare` is `g_main_context_prepare`
/// plus `g_main_context_query`, `dispatch` is `g_main_context_check` plus
/// `g_main_context_dispatch`.
///
/// Sources are called on the loop's thread only.
public protocol X11PollSource: AnyObject {
    /// The descriptors to watch now (`fd` and `events`; `revents` is ignored) and the
    /// longest the loop may sleep (nil: as long as it likes).
    func prepare() -> (descriptors: [pollfd], timeout: TimeInterval?)
    /// After the sleep: the same descriptors with `revents` set.
    func dispatch(_ descriptors: [pollfd])
}

/// One watched file descriptor (`X11Host.watch`): the handler runs when it is readable
/// (or whatever `events` asks for), with the `revents` that `poll()` reported.
final class X11DescriptorWatch: X11PollSource {
    let descriptor: Int32
    let events: Int16
    let handler: (Int16) -> Void

    init(descriptor: Int32, events: Int16, handler: @escaping (Int16) -> Void) {
        self.descriptor = descriptor
        self.events = events
        self.handler = handler
    }

    func prepare() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        ([pollfd(fd: descriptor, events: events, revents: 0)], nil)
    }

    func dispatch(_ descriptors: [pollfd]) {
        guard let revents = descriptors.first?.revents, revents != 0 else { return }
        handler(revents)
    }
}

/// The sources of one host and the `poll()` over them and the X connection.
struct X11PollSet {
    private(set) var sources: [X11PollSource] = []

    mutating func add(_ source: X11PollSource) {
        guard !sources.contains(where: { $0 === source }) else { return }
        sources.append(source)
    }

    mutating func remove(_ source: X11PollSource) {
        sources.removeAll { $0 === source }
    }

    /// Sleeps until the X connection (`xDescriptor`) or a source's descriptor is ready,
    /// or `timeout` (nil: no limit, but the sources' own limits apply) passes; then
    /// dispatches every source. Returns whether the X connection is readable (or hung up).
    @discardableResult
    func wait(xDescriptor: Int32, timeout: TimeInterval?) -> Bool {
        let prepared = sources.map { ($0, $0.prepare()) }
        var limit = timeout
        for (_, request) in prepared {
            if let sourceLimit = request.timeout { limit = min(limit ?? sourceLimit, max(0, sourceLimit)) }
        }
        var descriptors = [pollfd(fd: xDescriptor, events: Int16(POLLIN), revents: 0)]
        for (_, request) in prepared { descriptors += request.descriptors }
        let milliseconds = limit.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
        if milliseconds != 0 || descriptors.count > 1 {
            while poll(&descriptors, nfds_t(descriptors.count), milliseconds) < 0 && errno == EINTR {}
        }
        var index = 1
        for (source, request) in prepared {
            let count = request.descriptors.count
            source.dispatch(Array(descriptors[index..<(index + count)]))
            index += count
        }
        return descriptors[0].revents != 0
    }
}
