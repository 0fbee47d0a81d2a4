import UIKit

// Linux-forced: an Objective-C target that forwards messages (a "multicast
// delegate" built on forwardInvocation: and respondsToSelector:) becomes a Swift
// class that implements the delegate protocols it stands for and forwards each
// method; the delegate property is named by a key path instead of selectors.
public final class FixtureMulticastDelegate: NSObject, UIScrollViewDelegate {
    private struct Weak { weak var object: UIScrollViewDelegate? }
    private var delegates: [Weak] = []

    public init(target: UIScrollView) {
        super.init()
        if let existing = target.delegate { delegates.append(Weak(object: existing)) }
        target.delegate = self
    }

    public func addDelegate(_ delegate: UIScrollViewDelegate) { delegates.append(Weak(object: delegate)) }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        for delegate in delegates.compactMap(\.object) { delegate.scrollViewDidScroll(scrollView) }
    }
}

// Linux-forced: the C library module is Glibc, not Darwin; Foundation re-exports it.
let fixturePixelCeiled = Foundation.ceil(2.4 * 2) / 2
