import Foundation

/// Reads PNG and APNG files: chunks, header, animation chunks, and pixels.
///
/// ```swift
/// let decoder = try PNGDecoder(data: data)
/// let still = try decoder.image()          // the default image (IDAT)
/// let frames = try decoder.frames()        // full-size composited APNG frames
/// ```
///
/// Decodes 8-bit, non-interlaced greyscale, grey+alpha, RGB and RGBA images. Every
/// kind of damage is reported as a `PNGDecodingError`; the decoder does not trap.
public struct PNGDecoder: Sendable {
    /// All chunks up to and including IEND, in file order.
    public let chunks: [PNGChunk]
    /// The IHDR fields.
    public let header: PNGHeader
    /// The acTL chunk, present only in animated PNGs.
    public let animationControl: APNGAnimationControl?
    /// Every fcTL chunk, in file order.
    public let frameControls: [APNGFrameControl]

    /// Parses `data`, checking the signature, chunk lengths, every CRC, IHDR, acTL
    /// and fcTL chunks. Pixels are decoded later, by `image()` and `frames()`.
    ///
    /// - Throws: `PNGDecodingError`.
    public init(data: Data) throws {
        try self.init(bytes: [UInt8](data))
    }

    /// Parses PNG bytes; see `init(data:)`.
    public init(bytes: [UInt8]) throws {
        chunks = try PNGChunk.parse(bytes)
        if let bad = chunks.first(where: { !$0.isCRCValid }) {
            throw PNGDecodingError.badCRC(chunkType: bad.type, offset: bad.offset)
        }
        guard let first = chunks.first, first.type == "IHDR" else { throw PNGDecodingError.missingChunk("IHDR") }
        header = try PNGHeader(chunkData: first.data)
        if let actl = chunks.first(where: { $0.type == "acTL" }) {
            guard actl.data.count == 8 else {
                throw PNGDecodingError.invalidChunk(type: "acTL", reason: "length \(actl.data.count), expected 8")
            }
            let reader = BigEndianReader(actl.data)
            animationControl = APNGAnimationControl(frameCount: Int(reader.uint32(at: 0)),
                                                    playCount: Int(reader.uint32(at: 4)))
        } else {
            animationControl = nil
        }
        frameControls = try chunks.filter { $0.type == "fcTL" }.map { try APNGFrameControl(chunkData: $0.data) }
    }

    /// Whether the file is an animated PNG (has acTL).
    public var isAnimated: Bool { animationControl != nil }

    /// The default image: the IDAT data decoded at the full IHDR size.
    ///
    /// - Throws: `PNGDecodingError` (`.missingChunk("IDAT")`, `.corruptImageData`, `.unsupported`, ...).
    public func image() throws -> PixelBuffer {
        let idat = chunks.filter { $0.type == "IDAT" }
        guard !idat.isEmpty else { throw PNGDecodingError.missingChunk("IDAT") }
        return try PNGPixelDecoder.decode(idat.flatMap(\.data), width: header.width, height: header.height,
                                          header: header)
    }

    /// Every animation frame as a full-size image, composited the way a viewer shows it
    /// (dispose and blend ops applied, canvas starting transparent black). A still PNG
    /// gives one frame, its image.
    ///
    /// - Throws: `PNGDecodingError`, `.invalidAnimation` when sequence numbers are not
    ///   0, 1, 2, ... in file order, a frame lies outside the canvas, has no data, or the
    ///   number of fcTL chunks differs from acTL's count.
    public func frames() throws -> [PixelBuffer] {
        guard let animationControl else { return [try image()] }
        let parts = try framePieces()
        guard parts.count == animationControl.frameCount else {
            throw PNGDecodingError.invalidAnimation("acTL says \(animationControl.frameCount) frames, found \(parts.count)")
        }
        let images = try parts.map { part -> (APNGFrameControl, PixelBuffer) in
            let image = try PNGPixelDecoder.decode(part.data, width: part.control.rect.width,
                                                   height: part.control.rect.height, header: header)
            return (part.control, image)
        }
        return APNGCompositor.composite(images, width: header.width, height: header.height)
    }

    /// The frame controls paired with their compressed data, after checking sequence
    /// numbers and frame rectangles.
    private func framePieces() throws -> [(control: APNGFrameControl, data: [UInt8])] {
        var pieces = [(control: APNGFrameControl, data: [UInt8])]()
        var expectedSequence: UInt32 = 0
        var pendingIDAT = false         // the current fcTL's data comes from IDAT
        var defaultImageIsFrame = false // the first fcTL precedes IDAT
        var controlIndex = 0
        func checkSequence(_ number: UInt32, _ type: String) throws {
            guard number == expectedSequence else {
                throw PNGDecodingError.invalidAnimation("\(type) has sequence number \(number), expected \(expectedSequence)")
            }
            expectedSequence &+= 1
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let control = frameControls[controlIndex]
                controlIndex += 1
                try checkSequence(control.sequenceNumber, "fcTL")
                guard !control.rect.isEmpty, PixelRect(x: 0, y: 0, width: header.width, height: header.height)
                    .contains(control.rect) else {
                    throw PNGDecodingError.invalidAnimation("frame \(control.rect) lies outside the "
                                                            + "\(header.width)x\(header.height) canvas")
                }
                pieces.append((control, []))
                pendingIDAT = false
            case "IDAT":
                if pieces.count == 1 && (pendingIDAT || pieces[0].data.isEmpty) {
                    pendingIDAT = true
                    defaultImageIsFrame = true
                    pieces[0].data += chunk.data
                }
            case "fdAT":
                guard chunk.data.count >= 4 else {
                    throw PNGDecodingError.invalidChunk(type: "fdAT", reason: "shorter than its sequence number")
                }
                try checkSequence(BigEndianReader(chunk.data).uint32(at: 0), "fdAT")
                guard !pieces.isEmpty, !pendingIDAT else {
                    throw PNGDecodingError.invalidAnimation("fdAT at byte \(chunk.offset) belongs to no frame")
                }
                pieces[pieces.count - 1].data += chunk.data[4...]
            default:
                continue
            }
        }
        if defaultImageIsFrame, pieces[0].control.rect != PixelRect(x: 0, y: 0, width: header.width, height: header.height) {
            throw PNGDecodingError.invalidAnimation("the default image's fcTL must cover the whole canvas")
        }
        if let empty = pieces.firstIndex(where: { $0.data.isEmpty }) {
            throw PNGDecodingError.invalidAnimation("frame \(empty) has no image data")
        }
        return pieces
    }
}
