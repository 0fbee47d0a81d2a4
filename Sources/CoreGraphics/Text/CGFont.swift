import Foundation

/// A font face by name, as Core Graphics' `CGFont(_:)` makes one: what a
/// `CATextLayer.font` or drawing code names a typeface with.
///
/// Differences: the face is not opened here; the name is what fontconfig
/// (through the text system) resolves when text is drawn, so any installed
/// family name works, and an unknown one falls back to a default face instead
/// of giving nil. Faces from data (`init?(_ provider:)`) are not supported.
public final class CGFont: Hashable {
    /// The name the font was made with.
    public let fullName: NSString?
    /// The name the font was made with (no PostScript table is read).
    public var postScriptName: NSString? { fullName }

    /// A font named `name`; nil for an empty name.
    public init?(_ name: NSString) {
        guard name.length > 0 else { return nil }
        fullName = name
    }

    /// A font named `name`; nil for an empty name.
    public convenience init?(_ name: String) { self.init(name as NSString) }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.fullName == rhs.fullName }
    public func hash(into hasher: inout Hasher) { hasher.combine(fullName) }
}
