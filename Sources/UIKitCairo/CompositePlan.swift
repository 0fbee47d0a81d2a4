import CCairo
import Foundation
import UIKitCore

/// A frame built from composites alone, in drawing order, in device pixels: what
/// the X server's RENDER can build from pictures it already holds.
public struct CompositePlan {
    /// One composite.
    public enum Step {
        /// `box` filled with a premultiplied 16-bit colour (Cairo's rounding), OVER
        /// (or SOURCE when `replace`, for the first, opaque black fill).
        case fill(box: PixelBox, color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16), replace: Bool)
        /// A blurred shadow: `color` through the A8 `mask` placed at `origin`, inside `clip`.
        case shadow(mask: OpaquePointer, owner: AnyObject, origin: (x: Int, y: Int),
                    color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16), clip: PixelBox)
        /// A rasterized layer's bitmap, inside `clip`.
        case layer(LayerComposite, clip: PixelBox)
    }

    public internal(set) var steps: [Step] = [] {
        // A plan whose steps change gets a memo of its own (copies may share the old one).
        didSet { if !isKnownUniquelyReferenced(&memo) || !memo.isEmpty { memo = Memo() } }
    }
    /// The frame's size in device pixels.
    public let width: Int, height: Int
    /// What is derived from the steps, worked out once per plan: a frame asks for its
    /// damage, visible parts and pictures several times (the cost model weighs both
    /// paths, the compositor builds), and for its identities again as the next frame's
    /// previous plan.
    var memo = Memo()

    final class Memo {
        var identities: [[Int]]?
        var pictures: [(owner: AnyObject, generation: Int, bytes: Int)]?
        var visibleParts: [(box: PixelBox, parts: [[PixelBox]])] = []
        /// The damage since a previous plan (known by its memo, held weakly: memos do
        /// not chain frames together).
        var damage: Damage?
        struct Damage {
            weak var previous: Memo?
            let box: PixelBox?
        }
        var isEmpty: Bool { identities == nil && pictures == nil && visibleParts.isEmpty && damage == nil }
    }

    /// Each step's `identity`, in order.
    var identities: [[Int]] {
        if let known = memo.identities { return known }
        let made = steps.map(\.identity)
        memo.identities = made
        return made
    }

    /// The box of device pixels that can differ between `previous` and this plan,
    /// built over the same picture: the old and new areas of the steps that changed.
    /// Steps pair up in order from the start and from the end; what lies between in
    /// either plan (a step that came or went, such as a caret shown or hidden) changed.
    /// The whole frame for another size; nil when nothing changed.
    public func damage(since previous: CompositePlan?) -> PixelBox? {
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        guard let previous, previous.width == width, previous.height == height else { return whole }
        if let known = memo.damage, known.previous === previous.memo { return known.box }
        let box = changedBox(since: previous, within: whole)
        memo.damage = Memo.Damage(previous: previous.memo, box: box)
        return box
    }

    private func changedBox(since previous: CompositePlan, within whole: PixelBox) -> PixelBox? {
        var box: PixelBox?
        func add(_ step: Step) {
            let area = step.area.intersection(whole)
            guard !area.isEmpty else { return }
            guard let current = box else { box = area; return }
            let x0 = min(current.x, area.x), y0 = min(current.y, area.y)
            let x1 = max(current.x + current.width, area.x + area.width), y1 = max(current.y + current.height, area.y + area.height)
            box = PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        let old = previous.identities, new = identities
        if old.count == new.count {
            // Every step pairs with the one at its index.
            for index in old.indices where old[index] != new[index] {
                add(previous.steps[index])
                add(steps[index])
            }
            return box
        }
        // The common ends pair; what lies between in either plan came or went.
        let paired = min(old.count, new.count)
        var prefix = 0
        while prefix < paired, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < paired - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        for index in prefix..<(old.count - suffix) { add(previous.steps[index]) }
        for index in prefix..<(new.count - suffix) { add(steps[index]) }
        return box
    }
}

extension CompositePlan.Step {
    /// The device pixels the step can touch.
    public var area: PixelBox {
        switch self {
        case .fill(let box, _, _): return box
        case .shadow(let mask, _, let origin, _, let clip):
            return PixelBox(x: origin.x, y: origin.y, width: Int(cairo_image_surface_get_width(mask)),
                            height: Int(cairo_image_surface_get_height(mask))).intersection(clip)
        case .layer(let layer, let clip): return layer.box.intersection(clip)
        }
    }

    /// Everything that decides the step's pixels. A solid colour counts by its top 8
    /// bits a channel: pixman (Cairo's and the X server's) makes a solid of a 16-bit
    /// colour into 8 bits a channel for 8-bit pictures (`color_to_uint32`, and the
    /// server's `miRenderColorToPixel`), so colours that differ below that draw the
    /// same pixels (a dimming view fading by less than a level redraws nothing).
    var identity: [Int] {
        func levels(_ color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> [Int] {
            [Int(color.red >> 8), Int(color.green >> 8), Int(color.blue >> 8), Int(color.alpha >> 8)]
        }
        switch self {
        case .fill(let box, let color, let replace):
            return [0, box.x, box.y, box.width, box.height, replace ? 1 : 0] + levels(color)
        case .shadow(_, let owner, let origin, let color, let clip):
            return [1, ObjectIdentifier(owner).hashValue, origin.x, origin.y, clip.x, clip.y, clip.width, clip.height]
                + levels(color)
        case .layer(let layer, let clip):
            return [2, ObjectIdentifier(layer.bitmapOwner).hashValue, layer.bitmapGeneration, layer.nearest ? 1 : 0,
                    layer.mask.map { ObjectIdentifier($0).hashValue } ?? 0, layer.maskOrigin.x, layer.maskOrigin.y, Int(layer.alpha),
                    layer.box.x, layer.box.y, layer.box.width, layer.box.height, clip.x, clip.y, clip.width, clip.height]
                + layer.transform.map { Int($0) }
        }
    }
}

/// Cairo's premultiplied 16-bit colour (`_cairo_color_compute_shorts`).
func cairoShorts(_ color: CGColor, alpha: CGFloat = 1) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
    let c = color.rgbaComponents
    func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
    let a = clamp(Double(c.alpha * alpha))
    func short(_ v: Double) -> UInt16 { UInt16(min(65535, (clamp(v) * 65535 + 0.5).rounded(.down))) }
    return (short(clamp(Double(c.red)) * a), short(clamp(Double(c.green)) * a), short(clamp(Double(c.blue)) * a), short(a))
}
