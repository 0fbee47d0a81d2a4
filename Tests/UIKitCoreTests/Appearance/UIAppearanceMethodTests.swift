import XCTest
@testable import UIKitCore

/// Appearance proxies carrying settings made through methods (per control state
/// or bar metrics), the switch's and table's colours, and bar button items'
/// proxies (`UIBarItem`), as in UIKit. Each test styles classes of its own, so
/// the process-wide proxies of one test never reach another's views.
final class UIAppearanceMethodTests: XCTestCase {
    private final class StyledButton: UIButton {}
    private final class ContainedButton: UIButton {}
    private final class StyledSegments: UISegmentedControl {}
    private final class ImageBar: UINavigationBar {}
    private final class StyledSwitch: UISwitch {}
    private final class StyledTable: UITableView {}
    private final class TintedItem: UIBarButtonItem {}
    private final class TitledItem: UIBarButtonItem {}
    private final class TitleBar: UINavigationBar {}
    private final class Container: UIView {}

    private func makeWindow() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A new image object (proxies compare images by identity).
    private func image(_ name: String) -> UIImage { UIImage(systemName: name)! }

    func testButtonTitleColorsAndBackgroundImagesSetThroughMethodsArePerState() {
        // Given a button proxy with a red normal and green highlighted title, and a background image
        let background = image("star")
        StyledButton.appearance().setTitleColor(.red, for: .normal)
        StyledButton.appearance().setTitleColor(.green, for: .highlighted)
        StyledButton.appearance().setBackgroundImage(background, for: .normal)
        let plain = StyledButton(type: .system), own = StyledButton(type: .custom)
        own.setTitleColor(.brown, for: .normal)

        // Then nothing reaches them before they enter a window
        XCTAssertNil(plain.titleColor(for: .normal))

        // When they enter a window
        let window = makeWindow()
        window.addSubview(plain)
        window.addSubview(own)

        // Then each state the proxy set reaches both; the colour a button set itself stays
        XCTAssertEqual(plain.titleColor(for: .normal), .red)
        XCTAssertEqual(plain.titleColor(for: .highlighted), .green)
        XCTAssertTrue(plain.backgroundImage(for: .normal) === background)
        XCTAssertNil(plain.titleColor(for: .disabled))
        XCTAssertEqual(own.titleColor(for: .normal), .brown)
        XCTAssertEqual(own.titleColor(for: .highlighted), .green)
        XCTAssertTrue(own.backgroundImage(for: .normal) === background)
        // And UIButton itself is not styled by its subclass's proxy
        let unstyled = UIButton(type: .system)
        window.addSubview(unstyled)
        XCTAssertNil(unstyled.titleColor(for: .normal))
        XCTAssertNil(unstyled.backgroundImage(for: .normal))
    }

    func testTheMostSpecificButtonProxyWinsPerState() {
        // Given a class-wide red and a contained purple normal title, and a class-wide grey disabled one
        ContainedButton.appearance().setTitleColor(.red, for: .normal)
        ContainedButton.appearance().setTitleColor(.gray, for: .disabled)
        ContainedButton.appearance(whenContainedInInstancesOf: [Container.self]).setTitleColor(.purple, for: .normal)
        let window = makeWindow(), container = Container()
        window.addSubview(container)
        let inside = ContainedButton(type: .system), outside = ContainedButton(type: .system)

        // When one enters inside the container and one outside
        container.addSubview(inside)
        window.addSubview(outside)

        // Then the contained proxy wins for the state it set, the class-wide one for the other
        XCTAssertEqual(inside.titleColor(for: .normal), .purple)
        XCTAssertEqual(inside.titleColor(for: .disabled), .gray)
        XCTAssertEqual(outside.titleColor(for: .normal), .red)
        XCTAssertEqual(outside.titleColor(for: .disabled), .gray)
    }

    func testSegmentedControlTitleAttributesSwitchAndTableColoursComeFromTheirProxies() {
        // Given segment title attributes for the selected state, a switch's on tint and a table's separators
        let selectedFont = UIFont.systemFont(ofSize: 15, weight: .bold)
        StyledSegments.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white, .font: selectedFont], for: .selected)
        StyledSwitch.appearance().onTintColor = .orange
        StyledTable.appearance().separatorColor = .magenta
        let segments = StyledSegments(items: ["One", "Two"])
        let mine = StyledSegments(items: ["A"])
        mine.setTitleTextAttributes([.foregroundColor: UIColor.black], for: .selected)
        let toggle = StyledSwitch(), ownToggle = StyledSwitch()
        ownToggle.onTintColor = .blue
        let table = StyledTable(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)

        // When they enter a window
        let window = makeWindow()
        [segments, mine, toggle, ownToggle, table].forEach { window.addSubview($0) }

        // Then each takes the proxy's values where it did not set its own
        let attributes = segments.titleTextAttributes(for: .selected)
        XCTAssertEqual(attributes?[.foregroundColor] as? UIColor, .white)
        XCTAssertEqual(attributes?[.font] as? UIFont, selectedFont)
        XCTAssertNil(segments.titleTextAttributes(for: .normal))
        XCTAssertEqual(mine.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .black)
        XCTAssertEqual(mine.titleTextAttributes(for: .selected)?.count, 1)
        XCTAssertEqual(toggle.onTintColor, .orange)
        XCTAssertEqual(ownToggle.onTintColor, .blue)
        XCTAssertEqual(table.separatorColor, .magenta)
    }

    func testANavigationBarTakesTheProxysBackgroundImage() {
        // Given a bar proxy with a background image for the default metrics
        let background = image("star"), own = image("heart")
        ImageBar.appearance().setBackgroundImage(background, for: .default)
        let bar = ImageBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let customized = ImageBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        customized.setBackgroundImage(own, for: .default)

        // When they enter a window
        let window = makeWindow()
        window.addSubview(bar)
        window.addSubview(customized)

        // Then the plain bar has the proxy's image (for the default metrics only), the other keeps its own
        XCTAssertTrue(bar.backgroundImage(for: .default) === background)
        XCTAssertNil(bar.backgroundImage(for: .compact))
        XCTAssertTrue(bar.backgroundImage(for: .any, barMetrics: .default) === background)
        XCTAssertTrue(customized.backgroundImage(for: .default) === own)
    }

    func testABarButtonItemTakesTheProxysTintAndTheContainedProxysTitleAttributes() {
        // Given a class-wide tint for items, and title attributes for items in a TitleBar
        let titleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        TintedItem.appearance().tintColor = .red
        TitledItem.appearance().tintColor = .red
        TitledItem.appearance(whenContainedInInstancesOf: [TitleBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.green, .font: titleFont], for: .normal)
        TitledItem.appearance(whenContainedInInstancesOf: [TitleBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
        let tinted = TintedItem(title: "Tinted", style: .plain)
        let ownTint = TintedItem(title: "Own", style: .plain)
        ownTint.tintColor = .blue
        let inTitleBar = TitledItem(title: "Titled", style: .plain)
        let inPlainBar = TitledItem(title: "Plain", style: .plain)

        // When the items' buttons enter a window in their bars
        let window = makeWindow()
        let titleBar = TitleBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let plainBar = UINavigationBar(frame: CGRect(x: 0, y: 50, width: 390, height: 44))
        let titleItem = UINavigationItem(title: "One")
        titleItem.rightBarButtonItems = [inTitleBar, tinted]
        let plainItem = UINavigationItem(title: "Two")
        plainItem.rightBarButtonItems = [inPlainBar, ownTint]
        titleBar.pushItem(titleItem, animated: false)
        plainBar.pushItem(plainItem, animated: false)
        window.addSubview(titleBar)
        window.addSubview(plainBar)

        // Then the tint reaches the items that did not set one, and their buttons
        XCTAssertEqual(tinted.tintColor, .red)
        XCTAssertEqual(tinted.button?.tintColor, .red)
        XCTAssertEqual(ownTint.tintColor, .blue)
        XCTAssertEqual(inPlainBar.tintColor, .red)
        // And the title attributes reach only the item inside a TitleBar: its button's colours and font
        XCTAssertEqual(inTitleBar.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .green)
        XCTAssertEqual(inTitleBar.button?.titleColor(for: .normal), .green)
        XCTAssertEqual(inTitleBar.button?.titleColor(for: .disabled), .gray)
        XCTAssertEqual(inTitleBar.button?.titleLabel?.font, titleFont)
        XCTAssertNil(inPlainBar.titleTextAttributes(for: .normal))
        XCTAssertNil(inPlainBar.button?.titleColor(for: .normal))
        // And the proxy is one item per class, an NSObject as in UIKit
        XCTAssertTrue(TitledItem.appearance() === TitledItem.appearance())
        let object: NSObject = TitledItem.appearance()
        XCTAssertTrue(object is UIBarItem)
    }
}
