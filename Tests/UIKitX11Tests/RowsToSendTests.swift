import XCTest
@testable import UIKitX11

/// The rows of a moved opaque copy sent to the window (`X11Compositor.rowsToSend`),
/// worked out a stretch of identical rows at a time: exactly the rows the row-by-row
/// rule gives (a row is left in place where a copy the window shows covers it and its
/// row there is in the same run of identical bitmap rows), merged the same way.
final class RowsToSendTests: XCTestCase {
    /// Run starts for a bitmap whose rows are `keys` (equal neighbouring keys: one run).
    private func runs(_ keys: [Int]) -> BitmapRowRuns {
        var starts = [Int32](repeating: 0, count: keys.count)
        for row in keys.indices.dropFirst() { starts[row] = keys[row] == keys[row - 1] ? starts[row - 1] : Int32(row) }
        return BitmapRowRuns(runStarts: starts)
    }

    /// The row-by-row rule, as the compositor applied it before.
    private func rowByRow(_ rows: Range<Int>, shift: Int, over shown: [(rows: Range<Int>, shift: Int)],
                          runs: BitmapRowRuns) -> [Range<Int>] {
        var send: [Range<Int>] = []
        for row in rows {
            let inPlace = shown.contains { $0.rows.contains(row) && runs.areIdentical(row + shift, row + $0.shift) }
            guard !inPlace else { continue }
            if let last = send.last, row - last.upperBound <= X11Compositor.rowGapMerged {
                send[send.count - 1] = last.lowerBound..<(row + 1)
            } else {
                send.append(row..<(row + 1))
            }
        }
        return send
    }

    func testACardMovedFourRowsSendsOnlyTheRowsAroundItsEdges() {
        // Given a 100-row bitmap: 10 rows of one colour, a line of text (rows 10-19, each
        // different), 70 plain rows, and 10 more of text,
        let keys = Array(repeating: 0, count: 10) + Array(100..<110) + Array(repeating: 1, count: 70) + Array(200..<210)
        let bitmap = runs(keys)
        // when the window showed it at rows 300-399 and it moves down 4 rows (to 304-403),
        let sent = X11Compositor.rowsToSend(304..<404, shift: -304, over: [(300..<400, -300)], runs: bitmap)
        // then the plain rows stay where they are (the top ones too: the rows above the
        // bitmap are its first row); sent: the text line and the 4 plain rows above it
        // (the line moved onto them), and the last line with the 4 rows above it, its
        // last 4 rows where nothing was shown.
        XCTAssertEqual(sent, [310..<324, 390..<404])
        XCTAssertEqual(sent, rowByRow(304..<404, shift: -304, over: [(300..<400, -300)], runs: bitmap))
    }

    func testRowsOutsideTheBitmapAreItsEdgeRows() {
        // Given a bitmap whose first and last 20 rows are plain, shown 8 rows above and
        // below its own extent (the picture's padded edges repeat them),
        let keys = Array(repeating: 0, count: 20) + Array(1...20) + Array(repeating: 2, count: 20)
        let bitmap = runs(keys)
        let shown: [(rows: Range<Int>, shift: Int)] = [(0..<76, 8)]
        // when it moves by 3 rows,
        let sent = X11Compositor.rowsToSend(0..<76, shift: 5, over: shown, runs: bitmap)
        // then only the rows around its text are sent.
        XCTAssertEqual(sent, rowByRow(0..<76, shift: 5, over: shown, runs: bitmap))
        XCTAssertEqual(sent, [12..<35])
    }

    func testStretchesGiveTheRowByRowAnswerOnEveryPattern() {
        // Given bitmaps of runs of random lengths (a fixed seed) and copies shown at
        // random places, one or two of them, some reaching past the bitmap,
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for trial in 0..<400 {
            var keys: [Int] = []
            while keys.count < 40 + next(160) { keys += Array(repeating: next(4) == 0 ? keys.count : next(3), count: 1 + next(12)) }
            let bitmap = runs(keys)
            let top = next(50), height = 1 + next(keys.count + 10)
            let shift = next(keys.count) - top - next(5)
            var shown: [(rows: Range<Int>, shift: Int)] = []
            for _ in 0..<(1 + next(2)) {
                let start = top - 10 + next(20)
                shown.append((start..<(start + 1 + next(keys.count + 20)), shift + next(9) - 4))
            }
            // then the stretches give exactly the rows the row-by-row rule gives.
            let rows = top..<(top + height)
            XCTAssertEqual(X11Compositor.rowsToSend(rows, shift: shift, over: shown, runs: bitmap),
                           rowByRow(rows, shift: shift, over: shown, runs: bitmap), "trial \(trial)")
        }
    }
}
