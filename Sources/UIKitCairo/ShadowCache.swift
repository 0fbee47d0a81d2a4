import CCairo
import Foundation
import UIKitCore

/// Blurred shadow masks (A8 surfaces in device pixels), cached by shape, scale and blur.
///
/// Cairo has no blur; a Gaussian of standard deviation `sigma` is approximated
/// by three box blurs (the W3C filter-effects recipe), which is what browsers do.
/// A sheet's shadow is rasterised once and reused every frame of a drag.
public final class ShadowCache {
    public struct Mask {
        let surface: OpaquePointer
        /// Device-space position of the mask's top-left pixel.
        let origin: CGPoint
        /// Keeps `surface` alive (the compositor's copy is keyed on it).
        let owner: AnyObject
    }

    private final class Entry {
        let surface: OpaquePointer
        let offsetFromPathOrigin: CGPoint
        init(surface: OpaquePointer, offset: CGPoint) {
            self.surface = surface
            self.offsetFromPathOrigin = offset
        }
        deinit { cairo_surface_destroy(surface) }
    }

    private struct Key: Hashable {
        let path: [Double]
        let sigma: Double
    }

    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []
    private let capacity = 32

    public init() {}

    /// The mask for `path` (user space) under `transform` (user to device), blurred by `sigma` device pixels.
    func mask(for path: GraphicsPath, transform: CGAffineTransform, sigma: CGFloat) -> Mask? {
        guard transform.determinant != 0 else { return nil }
        let devicePath = path.applying(transform)
        let bounds = devicePath.bounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        // Key on the shape relative to its whole-pixel origin, so moving the shape reuses the mask.
        // A wide blur (2 px and more) also drops the sub-pixel phase: a shape at fractional
        // positions (a rubber-banded sheet) reuses one mask, placed within half a pixel.
        let snapsPhase = sigma >= 2
        let originX = snapsPhase ? bounds.minX.rounded() : bounds.minX.rounded(.down)
        let originY = snapsPhase ? bounds.minY.rounded() : bounds.minY.rounded(.down)
        let local = devicePath.applying(CGAffineTransform(translationX: snapsPhase ? -bounds.minX : -originX,
                                                          y: snapsPhase ? -bounds.minY : -originY))
        let key = Key(path: Self.flatten(local), sigma: Double((sigma * 100).rounded() / 100))
        if let entry = entries[key] {
            return Mask(surface: entry.surface, origin: CGPoint(x: originX + entry.offsetFromPathOrigin.x,
                                                                 y: originY + entry.offsetFromPathOrigin.y), owner: entry)
        }
        guard let entry = render(local, size: bounds.size, sigma: sigma) else { return nil }
        entries[key] = entry
        order.append(key)
        if order.count > capacity { entries[order.removeFirst()] = nil }
        return Mask(surface: entry.surface, origin: CGPoint(x: originX + entry.offsetFromPathOrigin.x,
                                                             y: originY + entry.offsetFromPathOrigin.y), owner: entry)
    }

    private static func flatten(_ path: GraphicsPath) -> [Double] {
        path.keyValues.map { ($0 * 64).rounded() / 64 }
    }

    private func render(_ path: GraphicsPath, size: CGSize, sigma: CGFloat) -> Entry? {
        let margin = Int((max(sigma, 0) * 3).rounded(.up)) + 1
        let width = Int(size.width.rounded(.up)) + 2 * margin + 1
        let height = Int(size.height.rounded(.up)) + 2 * margin + 1
        guard width > 0, height > 0, width * height < 64_000_000 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard let cr = cairo_create(surface) else { cairo_surface_destroy(surface); return nil }
        cairo_translate(cr, Double(margin), Double(margin))
        path.append(to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        if sigma > 0.3 {
            let stride = Int(cairo_image_surface_get_stride(surface))
            if let data = cairo_image_surface_get_data(surface) {
                BoxBlur.gaussianApproximation(data, width: width, height: height, stride: stride, sigma: Double(sigma))
            }
            cairo_surface_mark_dirty(surface)
        }
        return Entry(surface: surface, offset: CGPoint(x: -margin, y: -margin))
    }
}
