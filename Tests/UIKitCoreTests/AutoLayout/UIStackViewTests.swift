import XCTest
@testable import UIKitCore

/// Every distribution and alignment, with views of known intrinsic sizes
/// (50 × 20, 80 × 40, 30 × 10) and frames solved by hand.
final class UIStackViewTests: XCTestCase {
    private var window: UIWindow!
    private var stack: UIStackView!
    private var views: [SizedView] = []

    override func setUp() {
        window = makeLayoutWindow(width: 500, height: 300)
        views = [SizedView(50, 20), SizedView(80, 40), SizedView(30, 10)]
        stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     stack.topAnchor.constraint(equalTo: window.topAnchor)])
    }

    private func size(_ width: CGFloat?, _ height: CGFloat?) {
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
    }

    private func xs() -> [CGFloat] { views.map(\.frame.minX) }
    private func widths() -> [CGFloat] { views.map(\.frame.width) }
    private func ys() -> [CGFloat] { views.map(\.frame.minY) }
    private func heights() -> [CGFloat] { views.map(\.frame.height) }

    func testArrangedSubviewsBecomeSubviewsPlacedByConstraints() {
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertTrue(stack.subviews.elementsEqual(views, by: ===))
        XCTAssertTrue(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.customSpacing(after: views[0]), UIStackView.spacingUseDefault)
    }

    func testFillGivesTheRoomToTheViewThatHugsLeast() {
        // Given 300 wide, spacing 10, the middle view hugging least
        size(300, 40)
        stack.spacing = 10
        for view in views { view.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal) }
        views[1].setContentHuggingPriority(.defaultLow, for: .horizontal)

        window.layoutIfNeeded()

        // Then 160 of content + 20 of spacing leave 120 for the middle one
        XCTAssertEqual(xs(), [0, 60, 270])
        XCTAssertEqual(widths(), [50, 200, 30])
        XCTAssertEqual(heights(), [40, 40, 40], "fill alignment")
        XCTAssertTrue(stack.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    func testFillSqueezesTheViewThatResistsLeast() {
        // Given only 140 for 160 of content, the last one resisting least
        size(140, 40)
        views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)

        window.layoutIfNeeded()

        XCTAssertEqual(widths(), [50, 80, 10])
    }

    func testFillEquallyGivesEveryoneTheSameWidth() {
        size(320, 40)
        stack.distribution = .fillEqually
        stack.spacing = 10
        window.layoutIfNeeded()
        XCTAssertEqual(xs(), [0, 110, 220])
        XCTAssertEqual(widths(), [100, 100, 100])
    }

    func testFillProportionallyFollowsTheIntrinsicWidths() {
        // 380 − 20 of spacing = 360, shared 50 : 80 : 30
        size(380, 40)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        views[1].size = CGSize(width: 90, height: 40)   // 50 : 90 : 30 of 170... use round numbers:
        views[0].size = CGSize(width: 60, height: 20)
        views[2].size = CGSize(width: 30, height: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(widths(), [120, 180, 60])
        XCTAssertEqual(xs(), [0, 130, 320])
    }

    func testEqualSpacingSharesTheRoomBetweenTheViews() {
        size(300, 40)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        window.layoutIfNeeded()
        XCTAssertEqual(widths(), [50, 80, 30])
        XCTAssertEqual(xs(), [0, 120, 270])
    }

    func testEqualCenteringSpacesTheCentres() {
        size(300, 40)
        stack.distribution = .equalCentering
        stack.spacing = 10
        window.layoutIfNeeded()
        // Centres 25 and 285, so the middle one is centred at 155.
        XCTAssertEqual(widths(), [50, 80, 30])
        XCTAssertEqual(xs(), [0, 115, 270])
    }

    func testAlignmentsAcrossTheAxis() {
        size(nil, 100)
        stack.spacing = 5
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.top, [0, 0, 0], [20, 40, 10]),
            (.center, [40, 30, 45], [20, 40, 10]),
            (.bottom, [80, 60, 90], [20, 40, 10]),
        ]
        for (alignment, y, height) in expected {
            stack.alignment = alignment
            window.layoutIfNeeded()
            XCTAssertEqual(ys(), y, "\(alignment)")
            XCTAssertEqual(heights(), height, "\(alignment)")
            XCTAssertEqual(xs(), [0, 55, 140], "\(alignment)")
        }
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
    }

    func testAStackWithoutAHeightHugsItsTallestView() {
        stack.alignment = .center
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 160, height: 40))
        XCTAssertEqual(ys(), [10, 0, 15])
    }

    func testBaselineAlignmentLinesUpLabelsOfDifferentSizes() {
        // Given two labels, 17 and 30 points (the window has no host: estimated metrics,
        // lines of 21 and 36 points with baselines 17 and 29 below their tops)
        let small = UILabel(), large = UILabel()
        small.text = "small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        let labels = UIStackView(arrangedSubviews: [small, large])
        labels.alignment = .firstBaseline
        labels.spacing = 4
        labels.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(labels)
        NSLayoutConstraint.activate([labels.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     labels.topAnchor.constraint(equalTo: window.topAnchor, constant: 200)])

        window.layoutIfNeeded()

        // Then their baselines meet: the small label sits 12 points lower
        XCTAssertEqual(small.frame.height, 21)
        XCTAssertEqual(large.frame.height, 36)
        XCTAssertEqual(small.frame.minY - large.frame.minY, 12)
        XCTAssertEqual(labels.frame.height, 36, window.layoutEngineStorage!.solver.dump())
    }

    func testAVerticalStackWithCustomSpacingInsideItsMargins() {
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 6
        stack.setCustomSpacing(20, after: views[0])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
        window.layoutIfNeeded()
        XCTAssertEqual(ys(), [5, 45, 91])
        XCTAssertEqual(xs(), [7, 7, 7])
        XCTAssertEqual(stack.frame.size, CGSize(width: 94, height: 106))
        XCTAssertEqual(stack.customSpacing(after: views[0]), 20)
    }

    func testHiddenViewsLeaveTheArrangementAndTheOthersAnimateIntoPlace() {
        // Given a 300-wide fill stack with spacing 10
        size(300, 40)
        stack.spacing = 10
        views[2].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        window.processFrame(at: 0)
        XCTAssertEqual(xs(), [0, 60, 150])

        // When the middle view is hidden inside a one-second linear animation
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            self.views[1].isHidden = true
            self.stack.layoutIfNeeded()
        })

        // Then the last view slides from 150 to 60 and is halfway at 0.5 s
        XCTAssertEqual(views[2].frame.minX, 60)
        XCTAssertEqual(views[2].frame.width, 240)
        window.processFrame(at: 0.5)
        XCTAssertEqual(views[2].layer.presented.frame.minX, 105, accuracy: 1e-9)

        // When shown again it comes back
        views[1].isHidden = false
        window.processFrame(at: 2)
        XCTAssertEqual(xs(), [0, 60, 150])
    }

    func testRemovingAndInsertingArrangedSubviews() {
        size(nil, 40)
        stack.removeArrangedSubview(views[0])
        window.layoutIfNeeded()
        XCTAssertTrue(views[0].superview === stack, "stays a subview, as in UIKit")
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertEqual(views[1].frame.minX, 0)

        stack.insertArrangedSubview(views[0], at: 2)
        window.layoutIfNeeded()
        XCTAssertEqual(xs(), [110, 0, 80])

        views[1].removeFromSuperview()
        window.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertEqual(xs()[2], 0)
    }
}
