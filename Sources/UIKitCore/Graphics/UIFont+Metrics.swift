import Foundation

extension UIFont {
    /// The PostScript-style name of the face, as in UIKit: the family, then a dash and
    /// the style for anything but the regular face ("DejaVu Sans-Bold",
    /// "DejaVu Sans-BoldItalic"). `UIFont(name:size:)` and Core Text's
    /// `CTFontCreateWithName` read it back to the same font.
    ///
    /// Differences: Apple's PostScript names come from the font file and have no
    /// spaces (".SFUI-Semibold"); here the family keeps its spaces, since fontconfig
    /// looks fonts up by family, so the name goes back to the same face.
    public var fontName: String {
        let style = UIFontNameStyle(weight: weight, isItalic: isItalic).suffix
        return style.isEmpty ? familyName : "\(familyName)-\(style)"
    }

    /// The face's vertical metrics from the text system: the current drawing
    /// context's, else the main screen's window's, else an estimate.
    private var textMetrics: TextFontMetrics { StringDrawing.measurer.fontMetrics(of: self) }

    /// From the baseline to the top of the tallest glyphs, as in UIKit.
    public var ascender: CGFloat { textMetrics.ascender }
    /// From the baseline to the bottom of the deepest glyphs, negative, as in UIKit.
    public var descender: CGFloat { textMetrics.descender }
    /// The font's line gap, as in UIKit.
    public var leading: CGFloat { textMetrics.leading }
    /// The height of capital letters above the baseline, as in UIKit.
    public var capHeight: CGFloat { textMetrics.capHeight }
    /// The height of lowercase letters ("x") above the baseline, as in UIKit.
    public var xHeight: CGFloat { textMetrics.xHeight }
}

/// The style part of a PostScript-style font name: a weight and an italic flag.
struct UIFontNameStyle: Equatable {
    var weight: UIFont.Weight
    var isItalic: Bool

    init(weight: UIFont.Weight, isItalic: Bool) { self.weight = weight; self.isItalic = isItalic }

    /// PostScript style words and the weights they name.
    static let weights: [(String, UIFont.Weight)] = [
        ("UltraLight", .ultraLight), ("ExtraLight", .ultraLight), ("Thin", .thin), ("Light", .light),
        ("Regular", .regular), ("Roman", .regular), ("Book", .regular), ("Medium", .medium),
        ("SemiBold", .semibold), ("Semibold", .semibold), ("DemiBold", .semibold), ("Bold", .bold),
        ("ExtraBold", .heavy), ("Heavy", .heavy), ("Black", .black),
    ]

    /// The suffix for this style: "" for the regular face, "Bold", "Italic", "BoldItalic";
    /// a weight between the named ones takes the name of its numeric weight's (as fontconfig draws it).
    var suffix: String {
        let numeric = weight.numericWeight
        let name = numeric == 400 ? "" : (Self.weights.first { $0.1.numericWeight == numeric }?.0 ?? "")
        return name + (isItalic ? "Italic" : "")
    }

    /// Splits "Family-Style" into the family and its style; a name without a style
    /// word after its last dash is all family, regular.
    static func parse(_ name: String) -> (family: String, style: UIFontNameStyle) {
        let regular = UIFontNameStyle(weight: .regular, isItalic: false)
        guard let dash = name.lastIndex(of: "-"), dash != name.startIndex else { return (name, regular) }
        var word = String(name[name.index(after: dash)...])
        var italic = false
        for suffix in ["Italic", "Oblique", "It"] where word.hasSuffix(suffix) {
            italic = true
            word.removeLast(suffix.count)
            break
        }
        let weight: UIFont.Weight
        if word.isEmpty {
            guard italic else { return (name, regular) }
            weight = .regular
        } else if let match = weights.first(where: { $0.0.caseInsensitiveCompare(word) == .orderedSame }) {
            weight = match.1
        } else {
            return (name, regular)
        }
        return (String(name[..<dash]), UIFontNameStyle(weight: weight, isItalic: italic))
    }
}
