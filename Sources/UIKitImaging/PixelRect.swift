/// An integer rectangle in pixel coordinates (origin at the top-left, y down).
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Number of pixels covered (`width * height`, 0 if either is negative).
    public var area: Int { max(0, width) * max(0, height) }

    /// Whether the rectangle covers no pixels.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of two rectangles; empty (zero-sized) when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return PixelRect(x: left, y: top, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y
            && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// `"(x, y, width x height)"`.
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
