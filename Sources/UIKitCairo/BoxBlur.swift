#if canImport(Glibc)
import Glibc
#endif

/// Three successive box blurs approximating a Gaussian blur on an 8-bit alpha image
/// (the W3C filter-effects recipe, which is what browsers do).
///
/// Each pass averages every row, then every column. Made fast without changing a byte
/// (issue 17: the sheet's shadow was 8 % of the CPU before the first frame): the
/// rounded average comes from a table instead of a division; a row equal to the row
/// before it (the straight sides of a card's shadow) gets that row's result copied;
/// the columns are averaged all at once, row by row, so memory is read in order.
enum BoxBlur {
    /// Box size for sigma, per the W3C Filter Effects spec (feGaussianBlur).
    static func boxSize(sigma: Double) -> Int {
        max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    }

    /// The three passes as samples taken before and after each output pixel. For an even
    /// box size the spec shifts the first box half a pixel left and the second half a pixel
    /// right, then uses a centred box one wider, so the blur stays centred.
    static func passes(boxSize d: Int) -> [(before: Int, after: Int)] {
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Blurs `width` x `height` samples, rows `stride` bytes apart, in place. Every output
    /// sample is `(sum + size / 2) / size` of the `size` samples around it (zero outside).
    static func gaussianApproximation(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * (height - 1) + width)
        defer { source.deallocate() }
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for pass in passes(boxSize: boxSize(sigma: sigma)) {
            let size = pass.before + pass.after + 1
            // The rounded average of every sum a line can reach.
            let averages = (0...(255 * size)).map { UInt8(($0 + size / 2) / size) }
            averages.withUnsafeBufferPointer { table in
                let table = table.baseAddress!
                blurRows(data, width: width, height: height, stride: stride, before: pass.before, after: pass.after,
                         table: table, scratch: scratch)
                blurColumns(data, width: width, height: height, stride: stride, before: pass.before, after: pass.after,
                            table: table, source: source, sums: sums)
            }
        }
    }

    /// The moving average along each row; `scratch` keeps the last row averaged, as it was.
    private static func blurRows(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                 before: Int, after: Int, table: UnsafePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        var hasPrevious = false
        for y in 0..<height {
            let row = data + y * stride
            if hasPrevious && memcmp(row, scratch, width) == 0 {
                row.update(from: row - stride, count: width)   // same samples as the row above: same result
                continue
            }
            scratch.update(from: row, count: width)
            var sum = 0
            for x in 0...min(after, width - 1) { sum += Int(scratch[x]) }
            for x in 0..<width {
                row[x] = table[sum]
                let add = x + after + 1, remove = x - before
                if add < width { sum += Int(scratch[add]) }
                if remove >= 0 { sum -= Int(scratch[remove]) }
            }
            hasPrevious = true
        }
    }

    /// The moving average down every column at once: `sums` holds each column's window,
    /// read from `source`, a copy of the image before this pass.
    private static func blurColumns(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                    before: Int, after: Int, table: UnsafePointer<UInt8>,
                                    source: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>) {
        source.update(from: data, count: stride * (height - 1) + width)
        sums.update(repeating: 0, count: width)
        for y in 0...min(after, height - 1) {
            let row = source + y * stride
            for x in 0..<width { sums[x] &+= Int32(row[x]) }
        }
        for y in 0..<height {
            let output = data + y * stride
            for x in 0..<width { output[x] = table[Int(sums[x])] }
            let add = y + after + 1, remove = y - before
            if add < height {
                let row = source + add * stride
                for x in 0..<width { sums[x] &+= Int32(row[x]) }
            }
            if remove >= 0 {
                let row = source + remove * stride
                for x in 0..<width { sums[x] &-= Int32(row[x]) }
            }
        }
    }
}
