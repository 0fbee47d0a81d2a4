/// Finding a bitmap's opaque rows (`LayerRasterCache.Entry.opaqueRows`) without a test
/// and a branch per pixel.
extension LayerRasterCache.Entry {
    /// Whether every one of the `count` ARGB32 pixels at `row` is opaque (alpha 255).
    ///
    /// The pixels are ANDed together 64 at a time (a loop the compiler vectorizes): the
    /// result's alpha is 255 exactly when every pixel's is. A row of a sheet's bitmap at
    /// 3840 pixels costs ~0.5 instructions a pixel instead of ~8 for a compare and branch
    /// each; a transparent pixel still ends the look at the next 64.
    static func isOpaqueRow(_ row: UnsafePointer<UInt32>, count: Int) -> Bool {
        var start = 0
        while start < count {
            let end = min(start + 64, count)
            var all: UInt32 = 0xFFFF_FFFF
            for x in start..<end { all &= row[x] }
            if all < 0xFF00_0000 { return false }
            start = end
        }
        return true
    }
}
