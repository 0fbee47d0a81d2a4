import Foundation

/// The spinner of an indeterminate `ProgressView`: our UIKit's `UIActivityIndicatorView`
/// (medium, 20 x 20), turning on the window's clock while it shows, in the tint
/// colour when one is set (else UIKit's grey), as on iOS.
struct ProgressSpinner: View, PrimitiveView {
    typealias Body = Never

    func update(node: ViewNode) {
        let element = node.element(LeafElement.self) { LeafElement(view: UIActivityIndicatorView(style: .medium)) }
        let spinner = element.view as! UIActivityIndicatorView
        element.measure = { _ in CGSize(width: 20, height: 20) }
        spinner.color = node.environment.tint?.uiColor
        if !spinner.isAnimating { spinner.startAnimating() }
    }
}
