import Foundation
import UIKitCairo

extension PixelBox {
    /// This box less every box of `others`, as disjoint rectangles: the bands between
    /// the boxes' top and bottom edges, each cut into the runs no box covers, a run the
    /// same as one in the band above merged into that rectangle.
    func subtracting(all others: [PixelBox]) -> [PixelBox] {
        guard !isEmpty else { return [] }
        if others.count == 1 {
            let cut = others[0].intersection(self)
            return cut.isEmpty ? [self] : subtracting(inside: cut)
        }
        let cuts = others.map { $0.intersection(self) }.filter { !$0.isEmpty }.sorted { $0.y < $1.y }
        guard !cuts.isEmpty else { return [self] }
        if cuts.count == 1 { return subtracting(inside: cuts[0]) }
        var ys = [y, y + height]
        ys.reserveCapacity(2 + 2 * cuts.count)
        for cut in cuts { ys.append(cut.y); ys.append(cut.y + cut.height) }
        ys.sort()
        ys = ys.enumerated().filter { $0.offset == 0 || $0.element != ys[$0.offset - 1] }.map(\.element)
        var result: [PixelBox] = []
        // The band above's free runs, by their left edge, with their rectangle's index.
        var above: [(x0: Int, x1: Int, index: Int)] = []
        var active: [PixelBox] = [], next = 0
        for (y0, y1) in zip(ys, ys.dropFirst()) {
            // The boxes across this band (no edge lies inside it).
            active.removeAll { $0.y + $0.height <= y0 }
            while next < cuts.count, cuts[next].y <= y0 { active.append(cuts[next]); next += 1 }
            var free: [(x0: Int, x1: Int)] = [], cursor = x
            for cut in active.sorted(by: { $0.x < $1.x }) {
                if cut.x > cursor { free.append((cursor, cut.x)) }
                cursor = max(cursor, cut.x + cut.width)
            }
            if cursor < x + width { free.append((cursor, x + width)) }
            // Both lists run left to right: walk them together.
            var band: [(x0: Int, x1: Int, index: Int)] = [], at = 0
            for run in free {
                while at < above.count, above[at].x0 < run.x0 { at += 1 }
                if at < above.count, above[at].x0 == run.x0, above[at].x1 == run.x1 {
                    let index = above[at].index
                    result[index].height = y1 - result[index].y
                    band.append((run.x0, run.x1, index))
                } else {
                    result.append(PixelBox(x: run.x0, y: y0, width: run.x1 - run.x0, height: y1 - y0))
                    band.append((run.x0, run.x1, result.count - 1))
                }
            }
            above = band
        }
        return result
    }

    /// This box less one box inside it, exactly as `subtracting(all:)` cuts it (a band
    /// above, the sides beside it, a band below, in that order; no two of them merge):
    /// the common case (a shadow strip's run taken out of a fill), without the bands' bookkeeping.
    private func subtracting(inside cut: PixelBox) -> [PixelBox] {
        var result: [PixelBox] = []
        if cut.y > y { result.append(PixelBox(x: x, y: y, width: width, height: cut.y - y)) }
        if cut.x > x { result.append(PixelBox(x: x, y: cut.y, width: cut.x - x, height: cut.height)) }
        if cut.x + cut.width < x + width {
            result.append(PixelBox(x: cut.x + cut.width, y: cut.y, width: x + width - (cut.x + cut.width), height: cut.height))
        }
        if cut.y + cut.height < y + height {
            result.append(PixelBox(x: x, y: cut.y + cut.height, width: width, height: y + height - (cut.y + cut.height)))
        }
        return result
    }
}
