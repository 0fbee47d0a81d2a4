import Foundation
import XCTest
@testable import UIKitCore

private final class RecordingParent: UIViewController {
    var heard: [String] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        heard.append("child \((container as? UIViewController)?.title ?? "?") \(container.preferredContentSize.height)")
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        heard.append("willTransition \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        heard.append("viewWillTransition \(Int(size.width))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

private final class ResizingPresentation: UIPresentationController {
    var heard: [CGFloat] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        heard.append(container.preferredContentSize.height)
    }
}

private final class ResizingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: ResizingPresentation?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = ResizingPresentation(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

final class ContentContainerTests: XCTestCase {
    func testAChildsNewPreferredSizeIsToldToItsParentOnlyWhenItChanges() {
        // Given a parent with a child
        let parent = RecordingParent(), child = UIViewController()
        child.title = "list"
        parent.addChild(child)
        child.didMove(toParent: parent)

        // When the child's preferred size is set twice to 300, then to 200
        child.preferredContentSize = CGSize(width: 0, height: 300)
        child.preferredContentSize = CGSize(width: 0, height: 300)
        child.preferredContentSize = CGSize(width: 0, height: 200)

        // Then the parent heard each change once
        XCTAssertEqual(parent.heard, ["child list 300.0", "child list 200.0"])
    }

    func testAPresentedControllersNewPreferredSizeIsToldToItsPresentationController() {
        // Given a controller presented with a custom presentation controller
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = ResizingDelegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)

        // When its preferred size changes
        sheet.preferredContentSize = CGSize(width: 390, height: 420)

        // Then its presentation controller heard it, and answers it as its own preferred size
        XCTAssertEqual(delegate.made?.heard, [420])
        XCTAssertEqual(delegate.made?.preferredContentSize, CGSize(width: 390, height: 420))
        XCTAssertTrue(sheet.presentationController is UIContentContainer)
    }

    func testNewSizeClassesAreAnnouncedBeforeTheNewSizeAndOnlyWhenTheyChange() {
        // Given a compact window
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = RecordingParent()
        window.rootViewController = root
        window.makeKeyAndVisible()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)

        // When it widens to a regular width, then widens again within it
        window.resize(to: CGSize(width: 1024, height: 844))
        window.resize(to: CGSize(width: 1100, height: 844))

        // Then willTransition(to:with:) came first, once, then each size
        XCTAssertEqual(root.heard, ["willTransition regular", "viewWillTransition 1024", "viewWillTransition 1100"])
    }

    func testTheDefaultChildSizeIsTheParentSize() {
        let parent = UIViewController(), child = UIViewController()
        XCTAssertEqual(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480)),
                       CGSize(width: 320, height: 480))
    }
}
