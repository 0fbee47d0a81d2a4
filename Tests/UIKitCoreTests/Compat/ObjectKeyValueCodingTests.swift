import Foundation
import XCTest
@testable import UIKitCore

final class ObjectKeyValueCodingTests: XCTestCase {
    func testALayerAnswersItsPropertiesAndKeyPathsByKey() {
        // Given a free layer
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)

        // When properties are written by key, as NSNumbers and structures would be
        layer.setValue(CGPoint(x: 60, y: 40), forKey: "position")
        layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
        layer.setValue(12, forKey: "cornerRadius")
        layer.setValue(2, forKeyPath: "transform.scale")

        // Then the properties changed, and read back by key and key path
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 40))
        XCTAssertEqual(layer.opacity, 0.25)
        XCTAssertEqual(layer.cornerRadius, 12)
        XCTAssertEqual(layer.transform.m11, 2)
        XCTAssertEqual(layer.transform.m22, 2)
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 60, y: 40))
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 60)
        XCTAssertEqual((layer.value(forKeyPath: "transform.scale") as? CGFloat), 2)
        XCTAssertEqual(layer.dictionaryWithValues(forKeys: ["cornerRadius"])["cornerRadius"] as? CGFloat, 12)
    }

    func testAViewKeyPathHandsTheRestOfThePathToItsLayer() {
        // Given a view
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        // When a layer key path that is itself dotted is set through the view
        view.setValue(1.5, forKeyPath: "layer.transform.scale")

        // Then the layer read the whole rest of the path
        XCTAssertEqual(view.layer.transform.m11, 1.5)
        XCTAssertEqual(view.value(forKeyPath: "layer.transform.scale") as? CGFloat, 1.5)
    }

    func testBarItemsNavigationItemsAndGestureRecognizersAnswerTheirKeys() {
        // Given a bar button item, a tab bar item, a navigation item and a pan recognizer
        let button = UIBarButtonItem(title: "Done", style: .plain)
        let tab = UITabBarItem(title: "Inbox", image: nil, tag: 3)
        let item = UINavigationItem(title: "Mail")
        let pan = UIPanGestureRecognizer()

        // When keys are written under Objective-C's and Swift's names
        button.setValue(false, forKey: "enabled")
        button.setValue("Save", forKey: "title")
        tab.setValue("4", forKey: "badgeValue")
        item.setValue(button, forKey: "rightBarButtonItem")
        pan.setValue(false, forKey: "isEnabled")

        // Then the properties changed and read back, a key path crossing objects
        XCTAssertFalse(button.isEnabled)
        XCTAssertEqual(button.value(forKey: "isEnabled") as? Bool, false)
        XCTAssertEqual(tab.value(forKey: "tag") as? Int, 3)
        XCTAssertEqual(tab.badgeValue, "4")
        XCTAssertTrue(item.rightBarButtonItem === button)
        XCTAssertEqual(item.value(forKeyPath: "rightBarButtonItem.title") as? String, "Save")
        XCTAssertFalse(pan.isEnabled)
        XCTAssertEqual(pan.value(forKey: "state") as? UIGestureRecognizer.State, .possible)
    }

    func testAnUnknownKeyWarnsAndReadsNilAndAWrongTypeWritesNothing() {
        // Given a bar button item and the current application's warning sink
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let application = UIApplication.shared
        let button = UIBarButtonItem(title: "Done", style: .plain)
        var warnings: [String] = []
        application.warningHandler = { warnings.append($0.message) }
        defer { application.warningHandler = nil }

        // When an unknown key is read and a key is written with a value of the wrong type
        let unknown = button.value(forKey: "colour")
        button.setValue("yes", forKey: "isEnabled")

        // Then nil, the property unchanged, and one warning each naming the key
        XCTAssertNil(unknown)
        XCTAssertTrue(button.isEnabled)
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(warnings[0].contains("colour"))
        XCTAssertTrue(warnings[1].contains("isEnabled"))
    }
}
