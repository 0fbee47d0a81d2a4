import UIKit

final class Orientations: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var shouldAutorotate: Bool { false }
    override func awakeFromNib() { super.awakeFromNib() }
    func observe() -> [NSObjectProtocol] {
        let names: [Notification.Name] = [UIApplication.didChangeStatusBarFrameNotification, UIContentSizeCategory.didChangeNotification,
                                          UIDevice.orientationDidChangeNotification, UIResponder.keyboardWillChangeFrameNotification,
                                          UIScene.didActivateNotification]
        return names.map { NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { _ in } }
    }
    var barHeight: CGFloat {
        UIApplication.shared.statusBarFrame.height + (view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0)
    }
}
