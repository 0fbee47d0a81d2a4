import CCairo
import Foundation
import UIKitCairo

/// Which tiles of a bitmap are one colour, found once per drawing: a grid of
/// `tileWidth` x `tileHeight` pixel tiles, each either uniform (every pixel the same
/// 32-bit value; for an RGB24 bitmap the unused top byte is ignored and the colour is
/// opaque) or mixed. A plain list's cell backgrounds, margins and the space between
/// its lines of text are uniform tiles; the text, icons and separators are mixed.
///
/// The compositor uses it to dim an opaque bitmap without pixman's per-pixel blend
/// where the bitmap is one colour: the blend of a solid fill over a uniform tile is one
/// colour too, so those pixels are a plain fill (`X11Compositor`'s dimmed copies).
struct BitmapSolidTiles {
    static let tileWidth = 64, tileHeight = 8

    let width: Int, height: Int
    let columns: Int, rows: Int
    /// Per tile, row-major: its colour (ARGB, premultiplied as stored) or nil when mixed.
    private let colors: [UInt32?]

    /// Nil for a bitmap that is not a readable ARGB32 or RGB24 image surface.
    init?(_ surface: OpaquePointer) {
        guard let image = CairoImageRows(surface) else { return nil }
        self.init(width: image.width, height: image.height, ignoring: image.ignored, row: image.row)
    }

    /// Tiles of `width` x `height` pixels whose row `y` starts at `row(y)`; bits of
    /// `ignoring` are not compared and are set in the colours reported.
    init(width: Int, height: Int, ignoring: UInt32 = 0, row: (Int) -> UnsafePointer<UInt32>) {
        self.width = width
        self.height = height
        columns = (width + Self.tileWidth - 1) / Self.tileWidth
        rows = (height + Self.tileHeight - 1) / Self.tileHeight
        let keep = ~ignoring
        // A tile stays uniform while every pixel equals its first; the first difference makes it mixed.
        var colors = [UInt32?](repeating: nil, count: columns * rows)
        var uniform = [Bool](repeating: true, count: columns)
        var first = [UInt32](repeating: 0, count: columns)
        for tileRow in 0..<rows {
            for column in 0..<columns { uniform[column] = true }
            let y0 = tileRow * Self.tileHeight, y1 = min(height, y0 + Self.tileHeight)
            for y in y0..<y1 {
                let pixels = row(y)
                for column in 0..<columns where uniform[column] {
                    let x0 = column * Self.tileWidth, x1 = min(width, x0 + Self.tileWidth)
                    if y == y0 { first[column] = pixels[x0] & keep }
                    // Every pixel of the tile's row XORed with its first, ORed together (no early
                    // exit: the loop vectorizes, and most tiles are uniform, so read whole anyway).
                    let value = first[column]
                    var differences: UInt32 = 0
                    for x in x0..<x1 { differences |= pixels[x] ^ value }
                    if differences & keep != 0 { uniform[column] = false }
                }
            }
            for column in 0..<columns where uniform[column] {
                colors[tileRow * columns + column] = first[column] | ignoring
            }
        }
        self.colors = colors
    }

    /// The colour of tile (`column`, `row`), nil when it is mixed or outside the grid.
    func color(column: Int, row: Int) -> UInt32? {
        guard column >= 0, column < columns, row >= 0, row < self.rows else { return nil }
        return colors[row * columns + column]
    }

    /// `box` (bitmap pixels, inside the bitmap) split along the tile grid into rectangles
    /// of one colour and mixed rectangles: horizontal runs of tiles of the same kind
    /// (and colour), merged downward with the run of the same columns and kind below.
    func split(_ box: PixelBox) -> (solid: [(color: UInt32, box: PixelBox)], mixed: [PixelBox]) {
        let area = box.intersection(PixelBox(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return ([], []) }
        var solid: [(color: UInt32, box: PixelBox)] = [], mixed: [PixelBox] = []
        let firstRow = area.y / Self.tileHeight, lastRow = (area.y + area.height - 1) / Self.tileHeight
        let firstColumn = area.x / Self.tileWidth, lastColumn = (area.x + area.width - 1) / Self.tileWidth
        // The runs begun at each column (relative to `firstColumn`) by the band above, still
        // open for merging: the band that began it, its end column, kind and colour, and its
        // index in its list.
        let span = lastColumn - firstColumn + 1
        var begunIn = [Int](repeating: -1, count: span), begunEnd = [Int](repeating: 0, count: span)
        var begunColor = [UInt32?](repeating: nil, count: span), begunIndex = [Int](repeating: 0, count: span)
        for band in 0...(lastRow - firstRow) {
            let tileRow = firstRow + band, tiles = tileRow * columns
            let y0 = max(area.y, tileRow * Self.tileHeight), y1 = min(area.y + area.height, (tileRow + 1) * Self.tileHeight)
            var column = firstColumn
            while column <= lastColumn {
                // A run: the tiles of one kind (and colour) from `column` up to `end`.
                let color = colors[tiles + column]
                var end = column + 1
                while end <= lastColumn, colors[tiles + end] == color { end += 1 }
                let at = column - firstColumn
                defer { column = end }
                if begunIn[at] == band - 1, begunEnd[at] == end, begunColor[at] == color {
                    // The same columns and kind directly above: grow that rectangle down.
                    begunIn[at] = band
                    if color != nil { solid[begunIndex[at]].box.height = y1 - solid[begunIndex[at]].box.y }
                    else { mixed[begunIndex[at]].height = y1 - mixed[begunIndex[at]].y }
                    continue
                }
                let x0 = max(area.x, column * Self.tileWidth), x1 = min(area.x + area.width, end * Self.tileWidth)
                let made = PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                (begunIn[at], begunEnd[at], begunColor[at]) = (band, end, color)
                if let color {
                    begunIndex[at] = solid.count
                    solid.append((color, made))
                } else {
                    begunIndex[at] = mixed.count
                    mixed.append(made)
                }
            }
        }
        return (solid, mixed)
    }
}
