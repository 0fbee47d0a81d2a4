import Foundation

extension UIButton {
    /// Sets the image shown in `state` (before the title), as in UIKit.
    public func setImage(_ image: UIImage?, for state: State) {
        stateImages[state.rawValue] = image
        updateAppearance()
        invalidateButtonSize()
    }

    /// The image for `state` (the normal one when `state` has none), as in UIKit.
    public func image(for state: State) -> UIImage? { stateImages[state.rawValue] ?? stateImages[State.normal.rawValue] }

    /// The image shown now.
    public var currentImage: UIImage? {
        configuration?.image ?? image(for: state.subtracting(.focused))
    }

    /// Sets the image stretched behind the title in `state`, as in UIKit.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        stateBackgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }

    public func backgroundImage(for state: State) -> UIImage? {
        stateBackgroundImages[state.rawValue] ?? stateBackgroundImages[State.normal.rawValue]
    }

    public var currentBackgroundImage: UIImage? { backgroundImage(for: state.subtracting(.focused)) }

    /// A symbol configuration for the image in `state`, as in UIKit (one for all states here).
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        imageView?.preferredSymbolConfiguration = configuration
        preferredImageConfiguration = configuration
        invalidateButtonSize()
    }

    /// The image view's size: the shown image's, with its symbol configuration.
    var imageSize: CGSize { imageView?.image == nil ? .zero : imageView?.intrinsicContentSize ?? .zero }

    /// Space between image and title: the configuration's padding, else none (as UIKit's legacy buttons).
    var imageTitleSpacing: CGFloat { configuration?.imagePadding ?? 0 }

    /// Shows `currentImage` in `imageView`, tinted like the title and faded with it.
    func updateImageView() {
        guard let image = currentImage else {
            imageView?.image = nil
            return
        }
        let view: UIImageView
        if let existing = imageView {
            view = existing
        } else {
            view = UIImageView()
            view.accessibilityIdentifier = nil
            insertSubview(view, at: 0)
            imageView = view
        }
        view.preferredSymbolConfiguration = configuration?.preferredSymbolConfigurationForImage ?? preferredImageConfiguration
        view.image = image
        view.tintColor = titleLabel?.textColor ?? tintColor
        view.alpha = titleLabel?.alpha ?? 1
    }

    private func invalidateButtonSize() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// `setPreferredSymbolConfiguration` kept for the image views made later.
    var preferredImageConfiguration: UIImage.SymbolConfiguration? {
        get { imageConfigurationStorage }
        set { imageConfigurationStorage = newValue }
    }
}
