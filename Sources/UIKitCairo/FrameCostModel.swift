import CCairo
import Foundation

/// What a composable frame would cost (CPU of the app and the X server together,
/// estimated in nanoseconds) on each path: built by composites in the X server, or
/// repainted on the client where it changed and uploaded. Both paths do the same
/// pixman work per pixel shown; they differ in what comes around it: the server
/// needs its pictures (a bitmap drawn anew is sent whole, through the socket), copies
/// its back picture to the window and pays per request; the client walks the tree,
/// uploads what it repainted (MIT-SHM), and after a composited frame repaints the
/// whole window (its image no longer holds what the window shows).
public struct FrameCostModel {
    /// Nanoseconds per pixel (or per request or frame) of each kind of work, measured
    /// with pixman 0.42 under Xvfb on the project's 2-core machine (docs/FRAME-PIPELINE.md).
    public struct Weights {
        /// A solid fill that replaces (opaque colour or SOURCE).
        public var solidFill = 0.2
        /// A translucent solid OVER (the dimming).
        public var blendFill = 0.6
        /// A colour through an A8 shadow mask.
        public var shadow = 1.0
        /// An opaque bitmap copied on whole pixels (a blit).
        public var copy = 0.35
        /// A bitmap with alpha OVER on whole pixels.
        public var blendCopy = 0.9
        /// A bitmap on whole pixels through a mask or an alpha.
        public var maskedCopy = 1.6
        /// A bitmap resampled (scaled, bilinear), no mask.
        public var resampled = 3.5
        /// A bitmap resampled through a mask (pixman's general path).
        public var maskedResampled = 12.0
        /// A black dimming's mixed parts drawn straight into the window in one pass (the
        /// solid level through the bitmap as a component-alpha mask), per pixel: about the
        /// time of the copy, the blend and the window copy it replaces (pixman alone, 86
        /// rectangles of 60x22 a frame: 130-162 µs either way), in one request instead of
        /// two, and nothing copied from the back picture for it.
        public var straightDimming = 1.3
        /// One composite request in the server (dispatch, regions, pixman set-up).
        public var request = 4_000.0
        /// The back picture copied to the window, per pixel.
        public var windowCopy = 0.35
        /// A bitmap sent to the server (XPutImage through the socket), per byte.
        public var uploadByte = 0.6
        /// A client frame's fixed part: the tree walk, damage tracking, Cairo set-up.
        public var clientFrame = 600_000.0
        /// A client frame's upload (XShmPutImage: the server copies it), per pixel.
        public var shmUpload = 1.0
        /// Drawing a layer's bitmap again on the client after its pixels were released
        /// (the X server held them: `LayerRasterCache.releasePixels`), per pixel: the
        /// layer's content redrawn, text and fills (the first frame at 1920x1080 @2
        /// draws about 8.3 M pixels in 50 ms, a sixth of it bitmaps and upload).
        public var redrawReleased = 4.0
        /// Mapping the client's window-sized image again after it was released (a
        /// shared-memory segment: the kernel allocates and zeroes its pages), per byte.
        public var mapImageByte = 1.0

        public init() {}
    }

    public var weights: Weights

    /// The client's own work as measured over as estimated (`learnClientCost`): its tree
    /// walk, damage tracking and pixman work scale by it (not the upload, which the X
    /// server does). 1 until a big client frame has been measured.
    public private(set) var clientCalibration = 1.0

    /// The smallest estimated client work (ns) a measurement is learnt from: below it a
    /// thread's CPU reading is mostly its noise, and the fixed costs dominate.
    public static let calibrationThreshold = 2_000_000.0
    /// How far the calibration may move from the weights (a factor either way).
    public static let calibrationRange = 0.5...4.0

    public init(weights: Weights = Weights()) { self.weights = weights }

    /// Learns from a client frame: `measured` nanoseconds of this process's CPU for it,
    /// `estimated` what the uncalibrated weights said for its own work
    /// (`Estimate.clientNowWork`). The weights are rough figures from one machine and
    /// one window size; a desktop-sized window at scale 2 draws from memory that no
    /// longer fits in the caches, so its pixels cost more than a phone-sized window's.
    /// The ratio is averaged over frames (a quarter per frame), kept within
    /// `calibrationRange`, and only frames whose estimate passes `calibrationThreshold`
    /// count, so small windows keep the weights as they are.
    public mutating func learnClientCost(measured: Double, estimated: Double) {
        guard estimated >= Self.calibrationThreshold, measured > 0, measured.isFinite else { return }
        let ratio = min(Self.calibrationRange.upperBound, max(Self.calibrationRange.lowerBound, measured / estimated))
        clientCalibration = clientCalibration * 0.75 + ratio * 0.25
    }

    /// The pixman work of `plan`'s steps where they show inside `damage` (the same on
    /// both paths), and the composite requests that takes.
    public func compositeCost(of plan: CompositePlan, within damage: PixelBox?) -> (work: Double, requests: Int) {
        let cost = compositeCost(of: plan, within: damage, dimmedSolidShare: nil)
        return (cost.work, cost.requests)
    }

    /// The X server's composites of `plan` inside `damage`: as `compositeCost(of:within:)`,
    /// but an opaque copy with a translucent fill straight over it
    /// (`CompositePlan.dimmedCopyFill`) is drawn as the X compositor draws it, a plain fill
    /// of the blended colour where the bitmap is one colour; elsewhere (its mixed parts),
    /// for a black fill, one pass straight into the window where no later step draws
    /// over them (`Weights.straightDimming`), and the copy and the blend in the back
    /// picture for the rest and for a fill with a colour: `dimmedSolidShare(owner,
    /// generation)` is the share of the bitmap's pixels in its one-colour parts (nil: not
    /// known, weighed as a copy and a blend). The mixed parts are spread evenly over the
    /// copy's visible parts. Requests: the fills, the one pass, the copy and the blend
    /// (those that are drawn). `dimmedSolid` counts the pixels drawn straight into the
    /// window (the fills and the one pass), which are not copied from the back picture.
    public func compositeCost(of plan: CompositePlan, within damage: PixelBox?,
                              dimmedSolidShare: ((AnyObject, Int) -> Double?)?) -> (work: Double, requests: Int, dimmedSolid: Double) {
        guard let damage, !damage.isEmpty else { return (0, 0, 0) }
        let w = weights
        var work = 0.0, requests = 0, dimmedSolid = 0.0
        let visible = plan.visibleParts(within: damage)
        var drawnWithCopy: Int?
        for (index, (step, parts)) in zip(plan.steps, visible).enumerated() where index != drawnWithCopy {
            if let dimmedSolidShare, case .layer(let layer, _) = step, let fill = plan.dimmedCopyFill(over: index, visible: visible),
               let share = dimmedSolidShare(layer.bitmapOwner, layer.bitmapGeneration) {
                let area = Double(parts.reduce(0) { $0 + $1.area }), solid = area * min(1, max(0, share))
                // A black fill's mixed parts that no later step draws over: one pass, straight.
                let finalShare = Self.isBlack(fill) && area > 0
                    ? Double(Self.area(of: parts, lessAll: Array(visible[min(index + 2, visible.count)...].joined()))) / area : 0
                let straight = (area - solid) * finalShare, inBack = area - solid - straight
                work += solid * w.solidFill + straight * w.straightDimming + inBack * (w.copy + w.blendFill)
                requests += 1 + (straight > 0 ? 1 : 0) + (inBack > 0 ? 2 : 0)
                dimmedSolid += solid + straight
                drawnWithCopy = index + 1
                continue
            }
            for part in parts {
                switch step {
                case .fill(_, let color, let replace):
                    work += Double(part.area) * (replace || color.alpha == 65535 ? w.solidFill : w.blendFill)
                    requests += 1
                case .shadow:
                    work += Double(part.area) * w.shadow
                    requests += 1
                case .layer(let layer, _):
                    for band in layer.pieces(of: part) {
                        let weight: Double
                        if layer.copyOffset == nil {
                            weight = band.masked ? w.maskedResampled : w.resampled
                        } else if band.masked {
                            weight = w.maskedCopy
                        } else {
                            weight = layer.opaque || band.replaces ? w.copy : w.blendCopy
                        }
                        work += Double(band.box.area) * weight
                        requests += 1
                    }
                }
            }
        }
        return (work, requests, dimmedSolid)
    }

    /// Whether a fill adds no colour in 8 bits a channel (what the server makes of it): a
    /// dimming that only multiplies what is under it, which the server draws in one pass.
    static func isBlack(_ color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)) -> Bool {
        color.red >> 8 == 0 && color.green >> 8 == 0 && color.blue >> 8 == 0
    }

    /// The pixels of `boxes` that none of `others` covers (`boxes` disjoint).
    static func area(of boxes: [PixelBox], lessAll others: [PixelBox]) -> Int {
        var pieces = boxes
        for other in others where !other.isEmpty {
            pieces = pieces.flatMap { $0.intersection(other).isEmpty ? [$0] : $0.subtracting(other) }
        }
        return pieces.reduce(0) { $0 + $1.area }
    }

    /// The server's cost: composites inside `build` (what its back picture lacks),
    /// the copy of `shown` to the window, and the pictures it lacks (`isResident`
    /// says whether it holds a bitmap owner's drawing of that generation).
    /// `dimmedSolidShare`: see `compositeCost(of:within:dimmedSolidShare:)`.
    public func serverCost(of plan: CompositePlan, build: PixelBox?, shown: PixelBox?,
                           isResident: (AnyObject, Int) -> Bool, dimmedSolidShare: ((AnyObject, Int) -> Double?)? = nil) -> Double {
        serverCost(of: plan, composites: compositeCost(of: plan, within: build, dimmedSolidShare: dimmedSolidShare),
                   shown: shown, isResident: isResident)
    }

    private func serverCost(of plan: CompositePlan, composites: (work: Double, requests: Int, dimmedSolid: Double),
                            shown: PixelBox?, isResident: (AnyObject, Int) -> Bool) -> Double {
        let (work, requests, dimmedSolid) = composites
        // The dimmed copies' fills go to the window straight: the rest is copied from the back picture.
        let copied = max(0, Double(shown?.area ?? 0) - dimmedSolid)
        var cost = work + Double(requests) * weights.request + copied * weights.windowCopy
        for picture in plan.pictures where !isResident(picture.owner, picture.generation) {
            cost += Double(picture.bytes) * weights.uploadByte + weights.request
        }
        return cost
    }

    /// Both paths' costs for `plan`, the frame after `lastPlan` (nil: that frame was not
    /// composable): `build` and `shown` are what the server must composite and copy to
    /// the window from where it is, `isResident` which pictures it holds;
    /// `clientHoldsFrame` whether the client's image holds the last frame (else it
    /// repaints everything), `clientImageBytesToMap` the bytes of the image the client
    /// must map again first (it was released while frames were built in the server).
    /// A steady frame changes what this one changed since the last, and redraws the
    /// bitmaps this one redrew (so sends them again). `dimmedSolidShare` tells the
    /// server's dimmed copies apart (`compositeCost(of:within:dimmedSolidShare:)`); the
    /// client blends them as the plan says.
    public func estimate(_ plan: CompositePlan, after lastPlan: CompositePlan?, build: PixelBox?, shown: PixelBox?,
                         isResident: (AnyObject, Int) -> Bool, clientHoldsFrame: Bool,
                         clientImageBytesToMap: Int = 0,
                         dimmedSolidShare: ((AnyObject, Int) -> Double?)? = nil) -> FramePathChooser.Estimate {
        let whole = PixelBox(x: 0, y: 0, width: plan.width, height: plan.height)
        let steady = plan.damage(since: lastPlan)
        let kept = lastPlan?.pictureGenerations ?? [:]
        // The same box is often asked for more than once (a steady drag builds what it
        // repaints): each box's composites are weighed once.
        var weighed: [(box: PixelBox?, cost: (work: Double, requests: Int))] = []
        func composites(within box: PixelBox?) -> (work: Double, requests: Int) {
            if let known = weighed.first(where: { $0.box == box }) { return known.cost }
            let cost = compositeCost(of: plan, within: box)
            weighed.append((box, cost))
            return cost
        }
        // The server's, where dimmed copies are drawn its own way (else the same as the client's).
        var weighedInServer: [(box: PixelBox?, cost: (work: Double, requests: Int, dimmedSolid: Double))] = []
        func serverComposites(within box: PixelBox?) -> (work: Double, requests: Int, dimmedSolid: Double) {
            guard dimmedSolidShare != nil else { let cost = composites(within: box); return (cost.work, cost.requests, 0) }
            if let known = weighedInServer.first(where: { $0.box == box }) { return known.cost }
            let cost = compositeCost(of: plan, within: box, dimmedSolidShare: dimmedSolidShare)
            weighedInServer.append((box, cost))
            return cost
        }
        let clientRepaint = clientHoldsFrame && lastPlan != nil ? steady : whole
        // The client composites from its own bitmaps: the ones it released are drawn again first.
        let clientWork = composites(within: clientRepaint).work + redrawCost(of: plan)
        var estimate = FramePathChooser.Estimate(
            serverNow: serverCost(of: plan, composites: serverComposites(within: build), shown: shown, isResident: isResident),
            serverSteady: serverCost(of: plan, composites: serverComposites(within: steady), shown: steady,
                                     isResident: { kept[ObjectIdentifier($0)] == $1 }),
            clientNow: clientCost(repaint: clientRepaint, work: clientWork) + Double(clientImageBytesToMap) * weights.mapImageByte,
            clientSteady: clientCost(repaint: steady, work: composites(within: steady).work))
        estimate.clientNowWork = weights.clientFrame + clientWork
        estimate.clientNowArea = clientRepaint?.area ?? 0
        return estimate
    }

    /// The client's cost: the frame's fixed part, composites inside `repaint` (and the
    /// bitmaps it released, drawn again), and its upload.
    public func clientCost(of plan: CompositePlan, repaint: PixelBox?) -> Double {
        clientCost(repaint: repaint, work: compositeCost(of: plan, within: repaint).work + redrawCost(of: plan))
    }

    /// Drawing again the plan's bitmaps whose client pixels were released
    /// (`LayerRasterCache.releasePixels`), before the client can composite them.
    public func redrawCost(of plan: CompositePlan) -> Double {
        plan.pictures.reduce(0) { cost, picture in
            LayerRasterCache.pixelsAreReleased(picture.owner) ? cost + Double(picture.bytes / 4) * weights.redrawReleased : cost
        }
    }

    private func clientCost(repaint: PixelBox?, work: Double) -> Double {
        (weights.clientFrame + work) * clientCalibration + Double(repaint?.area ?? 0) * weights.shmUpload
    }
}

extension CompositePlan {
    /// The bitmaps the server needs for this plan: each owner once, with the drawing
    /// (generation) and its size in bytes.
    public var pictures: [(owner: AnyObject, generation: Int, bytes: Int)] {
        if let known = memo.pictures { return known }
        let made = findPictures()
        memo.pictures = made
        return made
    }

    private func findPictures() -> [(owner: AnyObject, generation: Int, bytes: Int)] {
        var seen = Set<ObjectIdentifier>()
        var result: [(owner: AnyObject, generation: Int, bytes: Int)] = []
        func add(_ owner: AnyObject, _ generation: Int, _ surface: OpaquePointer) {
            guard seen.insert(ObjectIdentifier(owner)).inserted else { return }
            result.append((owner, generation, Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface))))
        }
        for step in steps {
            switch step {
            case .fill:
                break
            case .shadow(let mask, let owner, _, _, _):
                add(owner, 0, mask)
            case .layer(let layer, _):
                add(layer.bitmapOwner, layer.bitmapGeneration, layer.bitmap)
                for band in layer.mask?.edgeBands ?? [] { add(band, 0, band.surface) }
            }
        }
        return result
    }

    /// The drawing of each picture, by owner.
    var pictureGenerations: [ObjectIdentifier: Int] {
        Dictionary(pictures.map { (ObjectIdentifier($0.owner), $0.generation) }, uniquingKeysWith: { first, _ in first })
    }
}
