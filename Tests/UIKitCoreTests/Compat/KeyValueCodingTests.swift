import Foundation
import XCTest
@testable import UIKitCore

final class KeyValueCodingTests: XCTestCase {
    func testAViewReadsAndWritesItsPropertiesByKeyUnderSwiftAndObjectiveCNames() {
        // Given a view
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))

        // When keys are written, numbers as Double and Int as KVC's NSNumbers would be
        view.setValue(0.5, forKey: "alpha")
        view.setValue(true, forKey: "hidden")
        view.setValue(7, forKey: "tag")

        // Then the properties changed, and read back under both spellings
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertTrue(view.isHidden)
        XCTAssertEqual(view.tag, 7)
        XCTAssertEqual(view.value(forKey: "isHidden") as? Bool, true)
        XCTAssertEqual(view.value(forKey: "hidden") as? Bool, true)
        XCTAssertEqual(view.value(forKey: "frame") as? CGRect, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testAKeyPathReachesTheLayerThroughTheView() {
        // Given a view
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        // When the layer's corner radius is set by key path
        view.setValue(12, forKeyPath: "layer.cornerRadius")

        // Then the layer has it, and reads back by key path
        XCTAssertEqual(view.layer.cornerRadius, 12)
        XCTAssertEqual(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat, 12)
    }

    func testTheApplicationClassAnswersSharedUnderBothNames() {
        // Given an application (a window makes one current)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()

        // Then the class-level key is the singleton, as #keyPath(UIApplication.shared) reads it on iOS
        XCTAssertTrue(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        XCTAssertTrue(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
        XCTAssertNil(UIApplication.value(forKey: "noSuchKey"))
    }

    func testControllersAndSubclassesHaveTheirKeysAndUnknownKeysReadNil() {
        // Given a controller with a title and a label
        final class Screen: UIViewController { let secret = 42 }
        let controller = Screen()
        controller.title = "Notes"
        let label = UILabel()

        // When a label's text is set by key and an unknown key is written
        label.setValue("Hello", forKey: "text")
        controller.setValue("x", forKey: "noSuchKey")

        // Then: the declared keys, a subclass's stored property (read only), nil for unknown keys
        XCTAssertEqual(controller.value(forKey: "title") as? String, "Notes")
        XCTAssertEqual(controller.value(forKey: "secret") as? Int, 42)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertNil(controller.value(forKey: "noSuchKey"))
        XCTAssertEqual(label.value(forKey: "numberOfLines") as? Int, 1)
    }

    func testAValueOfTheWrongTypeWritesNothing() {
        // Given a view with alpha 1
        let view = UIView()

        // When a string is written to alpha
        view.setValue("opaque", forKey: "alpha")

        // Then alpha is unchanged
        XCTAssertEqual(view.alpha, 1)
    }
}
