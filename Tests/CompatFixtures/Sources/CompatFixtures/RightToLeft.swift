import UIKit

// Right-to-left aware layout, as localized modal libraries write it.
final class DirectionalHeader: UIView {
    let title = UILabel()
    let close = UIButton(type: .system)

    func configure() {
        semanticContentAttribute = .unspecified
        close.semanticContentAttribute = .forceLeftToRight
        title.textAlignment = .natural
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            || UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
            || UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) == .rightToLeft
            || traitCollection.layoutDirection == .rightToLeft
        let chevron = UIImage(systemName: isRightToLeft ? "chevron.left" : "chevron.right")
        close.setImage(chevron, for: .normal)
        for view in [title, close] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            close.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            close.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
            close.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        let direction: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft)
        _ = direction
    }
}
