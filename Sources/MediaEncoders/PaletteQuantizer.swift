import CImageQuant
import Foundation

/// An image reduced to at most 256 colours by libimagequant (the quantizer behind
/// pngquant and gifski): a palette and one index per pixel.
struct PalettedImage: Equatable {
    /// RGB triples, `palette.count / 3` entries (at most 256).
    var palette: [UInt8]
    /// The palette entry used for transparent pixels, if any.
    var transparentIndex: Int?
    /// One palette index per pixel, row by row.
    var indices: [UInt8]

    var colorCount: Int { palette.count / 3 }
}

/// Quantizes straight RGBA images with libimagequant, deterministically (one
/// OpenMP thread, fixed settings), with Floyd-Steinberg dithering at `dithering`.
struct PaletteQuantizer {
    /// 1 to 10; libimagequant's default (4) balances time and quality.
    var speed: Int32 = 4
    /// 0 (none) to 1 (full): smooths shadows and the dimming at the cost of some noise.
    var dithering: Float = 1

    enum Failure: Error { case liq(String) }

    /// Pixels with alpha 0 map to one transparent entry; every other pixel must be opaque.
    func quantize(rgba: [UInt8], width: Int, height: Int) throws -> PalettedImage {
        precondition(rgba.count == width * height * 4)
        cimagequant_use_one_thread()
        guard let attr = liq_attr_create() else { throw Failure.liq("cannot create attributes") }
        defer { liq_attr_destroy(attr) }
        liq_set_speed(attr, speed)
        liq_set_max_colors(attr, 256)
        return try rgba.withUnsafeBytes { bytes -> PalettedImage in
            guard let image = liq_image_create_rgba(attr, bytes.baseAddress!, Int32(width), Int32(height), 0) else {
                throw Failure.liq("cannot read the image")
            }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            let status = liq_image_quantize(image, attr, &result)
            guard status == LIQ_OK, let result else { throw Failure.liq("quantization failed (\(status.rawValue))") }
            defer { liq_result_destroy(result) }
            liq_set_dithering_level(result, dithering)
            var indices = [UInt8](repeating: 0, count: width * height)
            let written = indices.withUnsafeMutableBytes { out in
                liq_write_remapped_image(result, image, out.baseAddress!, out.count)
            }
            guard written == LIQ_OK, let palettePointer = liq_get_palette(result) else {
                throw Failure.liq("remapping failed (\(written.rawValue))")
            }
            return Self.paletted(palettePointer.pointee, indices: indices, rgba: rgba)
        }
    }

    /// Reads the palette; pixels that were transparent in the input all use the transparent entry.
    private static func paletted(_ liqPalette: liq_palette, indices: [UInt8], rgba: [UInt8]) -> PalettedImage {
        var palette: [UInt8] = []
        var transparent: Int?
        withUnsafeBytes(of: liqPalette.entries) { raw in
            let entries = raw.bindMemory(to: liq_color.self)
            for index in 0..<Int(liqPalette.count) {
                let color = entries[index]
                palette += [color.r, color.g, color.b]
                if color.a < 128 && transparent == nil { transparent = index }
            }
        }
        var indices = indices
        if let transparent {
            for pixel in 0..<indices.count where rgba[pixel * 4 + 3] == 0 { indices[pixel] = UInt8(transparent) }
        }
        return PalettedImage(palette: palette, transparentIndex: transparent, indices: indices)
    }
}
