import Glibc

/// Bitmap memory another process can map: a System V shared memory segment.
///
/// The X server can make a pixmap whose pixels ARE such a segment (MIT-SHM's
/// `XShmCreatePixmap`), so a layer bitmap drawn here needs no copy into the server, and
/// the server's pixmap takes no page faults of its own: the pages are the ones this
/// process faulted in while drawing. The rule that keeps the server's pixels right:
/// once shared, this process never writes into the segment again. Giving the pixels back
/// (`discard`) or drawing the layer again (`unshare`) first puts fresh private memory at
/// the same address: the surface drawn into it stays valid, reads as zero, and what the
/// server holds is untouched.
///
/// The segment is marked for removal as soon as it is made (Linux lets a segment so
/// marked still be attached): the kernel frees it when the last process lets it go,
/// even if one of them crashes.
extension PixelMemory {
    /// `byteCount` zeroed bytes in a new shared segment, all allocated at once
    /// (`MADV_POPULATE_WRITE`, as `MAP_POPULATE` does for private bitmaps); nil when the
    /// system makes or attaches none (the caller falls back to private memory).
    convenience init?(sharedByteCount byteCount: Int) {
        guard byteCount > 0 else { return nil }
        let id = shmget(0 /* IPC_PRIVATE */, byteCount, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        let address = shmat(id, nil, 0)
        shmctl(id, IPC_RMID, nil)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        _ = madvise(address, byteCount, 23 /* MADV_POPULATE_WRITE: ignored where the kernel lacks it */)
        self.init(mapped: address, byteCount: byteCount, sharedSegment: id)
    }

    /// Whether the bytes are (still) a shared segment's.
    var isShared: Bool { sharedSegment != nil }

    /// Puts fresh, zeroed private memory at the same address in place of the segment
    /// (this process's attachment goes; another's stays, with the pixels as they were).
    /// The pages are allocated on first write. False when the kernel refuses (the
    /// segment is then still attached here: nothing must be drawn into it).
    @discardableResult
    func unshare() -> Bool {
        guard sharedSegment != nil else { return true }
        let mapped = mmap(base, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        guard mapped == base else { return false }
        sharedSegment = nil
        return true
    }
}
