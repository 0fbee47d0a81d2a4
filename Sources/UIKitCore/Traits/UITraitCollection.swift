import Foundation

/// An immutable set of traits (appearance, scale, size classes, text size...)
/// describing the environment a view lives in, as in UIKit.
///
/// Every window, view, controller and presentation controller has one
/// (`UITraitEnvironment.traitCollection`): the screen's traits (appearance,
/// scale), refined by the window (size classes and idiom from its size), the
/// presentation (sheets and alerts are `.elevated`) and any overrides
/// (`overrideUserInterfaceStyle`, `traitOverrides`) on the way down.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible {
    let storage: TraitStorage
    /// Cached: read on every dynamic colour resolution.
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(storage: TraitStorage) {
        self.storage = storage
        userInterfaceStyle = storage.value(UITraitUserInterfaceStyle.self)
        userInterfaceLevel = storage.value(UITraitUserInterfaceLevel.self)
    }

    /// A collection that specifies no trait.
    public convenience init() { self.init(storage: TraitStorage()) }

    /// The traits of every collection, later ones winning where they specify a trait.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var storage = TraitStorage()
        for collection in collections { storage.merge(collection.storage) }
        self.init(storage: storage)
    }

    /// A collection built by setting traits, as UIKit's iOS 17 `init(mutations:)`:
    /// `UITraitCollection { $0.userInterfaceStyle = .dark }`.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitMutations()
        mutations(&traits)
        self.init(storage: (traits as? TraitMutations)?.storage ?? TraitStorage())
    }

    /// A copy with `mutations` applied (UIKit iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitMutations(storage: storage)
        mutations(&traits)
        return UITraitCollection(storage: (traits as? TraitMutations)?.storage ?? storage)
    }

    static func single<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) -> UITraitCollection {
        var storage = TraitStorage()
        storage.set(trait, value)
        return UITraitCollection(storage: storage)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(storage: Self.single(UITraitUserInterfaceStyle.self, userInterfaceStyle).storage) }
    public convenience init(displayScale: CGFloat) { self.init(storage: Self.single(UITraitDisplayScale.self, displayScale).storage) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(storage: Self.single(UITraitHorizontalSizeClass.self, horizontalSizeClass).storage) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(storage: Self.single(UITraitVerticalSizeClass.self, verticalSizeClass).storage) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(storage: Self.single(UITraitUserInterfaceIdiom.self, userInterfaceIdiom).storage) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(storage: Self.single(UITraitLayoutDirection.self, layoutDirection).storage) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(storage: Self.single(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory).storage) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(storage: Self.single(UITraitUserInterfaceLevel.self, userInterfaceLevel).storage) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(storage: Self.single(UITraitAccessibilityContrast.self, accessibilityContrast).storage) }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(storage: Self.single(UITraitLegibilityWeight.self, legibilityWeight).storage) }
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init(storage: Self.single(UITraitActiveAppearance.self, activeAppearance).storage) }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(storage: Self.single(UITraitDisplayGamut.self, displayGamut).storage) }
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init(storage: Self.single(UITraitForceTouchCapability.self, forceTouchCapability).storage) }

    // MARK: Reading

    /// The value of any trait, system or your own (UIKit iOS 17).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { storage.value(trait) }

    public var displayScale: CGFloat { storage.value(UITraitDisplayScale.self) }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { storage.value(UITraitHorizontalSizeClass.self) }
    public var verticalSizeClass: UIUserInterfaceSizeClass { storage.value(UITraitVerticalSizeClass.self) }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { storage.value(UITraitUserInterfaceIdiom.self) }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { storage.value(UITraitLayoutDirection.self) }
    public var preferredContentSizeCategory: UIContentSizeCategory { storage.value(UITraitPreferredContentSizeCategory.self) }
    public var accessibilityContrast: UIAccessibilityContrast { storage.value(UITraitAccessibilityContrast.self) }
    public var legibilityWeight: UILegibilityWeight { storage.value(UITraitLegibilityWeight.self) }
    public var activeAppearance: UIUserInterfaceActiveAppearance { storage.value(UITraitActiveAppearance.self) }
    public var displayGamut: UIDisplayGamut { storage.value(UITraitDisplayGamut.self) }
    public var forceTouchCapability: UIForceTouchCapability { storage.value(UITraitForceTouchCapability.self) }

    // MARK: Comparing

    /// Whether every trait `trait` specifies has the same value here, as in UIKit.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.storage.entries.allSatisfy { key, entry in
            storage.entries[key].map { $0.hasSameValue(as: entry) } ?? false
        }
    }

    /// Whether dynamic colours may resolve differently for `traitCollection`
    /// (appearance, level, contrast, gamut or a custom colour-affecting trait differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        storage.differsInColorAppearance(from: traitCollection?.storage ?? TraitStorage())
    }

    /// The system traits that affect how colours resolve (UIKit iOS 17).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self,
         UITraitDisplayGamut.self, UITraitActiveAppearance.self]
    }

    /// The system traits that affect which image variant is chosen (UIKit iOS 17).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self,
         UITraitUserInterfaceIdiom.self, UITraitDisplayGamut.self]
    }

    /// Whether `trait` changed between the two collections.
    func changed(_ trait: UITrait, from previous: UITraitCollection) -> Bool {
        storage.changedTraits(from: previous.storage).contains(ObjectIdentifier(trait))
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs || lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceLevel)
        hasher.combine(storage.entries.count)
    }

    public var description: String {
        let names = storage.entries.values.map { "\($0.name) = \($0.value)" }.sorted()
        return "<UITraitCollection: \(names.joined(separator: "; "))>"
    }
}
