import CCairo
import Foundation

/// Which pixels of a plan's steps can show: a step's pixels under an opaque later
/// step are overwritten whole (OVER an opaque source is the source), so the X
/// server need not composite them. The pixels are the same, the work is less: the
/// presenter, the dimming and the shadow under a sheet's opaque body.
extension CompositePlan {
    /// For each step, the boxes of its area inside `damage` that no later opaque step
    /// covers (empty: nothing of it shows).
    public func visibleParts(within damage: PixelBox) -> [[PixelBox]] {
        if let known = memo.visibleParts.first(where: { $0.box == damage }) { return known.parts }
        let parts = findVisibleParts(within: damage)
        if memo.visibleParts.count < 4 { memo.visibleParts.append((damage, parts)) }
        return parts
    }

    private func findVisibleParts(within damage: PixelBox) -> [[PixelBox]] {
        var covers: [PixelBox] = []
        var parts = [[PixelBox]](repeating: [], count: steps.count)
        for index in steps.indices.reversed() {
            let step = steps[index]
            var pieces = [step.area.intersection(damage)].filter { !$0.isEmpty }
            for cover in covers where !pieces.isEmpty {
                let cut = pieces.flatMap { $0.subtracting(cover) }
                // Many fragments cost more requests than they save; keep the pieces whole.
                guard cut.count <= 8 else { break }
                pieces = cut
            }
            parts[index] = pieces
            if let opaque = step.opaqueBox, !opaque.isEmpty { covers.append(opaque) }
        }
        return parts
    }
}

extension CompositePlan.Step {
    /// The box of device pixels the step leaves opaque whatever was under it (nil: none).
    public var opaqueBox: PixelBox? {
        switch self {
        case .fill(let box, let color, let replace):
            return color.alpha == 65535 || replace ? box : nil
        case .shadow:
            return nil
        case .layer(let layer, let clip):
            guard let area = layer.opaqueArea?.intersection(clip), !area.isEmpty else { return nil }
            return area
        }
    }
}

extension LayerComposite {
    /// The device pixels where this composite is opaque across, given the rows of the
    /// bitmap that are (`bitmapRows`): only for a whole-pixel copy at alpha 1, where the
    /// mask (if any) is 255 (edge pixels repeat, so a row opaque in the bitmap is opaque
    /// wherever the box reaches).
    func deviceOpaqueArea(bitmapRows: Range<Int>) -> PixelBox? {
        guard alpha == 255, let offset = copyOffset, !bitmapRows.isEmpty else { return nil }
        var low = bitmapRows.lowerBound - offset.y, high = bitmapRows.upperBound - offset.y
        // Padded edges: a first or last bitmap row repeats outward.
        if bitmapRows.lowerBound == 0 { low = min(low, box.y) }
        if bitmapRows.upperBound == Int(cairo_image_surface_get_height(bitmap)) { high = max(high, box.y + box.height) }
        var area = PixelBox(x: box.x, y: low, width: box.width, height: high - low).intersection(box)
        if let mask {
            area = area.intersection(mask.solid.offsetBy(maskOrigin))
        }
        return area.isEmpty ? nil : area
    }
}

extension LayerComposite {
    /// `part` as the server composites it: `bands(of:)`, and where the composite is
    /// opaque (`opaqueArea`) a plain copy (`replaces`: SOURCE, the same pixels as OVER
    /// of an opaque source, without reading what is under it).
    public func pieces(of part: PixelBox) -> [(box: PixelBox, masked: Bool, replaces: Bool)] {
        bands(of: part).flatMap { band -> [(box: PixelBox, masked: Bool, replaces: Bool)] in
            guard !band.masked, let opaque = opaqueArea, !band.box.intersection(opaque).isEmpty else {
                return [(band.box, band.masked, false)]
            }
            return [(band.box.intersection(opaque), false, true)] + band.box.subtracting(opaque).map { ($0, false, false) }
        }
    }
}

extension PixelBox {
    /// This box less `other`: up to four boxes (bands above and below, sides between).
    public func subtracting(_ other: PixelBox) -> [PixelBox] {
        let overlap = intersection(other)
        guard !overlap.isEmpty else { return [self] }
        var result: [PixelBox] = []
        let top = overlap.y - y, bottom = y + height - (overlap.y + overlap.height)
        if top > 0 { result.append(PixelBox(x: x, y: y, width: width, height: top)) }
        if bottom > 0 { result.append(PixelBox(x: x, y: overlap.y + overlap.height, width: width, height: bottom)) }
        let left = overlap.x - x, right = x + width - (overlap.x + overlap.width)
        if left > 0 { result.append(PixelBox(x: x, y: overlap.y, width: left, height: overlap.height)) }
        if right > 0 { result.append(PixelBox(x: overlap.x + overlap.width, y: overlap.y, width: right, height: overlap.height)) }
        return result
    }

    /// The pixel count.
    @inlinable
    public var area: Int { isEmpty ? 0 : width * height }
}

extension PixelBox {
    /// The smallest box holding this one and `other` (the other when this is empty).
    @inlinable
    public func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelBox(x: x0, y: y0, width: max(x + width, other.x + other.width) - x0,
                        height: max(y + height, other.y + other.height) - y0)
    }
}
