// Views draw with Core Graphics types (`CGColor`, `CGImage`, `CGAffineTransform`, ...);
// Core Animation's timing uses CoreFoundation's `CFTimeInterval` (the toolchain's module).
@_exported import CoreFoundation
@_exported import CoreGraphics
