import Foundation

/// Where a button's image and title go, as in UIKit.
///
/// The image sits on the leading side of the title (a configuration's
/// `imagePlacement` moves it to the trailing side, or above or below the title),
/// `imagePadding` apart. Leading follows the button's
/// `effectiveUserInterfaceLayoutDirection`: in a right-to-left layout, or with
/// `semanticContentAttribute = .forceRightToLeft` in a left-to-right app (the
/// common way to put an image after the title), the image of a `.leading`
/// placement (and of a button without a configuration) is on the right;
/// `.forceLeftToRight` keeps it on the left. The content insets are directional
/// (leading is the right inset right to left; a button without a configuration
/// has the physical `contentEdgeInsets`, see `UIButton+EdgeInsets`), `contentHorizontalAlignment`'s
/// `.leading` and `.trailing` flip with the direction while `.left` and `.right`
/// do not (see `effectiveContentHorizontalAlignment`); `.fill` centres here.
extension UIButton {
    /// Where the image goes relative to the title: the configuration's placement, else leading.
    var resolvedImagePlacement: NSDirectionalRectEdge {
        let placement = configuration?.imagePlacement ?? .leading
        if placement.contains(.top) { return .top }
        if placement.contains(.bottom) { return .bottom }
        return placement.contains(.trailing) ? .trailing : .leading
    }

    /// The title's size as laid out: none when only an image shows.
    var laidOutTitleSize: CGSize {
        guard let label = titleLabel else { return .zero }
        if imageSize.width > 0 && (label.text ?? "").isEmpty { return .zero }
        return label.intrinsicContentSize
    }

    /// The space between image and title when both show.
    private var laidOutGap: CGFloat {
        let image = imageSize, title = laidOutTitleSize
        return image.width > 0 && title.width > 0 ? imageTitleSpacing : 0
    }

    /// Image and title side by side, or stacked for a `.top` or `.bottom` placement, plus the insets.
    var contentFittingSize: CGSize {
        let image = imageSize, title = laidOutTitleSize, gap = laidOutGap, insets = physicalContentInsets
        let content: CGSize
        switch resolvedImagePlacement {
        case .top, .bottom:
            let stackGap = image.height > 0 && title.height > 0 ? gap : 0
            content = CGSize(width: max(image.width, title.width), height: image.height + stackGap + title.height)
        default:
            content = CGSize(width: image.width + gap + title.width, height: max(image.height, title.height))
        }
        return CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    /// Lays out `imageView` and `titleLabel` in the bounds less the content insets.
    func layoutImageAndTitle() {
        guard let label = titleLabel else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = physicalContentInsets
        let available = CGRect(x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
                               height: max(0, bounds.height - insets.top - insets.bottom))
        defer {
            imageView?.frame = imageView?.frame.offsetBy(legacyOffset(for: imageEdgeInsets)) ?? .zero
            label.frame = label.frame.offsetBy(legacyOffset(for: titleEdgeInsets))
        }
        let image = imageSize, title = laidOutTitleSize, gap = laidOutGap
        let placement = resolvedImagePlacement
        if placement == .top || placement == .bottom {
            let width = min(title.width, available.width)
            let column = max(image.width, width)
            let x = alignedX(width: column, in: available)
            let stackGap = image.height > 0 && title.height > 0 ? gap : 0
            let top = available.midY - (image.height + stackGap + title.height) / 2
            let imageY = placement == .top ? top : top + title.height + stackGap
            let titleY = placement == .top ? top + image.height + stackGap : top
            imageView?.frame = CGRect(x: (x + (column - image.width) / 2).rounded(), y: imageY.rounded(),
                                      width: image.width, height: image.height)
            label.frame = CGRect(x: (x + (column - width) / 2).rounded(), y: titleY.rounded(), width: width, height: title.height)
            return
        }
        let width = min(title.width, max(0, available.width - image.width - gap))
        let x = alignedX(width: image.width + gap + width, in: available)
        // The image is on the left when it leads left to right, or trails right to left.
        let imageOnLeft = (placement == .leading) != rightToLeft
        let imageX = imageOnLeft ? x : x + width + gap
        let titleX = imageOnLeft ? x + image.width + gap : x
        imageView?.frame = CGRect(x: imageX.rounded(), y: (available.midY - image.height / 2).rounded(),
                                  width: image.width, height: image.height)
        label.frame = CGRect(x: titleX.rounded(), y: (available.midY - title.height / 2).rounded(), width: width, height: title.height)
    }

    /// Where content `width` wide starts in `available`, for the effective horizontal alignment.
    private func alignedX(width: CGFloat, in available: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left: return available.minX
        case .right: return available.maxX - width
        default: return available.midX - width / 2
        }
    }
}

private extension CGRect {
    func offsetBy(_ offset: CGPoint) -> CGRect { offsetBy(dx: offset.x, dy: offset.y) }
}
