import CX11
import Foundation

/// Follows the XSETTINGS manager of a screen on a host's connection: finds the
/// owner of `_XSETTINGS_S<screen>`, reads its `_XSETTINGS_SETTINGS` property,
/// and reads it again whenever it changes, the owner goes away, or a new
/// manager announces itself (a `MANAGER` message on the root window).
final class X11SettingsWatcher {
    private let display: OpaquePointer
    private let root: Window
    private let selection: Atom
    private let settingsAtom: Atom
    private let managerAtom: Atom
    private(set) var owner: Window = 0
    /// The settings as last read (empty with no manager or an unreadable property).
    private(set) var settings: [String: XSettings.Value] = [:]
    /// Called when the settings changed (after a property change, a new or a lost manager).
    var onChange: (() -> Void)?

    init(display: OpaquePointer, screen: Int32, root: Window) {
        self.display = display
        self.root = root
        selection = XInternAtom(display, "_XSETTINGS_S\(screen)", 0)
        settingsAtom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        managerAtom = XInternAtom(display, "MANAGER", 0)
        // MANAGER announcements are sent to the root window with StructureNotifyMask.
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, root, &attributes)
        XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask)
        findOwner()
    }

    /// `Net/ThemeName`, if the manager publishes one.
    var themeName: String? {
        if case .string(let name)? = settings["Net/ThemeName"] { return name }
        return nil
    }

    /// Takes the events that concern the settings; returns whether it did.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case PropertyNotify where owner != 0 && event.xproperty.window == owner && event.xproperty.atom == settingsAtom:
            readSettings()
            return true
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            owner = 0
            findOwner()
            return true
        case ClientMessage where event.xclient.window == root && event.xclient.message_type == managerAtom
            && Atom(event.xclient.data.l.1) == selection:
            findOwner()
            return true
        default:
            return false
        }
    }

    private func findOwner() {
        XGrabServer(display)   // the owner cannot vanish between finding it and listening to it
        let current = XGetSelectionOwner(display, selection)
        if current != 0 && current != owner {
            XSelectInput(display, current, PropertyChangeMask | StructureNotifyMask)
        }
        owner = current
        XUngrabServer(display)
        XFlush(display)
        readSettings()
    }

    private func readSettings() {
        let previous = settings
        settings = owner == 0 ? [:] : ((try? XSettings.decode(propertyBytes())) ?? [:])
        if settings != previous { onChange?() }
    }

    private func propertyBytes() -> [UInt8] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, owner, settingsAtom, 0, 1 << 20, 0, settingsAtom,
                                        &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }
}
