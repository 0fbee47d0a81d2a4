import CX11
import Foundation

/// The XRandR view of the screen: its monitors (with their physical sizes and the
/// refresh rates of their modes), and the events that say they changed: a mode
/// switch (RRScreenChangeNotify, RRNotify) or a monitor added with
/// `xrandr --setmonitor` (a ConfigureNotify on the root window).
final class X11RandR {
    private let connection: X11Connection
    private let eventBase: Int32

    /// Nil when the server has no XRandR 1.5 (monitors).
    init?(connection: X11Connection) {
        self.connection = connection
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryExtension(connection.display, &event, &error) != 0,
              XRRQueryVersion(connection.display, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 5) else {
            return nil
        }
        eventBase = event
        XRRSelectInput(connection.display, connection.root,
                       Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        // (OR-ed with what the host already listens to on the root: the XSETTINGS watcher's)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(connection.display, connection.root, &attributes)
        XSelectInput(connection.display, connection.root, attributes.your_event_mask | StructureNotifyMask)
    }

    /// Whether `event` says the monitors or their modes changed (and lets Xlib note a
    /// new screen size).
    func handles(_ event: inout XEvent) -> Bool {
        if event.type == ConfigureNotify && event.xconfigure.window == connection.root { return true }
        if event.type == eventBase + RRScreenChangeNotify {
            XRRUpdateConfiguration(&event)
            return true
        }
        return event.type == eventBase + RRNotify
    }

    /// The active monitors, with the refresh rate of each one's first output's mode.
    func monitors() -> [X11Monitor] {
        let display = connection.display
        var count: Int32 = 0
        guard let list = XRRGetMonitors(display, connection.root, 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        let resources = XRRGetScreenResourcesCurrent(display, connection.root)
        defer { if let resources { XRRFreeScreenResources(resources) } }
        return (0..<Int(count)).map { index in
            let info = list[index]
            var rate: Double?
            if info.noutput > 0, let outputs = info.outputs, let resources {
                rate = refreshRate(of: outputs[0], resources: resources)
            }
            return X11Monitor(name: connection.name(of: info.name) ?? "",
                              frame: CGRect(x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height)),
                              millimetres: CGSize(width: Int(info.mwidth), height: Int(info.mheight)),
                              refreshRate: rate)
        }
    }

    private func refreshRate(of output: RROutput, resources: UnsafeMutablePointer<XRRScreenResources>) -> Double? {
        let display = connection.display
        guard let outputInfo = XRRGetOutputInfo(display, resources, output) else { return nil }
        defer { XRRFreeOutputInfo(outputInfo) }
        guard outputInfo.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(display, resources, outputInfo.pointee.crtc) else {
            return nil
        }
        defer { XRRFreeCrtcInfo(crtc) }
        let modeID = crtc.pointee.mode
        for index in 0..<Int(resources.pointee.nmode) {
            let mode = resources.pointee.modes[index]
            guard mode.id == modeID else { continue }
            return X11DisplayMetrics.refreshRate(dotClock: UInt(mode.dotClock), horizontalTotal: UInt(mode.hTotal),
                                                 verticalTotal: UInt(mode.vTotal),
                                                 interlaced: mode.modeFlags & UInt(RR_Interlace) != 0,
                                                 doubleScan: mode.modeFlags & UInt(RR_DoubleScan) != 0)
        }
        return nil
    }
}
