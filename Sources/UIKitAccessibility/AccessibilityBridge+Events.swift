import CGio
import Foundation
import UIKitCore

/// Events: after each turn of the loop the tree is compared with the last
/// snapshot, and every difference goes out as the AT-SPI signal screen readers
/// listen for (`object:children-changed`, `object:property-change:accessible-name`,
/// `object:state-changed:*`, `object:text-changed:*`, `focus:`). Posted
/// notifications add `window:activate` (a new screen) and `object:announcement`.
extension AccessibilityBridge: WindowAccessibilityObserver {
    static let objectEvents = "org.a11y.atspi.Event.Object"

    /// Compares the tree when something may have changed (at most every 0.1 s while animating).
    func updateIfNeeded() {
        guard window.accessibility.needsUpdate else { return }
        let now = window.runLoop.now
        if window.wantsAnimationFrames, let last = lastUpdateTime, now - last < 0.1 { return }
        update()
    }

    /// Compares the tree with the last snapshot now and emits what changed.
    public func update() {
        lastUpdateTime = window.runLoop.now
        window.accessibility.didUpdate()
        let current = AccessibilitySnapshot(root: window)
        let changes = snapshot.changes(to: current)
        snapshot = current
        for change in changes { emit(change) }
        g_dbus_connection_flush(connection, nil, nil, nil)
    }

    public func windowAccessibility(_ accessibility: WindowAccessibility, didPost notification: UIAccessibility.Notification,
                                    argument: Any?) {
        switch notification {
        case .announcement, .pageScrolled:
            guard let text = argument as? String ?? (argument as? NSAttributedString)?.string else { return }
            update()
            signal(path: path(for: window), Self.objectEvents, "Announcement", detail: "", 1, 0, Variant.string(text))
        case .screenChanged:
            update()
            let dialog = window.accessibleChildren.last { [.dialog, .alert].contains($0.accessibleRole) } ?? window
            signal(path: path(for: dialog), "org.a11y.atspi.Event.Window", "Activate", detail: "", 0, 0, Variant.string(dialog.accessibleName))
        default:
            update()
        }
    }

    func emit(_ change: AccessibilityChange) {
        switch change {
        case .childAdded(let parent, let index, let child):
            signal(id: parent, Self.objectEvents, "ChildrenChanged", detail: "add", index, 0, childReference(child))
        case .childRemoved(let parent, let index, let child):
            signal(id: parent, Self.objectEvents, "ChildrenChanged", detail: "remove", index, 0, childReference(child))
        case .nameChanged(let id, let name):
            signal(id: id, Self.objectEvents, "PropertyChange", detail: "accessible-name", 0, 0, Variant.string(name))
        case .descriptionChanged(let id, let description):
            signal(id: id, Self.objectEvents, "PropertyChange", detail: "accessible-description", 0, 0, Variant.string(description))
        case .stateChanged(let id, let state, let on):
            signal(id: id, Self.objectEvents, "StateChanged", detail: ATSPIVocabulary.stateName(state), on ? 1 : 0, 0, Variant.int32(0))
        case .textInserted(let id, let offset, let text):
            signal(id: id, Self.objectEvents, "TextChanged", detail: "insert", offset, text.unicodeScalars.count, Variant.string(text))
        case .textRemoved(let id, let offset, let text):
            signal(id: id, Self.objectEvents, "TextChanged", detail: "delete", offset, text.unicodeScalars.count, Variant.string(text))
        case .valueChanged(let id, let value):
            signal(id: id, Self.objectEvents, "PropertyChange", detail: "accessible-value", 0, 0, Variant.double(value))
        case .focused(let id):
            signal(id: id, Self.objectEvents, "StateChanged", detail: "focused", 1, 0, Variant.int32(0))
            signal(id: id, "org.a11y.atspi.Event.Focus", "Focus", detail: "", 0, 0, Variant.int32(0))
        }
    }

    private func childReference(_ id: Int) -> OpaquePointer {
        ObjectReference(bus: uniqueName, path: "\(ObjectReference.accessiblePrefix)/\(id)").variant
    }

    private func signal(id: Int, _ interface: String, _ name: String, detail: String, _ detail1: Int, _ detail2: Int,
                        _ data: OpaquePointer) {
        signal(path: "\(ObjectReference.accessiblePrefix)/\(id)", interface, name, detail: detail, detail1, detail2, data)
    }

    /// One AT-SPI event: `(siiva{sv})` from the source object's path.
    func signal(path: String, _ interface: String, _ name: String, detail: String, _ detail1: Int, _ detail2: Int,
                _ data: OpaquePointer) {
        let body = Variant.tuple([Variant.string(detail), Variant.int32(detail1), Variant.int32(detail2), Variant.boxed(data),
                                  Variant.emptyProperties])
        g_dbus_connection_emit_signal(connection, nil, path, interface, name, body, nil)
    }
}
