import Foundation

/// Told what the user picks in a `UIColorPickerViewController`, as in UIKit (every
/// method is optional: the extension below implements each as doing nothing).
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The selection changed (`continuously` while the opacity slider is dragged), iOS 15.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The selection changed (iOS 14; still called after the method above, as UIKit does).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user closed the picker (its Done button), before it is dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// The system colour picker, as UIKit's `UIColorPickerViewController` (iOS 14):
/// presented as a page sheet with medium and large detents, it shows a title, a
/// Done button, a grid of 12 × 10 swatches (a grey row, then nine rows of hues
/// from dark to light, as iOS's Grid tab) and, when `supportsAlpha`, an opacity
/// slider. iOS's Spectrum and Sliders tabs and the eyedropper are not drawn here.
/// Choosing a swatch keeps the current opacity.
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour shown as selected; setting it does not call the delegate, as in UIKit.
    open var selectedColor: UIColor = .white {
        didSet { if isViewLoaded { syncControls() } }
    }
    /// Whether the opacity slider shows (when false, picked colours are opaque).
    open var supportsAlpha = true {
        didSet { if isViewLoaded { opacitySlider.isHidden = !supportsAlpha; view.setNeedsLayout() } }
    }

    let titleLabel = UILabel()
    let doneButton = UIButton(type: .system)
    let grid = ColorSwatchGridView()
    let opacityLabel = UILabel()
    let opacitySlider = OpacitySliderControl()

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = false
        }
        titleLabel.text = title ?? "Colors"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        doneButton.setTitle("Done", for: .normal)
        doneButton.accessibilityIdentifier = "color-picker-done"
        doneButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        grid.accessibilityIdentifier = "color-picker-grid"
        grid.onPick = { [weak self] color in self?.pick(color) }
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13)
        opacityLabel.textColor = .secondaryLabel
        opacitySlider.accessibilityIdentifier = "color-picker-opacity"
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityEnded() }, for: .touchUpInside)
        opacitySlider.isHidden = !supportsAlpha
        opacityLabel.isHidden = !supportsAlpha
        for subview in [titleLabel, doneButton, grid, opacityLabel, opacitySlider] as [UIView] { view.addSubview(subview) }
        syncControls()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 80, y: 14, width: max(0, width - 160), height: 24)
        doneButton.frame = CGRect(x: width - 76, y: 9, width: 60, height: 34)
        let gridWidth = max(0, width - 32)
        grid.frame = CGRect(x: 16, y: 56, width: gridWidth, height: (gridWidth / 12 * 10).rounded())
        opacityLabel.frame = CGRect(x: 16, y: grid.frame.maxY + 20, width: gridWidth, height: 18)
        opacitySlider.frame = CGRect(x: 16, y: opacityLabel.frame.maxY + 6, width: gridWidth, height: 28)
        opacityLabel.isHidden = !supportsAlpha
    }

    /// The selected colour's alpha (1 when alpha is not supported).
    private var alpha: CGFloat {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        _ = selectedColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        return supportsAlpha ? a : 1
    }

    private func syncControls() {
        grid.selectedColor = selectedColor
        opacitySlider.value = alpha
        opacitySlider.tint = selectedColor.withAlphaComponent(1)
    }

    private func pick(_ swatch: UIColor) {
        selectedColor = swatch.withAlphaComponent(alpha)
        notify(continuously: false)
    }

    private func opacityChanged() {
        selectedColor = selectedColor.withAlphaComponent(opacitySlider.value)
        notify(continuously: true)
    }

    private func opacityEnded() { notify(continuously: false) }

    private func notify(continuously: Bool) {
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }

    /// Done: the delegate hears it, then the picker is dismissed.
    private func finish() {
        delegate?.colorPickerViewControllerDidFinish(self)
        presentingViewController?.dismiss(animated: true)
    }
}
