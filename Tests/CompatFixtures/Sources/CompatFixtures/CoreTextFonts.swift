import CoreText
import UIKit

// Core Text fonts as modal and sheet libraries use them: a UIFont bridged to a
// CTFont for a text layer, metrics for vertical centring, Core Text's attribute names.
final class FixtureBadgeLayer: CATextLayer {
    func apply(font: UIFont, color: UIColor) {
        let ctFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
        self.font = ctFont
        fontSize = CTFontGetSize(ctFont)
        foregroundColor = color.cgColor
        contentsScale = UIScreen.main.scale
        alignmentMode = .center
        let lineHeight = CTFontGetAscent(ctFont) + CTFontGetDescent(ctFont) + CTFontGetLeading(ctFont)
        let capCentre = (CTFontGetCapHeight(ctFont) + CTFontGetXHeight(ctFont)) / 4
        frame.size.height = ceil(lineHeight)
        _ = capCentre
    }

    func applyGraphicsFont(_ font: UIFont) {
        self.font = CGFont(font.fontName as CFString)
        self.font = font.fontName as CFString
        self.font = font
    }
}

func coreTextFonts(for font: UIFont) -> (UIFont, NSAttributedString) {
    let ctFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
    let name = CTFontCopyPostScriptName(ctFont) as String
    let family = CTFontCopyFamilyName(ctFont) as String
    let back = UIFont(name: name, size: CTFontGetSize(ctFont)) ?? UIFont(name: family, size: 12)!
    let bridged = ctFont as UIFont
    let system = CTFontCreateUIFontForLanguage(.system, 0, nil)
    let bold = CTFontCreateCopyWithSymbolicTraits(ctFont, 0, nil, .traitBold, .traitBold)
    let attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): bold ?? system ?? ctFont,
        NSAttributedString.Key(kCTForegroundColorAttributeName as String): UIColor.label.cgColor,
    ]
    _ = bridged
    return (back, NSAttributedString(string: "Badge", attributes: attributes))
}

// The lines public code writes to set a Core Text font on an attributed string.
func coreTextAttributedTitle(_ text: String, in label: UILabel) -> NSAttributedString? {
    guard let font = label.font else { return nil }
    let myFont: CTFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
    let attStr = NSMutableAttributedString(string: text)
    attStr.addAttribute(kCTFontAttributeName as NSAttributedString.Key, value: myFont, range: NSRange(location: 0, length: attStr.length))
    let attr: [String: AnyObject] = [kCTFontAttributeName as String: myFont]
    _ = NSAttributedString(string: text, attributes: attr.reduce(into: [:]) { $0[NSAttributedString.Key($1.key)] = $1.value })
    let cgFont = CTFontCopyGraphicsFont(myFont, nil)
    _ = cgFont.postScriptName
    return attStr
}
