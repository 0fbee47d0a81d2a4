import UIKit

// Button image placement as localized apps write it: the configuration's
// `imagePlacement`, the `.forceRightToLeft` trick that puts a legacy button's image
// after its title, and leading content alignment.
func makeTrailingChevronButtons() -> [UIButton] {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Next"
    configuration.image = UIImage(systemName: "chevron.forward")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let configured = UIButton(configuration: configuration)
    configured.contentHorizontalAlignment = .leading

    let legacy = UIButton(type: .system)
    legacy.setTitle("Filter", for: .normal)
    legacy.setImage(UIImage(systemName: "chevron.down"), for: .normal)
    legacy.semanticContentAttribute = .forceRightToLeft
    legacy.contentHorizontalAlignment = .trailing

    let stacked = UIButton(configuration: .tinted())
    stacked.configuration?.imagePlacement = .top
    let alignment: UIControl.ContentHorizontalAlignment = legacy.effectiveContentHorizontalAlignment
    _ = alignment == .left
    let edges: NSDirectionalRectEdge = [.leading, .trailing]
    _ = edges.contains(.all)
    return [configured, legacy, stacked]
}

// The older spelling of the same trick: the image after the title, spaced with edge insets.
func makeLegacyTrailingImageButton() -> UIButton {
    let button = UIButton(type: .custom)
    button.setTitle("More", for: .normal)
    button.setImage(UIImage(systemName: "chevron.down"), for: .normal)
    button.semanticContentAttribute = .forceRightToLeft
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
    button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 16)
    return button
}
