import Foundation
import XCTest
@testable import UIKitCore

/// A window resize tells controllers and presentation controllers `viewWillTransition(to:with:)`.
final class SizeTransitionTests: XCTestCase {
    private final class Log { var entries: [String] = [] }

    private final class SizeController: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name) \(Int(size.width))x\(Int(size.height)) now \(Int(view.window?.bounds.width ?? 0))")
            coordinator.animate(alongsideTransition: { [self] context in
                log.entries.append("\(name) alongside \(Int(context.containerView.bounds.width))")
            }, completion: { [self] _ in log.entries.append("\(name) completion") })
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    private final class SizePresentationController: UIPresentationController {
        let log: Log
        init(presented: UIViewController, presenting: UIViewController?, log: Log) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            log.entries.append("presentation \(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    private final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            SizePresentationController(presented: presented, presenting: presenting, log: log)
        }
    }

    func testAResizeTellsTheRootItsChildrenAndThePresentationInUIKitsOrder() {
        // Given a root with a child, presenting a custom presentation
        let driver = VirtualWindowDriver()
        let log = Log()
        let root = SizeController("root", log: log)
        let child = SizeController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        driver.window.rootViewController = root
        driver.runUntilIdle()
        let presented = SizeController("presented", log: log)
        let transitioning = Transitioning(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: false)
        driver.runUntilIdle()

        // When the window is resized from 390 × 844 to 600 × 500
        driver.window.resize(to: CGSize(width: 600, height: 500))

        // Then each heard the new size before it was applied (the root, then its child, then
        // the presentation and its controller); the alongside blocks ran once the window had
        // its new size; the completions wait for the run loop
        XCTAssertEqual(log.entries, [
            "root 600x500 now 390", "child 600x500 now 390",
            "presentation 600x500", "presented 600x500 now 390",
            "root alongside 600", "child alongside 600", "presented alongside 600",
        ])
        log.entries.removeAll()
        driver.runUntilIdle()
        XCTAssertEqual(log.entries, ["root completion", "child completion", "presented completion"])
        withExtendedLifetime(transitioning) {}
    }

    func testAResizeToTheSameSizeTellsNoOne() {
        // Given a root controller
        let driver = VirtualWindowDriver()
        let log = Log()
        driver.window.rootViewController = SizeController("root", log: log)
        driver.runUntilIdle()

        // When the window is "resized" to its own size
        driver.window.resize(to: CGSize(width: 390, height: 844))
        driver.runUntilIdle()

        // Then no size transition happened
        XCTAssertEqual(log.entries, [])
    }
}
