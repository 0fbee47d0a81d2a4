import Glibc

/// Zeroed memory for a large bitmap, allocated by the kernel in one go.
///
/// `cairo_image_surface_create` takes its pixels from `calloc`, and a fresh
/// window-sized bitmap then costs one page fault per 4 KB the first time it is
/// drawn (a 390x844 bitmap: 322 faults, ~0.6 ms here). Mapping it with
/// `MAP_POPULATE` has the kernel allocate and zero every page at once, in about
/// half the time. The memory reads as zero, so a bitmap drawn for the first time
/// needs no clearing (`LayerRasterCache.Entry.isBlank`).
final class PixelMemory {
    /// Bitmaps smaller than this come from `calloc` (a few pages: nothing to gain).
    static let mappingThreshold = 64 * 1024

    let base: UnsafeMutableRawPointer
    let byteCount: Int
    /// Whether the bytes are a mapping of their own (`discard()` can give them back).
    let isMapped: Bool
    /// The System V segment the bytes are an attachment of while they are shared with
    /// another process (`PixelMemory+Shared`); nil for private memory.
    var sharedSegment: Int32?

    /// `byteCount` zeroed bytes, or nil when the system has none to give.
    init?(byteCount: Int) {
        guard byteCount > 0 else { return nil }
        if byteCount >= Self.mappingThreshold {
            let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
            guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
            base = mapped
            isMapped = true
        } else {
            guard let allocated = calloc(byteCount, 1) else { return nil }
            base = allocated
            isMapped = false
        }
        self.byteCount = byteCount
    }

    /// Memory already mapped by the caller (`PixelMemory+Shared`).
    init(mapped base: UnsafeMutableRawPointer, byteCount: Int, sharedSegment: Int32?) {
        self.base = base
        self.byteCount = byteCount
        isMapped = true
        self.sharedSegment = sharedSegment
    }

    /// Gives the pages back to the kernel (`madvise(MADV_DONTNEED)`): the process's
    /// resident memory drops by `byteCount` at once, and the bytes read as zero again
    /// (the kernel maps a fresh zeroed page on the next write). False for memory from
    /// `calloc`, which is kept as it is.
    @discardableResult
    func discard() -> Bool {
        guard isMapped else { return false }
        // Shared pages belong to the segment too: this process lets go of them instead.
        if sharedSegment != nil { return unshare() }
        return madvise(base, byteCount, MADV_DONTNEED) == 0
    }

    deinit {
        if sharedSegment != nil { shmdt(base) } else if isMapped { munmap(base, byteCount) } else { free(base) }
    }
}
