import Foundation

/// A view that scrolls and can be frozen while a presentation covers it.
///
/// `UIScrollView` adopts it: frozen, it ignores drag, wheel and keys, stops any
/// deceleration where it is, and keeps its offset exactly, also across resizes;
/// unfrozen, it scrolls again from that exact offset.
public protocol PresentationScrollFreezing: AnyObject {
    func freezeForPresentation()
    func unfreezeAfterPresentation()
}
