import Foundation

/// A view that hit-tests its own content when a touch is handed to it whole (our
/// hook; SwiftUI's hosting view adopts it).
///
/// On iOS, a `UIWindow` subclass may return a SwiftUI hosting controller's view
/// from its `hitTest` override without walking into it (exyte/PopupView's
/// passthrough window does: "let UIKit pass this touch to wrapped SwiftUI view in
/// regular manner"); SwiftUI then finds the button under the touch itself, since
/// its gestures live inside the hosting view. Here SwiftUI's controls are views with
/// recognizers of their own, so a touch that lands on such a view is moved to the
/// deepest view its default hit-test finds under the point.
package protocol TouchContentHitTesting: UIView {}

extension UIWindow {
    /// The view a touch at `location` (window points) begins on, given the view the
    /// window's hit-test chose: the content under the point when that view hit-tests
    /// its own content (`TouchContentHitTesting`).
    func touchView(for chosen: UIView?, at location: CGPoint, event: UIEvent) -> UIView? {
        guard let container = chosen, container is TouchContentHitTesting else { return chosen }
        let local = container.convert(location, from: self)
        return container.hitTest(local, with: event) ?? container
    }
}
