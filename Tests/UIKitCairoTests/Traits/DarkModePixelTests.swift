import Foundation
import UIKit
import XCTest

/// A controller whose view is the system background with a label in the label colour.
private final class LabelledController: UIViewController {
    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        label.text = "Mørk tilstand"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.accessibilityIdentifier = "label"
        root.addSubview(label)
        view = root
    }
}

/// Draws a rectangle in `UIColor.label` and remembers the appearance it was drawn in.
private final class InkView: UIView {
    var drawnStyles: [UIUserInterfaceStyle] = []

    override func draw(_ rect: CGRect) {
        drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
        UIColor.label.setFill()
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

private let black = RGBA8(r: 0, g: 0, b: 0)
private let white = RGBA8(r: 255, g: 255, b: 255)
private let elevatedGrey = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)

/// Dark mode as pixels: sheets, alerts, action sheets, overrides and live switches.
final class DarkModePixelTests: XCTestCase {
    private func presentSheet(style: UIUserInterfaceStyle) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1, userInterfaceStyle: style)
        let root = LabelledController()
        host.window.rootViewController = root
        let sheet = LabelledController()
        root.present(sheet, animated: true)
        host.runUntilIdle()
        return (host, sheet)
    }

    private func labelFrame(in controller: UIViewController) -> CGRect {
        let label = controller.view.view(withAccessibilityIdentifier: "label")!
        return label.convert(label.bounds, to: nil)
    }

    func testADarkSheetIsTheElevatedGreyWithWhiteTextOverABlackPresenter() {
        // Given a page sheet presented in the dark appearance
        let (host, sheet) = presentSheet(style: .dark)

        // When drawn
        let image = host.snapshot()
        let card = sheet.view.convert(sheet.view.bounds, to: nil)
        let label = labelFrame(in: sheet)

        // Then the card is systemBackground's elevated dark value, #1C1C1E
        XCTAssertEqual(image.pixel(x: 195, y: Int(card.minY) + 400), elevatedGrey)
        XCTAssertEqual(image.pixel(x: 380, y: Int(card.minY) + 60), elevatedGrey)
        // And the label's ink is white: pure white pixels, nothing darker than the card
        let xs = Int(label.minX)..<Int(label.maxX), ys = Int(label.minY)..<Int(label.maxY)
        XCTAssertGreaterThan(image.count(xs: xs, ys: ys) { $0 == white }, 80)
        XCTAssertGreaterThanOrEqual(image.darkest(xs: xs, ys: ys), 0x1C)
        // And behind it the pushed-back presenter is black under the 40 % dimming: black
        XCTAssertEqual(image.pixel(x: 195, y: Int(card.minY) - 5), black)
        XCTAssertEqual(image.pixel(x: 2, y: 2), black)
    }

    func testTheSameSheetInLightIsWhiteWithBlackText() {
        let (host, sheet) = presentSheet(style: .light)

        let image = host.snapshot()
        let card = sheet.view.convert(sheet.view.bounds, to: nil)

        let label = labelFrame(in: sheet)
        XCTAssertEqual(image.pixel(x: 195, y: Int(card.minY) + 400), white)
        XCTAssertGreaterThan(image.count(xs: Int(label.minX)..<Int(label.maxX), ys: Int(label.minY)..<Int(label.maxY)) { $0 == black }, 80)
    }

    func testADarkAlertHasADarkPlatterWhiteTitleAndTheDarkBlueAction() {
        // Given an alert over a black root in dark mode
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1, userInterfaceStyle: .dark)
        let root = LabelledController()
        host.window.rootViewController = root
        let alert = UIAlertController(title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .default))
        root.present(alert, animated: true)
        host.runUntilIdle()

        // When drawn
        let image = host.snapshot()
        let frame = alert.view.convert(alert.view.bounds, to: nil)
        let xs = Int(frame.minX)..<Int(frame.maxX)

        // Then the platter is dark, the title white and the action's ink the dark systemBlue (#0A84FF)
        XCTAssertEqual(image.pixel(x: Int(frame.minX) + 6, y: Int(frame.minY) + 6), AlertColors.darkPlatter)
        XCTAssertGreaterThan(image.count(xs: xs, ys: Int(frame.minY)..<Int(frame.minY) + 50) { $0 == white }, 20)
        XCTAssertGreaterThan(image.count(xs: xs, ys: Int(frame.maxY) - 44..<Int(frame.maxY)) { $0 == RGBA8(r: 0x0A, g: 0x84, b: 0xFF) }, 10)
        XCTAssertEqual(image.count(xs: xs, ys: Int(frame.minY)..<Int(frame.maxY)) { $0 == RGBA8(r: 0, g: 0x7A, b: 0xFF) }, 0,
                       "no light-mode blue")
        // And the 20 % dimming over the black root stays black
        XCTAssertEqual(image.pixel(x: 5, y: 5), black)
    }

    func testADarkActionSheetHasTheDarkCancelPlatterAndDarkRed() {
        // Given the "Discard changes?" action sheet in dark mode
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1, userInterfaceStyle: .dark)
        let root = LabelledController()
        host.window.rootViewController = root
        let sheet = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        root.present(sheet, animated: true)
        host.runUntilIdle()

        // When drawn
        let image = host.snapshot()
        let rows = sheet.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIControl }
        let destructive = rows[0].convert(rows[0].bounds, to: nil)
        let cancel = rows[1].convert(rows[1].bounds, to: nil)

        // Then the cancel platter is #2C2C2E, the destructive title the dark systemRed #FF453A
        XCTAssertEqual(image.pixel(x: Int(cancel.minX) + 4, y: Int(cancel.minY) + 4), RGBA8(r: 0x2C, g: 0x2C, b: 0x2E))
        let darkRed = RGBA8(r: 0xFF, g: 0x45, b: 0x3A)
        XCTAssertGreaterThan(image.count(xs: Int(destructive.minX)..<Int(destructive.maxX),
                                         ys: Int(destructive.minY)..<Int(destructive.maxY)) { $0 == darkRed }, 10)
        XCTAssertGreaterThan(image.count(xs: Int(cancel.minX)..<Int(cancel.maxX),
                                         ys: Int(cancel.minY)..<Int(cancel.maxY)) { $0 == RGBA8(r: 0x0A, g: 0x84, b: 0xFF) }, 10)
    }

    func testSwitchingTheAppearanceLiveRedrawsEverythingIncludingRasterizedLayers() {
        // Given a light window with a rasterized card holding an ink view
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
        card.backgroundColor = .secondarySystemBackground
        card.layer.shouldRasterize = true
        let ink = InkView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        card.addSubview(ink)
        host.window.addSubview(card)
        let before = host.snapshot()
        XCTAssertEqual(before.pixel(x: 30, y: 30), RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        XCTAssertEqual(before.pixel(x: 70, y: 70), black)

        // When the system turns dark
        host.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 60)
        let after = host.snapshot()

        // Then the window, the cached card and the ink all show their dark values
        XCTAssertEqual(after.pixel(x: 5, y: 5), black)
        XCTAssertEqual(after.pixel(x: 30, y: 30), RGBA8(r: 0x1C, g: 0x1C, b: 0x1E))
        XCTAssertEqual(after.pixel(x: 70, y: 70), white)
        XCTAssertEqual(ink.drawnStyles.last, .dark)
    }

    func testAnOverriddenSubtreeDrawsDarkBesideALightSibling() {
        // Given two ink views on a light window, the second forced dark
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        let lightInk = InkView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let darkPanel = UIView(frame: CGRect(x: 110, y: 10, width: 80, height: 80))
        darkPanel.backgroundColor = .systemBackground
        darkPanel.overrideUserInterfaceStyle = .dark
        let darkInk = InkView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        darkPanel.addSubview(darkInk)
        host.window.addSubview(lightInk)
        host.window.addSubview(darkPanel)

        // When drawn
        let image = host.snapshot()

        // Then the light ink is black, the dark panel black with white ink, the window white
        XCTAssertEqual(image.pixel(x: 50, y: 50), black)
        XCTAssertEqual(image.pixel(x: 115, y: 15), black)
        XCTAssertEqual(image.pixel(x: 150, y: 50), white)
        XCTAssertEqual(image.pixel(x: 100, y: 50), white)
        XCTAssertEqual(lightInk.drawnStyles, [.light])
        XCTAssertEqual(darkInk.drawnStyles, [.dark])
    }

    func testAColourAnimationBetweenDynamicColoursIsInterpolatedInTheViewsAppearance() {
        // Given a dark window with a view going from systemBackground to label over a second
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .dark)
        let view = UIView(frame: host.window.bounds)
        view.backgroundColor = .systemBackground
        host.window.addSubview(view)
        host.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.backgroundColor = .label })

        // When half the time has passed
        host.advance(by: 0.5)
        let image = host.snapshot()

        // Then the colour is halfway from black to white (not from white to black, as light would be)
        let grey = image.pixel(x: 50, y: 50)
        XCTAssertEqual(Int(grey.r), 128, accuracy: 1)
        host.runUntilIdle()
        XCTAssertEqual(host.snapshot().pixel(x: 50, y: 50), white)
    }
}

/// The alert platter's colours.
enum AlertColors {
    /// Dark systemMaterial over black (the dimmed black root): 14 % white at 82 %, 0.82 × 35.7 = 29.3.
    static let darkPlatter = RGBA8(r: 29, g: 29, b: 29)
}
