import CoreText
import Foundation
import UIKit
import XCTest

/// Core Text's fonts: `CTFont` is `UIFont` (toll-free bridged, as on Apple
/// platforms), names go back and forth, metrics come from Pango, and a text layer
/// or an attributed string takes a `CTFont` and Core Text's attribute names.
final class CoreTextFontTests: XCTestCase {
    func testAFontMadeFromAUIFontsNameIsThatFont() {
        // Given a 17-point bold system font
        let font = UIFont.systemFont(ofSize: 17, weight: .bold)

        // When Core Text makes one from its name and size, the way public code bridges them
        let ctFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)

        // Then it is the same face and size, with Core Text's names for it
        XCTAssertEqual(ctFont, font)
        XCTAssertEqual(CTFontGetSize(ctFont), 17)
        XCTAssertEqual(CTFontCopyPostScriptName(ctFont) as String, "DejaVu Sans-Bold")
        XCTAssertEqual(CTFontCopyFamilyName(ctFont) as String, "DejaVu Sans")
        XCTAssertEqual(CTFontCopyFullName(ctFont) as String, "DejaVu Sans Bold")
        XCTAssertEqual(CTFontCopyDisplayName(ctFont) as String, "DejaVu Sans Bold")
        // And back: UIFont(name:size:) from Core Text's names gives the UIFont again
        XCTAssertEqual(UIFont(name: CTFontCopyPostScriptName(ctFont) as String, size: CTFontGetSize(ctFont)), font)
        let bridged: UIFont = ctFont
        XCTAssertTrue(bridged === ctFont)
    }

    func testPostScriptNamesPickFamilyWeightAndSlant() {
        // Given PostScript names, Apple's system names and size 0
        let boldOblique = CTFontCreateWithName("Helvetica-BoldOblique" as CFString, 14, nil)
        let lato = CTFontCreateWithName("Lato-SemiBold" as CFString, 20, nil)
        let plain = CTFontCreateWithName("Menlo" as CFString, 0, nil)
        let system = CTFontCreateWithName(".SFUI-Semibold" as CFString, 15, nil)
        let italic = UIFont(familyName: "DejaVu Serif", pointSize: 11, isItalic: true)

        // Then each is the family with the named weight and slant; size 0 is 12 points
        XCTAssertEqual(boldOblique, UIFont(familyName: "Helvetica", pointSize: 14, weight: .bold, isItalic: true))
        XCTAssertEqual(lato, UIFont(familyName: "Lato", pointSize: 20, weight: .semibold))
        XCTAssertEqual(plain, UIFont(familyName: "Menlo", pointSize: 12))
        XCTAssertEqual(system, UIFont.systemFont(ofSize: 15, weight: .semibold))
        XCTAssertEqual(italic.fontName, "DejaVu Serif-Italic")
        XCTAssertEqual(CTFontCopyFullName(CTFontCreateWithName("Lato-SemiBoldItalic" as CFString, 9, nil)) as String, "Lato SemiBold Italic")
        XCTAssertEqual(UIFont(name: "My-Font", size: 10)?.familyName, "My-Font")
    }

    func testMetricsAreDejaVuSansAsPangoLaysItOut() {
        // Given a rendering host (its Pango text system answers) and 20-point DejaVu Sans
        let host = makeRenderingHost(width: 100, height: 100)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let pango = PangoTextSystem().fontMetrics(of: font)

        // Then Core Text's metrics are the font's (units per em 2048: ascent 1901, descent 483,
        // cap height 1493, x height 1120), the same as UIFont's, descent positive
        XCTAssertEqual(CTFontGetAscent(font), 20 * 1901 / 2048, accuracy: 0.02)
        XCTAssertEqual(CTFontGetDescent(font), 20 * 483 / 2048, accuracy: 0.02)
        XCTAssertEqual(CTFontGetLeading(font), 0, accuracy: 0.02)
        XCTAssertEqual(CTFontGetCapHeight(font), 20 * 1493 / 2048, accuracy: 0.05)
        XCTAssertEqual(CTFontGetXHeight(font), 20 * 1120 / 2048, accuracy: 0.05)
        XCTAssertEqual(CTFontGetAscent(font), pango.ascender)
        XCTAssertEqual(font.descender, -CTFontGetDescent(font))
        XCTAssertEqual(font.capHeight, pango.capHeight)
        XCTAssertEqual(font.xHeight, pango.xHeight)
        XCTAssertEqual(host.textMeasurer.fontMetrics(of: font), pango)
    }

    func testUIFontsForLanguageTraitsAndDescriptors() {
        // Given Core Text's user-interface fonts, a bold copy and descriptors
        let system = CTFontCreateUIFontForLanguage(.system, 0, nil)
        let emphasized = CTFontCreateUIFontForLanguage(.emphasizedSystem, 15, "en" as CFString)
        let base = CTFontCreateWithName("DejaVu Sans" as CFString, 16, nil)
        let bold = CTFontCreateCopyWithSymbolicTraits(base, 0, nil, .traitBold, .traitBold)
        let unbolded = bold.flatMap { CTFontCreateCopyWithSymbolicTraits($0, 18, nil, [], [.traitBold, .traitItalic]) }
        let descriptor = CTFontDescriptorCreateWithAttributes([kCTFontFamilyNameAttribute: "Lato", kCTFontSizeAttribute: 22] as CFDictionary)
        let named = CTFontDescriptorCreateWithNameAndSize("Menlo-Bold" as CFString, 0)

        // Then the system font is 13-point regular (15-point bold when emphasized), none is nil
        XCTAssertEqual(system, UIFont.systemFont(ofSize: 13))
        XCTAssertEqual(emphasized, UIFont.systemFont(ofSize: 15, weight: .bold))
        XCTAssertNil(CTFontCreateUIFontForLanguage(.none, 12, nil))
        // And traits turn bold on and off, keeping or changing the size
        XCTAssertEqual(bold, UIFont(familyName: "DejaVu Sans", pointSize: 16, weight: .bold))
        XCTAssertEqual(CTFontGetSymbolicTraits(bold!), .traitBold)
        XCTAssertEqual(unbolded, UIFont(familyName: "DejaVu Sans", pointSize: 18))
        XCTAssertNil(CTFontCreateCopyWithSymbolicTraits(base, 0, nil, .traitCondensed, .traitCondensed))
        // And descriptors give their family, name and size
        XCTAssertEqual(CTFontCreateWithFontDescriptor(descriptor, 0, nil), UIFont(familyName: "Lato", pointSize: 22))
        XCTAssertEqual(CTFontCreateWithFontDescriptor(named, 10, nil), UIFont(familyName: "Menlo", pointSize: 10, weight: .bold))
        XCTAssertEqual(CTFontCreateCopyWithAttributes(base, 30, nil, nil), UIFont(familyName: "DejaVu Sans", pointSize: 30))
        XCTAssertEqual(CTFontCopyGraphicsFont(bold!, nil).postScriptName, "DejaVu Sans-Bold")
    }

    func testATextLayerTakesACTFontAndAnAttributedStringCoreTextsKeys() {
        // Given text layers drawing "Bold" with a bold CTFont, with the same UIFont, and an
        // attributed string set in Core Text's font and red foreground colour keys
        let ctHost = makeRenderingHost(width: 200, height: 60)
        let uiHost = makeRenderingHost(width: 200, height: 60)
        let attributedHost = makeRenderingHost(width: 200, height: 60)
        let ctFont = CTFontCreateWithName("DejaVu Sans-Bold" as CFString, 20, nil)
        let attributed = NSAttributedString(string: "Bold", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): ctFont,
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor,
        ])
        for (host, font, string) in [(ctHost, ctFont as AnyObject, "Bold" as Any),
                                     (uiHost, UIFont(familyName: "DejaVu Sans", pointSize: 20, weight: .bold) as AnyObject, "Bold" as Any),
                                     (attributedHost, ctFont as AnyObject, attributed as Any)] {
            let layer = CATextLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
            layer.string = string
            layer.font = font
            layer.fontSize = 20
            layer.foregroundColor = UIColor.black.cgColor
            host.window.layer.addSublayer(layer)
            CATransaction.commit()
        }

        // When drawn
        let ct = ctHost.snapshot(), ui = uiHost.snapshot(), colored = attributedHost.snapshot()

        // Then the CTFont draws what the UIFont draws, and the attributed string's glyphs are red
        XCTAssertEqual(ct.crop(xs: 0..<200, ys: 0..<60), ui.crop(xs: 0..<200, ys: 0..<60))
        XCTAssertGreaterThan(ct.darkPixelCount(xs: 10..<190, ys: 10..<50), 40)
        XCTAssertGreaterThan(colored.count(xs: 10..<190, ys: 10..<50) { $0 == RGBA8(r: 255, g: 0, b: 0) }, 20)
        XCTAssertEqual(colored.count(xs: 10..<190, ys: 10..<50) { $0.g < 100 && $0.r < 100 }, 0)
    }
}
