import CX11
import Foundation
import UIKitCairo

/// The shadows a compositor draws, kept in the X server as premultiplied ARGB pictures:
/// the shadow's colour through its blurred A8 mask, made once per mask and colour with
/// one SRC composite (from the mask's second frame: a mask made anew every frame is
/// composited through as it is), then composited OVER with no mask each frame. Pixman (Xvfb's
/// RENDER, as Cairo's image backend) runs that through its `over_8888_8888` fast path
/// instead of a solid colour through an A8 mask (12.45 instructions a pixel at
/// 3840x2160), and the pixels are the same: `in(colour, mask)` then OVER is what the
/// masked composite computes, with the same rounding. Also the row runs of each mask
/// (`BitmapRowRuns`), for the rows a shadow moved up or down changes
/// (`CompositePlan.damageParts`).
final class X11ShadowPictures {
    struct Key: Hashable {
        let owner: ObjectIdentifier
        let color: UInt64
    }

    private struct Entry {
        /// Weak: a mask the shadow cache let go is never matched again by a new one at its address.
        weak var owner: AnyObject?
        let mask: OpaquePointer
        let pixmap: Pixmap
        let picture: Picture
    }

    private let display: OpaquePointer
    private var pictures: [Key: Entry] = [:]
    private var rowRuns: [ObjectIdentifier: (owner: Weak, mask: OpaquePointer, runs: BitmapRowRuns)] = [:]
    /// Shadows composited once through their mask and not made yet: a mask drawn in one
    /// frame only (a card whose size animates) is not worth a picture of its own.
    private var seenOnce: [Key: (owner: Weak, mask: OpaquePointer)] = [:]
    /// Where each shadow darkens anything (`ShadowInkBox`), in mask pixels; nil: not known.
    private var inkBoxes: [Key: (owner: Weak, mask: OpaquePointer, box: PixelBox?)] = [:]
    /// Shadow pictures made since creation (one SRC composite each).
    private(set) var made = 0

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    init(display: OpaquePointer) {
        self.display = display
    }

    /// Shadow pictures held in the server now.
    var count: Int { pictures.count }

    /// The picture held for `owner`'s mask `mask` in `color` (nil: none yet).
    func picture(owner: AnyObject, mask: OpaquePointer, color: UInt64) -> Picture? {
        guard let entry = pictures[Key(owner: ObjectIdentifier(owner), color: color)],
              entry.owner === owner, entry.mask == mask else { return nil }
        return entry.picture
    }

    /// Whether `owner`'s mask `mask` in `color` was composited before (an earlier frame, or
    /// another box of this one: a picture of it pays off); records it as seen otherwise.
    func wasSeenBefore(owner: AnyObject, mask: OpaquePointer, color: UInt64) -> Bool {
        let key = Key(owner: ObjectIdentifier(owner), color: color)
        if let seen = seenOnce[key], seen.owner.object === owner, seen.mask == mask { return true }
        seenOnce[key] = (Weak(owner), mask)
        return false
    }

    /// Keeps `picture` (on `pixmap`) as `owner`'s mask `mask` in `color`, freeing one it replaces.
    func keep(_ picture: Picture, pixmap: Pixmap, owner: AnyObject, mask: OpaquePointer, color: UInt64) {
        let key = Key(owner: ObjectIdentifier(owner), color: color)
        if let old = pictures[key] { free(old) }
        pictures[key] = Entry(owner: owner, mask: mask, pixmap: pixmap, picture: picture)
        seenOnce[key] = nil
        made += 1
    }

    /// Whether two rows of `owner`'s A8 `mask` hold the same values for certain (rows in
    /// one run of identical rows), found once per mask; nil when the mask is unreadable.
    func rowsAlike(owner: AnyObject, mask: OpaquePointer) -> ((Int, Int) -> Bool)? {
        let key = ObjectIdentifier(owner)
        let known = rowRuns[key].flatMap { $0.owner.object === owner && $0.mask == mask ? $0.runs : nil }
        guard let runs = known ?? BitmapRowRuns(mask) else { return nil }
        if known == nil { rowRuns[key] = (Weak(owner), mask, runs) }
        return { runs.areIdentical($0, $1) }
    }

    /// The box of `owner`'s mask `mask` where `color` through it is not transparent
    /// (`ShadowInkBox`), in mask pixels, found once per mask and colour; nil when the
    /// mask is unreadable.
    func inkBox(owner: AnyObject, mask: OpaquePointer, color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> PixelBox? {
        let key = Key(owner: ObjectIdentifier(owner), color: X11Compositor.key(color))
        if let known = inkBoxes[key], known.owner.object === owner, known.mask == mask { return known.box }
        let box = ShadowInkBox.find(mask, color: color)
        inkBoxes[key] = (Weak(owner), mask, box)
        return box
    }

    /// Frees the pictures and row runs of the shadows `keys` and `owners` do not name.
    func keep(only keys: Set<Key>, owners: Set<ObjectIdentifier>) {
        for (key, entry) in pictures where !keys.contains(key) {
            free(entry)
            pictures[key] = nil
        }
        rowRuns = rowRuns.filter { owners.contains($0.key) }
        seenOnce = seenOnce.filter { keys.contains($0.key) }
        inkBoxes = inkBoxes.filter { keys.contains($0.key) }
    }

    /// Frees every shadow picture.
    func releaseAll() {
        for entry in pictures.values { free(entry) }
        pictures = [:]
        rowRuns = [:]
        seenOnce = [:]
        inkBoxes = [:]
    }

    private func free(_ entry: Entry) {
        XRenderFreePicture(display, entry.picture)
        XFreePixmap(display, entry.pixmap)
    }
}
