@_exported import Foundation
@_exported import UIKitCore
@_exported import UIKitImaging
@_exported import UIKitCairo
@_exported import UIKitX11
@_exported import UIKitAccessibility
