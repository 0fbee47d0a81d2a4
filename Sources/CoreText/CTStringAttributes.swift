import Foundation

// Core Text's attribute names, with Apple's values: the font and paragraph keys are
// the same strings as `NSAttributedString.Key.font` ("NSFont") and friends, so an
// attributed string built with them draws with that font here too.

/// The font of a run (a `CTFont`): "NSFont", as `NSAttributedString.Key.font`.
public let kCTFontAttributeName: NSString = "NSFont"
/// The text colour of a run (a `CGColor`): "CTForegroundColor".
public let kCTForegroundColorAttributeName: NSString = "CTForegroundColor"
/// Whether the context's fill colour draws the run: "CTForegroundColorFromContext".
public let kCTForegroundColorFromContextAttributeName: NSString = "CTForegroundColorFromContext"
/// Extra space between characters (a number): "NSKern", as `NSAttributedString.Key.kern`.
public let kCTKernAttributeName: NSString = "NSKern"
/// The paragraph style: "NSParagraphStyle", as `NSAttributedString.Key.paragraphStyle`.
public let kCTParagraphStyleAttributeName: NSString = "NSParagraphStyle"
/// The underline style (a number): "NSUnderline", as `NSAttributedString.Key.underlineStyle`.
public let kCTUnderlineStyleAttributeName: NSString = "NSUnderline"
/// The stroke width (a number): "NSStrokeWidth", as `NSAttributedString.Key.strokeWidth`.
public let kCTStrokeWidthAttributeName: NSString = "NSStrokeWidth"
/// The stroke colour (a `CGColor`): "NSStrokeColor", as `NSAttributedString.Key.strokeColor`.
public let kCTStrokeColorAttributeName: NSString = "NSStrokeColor"

// Font descriptor attribute names, with Apple's values.

/// A font's PostScript name in a descriptor: "NSFontNameAttribute".
public let kCTFontNameAttribute: NSString = "NSFontNameAttribute"
/// A font's family in a descriptor: "NSFontFamilyAttribute".
public let kCTFontFamilyNameAttribute: NSString = "NSFontFamilyAttribute"
/// A font's point size in a descriptor (a number): "NSFontSizeAttribute".
public let kCTFontSizeAttribute: NSString = "NSFontSizeAttribute"
