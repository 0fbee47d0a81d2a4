import XCTest
@testable import UIKitCore

/// The visual format language, on layouts solved by hand.
final class VisualFormatTests: XCTestCase {
    private func container() -> (UIWindow, UIView) {
        let window = makeLayoutWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        return (window, container)
    }

    func testStandardSpacingsAndEqualWidths() {
        // Given two views spaced the standard way, the second as wide as the first
        let (window, container) = container()
        let a = makeConstrainedView(in: container), b = makeConstrainedView(in: container)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(30)]", options: [.alignAllTop], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(==a)]", metrics: nil, views: views))

        // When laid out: 200 = 20 + w + 8 + w + 20
        window.layoutIfNeeded()

        // Then both are 76 wide
        assertFrame(a, 20, 0, 76, 30)
        assertFrame(b, 104, 0, 76, 30)
    }

    func testMetricsPrioritiesInequalitiesAndAlignment() {
        // Given metrics, an inequality at 750, and centre alignment
        let (window, container) = container()
        let a = makeConstrainedView(in: container), b = makeConstrainedView(in: container)
        let views = ["a": a, "b": b]
        let metrics: [String: Any] = ["margin": 12, "width": 50.0, "gap": CGFloat(6)]
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[a(width)]-gap-[b(>=30,<=40@750)]",
                                                        options: .alignAllCenterY, metrics: metrics, views: views)
        XCTAssertEqual(horizontal.count, 6, "2 spacings, 1 + 2 sizes, 1 alignment")
        XCTAssertTrue(horizontal.allSatisfy { !$0.isActive })
        XCTAssertEqual(horizontal.first { $0.relation == .lessThanOrEqual }?.priority, UILayoutPriority(750))
        NSLayoutConstraint.activate(horizontal)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=10)-[a(20)]-(>=10)-|", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(40)]", metrics: nil, views: views))
        let pull = a.topAnchor.constraint(equalTo: container.topAnchor)
        pull.priority = .defaultLow
        pull.isActive = true
        let widen = b.widthAnchor.constraint(equalToConstant: 100)
        widen.priority = .defaultLow
        widen.isActive = true

        // When laid out
        window.layoutIfNeeded()

        // Then a is at 12, b 6 after it, as wide as its 750 bound allows; their centres line up
        assertFrame(a, 12, 10, 50, 20)
        assertFrame(b, 68, 0, 40, 40)
    }

    func testAMalformedFormatGivesNoConstraintsAndNoCrash() throws {
        // A window made now makes its application the current one, which gets the warnings.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var warnings: [UIKitWarning] = []
        try XCTUnwrap(window.application).warningHandler = { warnings.append($0) }
        let view = UIView()
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: ["view": view]).isEmpty)
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[view", metrics: nil, views: ["view": view]).isEmpty)
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:[view]-(==nope)-|", metrics: nil, views: ["view": view]).isEmpty)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue, 1 << 10)
        XCTAssertEqual(NSLayoutConstraint.FormatOptions.alignAllBaseline, .alignAllLastBaseline)
        XCTAssertEqual(warnings.map(\.message), [
            "Unable to parse constraint format: missing is not a key in the views dictionary\nH:|-[missing]-|\n" + String(repeating: " ", count: 12) + "^",
            "Unable to parse constraint format: Expected ']'\nH:|-[view\n" + String(repeating: " ", count: 9) + "^",
            "Unable to parse constraint format: nope is neither a metric nor a view\nH:[view]-(==nope)-|\n" + String(repeating: " ", count: 16) + "^",
        ])
    }
}
