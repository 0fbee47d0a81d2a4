import Foundation
import CoreFoundation
import CoreGraphics

// Declared in the umbrella module: a module's own declarations shadow those of the
// modules it imports, so for a file that imports UIKit these win over Core
// Foundation's opaque types of the same names (which cannot be bridged on Linux).
// Core Graphics' functions take the Foundation classes themselves.

/// Core Foundation's collection and string types, as Apple's Core Graphics headers
/// take them: `[CGColor] as CFArray`, `"name" as CFString`, `[:] as CFDictionary`.
///
/// On Apple platforms these are toll-free bridged to `NSArray`, `NSString` and
/// `NSDictionary`; Linux's Core Foundation types are not bridged, so here they
/// are those Foundation classes under Core Foundation's names, and the casts
/// Apple's code writes compile and mean the same.
public typealias CFArray = NSArray
/// Core Foundation's string (see `CFArray`).
public typealias CFString = NSString
/// Core Foundation's dictionary (see `CFArray`).
public typealias CFDictionary = NSDictionary
/// Core Foundation's number (see `CFArray`).
public typealias CFNumber = NSNumber
/// Core Foundation's data (see `CFArray`).
public typealias CFData = NSData
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject

/// Core Foundation's attributed string (see `CFArray`): what Core Text's functions
/// take, `attributedString as CFAttributedString`.
public typealias CFAttributedString = NSAttributedString
/// Core Foundation's mutable attributed string (see `CFArray`).
public typealias CFMutableAttributedString = NSMutableAttributedString
