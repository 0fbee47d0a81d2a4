import CGif
import Foundation
import UIKitImaging

/// Writes a GIF89a file through giflib: a logical screen, the NETSCAPE2.0 loop
/// extension, then frames with their own palettes, each with a graphic control
/// extension (delay, transparent index, "leave in place" disposal).
///
/// Output is collected in memory per frame and appended to a `TemporaryFile`,
/// which `commit()` renames into place.
final class GIFFileWriter {
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let file: TemporaryFile
    private let path: String
    /// Bytes giflib produced that are not on disk yet.
    fileprivate var pending: [UInt8] = []

    init(destination: URL, width: Int, height: Int, loopCount: UInt16 = 0) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw MediaEncodingError(path: destination.path, reason: "GIF frames must be 1 to 65535 pixels on a side, got \(width)x\(height)")
        }
        path = destination.path
        file = try TemporaryFile(destination: destination)
        var error: Int32 = 0
        let output: OutputFunc = { gif, bytes, count in
            guard let gif, let bytes, count > 0, let user = gif.pointee.UserData else { return 0 }
            let writer = Unmanaged<GIFFileWriter>.fromOpaque(user).takeUnretainedValue()
            writer.pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }
        gif = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), output, &error)
        guard gif != nil else { throw failure("giflib could not start", code: error) }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "screen descriptor")
        // NETSCAPE2.0: sub-block 1, loop count (0 = forever), little-endian.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop extension")
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBufferPointer { EGifPutExtensionBlock(gif, 11, $0.baseAddress) }, "loop extension")
        let loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8)]
        try check(loop.withUnsafeBufferPointer { EGifPutExtensionBlock(gif, 3, $0.baseAddress) }, "loop extension")
        try check(EGifPutExtensionTrailer(gif), "loop extension")
        try flush()
    }

    deinit {
        if gif != nil { EGifCloseFile(gif, nil) }
        file.discard()
    }

    /// One frame: `image` placed at `rect` on the screen, shown `delay` centiseconds.
    func addFrame(_ image: PalettedImage, at rect: PixelRect, delayCentiseconds delay: Int) throws {
        guard let gif else { throw MediaEncodingError(path: path, reason: "the GIF is already finished") }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(delay, 65535)),
                                           TransparentColor: Int32(image.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "graphic control")
        // A GIF palette has 2^n entries: pad with black.
        var size = 2
        while size < image.colorCount { size *= 2 }
        var colors = (0..<size).map { index -> GifColorType in
            guard index < image.colorCount else { return GifColorType(Red: 0, Green: 0, Blue: 0) }
            return GifColorType(Red: image.palette[index * 3], Green: image.palette[index * 3 + 1], Blue: image.palette[index * 3 + 2])
        }
        guard let map = GifMakeMapObject(Int32(size), &colors) else { throw failure("no memory for a palette", code: 0) }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map), "image descriptor")
        var indices = image.indices
        try check(EGifPutLine(gif, &indices, Int32(indices.count)), "image data")
        try flush()
    }

    /// Writes the trailer; the file stays under its temporary name until `commit()`.
    func close() throws {
        guard let gif else { return }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw failure("giflib could not close the file", code: error) }
        try flush()
    }

    func commit() throws { try file.commit() }

    func discard() {
        if gif != nil { EGifCloseFile(gif, nil) }
        gif = nil
        file.discard()
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        try file.write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    private func check(_ status: Int32, _ step: String) throws {
        guard status != GIF_OK else { return }
        throw failure("giflib failed writing the \(step)", code: gif?.pointee.Error ?? 0)
    }

    private func failure(_ message: String, code: Int32) -> MediaEncodingError {
        let detail = code != 0 ? GifErrorString(code).map { ": " + String(cString: $0) } ?? "" : ""
        return MediaEncodingError(path: path, reason: message + detail)
    }
}
