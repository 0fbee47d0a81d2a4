import Foundation

extension UIApplication {
    /// Posted before the status bar's frame changes, as in UIKit (deprecated in iOS 13);
    /// `userInfo[statusBarFrameUserInfoKey]` is the new frame.
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; `userInfo[statusBarFrameUserInfoKey]` is the old frame.
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the interface orientation changes (`statusBarOrientationUserInfoKey`: the new one's raw value).
    public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface orientation changed (`statusBarOrientationUserInfoKey`: the old one's raw value).
    public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    /// The status bar's frame in screen coordinates, as in UIKit (deprecated in iOS
    /// 13 for `UIStatusBarManager.statusBarFrame`): the key window's scene's.
    /// `.zero` when no bar shows, which is always here (a desktop window's safe
    /// area has no top inset), as on iOS with the bar hidden.
    public var statusBarFrame: CGRect {
        keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
    }

    /// Whether the status bar is hidden (true when its frame is empty).
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }

    /// The interface orientation of the key window's scene (deprecated in iOS 13,
    /// still read): landscape when the window is wider than tall.
    public var statusBarOrientation: UIInterfaceOrientation {
        keyWindow?.windowScene?.interfaceOrientation ?? .portrait
    }

    /// The text size the user chose, as in UIKit (the main screen's system setting).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        (mainScreen ?? UIScreen.main).systemPreferredContentSizeCategory
    }

    /// `window` of this application changed from `old` size and status bar
    /// geometry: posts UIKit's status bar and orientation notifications, each
    /// "will" before its "did", the frame's before the orientation's.
    func windowDidChange(_ window: UIWindow, oldStatusBarFrame: CGRect, oldOrientation: UIInterfaceOrientation) {
        let center = NotificationCenter.default
        let frame = window.windowScene?.statusBarManager?.statusBarFrame ?? .zero
        if frame != oldStatusBarFrame {
            center.post(name: Self.willChangeStatusBarFrameNotification, object: self, userInfo: [Self.statusBarFrameUserInfoKey: frame])
            center.post(name: Self.didChangeStatusBarFrameNotification, object: self, userInfo: [Self.statusBarFrameUserInfoKey: oldStatusBarFrame])
        }
        let orientation = window.windowScene?.interfaceOrientation ?? oldOrientation
        if orientation != oldOrientation {
            center.post(name: Self.willChangeStatusBarOrientationNotification, object: self,
                        userInfo: [Self.statusBarOrientationUserInfoKey: orientation.rawValue])
            center.post(name: Self.didChangeStatusBarOrientationNotification, object: self,
                        userInfo: [Self.statusBarOrientationUserInfoKey: oldOrientation.rawValue])
        }
    }
}
