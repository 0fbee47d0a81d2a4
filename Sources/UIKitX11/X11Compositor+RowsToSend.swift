import CX11
import Foundation
import UIKitCairo

extension X11Compositor {
    /// The rows of `copy`'s box to send: all of them, but where the window already shows
    /// a direct copy of the same drawing of the same bitmap on the same columns (the
    /// last frame's, a few rows off) and the row it shows is identical to the row to
    /// copy there (both in one run of identical rows). Runs are merged across gaps of a
    /// few rows (a request costs more than a few rows' copy).
    func rowsToSend(_ copy: DirectCopy, over shown: [DirectCopy]) -> [Range<Int>] {
        let rows = copy.box.y..<(copy.box.y + copy.box.height)
        // What the window shows of the same bitmap, on these columns, a few rows off.
        let shift = copy.source.y - copy.box.y
        let under = shown.filter { $0.upload === copy.upload && $0.generation == copy.generation
                                   && $0.source.x - $0.box.x == copy.source.x - copy.box.x
                                   && $0.box.x <= copy.box.x && $0.box.x + $0.box.width >= copy.box.x + copy.box.width
                                   && $0.source.y - $0.box.y != shift && !$0.box.intersection(copy.box).isEmpty }
        guard !under.isEmpty else { return [rows] }
        if copy.upload.rowRuns == nil {
            // Released client pixels read as zero: without runs found before, every row is sent.
            guard !LayerRasterCache.pixelsAreReleased(copy.upload.owner) else { return [rows] }
            copy.upload.rowRuns = BitmapRowRuns(copy.bitmap)
        }
        guard let runs = copy.upload.rowRuns else { return [rows] }
        let send = Self.rowsToSend(rows, shift: shift,
                                   over: under.map { ($0.box.y..<($0.box.y + $0.box.height), $0.source.y - $0.box.y) }, runs: runs)
        guard send.count <= Self.maximumRowRuns else { return [rows] }
        directPixelsLeftInPlace += copy.box.area - send.reduce(0) { $0 + $1.count } * copy.box.width
        return send
    }

    /// The rows of `rows` to send, runs less than `rowGapMerged` apart merged: a row is
    /// left in place where one of `shown` (the window rows a copy of the same bitmap
    /// covers, and its bitmap row less window row) covers it and showed a row identical
    /// to the one to show (bitmap row `row + shift`). Worked out a stretch of rows at a
    /// time, each as long as no run of `runs` and no edge of `shown` changes the answer:
    /// the work follows the bitmap's runs, not the copy's height.
    static func rowsToSend(_ rows: Range<Int>, shift: Int, over shown: [(rows: Range<Int>, shift: Int)],
                           runs: BitmapRowRuns) -> [Range<Int>] {
        var send: [Range<Int>] = []
        var row = rows.lowerBound
        while row < rows.upperBound {
            // The stretch [row, next) over which the answer stays the same.
            var next = rows.upperBound, inPlace = false
            if let end = runs.sameRunEnd(after: row + shift) { next = min(next, end - shift) }
            for old in shown {
                if row < old.rows.lowerBound { next = min(next, old.rows.lowerBound); continue }
                guard row < old.rows.upperBound else { continue }
                next = min(next, old.rows.upperBound)
                if let end = runs.sameRunEnd(after: row + old.shift) { next = min(next, end - old.shift) }
                if !inPlace, runs.areIdentical(row + shift, row + old.shift) { inPlace = true }
            }
            if !inPlace {
                if let last = send.last, row - last.upperBound <= rowGapMerged {
                    send[send.count - 1] = last.lowerBound..<next
                } else {
                    send.append(row..<next)
                }
            }
            row = next
        }
        return send
    }

    /// Rows left in place between two sent runs below which the runs are sent as one.
    static let rowGapMerged = 4
    /// Runs above which the copy is sent whole (requests cost more than they save).
    static let maximumRowRuns = 48
}
