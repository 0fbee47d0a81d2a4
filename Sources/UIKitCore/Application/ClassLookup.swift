/// Classes found by the names UIKit's string-based API takes: `UIApplicationMain`'s
/// principal and delegate class names (`NSStringFromClass(AppDelegate.self)`) and
/// the `<Module>.SceneDelegate` a scene configuration falls back to.
///
/// Apple's UIKit asks the Objective-C runtime for the class. Here the Swift
/// runtime's own type records answer (`_typeByName`): the same `Module.Class` names
/// `NSStringFromClass` gives top-level classes, without Foundation's class table (its
/// first use builds a table of every Foundation class, milliseconds before the first
/// frame) and without a second, Foundation-only registry to keep in step.
package enum ClassLookup {
    /// The class named `name` (`Module.Class`), nil when no such type exists or it is not a class.
    package static func `class`(named name: String) -> AnyClass? {
        guard !name.isEmpty else { return nil }
        return _typeByName(name) as? AnyClass
    }
}
