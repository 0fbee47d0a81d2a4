import CoreText

// A file that imports Core Text alone (no UIKit): CTFont's functions and metrics,
// names passed as NSString (Core Foundation's CFString is opaque on Linux; the
// UIKit umbrella's CFString is NSString, so files importing UIKit write `as CFString`).
func coreTextOnlyLineHeight(named name: String, size: CGFloat) -> CGFloat {
    let font = CTFontCreateWithName(name as NSString, size, nil)
    let postScriptName: String = CTFontCopyPostScriptName(font) as String
    _ = postScriptName
    return CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
}
