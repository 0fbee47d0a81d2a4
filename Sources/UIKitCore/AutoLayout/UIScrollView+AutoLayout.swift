import Foundation

extension UIScrollView {
    /// The scrollable content as a layout guide (iOS 11): pin content views to
    /// it and their constraints size `contentSize`, as in UIKit.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, role: .scrollContent)
    }

    /// The scroll view's visible frame as a layout guide, in content coordinates
    /// (it moves with the offset); constrain widths to it for vertical scrolling.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, role: .scrollFrame)
    }

    /// Called by the engine when constraints sized the content layout guide.
    func contentSizeFromLayoutGuide(_ size: CGSize) {
        let rounded = CGSize(width: max(0, size.width), height: max(0, size.height))
        if contentSize != rounded { contentSize = rounded }
    }
}
