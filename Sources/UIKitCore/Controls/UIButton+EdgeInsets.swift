import Foundation

/// The legacy insets of a button without a configuration.
struct ButtonLegacyEdgeInsets {
    var content = UIEdgeInsets.zero
    var title = UIEdgeInsets.zero
    var image = UIEdgeInsets.zero
}

/// A button's legacy insets, as in UIKit (deprecated there since iOS 15, and ignored
/// when the button has a configuration, whose `contentInsets` and `imagePadding`
/// take their place).
///
/// `contentEdgeInsets` shrink (positive) or grow (negative) the rectangle the image
/// and title are laid out in, and count in `intrinsicContentSize` and
/// `sizeThatFits(_:)`. `imageEdgeInsets` and `titleEdgeInsets` move only their own
/// part, as if it were laid out in the content rectangle inset by them: centred,
/// by half the difference of the opposite insets (`left: 8, right: -8` moves it 8
/// points right); aligned to an edge, by that edge's inset. They never change the
/// size. All three are physical (left is left), right to left too, as in UIKit.
extension UIButton {
    /// Insets around all of the content, as in UIKit.
    public var contentEdgeInsets: UIEdgeInsets {
        get { legacyEdgeInsets.content }
        set {
            legacyEdgeInsets.content = newValue
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Moves the title within the content rectangle, as in UIKit.
    public var titleEdgeInsets: UIEdgeInsets {
        get { legacyEdgeInsets.title }
        set {
            legacyEdgeInsets.title = newValue
            setNeedsLayout()
        }
    }

    /// Moves the image within the content rectangle, as in UIKit.
    public var imageEdgeInsets: UIEdgeInsets {
        get { legacyEdgeInsets.image }
        set {
            legacyEdgeInsets.image = newValue
            setNeedsLayout()
        }
    }

    /// The insets around the content by physical side: the directional `contentInsets`
    /// (the configuration's; leading is the right side right to left), else `contentEdgeInsets`.
    var physicalContentInsets: UIEdgeInsets {
        guard let insets = contentInsets else { return contentEdgeInsets }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// How far `insets` (an `imageEdgeInsets` or `titleEdgeInsets`) move a part laid out
    /// in the content rectangle: none with a configuration.
    func legacyOffset(for insets: UIEdgeInsets) -> CGPoint {
        guard configuration == nil, insets != .zero else { return .zero }
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = insets.left
        case .right: x = -insets.right
        default: x = (insets.left - insets.right) / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = insets.top
        case .bottom: y = -insets.bottom
        default: y = (insets.top - insets.bottom) / 2
        }
        return CGPoint(x: x, y: y)
    }
}
