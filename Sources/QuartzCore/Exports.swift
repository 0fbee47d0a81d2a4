// `import QuartzCore` as on iOS: the layer tree (`CALayer` and its subclasses), Core
// Animation, the physics UIKit's animations are made of, and the window clock they run
// on. It sits below UIKitCore and names no UIKit type (a view owns its layer through
// `CALayerOwner`, a dynamic colour reaches it through `CALayerColor`). Like Apple's
// QuartzCore it re-exports Core Graphics, and the toolchain's CoreFoundation for
// `CFTimeInterval`.
@_exported import CoreFoundation
@_exported import CoreGraphics
