import Foundation

/// The `matchedGeometryEffect` groups of one view graph: the matched elements by
/// `(id, namespace)`. After each layout of an update pass the hosting view asks
/// `resolve(animated:)`, which
/// - starts each view inserted in the pass at the frame of a view of its group
///   removed in the same pass (when the pass animates), the removed view moving to
///   the inserted one's frame;
/// - gives each view with `isSource: false` the frame of its group's one source on
///   screen (without an animation for views inserted in the pass, which appear there).
@MainActor
final class MatchedGeometryRegistry {
    private var groups: [MatchedGeometryKey: [MatchedGeometryElement]] = [:]

    func register(_ element: MatchedGeometryElement) {
        guard let key = element.key else { return }
        groups[key, default: []].append(element)
    }

    func unregister(_ element: MatchedGeometryElement) {
        guard let key = element.key, var members = groups[key] else { return }
        members.removeAll { $0 === element }
        groups[key] = members.isEmpty ? nil : members
    }

    /// The groups with members (tests read them).
    var allKeys: [MatchedGeometryKey] { Array(groups.keys) }

    /// The members of the group of `key` (tests read them).
    func members(of key: MatchedGeometryKey) -> [MatchedGeometryElement] { groups[key] ?? [] }

    /// The one source of the group on screen (not leaving), if there is exactly one.
    private func source(in members: [MatchedGeometryElement], excluding element: MatchedGeometryElement? = nil) -> MatchedGeometryElement? {
        let sources = members.filter { $0 !== element && $0.isSource && $0.isAlive && !$0.isLeaving && $0.windowFrame != nil }
        return sources.count == 1 ? sources[0] : nil
    }

    /// The frame a non-source shows: its group's source's, as its properties say (nil: its own).
    func matchedFrame(for element: MatchedGeometryElement) -> CGRect? {
        guard !element.isSource, !element.isLeaving, let key = element.key,
              let source = source(in: groups[key] ?? [], excluding: element),
              let target = source.windowFrame else { return nil }
        return element.frame(matching: target)
    }

    /// Resolves the groups after the pass's layout (inside its animation when `animated`).
    func resolve(animated: Bool) {
        for members in groups.values {
            let alive = members.filter(\.isAlive)
            let present = alive.filter { !$0.isLeaving && $0.windowFrame != nil }
            let newcomers = present.filter(\.isNew)
            let leavers = alive.filter { $0.isLeaving && !$0.leaveResolved }
            for leaver in leavers { leaver.leaveResolved = true }
            // Where each view ends: a non-source at its source's frame, others where laid out.
            var finalFrames: [ObjectIdentifier: CGRect] = [:]
            for element in present {
                finalFrames[ObjectIdentifier(element)] = matchedFrame(for: element) ?? element.view.frame
            }
            let from = animated ? (leavers.first(where: \.isSource) ?? leavers.first) : nil
            let start = from?.windowFrame
            for element in present {
                guard let final = finalFrames[ObjectIdentifier(element)] else { continue }
                if element.isNew {
                    element.isNew = false
                    // A new view appears at its frame, or starts at the removed one's.
                    UIView.performWithoutAnimation {
                        element.show(start.flatMap { element.frame(matching: $0) } ?? final)
                    }
                    if start != nil { element.show(final) }
                } else if element.view.frame != final {
                    element.show(final)
                }
            }
            // The removed views move to where the inserted one ends (its source when several).
            let arrival = newcomers.first(where: \.isSource) ?? newcomers.first
            if animated, let arrival, let target = arrival.windowFrame {
                for leaver in leavers {
                    if let frame = leaver.frame(matching: target) { leaver.show(frame) }
                }
            }
        }
    }
}
