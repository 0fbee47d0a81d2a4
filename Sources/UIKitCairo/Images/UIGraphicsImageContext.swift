import Foundation
import UIKitCore

/// UIKit's older image context functions, as thin shims over the same bitmap
/// contexts `UIGraphicsImageRenderer` uses. The open image contexts form a
/// per-thread stack, like UIKit's, empty again after every `End`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    if scale > 0 { format.scale = scale }
    guard let context = UIGraphicsImageContextFactory.context(size: size, format: format) else { return }
    ImageContextStack.current.entries.append((context.cgContext, format.scale))
    UIGraphicsPushContext(context.cgContext)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`, as in UIKit.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the innermost image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = ImageContextStack.current.entries.last, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Closes the innermost image context.
public func UIGraphicsEndImageContext() {
    guard ImageContextStack.current.entries.popLast() != nil else { return }
    UIGraphicsPopContext()
}

private final class ImageContextStack {
    private static let slot = ThreadLocal { ImageContextStack() }
    var entries: [(CGContext, CGFloat)] = []
    static var current: ImageContextStack { slot.value }
}
