// Views draw with Core Graphics types (`CGColor`, `CGImage`, `CGAffineTransform`, ...).
@_exported import CoreGraphics
