import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// System symbols drawn as our vector paths, sized by their configuration.
final class SymbolImageTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testTheSymbolsModalCodeUsesExistAndUnknownNamesDoNot() {
        for name in ["xmark", "xmark.circle", "xmark.circle.fill", "chevron.down", "chevron.up", "chevron.left", "chevron.right",
                     "chevron.backward", "chevron.forward", "checkmark", "checkmark.circle", "checkmark.circle.fill", "plus", "minus",
                     "plus.circle.fill", "ellipsis", "ellipsis.circle", "info.circle", "info.circle.fill", "exclamationmark.triangle",
                     "exclamationmark.triangle.fill", "exclamationmark.circle", "arrow.left", "line.3.horizontal", "magnifyingglass"] {
            let image = UIImage(systemName: name)
            XCTAssertNotNil(image, name)
            XCTAssertEqual(image?.isSymbolImage, true, name)
        }
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
        XCTAssertNil(UIImage(systemName: ""))
    }

    func testTheConfigurationSizesTheSymbol() {
        // xmark's box is 0.82 point sizes square: 17 × 0.82 = 13.94 → 14 points at the default size
        XCTAssertEqual(UIImage(systemName: "xmark")!.size, CGSize(width: 14, height: 14))
        let large = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large))!
        // 34 × 1.29 × 0.82 = 35.96 → 36
        XCTAssertEqual(large.size, CGSize(width: 36, height: 36))
        let config = large.symbolConfiguration!
        XCTAssertEqual(config.pointSize, 34)
        XCTAssertEqual(config.weight, .bold)
        // Applying a weight keeps the size
        let light = large.withConfiguration(UIImage.SymbolConfiguration(weight: .light))
        XCTAssertEqual(light.size, large.size)
        XCTAssertEqual(light.symbolConfiguration?.weight, .light)
        XCTAssertNil(makeImage(width: 1, height: 1, colors: [red]).applyingSymbolConfiguration(.unspecified))
    }

    func testASymbolIsDrawnInTheTintAndHeavierWeightsUseMoreInk() {
        func ink(_ weight: UIImage.SymbolWeight) -> Int {
            let view = UIImageView(image: UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight)))
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.contentMode = .center
            view.tintColor = .systemRed
            let host = HeadlessHost(size: CGSize(width: 40, height: 40), scale: 1)
            host.window.backgroundColor = .white
            host.window.addSubview(view)
            let pixels = host.snapshot()
            var count = 0
            for y in 0..<40 { for x in 0..<40 where pixels.pixel(x: x, y: y) == RGBA8(r: 0xFF, g: 0x3B, b: 0x30) { count += 1 } }
            // The cross meets at the centre
            XCTAssertEqual(pixels.pixel(x: 20, y: 20), RGBA8(r: 0xFF, g: 0x3B, b: 0x30), "\(weight)")
            XCTAssertEqual(pixels.pixel(x: 20, y: 5), RGBA8(r: 255, g: 255, b: 255), "\(weight): between the arms")
            return count
        }
        let thin = ink(.thin), regular = ink(.regular), black = ink(.black)
        XCTAssertGreaterThan(regular, thin)
        XCTAssertGreaterThan(black, regular)
    }

    func testAFilledCircleSymbolLetsTheBackgroundThroughItsCheck() {
        // Given checkmark.circle.fill at 44 points over yellow
        let view = UIImageView(image: UIImage(systemName: "checkmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.sizeToFit()
        view.tintColor = .systemBlue
        let host = HeadlessHost(size: view.bounds.size, scale: 1)
        host.window.backgroundColor = .systemYellow
        host.window.addSubview(view)

        let pixels = host.snapshot()

        // Then the disc is blue and the check shows the yellow behind it (cut out, not painted white)
        let size = view.bounds.size
        XCTAssertEqual(size, CGSize(width: 44, height: 44))
        XCTAssertEqual(pixels.pixel(x: 22, y: 8), RGBA8(r: 0, g: 0x7A, b: 0xFF))
        // The check's corner: (0.48, 0.72) of the 1.1-point box
        XCTAssertEqual(pixels.pixel(x: Int(0.48 / 1.1 * 44), y: Int(0.72 / 1.1 * 44)), RGBA8(r: 0xFF, g: 0xCC, b: 0))
        XCTAssertEqual(pixels.pixel(x: 0, y: 0), RGBA8(r: 0xFF, g: 0xCC, b: 0), "outside the disc")
    }

    func testASymbolsCGImageIsDrawnAtItsScale() {
        // plus is 0.9 point sizes square: 36 points at 40; its bars are 0.09 × 40 = 3.6 points wide,
        // centred on 18 (16.2...19.8), so the pixels of points 18...19 are fully inked
        let image = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))!.withTintColor(.systemRed)
        let bitmap = image.cgImage!
        XCTAssertEqual(image.size, CGSize(width: 36, height: 36))
        XCTAssertEqual(CGFloat(bitmap.width), image.size.width * image.scale)
        XCTAssertEqual(image.pixel(bitmap.width / 2, bitmap.height / 2), RGBA8(r: 0xFF, g: 0x3B, b: 0x30))
        XCTAssertEqual(image.pixel(0, 0).a, 0)
    }

    func testAButtonShowsItsImageBeforeItsTitleInTheTint() {
        // Given a system button with an xmark and a title
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "xmark"), for: .normal)
        button.setTitle("Close", for: .normal)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 10, y: 10)
        let host = HeadlessHost(size: CGSize(width: 200, height: 60), scale: 1)
        host.window.backgroundColor = .white
        host.window.addSubview(button)

        let pixels = host.snapshot()

        // Then the image view sits left of the title, both in the tint, and the size holds both
        let imageFrame = button.imageView!.frame, titleFrame = button.titleLabel!.frame
        XCTAssertEqual(imageFrame.size, CGSize(width: 14, height: 14))
        XCTAssertLessThanOrEqual(imageFrame.maxX, titleFrame.minX)
        XCTAssertEqual(button.intrinsicContentSize.width, 14 + titleFrame.width)
        XCTAssertEqual(button.currentImage, button.image(for: .normal))
        let center = button.convert(CGPoint(x: imageFrame.midX, y: imageFrame.midY), to: nil)
        XCTAssertEqual(pixels.pixel(x: Int(center.x), y: Int(center.y)), RGBA8(r: 0, g: 0x7A, b: 0xFF))
    }
}

/// A configuration's image: before the title, `imagePadding` apart, in the foreground colour.
final class ButtonConfigurationImageTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testAFilledConfigurationDrawsItsImageInWhiteOnTheTint() throws {
        // Given a filled button with a checkmark, 8 points of padding and a title
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "checkmark")
        configuration.imagePadding = 8
        configuration.title = "Done"
        let button = UIButton(configuration: configuration)
        let host = HeadlessHost(size: CGSize(width: 200, height: 80), scale: 1)
        host.window.backgroundColor = .black
        host.window.addSubview(button)
        button.sizeToFit()   // in the window, where the title is measured with Pango
        button.frame.origin = CGPoint(x: 10, y: 10)

        // When drawn
        let pixels = host.snapshot()

        // Then checkmark (0.95 × 0.85 point sizes: 16 × 14 at 17) sits 8 points before the title
        let imageView = try XCTUnwrap(button.imageView)
        let title = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(imageView.frame.size, CGSize(width: 16, height: 14))
        XCTAssertEqual(imageView.frame.maxX + 8, title.frame.minX)
        XCTAssertEqual(imageView.frame.minX, 12, "the leading content inset")
        XCTAssertEqual(button.intrinsicContentSize.width, 12 + 16 + 8 + title.frame.width + 12)
        // The image's corner is the blue fill; the check's strokes (1.5 points wide, about 20 long)
        // are white ink over it: pixels with red, which the blue fill has none of
        let frame = button.convert(imageView.frame, to: nil)
        XCTAssertEqual(pixels.pixel(x: Int(frame.minX), y: Int(frame.minY)), RGBA8(r: 0, g: 0x7A, b: 0xFF))
        var inked = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) where pixels.pixel(x: x, y: y).r > 128 { inked += 1 }
        }
        XCTAssertGreaterThan(inked, 15)
        XCTAssertLessThan(inked, 60)

        // And removing the image puts the title back at the inset
        button.configuration?.image = nil
        button.sizeToFit()
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(title.frame.minX, 12)
    }

    func testAMissingSymbolLeavesTheButtonAsATitleButton() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "no.such.symbol"), for: .normal)
        button.setTitle("Close", for: .normal)
        button.sizeToFit()
        XCTAssertNil(button.currentImage)
        XCTAssertEqual(button.intrinsicContentSize.width, button.titleLabel!.intrinsicContentSize.width)
    }
}

/// Bar button items with images, as modal code closes its sheets.
final class BarButtonImageTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testAnImageItemShowsItsSymbolInTheTintInsteadOfItsTitle() throws {
        // Given a navigation bar whose item has an xmark on the right
        var closed = 0
        let item = UINavigationItem(title: "Edit")
        item.rightBarButtonItem = UIBarButtonItem(title: "Close", image: UIImage(systemName: "xmark"),
                                                  primaryAction: UIAction { _ in closed += 1 })
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        bar.pushItem(item, animated: false)
        let host = HeadlessHost(size: CGSize(width: 300, height: 44), scale: 1)
        host.window.addSubview(bar)
        host.advance(by: 1.0 / 60)

        // Then its button shows the 14-point xmark, no title, and the cross's centre is the tint
        let button = try XCTUnwrap(bar.rightItemViews.first as? UIButton)
        XCTAssertEqual(button.currentImage, UIImage(systemName: "xmark"))
        XCTAssertNil(button.currentTitle)
        XCTAssertEqual(button.imageView?.frame.size, CGSize(width: 14, height: 14))
        let center = button.convert(CGPoint(x: button.imageView!.frame.midX, y: button.imageView!.frame.midY), to: nil)
        XCTAssertEqual(host.snapshot().pixel(x: Int(center.x), y: Int(center.y)), RGBA8(r: 0, g: 0x7A, b: 0xFF))

        // And clicking it runs the action
        host.click(at: center)
        XCTAssertEqual(closed, 1)
    }
}
