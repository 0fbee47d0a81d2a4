import UIKitCore

/// `Set Appearance`: light is what every window draws today. Dark needs UIKit's
/// `overrideUserInterfaceStyle`, which this build does not have yet, so the parser
/// refuses `dark` (`TapeParser.supportsDarkAppearance` is false) and this is a no-op.
enum TapeAppearanceSupport {
    static let supportsDark = false

    static func apply(_ appearance: TapeAppearance, to window: UIWindow) {}
}
