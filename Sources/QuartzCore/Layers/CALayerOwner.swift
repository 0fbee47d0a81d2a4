import Foundation

/// The object a layer backs, as a view backs its layer in UIKit (on Apple's platforms
/// Core Animation knows the view only as the layer's `CALayerDelegate`).
///
/// A view's layer forwards its geometry and looks to its owner, so the view and its
/// layer never disagree: setting `layer.frame` sets the view's frame, `layer.isHidden`
/// reads the view's. QuartzCore knows no view type; UIKit's `UIView` is the only owner.
package protocol CALayerOwner: CALayerDelegate {
    /// What the owner is shown in (a view's window), or nil when it is in none.
    var layerHost: (any CALayerHost)? { get }
    /// The owner's `isHidden` (what the layer's `isHidden` reads and writes).
    var isHiddenForLayer: Bool { get set }
    /// The owner's clipping (what the layer's `masksToBounds` reads and writes).
    var masksToBoundsForLayer: Bool { get set }
    /// Whether the owner will lay out before the next frame.
    var layerNeedsLayout: Bool { get }

    /// The layer's `bounds`, `position`, `frame`, `transform`, `opacity`,
    /// `backgroundColor` and `cornerRadius` were set: the owner takes the value.
    func setLayerBounds(_ bounds: CGRect)
    func setLayerPosition(_ position: CGPoint)
    func setLayerFrame(_ frame: CGRect)
    func setLayerTransform(_ transform: CGAffineTransform)
    func setLayerOpacity(_ opacity: CGFloat)
    func setLayerBackgroundColor(_ color: CGColor?)
    func setLayerCornerRadius(_ radius: CGFloat)

    /// The layer's content or looks changed: the owner redraws.
    func layerNeedsRedraw()
    /// The layer asked for layout, or for layout now: the owner lays out.
    func layerSetNeedsLayout()
    func layerLayoutIfNeeded()
    /// `removeFromSuperlayer()` on the layer: the owner leaves its parent and returns
    /// true when `superlayer` is its parent's layer; false leaves the layer to detach itself.
    func removeFromParent(ifLayerOf superlayer: CALayer?) -> Bool
}

/// What shows a layer tree: UIKit's window, with the clock the tree's animations run
/// on. QuartzCore finds it through the owner of the tree's root layer.
package protocol CALayerHost: AnyObject {
    /// The host's clock, timers and deferred work.
    var runLoop: WindowRunLoop { get }
    /// Runs the explicit animations of the layers shown here.
    var layerAnimator: LayerAnimator { get }
    /// A free layer (one no view owns) asked for layout or display, or moved into the tree.
    var freeLayersNeedPass: Bool { get set }
    /// The display links firing on this host's frames, in the order added.
    var displayLinks: [CADisplayLink] { get set }
    /// Frames per second the host draws at.
    var maximumFramesPerSecond: Int { get }
    /// Asks for a new frame.
    func setNeedsDisplay()
    /// Whether the host can draw layers into images (a headless window has no host to).
    var canSnapshotLayers: Bool { get }
    /// What `layer` (and its sublayers) looks like now, in its bounds at the host's scale.
    func snapshot(ofLayer layer: CALayer) -> CGImage?
}

/// A colour a layer keeps as its background and resolves when it is read or drawn:
/// a `CGColor`, or UIKit's `UIColor`, whose dynamic colours resolve against the traits
/// of the view being drawn (so dark mode reaches layers without QuartzCore knowing traits).
package protocol CALayerColor: AnyObject {
    /// The colour now (a dynamic colour resolves for the current traits).
    var resolvedCGColor: CGColor { get }
    /// Whether the two colours are the same as set (a dynamic colour equals only itself).
    func isSameLayerColor(as other: any CALayerColor) -> Bool
}

/// A value that stands for a path where layers take a `CGPath` (UIKit's `UIBezierPath`),
/// so `fromValue`/`toValue` and key-value coding accept it as they did.
package protocol CGPathConvertible: AnyObject {
    var cgPath: CGPath { get }
}

extension CGColor: CALayerColor {
    package var resolvedCGColor: CGColor { self }

    /// Colours compare as UIKit's colours do: sRGB components and alpha.
    package func isSameLayerColor(as other: any CALayerColor) -> Bool {
        guard let other = other as? CGColor else { return other.isSameLayerColor(as: self) }
        return other === self || other.clampedComponents == clampedComponents
    }

    private var clampedComponents: [CGFloat] {
        let rgba = rgbaComponents
        return [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { min(max($0, 0), 1) }
    }
}

/// A layer's background colour as set, compared as `CALayerColor` says.
package struct LayerFill: Equatable {
    package let color: any CALayerColor

    package init(_ color: any CALayerColor) { self.color = color }

    package static func == (lhs: LayerFill, rhs: LayerFill) -> Bool {
        lhs.color === rhs.color || lhs.color.isSameLayerColor(as: rhs.color)
    }
}
