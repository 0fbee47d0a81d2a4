import Foundation
import XCTest
@testable import UIKitCore

/// A bar subclass that records its initializer, layouts and drawing.
class RecordingNavigationBar: UINavigationBar {
    /// Set by the stored property's initial value: zero if the subclass's storage was skipped.
    var initCalls = 0
    var initFrames: [CGRect] = []
    var laidOutSizes: [CGSize] = []
    var drawnRects: [CGRect] = []
    let marker = "recording"

    override init(frame: CGRect) {
        super.init(frame: frame)
        initCalls += 1
        initFrames.append(frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOutSizes.append(bounds.size)
    }

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        super.draw(rect)
    }
}

/// A subclass of the subclass: its own override runs, then its superclass's.
final class TintedRecordingNavigationBar: RecordingNavigationBar {
    var ownInitCalls = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        ownInitCalls += 1
        barTintColor = .systemRed
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A bar subclass that declares no initializer: it inherits `init(frame:)`, and its stored property starts as written.
final class InheritingNavigationBar: UINavigationBar {
    var subtitle = "inherited"
}

final class RecordingToolbar: UIToolbar {
    var initCalls = 0
    var laidOutSizes: [CGSize] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        initCalls += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOutSizes.append(bounds.size)
    }
}

/// A navigation controller subclass that picks its bar class in its own initializer, as apps do.
final class BrandedNavigationController: UINavigationController {
    init(root: UIViewController) {
        super.init(navigationBarClass: TintedRecordingNavigationBar.self, toolbarClass: RecordingToolbar.self)
        viewControllers = [root]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// `UINavigationController(navigationBarClass:toolbarClass:)`: the bars are instances
/// of the given classes, made with their own `init(frame:)` as in UIKit.
final class NavigationBarClassTests: XCTestCase {
    func testTheBarIsAnInstanceOfTheGivenClassMadeWithItsInitFrame() throws {
        // Given a navigation controller made with a recording bar class and no toolbar class
        let navigation = UINavigationController(navigationBarClass: RecordingNavigationBar.self, toolbarClass: nil)

        // Then the bar is a RecordingNavigationBar whose init(frame:) ran once with .zero, its storage initialized
        let bar = try XCTUnwrap(navigation.navigationBar as? RecordingNavigationBar)
        XCTAssertTrue(type(of: bar) == RecordingNavigationBar.self)
        XCTAssertEqual(bar.initCalls, 1)
        XCTAssertEqual(bar.initFrames, [.zero])
        XCTAssertEqual(bar.marker, "recording")
        // And the toolbar is a plain UIToolbar
        XCTAssertTrue(type(of: navigation.toolbar!) == UIToolbar.self)
        XCTAssertTrue(navigation.viewControllers.isEmpty)
    }

    func testThePublicPatternOfSettingTheStackAfterwardsLaysOutAndDrawsTheCustomBar() throws {
        // Given `UINavigationController(navigationBarClass: MyBar.self, toolbarClass: nil)` then `viewControllers = [root]`
        let driver = ControlsDriver()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(navigationBarClass: RecordingNavigationBar.self, toolbarClass: nil)
        navigation.viewControllers = [root]

        // When it is shown in a 390 × 844 window and drawn
        driver.window.rootViewController = navigation
        driver.advance(by: 0)
        _ = driver.render()

        // Then the custom bar is the one on screen: laid out 390 × 44 at the top, drawn whole, showing the root's item
        let bar = try XCTUnwrap(navigation.navigationBar as? RecordingNavigationBar)
        XCTAssertTrue(bar.superview === navigation.view)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(bar.laidOutSizes.last, CGSize(width: 390, height: 44))
        XCTAssertEqual(bar.drawnRects.last, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertTrue(bar.topItem === root.navigationItem)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800))
        XCTAssertEqual(bar.initCalls, 1)
    }

    func testASubclassOfASubclassRunsTheMostDerivedInitializerAndTheToolbarClassIsUsed() throws {
        // Given a navigation controller subclass that passes its bar and toolbar classes up
        let driver = ControlsDriver()
        let root = UIViewController()
        let navigation = BrandedNavigationController(root: root)
        navigation.setToolbarHidden(false, animated: false)

        // When it is shown
        driver.window.rootViewController = navigation
        driver.advance(by: 0)

        // Then both overrides of init(frame:) ran once, most derived last, and the toolbar is the recording one, laid out
        let bar = try XCTUnwrap(navigation.navigationBar as? TintedRecordingNavigationBar)
        XCTAssertEqual(bar.initCalls, 1)
        XCTAssertEqual(bar.ownInitCalls, 1)
        XCTAssertEqual(bar.barTintColor, .systemRed)
        let toolbar = try XCTUnwrap(navigation.toolbar as? RecordingToolbar)
        XCTAssertEqual(toolbar.initCalls, 1)
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 844 - UIToolbar.height, width: 390, height: UIToolbar.height))
        XCTAssertEqual(toolbar.laidOutSizes.last, CGSize(width: 390, height: UIToolbar.height))
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController === root)
    }

    func testASubclassWithoutInitializersInheritsInitFrameWithItsStorage() throws {
        // Given a bar class that declares no initializer but adds a stored property
        let navigation = UINavigationController(navigationBarClass: InheritingNavigationBar.self, toolbarClass: nil)

        // Then it was made, its property at its initial value
        let bar = try XCTUnwrap(navigation.navigationBar as? InheritingNavigationBar)
        XCTAssertEqual(bar.subtitle, "inherited")
    }

    func testNilClassesAndAClassThatIsNotABarGiveTheDefaults() {
        // Given nil classes, and classes of the wrong kind
        let plain = UINavigationController(navigationBarClass: nil, toolbarClass: nil)
        let wrong = UINavigationController(navigationBarClass: UIView.self, toolbarClass: RecordingNavigationBar.self)

        // Then each bar is the default class
        XCTAssertTrue(type(of: plain.navigationBar) == UINavigationBar.self)
        XCTAssertTrue(type(of: plain.toolbar!) == UIToolbar.self)
        XCTAssertTrue(type(of: wrong.navigationBar) == UINavigationBar.self)
        XCTAssertTrue(type(of: wrong.toolbar!) == UIToolbar.self)
    }
}
