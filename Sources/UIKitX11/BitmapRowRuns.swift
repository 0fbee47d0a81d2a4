import CCairo
import Foundation

/// Which rows of a bitmap are identical to their neighbours: each row's run (the
/// first row of the stretch of identical rows it belongs to), found once with one
/// comparison per row. Two rows in one run are the same pixels, so a copy of the
/// bitmap moved by a few rows leaves the window's row in place where the row it
/// showed and the row it is to show belong to one run (a form's plain background
/// between its fields, a cell's empty margins). Rows in different runs may be equal
/// too; they are sent (the answer errs toward sending).
struct BitmapRowRuns {
    private let runStarts: [Int32]
    /// Each row's run's end (the first row after it that starts another run).
    private let runEnds: [Int32]

    /// Nil for a bitmap that is not a readable image surface.
    init?(_ surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, let data = cairo_image_surface_get_data(surface) else { return nil }
        let height = Int(cairo_image_surface_get_height(surface)), rowStride = Int(cairo_image_surface_get_stride(surface))
        let bytesPerPixel = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        let rowBytes = Int(cairo_image_surface_get_width(surface)) * bytesPerPixel
        var starts = [Int32](repeating: 0, count: height)
        for row in stride(from: 1, to: height, by: 1) {
            let same = memcmp(data + row * rowStride, data + (row - 1) * rowStride, rowBytes) == 0
            starts[row] = same ? starts[row - 1] : Int32(row)
        }
        self.init(runStarts: starts)
    }

    /// The runs given by each row's run start (`starts[row]`: the first row of its run;
    /// non-decreasing, `starts[row] == row` or `starts[row - 1]`).
    init(runStarts starts: [Int32]) {
        runStarts = starts
        var ends = [Int32](repeating: Int32(starts.count), count: starts.count)
        for row in stride(from: starts.count - 2, through: 0, by: -1) {
            ends[row] = starts[row + 1] == starts[row] ? ends[row + 1] : Int32(row + 1)
        }
        runEnds = ends
    }

    /// Whether bitmap rows `a` and `b` hold the same pixels for certain. Rows outside
    /// the bitmap are its first or last row (a picture's padded edges).
    func areIdentical(_ a: Int, _ b: Int) -> Bool {
        guard !runStarts.isEmpty else { return false }
        let last = runStarts.count - 1
        return runStarts[min(max(a, 0), last)] == runStarts[min(max(b, 0), last)]
    }

    /// The first row after `row` whose run may differ from `row`'s as `areIdentical`
    /// sees them (rows before the bitmap are its first row, rows past it its last):
    /// from `row` up to it, every row is in `row`'s run (nil: every row after it is).
    func sameRunEnd(after row: Int) -> Int? {
        guard !runStarts.isEmpty, row < runStarts.count else { return nil }
        let end = Int(runEnds[max(row, 0)])
        return end >= runStarts.count ? nil : end
    }
}
