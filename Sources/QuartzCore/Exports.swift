// `import QuartzCore` as on iOS. The layer tree (`CALayer` and its subclasses) and
// Core Animation live in UIKitCore beside the views they back (every view is its
// layer's delegate; the renderer, hit-testing and the view animation engine walk
// both), so this module re-exports it, with Core Graphics, and the toolchain's
// CoreFoundation for `CFTimeInterval`, as Apple's QuartzCore does.
@_exported import CoreFoundation
@_exported import CoreGraphics
@_exported import UIKitCore
