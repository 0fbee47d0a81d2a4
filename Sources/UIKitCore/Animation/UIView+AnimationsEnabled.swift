import Foundation

extension UIView {
    /// Whether `setAnimationsEnabled(false)` turned animations off (process-wide, as in UIKit).
    nonisolated(unsafe) static var animationsEnabledSetting = true

    /// Turns animations on or off for every view, as UIKit's `setAnimationsEnabled(_:)`:
    /// while off, changes made inside animation blocks apply at once (completions
    /// still run). Like UIKit's, the setting is the process's, so code that turns it
    /// off turns it back on (SwiftUI libraries do so around a presentation);
    /// `performWithoutAnimation(_:)` is the scoped form.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledSetting = enabled
    }
}
