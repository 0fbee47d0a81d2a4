import XCTest
@testable import UIKitCore

/// `systemLayoutSizeFitting` and intrinsic sizes of UIKit's controls.
final class AutoLayoutFittingTests: XCTestCase {
    private func card() -> (UIView, SizedView, SizedView) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let title = SizedView(120, 20), body = SizedView(200, 60)
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return (card, title, body)
    }

    func testCompressedSizeIsWhatTheContentNeeds() {
        let (card, _, _) = card()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size, CGSize(width: 232, height: 120))
        XCTAssertEqual(card.frame.size, CGSize(width: 10, height: 10), "fitting does not move anything")
    }

    func testAFixedWidthAtRequiredPriorityStretchesTheBody() {
        let (card, _, _) = card()
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 300, height: 120))
    }

    func testAWrappingLabelIsMeasuredAtTheWidthItGets() {
        // Given a label of 40 characters (estimated: 0.55 × 10 points each = 220 wide) in 16-point padding
        let container = UIView()
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = String(repeating: "abcd ", count: 8)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
                                     label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16),
                                     label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                                     label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16)])

        // When it must fit 100 points of width (68 for the text: 4 lines of 12)
        let size = container.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)

        // Then the height is the wrapped text's plus the padding
        XCTAssertEqual(size.width, 100)
        XCTAssertEqual(size.height, 4 * 12 + 32)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 220, height: 12), "one line until laid out")
        label.preferredMaxLayoutWidth = 110
        XCTAssertEqual(label.intrinsicContentSize.height, 24)
    }

    func testUIKitsControlsReportIntrinsicSizesAndPriorities() {
        XCTAssertEqual(UISwitch().intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(UISwitch().contentHuggingPriority(for: .horizontal), .defaultHigh)
        let label = UILabel()
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), UILayoutPriority(251))
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(UIView().contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Enter Username"
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        XCTAssertGreaterThan(field.intrinsicContentSize.width, 0)
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let before = button.intrinsicContentSize.width
        button.setTitle("A longer title", for: .normal)
        XCTAssertGreaterThan(button.intrinsicContentSize.width, before)
    }

    func testAnIntrinsicSizeChangeReachesTheLayout() {
        let window = makeLayoutWindow()
        let view = SizedView(40, 10)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: window.leftAnchor), view.topAnchor.constraint(equalTo: window.topAnchor)])
        window.processFrame(at: 0)
        XCTAssertEqual(view.frame.size, CGSize(width: 40, height: 10))
        view.size = CGSize(width: 70, height: 15)
        window.processFrame(at: 0.016)
        XCTAssertEqual(view.frame.size, CGSize(width: 70, height: 15))
    }
}
