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
/// Done button, a segmented control for its three pages, and, when `supportsAlpha`,
/// an opacity slider. Grid: 12 × 10 swatches (a grey row, then nine rows of hues
/// from dark to light). Spectrum: hues across, tints above and shades below
/// (`ColorSpectrumView`). Sliders: red, green and blue (0–255) and a "Hex Color #"
/// field (`ColorSlidersView`). Every page keeps the current opacity. Dragging on the
/// spectrum or a slider tells the delegate `continuously: true` while it moves and
/// `false` when it is let go. The eyedropper is not drawn here.
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
    /// Grid, Spectrum, Sliders.
    let pageControl = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let spectrum = ColorSpectrumView()
    let slidersPage = ColorSlidersView()
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
        pageControl.selectedSegmentIndex = 0
        pageControl.accessibilityIdentifier = "color-picker-pages"
        pageControl.addAction(UIAction { [weak self] _ in self?.showPage() }, for: .valueChanged)
        spectrum.accessibilityIdentifier = "color-picker-spectrum"
        spectrum.addAction(UIAction { [weak self] _ in self?.pagePicked(continuously: true) }, for: .valueChanged)
        spectrum.addAction(UIAction { [weak self] _ in self?.pageReleased() }, for: .touchUpInside)
        slidersPage.accessibilityIdentifier = "color-picker-sliders"
        slidersPage.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.pagePicked(continuously: self.slidersPage.isContinuous)
        }, for: .valueChanged)
        slidersPage.addAction(UIAction { [weak self] _ in self?.pageReleased() }, for: .touchUpInside)
        for subview in [titleLabel, doneButton, pageControl, grid, spectrum, slidersPage, opacityLabel, opacitySlider] as [UIView] {
            view.addSubview(subview)
        }
        showPage()
        syncControls()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 80, y: 14, width: max(0, width - 160), height: 24)
        doneButton.frame = CGRect(x: width - 76, y: 9, width: 60, height: 34)
        let gridWidth = max(0, width - 32)
        pageControl.frame = CGRect(x: 16, y: 52, width: gridWidth, height: 32)
        // The pages share the space the grid had before the segmented control came, so
        // the opacity slider stays within the medium detent.
        let pageHeight = (gridWidth / 12 * 10).rounded() - 40
        grid.frame = CGRect(x: 16, y: 96, width: gridWidth, height: pageHeight)
        spectrum.frame = grid.frame
        slidersPage.frame = grid.frame
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

    /// Shows the page the segmented control has selected.
    func showPage() {
        let page = pageControl.selectedSegmentIndex
        grid.isHidden = page != 0
        spectrum.isHidden = page != 1
        slidersPage.isHidden = page != 2
    }

    /// The spectrum or a slider moved (or a hex code was entered).
    private func pagePicked(continuously: Bool) {
        let picked = pageControl.selectedSegmentIndex == 1 ? spectrum.color : slidersPage.color
        isPicking = true
        selectedColor = picked.withAlphaComponent(alpha)
        isPicking = false
        syncControls(except: pageControl.selectedSegmentIndex)
        notify(continuously: continuously)
    }

    private func pageReleased() { notify(continuously: false) }

    /// A page is writing `selectedColor`: the others follow once it is set.
    private var isPicking = false

    private func syncControls(except page: Int? = nil) {
        guard !isPicking else { return }
        if page != 1 { spectrum.show(selectedColor) }
        if page != 2 { slidersPage.show(selectedColor) }
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
