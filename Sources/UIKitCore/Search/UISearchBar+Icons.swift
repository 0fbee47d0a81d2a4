import Foundation

/// The search bar's icons, as UIKit's `setImage(_:for:state:)`: an image set for
/// `.search` is drawn in place of the magnifying glass (centred in its 30-point slot,
/// at its own size). Images for the other icons and states are kept and returned,
/// not drawn (no bookmark or results-list button is drawn here, and the clear button
/// keeps its look).
extension UISearchBar {
    /// The bar's icons, with UIKit's raw values.
    public enum Icon: Int, Sendable { case search = 0, clear, bookmark, resultsList }

    /// Sets the image of `icon` in `state` (nil restores the default), as in UIKit.
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        let key = IconKey(icon: icon, state: state.rawValue)
        if let iconImage { searchTextField.iconImages[key] = iconImage } else { searchTextField.iconImages[key] = nil }
        searchTextField.setNeedsDisplay()
    }

    /// The image set for `icon` in `state`, or nil for the default, as in UIKit.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        searchTextField.iconImages[IconKey(icon: icon, state: state.rawValue)]
    }

    struct IconKey: Hashable {
        let icon: Icon
        let state: UInt
    }
}
