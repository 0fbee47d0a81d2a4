// `import SwiftUI` makes UIKit's, Combine's and Observation's types visible, as on iOS.
@_exported import UIKit
@_exported import Combine
@_exported import Observation
