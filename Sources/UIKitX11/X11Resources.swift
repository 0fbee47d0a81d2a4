import CX11
import Foundation

/// Reads settings from the X resource database (`xrdb`), as desktop
/// environments publish them.
public enum X11Resources {
    /// The `Xft.dpi` value in a resource string (the `RESOURCE_MANAGER` text), if any.
    public static func dpi(inResourceString resources: String) -> Double? {
        for line in resources.split(whereSeparator: { $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            if let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value > 0 { return value }
        }
        return nil
    }

    /// Device pixels per point for a DPI: dpi / 96 to the nearest quarter, in 1...4
    /// (96 DPI is 1x, as GTK and Qt take it; 120 is 1.25, 144 is 1.5, 192 is 2).
    public static func scale(forDPI dpi: Double?) -> CGFloat {
        guard let dpi, dpi.isFinite else { return 1 }
        return X11DisplayMetrics.scale(forDPI: dpi)
    }

    /// The `Xft.dpi` of an open display (nil when unset).
    static func dpi(display: OpaquePointer) -> Double? {
        guard let text = XResourceManagerString(display) else { return nil }
        return dpi(inResourceString: String(cString: text))
    }

    /// The scale `Xft.dpi` asks for on an open display (1 when unset).
    static func scale(display: OpaquePointer) -> CGFloat {
        scale(forDPI: dpi(display: display))
    }
}
