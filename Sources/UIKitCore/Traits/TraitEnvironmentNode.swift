import Foundation

/// What every environment keeps about its traits.
final class TraitEnvironmentState {
    /// `traitOverrides` (and `overrideUserInterfaceStyle`).
    var overrides = UITraitOverrides() { didSet { version &+= 1 } }
    /// Bumped whenever something this environment adds to its inherited traits changes.
    var version = 0
    /// The traits the environment last adopted (told about, or silently on joining a window).
    var adopted: UITraitCollection?
    var registrations: [TraitChangeRegistrationToken] = []
    private var cache: (input: UITraitCollection, version: Int, result: UITraitCollection)?

    /// `input` refined by `refine`, cached while the input (by identity) and the
    /// version stay the same, so every view under an unchanged window shares one
    /// collection object and lookups cost a few pointer comparisons.
    func resolve(_ input: UITraitCollection, _ refine: (UITraitCollection) -> UITraitCollection) -> UITraitCollection {
        if let cache, cache.input === input, cache.version == version { return cache.result }
        let refined = refine(input)
        let result = refined == input ? input : refined
        cache = (input, version, result)
        return result
    }
}

/// The package's side of `UITraitEnvironment`: where the state lives and how an
/// environment refines what it inherits.
protocol TraitEnvironmentNode: UITraitEnvironment, UITraitChangeObservable {
    var traitState: TraitEnvironmentState { get }
}

extension UITraitCollection {
    /// These traits with `overrides` applied on top.
    func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        guard !overrides.storage.isEmpty else { return self }
        var storage = self.storage
        storage.merge(overrides.storage)
        return UITraitCollection(storage: storage)
    }

    /// These traits with one more trait set.
    func setting<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) -> UITraitCollection {
        var storage = self.storage
        storage.set(trait, value)
        return UITraitCollection(storage: storage)
    }
}

extension TraitEnvironmentNode {
    /// Tells the environment about `current` if it differs from what it adopted
    /// (not on first adoption): `traitCollectionDidChange`, then the registrations
    /// watching a changed trait, all with `current` as `UITraitCollection.current`.
    /// Returns whether it changed.
    @discardableResult
    func adoptTraits(_ current: UITraitCollection) -> Bool {
        let state = traitState
        guard let previous = state.adopted else {
            state.adopted = current
            return false
        }
        if previous === current || previous == current {
            state.adopted = current
            return false
        }
        state.adopted = current
        let changed = current.storage.changedTraits(from: previous.storage)
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            for registration in state.registrations where registration.isInterested(in: changed) {
                registration.handler(self, previous)
            }
        }
        return true
    }
}

/// How windows read their size classes and idiom, by Apple's published rules
/// (Human Interface Guidelines, "Layout" > Device size classes):
/// - a window whose shorter side is at least 744 points (an iPad mini's portrait
///   width) is an iPad: regular width and height (narrower iPad windows, as in
///   Slide Over, are compact-width like a phone in portrait);
/// - any other window is an iPhone: portrait is compact width and regular
///   height; landscape is compact height, with regular width from 896 points
///   (the Plus and Max phones' landscape width) up, compact below.
enum WindowTraitRules {
    static func traits(for size: CGSize) -> (idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass,
                                             vertical: UIUserInterfaceSizeClass) {
        if min(size.width, size.height) >= 744 {
            return (.pad, .regular, .regular)
        }
        if size.width <= size.height { return (.phone, .compact, .regular) }
        return (.phone, size.width >= 896 ? .regular : .compact, .compact)
    }
}
