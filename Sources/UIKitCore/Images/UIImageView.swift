import Foundation

/// A view showing an image, as in UIKit: placed by `contentMode` (scale to fill by
/// default; aspect fill overflows unless `clipsToBounds`, as in UIKit), templates
/// and symbols drawn in the view's `tintColor`, `highlightedImage` while
/// highlighted. Its intrinsic size is the image's.
///
/// Differences: no animated images (`animationImages` is kept, not played).
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    open var highlightedImage: UIImage? { didSet { if isHighlighted { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Applied to symbol images, as in UIKit.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { setNeedsDisplay() } }
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpImageView()
    }

    private func setUpImageView() {
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The image shown now (the highlighted one while highlighted), with the
    /// preferred symbol configuration applied.
    var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, let configuration = preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.withConfiguration(configuration)
    }

    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage, let context = UIGraphicsGetCurrentContext() else { return }
        let target = image.capInsets == .zero ? contentMode.rect(forContentOf: image.size, in: bounds) : bounds
        image.draw(in: target, on: context.backend, templateTint: tintColor)
    }
}
