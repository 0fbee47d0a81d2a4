/// PNG scanline filters (method 0): choosing and applying a filter per row when
/// encoding, and undoing all five filter types when decoding.
enum PNGRowFilter {
    /// The five filter types.
    enum Kind: UInt8, CaseIterable {
        case none = 0, sub = 1, up = 2, average = 3, paeth = 4
    }

    /// Filters a whole image: `raw` holds `height` rows of `rowBytes` bytes; the result
    /// holds each row prefixed by its filter type byte.
    ///
    /// For every row all five filters are tried and the one with the smallest sum of
    /// absolute values (bytes read as signed) wins; ties go to the lowest filter type,
    /// so the choice is deterministic.
    static func filter(_ raw: [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) -> [UInt8] {
        precondition(raw.count == rowBytes * height)
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        let zeroRow = [UInt8](repeating: 0, count: rowBytes)
        raw.withUnsafeBufferPointer { raw in
            zeroRow.withUnsafeBufferPointer { zeroRow in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                    let above = y == 0 ? zeroRow
                        : UnsafeBufferPointer(rebasing: raw[((y - 1) * rowBytes)..<(y * rowBytes)])
                    var bestKind = Kind.none
                    var bestScore = Int.max
                    for kind in Kind.allCases {
                        let score = candidate.withUnsafeMutableBufferPointer {
                            filterRow(kind, row: row, above: above, bpp: bpp, into: $0)
                        }
                        if score < bestScore {
                            bestScore = score
                            bestKind = kind
                            swap(&best, &candidate)
                        }
                    }
                    let start = y * (rowBytes + 1)
                    output[start] = bestKind.rawValue
                    output.replaceSubrange((start + 1)..<(start + 1 + rowBytes), with: best)
                }
            }
        }
        return output
    }

    /// The rows as they are, each prefixed by filter type 0 (none).
    static func unfiltered(_ raw: [UInt8], rowBytes: Int, height: Int) -> [UInt8] {
        precondition(raw.count == rowBytes * height)
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        output.withUnsafeMutableBytes { output in
            raw.withUnsafeBytes { raw in
                for y in 0..<height {
                    let source = UnsafeRawBufferPointer(rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                    UnsafeMutableRawBufferPointer(rebasing: output[(y * (rowBytes + 1) + 1)...]).copyMemory(from: source)
                }
            }
        }
        return output
    }

    /// Writes `row` filtered with `kind` into `out`; returns the row's score.
    static func filterRow(_ kind: Kind, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
                              bpp: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var score = 0
        for i in 0..<row.count {
            let left = i >= bpp ? row[i - bpp] : 0
            let upLeft = i >= bpp ? above[i - bpp] : 0
            let predictor: UInt8
            switch kind {
            case .none: predictor = 0
            case .sub: predictor = left
            case .up: predictor = above[i]
            case .average: predictor = UInt8((Int(left) + Int(above[i])) / 2)
            case .paeth: predictor = paeth(left, above[i], upLeft)
            }
            let value = row[i] &- predictor
            out[i] = value
            score += value < 128 ? Int(value) : 256 - Int(value)
        }
        return score
    }

    /// Reverses filtering in place. `data` holds `height` rows of `1 + rowBytes` bytes
    /// (filter byte first); the result holds the raw rows without filter bytes.
    /// Throws `UnknownFilterType` when a row names a filter type other than 0...4.
    static func unfilter(_ data: [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws -> [UInt8] {
        precondition(data.count >= (rowBytes + 1) * height)
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        var failure: UnknownFilterType?
        data.withUnsafeBufferPointer { data in
            raw.withUnsafeMutableBufferPointer { raw in
                for y in 0..<height {
                    guard let kind = Kind(rawValue: data[y * (rowBytes + 1)]) else {
                        failure = UnknownFilterType(row: y, type: data[y * (rowBytes + 1)])
                        return
                    }
                    let source = y * (rowBytes + 1) + 1
                    let target = y * rowBytes
                    for i in 0..<rowBytes {
                        let left = i >= bpp ? raw[target + i - bpp] : 0
                        let up = y > 0 ? raw[target - rowBytes + i] : 0
                        let upLeft = i >= bpp && y > 0 ? raw[target - rowBytes + i - bpp] : 0
                        let predictor: UInt8
                        switch kind {
                        case .none: predictor = 0
                        case .sub: predictor = left
                        case .up: predictor = up
                        case .average: predictor = UInt8((Int(left) + Int(up)) / 2)
                        case .paeth: predictor = paeth(left, up, upLeft)
                        }
                        raw[target + i] = data[source + i] &+ predictor
                    }
                }
            }
        }
        if let failure { throw failure }
        return raw
    }

    /// A scanline starts with a filter type byte outside 0...4.
    struct UnknownFilterType: Error {
        let row: Int
        let type: UInt8
    }

    /// The Paeth predictor of the PNG specification.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
