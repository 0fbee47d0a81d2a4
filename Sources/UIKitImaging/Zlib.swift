import CZlib

/// Thin, deterministic wrappers around zlib's deflate, inflate and CRC-32.
///
/// Compression always uses the zlib format with a 32 KiB window, memLevel 8 and
/// `Z_DEFAULT_STRATEGY`, so the same input and level give the same bytes with the
/// same zlib.
enum Zlib {
    /// Why inflating failed.
    enum InflateError: Error, Equatable {
        /// The stream ended (or input ran out) before `expectedSize` bytes were produced.
        case tooLittleData(produced: Int)
        /// zlib rejected the stream; `message` is zlib's explanation when it gives one.
        case corrupt(message: String)
    }

    /// The zlib stream (RFC 1950) of `input` at `level` (0...9, clamped).
    static func deflate(_ input: [UInt8], level: Int) -> [UInt8] {
        var stream = z_stream()
        let clampedLevel = Int32(min(9, max(0, level)))
        let initResult = deflateInit2_(&stream, clampedLevel, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                                       zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(initResult == Z_OK, "deflateInit2 failed (\(initResult))")
        defer { deflateEnd(&stream) }
        precondition(input.count <= Int(UInt32.max), "deflate input too large")

        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        var produced = 0
        var input = input
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                if produced == output.count { output.append(contentsOf: repeatElement(0, count: output.count)) }
                let result: Int32 = output.withUnsafeMutableBufferPointer { destination in
                    stream.next_out = destination.baseAddress! + produced
                    stream.avail_out = uInt(destination.count - produced)
                    let result = CZlib.deflate(&stream, Z_FINISH)
                    produced = destination.count - Int(stream.avail_out)
                    return result
                }
                if result == Z_STREAM_END { break }
                precondition(result == Z_OK || result == Z_BUF_ERROR, "deflate failed (\(result))")
            }
        }
        output.removeSubrange(produced...)
        return output
    }

    /// Inflates a zlib stream into exactly `expectedSize` bytes.
    ///
    /// Data beyond `expectedSize` is ignored (as libpng does); fewer bytes, or a stream
    /// zlib rejects, throw `InflateError`.
    static func inflate(_ input: [UInt8], expectedSize: Int) throws -> [UInt8] {
        var stream = z_stream()
        let initResult = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initResult == Z_OK else { throw InflateError.corrupt(message: "inflateInit failed (\(initResult))") }
        defer { inflateEnd(&stream) }
        guard expectedSize > 0 else { return [] }

        // Deflate expands at most ~1032:1, so never allocate more than the input could
        // produce: a tiny corrupt file cannot make us reserve a huge buffer.
        let possible = input.count > Int(Int32.max) / 2048 ? expectedSize : input.count * 1040 + 64
        var output = [UInt8](repeating: 0, count: min(expectedSize, possible))
        var input = input
        var produced = 0
        var failure: InflateError?
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = destination.baseAddress
                stream.avail_out = uInt(destination.count)
                while true {
                    let result = CZlib.inflate(&stream, Z_NO_FLUSH)
                    produced = destination.count - Int(stream.avail_out)
                    if produced == destination.count { return }
                    switch result {
                    case Z_OK:
                        continue
                    case Z_STREAM_END, Z_BUF_ERROR:
                        failure = .tooLittleData(produced: produced)
                    default:
                        let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(result)"
                        failure = .corrupt(message: message)
                    }
                    return
                }
            }
        }
        if let failure { throw failure }
        guard output.count == expectedSize else { throw InflateError.tooLittleData(produced: produced) }
        return output
    }

    /// CRC-32 (as used by PNG chunks) of `bytes`, continuing from `crc`.
    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        return UInt32(truncatingIfNeeded: CZlib.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self),
                                                      uInt(bytes.count)))
    }

    /// CRC-32 of a byte array, continuing from `crc`.
    static func crc32<C: Collection>(_ bytes: C, continuing crc: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ crc32(UnsafeRawBufferPointer($0), continuing: crc) }) {
            return result
        }
        return Array(bytes).withUnsafeBytes { crc32($0, continuing: crc) }
    }
}
