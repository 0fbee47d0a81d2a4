import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One object per thread, made on the thread's first read and released when the
/// thread ends: the storage behind UIKit's implicit per-thread stacks (the drawing
/// context, `UITraitCollection.current`, the open `CATransaction`s).
///
/// It is a POSIX thread-specific slot: a read is a `pthread_getspecific`, where a
/// lookup in `Thread.current.threadDictionary` (an `NSDictionary` behind a lock)
/// cost a sixth of a list scroll's frame and a tenth of a sheet drag's.
package final class ThreadLocal<Value: AnyObject> {
    private let key: pthread_key_t
    private let make: () -> Value

    /// A slot whose value on each thread is `make()`'s result.
    package init(_ make: @escaping () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Glibc) || canImport(Musl)
            guard let pointer else { return }
            #endif
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
        self.make = make
    }

    /// This thread's value.
    package var value: Value {
        if let pointer = pthread_getspecific(key) {
            // Stored as an AnyObject (the destructor cannot know Value); the cast is unchecked.
            return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue(), to: Value.self)
        }
        let value = make()
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(value).toOpaque())
        return value
    }
}
