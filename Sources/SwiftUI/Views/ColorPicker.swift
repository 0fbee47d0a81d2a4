import Foundation
import UIKitCore

/// A control that picks a colour, as SwiftUI's `ColorPicker`: its label leading and
/// a colour well trailing (a 28-point circle of the colour in a hue ring). Tapping
/// the well presents UIKit's `UIColorPickerViewController` as a sheet (medium and
/// large detents) from the nearest view controller; each pick writes the binding,
/// and the picker's Done dismisses it. `supportsOpacity: false` hides its opacity
/// slider and keeps picked colours opaque.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Binding(get: { Color(UIColor(cgColor: selection.wrappedValue)) },
                                     set: { selection.wrappedValue = $0.uiColor.cgColor }),
                  supportsOpacity: supportsOpacity, label: label)
    }

    public var body: some View {
        LabeledControlRow(label: label,
                          control: ColorWell(selection: selection, supportsOpacity: supportsOpacity, title: ButtonControlTitle.text(of: label)))
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The label's text, when it is a `Text` (the picker's title and the well's accessibility label).
enum ButtonControlTitle {
    static func text<L: View>(of label: L) -> String? { (label as? Text)?.string }
}

/// The colour well: a `ColorWellControl` bound to the selection.
struct ColorWell: View, PrimitiveView {
    typealias Body = Never
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let title: String?

    func update(node: ViewNode) {
        let element = node.element(LeafElement.self) { LeafElement(view: ColorWellControl()) }
        element.measure = { _ in CGSize(width: ColorWellControl.size, height: ColorWellControl.size) }
        let control = element.view as! ColorWellControl
        control.selection = selection
        control.supportsOpacity = supportsOpacity
        control.title = title
        control.color = selection.wrappedValue.uiColor
        control.isEnabled = node.environment.isEnabled
    }
}

/// The well's UIKit control; it presents the picker and is its delegate.
final class ColorWellControl: UIControl, UIColorPickerViewControllerDelegate {
    static let size: CGFloat = 28
    var selection: Binding<Color>?
    var supportsOpacity = true
    var title: String?
    var color: UIColor = .white { didSet { setNeedsDisplay() } }
    /// The picker while it is up.
    private(set) weak var picker: UIColorPickerViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { isEnabled ? .button : [.button, .notEnabled] } set {} }
    override var accessibilityLabel: String? { get { super.accessibilityLabel ?? title ?? "Color" } set { super.accessibilityLabel = newValue } }

    func presentPicker() {
        guard picker == nil, let presenter = nearestViewController else { return }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsOpacity
        picker.selectedColor = color
        picker.delegate = self
        self.picker = picker
        presenter.present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        let picked = supportsOpacity ? color : color.withAlphaComponent(1)
        self.color = picked
        selection?.wrappedValue = Color(picked)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let circle = bounds.insetBy(dx: 0.5, dy: 0.5)
        // The hue ring, in twelve arcs, then the colour inside a white gap.
        for index in 0..<12 {
            let start = CGFloat(index) / 12 * 2 * .pi - .pi / 2
            context.setStrokeColor(ColorSwatchHue.color(index).cgColor)
            context.setLineWidth(3)
            context.addArc(center: CGPoint(x: circle.midX, y: circle.midY), radius: circle.width / 2 - 1.5,
                           startAngle: start, endAngle: start + 2 * .pi / 12 + 0.02, clockwise: false)
            context.strokePath()
        }
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: circle.insetBy(dx: 3, dy: 3))
        context.setFillColor(color.cgColor)
        context.fillEllipse(in: circle.insetBy(dx: 5, dy: 5))
    }
}

/// The twelve saturated hues of the well's ring.
enum ColorSwatchHue {
    static func color(_ index: Int) -> UIColor {
        let hues: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 0), (1, 0.5, 0), (1, 1, 0), (0.5, 1, 0), (0, 1, 0), (0, 1, 0.5),
                                                   (0, 1, 1), (0, 0.5, 1), (0, 0, 1), (0.5, 0, 1), (1, 0, 1), (1, 0, 0.5)]
        let (r, g, b) = hues[index % 12]
        return UIColor(red: r, green: g, blue: b, alpha: 1)
    }
}
