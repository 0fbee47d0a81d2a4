import Foundation
import QuartzCore

extension UIView {
    /// `init(frame:)` in UIView's vtable, found once (see `IntroducedInitializer`).
    private static let frameInitializer = IntroducedInitializer(introducedBy: UIView.self)

    /// A new view of `viewClass` made with its `init(frame:)`, as UIKit's
    /// `[[viewClass alloc] initWithFrame:frame]` (how a navigation controller makes
    /// its `navigationBarClass` and `toolbarClass`): the most derived override runs,
    /// so a subclass's stored properties get their initial values and its own
    /// `override init(frame:)` runs. A subclass that declares initializers of its
    /// own but not `init(frame:)` has none to run: Objective-C stops with "use of
    /// unimplemented initializer"; so does this. When the runtime's metadata is not
    /// laid out as expected, `fallback` makes the base class instead, with a warning.
    static func instantiate<View: UIView>(_ viewClass: View.Type, frame: CGRect, fallback: (CGRect) -> View) -> View {
        if viewClass == View.self { return fallback(frame) }
        guard let initializer = frameInitializer else {
            warn("\(String(reflecting: viewClass)) cannot be made through init(frame:) on this runtime; a \(View.self) stands in",
                 in: nil)
            return fallback(frame)
        }
        guard let implementation = initializer.implementation(for: viewClass) else {
            fatalError("use of unimplemented initializer 'init(frame:)' for class '\(String(reflecting: viewClass))'")
        }
        return IntroducedInitializer.callFrameInitializer(implementation, for: viewClass, frame: frame) as! View
    }
}
