import CX11
import Foundation
import UIKitCore

/// The monitor the window is on decides its frame rate and, unless the app, `GDK_SCALE`
/// or `Xft.dpi` fixed it, its scale (`X11DisplayMetrics`). Both are read again when
/// the window moves and when the monitors or their modes change.
extension X11Host {
    /// The monitor the window is on now (nil without XRandR).
    public var monitor: X11Monitor? { currentMonitor }

    /// Frames per second the animations run at: the monitor's refresh rate (60 when unknown).
    public var refreshRate: Double { 1 / schedule.frameInterval }

    /// Reads the monitors again and applies the rate and scale of the one the window is on.
    func updateDisplayMetrics() {
        guard isUsable, let randr else { return }
        let monitors = randr.monitors()
        let frame = windowFrameOnRoot()
        let monitor = X11DisplayMetrics.monitor(for: frame, among: monitors)
        currentMonitor = monitor
        let interval = X11DisplayMetrics.frameInterval(refreshRate: monitor?.refreshRate)
        if interval != schedule.frameInterval {
            schedule = FrameSchedule(frameInterval: interval, inputFrameSpacing: schedule.inputFrameSpacing)
            window.screenRefreshRateDidChange(to: Int((1 / interval).rounded()))
        }
        guard scaleSource.followsMonitor else { return }
        let (newScale, source) = X11DisplayMetrics.scale(requested: nil, environment: [:], resourceDPI: nil,
                                                         monitor: monitor)
        scaleSource = source
        if newScale != scale { applyScale(newScale) }
    }

    /// Re-renders at `newScale`, keeping the window's size in points: the X window is
    /// resized to the new pixel size, the views are told, the next frame is drawn anew.
    func applyScale(_ newScale: CGFloat) {
        let points = window.bounds.size
        scale = newScale
        window.screenScaleDidChange(to: newScale)
        let width = max(1, Int((points.width * newScale).rounded()))
        let height = max(1, Int((points.height * newScale).rounded()))
        pixelSize = (width, height)
        XResizeWindow(connection.display, Window(xWindow), UInt32(width), UInt32(height))
        XFlush(connection.display)
        onResize?(points)
    }

    /// Where the pointer is, as a 1-pixel rectangle in root pixels.
    static func pointerPosition(_ connection: X11Connection) -> CGRect {
        var root: Window = 0, child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        var mask: UInt32 = 0
        XQueryPointer(connection.display, connection.root, &root, &child, &rootX, &rootY, &x, &y, &mask)
        return CGRect(x: Int(rootX), y: Int(rootY), width: 1, height: 1)
    }

    /// The window's rectangle in root pixels (through any window-manager frame).
    func windowFrameOnRoot() -> CGRect {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, Window(xWindow), connection.root, 0, 0, &x, &y, &child)
        return CGRect(x: Int(x), y: Int(y), width: pixelSize.width, height: pixelSize.height)
    }
}
