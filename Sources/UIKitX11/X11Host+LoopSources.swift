import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Something else the host's loop waits on besides the X connection (a D-Bus
/// connection's main context, a pipe): before every sleep the loop asks it which
/// descriptors to watch and how long it may sleep; after the sleep it hands
/// back what happened. All on the loop's thread, so a source may touch views.
public protocol X11LoopSource: AnyObject {
    /// Called before the loop sleeps; `timeout` nil means no limit of its own.
    func prepareToWait() -> (descriptors: [pollfd], timeout: TimeInterval?)
    /// Called after the sleep with the same descriptors, `revents` filled in.
    func didWait(_ descriptors: [pollfd])
}

extension X11Host {
    /// Adds a source the loop also waits on, until `removeLoopSource`.
    public func addLoopSource(_ source: X11LoopSource) {
        guard !loopSources.contains(where: { $0 === source }) else { return }
        loopSources.append(source)
    }

    public func removeLoopSource(_ source: X11LoopSource) {
        loopSources.removeAll { $0 === source }
    }

    /// Sleeps in one `poll` on the X connection and every source, at most `timeout`.
    func pollConnectionAndSources(timeout: TimeInterval?) {
        var descriptors = [pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        var limit = timeout
        var ranges: [(source: X11LoopSource, range: Range<Int>)] = []
        for source in loopSources {
            let (extra, sourceTimeout) = source.prepareToWait()
            ranges.append((source, descriptors.count..<(descriptors.count + extra.count)))
            descriptors += extra
            if let sourceTimeout { limit = min(limit ?? sourceTimeout, sourceTimeout) }
        }
        let milliseconds = limit.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
        if milliseconds != 0 || !ranges.isEmpty {
            while poll(&descriptors, nfds_t(descriptors.count), milliseconds) < 0 && errno == EINTR {}
        }
        for (source, range) in ranges { source.didWait(Array(descriptors[range])) }
    }
}
