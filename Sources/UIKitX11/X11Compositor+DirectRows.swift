import CX11
import UIKitCairo

extension X11Compositor {
    /// Copies the runs of rows `rows` of a direct copy to the window: one composite for
    /// one run; for several, one composite of the rows they span through a clip of the
    /// runs (then the clip reset), so the X server sets up one request instead of one a
    /// run (about 4,400 instructions each in Xvfb, against a clip box's few hundred). The
    /// same source pixels land on the same window pixels either way; rows between the
    /// runs are not written.
    func sendRows(_ rows: [Range<Int>], of copy: DirectCopy) {
        guard let first = rows.first, let last = rows.last else { return }
        let pieces = rows.map { PixelBox(x: copy.box.x, y: $0.lowerBound, width: copy.box.width, height: $0.count) }
        directPixels += pieces.reduce(0) { $0 + $1.area }
        let span = PixelBox(x: copy.box.x, y: first.lowerBound, width: copy.box.width, height: last.upperBound - first.lowerBound)
        if pieces.count > 1 {
            var rects = pieces.map(Self.rectangle)
            XRenderSetPictureClipRectangles(display, windowPicture, 0, 0, &rects, Int32(rects.count))
        }
        XRenderComposite(display, Int32(PictOpSrc), copy.upload.picture, 0, windowPicture,
                         Int32(copy.source.x), Int32(copy.source.y + span.y - copy.box.y), 0, 0,
                         Int32(span.x), Int32(span.y), UInt32(span.width), UInt32(span.height))
        if pieces.count > 1 {
            var none = XRenderPictureAttributes()
            none.clip_mask = 0
            XRenderChangePicture(display, windowPicture, UInt(CPClipMask), &none)
        }
    }
}

extension X11Compositor {
    /// Composites `source` (placed at `origin`) OVER `target` on the disjoint `parts` in
    /// one request: the target clipped to the parts, the composite of their bounds, then
    /// the target's clip set back to `clip`. The same pixels as a composite a part.
    func compositeThroughClip(_ source: Picture, origin: (x: Int, y: Int), parts: [PixelBox], into target: Picture,
                              restoring clip: XRectangle) {
        guard let bounds = parts.dropFirst().reduce(parts.first, { $0?.union($1) }) else { return }
        var rects = parts.map(Self.rectangle)
        XRenderSetPictureClipRectangles(display, target, 0, 0, &rects, Int32(rects.count))
        XRenderComposite(display, Int32(PictOpOver), source, 0, target,
                         Int32(bounds.x - origin.x), Int32(bounds.y - origin.y), 0, 0,
                         Int32(bounds.x), Int32(bounds.y), UInt32(bounds.width), UInt32(bounds.height))
        var restore = clip
        XRenderSetPictureClipRectangles(display, target, 0, 0, &restore, 1)
    }
}
