// Views draw with Core Graphics types (`CGColor`, `CGImage`, `CGAffineTransform`, ...)
// on layers from QuartzCore (`CALayer`, `CAAnimation`, `CADisplayLink`), which UIKit
// re-exports as on iOS; Core Animation's timing uses CoreFoundation's `CFTimeInterval`.
@_exported import CoreFoundation
@_exported import CoreGraphics
@_exported import QuartzCore
