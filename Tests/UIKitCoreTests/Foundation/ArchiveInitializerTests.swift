import Foundation
import XCTest
@testable import UIKitCore

/// iOS subclasses written for nibs and storyboards: `required init?(coder:)` calling
/// `super.init(coder:)`, and controllers calling `super.init(nibName:bundle:)`.
private final class ArchivedBadge: UIView {
    private(set) var didSetUp = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() { didSetUp = true }
}

private final class NibController: UIViewController {
    let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        identifier = "archived"
        super.init(coder: coder)
    }
}

/// An app delegate as iOS declares it: no initializer of its own.
private class PlainDelegateLikeResponder: UIResponder {
    var window: UIWindow?
    var launched = false
}

final class ArchiveInitializerTests: XCTestCase {
    func testAViewMadeFromACoderStartsAsInitFrameZeroAndRunsTheSubclassSetUp() {
        // Given a coder (there are no nib archives on Linux)
        let coder = NSCoder()

        // When an iOS-style subclass is made from it
        let badge = ArchivedBadge(coder: coder)

        // Then it exists, at a zero frame, with its set-up done
        XCTAssertEqual(badge?.frame, .zero)
        XCTAssertEqual(badge?.didSetUp, true)
    }

    func testUIKitViewsMadeFromACoderBehaveAsTheirPlainInitializers() {
        // Given a coder
        let coder = NSCoder()

        // When UIKit's own views are made from it
        let label = UILabel(coder: coder)
        let button = UIButton(coder: coder)
        let scrollView = UIScrollView(coder: coder)
        let switchControl = UISwitch(coder: coder)
        let cell = UITableViewCell(coder: coder)

        // Then each is set up as its plain initializer sets it up
        XCTAssertEqual(label?.isUserInteractionEnabled, false)
        XCTAssertEqual(button?.buttonType, .custom)
        XCTAssertEqual(button?.titleLabel?.superview, button)
        XCTAssertEqual(scrollView?.clipsToBounds, true)
        XCTAssertEqual(scrollView?.gestureRecognizers?.first, scrollView?.panGestureRecognizer)
        XCTAssertEqual(switchControl?.bounds.size, UISwitch.size)
        XCTAssertEqual(cell?.bounds.size, CGSize(width: 320, height: 44))
        XCTAssertNil(cell?.reuseIdentifier)
        XCTAssertNotNil(cell?.textLabel)
    }

    func testAControllerKeepsItsNibNameAndLoadsItsViewInCode() {
        // Given a controller made with a nib name and one made the iOS-programmatic way
        let named = UIViewController(nibName: "Settings", bundle: .main)
        let custom = NibController(identifier: "form")

        // When their views are loaded
        let namedView = named.view
        let customView = custom.view

        // Then the name is kept, no nib is read, and loadView made the views
        XCTAssertEqual(named.nibName, "Settings")
        XCTAssertEqual(named.nibBundle, .main)
        XCTAssertNotNil(namedView)
        XCTAssertNotNil(customView)
        XCTAssertNil(custom.nibName)
        XCTAssertEqual(custom.identifier, "form")
        XCTAssertEqual(NibController(coder: NSCoder())?.identifier, "archived")
    }

    func testAResponderSubclassWithoutInitializersIsMadeFromItsClassAlone() {
        // Given only the class of an app-delegate-like responder, as UIApplicationMain gets it
        let type: UIResponder.Type = PlainDelegateLikeResponder.self

        // When an instance is made from the metatype
        let made = type.init(coder: NSCoder())

        // Then it is of that class, with its stored properties at their defaults
        let delegate = try? XCTUnwrap(made as? PlainDelegateLikeResponder)
        XCTAssertNotNil(delegate)
        XCTAssertNil(delegate?.window)
        XCTAssertEqual(delegate?.launched, false)
    }
}
