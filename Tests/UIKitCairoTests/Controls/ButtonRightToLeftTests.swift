import Foundation
import UIKit
import XCTest

/// A button's image and title swap sides right to left, as in UIKit: the image of a
/// legacy button or of a `.leading` placement goes on the right, `.trailing` on the
/// left; `semanticContentAttribute` forces either order; `contentHorizontalAlignment`'s
/// `.leading`/`.trailing` flip while `.left`/`.right` stay. Buttons are 200 × 44 at
/// (0, 0); the image is a 20 × 20 red square; `t` is the title label's measured width.
final class ButtonRightToLeftTests: XCTestCase {
    private let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    /// The hosts shown in this test, kept alive so their windows (and Pango) keep measuring.
    private var hosts: [HeadlessHost] = []

    /// A white 200 × 60 window whose app lays out `direction`, holding `button` at (0, 0), 200 × 44, laid out.
    @discardableResult
    private func show(_ button: UIButton, in direction: UITraitEnvironmentLayoutDirection) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 200, height: 60), scale: 1)
        hosts.append(host)
        host.window.screen.systemLayoutDirection = direction
        host.window.backgroundColor = .white
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        host.window.addSubview(button)
        host.window.layoutIfNeeded()
        return host
    }

    private func legacyButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.setImage(red, for: .normal)
        button.setTitle("Share", for: .normal)
        button.setTitleColor(.black, for: .normal)
        return button
    }

    /// A plain configuration with 8 points of image padding, insets 7 / leading 20 / 7 / trailing 4.
    private func configuredButton(placement: NSDirectionalRectEdge) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = red
        configuration.imagePadding = 8
        configuration.imagePlacement = placement
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 20, bottom: 7, trailing: 4)
        return UIButton(configuration: configuration)
    }

    private func titleWidth(_ button: UIButton) -> CGFloat { button.titleLabel!.intrinsicContentSize.width }

    func testALegacyButtonsImageGoesRightOfTheTitleRightToLeft() {
        // Given the same image-and-title button in a left-to-right and a right-to-left app
        let ltr = legacyButton(), rtl = legacyButton()
        show(ltr, in: .leftToRight)
        let host = show(rtl, in: .rightToLeft)
        let t = titleWidth(rtl)
        let start = (100 - (20 + t) / 2)

        // Then both are centred; left to right the image leads on the left, right to left on the right
        XCTAssertEqual(ltr.imageView?.frame, CGRect(x: start.rounded(), y: 12, width: 20, height: 20))
        XCTAssertEqual(ltr.titleLabel?.frame.minX, (start + 20).rounded())
        XCTAssertEqual(rtl.titleLabel?.frame.minX, start.rounded())
        XCTAssertEqual(rtl.imageView?.frame, CGRect(x: (start + t).rounded(), y: 12, width: 20, height: 20))
        XCTAssertEqual(rtl.effectiveUserInterfaceLayoutDirection, .rightToLeft)

        // And the red square is drawn right of the title: red at its centre, white left of the title
        let pixels = host.snapshot()
        let image = rtl.imageView!.frame
        XCTAssertEqual(pixels.pixel(x: Int(image.midX), y: 22), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(pixels.pixel(x: Int(rtl.titleLabel!.frame.minX) - 3, y: 22), RGBA8(r: 255, g: 255, b: 255))
    }

    func testForcingRightToLeftOnALeftToRightAppPutsTheImageAfterTheTitle() {
        // Given a left-to-right app with a legacy button forced right to left (the public-code trick)
        let button = legacyButton()
        button.semanticContentAttribute = .forceRightToLeft
        let host = show(button, in: .leftToRight)
        let t = titleWidth(button)
        let start = (100 - (20 + t) / 2)

        // Then the title comes first and the image after it
        XCTAssertEqual(button.titleLabel?.frame.minX, start.rounded())
        XCTAssertEqual(button.imageView?.frame.minX, (start + t).rounded())
        let pixels = host.snapshot()
        XCTAssertEqual(pixels.pixel(x: Int(button.imageView!.frame.midX), y: 22), RGBA8(r: 255, g: 0, b: 0))

        // When it is forced back left to right
        button.semanticContentAttribute = .forceLeftToRight
        host.window.layoutIfNeeded()

        // Then the image leads again
        XCTAssertEqual(button.imageView?.frame.minX, start.rounded())
        XCTAssertEqual(button.titleLabel?.frame.minX, (start + 20).rounded())
    }

    func testForcingLeftToRightInARightToLeftAppKeepsTheImageFirst() {
        // Given a right-to-left app with a button forced left to right
        let button = legacyButton()
        button.semanticContentAttribute = .forceLeftToRight
        show(button, in: .rightToLeft)
        let start = (100 - (20 + titleWidth(button)) / 2)

        // Then the image is on the left
        XCTAssertEqual(button.imageView?.frame.minX, start.rounded())
        XCTAssertEqual(button.titleLabel?.frame.minX, (start + 20).rounded())
    }

    func testAConfigurationsLeadingAndTrailingPlacementsFollowTheDirection() {
        // Given leading-aligned configured buttons with leading and trailing image placements, in both directions
        let cases: [(NSDirectionalRectEdge, UITraitEnvironmentLayoutDirection)] =
            [(.leading, .leftToRight), (.trailing, .leftToRight), (.leading, .rightToLeft), (.trailing, .rightToLeft)]
        var frames: [(image: CGRect, title: CGRect)] = []
        var t: CGFloat = 0
        for (placement, direction) in cases {
            let button = configuredButton(placement: placement)
            button.contentHorizontalAlignment = .leading
            show(button, in: direction)
            t = titleWidth(button)
            frames.append((button.imageView!.frame, button.titleLabel!.frame))
        }

        // Then left to right the content starts 20 from the left: image at 20 then the title at 48, or the title at 20 and the image 8 after it
        XCTAssertEqual(frames[0].image, CGRect(x: 20, y: 12, width: 20, height: 20))
        XCTAssertEqual(frames[0].title.minX, 48)
        XCTAssertEqual(frames[1].title.minX, 20)
        XCTAssertEqual(frames[1].image.minX, (20 + t + 8).rounded())
        // And right to left it ends 20 from the right (at 180): leading puts the image there (160...180), the title 8 left of it
        XCTAssertEqual(frames[2].image, CGRect(x: 160, y: 12, width: 20, height: 20))
        XCTAssertEqual(frames[2].title.minX, (152 - t).rounded())
        // And trailing puts the title against that edge, the image 8 left of it
        XCTAssertEqual(frames[3].title.minX, (180 - t).rounded())
        XCTAssertEqual(frames[3].image.minX, (180 - t - 8 - 20).rounded())
        XCTAssertEqual(frames[2].title.width, t)
    }

    func testLeadingAndTrailingAlignmentsFlipWhileLeftAndRightStay() {
        // Given a right-to-left app with leading-placed buttons aligned .left, .right and .trailing
        var frames: [UIButton.ContentHorizontalAlignment: (image: CGRect, title: CGRect)] = [:]
        var effective: [UIButton.ContentHorizontalAlignment: UIButton.ContentHorizontalAlignment] = [:]
        var t: CGFloat = 0
        for alignment in [UIButton.ContentHorizontalAlignment.left, .right, .trailing] {
            let button = configuredButton(placement: .leading)
            button.contentHorizontalAlignment = alignment
            show(button, in: .rightToLeft)
            t = titleWidth(button)
            frames[alignment] = (button.imageView!.frame, button.titleLabel!.frame)
            effective[alignment] = button.effectiveContentHorizontalAlignment
        }

        // Then .left stays left: the content starts at the left inset (the trailing one, 4), title first
        XCTAssertEqual(frames[.left]?.title.minX, 4)
        XCTAssertEqual(frames[.left]?.image.minX, (4 + t + 8).rounded())
        // And .right stays right: the content ends at 180 (the leading inset is on the right), image last
        XCTAssertEqual(frames[.right]?.image.minX, 160)
        // And .trailing is the left side right to left, as .left
        XCTAssertEqual(frames[.trailing]?.title.minX, 4)
        XCTAssertEqual(frames[.trailing]?.image.minX, (4 + t + 8).rounded())
        XCTAssertEqual(effective, [.left: .left, .right: .right, .trailing: .left])
    }

    func testTopAndBottomPlacementsStackTheImageOverOrUnderTheTitle() {
        // Given centred configured buttons with the image on top and at the bottom (8 points of padding)
        let top = configuredButton(placement: .top), bottom = configuredButton(placement: .bottom)
        for button in [top, bottom] { show(button, in: .rightToLeft) }
        let title = top.titleLabel!.intrinsicContentSize
        let column = max(20, title.width)
        let available = CGRect(x: 4, y: 7, width: 176, height: 30)
        let x = available.midX - column / 2
        let stackTop = available.midY - (20 + 8 + title.height) / 2

        // Then the image is centred over the title, or under it
        XCTAssertEqual(top.imageView?.frame, CGRect(x: (x + (column - 20) / 2).rounded(), y: stackTop.rounded(), width: 20, height: 20))
        XCTAssertEqual(top.titleLabel?.frame.minY, (stackTop + 28).rounded())
        XCTAssertEqual(bottom.titleLabel?.frame.minY, stackTop.rounded())
        XCTAssertEqual(bottom.imageView?.frame.minY, (stackTop + title.height + 8).rounded())
        // And the fitting size stacks them: the wider of the two plus the insets, both heights plus the padding and insets
        XCTAssertEqual(top.intrinsicContentSize, CGSize(width: column + 24, height: max(34, 20 + 8 + title.height + 14)))
    }

    func testLegacyEdgeInsetsArePhysicalAndMoveOnlyTheirOwnPart() {
        // Given legacy buttons with content insets 10 left and 30 right, the image moved 8 points
        // right and the title 8 left (the public-code pair), in both directions
        var frames: [(image: CGRect, title: CGRect)] = []
        var t: CGFloat = 0
        var fitting: CGSize = .zero
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let button = legacyButton()
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
            show(button, in: direction)
            t = titleWidth(button)
            fitting = button.intrinsicContentSize
            frames.append((button.imageView!.frame, button.titleLabel!.frame))
        }
        // The content is centred in 10...170 (the insets stay on their sides right to left)
        let start = 90 - (20 + t) / 2

        // Then left to right the image leads, 8 points right of its place, and the title 8 points left of its own
        XCTAssertEqual(frames[0].image, CGRect(x: start.rounded() + 8, y: 12, width: 20, height: 20))
        XCTAssertEqual(frames[0].title.minX, (start + 20).rounded() - 8)
        // And right to left the title leads on the left, each moved the same physical way
        XCTAssertEqual(frames[1].title.minX, start.rounded() - 8)
        XCTAssertEqual(frames[1].image.minX, (start + t).rounded() + 8)
        // And only the content insets count in the fitting size
        XCTAssertEqual(fitting.width, 20 + t + 40)
    }

    func testTheBackButtonsChevronRoomIsOnTheLeadingSide() throws {
        // Given a two-item navigation bar in a left-to-right and a right-to-left app
        var titles: [CGRect] = []
        var buttons: [CGRect] = []
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let host = HeadlessHost(size: CGSize(width: 390, height: 200), scale: 1)
            hosts.append(host)
            host.window.screen.systemLayoutDirection = direction
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            bar.setItems([UINavigationItem(title: "Inbox"), UINavigationItem(title: "Message")], animated: false)
            host.window.addSubview(bar)
            host.window.layoutIfNeeded()
            let back = try XCTUnwrap(bar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "back" })
            titles.append(back.titleLabel!.frame)
            buttons.append(back.frame)
        }

        // Then the title sits 18 points after the chevron's room: from the left edge of the
        // button left to right, and ending 18 points before its right edge right to left
        XCTAssertEqual(titles[0].minX, 18)
        XCTAssertEqual(titles[1].minX, 0)
        XCTAssertEqual(titles[1].maxX, buttons[1].width - 18)
        XCTAssertEqual(buttons[0].width, buttons[1].width)
    }
}
