import Foundation

/// A trait: a named value that flows down the hierarchy from the screen to every
/// view, as UIKit's iOS 17 `UITraitDefinition`. Define your own with a type that
/// conforms and gives a `defaultValue`; read it with `traitCollection[MyTrait.self]`
/// and set it with `traitOverrides[MyTrait.self] = value`.
///
/// Differences: values that are neither `Equatable` nor objects count as changed
/// whenever they are set again (UIKit requires `Equatable`-like values).
public protocol UITraitDefinition {
    associatedtype Value
    /// The value when no one has set the trait.
    static var defaultValue: Value { get }
    /// A readable name (UIKit's default is the type's name).
    static var name: String { get }
    /// A unique identifier (UIKit's default is the type's qualified name).
    static var identifier: String { get }
    /// Whether dynamic colours can resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
    /// Whether two values of the trait are the same (our addition, with defaults you
    /// need not write: `==` for an `Equatable` value, identity for objects, else never
    /// equal). It is chosen where the type is known, so comparing traits makes no
    /// dynamic protocol lookups (the first of which cost milliseconds at launch).
    static func _valuesEqual(_ a: Value, _ b: Value) -> Bool
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
    public static func _valuesEqual(_ a: Value, _ b: Value) -> Bool { traitValuesEqual(a, b) }
}

extension UITraitDefinition where Value: Equatable {
    public static func _valuesEqual(_ a: Value, _ b: Value) -> Bool { a == b }
}

/// Any trait type, as in UIKit (`[UITraitUserInterfaceStyle.self]`).
public typealias UITrait = any UITraitDefinition.Type

// MARK: UIKit's system traits

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitDisplayScale: UITraitDefinition { public static let defaultValue: CGFloat = 0 }
public enum UITraitHorizontalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
public enum UITraitVerticalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
public enum UITraitUserInterfaceIdiom: UITraitDefinition { public static let defaultValue = UIUserInterfaceIdiom.unspecified }
public enum UITraitLayoutDirection: UITraitDefinition { public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified }
public enum UITraitPreferredContentSizeCategory: UITraitDefinition { public static let defaultValue = UIContentSizeCategory.unspecified }
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitLegibilityWeight: UITraitDefinition { public static let defaultValue = UILegibilityWeight.unspecified }
public enum UITraitActiveAppearance: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitDisplayGamut: UITraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitForceTouchCapability: UITraitDefinition { public static let defaultValue = UIForceTouchCapability.unknown }

// MARK: Storage

/// The traits a collection or an override set specifies, keyed by trait type.
/// A system trait set to its (unspecified) default value is not stored, so
/// merging collections never lets an unspecified value win, as in UIKit.
struct TraitStorage: Equatable {
    struct Entry {
        let value: Any
        /// The trait (its name and colour relevance are read from it when asked).
        let trait: UITrait
        /// Whether another value is this one (the trait's `_valuesEqual`, typed when set).
        let isSameValue: (Any) -> Bool

        var affectsColorAppearance: Bool { trait.affectsColorAppearance }
        var name: String { trait.name }
        func hasSameValue(as other: Entry) -> Bool { isSameValue(other.value) }
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        (entries[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue
    }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        if TraitStorage.isSystemTrait(trait) && T._valuesEqual(value, T.defaultValue) {
            entries[ObjectIdentifier(trait)] = nil
        } else {
            entries[ObjectIdentifier(trait)] = Entry(value: value, trait: trait, isSameValue: { other in
                (other as? T.Value).map { T._valuesEqual(value, $0) } ?? false
            })
        }
    }

    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// `other`'s specified traits replace this storage's.
    mutating func merge(_ other: TraitStorage) {
        for (key, entry) in other.entries { entries[key] = entry }
    }

    /// The identifiers of traits whose values differ between the two.
    func changedTraits(from other: TraitStorage) -> Set<ObjectIdentifier> {
        var changed = Set<ObjectIdentifier>()
        for key in Set(entries.keys).union(other.entries.keys) {
            switch (entries[key], other.entries[key]) {
            case let (a?, b?): if !a.hasSameValue(as: b) { changed.insert(key) }
            default: changed.insert(key)
            }
        }
        return changed
    }

    /// Whether any trait that affects colours differs.
    func differsInColorAppearance(from other: TraitStorage) -> Bool {
        changedTraits(from: other).contains { key in
            (entries[key] ?? other.entries[key])?.affectsColorAppearance ?? false
        }
    }

    static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.changedTraits(from: rhs).isEmpty
    }

    private static let systemTraits: Set<ObjectIdentifier> = [
        ObjectIdentifier(UITraitUserInterfaceStyle.self), ObjectIdentifier(UITraitDisplayScale.self),
        ObjectIdentifier(UITraitHorizontalSizeClass.self), ObjectIdentifier(UITraitVerticalSizeClass.self),
        ObjectIdentifier(UITraitUserInterfaceIdiom.self), ObjectIdentifier(UITraitLayoutDirection.self),
        ObjectIdentifier(UITraitPreferredContentSizeCategory.self), ObjectIdentifier(UITraitUserInterfaceLevel.self),
        ObjectIdentifier(UITraitAccessibilityContrast.self), ObjectIdentifier(UITraitLegibilityWeight.self),
        ObjectIdentifier(UITraitActiveAppearance.self), ObjectIdentifier(UITraitDisplayGamut.self),
        ObjectIdentifier(UITraitForceTouchCapability.self),
    ]

    static func isSystemTrait(_ trait: UITrait) -> Bool { systemTraits.contains(ObjectIdentifier(trait)) }
}

/// Equality of two trait values of unknown type: `==` when they are `Equatable`,
/// identity for objects, else never equal.
func traitValuesEqual(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(toAny: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return false
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
