import CSwiftRuntime
import Foundation

extension CALayer {
    /// A new layer of `layerClass` made with its `init()`, as Core Animation's
    /// `[[layerClass alloc] init]`: the most derived `init()` runs, so a subclass's
    /// stored properties get their initial values and its own `override init()`
    /// runs. This is how a view's backing layer is made from its `layerClass`.
    ///
    /// Swift can only call an initializer through a metatype when it is `required`,
    /// and `CALayer.init()` is not (as on iOS, where subclasses write `override
    /// init()`); so the initializer is found in the class's vtable by the Swift
    /// runtime, as Objective-C's message send would find it. A subclass that
    /// declares initializers of its own but not `init()` has no `init()` to run:
    /// Objective-C stops with "use of unimplemented initializer"; so does this.
    /// Nil when `layerClass` is not a layer class.
    package static func instantiate(_ layerClass: AnyClass) -> CALayer? {
        guard let type = layerClass as? CALayer.Type else { return nil }
        if type == CALayer.self { return CALayer() }
        guard NSObjectInitializer.isAvailable else {
            // A runtime whose metadata is not laid out as expected: the built-in classes only.
            if type is CAShapeLayer.Type { return CAShapeLayer() }
            if type is CAGradientLayer.Type { return CAGradientLayer() }
            return CALayer()
        }
        guard let initializer = NSObjectInitializer.implementation(for: type) else {
            fatalError("use of unimplemented initializer 'init()' for class '\(String(reflecting: type))'")
        }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let object = modalkit_call_allocating_init(initializer, metadata)
        return Unmanaged<CALayer>.fromOpaque(object).takeRetainedValue()
    }
}

/// Where `NSObject.init()`'s overrides live in a class's vtable (Swift's class
/// metadata as laid out on 64-bit platforms without Objective-C interop).
enum NSObjectInitializer {
    /// NSObject's one vtable initializer, `init()`.
    private static let entry = IntroducedInitializer(introducedBy: NSObject.self)

    /// Whether the vtable entry was found (64-bit Linux).
    static var isAvailable: Bool { entry != nil }

    /// The allocating `init()` the vtable of `type` holds, or nil when `type`
    /// (a subclass with stored properties of its own) does not override or
    /// inherit one, so running its superclass's would leave them uninitialized.
    static func implementation(for type: CALayer.Type) -> UnsafeRawPointer? {
        entry?.implementation(for: type)
    }
}
