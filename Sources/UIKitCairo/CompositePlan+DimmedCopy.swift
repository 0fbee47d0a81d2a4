import Foundation

extension CompositePlan {
    /// Copies smaller than this many device pixels are not drawn as a dimmed copy: the
    /// split costs requests, and a small copy does not pay for finding the bitmap's tiles.
    public static let dimmedCopyMinimumArea = 65_536

    /// The colour of the fill right above step `index` when the two can be drawn as one
    /// dimmed copy (a dimming view over the presenter's content: the X compositor fills
    /// where the bitmap is one colour, `DimmedCopy` in UIKitX11), else nil: the step is an
    /// opaque whole-pixel copy on all of its visible parts, the next step a translucent
    /// fill whose visible parts are the same boxes, and they cover at least
    /// `dimmedCopyMinimumArea` pixels. `visible` is `visibleParts(within:)` of the box built.
    public func dimmedCopyFill(over index: Int, visible: [[PixelBox]])
        -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)? {
        guard index + 1 < steps.count, index + 1 < visible.count,
              case .layer(let layer, _) = steps[index], layer.copyOffset != nil,
              case .fill(_, let color, let replace) = steps[index + 1], !replace, color.alpha < 65535,
              visible[index] == visible[index + 1],
              visible[index].reduce(0, { $0 + $1.area }) >= Self.dimmedCopyMinimumArea else { return nil }
        for part in visible[index] {
            let pieces = layer.pieces(of: part)
            guard pieces.count == 1, let piece = pieces.first, piece.replaces, !piece.masked, piece.box == part else { return nil }
        }
        return color
    }
}
