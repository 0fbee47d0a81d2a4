import Foundation

/// A mutable set of traits, as UIKit's iOS 17 `UIMutableTraits`: what
/// `UITraitCollection(mutations:)` hands you and what `traitOverrides` is.
/// Extend it with your own trait's property, as in UIKit:
///
/// ```swift
/// extension UIMutableTraits {
///     var isCompactCard: Bool { get { self[CompactCardTrait.self] } set { self[CompactCardTrait.self] = newValue } }
/// }
/// ```
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
}

/// The container `UITraitCollection(mutations:)` fills.
struct TraitMutations: UIMutableTraits {
    var storage = TraitStorage()

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(trait) }
        set { storage.set(trait, newValue) }
    }
}

/// The traits an environment (view, controller, presentation controller, window)
/// imposes on itself and everything below it, as UIKit's iOS 17 `traitOverrides`.
/// `overrideUserInterfaceStyle` is the same as `traitOverrides.userInterfaceStyle`.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    var storage = TraitStorage()

    public init() {}

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(trait) }
        set { storage.set(trait, newValue) }
    }

    /// Whether an override is set for `trait`.
    public func contains(_ trait: UITrait) -> Bool { storage.contains(trait) }

    /// Removes the override for `trait`, so it is inherited again.
    public mutating func remove(_ trait: UITrait) { storage.remove(trait) }

    public var description: String { "UITraitOverrides(\(UITraitCollection(storage: storage)))" }
}
