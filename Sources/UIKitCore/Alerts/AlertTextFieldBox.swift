import Foundation

/// The box an alert's text fields sit in: each field 30 points high, inset 7 points
/// from the sides, with a hairline between neighbours.
final class AlertTextFieldBox: UIView {
    let fields: [UITextField]
    private(set) var dividers: [UIView] = []

    init(fields: [UITextField]) {
        self.fields = fields
        super.init(frame: .zero)
        for field in fields {
            field.removeFromSuperview()
            addSubview(field)
        }
        for _ in fields.dropFirst() {
            let divider = UIView()
            divider.backgroundColor = .separator
            divider.isUserInteractionEnabled = false
            addSubview(divider)
            dividers.append(divider)
        }
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = AlertContentView.textFieldHeight
        let inset = AlertContentView.textFieldInset
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: inset, y: CGFloat(index) * height, width: max(0, bounds.width - 2 * inset), height: height)
        }
        for (index, divider) in dividers.enumerated() {
            divider.frame = CGRect(x: 0, y: CGFloat(index + 1) * height - hairline, width: bounds.width, height: hairline)
        }
    }
}
