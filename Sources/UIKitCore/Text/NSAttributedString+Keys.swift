import Foundation

/// The attribute keys UIKit defines (its `NSAttributedString.Key` constants, with
/// Apple's raw values), so attribute dictionaries such as a navigation bar's
/// `titleTextAttributes` read as on iOS.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSNumber` (points) added between characters.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the underline (the text's colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough line (the text's colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A `URL` or `String`.
    public static let link = NSAttributedString.Key("NSLink")
}
