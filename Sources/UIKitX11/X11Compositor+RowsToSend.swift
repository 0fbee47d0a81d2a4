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
        var send: [Range<Int>] = []
        func add(_ row: Int) {
            if let last = send.last, row - last.upperBound <= Self.rowGapMerged {
                send[send.count - 1] = last.lowerBound..<(row + 1)
            } else {
                send.append(row..<(row + 1))
            }
        }
        for row in rows {
            let inPlace = under.contains { old in
                old.box.y <= row && row < old.box.y + old.box.height && runs.areIdentical(row + shift, row + old.source.y - old.box.y)
            }
            if !inPlace { add(row) }
        }
        guard send.count <= Self.maximumRowRuns else { return [rows] }
        directPixelsLeftInPlace += copy.box.area - send.reduce(0) { $0 + $1.count } * copy.box.width
        return send
    }

    /// Rows left in place between two sent runs below which the runs are sent as one.
    static let rowGapMerged = 4
    /// Runs above which the copy is sent whole (requests cost more than they save).
    static let maximumRowRuns = 48
}
