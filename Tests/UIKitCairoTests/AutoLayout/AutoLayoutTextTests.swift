import Foundation
import UIKit
import XCTest

/// Intrinsic sizes measured with Pango, and what hugging and compression
/// resistance do with them.
final class AutoLayoutTextTests: XCTestCase {
    private func twoLabels(width: CGFloat) -> (HeadlessHost, UILabel, UILabel) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200), scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        host.window.addSubview(container)
        let name = UILabel(), value = UILabel()
        name.text = "Username"
        value.text = "gordon.tucker@example.com"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (host, name, value)
    }

    func testLabelsReportPangoSizes() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200), scale: 1)
        let label = UILabel()
        label.text = "Username"
        host.window.addSubview(label)
        let measured = host.textMeasurer.size(of: label.textRun, maxWidth: nil)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 50)
    }

    func testWithRoomToSpareTheLabelThatHugsLessGrows() {
        // Given 400 points for two labels; the value hugs less than the name
        let (host, name, value) = twoLabels(width: 400)
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let nameWidth = name.intrinsicContentSize.width

        // When laid out
        host.window.layoutIfNeeded()

        // Then the name keeps its text's width and the value takes the rest
        XCTAssertEqual(name.frame, CGRect(x: 0, y: 0, width: nameWidth, height: name.intrinsicContentSize.height))
        XCTAssertEqual(value.frame.minX, nameWidth + 8)
        XCTAssertEqual(value.frame.maxX, 400)

        // And with the priorities the other way round, the name grows instead
        name.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        host.window.layoutIfNeeded()
        XCTAssertEqual(value.frame.width, value.intrinsicContentSize.width)
        XCTAssertEqual(value.frame.maxX, 400)
        XCTAssertEqual(name.frame.width, 400 - 8 - value.intrinsicContentSize.width)
    }

    func testWithoutRoomTheLabelThatResistsLessIsCompressed() {
        // Given 300 points for two labels that need more (about 332); the value resists less
        let (host, name, value) = twoLabels(width: 300)
        value.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        let nameWidth = name.intrinsicContentSize.width, valueWidth = value.intrinsicContentSize.width
        XCTAssertGreaterThan(nameWidth + 8 + valueWidth, 300)

        // When laid out
        host.window.layoutIfNeeded()

        // Then the name keeps its width and the value gets what is left
        XCTAssertEqual(name.frame.width, nameWidth)
        XCTAssertEqual(value.frame.width, 300 - 8 - nameWidth)

        // And the other way round the name is the one squeezed
        name.setContentCompressionResistancePriority(UILayoutPriority(730), for: .horizontal)
        host.window.layoutIfNeeded()
        XCTAssertEqual(value.frame.width, valueWidth)
        XCTAssertEqual(name.frame.width, 300 - 8 - valueWidth)
    }

    func testAWrappingLabelGrowsToItsTextAtTheWidthItGets() {
        // Given a multi-line label pinned to the sides of a 200-point column
        let host = HeadlessHost(size: CGSize(width: 400, height: 400), scale: 1)
        let column = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        host.window.addSubview(column)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Auto Layout wraps this text to the width the label gets from its constraints."
        label.translatesAutoresizingMaskIntoConstraints = false
        column.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 10),
                                     label.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -10),
                                     label.topAnchor.constraint(equalTo: column.topAnchor, constant: 10)])

        // When laid out (twice internally: the first pass gives it its width)
        host.window.layoutIfNeeded()

        // Then it is 180 wide and as tall as the text wrapped at 180
        let wrapped = host.textMeasurer.size(of: label.textRun, maxWidth: 180)
        XCTAssertEqual(label.frame.width, 180)
        XCTAssertEqual(label.frame.height, wrapped.height.rounded(.up))
        XCTAssertGreaterThan(label.frame.height, label.font.lineHeight * 2)
    }
}
