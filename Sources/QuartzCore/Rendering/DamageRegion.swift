import Foundation

/// A set of device-pixel rectangles (whole pixels) that a frame repaints: kept
/// few by merging rectangles whose union wastes little, then the cheapest pairs
/// until at most `limit` remain.
public struct DamageRegion: Equatable {
    /// The rectangles, each of whole pixels and not empty; they may overlap.
    public private(set) var rects: [CGRect] = []

    public init() {}

    public init(_ rects: [CGRect]) {
        for rect in rects { add(rect) }
    }

    /// Whether nothing is damaged.
    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered by the rectangles, overlaps counted once.
    public var area: Int { Self.unionArea(of: rects) }

    /// The smallest rectangle holding every damaged pixel (`.null` when empty).
    public var bounds: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    /// Adds `rect` rounded out to whole pixels; an empty rect adds nothing, one already
    /// inside a rectangle of the region adds nothing either.
    public mutating func add(_ rect: CGRect) {
        let whole = Self.roundedOut(rect)
        guard !whole.isEmpty else { return }
        if rects.contains(where: { $0.contains(whole) }) { return }
        rects.removeAll { whole.contains($0) }
        rects.append(whole)
    }

    /// Whether some damaged pixel lies in `rect`.
    public func intersects(_ rect: CGRect) -> Bool {
        rects.contains { $0.intersects(rect) }
    }

    /// Whether every pixel of `rect` is damaged (checked against single rectangles,
    /// so a rect spanning two of them counts as not covered: conservative).
    public func covers(_ rect: CGRect) -> Bool {
        rect.isEmpty || rects.contains { $0.contains(rect) }
    }

    /// Clips every rectangle to `area`.
    public mutating func clip(to area: CGRect) {
        let clipped = rects.map { $0.intersection(area) }
        rects = []
        for rect in clipped where !rect.isNull { add(rect) }
    }

    /// Merges rectangles whose bounding box costs at most `slack` more pixels than
    /// they cover apart, then the cheapest pairs until at most `limit` remain.
    public mutating func simplify(limit: Int, slack: Double = 0.25) {
        var merged = true
        while merged {
            merged = false
            search: for i in rects.indices {
                for j in rects.indices where j > i {
                    let union = rects[i].union(rects[j])
                    let apart = Self.area(rects[i]) + Self.area(rects[j]) - Self.area(rects[i].intersection(rects[j]))
                    if Double(Self.area(union)) <= Double(apart) * (1 + slack) {
                        replace(i, j, with: union)
                        merged = true
                        break search
                    }
                }
            }
        }
        while rects.count > max(1, limit) {
            var best = (i: 0, j: 1, cost: Int.max)
            for i in rects.indices {
                for j in rects.indices where j > i {
                    let cost = Self.area(rects[i].union(rects[j])) - Self.area(rects[i]) - Self.area(rects[j])
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            replace(best.i, best.j, with: rects[best.i].union(rects[best.j]))
        }
    }

    private mutating func replace(_ i: Int, _ j: Int, with union: CGRect) {
        rects.remove(at: j)
        rects.remove(at: i)
        add(union)
    }

    /// `rect` grown to whole pixels (`.null` and empty rects give an empty rect).
    public static func roundedOut(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return .zero }
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return CGRect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }

    package static func area(_ rect: CGRect) -> Int {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return 0 }
        return Int(rect.width) * Int(rect.height)
    }

    /// The pixels covered by `rects`, overlaps counted once (a sweep over x strips).
    package static func unionArea(of rects: [CGRect]) -> Int {
        let xs = Set(rects.flatMap { [$0.minX, $0.maxX] }).sorted()
        var total = 0
        for (left, right) in zip(xs, xs.dropFirst()) {
            let spans = rects.filter { $0.minX <= left && $0.maxX >= right }.map { ($0.minY, $0.maxY) }.sorted { $0.0 < $1.0 }
            var covered: CGFloat = 0, end = -CGFloat.infinity
            for (top, bottom) in spans {
                if top >= end { covered += bottom - top; end = bottom } else if bottom > end { covered += bottom - end; end = bottom }
            }
            total += Int(covered * (right - left))
        }
        return total
    }
}
