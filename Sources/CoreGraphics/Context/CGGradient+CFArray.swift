import Foundation

extension CGGradient {
    /// Apple's signature: `colors` is a `CFArray` (an `NSArray` here, see the UIKit
    /// module's `CoreFoundationBridging.swift`) of `CGColor`s (`[CGColor] as
    /// CFArray`); nil when an element is not a `CGColor` or there are none.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }
}

extension CGColorSpace {
    /// Apple's signature: the name as a `CFString` (`CGColorSpace.sRGB` is one there).
    public convenience init?(name: NSString) {
        self.init(name: name as String)
    }
}
