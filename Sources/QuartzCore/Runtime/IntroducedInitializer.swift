import CSwiftRuntime
import Foundation

/// The one designated initializer a class adds to its vtable (`NSObject.init()`,
/// `UIView.init(frame:)`), found in Swift's class metadata as laid out on 64-bit
/// platforms without Objective-C interop; then, for any subclass, the override
/// its vtable holds. This is what Objective-C's `[[cls alloc] initWith…]` does
/// by message send, for a class known only at run time (a view's `layerClass`, a
/// navigation controller's `navigationBarClass`): Swift can call an initializer
/// through a metatype only when it is `required`, and these are not.
package struct IntroducedInitializer {
    /// The initializer's method descriptor and its class's type descriptor.
    private let method: UnsafeRawPointer
    private let description: UnsafeRawPointer

    /// The initializer `base` introduces; nil when it introduces none or several,
    /// or the metadata is not laid out as expected (then callers fall back).
    package init?(introducedBy base: AnyClass) {
        #if (arch(x86_64) || arch(arm64)) && !canImport(ObjectiveC)
        let metadata = unsafeBitCast(base, to: UnsafeRawPointer.self)
        let description = metadata.load(fromByteOffset: Self.descriptionOffset, as: UnsafeRawPointer.self)
        let flags = description.load(as: UInt32.self)
        let classFlags = flags >> 16
        // A generic class, or a class kind other than 16, is not laid out as expected.
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
        self.method = method
        self.description = description
        #else
        return nil
        #endif
    }

    /// The allocating initializer the vtable of `type` holds, or nil when `type`
    /// (a subclass with stored properties of its own) does not override or inherit
    /// it, so running its superclass's would leave them uninitialized (Objective-C
    /// stops with "use of unimplemented initializer" there).
    package func implementation(for type: AnyClass) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let own = modalkit_lookup_class_method(metadata, method, description) else { return nil }
        guard let superclass = Self.superclassMetadata(metadata),
              let inherited = modalkit_lookup_class_method(superclass, method, description),
              own == inherited else { return own }
        // The same function as the superclass's: fine when the subclass adds no storage.
        return Self.instanceSize(metadata) == Self.instanceSize(superclass) ? own : nil
    }

    /// Runs `implementation` (an allocating `init(frame:)` from `implementation(for:)`)
    /// for `type`; the new object, owned by the caller.
    package static func callFrameInitializer(_ implementation: UnsafeRawPointer, for type: AnyClass, frame: CGRect) -> AnyObject {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let object = modalkit_call_allocating_init_rect(implementation, metadata, Double(frame.origin.x), Double(frame.origin.y),
                                                        Double(frame.size.width), Double(frame.size.height))
        return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
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
}
