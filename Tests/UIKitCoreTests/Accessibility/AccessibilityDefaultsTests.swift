import XCTest
@testable import UIKitCore

/// What UIKit's controls report to a screen reader when the app sets nothing,
/// and how the app's own values replace them.
final class AccessibilityDefaultsTests: XCTestCase {
    private var driver: VirtualWindowDriver!

    override func setUp() {
        driver = VirtualWindowDriver()
    }

    private func add<View: UIView>(_ view: View, frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 40)) -> View {
        view.frame = frame
        driver.window.addSubview(view)
        driver.runUntilIdle()
        return view
    }

    func testAButtonIsAnElementNamedByItsTitleWithTheButtonTrait() {
        // Given
        let button = add(UIButton(type: .system))
        button.setTitle("Save", for: .normal)

        // Then
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityLabel, "Save")
        XCTAssertEqual(button.accessibilityTraits, .button)
        XCTAssertEqual(button.accessibleRole, .pushButton)
        XCTAssertEqual(button.accessibleStates, [.enabled, .sensitive, .visible, .showing, .focusable])
        XCTAssertEqual(button.accessibleActions.map(\.name), ["click"])

        // When disabled and selected
        button.isEnabled = false
        button.isSelected = true

        // Then
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled, .selected])
        XCTAssertEqual(button.accessibleStates, [.visible, .showing, .selected])
    }

    func testTheAppsValuesReplaceTheDefaultsAndNilRestoresThem() {
        // Given
        let button = add(UIButton(type: .system))
        button.setTitle("×", for: .normal)

        // When
        button.accessibilityLabel = "Close"
        button.accessibilityHint = "Closes the login form"
        button.accessibilityTraits = [.button, .header]

        // Then
        XCTAssertEqual(button.accessibleName, "Close")
        XCTAssertEqual(button.accessibleDescription, "Closes the login form")
        XCTAssertEqual(button.accessibilityTraits, [.button, .header])

        // When
        button.accessibilityLabel = nil

        // Then
        XCTAssertEqual(button.accessibilityLabel, "×")
    }

    func testALabelIsStaticTextNamedByItsText() {
        let label = add(UILabel())
        label.text = "Notes"

        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Notes")
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        XCTAssertEqual(label.accessibleRole, .label)
        XCTAssertEqual(label.accessibleText?.string, "Notes")
    }

    func testATextFieldReportsItsTextAsValueAndItsPlaceholderAsLabel() {
        // Given
        let field = add(UITextField())
        field.placeholder = "Title"
        field.text = "Café"

        // Then
        XCTAssertEqual(field.accessibilityLabel, "Title")
        XCTAssertEqual(field.accessibilityValue, "Café")
        XCTAssertEqual(field.accessibleRole, .entry)
        XCTAssertEqual(field.accessibleStates, [.enabled, .sensitive, .visible, .showing, .singleLine, .focusable, .editable])
        XCTAssertEqual(field.accessibleText, AccessibleText(string: "Café", caretOffset: 4, selection: nil,
                                                            isEditable: true, isSecure: false))
    }

    func testASecureFieldIsPasswordTextAndNeverGivesItsText() {
        // Given
        let field = add(UITextField())
        field.isSecureTextEntry = true
        field.placeholder = "Password"

        // When a screen reader types into it
        XCTAssertTrue(field.replaceAccessibleText(in: 0..<0, with: "s3cret"))

        // Then it holds the text, and shows the bus only bullets
        XCTAssertEqual(field.text, "s3cret")
        XCTAssertEqual(field.accessibleRole, .passwordText)
        XCTAssertNil(field.accessibilityValue)
        XCTAssertEqual(field.accessibleText?.string, String(repeating: "\u{2022}", count: 6))
        XCTAssertTrue(field.accessibleText?.isSecure ?? false)
        let snapshot = AccessibilitySnapshot(root: driver.window)
        XCTAssertFalse(String(describing: snapshot).contains("s3cret"))
    }

    func testEditableTextEditsAsTheUserWould() {
        // Given
        let field = add(UITextField())
        field.text = "Glisser"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)

        // When: offsets are characters (Unicode scalars); "e\u{301}" is one cluster, two characters
        XCTAssertTrue(field.replaceAccessibleText(in: 7..<7, with: " e\u{301}"))
        XCTAssertTrue(field.replaceAccessibleText(in: 0..<1, with: "g"))

        // Then
        XCTAssertEqual(field.text, "glisser e\u{301}")
        XCTAssertEqual(field.accessibleText?.characterCount, 10)
        XCTAssertEqual(changes, 2)
        XCTAssertTrue(field.selectAccessibleText(1..<3))
        XCTAssertEqual(field.accessibleText?.selection, 1..<3)
    }

    func testASwitchIsAToggleButtonValuedOneOrZero() {
        // Given
        let toggle = add(UISwitch())
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        // Then
        XCTAssertEqual(toggle.accessibilityValue, "0")
        XCTAssertEqual(toggle.accessibleRole, .toggleButton)
        XCTAssertEqual(toggle.accessibleValue, AccessibleValue(current: 0, minimum: 0, maximum: 1, step: 1, text: "0"))

        // When
        XCTAssertTrue(toggle.setAccessibleValue(1))
        XCTAssertTrue(toggle.setAccessibleValue(1))

        // Then: one user change
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(toggle.accessibilityValue, "1")
        XCTAssertTrue(toggle.accessibleStates.contains(.checked))
        XCTAssertEqual(changes, 1)
    }

    func testACellIsAListItemNamedByItsLabels() {
        // Given
        let cell = add(UITableViewCell(style: .subtitle, reuseIdentifier: nil), frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        cell.textLabel?.text = "Glisser pour rejeter"
        cell.detailTextLabel?.text = "Note 1"

        // Then
        XCTAssertTrue(cell.isAccessibilityElement)
        XCTAssertEqual(cell.accessibilityLabel, "Glisser pour rejeter, Note 1")
        XCTAssertEqual(cell.accessibleRole, .listItem)
        XCTAssertTrue(cell.accessibleChildren.isEmpty)
    }

    func testAPlainViewIsSeeThroughAndAnElementHidesItsSubviews() {
        // Given a plain container holding a label and a button
        let container = add(UIView(), frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Name"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 10, width: 80, height: 30)
        button.setTitle("Edit", for: .normal)
        container.addSubview(button)
        container.addSubview(label)

        // Then both belong to the window, in reading order, and the button's title label is not seen
        XCTAssertTrue(driver.window.accessibleChildren.map { $0 as AnyObject } .elementsEqual([label, button]) { $0 === $1 })
        XCTAssertTrue(label.accessibleParent === driver.window)

        // When the container becomes one element
        container.isAccessibilityElement = true
        container.accessibilityLabel = "Name, Edit"

        // Then
        XCTAssertTrue(driver.window.accessibleChildren.map { $0 as AnyObject }.elementsEqual([container]) { $0 === $1 })
        XCTAssertTrue(container.accessibleChildren.isEmpty)
    }

    func testAccessibilityElementsReplaceTheSubviewsAndHiddenHidesThem() {
        // Given a custom-drawn view with two regions
        let canvas = add(UIView(), frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        let left = UIAccessibilityElement(accessibilityContainer: canvas)
        left.accessibilityLabel = "Left"
        left.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 150, height: 100)
        let right = UIAccessibilityElement(accessibilityContainer: canvas)
        right.accessibilityLabel = "Right"
        right.accessibilityFrameInContainerSpace = CGRect(x: 150, y: 0, width: 150, height: 100)
        canvas.accessibilityElements = [right, left]

        // Then: in the order given, framed in window points, parented to the window
        XCTAssertEqual(driver.window.accessibleChildren.map(\.accessibleName), ["Right", "Left"])
        XCTAssertEqual(right.accessibilityFrame, CGRect(x: 150, y: 200, width: 150, height: 100))
        XCTAssertTrue(right.accessibleParent === driver.window)

        // When
        canvas.accessibilityElementsHidden = true

        // Then
        XCTAssertTrue(driver.window.accessibleChildren.isEmpty)
    }

    func testAccessibilityFrameIsInWindowPointsAndFollowsTheView() {
        let view = add(UIButton(type: .system), frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        view.setTitle("Go", for: .normal)
        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 20, y: 100, width: 200, height: 40))
        let holder = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        driver.window.addSubview(holder)
        holder.addSubview(view)
        XCTAssertEqual(view.accessibleFrame, CGRect(x: 20, y: 400, width: 200, height: 40))
    }
}
