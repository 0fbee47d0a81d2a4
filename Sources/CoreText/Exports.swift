// `import CoreText` brings Core Graphics (and Foundation), as on Apple platforms.
// Not CoreFoundation: its opaque `CFString` would then be as near to a file that
// imports both UIKit and Core Text as the umbrella's `CFString` (`NSString`), and
// the name ambiguous (see `CTFont`).
@_exported import CoreGraphics
@_exported import Foundation
