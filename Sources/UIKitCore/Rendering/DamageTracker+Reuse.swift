import Foundation

/// Walking only what changed. What a layer's sublayers record depends only on
/// what they inherit (`Context`) and on the layers below it, and every change to
/// those bumps the layer's `sublayerGeneration` (the invariant the rasterized
/// layers' kept signatures rest on, `CALayer+DrawingGeneration`). So each walk keeps,
/// per view and free layer, the span of records its sublayers made (a *span*), and
/// the next walk copies a span instead of walking it again when the layer's
/// generation and the context it hands down are the same: the records (shifted to
/// their new ranks), the bitmaps kept, the backdrops, the scroll anchors and the
/// subtree boxes. The layer's own record is always made afresh (its own properties
/// are not counted in its generation), so a moved sheet copies its content's records
/// only when they moved with it in the same context: a drag walks the sheet's
/// sublayers again, typing in a field walks the field's ancestors and their children
/// and copies everything else.
///
/// Debug builds walk everything again after each reusing walk and stop on any
/// difference: a change below a layer that did not bump its generation.
extension DamageTracker {
    /// The sublayers' records of one view or free layer in a walk.
    struct Span {
        var owner: Owner
        /// The layer's `sublayerGeneration` when they were recorded.
        var generation: UInt64
        /// What the sublayers inherited.
        var context: Context
        var records: Range<Int>
        var rasterized: Range<Int>
        var backdrops: Range<Int>
        var anchors: Range<Int>
        var boxes: Range<Int>
        /// What the sublayers' trees can paint together.
        var sublayers: CGRect
    }

    /// The walk a walk reuses (a class: a walk cannot hold a walk by value).
    final class EarlierWalk {
        let walk: Walk
        init(_ walk: Walk) { self.walk = walk }
    }

    /// Where a walk's tables stood before a layer's sublayers were walked.
    private struct Mark {
        var records: Int, rasterized: Int, backdrops: Int, anchors: Int, boxes: Int
        init(_ walk: Walk) {
            records = walk.records.count
            rasterized = walk.rasterized.count
            backdrops = walk.backdrops.count
            anchors = walk.anchorEnds.count
            boxes = walk.subtreeBoxList.count
        }
    }
}

extension DamageTracker.Context: Equatable {
    /// The same inheritance: equal values, and the same trait collection object
    /// (a new one, even an equal one, walks again).
    static func == (a: Self, b: Self) -> Bool {
        a.traits === b.traits && a.transform == b.transform && a.clip == b.clip && a.inherited == b.inherited
            && a.relativeInherited == b.relativeInherited && a.anchor == b.anchor && a.anchorTranslation == b.anchorTranslation
            && a.innerClip == b.innerClip && a.isPlain == b.isPlain && a.pending == b.pending
    }
}

extension DamageTracker.Walk {
    typealias Span = DamageTracker.Span

    /// Copies the sublayers' records of `owner` from the earlier walk when nothing
    /// below it changed and they inherit `context` again; returns what they can
    /// paint, or nil when they must be walked.
    mutating func reuseSublayers(of owner: AnyObject, generation: UInt64, context: DamageTracker.Context) -> CGRect? {
        guard let earlier, let span = earlier.walk.spans[ObjectIdentifier(owner)], span.owner.object === owner,
              span.generation == generation, span.context == context else { return nil }
        return self.span(of: owner, generation: generation, context: context) { walk in
            let old = earlier.walk
            let shift = walk.records.count - span.records.lowerBound
            walk.copiedRecords += span.records.count
            for i in span.records {
                var entry = old.records[i]
                entry.rank += shift
                walk.index[entry.id] = walk.records.count
                walk.records.append(entry)
                walk.owners.append(old.owners[i])
            }
            walk.rasterized.append(contentsOf: old.rasterized[span.rasterized])
            walk.backdrops.append(contentsOf: old.backdrops[span.backdrops])
            for i in span.anchors { walk.anchorEnds.append((old.anchorEnds[i].anchor, old.anchorEnds[i].end + shift)) }
            for i in span.boxes { walk.keepSubtreeBox(old.subtreeBoxList[i].box, of: old.subtreeBoxList[i].id) }
            return span.sublayers
        }
    }

    /// Records `owner`'s sublayers with `body` (walking or copying them) and keeps
    /// their span for the next walk; returns what they can paint.
    mutating func span(of owner: AnyObject, generation: UInt64, context: DamageTracker.Context,
                       _ body: (inout Self) -> CGRect) -> CGRect {
        let mark = DamageTracker.Mark(self)
        let sublayers = body(&self)
        // Nothing is kept where the frame is repainted whole anyway (a mask, a transition),
        // nor for a layer with no sublayers (most of a tree: nothing to copy).
        guard !needsFullRepaint, records.count > mark.records || subtreeBoxList.count > mark.boxes else { return sublayers }
        spans[ObjectIdentifier(owner)] = Span(
            owner: DamageTracker.Owner(object: owner), generation: generation, context: context,
            records: mark.records..<records.count, rasterized: mark.rasterized..<rasterized.count,
            backdrops: mark.backdrops..<backdrops.count, anchors: mark.anchors..<anchorEnds.count,
            boxes: mark.boxes..<subtreeBoxList.count, sublayers: sublayers)
        return sublayers
    }

    /// Records what `id`'s subtree can paint.
    mutating func keepSubtreeBox(_ box: CGRect, of id: ObjectIdentifier) {
        subtreeBoxes[id] = box
        subtreeBoxList.append((id, box))
    }
}

extension DamageTracker {
    /// Stops when a reusing walk differs from a fresh one (debug builds).
    static func checkReuse(_ walk: Walk, against fresh: Walk) {
        func same<T>(_ a: [T], _ b: [T], _ equal: (T, T) -> Bool) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy(equal)
        }
        let agrees = walk.records == fresh.records
            && same(walk.owners, fresh.owners) { $0.object === $1.object }
            && walk.rasterized == fresh.rasterized
            && same(walk.backdrops, fresh.backdrops) { $0.box == $1.box && $0.reads == $1.reads && $0.anchor == $1.anchor }
            && same(walk.anchorEnds, fresh.anchorEnds) { $0.anchor == $1.anchor && $0.end == $1.end }
            && walk.subtreeBoxes == fresh.subtreeBoxes && walk.needsFullRepaint == fresh.needsFullRepaint
        precondition(agrees, "a damage walk that reused the last frame's records differs from a fresh walk: "
                     + "a change below a layer did not bump CALayer.sublayerGeneration")
    }
}
