import CCairo
import Foundation
import UIKitCore

/// Gradients and images on Cairo.
extension CairoDrawingContext {
    // MARK: Gradients

    /// Cairo's linear and radial patterns have Core Graphics' geometry; the
    /// options become the pattern's extend mode, and a one-sided option clips
    /// the other side away (for a radial gradient exactly when the start circle
    /// lies inside the end circle, the usual case).
    public func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions,
                             style: DrawingStyle) {
        guard canDraw, let first = gradient.stops.first else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        composite(style) { alpha in
            let pattern: OpaquePointer?
            switch geometry {
            case .linear(let start, let end):
                pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            case .radial(let c0, let r0, let c1, let r1):
                pattern = cairo_pattern_create_radial(Double(c0.x), Double(c0.y), Double(max(0, r0)),
                                                      Double(c1.x), Double(c1.y), Double(max(0, r1)))
            }
            guard let pattern else { return }
            defer { cairo_pattern_destroy(pattern) }
            let stops = gradient.stops.count == 1 ? [first, first] : gradient.stops
            for stop in stops {
                let c = stop.color.rgbaComponents
                cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)),
                                                  Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
            }
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_save(self.cairo)
            if before != after { self.clipToOneSide(of: geometry, keepingBefore: before) }
            cairo_set_source(self.cairo, pattern)
            cairo_paint(self.cairo)
            cairo_restore(self.cairo)
        }
    }

    /// Clips away the side of the gradient that is not drawn.
    private func clipToOneSide(of geometry: GradientGeometry, keepingBefore: Bool) {
        cairo_new_path(cairo)
        switch geometry {
        case .linear(let start, let end):
            let d = CGVector(dx: end.x - start.x, dy: end.y - start.y)
            let length = (d.dx * d.dx + d.dy * d.dy).squareRoot()
            guard length > 0 else { return }
            let clip = clipBounds
            let reach = max(clip.width, clip.height) * 2 + length + abs(start.x - clip.midX) + abs(start.y - clip.midY)
            let u = CGVector(dx: d.dx / length, dy: d.dy / length), n = CGVector(dx: -u.dy, dy: u.dx)
            // Keep the half-plane from `end` backwards (before) or from `start` forwards (after).
            let anchor = keepingBefore ? end : start, direction: CGFloat = keepingBefore ? -1 : 1
            let far = CGPoint(x: anchor.x + u.dx * reach * direction, y: anchor.y + u.dy * reach * direction)
            cairo_move_to(cairo, Double(anchor.x + n.dx * reach), Double(anchor.y + n.dy * reach))
            cairo_line_to(cairo, Double(far.x + n.dx * reach), Double(far.y + n.dy * reach))
            cairo_line_to(cairo, Double(far.x - n.dx * reach), Double(far.y - n.dy * reach))
            cairo_line_to(cairo, Double(anchor.x - n.dx * reach), Double(anchor.y - n.dy * reach))
            cairo_close_path(cairo)
            cairo_clip(cairo)
        case .radial(let c0, let r0, let c1, let r1):
            if keepingBefore {
                cairo_arc(cairo, Double(c1.x), Double(c1.y), Double(max(0, r1)), 0, 2 * .pi)
                cairo_clip(cairo)
            } else {
                let clip = clipBounds
                cairo_rectangle(cairo, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, Double(c0.x), Double(c0.y), Double(max(0, r0)), 0, 2 * .pi)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cairo)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            }
        }
    }

    // MARK: Images

    public func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle) {
        guard canDraw, rect.width != 0, rect.height != 0, let source = CairoImageSurface.of(image) else { return }
        composite(style) { alpha in
            cairo_save(self.cairo)
            cairo_new_path(self.cairo)
            cairo_rectangle(self.cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(self.cairo)
            cairo_translate(self.cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(self.cairo, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
            cairo_set_source_surface(self.cairo, source.surface, 0, 0)
            if let pattern = cairo_get_source(self.cairo) {
                cairo_pattern_set_filter(pattern, Self.filter(for: quality))
                // Edge pixels extend outward, so a scaled image keeps hard edges at `rect`.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            if alpha >= 1 { cairo_paint(self.cairo) } else { cairo_paint_with_alpha(self.cairo, Double(alpha)) }
            cairo_restore(self.cairo)
        }
    }

    static func filter(for quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low, .medium: return CAIRO_FILTER_BILINEAR
        case .default, .high: return CAIRO_FILTER_GOOD
        }
    }
}
