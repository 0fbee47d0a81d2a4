import CFFmpeg
import UIKitImaging

/// Converts frames (premultiplied BGRA in memory on little-endian machines, Cairo's
/// ARGB32) to the encoder's yuv420p picture with libswscale, BT.709 limited range.
///
/// yuv420p stores colour for 2×2 blocks, so H.264 and VP9 need even sizes: an odd
/// width or height is padded by one pixel that repeats the last column or row (an
/// invisible seam; the picture is never scaled).
final class VideoFrameConverter {
    let sourceWidth: Int
    let sourceHeight: Int
    /// The encoded size: the source rounded up to even numbers.
    let width: Int
    let height: Int
    private let scaler: OpaquePointer
    private let api: cffmpeg_api

    init?(api: cffmpeg_api, width sourceWidth: Int, height sourceHeight: Int) {
        self.api = api
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        width = Self.even(sourceWidth)
        height = Self.even(sourceHeight)
        let flags = Int32(SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT)
        guard let scaler = api.sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_BGRA,
                                          Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
                                          flags, nil, nil, nil) else { return nil }
        self.scaler = scaler
        let bt709 = api.sws_getCoefficients(SWS_CS_ITU709)
        api.sws_setColorspaceDetails(scaler, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)
    }

    deinit { api.sws_freeContext(scaler) }

    /// The padded size for a source dimension.
    static func even(_ value: Int) -> Int { value + (value & 1) }

    /// The frame's pixels padded to the even size, 4 bytes per pixel.
    func padded(_ frame: PixelBuffer) -> [UInt32] {
        if width == sourceWidth && height == sourceHeight { return frame.pixels }
        var result = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let sourceRow = min(y, sourceHeight - 1) * sourceWidth
            for x in 0..<width {
                result[y * width + x] = frame.pixels[sourceRow + min(x, sourceWidth - 1)]
            }
        }
        return result
    }

    /// Fills `picture` (a writable yuv420p AVFrame of the even size) from `frame`.
    func convert(_ frame: PixelBuffer, into picture: UnsafeMutablePointer<AVFrame>) {
        let pixels = padded(frame)
        pixels.withUnsafeBytes { bytes in
            var source: [UnsafePointer<UInt8>?] = [bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
            var sourceStride: [Int32] = [Int32(width * 4), 0, 0, 0]
            withUnsafeMutablePointer(to: &picture.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    withUnsafeMutablePointer(to: &picture.pointee.linesize) { linesize in
                        linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = api.sws_scale(scaler, &source, &sourceStride, 0, Int32(height), planes, strides)
                        }
                    }
                }
            }
        }
    }
}
