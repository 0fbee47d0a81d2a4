import CCairo
import CPango
import Foundation
import UIKitCore

/// Text shaped once and rasterized once, per drawing view ("text once").
///
/// Each view that draws text (a label, a cell's labels, a field) owns a slot
/// holding the runs it drew last: a Pango layout (shaped for the run, the box's
/// width and the device transform's linear part) and its glyphs rasterized as a
/// mask at one sub-pixel phase (used where the clip is whole device pixels). Drawing the same run again composites the mask
/// in the run's colour, so scrolling a list or typing in one field shapes and
/// rasterizes nothing else. A slot keeps only what its view drew in its last draw:
/// a changed text, font, size, width or scale replaces the entry at once (a colour
/// change reuses the mask). Slots of views that were freed are dropped at the end
/// of the next frame, so no text outlives the view that showed it. Keys are
/// digests (`TextDigest`), never the text itself.
final class TextLayoutCache {
    struct Key: Hashable {
        let digest: TextDigest
        let font: UIFont
        let alignment: Int
        let lineBreak: Int
        let lines: Int
        /// An attributed run's spans (empty for plain text).
        var spans: [TextSpan] = []
        /// The box's width, in points (the wrap and ellipsis width).
        let width: CGFloat
        /// The device transform's linear part (a, b, c, d).
        let matrix: [CGFloat]
    }

    /// One shaped run, and its mask once drawn axis-aligned.
    final class Entry {
        let layout: OpaquePointer
        var raster: TextRaster?
        init(layout: OpaquePointer) { self.layout = layout }
        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    private final class Slot {
        weak var owner: AnyObject?
        var entries: [Key: Entry] = [:]
        var used: Set<Key> = []
        init(owner: AnyObject?) { self.owner = owner }
    }

    /// Whether layouts and masks are reused (off: every run is shaped and drawn afresh).
    var isEnabled = true
    /// Runs shaped (layouts made) and masks rasterized, since creation (for tests and the benchmark).
    private(set) var layoutsShaped = 0
    private(set) var masksRasterized = 0
    /// Runs drawn from a cached layout, and from a cached mask.
    private(set) var layoutHits = 0
    private(set) var maskHits = 0

    private var slots: [ObjectIdentifier: Slot] = [:]
    /// Text drawn outside any view's `draw(_:)` (bitmap contexts): a small shared slot.
    private let looseSlot = Slot(owner: nil)
    private var looseOrder: [Key] = []
    private let looseCapacity = 64
    /// The views drawing now (innermost last), with their slot once they drew text.
    private var current: [(owner: AnyObject, slot: Slot?)] = []

    /// `owner` starts drawing its content: the runs it draws now are its slot's.
    func beginOwner(_ owner: AnyObject) {
        let slot = slots[ObjectIdentifier(owner)]
        if let slot, slot.owner === owner {
            slot.used.removeAll(keepingCapacity: true)
            current.append((owner, slot))
        } else {
            current.append((owner, nil))
        }
    }

    /// `owner` finished drawing: what it did not draw this time is dropped.
    func endOwner() {
        guard let (owner, slot) = current.popLast() else { return }
        let id = ObjectIdentifier(owner)
        guard let slot else {
            // Drew no text: a slot left by a freed view at the same address, or by this one, goes.
            if slots[id] != nil { slots[id] = nil }
            return
        }
        if slot.entries.count != slot.used.count {
            slot.entries = slot.entries.filter { slot.used.contains($0.key) }
        }
        if slot.entries.isEmpty { slots[id] = nil }
    }

    /// Drops the slots of views that no longer exist (end of every frame).
    func sweep() {
        if slots.values.contains(where: { $0.owner == nil }) {
            slots = slots.filter { $0.value.owner != nil }
        }
    }

    /// The entry for `key`, made with `shape` when the drawing view has none.
    func entry(for key: Key, shape: () -> OpaquePointer) -> Entry {
        guard isEnabled else {
            layoutsShaped += 1
            return Entry(layout: shape())
        }
        let slot: Slot
        if let drawing = current.last {
            if let existing = drawing.slot {
                slot = existing
            } else {
                slot = Slot(owner: drawing.owner)
                slots[ObjectIdentifier(drawing.owner)] = slot
                current[current.count - 1].slot = slot
            }
        } else {
            slot = looseSlot
        }
        if let entry = slot.entries[key] {
            layoutHits += 1
            slot.used.insert(key)
            return entry
        }
        layoutsShaped += 1
        let entry = Entry(layout: shape())
        slot.entries[key] = entry
        slot.used.insert(key)
        if slot === looseSlot {
            looseOrder.append(key)
            if looseOrder.count > looseCapacity { looseSlot.entries[looseOrder.removeFirst()] = nil }
        }
        return entry
    }

    func noteMaskRasterized() { masksRasterized += 1 }
    func noteMaskHit() { maskHits += 1 }

    /// Views holding cached text now, and entries over all of them.
    var ownerCount: Int { slots.count }
    var entryCount: Int { slots.values.reduce(looseSlot.entries.count) { $0 + $1.entries.count } }

    /// The texts of every cached layout (tests: what a cache holds in memory).
    var cachedTexts: [String] {
        (slots.values.flatMap { $0.entries.values } + looseSlot.entries.values).map { entry in
            pango_layout_get_text(entry.layout).map { String(cString: $0) } ?? ""
        }
    }
}

/// A run's glyphs as a mask (ARGB, coverage in alpha) in device pixels.
final class TextRaster {
    /// The mask; its device offset places it in the target's device space.
    let surface: OpaquePointer
    /// The device position of the run's origin it was drawn for.
    let origin: (x: Double, y: Double)

    init(surface: OpaquePointer, origin: (x: Double, y: Double)) {
        self.surface = surface
        self.origin = origin
    }

    deinit { cairo_surface_destroy(surface) }
}
