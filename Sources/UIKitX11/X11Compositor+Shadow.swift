import CCairo
import CX11
import Foundation
import UIKitCairo

extension X11Compositor {
    /// Composites a shadow step's visible `parts` into `target`: the shadow's ARGB picture
    /// (its colour through its mask, made once: `X11ShadowPictures`) OVER, no mask.
    /// A mask seen for the first time is composited as it is (the solid through it): one
    /// drawn anew every frame is not worth a picture of its own. With `clip` (the
    /// target's clip now, to restore after), several parts are one composite through a
    /// clip of them (`compositeThroughClip`).
    func compositeShadow(mask: OpaquePointer, owner: AnyObject, origin: (x: Int, y: Int),
                         color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16), parts: [PixelBox], into target: Picture,
                         restoring clip: XRectangle? = nil) {
        if let shadow = shadowPicture(mask: mask, owner: owner, color: color) {
            if let clip, parts.count > 1 {
                compositeThroughClip(shadow, origin: origin, parts: parts, into: target, restoring: clip)
                return
            }
            for part in parts {
                XRenderComposite(display, Int32(PictOpOver), shadow, 0, target,
                                 Int32(part.x - origin.x), Int32(part.y - origin.y), 0, 0,
                                 Int32(part.x), Int32(part.y), UInt32(part.width), UInt32(part.height))
            }
            return
        }
        guard let maskPicture = picture(of: mask, owner: owner, generation: 0, opaque: false) else { return }
        let solid = solidPicture(color)
        for part in parts {
            XRenderComposite(display, Int32(PictOpOver), solid, maskPicture, target, 0, 0,
                             Int32(part.x - origin.x), Int32(part.y - origin.y), Int32(part.x), Int32(part.y),
                             UInt32(part.width), UInt32(part.height))
        }
    }

    /// The server's premultiplied ARGB picture of `color` through `owner`'s `mask`: the
    /// A8 mask uploaded (as before), then one SRC composite of the solid colour through it;
    /// nil the first frame the mask is composited in (or when it cannot be uploaded).
    private func shadowPicture(mask: OpaquePointer, owner: AnyObject,
                               color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> Picture? {
        let key = Self.key(color)
        if let known = shadows.picture(owner: owner, mask: mask, color: key) { return known }
        guard shadows.wasSeenBefore(owner: owner, mask: mask, color: key),
              let maskPicture = picture(of: mask, owner: owner, generation: 0, opaque: false) else { return nil }
        let width = Int(cairo_image_surface_get_width(mask)), height = Int(cairo_image_surface_get_height(mask))
        guard width > 0, height > 0 else { return nil }
        let pixmap = XCreatePixmap(display, window, UInt32(width), UInt32(height), 32)
        let picture = XRenderCreatePicture(display, pixmap, argb, 0, nil)
        XRenderComposite(display, Int32(PictOpSrc), solidPicture(color), maskPicture, picture, 0, 0, 0, 0, 0, 0,
                         UInt32(width), UInt32(height))
        shadows.keep(picture, pixmap: pixmap, owner: owner, mask: mask, color: key)
        return picture
    }

    /// `visible` (`plan.visibleParts`) with each shadow's parts cut to where it darkens
    /// anything (`ShadowInkBox`): the rest of its parts is transparent, composited OVER
    /// it changes no pixel, so neither the shadow nor what is under it is built there for
    /// the shadow's sake (a dimmed list under the blur's faint outer band goes straight to
    /// the window). Parts are unchanged where the mask cannot be read, and while the
    /// shadow has no picture of its own yet (its mask's first frame: a first paint, or a
    /// mask drawn anew every frame, is not held up reading it).
    func inkedParts(of plan: CompositePlan, _ visible: [[PixelBox]]) -> [[PixelBox]] {
        Self.inkedParts(of: plan, visible) { [shadows] mask, owner, color in
            guard shadows.picture(owner: owner, mask: mask, color: Self.key(color)) != nil else { return nil }
            return shadows.inkBox(owner: owner, mask: mask, color: color)
        }
    }

    /// `visible` with each shadow's parts cut to `inkBox(mask, owner, color)` (in mask
    /// pixels; nil: unknown, the parts kept whole).
    static func inkedParts(of plan: CompositePlan, _ visible: [[PixelBox]],
                           inkBox: (OpaquePointer, AnyObject, (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> PixelBox?)
        -> [[PixelBox]] {
        var inked = visible
        for (index, step) in plan.steps.enumerated() where index < inked.count && !inked[index].isEmpty {
            guard case .shadow(let mask, let owner, let origin, let color, _) = step,
                  let box = inkBox(mask, owner, color) else { continue }
            let ink = box.offsetBy((origin.x, origin.y))
            inked[index] = inked[index].map { $0.intersection(ink) }.filter { !$0.isEmpty }
        }
        return inked
    }

    /// The boxes `draw(plan)` builds and `present` shows: what differs from the frame the
    /// back picture holds (all of it for a new size), the rows a shadow moved up or down
    /// changes counted alone (`CompositePlan.damageParts`); empty: nothing.
    func buildParts(for plan: CompositePlan) -> [PixelBox] {
        guard let box = buildBox(for: plan) else { return [] }
        guard hasFrame, box != PixelBox(x: 0, y: 0, width: plan.width, height: plan.height) else { return [box] }
        return plan.damageParts(since: previous) { [shadows] owner, mask in shadows.rowsAlike(owner: owner, mask: mask) }
    }

    /// The shadows `plan` refers to (their pictures stay, composited this frame or not).
    static func shadowKeys(of plan: CompositePlan) -> (keys: Set<X11ShadowPictures.Key>, owners: Set<ObjectIdentifier>) {
        var keys = Set<X11ShadowPictures.Key>(), owners = Set<ObjectIdentifier>()
        for case .shadow(_, let owner, _, let color, _) in plan.steps {
            keys.insert(X11ShadowPictures.Key(owner: ObjectIdentifier(owner), color: key(color)))
            owners.insert(ObjectIdentifier(owner))
        }
        return (keys, owners)
    }
}
