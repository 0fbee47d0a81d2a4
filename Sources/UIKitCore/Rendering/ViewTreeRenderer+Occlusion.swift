import Foundation

/// Occlusion culling: what an opaque view drawn later covers is not drawn at all
/// (a sheet card hides most of the pushed-back presenter and the dimming under it).
/// Regions come from `UIView.opaqueRegion`, are mapped through axis-aligned
/// transforms only, and are shrunk to whole points inward so the edges that stay
/// visible are drawn exactly as without culling.
extension ViewTreeRenderer {
    /// How deep below a later sibling occluders are looked for (window → container → card).
    static let occluderSearchDepth = 2

    /// What `view`'s subviews cover, in `view`'s bounds space: for each subview the
    /// opaque rectangles drawn after it, and all of them (which hide the view's own
    /// background); nil when nothing occludes anything.
    static func occluders(of view: UIView) -> (afterEachSubview: [[CGRect]], all: [CGRect])? {
        let subviews = view.subviews
        // Subviews moved by a sublayer transform are not where their frames say.
        guard !subviews.isEmpty, view.layer.sublayerTransform.affinePart.isIdentity else { return nil }
        var after = Array(repeating: [CGRect](), count: subviews.count)
        var accumulated: [CGRect] = []
        for index in stride(from: subviews.count - 1, through: 0, by: -1) {
            after[index] = accumulated
            collectOpaqueRects(in: subviews[index], transform: .identity, depth: 0, into: &accumulated)
        }
        return accumulated.isEmpty ? nil : (after, accumulated)
    }

    /// Adds `candidate`'s (and its descendants') opaque regions, mapped by `transform`
    /// from `candidate`'s superview space to the space the caller draws in.
    private static func collectOpaqueRects(in candidate: UIView, transform: CGAffineTransform, depth: Int,
                                           into rects: inout [CGRect]) {
        let state = candidate.layer.presented
        guard !candidate.isHidden, state.alpha >= 1 else { return }
        let toCaller = state.transformToSuperview.concatenating(transform)
        guard toCaller.b == 0, toCaller.c == 0, toCaller.a > 0, toCaller.d > 0 else { return }
        if let region = candidate.opaqueRegion, !region.isEmpty {
            let mapped = region.applying(toCaller)
            // Whole points inside: the partly covered edge pixels are still drawn.
            let inner = CGRect(x: mapped.minX.rounded(.up) + 1, y: mapped.minY.rounded(.up) + 1,
                               width: mapped.maxX.rounded(.down) - mapped.minX.rounded(.up) - 2,
                               height: mapped.maxY.rounded(.down) - mapped.minY.rounded(.up) - 2)
            if inner.width > 0, inner.height > 0 { rects.append(inner) }
        }
        guard depth < occluderSearchDepth, candidate.layer.sublayerTransform.affinePart.isIdentity else { return }
        // A child's transformToSuperview lands in this view's bounds space (origin included).
        for child in candidate.subviews {
            collectOpaqueRects(in: child, transform: toCaller, depth: depth + 1, into: &rects)
        }
    }

    /// Whether looking for occluders can pay: not when the clip shows only a sliver of
    /// `rect` (a scroll's uncovered strip, a caret), where the overdraw saved is smaller
    /// than the walk over the subviews. Pixels are the same either way.
    static func worthCulling(_ rect: CGRect, in context: DrawingContext) -> Bool {
        let clip = context.clipBounds
        guard !clip.isNull, !clip.isInfinite else { return true }
        let visible = clip.intersection(rect)
        guard !visible.isNull else { return false }
        return visible.width * visible.height * 4 >= rect.width * rect.height
    }

    /// A path covering everything but `holes` (nonzero winding: holes wound the other way).
    static func pathExcluding(_ holes: [CGRect], around area: CGRect) -> GraphicsPath {
        var path = GraphicsPath(rect: area)
        for hole in holes {
            path.move(to: CGPoint(x: hole.minX, y: hole.minY))
            path.line(to: CGPoint(x: hole.minX, y: hole.maxY))
            path.line(to: CGPoint(x: hole.maxX, y: hole.maxY))
            path.line(to: CGPoint(x: hole.maxX, y: hole.minY))
            path.close()
        }
        return path
    }
}
