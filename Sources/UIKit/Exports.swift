@_exported import CoreFoundation
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKitCore
@_exported import UIKitImaging
@_exported import UIKitCairo
@_exported import UIKitX11
