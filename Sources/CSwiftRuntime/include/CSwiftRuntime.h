#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

// What Objective-C's `[[cls alloc] init]` does, for Swift classes on Linux: runs
// the most derived override of a designated initializer, found in the class's
// vtable, for a class known only at run time (UIView's `layerClass`). Swift can
// call an initializer through a metatype only when it is `required`; UIKit's
// layer classes' `init()` is not, so the call goes through the Swift runtime.

/// The implementation `metadata`'s vtable holds for `method` (a method
/// descriptor of the class described by `description`); NULL when absent.
const void *_Nullable modalkit_lookup_class_method(const void *_Nonnull metadata, const void *_Nonnull method,
                                                   const void *_Nonnull description);

/// Calls an allocating initializer taking no arguments (`init()`) for the class
/// `metadata`; returns the new object at +1.
void *_Nonnull modalkit_call_allocating_init(const void *_Nonnull implementation, const void *_Nonnull metadata);

/// Calls an allocating initializer taking one `CGRect` (`init(frame:)`) for the class
/// `metadata`: Swift passes the rectangle as its four doubles; returns the new object at +1.
void *_Nonnull modalkit_call_allocating_init_rect(const void *_Nonnull implementation, const void *_Nonnull metadata,
                                                  double x, double y, double width, double height);

#endif
