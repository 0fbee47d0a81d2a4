import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as in UIKit:
/// add it to a view (`addLayoutGuide`), constrain it and its neighbours, read
/// `layoutFrame` (in the owning view's coordinates) after layout.
open class UILayoutGuide: CustomStringConvertible, CustomDebugStringConvertible {
    public init() {}

    /// The view the guide belongs to (set by `addLayoutGuide`).
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            guard newValue !== owningViewStorage else { return }
            owningViewStorage?.detachLayoutGuide(self)
            owningViewStorage = newValue
            newValue?.attachLayoutGuide(self)
        }
    }

    weak var owningViewStorage: UIView?

    open var identifier = ""

    /// The guide's rectangle in the owning view's coordinates, from the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero

    /// Set for guides UIKit makes itself (safe area, margins, readable content):
    /// they are placed by constraints the engine keeps.
    var systemRole: SystemGuideRole?

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's frame is not fully determined by its constraints.
    open var hasAmbiguousLayout: Bool { owningView?.window?.layoutEngineIfPresent?.isAmbiguous(self) ?? false }

    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.window?.layoutEngineIfPresent?.constraintsAffecting(self, axis: axis) ?? []
    }

    open var description: String {
        let name = identifier.isEmpty ? "" : " '\(identifier)'"
        return "<\(Self.self): \(LayoutEngine.address(of: self))\(name), layoutFrame = \(layoutFrame), owningView = \(owningView.map { LayoutEngine.name(of: $0) } ?? "nil")>"
    }

    open var debugDescription: String { description }
}

/// The guides UIKit makes for a view, placed by constraints the engine owns.
enum SystemGuideRole {
    case safeArea, layoutMargins, readableContent, keyboard, topLayoutSupport, bottomLayoutSupport
    case scrollContent, scrollFrame
}

/// The deprecated top and bottom layout guides of a view controller (iOS 7-10),
/// as in UIKit: `length` is the safe area's top (or bottom) inset.
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// `topLayoutGuide` / `bottomLayoutGuide`: a guide along the top (bottom) of
/// the controller's view, as tall as the safe area inset there.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return systemRole == .topLayoutSupport ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

/// The keyboard's place at the bottom of a view (iOS 15): with no on-screen
/// keyboard on a desktop it spans the bottom safe-area inset, as UIKit's guide
/// does while the keyboard is hidden.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard = false
    open var usesBottomSafeArea = true
}
