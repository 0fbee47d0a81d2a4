import Foundation
import UIKitCore

/// UIKit's older image contexts: `UIGraphicsBeginImageContextWithOptions`
/// pushes a bitmap context (current for `UIGraphicsGetCurrentContext()`),
/// `UIGraphicsGetImageFromCurrentImageContext()` reads it and
/// `UIGraphicsEndImageContext()` pops it. They nest, per thread.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let canvas = ImageCanvas(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque, text: PangoTextSystem())
    ImageContextStack.current.canvases.append(canvas)
    UIGraphicsPushContext(canvas.context)
}

/// An image context of `size` points at scale 1, with alpha.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, or nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let canvas = ImageContextStack.current.canvases.last, UIGraphicsGetCurrentContext() === canvas.context else { return nil }
    return canvas.image()
}

/// Ends the current image context (nothing when none is open).
public func UIGraphicsEndImageContext() {
    let stack = ImageContextStack.current
    guard let canvas = stack.canvases.popLast() else { return }
    if UIGraphicsGetCurrentContext() === canvas.context { UIGraphicsPopContext() }
}

/// The open image contexts of this thread, innermost last.
private final class ImageContextStack {
    static let key = "UIKitCairo.ImageContextStack"
    var canvases: [ImageCanvas] = []
    static var current: ImageContextStack {
        if let stack = Thread.current.threadDictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}
