import Foundation
import UIKit
import XCTest

/// Right-to-left layout: leading and trailing swap sides (constants turn with
/// them), directional margins and horizontal stacks follow, semantic content
/// attributes force a direction for a subtree, natural text goes right, and
/// bars and cells mirror. Frames are solved by hand in each test.
final class RightToLeftLayoutTests: XCTestCase {
    /// A 300x200 window whose screen lays out `direction`, with a plain container filling it.
    private func host(_ direction: UITraitEnvironmentLayoutDirection) -> (HeadlessHost, UIView) {
        let host = makeRenderingHost(width: 300, height: 200)
        host.window.screen.systemLayoutDirection = direction
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(container)
        return (host, container)
    }

    /// `a` 16 from the leading edge, 50 wide; `b` 8 after `a`, 20 from the trailing edge.
    private func addPair(to container: UIView) -> (UIView, UIView) {
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            b.topAnchor.constraint(equalTo: container.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (a, b)
    }

    func testLeadingAndTrailingSwapSidesRightToLeft() {
        // Given the same constraints in a left-to-right and a right-to-left app
        let (ltrHost, ltrContainer) = host(.leftToRight)
        let (ltrA, ltrB) = addPair(to: ltrContainer)
        let (rtlHost, rtlContainer) = host(.rightToLeft)
        let (rtlA, rtlB) = addPair(to: rtlContainer)

        // When laid out
        ltrHost.window.layoutIfNeeded()
        rtlHost.window.layoutIfNeeded()

        // Then left to right: a at 16...66, b at 74...280
        XCTAssertEqual(ltrA.frame, CGRect(x: 16, y: 0, width: 50, height: 10))
        XCTAssertEqual(ltrB.frame, CGRect(x: 74, y: 0, width: 206, height: 10))
        // And right to left: a 16 from the right (234...284), b 8 left of it and 20 from the left (20...226)
        XCTAssertEqual(rtlA.frame, CGRect(x: 234, y: 0, width: 50, height: 10))
        XCTAssertEqual(rtlB.frame, CGRect(x: 20, y: 0, width: 206, height: 10))
        XCTAssertEqual(rtlHost.window.application?.userInterfaceLayoutDirection ?? UIApplication.shared.userInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(rtlA.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(rtlA.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(ltrA.traitCollection.layoutDirection, .leftToRight)
    }

    func testASemanticContentAttributeForcesADirectionOnItsSubtree() {
        // Given a left-to-right app whose container is forced right to left, and a playback control inside
        let (host, container) = host(.leftToRight)
        let (a, b) = addPair(to: container)
        let playback = UIView()
        container.addSubview(playback)

        // When the container is forced right to left after its constraints were made
        container.semanticContentAttribute = .forceRightToLeft
        playback.semanticContentAttribute = .playback
        host.window.layoutIfNeeded()

        // Then its subviews lay out right to left, except the playback control
        XCTAssertEqual(a.frame, CGRect(x: 234, y: 0, width: 50, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 20, y: 0, width: 206, height: 10))
        XCTAssertEqual(container.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(a.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(a.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(playback.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(host.window.effectiveUserInterfaceLayoutDirection, .leftToRight)

        // And forcing it back to left to right restores the left-to-right frames
        container.semanticContentAttribute = .forceLeftToRight
        host.window.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 16, y: 0, width: 50, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 74, y: 0, width: 206, height: 10))
    }

    func testTheDirectionForASemanticAttribute() {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight), .rightToLeft)
    }

    func testAHorizontalStackViewRunsFromTheRightRightToLeft() {
        // Given a stack of views 40, 50 and 60 wide, 10 apart, 10 from the leading edge of a right-to-left window
        let (host, container) = host(.rightToLeft)
        let views = [40, 50, 60].map { width -> UIView in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])

        // When laid out
        host.window.layoutIfNeeded()

        // Then the stack (170 wide) ends 10 from the right, the first view rightmost
        XCTAssertEqual(stack.frame, CGRect(x: 120, y: 0, width: 170, height: 20))
        XCTAssertEqual(views.map(\.frame.minX), [130, 70, 0])
        XCTAssertEqual(views.map { $0.convert($0.bounds, to: container).minX }, [250, 190, 120])
    }

    func testDirectionalMarginsPutLeadingOnTheRight() {
        // Given a right-to-left view with leading margin 30 and trailing 5, and a child filling its margins
        let (host, container) = host(.rightToLeft)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])

        // When laid out
        host.window.layoutIfNeeded()

        // Then the margins are 5 on the left and 30 on the right, and the child spans 5...270
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        XCTAssertEqual(container.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5))
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 0, width: 265, height: 10))
    }

    func testNaturalTextGoesRightAndCellsAndBarsMirror() {
        // Given a right-to-left window with a natural-aligned label, a cell with a disclosure
        // indicator and a navigation bar with a back button
        let (host, container) = host(.rightToLeft)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "Hello"
        label.textColor = .black
        container.addSubview(label)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 40, width: 300, height: 44)
        container.addSubview(cell)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.view.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
        container.addSubview(navigation.view)

        // When laid out and drawn
        host.window.layoutIfNeeded()
        let image = host.snapshot()

        // Then the label's ink is at the right end
        let ink = image.inkColumns(xs: 0..<300, ys: 0..<30)
        XCTAssertGreaterThan(ink.first ?? 0, 240)
        XCTAssertLessThanOrEqual(ink.last ?? 0, 299)
        // And the cell's content sits right of its 36-point accessory on the left, its label ending 16 from the right
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 36, y: 0, width: 264, height: 44))
        XCTAssertEqual(cell.textLabel.map { $0.convert($0.bounds, to: cell).maxX }, 284)
        XCTAssertLessThanOrEqual(cell.textLabel.map { $0.convert($0.bounds, to: cell).minX } ?? 0, 40)
        // And the chevron is drawn in the accessory on the left (grey), none on the right
        XCTAssertGreaterThan(image.darkPixelCount(xs: 0..<36, ys: 40..<84, threshold: 230), 4)
        XCTAssertEqual(image.darkPixelCount(xs: 284..<300, ys: 40..<84, threshold: 230), 0)
        // And the back button is at the bar's right end, 16 from the edge
        let back = navigation.navigationBar.firstDescendant { $0.accessibilityIdentifier == "back" }
        let backFrame = back.map { $0.convert($0.bounds, to: navigation.navigationBar) }
        XCTAssertEqual(backFrame?.maxX, 284)
        XCTAssertGreaterThan(backFrame?.minX ?? 0, 150)
    }
}

private extension UIView {
    func firstDescendant(where test: (UIView) -> Bool) -> UIView? {
        for subview in subviews {
            if test(subview) { return subview }
            if let found = subview.firstDescendant(where: test) { return found }
        }
        return nil
    }
}
