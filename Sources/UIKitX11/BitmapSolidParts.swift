import CCairo
import Foundation
import UIKitCairo

/// A bitmap cut once per drawing into rectangles that are each one colour (`solid`) or
/// not (`mixed`), together covering it exactly once: what a dimmed copy fills with the
/// blended colour and what it copies and blends (`DimmedCopy`). A frame only clips the
/// rectangles to its parts (`split`), a lookup whatever the bitmap holds.
///
/// The cut follows the pixels, not a grid: each row's runs of one colour at least
/// `minimumRun` pixels long are solid, what lies between them mixed. A stretch of rows
/// that hold mixed runs (a line of text, or two touching) is cut into bands of rows
/// that share one set of mixed columns, the union of theirs, chosen at the least cost
/// (`bands(of:_:)`: mixed pixels against rectangles), so a line of text is a few
/// rectangles as tall as its ink rather than one a row; beside them, and in the rows
/// between, a run the same as the one in the row above (same columns, same colour)
/// grows that rectangle down. A list's text is then mixed only over its ink's extent
/// (64x8 tiles made it mixed up to 63 pixels past each end and over every 8-row band a
/// separator line crossed). A bitmap whose cut would take more than
/// `maximumRectangles` rectangles is cut by 64x8 tiles instead (`BitmapSolidTiles`).
struct BitmapSolidParts {
    /// Solid runs shorter than this (device pixels) count as mixed: a rectangle costs the
    /// X server a few hundred instructions, a mixed pixel about six more than a filled one.
    static let minimumRun = 16
    /// Above this many rectangles the bitmap is cut by tiles (requests would cost more).
    static let maximumRectangles = 8_192

    let width: Int, height: Int
    /// One-colour rectangles (ARGB as stored; for RGB24 opaque) in bitmap pixels, top to bottom.
    let solid: [(color: UInt32, box: PixelBox)]
    /// The rest, top to bottom.
    let mixed: [PixelBox]

    /// The pixels in `solid` rectangles.
    let solidArea: Int
    /// Per band of `indexBand` rows, the indices of the solid and of the mixed rectangles
    /// that reach into it: a frame's box looks only at the bands it crosses.
    private let bandIndex: [(solid: [Int32], mixed: [Int32])]
    static let indexBand = 64

    /// Nil for a bitmap that is not a readable ARGB32 or RGB24 image surface.
    init?(_ surface: OpaquePointer) {
        guard let image = CairoImageRows(surface) else { return nil }
        let (width, height) = (image.width, image.height)
        if let cut = Self.cut(width: width, height: height, ignoring: image.ignored, row: image.row) {
            self = cut
        } else {
            self.init(tiles: BitmapSolidTiles(width: width, height: height, ignoring: image.ignored, row: image.row))
        }
    }

    /// The cut of 64x8 tiles: the whole bitmap split along its tile grid.
    init(tiles: BitmapSolidTiles) {
        let whole = tiles.split(PixelBox(x: 0, y: 0, width: tiles.width, height: tiles.height))
        self.init(width: tiles.width, height: tiles.height, solid: whole.solid, mixed: whole.mixed)
    }

    init(width: Int, height: Int, solid: [(color: UInt32, box: PixelBox)], mixed: [PixelBox]) {
        (self.width, self.height, self.solid, self.mixed) = (width, height, solid, mixed)
        solidArea = solid.reduce(0) { $0 + $1.box.area }
        var index = [(solid: [Int32], mixed: [Int32])](repeating: ([], []), count: (height + Self.indexBand - 1) / Self.indexBand)
        for (at, part) in solid.enumerated() where !part.box.isEmpty {
            for band in Self.bands(of: part.box) { index[band].solid.append(Int32(at)) }
        }
        for (at, box) in mixed.enumerated() where !box.isEmpty {
            for band in Self.bands(of: box) { index[band].mixed.append(Int32(at)) }
        }
        bandIndex = index
    }

    /// The index bands `box` reaches into.
    private static func bands(of box: PixelBox) -> ClosedRange<Int> {
        (box.y / indexBand)...((box.y + box.height - 1) / indexBand)
    }

    /// `box` (bitmap pixels) cut into the parts' rectangles clipped to it: band by band
    /// of the index (`indexBand` rows), in the cut's order within each.
    func split(_ box: PixelBox) -> (solid: [(color: UInt32, box: PixelBox)], mixed: [PixelBox]) {
        let area = box.intersection(PixelBox(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return ([], []) }
        var solidIn: [(color: UInt32, box: PixelBox)] = [], mixedIn: [PixelBox] = []
        // At most every rectangle listed in the bands crossed: room made once, not grown.
        let crossed = Self.bands(of: area)
        solidIn.reserveCapacity(bandIndex[crossed].reduce(0) { $0 + $1.solid.count })
        mixedIn.reserveCapacity(bandIndex[crossed].reduce(0) { $0 + $1.mixed.count })
        for band in crossed {
            // A rectangle across several bands is taken in the first of them inside `area`.
            for at in bandIndex[band].solid {
                let part = solid[Int(at)], clipped = part.box.intersection(area)
                if !clipped.isEmpty, clipped.y / Self.indexBand == band { solidIn.append((part.color, clipped)) }
            }
            for at in bandIndex[band].mixed {
                let clipped = mixed[Int(at)].intersection(area)
                if !clipped.isEmpty, clipped.y / Self.indexBand == band { mixedIn.append(clipped) }
            }
        }
        return (solidIn, mixedIn)
    }

    /// One row's runs, left to right, covering it: a colour (nil: mixed) from `x0` to `x1`.
    private struct Run: Equatable {
        var x0: Int, x1: Int
        var color: UInt32?
    }

    /// The cut by rows (nil past `maximum` rectangles). `row(y)` is row `y`'s first pixel;
    /// bits of `ignoring` are not compared and are set in the colours reported.
    static func cut(width: Int, height: Int, ignoring: UInt32 = 0, maximum: Int = maximumRectangles,
                    row: (Int) -> UnsafePointer<UInt32>) -> BitmapSolidParts? {
        guard width > 0, height > 0 else { return BitmapSolidParts(width: max(0, width), height: max(0, height), solid: [], mixed: []) }
        let keep = ~ignoring
        // Each row's runs; a row the same as the one above (memcmp) has the same runs.
        var rows: [[Run]] = []
        rows.reserveCapacity(height)
        for y in 0..<height {
            if y > 0, memcmp(row(y), row(y - 1), width * 4) == 0 { rows.append(rows[y - 1]); continue }
            rows.append(runs(of: row(y), width: width, keep: keep, ignoring: ignoring))
        }
        var builder = Builder(width: width)
        var y = 0
        while y < height {
            guard rows[y].contains(where: { $0.color == nil }) else {
                builder.add(rows[y], at: y)
                y += 1
                continue
            }
            // A stretch of rows with mixed runs: bands of rows, each with one set of mixed columns.
            var end = y + 1
            while end < height, rows[end].contains(where: { $0.color == nil }) { end += 1 }
            for (band, columns) in bands(of: rows, y..<end) {
                for line in band { builder.add(overlaid(rows[line], with: columns), at: line) }
            }
            y = end
            guard builder.count <= maximum else { return nil }
        }
        guard builder.count <= maximum else { return nil }
        return BitmapSolidParts(width: width, height: height, solid: builder.solid, mixed: builder.mixed)
    }

    /// A row's runs of one colour at least `minimumRun` long; the pixels between them mixed.
    private static func runs(of pixels: UnsafePointer<UInt32>, width: Int, keep: UInt32, ignoring: UInt32) -> [Run] {
        var result: [Run] = []
        func add(_ run: Run) {
            if run.color == nil, let last = result.last, last.color == nil {
                result[result.count - 1].x1 = run.x1
            } else {
                result.append(run)
            }
        }
        var x = 0
        while x < width {
            let color = pixels[x] & keep
            var end = x + 1
            while end < width, pixels[end] & keep == color { end += 1 }
            add(Run(x0: x, x1: end, color: end - x >= minimumRun ? color | ignoring : nil))
            x = end
        }
        return result
    }

    /// A rectangle's cost to the X server in mixed pixels: a request's rectangle costs
    /// it about as much as 160 pixels blended (about 6 instructions each) instead of filled.
    static let rectangleCost = 160
    /// The tallest band of rows that share their mixed columns.
    static let maximumBand = 32

    /// `stretch` (rows that all hold mixed runs) cut into bands of rows, each with the
    /// union of its rows' mixed columns, at the least cost: the mixed pixels plus
    /// `rectangleCost` for each rectangle a band makes (its mixed columns and the solid
    /// runs beside them). One band for a line of text, where its rows' ink spreads
    /// alike; more where a tall stretch (two lines of text touching) would make many
    /// pixels mixed for the wider rows' sake.
    private static func bands(of rows: [[Run]], _ stretch: Range<Int>) -> [(rows: Range<Int>, columns: [Run])] {
        let count = stretch.count
        // best[j]: the least cost of the first j rows; from[j]: where the last band begins.
        var best = [Int](repeating: 0, count: count + 1), from = [Int](repeating: 0, count: count + 1)
        for j in 1...count {
            var columns: [Run] = [], least = Int.max
            for i in stride(from: j - 1, through: max(0, j - maximumBand), by: -1) {
                for run in rows[stretch.lowerBound + i] where run.color == nil { insert(run, into: &columns) }
                let mixed = columns.reduce(0) { $0 + $1.x1 - $1.x0 } * (j - i)
                let cost = best[i] + mixed + rectangleCost * (2 * columns.count + 1)
                if cost < least { (least, from[j]) = (cost, i) }
            }
            best[j] = least
        }
        var result: [(rows: Range<Int>, columns: [Run])] = [], j = count
        while j > 0 {
            let i = from[j], band = (stretch.lowerBound + i)..<(stretch.lowerBound + j)
            result.append((band, union(of: rows[band].joined().filter { $0.color == nil })))
            j = i
        }
        return result.reversed()
    }

    /// Adds `run`'s columns to the sorted disjoint `columns`, joining runs less than
    /// `minimumRun` apart (as `union(of:)`).
    private static func insert(_ run: Run, into columns: inout [Run]) {
        var x0 = run.x0, x1 = run.x1
        // The runs it touches (within minimumRun) are taken out and joined into it.
        var at = 0
        while at < columns.count, columns[at].x1 + minimumRun <= x0 { at += 1 }
        var end = at
        while end < columns.count, columns[end].x0 < x1 + minimumRun {
            x0 = min(x0, columns[end].x0)
            x1 = max(x1, columns[end].x1)
            end += 1
        }
        columns.replaceSubrange(at..<end, with: [Run(x0: x0, x1: x1, color: nil)])
    }

    /// The columns any of `runs` covers, as sorted disjoint runs; runs less than
    /// `minimumRun` apart are joined (the columns between would be a thin solid rectangle).
    private static func union(of runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs.sorted(by: { $0.x0 < $1.x0 }) {
            if let last = result.last, run.x0 - last.x1 < minimumRun {
                result[result.count - 1].x1 = max(last.x1, run.x1)
            } else {
                result.append(Run(x0: run.x0, x1: run.x1, color: nil))
            }
        }
        return result
    }

    /// `row`'s runs with the mixed `columns` laid over them (sorted, disjoint): the mixed
    /// columns, and the solid runs cut to what lies between them.
    private static func overlaid(_ row: [Run], with columns: [Run]) -> [Run] {
        var result: [Run] = [], next = 0
        for run in row where run.color != nil {
            var x0 = run.x0
            while x0 < run.x1 {
                while next < columns.count, columns[next].x1 <= x0 { next += 1 }
                guard next < columns.count, columns[next].x0 < run.x1 else {
                    result.append(Run(x0: x0, x1: run.x1, color: run.color))
                    break
                }
                if columns[next].x0 > x0 { result.append(Run(x0: x0, x1: columns[next].x0, color: run.color)) }
                x0 = columns[next].x1
            }
        }
        result += columns
        return result.sorted { $0.x0 < $1.x0 }
    }

    /// Rectangles made of rows of runs: a run the same as one of the row above (columns
    /// and colour) grows that rectangle down.
    private struct Builder {
        var solid: [(color: UInt32, box: PixelBox)] = [], mixed: [PixelBox] = []
        /// The rectangle that ended on the row above at each left edge: its list (true:
        /// solid), index, right edge and colour.
        private var open: [(solid: Bool, index: Int, x1: Int, color: UInt32?, y: Int)?]
        var count: Int { solid.count + mixed.count }

        init(width: Int) { open = Array(repeating: nil, count: width) }

        mutating func add(_ runs: [Run], at y: Int) {
            for run in runs {
                if let above = open[run.x0], above.y == y - 1, above.x1 == run.x1, above.color == run.color {
                    if above.solid { solid[above.index].box.height += 1 } else { mixed[above.index].height += 1 }
                    open[run.x0]?.y = y
                    continue
                }
                let box = PixelBox(x: run.x0, y: y, width: run.x1 - run.x0, height: 1)
                if let color = run.color {
                    open[run.x0] = (true, solid.count, run.x1, color, y)
                    solid.append((color, box))
                } else {
                    open[run.x0] = (false, mixed.count, run.x1, nil, y)
                    mixed.append(box)
                }
            }
        }
    }
}
