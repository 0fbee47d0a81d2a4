import Foundation

/// A view showing a visual effect behind its `contentView`, as in UIKit: with a
/// `UIBlurEffect`, what is drawn behind it is blurred, saturated and tinted by the
/// style's material (see `BlurMaterial`), inside the view's rounded bounds.
///
/// Differences: a change of `effect` inside an animation block is not animated;
/// a `UIVibrancyEffect` view draws its content as it is (no blur of its own).
open class UIVisualEffectView: UIView {
    /// Where your subviews go, as in UIKit.
    public let contentView = UIView()

    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUpContentView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        isOpaque = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The blur's material for the view's current traits (nil without a blur).
    public var material: BlurMaterial? {
        (effect as? UIBlurEffect).map { BlurMaterial.of($0.style, traits: traitCollection) }
    }

    open override func draw(_ rect: CGRect) {
        guard let blur = effect as? UIBlurEffect, let backend = UIGraphicsGetCurrentContext()?.backend else { return }
        let material = BlurMaterial.of(blur.style, traits: UITraitCollection.current)
        let outline = GraphicsPath(roundedRect: bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners.rectCorners)
        (backend as? BackdropFiltering)?.drawBlurredBackdrop(in: outline, radius: material.radius, saturation: material.saturation)
        backend.fill(outline, color: material.tint)
    }
}
