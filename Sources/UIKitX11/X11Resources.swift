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

    /// Device pixels per point for a DPI: `round(dpi / 96)`, at least 1
    /// (96 DPI is 1x, as GTK and Qt take it).
    public static func scale(forDPI dpi: Double?) -> CGFloat {
        guard let dpi, dpi.isFinite else { return 1 }
        return CGFloat(max(1, (dpi / 96).rounded()))
    }

    /// The scale `Xft.dpi` asks for on an open display (1 when unset).
    static func scale(display: OpaquePointer) -> CGFloat {
        guard let text = XResourceManagerString(display) else { return 1 }
        return scale(forDPI: dpi(inResourceString: String(cString: text)))
    }
}
