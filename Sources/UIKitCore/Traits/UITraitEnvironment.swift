import Foundation

/// Something that has traits and hears when they change, as in UIKit: screens,
/// windows, views, view controllers and presentation controllers.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed, after the new ones are in place, with
    /// `UITraitCollection.current` set to them. As on iOS 17, not called for the
    /// traits an environment gets when it first joins a window.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An opaque token for a trait change registration, as in UIKit (iOS 17).
public protocol UITraitChangeRegistration: AnyObject {}

/// Environments whose code can run when chosen traits change, as in UIKit (iOS 17):
/// views, view controllers, presentation controllers and windows.
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
    /// What a trait change handler receives: the environment and its previous traits.
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Runs `handler` after any of `traits` changed, as in UIKit:
    /// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in ... }`.
    /// The handler gets the environment as its first argument, so it need not capture it.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        register(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
    }

    /// UIKit's `registerForTraitChanges(_:target:action:)` with the selector spelled as
    /// an unapplied method (`target: self, action: NotesViewController.updateColors`),
    /// since Linux has no selectors. The target is held weakly.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> any UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in if let target { action(target)() } }
    }

    /// The target/action form with a closure for the action; the target is held
    /// weakly and the action skipped once it is gone.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: AnyObject,
                                        action: @escaping () -> Void) -> any UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in if target != nil { action() } }
    }

    /// UIKit's `registerForTraitChanges(_:action:)`, calling a method of this
    /// environment (`action: MyView.updateColors`), without retaining it.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping (Self) -> () -> Void) -> any UITraitChangeRegistration {
        register(traits) { environment, _ in if let environment = environment as? Self { action(environment)() } }
    }

    /// The action form with a closure (capture the environment weakly).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping () -> Void) -> any UITraitChangeRegistration {
        register(traits) { _, _ in action() }
    }

    /// Stops a registration (UIKit also ends registrations with their environment).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let node = self as? TraitEnvironmentNode else { return }
        node.traitState.registrations.removeAll { $0 === registration }
    }

    private func register(_ traits: [UITrait],
                          _ handler: @escaping (AnyObject, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistrationToken(traits: traits, handler: handler)
        (self as? TraitEnvironmentNode)?.traitState.registrations.append(registration)
        return registration
    }
}

/// One registration: the traits it watches and what it runs.
final class TraitChangeRegistrationToken: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    func isInterested(in changed: Set<ObjectIdentifier>) -> Bool {
        traits.contains { changed.contains(ObjectIdentifier($0)) }
    }
}
