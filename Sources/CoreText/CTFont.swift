import Foundation
import UIKitCore

/// A Core Text font, as on Apple platforms, where `CTFont` and `UIFont` are the
/// same object (toll-free bridged): here `CTFont` is `UIFont`, so `font as CTFont`,
/// `ctFont as UIFont`, a `CTFont` in an attributed string's `kCTFontAttributeName`
/// and `CATextLayer.font = ctFont` all hold the same font.
///
/// Differences: a font is a fontconfig family, point size, weight and slant (no
/// font file is opened here); the transformation matrix the creating functions
/// take is ignored; names follow `UIFont.fontName` ("DejaVu Sans-Bold": the family
/// keeps its spaces so fontconfig finds it again). Where Apple's signatures take or
/// return a `CFString` (or `CFDictionary`), these take `NSString` (`NSDictionary`):
/// the UIKit umbrella's `CFString` is `NSString`, so `"Menlo" as CFString` compiles
/// unchanged in any file that imports UIKit; a file that imports Core Text alone
/// sees Core Foundation's opaque `CFString` and passes `"Menlo" as NSString`.
public typealias CTFont = UIFont

/// The size Core Text gives a font created with size 0.
let defaultFontSize: CGFloat = 12

/// A font for `name` at `size` points (0: 12 points), as in Core Text: a PostScript
/// name ("Helvetica-Bold", what `CTFontCopyPostScriptName` returns) picks its weight
/// and slant; Apple's system font names (".SFUI-Semibold", ".AppleSystemUIFont")
/// give the system family. An unknown family is matched by fontconfig (a best
/// match, as Core Text finds one). `matrix` is ignored.
public func CTFontCreateWithName(_ name: NSString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let pointSize = size > 0 ? size : defaultFontSize
    guard let named = UIFont(name: name as String, size: pointSize) else { return UIFont(name: "Helvetica", size: pointSize)! }
    if named.familyName.hasPrefix(".") || named.familyName.hasPrefix("SFPro") || named.familyName == "SF Pro" {
        return UIFont(familyName: UIFont.systemFamilyName, pointSize: pointSize, weight: named.weight, isItalic: named.isItalic)
    }
    return named
}

/// The font's point size, as in Core Text.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// The font's PostScript name (`UIFont.fontName`), as in Core Text.
public func CTFontCopyPostScriptName(_ font: CTFont) -> NSString { font.fontName as NSString }

/// The font's family name, as in Core Text.
public func CTFontCopyFamilyName(_ font: CTFont) -> NSString { font.familyName as NSString }

/// The family and style, as in Core Text ("DejaVu Sans Bold Italic"; the family alone for the regular face).
public func CTFontCopyFullName(_ font: CTFont) -> NSString {
    let postScript = font.fontName
    guard postScript != font.familyName else { return font.familyName as NSString }
    let style = postScript.dropFirst(font.familyName.count + 1)
    var words: [String] = []
    for character in style {
        if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
    }
    // "SemiBold", "UltraLight" and "ExtraBold" stay one word.
    var joined: [String] = []
    for word in words {
        if let last = joined.last, ["Semi", "Ultra", "Extra", "Demi"].contains(last) { joined[joined.count - 1] += word } else { joined.append(word) }
    }
    return ([font.familyName] + joined).joined(separator: " ") as NSString
}

/// The name to show users: the full name, as in Core Text.
public func CTFontCopyDisplayName(_ font: CTFont) -> NSString { CTFontCopyFullName(font) }

/// A copy of `font` at `size` (0: the same size), as in Core Text; `attributes`
/// (a descriptor) replace what they name. `matrix` is ignored.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: CTFontDescriptor?) -> CTFont {
    let base = attributes.map { $0.font(basedOn: font) } ?? font
    return base.withSize(size > 0 ? size : font.pointSize)
}

/// `font` at `size` (0: the same size) as a graphics font's face, as in Core Text.
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                         _ attributes: CTFontDescriptor?) -> CTFont {
    let font = CTFontCreateWithName(graphicsFont.postScriptName ?? "Helvetica", size, matrix)
    return attributes.map { $0.font(basedOn: font) } ?? font
}

/// The font's face as a `CGFont` (named by its PostScript name), as in Core Text;
/// `attributes` is never filled here.
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<Unmanaged<CTFontDescriptor>?>?) -> CGFont {
    CGFont(font.fontName as NSString) ?? CGFont("Helvetica" as NSString)!
}
