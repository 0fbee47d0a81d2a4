import Foundation

/// The colour picker's Sliders page (RGB), as iOS 14's: a red, a green and a blue
/// slider (0–255), each with its value, and the "Hex Color #" field (six hex digits,
/// "FF8000"). Moving a slider sends `.valueChanged` while it moves and `.touchUpInside`
/// when it is let go; a hex code entered (Return or leaving the field) sends
/// `.valueChanged` with `isContinuous` false. A
/// field that is not six hex digits goes back to the current colour's code.
final class ColorSlidersView: UIControl {
    let sliders = [OpacitySliderControl(), OpacitySliderControl(), OpacitySliderControl()]
    let valueLabels = [UILabel(), UILabel(), UILabel()]
    let nameLabels = [UILabel(), UILabel(), UILabel()]
    let hexLabel = UILabel()
    let hexField = UITextField()
    /// The red, green and blue components, 0...1.
    private(set) var components: [CGFloat] = [1, 1, 1]
    /// Whether the last change was a slider still being dragged.
    private(set) var isContinuous = false

    var color: UIColor { UIColor(red: components[0], green: components[1], blue: components[2], alpha: 1) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let names = ["RED", "GREEN", "BLUE"]
        let tints: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        for index in 0..<3 {
            nameLabels[index].text = names[index]
            nameLabels[index].font = .systemFont(ofSize: 13)
            nameLabels[index].textColor = .secondaryLabel
            valueLabels[index].font = .systemFont(ofSize: 17)
            valueLabels[index].textAlignment = .right
            sliders[index].tint = tints[index]
            sliders[index].accessibilityLabel = names[index].capitalized
            sliders[index].addAction(UIAction { [weak self] _ in self?.sliderMoved(index) }, for: .valueChanged)
            sliders[index].addAction(UIAction { [weak self] _ in self?.sliderReleased() }, for: .touchUpInside)
            for view in [nameLabels[index], sliders[index], valueLabels[index]] as [UIView] { addSubview(view) }
        }
        hexLabel.text = "Hex Color #"
        hexLabel.font = .systemFont(ofSize: 17)
        hexField.font = .systemFont(ofSize: 17)
        hexField.textAlignment = .center
        hexField.backgroundColor = .tertiarySystemFill
        hexField.layer.cornerRadius = 6
        hexField.accessibilityIdentifier = "color-picker-hex"
        hexField.addAction(UIAction { [weak self] _ in self?.hexEntered() }, for: .editingDidEnd)
        hexField.addAction(UIAction { [weak self] _ in self?.hexField.resignFirstResponder() }, for: .editingDidEndOnExit)
        addSubview(hexLabel)
        addSubview(hexField)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `color` without sending actions.
    func show(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return }
        components = [r, g, b].map { min(max($0, 0), 1) }
        refresh()
    }

    /// The six-digit code of the components ("FF8000").
    static func hex(_ components: [CGFloat]) -> String {
        components.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    /// The components of a six-digit code (an optional leading "#"), or nil.
    static func components(hex text: String) -> [CGFloat]? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return [CGFloat((value >> 16) & 0xFF) / 255, CGFloat((value >> 8) & 0xFF) / 255, CGFloat(value & 0xFF) / 255]
    }

    private func refresh() {
        for index in 0..<3 {
            sliders[index].value = components[index]
            valueLabels[index].text = "\(Int((components[index] * 255).rounded()))"
        }
        if !hexField.isFirstResponder { hexField.text = Self.hex(components) }
    }

    private func sliderMoved(_ index: Int) {
        components[index] = sliders[index].value
        refresh()
        isContinuous = true
        sendActions(for: .valueChanged)
    }

    private func sliderReleased() {
        isContinuous = false
        sendActions(for: .touchUpInside)
    }

    private func hexEntered() {
        guard let parsed = Self.components(hex: hexField.text ?? "") else {
            hexField.text = Self.hex(components)
            return
        }
        let changed = parsed.map { ($0 * 255).rounded() } != components.map { ($0 * 255).rounded() }
        components = parsed
        hexField.text = Self.hex(components)
        refresh()
        guard changed else { return }
        isContinuous = false
        sendActions(for: .valueChanged)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        var y: CGFloat = 0
        for index in 0..<3 {
            nameLabels[index].frame = CGRect(x: 0, y: y, width: width, height: 18)
            sliders[index].frame = CGRect(x: 0, y: y + 22, width: max(0, width - 60), height: 28)
            valueLabels[index].frame = CGRect(x: width - 52, y: y + 22, width: 52, height: 28)
            y += 60
        }
        hexLabel.frame = CGRect(x: 0, y: y + 8, width: 120, height: 34)
        hexField.frame = CGRect(x: width - 110, y: y + 8, width: 110, height: 34)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 60 * 3 + 50) }
}
