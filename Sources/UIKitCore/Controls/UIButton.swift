import Foundation

/// A button, as in UIKit: a title (`titleLabel`), per-state titles and colours,
/// or a `Configuration` (iOS 15+) with plain, gray, tinted and filled looks.
///
/// A click sends `.touchUpInside` then `.primaryActionTriggered` (which runs
/// the `primaryAction`). While pressed, a system or plain button's title fades to
/// 20 % and a filled one darkens by 20 %. The pointer is a hand over an enabled
/// button. Focused with Tab, Space or Return click it and a 2-point ring in the
/// tint colour shows the focus (our extension). An image (`setImage(_:for:)` or the
/// configuration's) sits before the title in `imageView`, tinted like the title
/// when it is a template; a background image fills the button (see `UIButton+Image`).
open class UIButton: UIControl {
    public enum ButtonType: Int { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// Title alpha of a pressed system button.
    static let highlightedTitleAlpha: CGFloat = 0.2
    static let legacyTitleFont = UIFont.systemFont(ofSize: 15)

    /// Set once by `init(type:)`; `.custom` for `init(frame:)` and archives.
    public internal(set) var buttonType: ButtonType
    /// The label that shows the title, as in UIKit.
    public private(set) var titleLabel: UILabel? = UILabel()
    open var configuration: Configuration? { didSet { updateAppearance() } }
    /// The action run on `.primaryActionTriggered`, as in UIKit (iOS 14+).
    public private(set) var primaryAction: UIAction?

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// Per-state images and background images (see `UIButton+Image`).
    var stateImages: [UInt: UIImage] = [:]
    var stateBackgroundImages: [UInt: UIImage] = [:]
    /// Shows the image, as in UIKit; made with the first image.
    public internal(set) var imageView: UIImageView?
    /// The menu and how a click shows it (`UIButton+Menu.swift`).
    let menuState = ButtonMenuState()
    var imageConfigurationStorage: UIImage.SymbolConfiguration?

    /// UIKit's designated initializer: a `.custom` button with `frame`. Subclasses
    /// override it and call `super.init(frame:)`, as on iOS; `init(type:)` and
    /// `init(configuration:primaryAction:)` go through it (through the subclass's
    /// override, when there is one).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpButton()
    }

    /// A button of `type`, as in UIKit (a class factory there, an initializer here:
    /// `MyButton(type: .system)` makes a `MyButton`, through its `init(frame:)`).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        guard type != .custom else { return }
        buttonType = type
        updateAppearance()
    }

    /// A custom button, as `init(type: .custom)` makes (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUpButton()
    }

    private func setUpButton() {
        let label = titleLabel!
        label.font = Self.legacyTitleFont
        label.textAlignment = .center
        addSubview(label)
        updateAppearance()
    }

    /// A system button that runs `primaryAction` and takes its title, as in UIKit.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { setPrimaryAction(primaryAction) }
    }

    /// A button with a configuration (iOS 15+), as in UIKit.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { setPrimaryAction(primaryAction) }
        updateAppearance()
    }

    private func setPrimaryAction(_ action: UIAction) {
        primaryAction = action
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty && configuration?.title == nil { setTitle(action.title, for: .normal) }
    }

    // MARK: Titles

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateAppearance()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateAppearance()
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] }

    public var currentTitle: String? { configuration?.title ?? title(for: displayState) }
    public var currentTitleColor: UIColor { titleLabel?.textColor ?? tintColor }

    /// UIKit's: an element named by its title, with the button trait.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = currentTitle
        defaults.traits.insert(.button)
        return defaults
    }

    /// The state whose title and colour show (focus does not change the look of the title).
    private var displayState: State { state.subtracting(.focused) }

    // MARK: Appearance

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// The background fill for the current state (nil for none).
    public var currentBackgroundColor: UIColor? { configuration?.backgroundColor(tint: tintColor, state: displayState) }

    func updateAppearance() {
        guard let label = titleLabel else { return }
        let state = displayState
        if let configuration {
            label.text = configuration.title ?? title(for: state)
            label.font = configuration.titleFont
            label.textColor = configuration.foregroundColor(tint: tintColor, state: state)
            label.alpha = isHighlighted && configuration.fadesTitleWhenHighlighted ? Self.highlightedTitleAlpha : 1
        } else {
            label.text = title(for: state)
            label.textColor = explicitTitleColor(for: state) ?? defaultTitleColor(for: state)
            label.alpha = isHighlighted && buttonType == .system && titleColors[State.highlighted.rawValue] == nil ? Self.highlightedTitleAlpha : 1
        }
        updateImageView()
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private func explicitTitleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? (state.contains(.disabled) ? nil : titleColors[State.normal.rawValue])
    }

    private func defaultTitleColor(for state: State) -> UIColor {
        if state.contains(.disabled) { return buttonType == .system ? .tertiaryLabel : .gray }
        return buttonType == .system ? tintColor : .white
    }

    /// The space around the title and image, as in UIKit (deprecated there since
    /// iOS 15 in favour of `configuration`'s `contentInsets`, and likewise ignored
    /// while a configuration is set). The insets grow `intrinsicContentSize`.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    var contentInsets: NSDirectionalEdgeInsets {
        configuration?.contentInsets ?? NSDirectionalEdgeInsets(top: contentEdgeInsets.top, leading: contentEdgeInsets.left,
                                                                bottom: contentEdgeInsets.bottom, trailing: contentEdgeInsets.right)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = titleLabel else { return }
        let insets = contentInsets
        let image = imageSize
        var size = label.intrinsicContentSize
        if image.width > 0 && (label.text ?? "").isEmpty { size = .zero }
        let gap = image.width > 0 && size.width > 0 ? imageTitleSpacing : 0
        let available = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                               height: max(0, bounds.height - insets.top - insets.bottom))
        let width = min(size.width, max(0, available.width - image.width - gap))
        let content = image.width + gap + width
        var x = available.midX - content / 2
        switch contentHorizontalAlignment {
        case .left, .leading: x = available.minX
        case .right, .trailing: x = available.maxX - content
        default: break
        }
        imageView?.frame = CGRect(x: x.rounded(), y: (available.midY - image.height / 2).rounded(), width: image.width, height: image.height)
        label.frame = CGRect(x: (x + image.width + gap).rounded(), y: (available.midY - size.height / 2).rounded(),
                             width: width, height: size.height)
    }

    open override var intrinsicContentSize: CGSize {
        let image = imageSize
        var title = titleLabel?.intrinsicContentSize ?? .zero
        if image.width > 0 && (titleLabel?.text ?? "").isEmpty { title = .zero }
        let gap = image.width > 0 && title.width > 0 ? imageTitleSpacing : 0
        let insets = contentInsets
        return CGSize(width: title.width + gap + image.width + insets.leading + insets.trailing,
                      height: max(max(title.height, image.height) + insets.top + insets.bottom, configuration == nil ? 30 : 34))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = configuration?.cornerRadius(height: bounds.height) ?? 6
        if let fill = currentBackgroundColor {
            context.backend.fill(GraphicsPath(roundedRect: bounds, cornerRadius: radius), color: fill)
        }
        currentBackgroundImage?.draw(in: bounds, on: context.backend, templateTint: tintColor)
        if isFocused { strokeFocusRing(in: context, cornerRadius: radius) }
    }

    // MARK: Events

    /// A click: `.touchUpInside` was sent; now `.primaryActionTriggered`.
    open override func touchUpInsideDidHappen() {
        if showsMenuAsPrimaryAction, menu != nil { return showMenu() }
        sendActions(for: .primaryActionTriggered)
    }
}

extension UIButton: TextBaselineProviding {
    /// The title label's baselines (the label is centred in the button).
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? { titleLabel?.textBaselineOffsets }
}
