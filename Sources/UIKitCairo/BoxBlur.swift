#if canImport(Glibc)
import Glibc
#endif

/// Three successive box blurs approximating a Gaussian blur on an 8-bit alpha image
/// (the W3C filter-effects recipe, which is what browsers do).
///
/// Each pass averages every row, then every column. Made fast without changing a byte
/// (the sheet's shadow was 8 % of the CPU before the first frame): the
/// rounded average comes from a table instead of a division; a row equal to the row
/// before it (the straight sides of a card's shadow) gets that row's result copied;
/// the columns are averaged all at once, row by row, so memory is read in order; and
/// a long run of identical columns or rows (a card's straight sides) is blurred once
/// at the shortest length that gives the same bytes, then stretched back
/// (`gaussianApproximation`).
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
    ///
    /// Every output sample depends only on the input within `reach` samples of it (the
    /// passes' windows added up), so inside a run of identical columns, all the outputs
    /// whose window lies in the run are equal, and those near its ends see the same input
    /// as they would in a run only `reach + 1` long. A longer run is cut to that length,
    /// the smaller image blurred, and the run's middle output repeated to fill it again:
    /// the same bytes for a fraction of the work (a sheet's shadow: 20 % of the first
    /// frame's drawing before). The same goes for rows.
    static func gaussianApproximation(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let passes = passes(boxSize: boxSize(sigma: sigma))
        let before = passes.reduce(0) { $0 + $1.before }
        let kept = passes.reduce(1) { $0 + $1.before + $1.after }
        let rowIsRepeated = RepeatedRun.rowsSameAsNext(data, width: width, height: height, stride: stride)
        let rows = RepeatedRun.longest(count: height) { rowIsRepeated[$0] }
        let columns = RepeatedRun.columns(data, width: width, height: height, stride: stride, rowIsRepeated: rowIsRepeated)
        let dropColumns = max(0, columns.count - kept), dropRows = max(0, rows.count - kept)
        guard dropColumns > 0 || dropRows > 0 else {
            blurInPlace(data, width: width, height: height, stride: stride, passes: passes)
            return
        }
        // The image with `drop` columns (rows) taken out of the run's middle.
        let columnCut = CutAxis(pivot: columns.start + before, drop: dropColumns)
        let rowCut = CutAxis(pivot: rows.start + before, drop: dropRows)
        let smallWidth = width - dropColumns, smallHeight = height - dropRows
        let small = UnsafeMutablePointer<UInt8>.allocate(capacity: smallWidth * smallHeight)
        defer { small.deallocate() }
        for y in 0..<smallHeight {
            let source = data + rowCut.original(y) * stride, target = small + y * smallWidth
            let head = dropColumns > 0 ? columnCut.pivot + 1 : smallWidth
            target.update(from: source, count: head)
            if head < smallWidth { (target + head).update(from: source + head + dropColumns, count: smallWidth - head) }
        }
        blurInPlace(small, width: smallWidth, height: smallHeight, stride: smallWidth, passes: passes)
        // Stretched back: the run's middle repeats the output at the pivot.
        for y in 0..<height {
            let source = small + rowCut.reduced(y) * smallWidth, target = data + y * stride
            guard dropColumns > 0 else { target.update(from: source, count: width); continue }
            let pivot = columnCut.pivot
            target.update(from: source, count: pivot + 1)
            (target + pivot + 1).update(repeating: source[pivot], count: dropColumns - 1)
            (target + pivot + dropColumns).update(from: source + pivot, count: smallWidth - pivot)
        }
    }

    /// Where a run is cut along one axis: `drop` of its lines, those after `pivot`.
    private struct CutAxis {
        let pivot: Int, drop: Int

        /// The original line a line of the cut image holds.
        func original(_ reduced: Int) -> Int { reduced <= pivot ? reduced : reduced + drop }

        /// The cut image's line whose output an original line takes.
        func reduced(_ original: Int) -> Int {
            original <= pivot ? original : (original < pivot + drop ? pivot : original - drop)
        }
    }

    /// The longest run of identical adjacent columns (rows) of an image.
    private enum RepeatedRun {
        /// A row equal to the one after it (`rowIsRepeated`) is not read: the next one is.
        static func columns(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                            rowIsRepeated: [Bool]) -> (start: Int, count: Int) {
            guard width > 1 else { return (0, width) }
            var sameAsNext = [Bool](repeating: true, count: width - 1)
            for y in 0..<height where y == height - 1 || !rowIsRepeated[y] {
                let row = data + y * stride
                for x in 0..<(width - 1) where sameAsNext[x] && row[x] != row[x + 1] { sameAsNext[x] = false }
            }
            return longest(count: width) { sameAsNext[$0] }
        }

        /// For each row but the last, whether the row after it is the same.
        static func rowsSameAsNext(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> [Bool] {
            (0..<max(0, height - 1)).map { memcmp(data + $0 * stride, data + ($0 + 1) * stride, width) == 0 }
        }

        /// The longest run of lines each equal to the next, as (first line, lines).
        static func longest(count: Int, sameAsNext: (Int) -> Bool) -> (start: Int, count: Int) {
            var best = (start: 0, count: 1), start = 0
            for line in 1..<count {
                if !sameAsNext(line - 1) { start = line }
                if line - start + 1 > best.count { best = (start, line - start + 1) }
            }
            return best
        }
    }

    /// The three passes over the image as it is.
    private static func blurInPlace(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                    passes: [(before: Int, after: Int)]) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * (height - 1) + width)
        defer { source.deallocate() }
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for pass in passes {
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
