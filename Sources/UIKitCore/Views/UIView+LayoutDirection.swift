import Foundation

/// How a view's content flips in a right-to-left layout, as in UIKit.
public enum UISemanticContentAttribute: Int, Hashable, CaseIterable {
    /// Follows the layout direction (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls (arrows, a D-pad): always left to right.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// Right-to-left layout, as in UIKit: the app's direction comes from the main
/// screen (`UIScreen.systemLayoutDirection`, set by `--layout-direction rtl`);
/// a view's `semanticContentAttribute` can force one for itself and (as the
/// `layoutDirection` trait) its subviews. Auto Layout's leading and trailing
/// edges, `directionalLayoutMargins`, horizontal stack views, natural text
/// alignment and the bars follow `effectiveUserInterfaceLayoutDirection`.
extension UIView {
    /// How the view's content flips in a right-to-left layout (`.unspecified` by
    /// default). Forcing a direction also sets it for the subviews, as in UIKit.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set {
            guard newValue != semanticContentAttributeStorage else { return }
            let before = effectiveUserInterfaceLayoutDirection
            semanticContentAttributeStorage = newValue
            traitState.version &+= 1
            window?.setNeedsTraitUpdate()
            if effectiveUserInterfaceLayoutDirection != before || newValue == .forceLeftToRight || newValue == .forceRightToLeft {
                layoutDirectionDidChange()
            }
        }
    }

    /// The direction forced on the traits of this view and its subviews, if any.
    var forcedLayoutDirection: UITraitEnvironmentLayoutDirection? {
        switch semanticContentAttributeStorage {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return nil
        }
    }

    /// The direction this view lays out in: left to right for `.playback`,
    /// `.spatial` and `.forceLeftToRight`, right to left for `.forceRightToLeft`,
    /// otherwise its traits' `layoutDirection` (its nearest ancestor's forced
    /// direction, else the app's).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttributeStorage {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            var ancestor = superview
            while let view = ancestor {
                if let forced = view.forcedLayoutDirection { return forced == .rightToLeft ? .rightToLeft : .leftToRight }
                ancestor = view.superview
            }
            let screen = window?.screen ?? UIScreen.main
            return screen.systemLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The direction content with `attribute` lays out in, in the app's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` lays out in, in a layout running `direction`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                 relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return direction
        }
    }

    /// The direction changed for this view and its subviews: constraints on leading
    /// and trailing edges are solved again, layouts and drawings redone.
    func layoutDirectionDidChange() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            let directional = view.constraints.filter { $0.firstAttribute.isDirectional || $0.secondAttribute.isDirectional }
            if !directional.isEmpty {
                NSLayoutConstraint.deactivate(directional)
                NSLayoutConstraint.activate(directional)
            }
            view.setNeedsLayout()
            view.setNeedsDisplay()
            pending.append(contentsOf: view.subviews)
        }
        superview?.setNeedsLayout()
    }

    /// Right to left: each of `views` (subviews laid out left to right) mirrored
    /// across the middle of the bounds, as UIKit lays out its own bars and cells.
    func mirrorFramesForRightToLeft(_ views: [UIView]) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for view in views {
            var frame = view.frame
            frame.origin.x = bounds.minX + bounds.maxX - frame.maxX
            view.frame = frame
        }
    }

    /// Right to left: flips `context` so a glyph drawn for left to right (a chevron) points the other way.
    func flipHorizontallyForRightToLeft(_ context: CGContext) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        context.translateBy(x: bounds.minX + bounds.maxX, y: 0)
        context.scaleBy(x: -1, y: 1)
    }

    /// `alignment` as drawn: `.natural` is right in a right-to-left layout.
    func resolvedTextAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
        alignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : alignment
    }
}

extension UIWindow {
    /// The screen's direction changed: everything in the window follows.
    func screenLayoutDirectionDidChange() {
        setNeedsTraitUpdate()
        layoutDirectionDidChange()
    }
}

extension NSLayoutConstraint.Attribute {
    /// Leading and trailing edges (and their margins), which swap sides right to left.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
}
