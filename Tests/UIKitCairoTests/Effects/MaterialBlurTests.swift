import Foundation
import UIKit
import XCTest

/// Black on the left half, white on the right: one sharp vertical edge.
private final class EdgeController: UIViewController {
    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 2000))
        black.backgroundColor = .black
        root.addSubview(black)
        view = root
    }
}

/// How far a blurred step is spread: the standard deviation of its derivative (the
/// blur's line spread function), from the values along a row (`x`: pixel centres in points).
func edgeSpread(_ samples: [(x: Double, value: Double)]) -> Double {
    var mass = 0.0, sum = 0.0, squares = 0.0
    for (previous, next) in zip(samples, samples.dropFirst()) {
        let rise = next.value - previous.value
        let t = (previous.x + next.x) / 2
        mass += rise
        sum += rise * t
        squares += rise * t * t
    }
    let mean = sum / mass
    return (squares / mass - mean * mean).squareRoot()
}

/// Materials blur what is behind them by their radius.
final class MaterialBlurTests: XCTestCase {
    func testASharpEdgeBehindAnActionSheetIsBlurredByTheMaterialsRadius() throws {
        for scale: CGFloat in [1, 2] {
            // Given an action sheet over a page that is black left of x = 195 and white right of it
            let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
            let root = EdgeController()
            host.window.rootViewController = root
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(sheet, animated: true)
            host.runUntilIdle()

            // When the row above the title's ink is read across the main card
            let image = host.snapshot()
            let row = sheet.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIControl }[0]
            let card = row.superview!.convert(row.superview!.bounds, to: nil)
            let y = Int((card.minY + 4) * scale)
            let samples = stride(from: (card.minX + 20) * scale, to: (card.maxX - 20) * scale, by: 1).map { x in
                (x: (Double(x) + 0.5) / Double(scale), value: Double(image.pixel(x: Int(x), y: y).g))
            }

            // Then the step has become the Gaussian integral of the material's 30-point radius
            let material = BlurMaterial.of(.systemMaterial, traits: UITraitCollection(userInterfaceStyle: .light))
            XCTAssertEqual(material.radius, 30)
            XCTAssertEqual(edgeSpread(samples), 30, accuracy: 1.5, "scale \(scale)")
            // And far from the edge it is the tint over the dimmed page: 97 % white at 82 % over 0 and over 153
            XCTAssertEqual(Double(image.pixel(x: Int((card.minX + 12) * scale), y: y).g), 0.82 * 247.35, accuracy: 2)
            XCTAssertEqual(Double(image.pixel(x: Int((card.maxX - 12) * scale), y: y).g), 0.18 * 153 + 0.82 * 247.35, accuracy: 2)
        }
    }

    func testAThinMaterialViewBlursByItsRadiusInPointsAtScale2() {
        // Given the same edge under an ultra-thin material view, at scale 2
        let host = HeadlessHost(size: CGSize(width: 390, height: 200), scale: 2)
        host.window.rootViewController = EdgeController()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        effectView.frame = CGRect(x: 20, y: 50, width: 350, height: 100)
        host.window.rootViewController!.view.addSubview(effectView)

        // When drawn and read across the middle
        let image = host.snapshot()
        let samples = stride(from: 40, to: 700, by: 1).map { x in (x: Double(x) / 2 + 0.25, value: Double(image.pixel(x: x, y: 200).g)) }

        // Then the deviation is the material's 30 points (60 device pixels), and the tint is 97 % white at 45 %
        let radius = effectView.material!.radius
        XCTAssertEqual(edgeSpread(samples), Double(radius), accuracy: 1)
        XCTAssertEqual(Double(image.pixel(x: 42, y: 200).g), 0.45 * 247.35, accuracy: 2)
    }

    func testMaterialsFollowTheAppearanceUnlessTheyAreFixed() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(BlurMaterial.of(.systemMaterial, traits: light).tint, UIColor(white: 0.97, alpha: 0.82))
        XCTAssertEqual(BlurMaterial.of(.systemMaterial, traits: dark).tint, UIColor(white: 0.14, alpha: 0.82))
        XCTAssertEqual(BlurMaterial.of(.systemMaterialLight, traits: dark), BlurMaterial.of(.systemMaterial, traits: light))
        XCTAssertEqual(BlurMaterial.of(.systemMaterialDark, traits: light), BlurMaterial.of(.systemMaterial, traits: dark))
        XCTAssertEqual(BlurMaterial.of(.regular, traits: dark), BlurMaterial.of(.dark, traits: light))
        XCTAssertEqual(BlurMaterial.of(.regular, traits: light), BlurMaterial.of(.light, traits: dark))
        for style in UIBlurEffect.Style.allCases {
            let material = BlurMaterial.of(style, traits: light)
            XCTAssertGreaterThan(material.radius, 0, "\(style)")
            XCTAssertEqual(material.saturation, 1.8, "\(style)")
        }
        XCTAssertEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .dark))
        XCTAssertNotEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .light))
    }

    func testVibrancyIsAcceptedAndItsContentDrawn() {
        // Given a blur with a vibrancy view holding a label, as iOS code nests them
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        let blur = UIBlurEffect(style: .systemThickMaterialDark)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = host.window.bounds
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancyView.frame = blurView.bounds
        let label = UILabel(frame: CGRect(x: 10, y: 30, width: 180, height: 40))
        label.text = "Vibrant"
        label.textColor = .white
        label.font = .systemFont(ofSize: 30, weight: .bold)
        vibrancyView.contentView.addSubview(label)
        blurView.contentView.addSubview(vibrancyView)
        host.window.addSubview(blurView)

        // When drawn
        let image = host.snapshot()

        // Then the thick dark tint covers the white window (12 % grey at 92 % over white) and the label shows white
        XCTAssertEqual(Double(image.pixel(x: 3, y: 3).g), 0.08 * 255 + 0.92 * 0.12 * 255, accuracy: 2)
        XCTAssertGreaterThan(image.count(xs: 10..<190, ys: 30..<70) { $0 == RGBA8(r: 255, g: 255, b: 255) }, 50)
    }
}
