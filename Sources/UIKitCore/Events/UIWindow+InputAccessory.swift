import Foundation

/// The first responder's `inputAccessoryView`, docked at the bottom of the
/// window while it has the keyboard (iOS docks it on top of the on-screen
/// keyboard; a desktop has none, so it sits where the keyboard's top would be
/// with a hardware keyboard: the window's bottom edge, inside the safe area).
///
/// Differences: what is behind it is not moved (no keyboard layout guide
/// follows it); a scroll view can scroll its content above it as usual.
extension UIWindow {
    /// The accessory shown now, if any.
    var shownInputAccessory: InputAccessoryHost? { subviews.last { $0 is InputAccessoryHost } as? InputAccessoryHost }

    func showInputAccessory() {
        let accessory = firstResponder?.inputAccessoryView
        if let shown = shownInputAccessory {
            if shown.accessory === accessory { return }
            shown.removeFromSuperview()
        }
        guard let accessory else { return }
        let host = InputAccessoryHost(accessory: accessory)
        addSubview(host)
        host.frame = host.dockedFrame(in: bounds.inset(by: safeAreaInsets))
        host.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }
}

/// Holds an input accessory at the bottom of the window.
final class InputAccessoryHost: UIView {
    let accessory: UIView

    init(accessory: UIView) {
        self.accessory = accessory
        super.init(frame: .zero)
        isOpaque = false
        accessibilityIdentifier = "input-accessory"
        accessory.removeFromSuperview()
        addSubview(accessory)
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// As wide as `area`, as tall as the accessory says (its frame's height, else what it fits, else 44).
    func dockedFrame(in area: CGRect) -> CGRect {
        var height = accessory.frame.height
        if height <= 0 { height = accessory.sizeThatFits(CGSize(width: area.width, height: 0)).height }
        if height <= 0 { height = UIToolbar.height }
        return CGRect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        accessory.frame = bounds
    }
}
