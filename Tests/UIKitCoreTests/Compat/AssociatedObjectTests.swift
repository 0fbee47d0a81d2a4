import Foundation
import XCTest
@testable import UIKitCore

private final class Tracker {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Stored properties added in an extension, as UIKit code does with the Objective-C runtime.
private extension UIViewController {
    static var badgeKey: UInt8 = 0
    var badge: String? {
        get { objc_getAssociatedObject(self, &Self.badgeKey) as? String }
        set { objc_setAssociatedObject(self, &Self.badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

final class AssociatedObjectTests: XCTestCase {
    private static var firstKey: UInt8 = 0
    private static var secondKey: UInt8 = 0

    func testAValueIsReadBackPerObjectAndPerKey() {
        // Given two controllers
        let a = UIViewController(), b = UIViewController()

        // When values are associated under two keys
        a.badge = "3"
        objc_setAssociatedObject(a, &Self.firstKey, 1, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(a, &Self.secondKey, [2, 3], .OBJC_ASSOCIATION_COPY_NONATOMIC)

        // Then each reads back on its object and key only
        XCTAssertEqual(a.badge, "3")
        XCTAssertNil(b.badge)
        XCTAssertEqual(objc_getAssociatedObject(a, &Self.firstKey) as? Int, 1)
        XCTAssertEqual(objc_getAssociatedObject(a, &Self.secondKey) as? [Int], [2, 3])
        XCTAssertNil(objc_getAssociatedObject(b, &Self.firstKey))
    }

    func testNilRemovesAndRemoveAllClears() {
        // Given an object with two associations
        let view = UIView()
        objc_setAssociatedObject(view, &Self.firstKey, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &Self.secondKey, "two", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        // When one is set to nil
        objc_setAssociatedObject(view, &Self.firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        // Then only that one is gone; removing all clears the other
        XCTAssertNil(objc_getAssociatedObject(view, &Self.firstKey))
        XCTAssertEqual(objc_getAssociatedObject(view, &Self.secondKey) as? String, "two")
        objc_removeAssociatedObjects(view)
        XCTAssertNil(objc_getAssociatedObject(view, &Self.secondKey))
    }

    func testARetainedValueLivesAsLongAsItsObjectAndAReplacedOneIsReleased() {
        // Given a value retained by an object
        var released: [String] = []
        var owner: UIView? = UIView()
        objc_setAssociatedObject(owner!, &Self.firstKey, Tracker { released.append("first") }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        // Then the association keeps it alive
        XCTAssertEqual(released, [])
        XCTAssertNotNil(objc_getAssociatedObject(owner!, &Self.firstKey) as? Tracker)

        // When it is replaced, the old value is released at once
        objc_setAssociatedObject(owner!, &Self.firstKey, Tracker { released.append("second") }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(released, ["first"])

        // When the owner goes, its association reads nothing for a new object at any address
        owner = nil
        let fresh = UIView()
        XCTAssertNil(objc_getAssociatedObject(fresh, &Self.firstKey))
    }

    func testTheValuesOfObjectsThatAreGoneAreReleasedWhenTheTableIsPruned() {
        // Given an association on an object that then goes away
        var released = 0
        var owner: UIView? = UIView()
        objc_setAssociatedObject(owner!, &Self.firstKey, Tracker { released += 1 }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        owner = nil

        // When many other objects get associations (the table prunes as it doubles)
        var others: [UIView] = []
        for index in 0..<300 {
            let view = UIView()
            objc_setAssociatedObject(view, &Self.secondKey, index, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            others.append(view)
        }

        // Then the gone object's value was released, the live ones are kept
        XCTAssertEqual(released, 1)
        XCTAssertEqual(objc_getAssociatedObject(others[299], &Self.secondKey) as? Int, 299)
    }

    func testAnAssignedValueIsNotRetained() {
        // Given an object held weakly by an association
        let owner = UIView()
        var value: UIView? = UIView()
        objc_setAssociatedObject(owner, &Self.firstKey, value, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(owner, &Self.firstKey) as AnyObject? === value)

        // When the value goes
        value = nil

        // Then the association reads nil (the Objective-C runtime would keep a dangling pointer)
        XCTAssertNil(objc_getAssociatedObject(owner, &Self.firstKey))
    }

    func testAValueTypeHasNothingToAttachTo() {
        objc_setAssociatedObject(42, &Self.firstKey, "x", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(42, &Self.firstKey))
    }
}
