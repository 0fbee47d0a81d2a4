/// Turns a zlib stream of filtered 8-bit scanlines into a premultiplied `PixelBuffer`.
enum PNGPixelDecoder {
    /// Largest image (in pixels) the decoder will allocate: 2^28, about 16384 × 16384.
    static let maxPixels = 1 << 28

    /// Decodes `width`×`height` pixels of `header`'s colour type from `zlibData`.
    static func decode(_ zlibData: [UInt8], width: Int, height: Int, header: PNGHeader) throws -> PixelBuffer {
        try checkSupported(header)
        guard width > 0, height > 0, width <= maxPixels, height <= maxPixels, width * height <= maxPixels else {
            throw PNGDecodingError.imageTooLarge(width: width, height: height)
        }
        let bpp = header.colorType.bytesPerPixel
        let rowBytes = width * bpp
        let filtered: [UInt8]
        do {
            filtered = try Zlib.inflate(zlibData, expectedSize: (rowBytes + 1) * height)
        } catch let Zlib.InflateError.tooLittleData(produced) {
            throw PNGDecodingError.corruptImageData("\(produced) of \((rowBytes + 1) * height) bytes of scanlines")
        } catch let Zlib.InflateError.corrupt(message) {
            throw PNGDecodingError.corruptImageData("zlib: \(message)")
        }
        let raw: [UInt8]
        do {
            raw = try PNGRowFilter.unfilter(filtered, rowBytes: rowBytes, height: height, bytesPerPixel: bpp)
        } catch let error as PNGRowFilter.UnknownFilterType {
            throw PNGDecodingError.corruptImageData("row \(error.row) has unknown filter type \(error.type)")
        }
        return PixelBuffer(width: width, height: height,
                           premultipliedARGB: premultiply(raw, count: width * height, colorType: header.colorType))
    }

    /// Throws `unsupported` for anything but 8-bit, non-interlaced grey, grey+alpha, RGB, RGBA.
    static func checkSupported(_ header: PNGHeader) throws {
        guard header.bitDepth == 8 else { throw PNGDecodingError.unsupported("bit depth \(header.bitDepth)") }
        guard header.interlaceMethod == 0 else { throw PNGDecodingError.unsupported("interlaced (Adam7) images") }
        guard header.colorType != .indexed else { throw PNGDecodingError.unsupported("palette (indexed) images") }
    }

    private static func premultiply(_ raw: [UInt8], count: Int, colorType: PNGColorType) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: count)
        raw.withUnsafeBufferPointer { raw in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for i in 0..<count {
                    let color: RGBA8
                    switch colorType {
                    case .grayscale, .indexed:
                        color = RGBA8(r: raw[i], g: raw[i], b: raw[i])
                    case .grayscaleAlpha:
                        color = RGBA8(r: raw[2 * i], g: raw[2 * i], b: raw[2 * i], a: raw[2 * i + 1])
                    case .rgb:
                        color = RGBA8(r: raw[3 * i], g: raw[3 * i + 1], b: raw[3 * i + 2])
                    case .rgba:
                        color = RGBA8(r: raw[4 * i], g: raw[4 * i + 1], b: raw[4 * i + 2], a: raw[4 * i + 3])
                    }
                    pixels[i] = color.premultipliedARGB
                }
            }
        }
        return pixels
    }
}
