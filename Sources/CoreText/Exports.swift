// `import CoreText` brings Core Graphics (and Foundation), as on Apple platforms.
// Not CoreFoundation: its opaque `CFString` would then be as near to a file that
// imports both UIKit and Core Text as the umbrella's `CFString` (`NSString`), and
// the name ambiguous (see `CTFont`).
@_exported import CoreGraphics
@_exported import Foundation
// Core Foundation's range and index, which Core Text's functions take and return
// (`CFRangeMake(0, 0)`, `CFRange(location:length:)`, `kCFNotFound`), without the rest
// of Core Foundation (see above).
@_exported import struct CoreFoundation.CFRange
@_exported import func CoreFoundation.CFRangeMake
@_exported import typealias CoreFoundation.CFIndex
@_exported import var CoreFoundation.kCFNotFound
