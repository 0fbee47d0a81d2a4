import Foundation

/// One segment of a `UISegmentedControl`: its title (or image), 13-point text,
/// semibold when selected. For assistive technologies it is a button named by its
/// title, `.selected` when selected; activating it selects it.
final class SegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView(image: nil)
    /// The control it belongs to (weak: an assistive technology may hold a segment longer).
    private(set) weak var control: UISegmentedControl?

    var title: String? { didSet { label.text = title; updateLook() } }
    var image: UIImage? { didSet { imageView.image = image; updateLook() } }
    var action: UIAction?
    var isSegmentEnabled = true { didSet { updateLook() } }
    var isSegmentSelected = false { didSet { if isSegmentSelected != oldValue { updateLook() } } }
    /// The width set with `setWidth(_:forSegmentAt:)` (0: automatic).
    var fixedWidth: CGFloat = 0

    init(control: UISegmentedControl) {
        self.control = control
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(label)
        updateLook()
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    static func font(selected: Bool) -> UIFont {
        .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    func updateLook() {
        let style: (font: UIFont?, color: UIColor?) = control?.titleStyle(selected: isSegmentSelected) ?? (nil, nil)
        label.font = style.font ?? Self.font(selected: isSegmentSelected)
        let enabled = isSegmentEnabled && (control?.isEnabled ?? true)
        label.textColor = enabled ? (style.color ?? .label) : .tertiaryLabel
        imageView.alpha = enabled ? 1 : 0.3
        label.isHidden = image != nil && (title ?? "").isEmpty
        imageView.isHidden = image == nil
        setNeedsLayout()
    }

    /// The content's width (the semibold title's, so selecting does not change it).
    var contentWidth: CGFloat {
        if let image, (title ?? "").isEmpty { return image.size.width }
        guard let title, !title.isEmpty else { return 0 }
        let measurer = control?.window?.textMeasurer ?? EstimatedTextMeasurer()
        let font = control?.titleStyle(selected: true).font ?? Self.font(selected: true)
        return measurer.size(of: TextRun(text: title, font: font), maxWidth: nil).width.rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 6
        label.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
        imageView.frame = bounds
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var traits: UIAccessibilityTraits = .button
        if isSegmentSelected { traits.insert(.selected) }
        if !(isSegmentEnabled && (control?.isEnabled ?? false)) { traits.insert(.notEnabled) }
        return AccessibilityDefaults(isElement: true, label: title, traits: traits, role: .pushButton)
    }

    override func accessibilityActivate() -> Bool {
        guard let control, let index = control.segmentViews.firstIndex(where: { $0 === self }) else { return false }
        return control.userSelect(index)
    }
}
