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
    /// The descriptor of `NSObject` and of its vtable's `init()` entry.
    private static let descriptors: (method: UnsafeRawPointer, type: UnsafeRawPointer)? = findInit()

    /// Whether the vtable entry was found (64-bit Linux).
    static var isAvailable: Bool { descriptors != nil }

    /// The allocating `init()` the vtable of `type` holds, or nil when `type`
    /// (a subclass with stored properties of its own) does not override or
    /// inherit one, so running its superclass's would leave them uninitialized.
    static func implementation(for type: CALayer.Type) -> UnsafeRawPointer? {
        guard let (method, description) = descriptors else { return nil }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let own = modalkit_lookup_class_method(metadata, method, description) else { return nil }
        guard let superclass = superclassMetadata(metadata),
              let inherited = modalkit_lookup_class_method(superclass, method, description),
              own == inherited else { return own }
        // The same function as the superclass's: fine when the subclass adds no storage.
        return instanceSize(metadata) == instanceSize(superclass) ? own : nil
    }

    // TargetClassMetadata (no Objective-C interop): kind, superclass, flags and
    // instance address point, instance size and alignment mask, class size and
    // address point, then the type descriptor.
    private static let superclassOffset = 8
    private static let instanceSizeOffset = 24
    private static let descriptionOffset = 40

    private static func superclassMetadata(_ metadata: UnsafeRawPointer) -> UnsafeRawPointer? {
        metadata.load(fromByteOffset: superclassOffset, as: UnsafeRawPointer?.self)
    }

    private static func instanceSize(_ metadata: UnsafeRawPointer) -> UInt32 {
        metadata.load(fromByteOffset: instanceSizeOffset, as: UInt32.self)
    }

    /// NSObject's type descriptor, and the method descriptor of the one
    /// initializer in its vtable (`init()`).
    private static func findInit() -> (method: UnsafeRawPointer, type: UnsafeRawPointer)? {
        #if (arch(x86_64) || arch(arm64)) && !canImport(ObjectiveC)
        let metadata = unsafeBitCast(NSObject.self, to: UnsafeRawPointer.self)
        let description = metadata.load(fromByteOffset: descriptionOffset, as: UnsafeRawPointer.self)
        let flags = description.load(as: UInt32.self)
        let classFlags = flags >> 16
        // A generic class, or a class kind other than 16, is not NSObject as expected.
        guard flags & 0x1F == 16, flags & 0x80 == 0, classFlags & (1 << 15) != 0 else { return nil }
        // The class descriptor's eleven 32-bit fields, then its optional trailing parts.
        var cursor = description + 44
        if classFlags & (1 << 13) != 0 { cursor += 4 }       // resilient superclass
        switch classFlags & 3 {                               // metadata initialization
        case 1: cursor += 12                                  // singleton
        case 2: cursor += 4                                   // foreign
        default: break
        }
        let count = Int(cursor.load(fromByteOffset: 4, as: UInt32.self))
        let methods = cursor + 8
        let initializers = (0..<count).map { methods + $0 * 8 }.filter { $0.load(as: UInt32.self) & 0xF == 1 }
        guard initializers.count == 1, let method = initializers.first else { return nil }
        return (method, description)
        #else
        return nil
        #endif
    }
}
