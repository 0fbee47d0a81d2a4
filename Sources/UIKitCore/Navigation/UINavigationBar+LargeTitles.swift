import Foundation

/// Large titles, as iOS draws them: with `prefersLargeTitles`, a screen whose
/// item resolves to a large title gets a 52-point area below the 44-point bar
/// with its title in 34-point bold, 16 points from the left. The area has no
/// background and no hairline (iOS's scroll-edge appearance); the inline title
/// is hidden. As the content scrolls up the area shrinks, the title sliding
/// under the bar, and once it is gone the bar shows its background, hairline
/// and inline title. Pulled down, the area grows with the content.
///
/// While the large title shows, it is the element with the accessibility
/// identifier `navigation-title` (the hidden inline one is `navigation-title-inline`).
///
/// An item's `largeTitleDisplayMode`: `.always` large, `.never` inline,
/// `.automatic` as the item below it (the root item: large), as in UIKit.
extension UINavigationBar {
    /// The large title area's height when expanded (iOS: 96-point bar = 44 + 52).
    public static let largeTitleHeight: CGFloat = 52
    /// iOS's large title font: 34-point bold.
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// Space between the large title's bottom and the area's bottom.
    static let largeTitleBottomInset: CGFloat = 8

    /// The bar's height for layout: 44, plus the large title area when the top item shows one.
    /// With a search bar, its area is added below; while a search is presented, only the search area counts.
    var layoutHeight: CGFloat {
        if searchSlot.isPresenting { return searchAreaHeight }
        return Self.height + (displaysLargeTitle ? Self.largeTitleHeight : 0) + searchAreaHeight
    }

    /// Whether the large title area is showing now (the bar is transparent then).
    var showsLargeTitleArea: Bool { displaysLargeTitle && largeTitleVisibleHeight > 0 }

    func setUpLargeTitle() {
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.isHidden = true
        largeTitleLabel.font = Self.largeTitleFont
        largeTitleLabel.accessibilityIdentifier = "navigation-large-title"
        largeTitleLabel.accessibilityTraits = .header
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
    }

    /// Resolves whether the top item shows a large title, and its text.
    func updateLargeTitle() {
        var large = true
        for item in items ?? [] {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        let wasLarge = displaysLargeTitle
        displaysLargeTitle = prefersLargeTitles && topItem != nil && large && topItem?.titleView == nil
        largeTitleLabel.text = topItem?.displayTitle
        if wasLarge != displaysLargeTitle {
            largeTitleVisibleHeight = displaysLargeTitle ? Self.largeTitleHeight : 0
            // The bar's height and the screen's safe area change with it.
            superview?.setNeedsLayout()
            for sibling in superview?.subviews ?? [] where sibling !== self { sibling.setNeedsLayout() }
        }
        largeTitleLayoutDidChange()
    }

    func largeTitleLayoutDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The large title's area below the bar, the inline title hidden while it shows.
    func layoutLargeTitle() {
        let visible = displaysLargeTitle && !searchSlot.isPresenting ? max(0, largeTitleVisibleHeight) : 0
        largeTitleArea.isHidden = visible <= 0
        largeTitleArea.frame = CGRect(x: 0, y: Self.height, width: bounds.width, height: visible)
        let size = largeTitleLabel.intrinsicContentSize
        let width = min(size.width, max(0, bounds.width - 2 * Self.edgeInset))
        largeTitleLabel.frame = CGRect(x: Self.edgeInset, y: visible - Self.largeTitleBottomInset - size.height,
                                       width: width, height: size.height)
        titleLabel.alpha = visible > 0 ? 0 : 1
        // The title people see carries the bar title's identifier (tapes drag a sheet by `#navigation-title`).
        let identifiers = visible > 0 ? (large: "navigation-title", inline: "navigation-title-inline")
                                      : (large: "navigation-large-title", inline: "navigation-title")
        if titleLabel.accessibilityIdentifier != identifiers.inline {
            titleLabel.accessibilityIdentifier = identifiers.inline
            largeTitleLabel.accessibilityIdentifier = identifiers.large
        }
    }
}
