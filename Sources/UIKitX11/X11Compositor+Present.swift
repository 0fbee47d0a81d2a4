import CX11
import UIKitCairo

/// Showing a built frame: the back picture's changed boxes copied to the window, the
/// fills and opaque copies that go straight to it, a big window's first frame built in
/// it, and the back picture repaired before an Expose shows it whole.
extension X11Compositor {
    /// Copies what changed of the last built frame to the window (all of it after
    /// an Expose: `all`); returns the boxes copied (disjoint). Nothing is flushed: the
    /// caller flushes once the frame's sync counter is set too (`X11FrameSync`), so a
    /// frame reaches the server in one write and wakes it once.
    @discardableResult
    func present(all: Bool) -> [PixelBox] {
        guard let back else { return [] }
        if let box = windowBuild, let plan = previous { return [presentBuiltInWindow(plan, box)] }
        let showsAll = all || windowIsStale
        let boxes = showsAll ? [PixelBox(x: 0, y: 0, width: back.width, height: back.height)] : unshown.filter { !$0.isEmpty }
        unshown = []
        windowIsStale = false
        defer { direct = []; directFills = []; straightDimming = []; (dimmedParts, dimmedInBack) = ([], []) }
        if !boxes.isEmpty {
            // The back picture's copy around the direct copies (in a few pieces, else whole).
            var fromBack = boxes
            for copy in direct where fromBack.count <= 16 { fromBack = fromBack.flatMap { $0.subtracting(copy.box) } }
            let straight = !directFills.isEmpty || !straightDimming.isEmpty
            if showsAll || (fromBack.count > 16 && !straight) {
                repairBack()
                fromBack = boxes
            }
            if directFills.isEmpty && straightDimming.isEmpty {
                for piece in fromBack {
                    XRenderComposite(display, Int32(PictOpSrc), back.picture, 0, windowPicture, Int32(piece.x), Int32(piece.y), 0, 0,
                                     Int32(piece.x), Int32(piece.y), UInt32(piece.width), UInt32(piece.height))
                }
            } else {
                copyFromBack(boxes, around: direct.map(\.box), back: back.picture)
            }
            for var fill in directFills {
                var rects = fill.boxes.map(Self.rectangle)
                XRenderFillRectangles(display, Int32(PictOpSrc), windowPicture, &fill.color, &rects, Int32(rects.count))
            }
            presentStraightDimming()
            let shown = showsAll ? [] : shownDirect

            for copy in direct { sendRows(rowsToSend(copy, over: shown), of: copy) }
            // What the window shows of direct copies now: this frame's, and the last frame's
            // where this frame's box left them untouched.
            shownDirect = direct + shown.filter { old in boxes.allSatisfy { $0.intersection(old.box).isEmpty } }
        }
        return boxes
    }

    /// Builds the window's first frame (`windowBuild`) straight into it, the same
    /// composites as into the back picture, whose every pixel is then stale (not flushed,
    /// as `present`).
    private func presentBuiltInWindow(_ plan: CompositePlan, _ box: PixelBox) -> PixelBox {
        windowBuild = nil
        (unshown, windowIsStale, direct, directFills, shownDirect) = ([], false, [], [], [])
        straightDimming = []
        (dimmedParts, dimmedInBack) = ([], [])
        build(plan, within: box, into: windowPicture, sendingDirect: false)
        var none = XRenderPictureAttributes()
        none.clip_mask = 0
        XRenderChangePicture(display, windowPicture, UInt(CPClipMask), &none)
        staleInBack = box
        firstFramesBuiltInWindow += 1
        return box
    }

    /// Copies `boxes` less the boxes sent straight to the window (the `direct` copies, and
    /// the dimmed copies' fills and straight mixed parts) from the back picture to the window: one composite
    /// through a clip of the rectangles left (`piecesFromBack`).
    private func copyFromBack(_ boxes: [PixelBox], around direct: [PixelBox], back: Picture) {
        var rects = boxes.flatMap { piecesFromBack(of: $0, around: direct) }.map(Self.rectangle)
        guard !rects.isEmpty, let box = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }) else { return }
        XRenderSetPictureClipRectangles(display, windowPicture, 0, 0, &rects, Int32(rects.count))
        XRenderComposite(display, Int32(PictOpSrc), back, 0, windowPicture, Int32(box.x), Int32(box.y), 0, 0,
                         Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height))
        var none = XRenderPictureAttributes()
        none.clip_mask = 0
        XRenderChangePicture(display, windowPicture, UInt(CPClipMask), &none)
    }

    /// Builds in the back picture what went straight to the window (before the back
    /// picture is copied whole), so it holds the last frame everywhere again.
    private func repairBack() {
        for copy in direct { staleInBack = staleInBack.map { $0.union(copy.box) } ?? copy.box }
        direct = []
        // (the direct fills' and straight dimming's boxes are in `staleInBack` already)
        directFills = []
        straightDimming = []
        (dimmedParts, dimmedInBack) = ([], [])
        guard let stale = staleInBack, let plan = previous, let back else { return }
        staleInBack = nil
        build(plan, within: stale, into: back.picture, sendingDirect: false)
    }
}
