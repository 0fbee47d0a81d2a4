// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` come from Foundation on Linux;
// on Apple platforms `import CoreGraphics` gives them, so this module does too.
@_exported import Foundation
