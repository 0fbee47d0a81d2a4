import XCTest
@testable import UIKitCore

/// Appearance proxies, as in UIKit: a value set on `appearance()` reaches every
/// instance that enters a window and has not set the property itself; containment
/// and the nearest class make a proxy more specific. Each test styles classes of
/// its own, so the process-wide proxies of one test never reach another's views.
final class UIAppearanceTests: XCTestCase {
    private final class TintedBar: UINavigationBar {}
    private final class CustomizedBar: UINavigationBar {}
    private final class ContainedLabel: UILabel {}
    private final class RankedLabel: UILabel {}
    private final class ReenteringLabel: UILabel {}
    private final class ControllerLabel: UILabel {}
    private final class TraitLabel: UILabel {}
    private final class Container: UIView {}
    private final class Outer: UIView {}
    private final class StyledController: UIViewController {}

    private func makeWindow() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testAProxyValueReachesAnInstanceWhenItEntersAWindow() {
        // Given a bar class whose proxy has a bar tint
        TintedBar.appearance().barTintColor = .red
        let bar = TintedBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let window = makeWindow()

        // Then the bar has no tint until it enters a window, then the proxy's
        XCTAssertNil(bar.barTintColor)
        window.addSubview(bar)
        XCTAssertEqual(bar.barTintColor, .red)
        // And the proxy is one object per class, while the superclass is unstyled
        XCTAssertTrue(TintedBar.appearance() === TintedBar.appearance())
        let plain = UINavigationBar(frame: .zero)
        window.addSubview(plain)
        XCTAssertNil(plain.barTintColor)
    }

    func testAValueTheViewSetItselfWins() {
        // Given a proxy tint and a bar that sets its own
        CustomizedBar.appearance().tintColor = .red
        CustomizedBar.appearance().barTintColor = .red
        let bar = CustomizedBar(frame: .zero)
        bar.tintColor = .green

        // When it enters a window
        makeWindow().addSubview(bar)

        // Then its own tint stays, and the property it did not set comes from the proxy
        XCTAssertEqual(bar.tintColor, .green)
        XCTAssertEqual(bar.barTintColor, .red)
    }

    func testAContainedProxyStylesOnlyViewsInsideThatContainer() {
        // Given a proxy for labels inside a Container inside an Outer view
        ContainedLabel.appearance(whenContainedInInstancesOf: [Container.self, Outer.self]).textColor = .blue
        let window = makeWindow()
        let outer = Outer(), container = Container(), between = UIView()
        window.addSubview(outer)
        outer.addSubview(between)
        between.addSubview(container)
        let inside = ContainedLabel(), onlyOuter = ContainedLabel(), outside = ContainedLabel()

        // When labels enter the window inside both, inside Outer only, and outside
        container.addSubview(inside)
        outer.addSubview(onlyOuter)
        window.addSubview(outside)

        // Then only the one in the whole chain (not necessarily direct parents) is blue
        XCTAssertEqual(inside.textColor, .blue)
        XCTAssertEqual(onlyOuter.textColor, .label)
        XCTAssertEqual(outside.textColor, .label)
    }

    func testTheMostSpecificProxyWins() {
        // Given a class-wide colour, a contained one, and UILabel's own proxy untouched
        RankedLabel.appearance().textColor = .red
        RankedLabel.appearance().font = .systemFont(ofSize: 20)
        RankedLabel.appearance(whenContainedInInstancesOf: [Container.self]).textColor = .blue
        let window = makeWindow()
        let container = Container()
        window.addSubview(container)
        let inside = RankedLabel(), outside = RankedLabel()

        // When one label enters inside the container and one outside
        container.addSubview(inside)
        window.addSubview(outside)

        // Then the contained proxy wins inside, the class-wide one elsewhere, and
        // a property only the class-wide proxy sets reaches both
        XCTAssertEqual(inside.textColor, .blue)
        XCTAssertEqual(outside.textColor, .red)
        XCTAssertEqual(inside.font.pointSize, 20)
        XCTAssertEqual(outside.font.pointSize, 20)
    }

    func testAViewControllerIsAContainer() {
        // Given a proxy for labels inside a controller class's view
        ControllerLabel.appearance(whenContainedInInstancesOf: [StyledController.self]).textColor = .orange
        let window = makeWindow()
        let controller = StyledController()
        window.rootViewController = controller
        let inside = ControllerLabel(), outside = ControllerLabel()

        // When labels enter its view and the window
        controller.view.addSubview(inside)
        window.addSubview(outside)

        // Then only the one in the controller's view is styled
        XCTAssertEqual(inside.textColor, .orange)
        XCTAssertEqual(outside.textColor, .label)
    }

    func testAViewReenteringAWindowTakesTheProxysNewValue() {
        // Given a label styled by its proxy
        ReenteringLabel.appearance().textColor = .red
        let window = makeWindow()
        let label = ReenteringLabel()
        window.addSubview(label)
        XCTAssertEqual(label.textColor, .red)

        // When the proxy changes: a view in a window keeps its look until it enters one again
        ReenteringLabel.appearance().textColor = .blue
        XCTAssertEqual(label.textColor, .red)
        label.removeFromSuperview()
        window.addSubview(label)

        // Then it has the new value; once it sets its own, the proxy no longer reaches it
        XCTAssertEqual(label.textColor, .blue)
        label.textColor = .green
        label.removeFromSuperview()
        window.addSubview(label)
        XCTAssertEqual(label.textColor, .green)
    }

    func testATraitProxyStylesOnlyViewsWithThoseTraits() {
        // Given a proxy for dark-appearance labels
        TraitLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .yellow
        let light = makeWindow(), dark = makeWindow()
        dark.overrideUserInterfaceStyle = .dark
        let inLight = TraitLabel(), inDark = TraitLabel()

        // When one label enters each window
        light.addSubview(inLight)
        dark.addSubview(inDark)

        // Then only the dark one is styled
        XCTAssertEqual(inDark.textColor, .yellow)
        XCTAssertEqual(inLight.textColor, .label)
    }
}

/// Every UIKit class with appearance properties makes its proxy, an instance of
/// that very class, and a subclass's proxy is an instance of its nearest UIKit class.
final class UIAppearanceProxyTests: XCTestCase {
    private final class OwnSwitch: UISwitch {}

    func testUIKitClassesMakeProxiesOfThemselves() {
        // Given UIKit's classes whose properties proxies carry (and a few without any)
        let classes: [UIView.Type] = [UIView.self, UILabel.self, UIButton.self, UINavigationBar.self, UIToolbar.self,
                                      UITabBar.self, UISwitch.self, UISegmentedControl.self, UITableView.self,
                                      UITextField.self, UIImageView.self, UIScrollView.self, UIStackView.self]
        for cls in classes {
            // When its proxy is asked for
            let proxy = cls.appearance()
            // Then it is an instance of the class itself, made once, carrying no
            // value until one is set (so asking for it styles nothing)
            XCTAssertTrue(type(of: proxy) == cls, "\(cls)")
            XCTAssertTrue(cls.appearance() === proxy, "\(cls)")
            let pristine = AppearanceRegistry.shared.pristine(for: cls)
            XCTAssertTrue(pristine !== proxy && cls.isSubclass(of: type(of: pristine)), "\(cls)")
            for property in AppearanceProperty.all where property.applies(proxy) {
                XCTAssertTrue(property.isEqual(property.read(proxy), property.read(pristine)), "\(cls) \(property.name)")
            }
        }
        // And a subclass's proxy is made as its nearest UIKit class
        XCTAssertTrue(type(of: OwnSwitch.appearance() as UIView) == UISwitch.self)
    }

    private final class OwnTable: UITableView {}

    func testAPropertyWhoseDefaultTheClassSetsIsStyledToo() {
        // Given a table class (a table starts with a background colour of its own,
        // not UIView's nil) whose proxy has a background colour
        OwnTable.appearance().backgroundColor = .yellow
        let table = OwnTable(frame: .zero, style: .plain)
        XCTAssertNotNil(table.backgroundColor)

        // When it enters a window
        UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).addSubview(table)

        // Then its untouched default gives way to the proxy's colour
        XCTAssertEqual(table.backgroundColor, .yellow)
    }

    func testASubclassProxyStylesItsInstancesOnly() {
        // Given a switch subclass whose proxy has an on tint
        OwnSwitch.appearance().onTintColor = .purple
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let own = OwnSwitch(), plain = UISwitch()

        // When both enter a window
        window.addSubview(own)
        window.addSubview(plain)

        // Then only the subclass's instance is tinted
        XCTAssertEqual(own.onTintColor, .purple)
        XCTAssertNil(plain.onTintColor)
    }
}
