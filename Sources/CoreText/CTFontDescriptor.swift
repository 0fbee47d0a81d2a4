import Foundation
import UIKitCore

/// What a font should be (name, family, size), as a Core Text font descriptor:
/// `CTFontDescriptorCreateWithNameAndSize`, `CTFontDescriptorCreateWithAttributes`
/// (reading `kCTFontNameAttribute`, `kCTFontFamilyNameAttribute` and
/// `kCTFontSizeAttribute`) and `CTFontCreateWithFontDescriptor`.
public final class CTFontDescriptor {
    /// The attributes, by Core Text's attribute names.
    let attributes: [String: Any]

    init(attributes: [String: Any]) { self.attributes = attributes }

    var name: String? { Self.string(attributes[kCTFontNameAttribute as String]) }
    var family: String? { Self.string(attributes[kCTFontFamilyNameAttribute as String]) }
    var size: CGFloat? {
        switch attributes[kCTFontSizeAttribute as String] {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        default: return nil
        }
    }

    private static func string(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        return (value as? NSString).map { $0 as String }
    }

    /// `font` with what the descriptor names put over it.
    func font(basedOn font: CTFont) -> CTFont {
        let size = self.size.flatMap { $0 > 0 ? $0 : nil } ?? font.pointSize
        if let name { return CTFontCreateWithName(name as NSString, size, nil) }
        if let family { return UIFont(familyName: family, pointSize: size, weight: font.weight, isItalic: font.isItalic) }
        return font.withSize(size)
    }
}

/// A descriptor for the font with PostScript name `name` at `size` (0: no size), as in Core Text.
public func CTFontDescriptorCreateWithNameAndSize(_ name: NSString, _ size: CGFloat) -> CTFontDescriptor {
    var attributes: [String: Any] = [kCTFontNameAttribute as String: name as String]
    if size > 0 { attributes[kCTFontSizeAttribute as String] = NSNumber(value: Double(size)) }
    return CTFontDescriptor(attributes: attributes)
}

/// A descriptor from a dictionary keyed by Core Text's attribute names, as in Core Text.
public func CTFontDescriptorCreateWithAttributes(_ attributes: NSDictionary) -> CTFontDescriptor {
    var copied: [String: Any] = [:]
    for (key, value) in attributes {
        if let key = key as? String { copied[key] = value } else if let key = key as? NSString { copied[key as String] = value }
    }
    return CTFontDescriptor(attributes: copied)
}

/// The font `descriptor` describes at `size` (0: the descriptor's size, else 12), as in Core Text.
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let pointSize = size > 0 ? size : (descriptor.size ?? defaultFontSize)
    let base = CTFontCreateWithName((descriptor.family ?? "Helvetica") as NSString, pointSize, matrix)
    return descriptor.font(basedOn: base).withSize(pointSize)
}
