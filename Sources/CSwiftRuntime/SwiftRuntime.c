#include "CSwiftRuntime.h"

// Exported by the Swift runtime (libswiftCore); resilient class dispatch uses it.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

const void *modalkit_lookup_class_method(const void *metadata, const void *method, const void *description) {
    return swift_lookUpClassMethod(metadata, method, description);
}

// An allocating initializer is a Swift-convention function whose `self` (the
// metatype) is passed in the swiftself register, which clang names swift_context.
typedef void *(*AllocatingInit)(const void *metatype __attribute__((swift_context))) __attribute__((swiftcall));

void *modalkit_call_allocating_init(const void *implementation, const void *metadata) {
    return ((AllocatingInit)implementation)(metadata);
}

// The same with a `CGRect` argument, which Swift's calling convention passes as
// its four `Double`s (an aggregate of up to four scalars goes in registers).
typedef void *(*AllocatingRectInit)(double x, double y, double width, double height,
                                    const void *metatype __attribute__((swift_context))) __attribute__((swiftcall));

void *modalkit_call_allocating_init_rect(const void *implementation, const void *metadata,
                                         double x, double y, double width, double height) {
    return ((AllocatingRectInit)implementation)(x, y, width, height, metadata);
}
