import Foundation
import XCTest
@testable import UIKitCore

/// The first seed's form: edits lock it; a refused dismissal asks with an action sheet.
final class AlertsSeedFormController: UIViewController, UIAdaptivePresentationControllerDelegate {
    let field = UITextField(frame: CGRect(x: 16, y: 20, width: 300, height: 34))
    var handlerLog: [String] = []
    private(set) var alert: UIAlertController?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.presentationController?.delegate = self
        presentationController?.delegate = self
        navigationItem.title = "Edit"
        view.addSubview(field)
        field.addAction(UIAction { [unowned self] _ in self.isModalInPresentation = true }, for: .editingChanged)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            self?.handlerLog.append("discard; alert presented: \(alert.presentingViewController != nil)")
            self?.dismiss(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel) { [weak self] _ in
            self?.handlerLog.append("keep")
        })
        self.alert = alert
        present(alert, animated: true)
    }
}

final class AlertsTests: XCTestCase {
    private func makeAlert(_ log: @escaping (String) -> Void, cancel: Bool = true) -> UIAlertController {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { _ in log("discard") })
        if cancel { alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel) { _ in log("keep") }) }
        return alert
    }

    private func present(_ alert: UIAlertController, in driver: ControlsDriver, animated: Bool = false) -> UIViewController {
        let root = UIViewController()
        driver.window.rootViewController = root
        root.present(alert, animated: animated)
        driver.runUntilIdle()
        return root
    }

    func testAnActionSheetSitsAtTheBottomWithTheCancelActionApartAndLast() {
        // Given an action sheet whose cancel action was added first
        let driver = ControlsDriver()
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive))

        // When presented in a 390 x 844 window
        _ = present(alert, in: driver)
        let content = alert.contentView!

        // Then it is 8 points from the edges and the bottom: a 101-point card (44 header +
        // 57 row), 8 points of gap, and a 57-point cancel card
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 670, width: 374, height: 166))
        XCTAssertEqual(content.actionRows.map { $0.action.title }, ["Discard Changes", "Keep Editing"])
        XCTAssertEqual(content.groups.map(\.frame), [CGRect(x: 0, y: 0, width: 374, height: 101), CGRect(x: 0, y: 109, width: 374, height: 57)])
        XCTAssertTrue(content.actionRows[1].superview === content.groups[1])
        XCTAssertEqual(content.groups[0].layer.cornerRadius, 13)
        XCTAssertEqual(content.actionRows[0].label.textColor, .systemRed)
        XCTAssertEqual(content.actionRows[1].label.font, .systemFont(ofSize: 20, weight: .semibold))
        XCTAssertEqual(content.titleLabel.text, "Discard changes?")
        XCTAssertNotNil(driver.window.view(withAccessibilityIdentifier: "Discard Changes"))
    }

    func testASecondCancelActionIsRefused() {
        // Given an alert with a cancel action
        let alert = makeAlert { _ in }

        // When another cancel action is added, plainly and with the checked variant
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        XCTAssertThrowsError(try alert.addActionChecked(UIAlertAction(title: "Cancel", style: .cancel))) { error in
            XCTAssertEqual(error as? UIAlertController.AlertError, .moreThanOneCancelAction)
            XCTAssertEqual("\(error)", "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }

        // Then only the first cancel action is kept
        XCTAssertEqual(alert.actions.map(\.title), ["Discard Changes", "Keep Editing"])
    }

    func testAClickOutsideRunsTheCancelHandlerAfterTheDismissal() {
        // Given a presented action sheet
        let driver = ControlsDriver()
        var log: [String] = []
        var root: UIViewController!
        var presentedDuringHandler: Bool?
        let alert = makeAlert { name in
            log.append(name)
            presentedDuringHandler = root.presentedViewController != nil
        }
        root = present(alert, in: driver)

        // When the dimming above the sheet is clicked
        driver.click(CGPoint(x: 195, y: 200))
        let beforeAnimationEnded = log
        driver.runUntilIdle()

        // Then the cancel handler ran only once the alert was gone
        XCTAssertEqual(beforeAnimationEnded, [])
        XCTAssertEqual(log, ["keep"])
        XCTAssertEqual(presentedDuringHandler, false)
        XCTAssertNil(alert.presentingViewController)
        XCTAssertEqual(driver.events, ["alertPresented:Discard changes?", "presented:UIAlertController",
                                       "alertAction:Keep Editing", "dismissed:UIAlertController"])
    }

    func testAClickOutsideASheetWithoutCancelIsIgnored() {
        let driver = ControlsDriver()
        var log: [String] = []
        let alert = makeAlert({ log.append($0) }, cancel: false)
        let root = present(alert, in: driver)

        driver.click(CGPoint(x: 195, y: 200))
        driver.runUntilIdle()

        XCTAssertEqual(log, [])
        XCTAssertTrue(root.presentedViewController === alert)
    }

    func testEscapeChoosesTheCancelAction() {
        let driver = ControlsDriver()
        var log: [String] = []
        let alert = makeAlert { log.append($0) }
        _ = present(alert, in: driver)

        driver.key(.keyboardEscape)
        driver.runUntilIdle()

        XCTAssertEqual(log, ["keep"])
        XCTAssertNil(alert.presentingViewController)
    }

    func testArrowsMoveTheHighlightAndReturnChooses() {
        // Given a presented action sheet with nothing highlighted
        let driver = ControlsDriver()
        var log: [String] = []
        let alert = makeAlert { log.append($0) }
        _ = present(alert, in: driver)
        let rows = alert.contentView!.actionRows

        // When Down, Down (wrapping to the first), Up, Up, Down then Return
        var highlighted: [String?] = []
        for key in [UIKeyboardHIDUsage.keyboardDownArrow, .keyboardDownArrow, .keyboardDownArrow, .keyboardUpArrow] {
            driver.key(key)
            highlighted.append(alert.contentView!.highlightedAction?.title)
        }
        driver.key(.keyboardReturnOrEnter, characters: "\r")
        driver.runUntilIdle()

        // Then the highlight walked the rows and Return chose the highlighted one
        XCTAssertEqual(highlighted, ["Discard Changes", "Keep Editing", "Discard Changes", "Keep Editing"])
        XCTAssertTrue(rows[1].isEmphasized)
        XCTAssertEqual(log, ["keep"])
    }

    func testHoverHighlightsTheRowUnderThePointer() {
        let driver = ControlsDriver()
        let alert = makeAlert { _ in }
        _ = present(alert, in: driver)
        let rows = alert.contentView!.actionRows

        driver.move(driver.center(of: rows[0]))

        XCTAssertTrue(rows[0].isEmphasized)
        XCTAssertEqual(alert.contentView!.highlightedAction?.title, "Discard Changes")
        XCTAssertFalse(rows[1].isEmphasized)
    }

    func testTheSheetSlidesUpFromBelowTheWindow() {
        // Given an action sheet presented with animation
        let driver = ControlsDriver()
        let alert = makeAlert { _ in }
        let root = UIViewController()
        driver.window.rootViewController = root
        root.present(alert, animated: true)

        // When the first frame is drawn, and when the animation has run
        driver.advance(by: 1.0 / 60)
        let early = alert.view.layer.presented.frame.minY
        let presentation = alert.presentationController as! AlertPresentationController
        let earlyDimming = presentation.dimmingView.layer.presented.alpha
        driver.runUntilIdle()

        // Then it started near the bottom edge and rests at 670 over 40 % dimming
        XCTAssertGreaterThan(early, 800)
        XCTAssertLessThan(earlyDimming, 0.1)
        XCTAssertEqual(alert.view.frame.minY, 670)
        XCTAssertEqual(presentation.dimmingView.alpha, 0.4, accuracy: 1e-9)
    }

    func testAnAlertIsCentredAnd270PointsWide() {
        // Given a .alert with two actions
        let driver = ControlsDriver()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let root = UIViewController()
        driver.window.rootViewController = root
        root.present(alert, animated: true)

        // When the first frame is drawn, then the animation ends
        driver.advance(by: 1.0 / 60)
        let earlyScale = alert.view.layer.presented.transform.a
        driver.runUntilIdle()
        let content = alert.contentView!

        // Then it grew from about 1.2x to 1x, is centred and 270 wide, Cancel on the left
        XCTAssertGreaterThan(earlyScale, 1.1)
        XCTAssertEqual(alert.view.transform, .identity)
        XCTAssertEqual(alert.view.frame.width, 270)
        XCTAssertEqual(alert.view.frame.midX, 195, accuracy: 0.5)
        XCTAssertEqual(alert.view.frame.midY, 422, accuracy: 1)
        XCTAssertEqual(content.actionRows.map { $0.action.title }, ["Delete", "Cancel"])
        XCTAssertEqual(content.actionRows[1].frame.minX, 0, "Cancel sits on the left")
        XCTAssertEqual(content.actionRows[0].frame.minX, 135)
    }

    func testTheSeedFlowFromALockedSheet() {
        // Given the seed's form inside a navigation controller presented as a sheet
        let driver = ControlsDriver()
        let root = UIViewController()
        driver.window.rootViewController = root
        let form = AlertsSeedFormController()
        let navigation = UINavigationController(rootViewController: form)
        root.present(navigation, animated: true)
        driver.runUntilIdle()

        // When the user types into the field, drags the sheet down, then chooses Keep Editing
        driver.click(driver.center(of: form.field))
        driver.type("Ça va")
        XCTAssertTrue(form.isModalInPresentation)
        let bar = driver.center(of: navigation.navigationBar)
        driver.drag(from: CGPoint(x: 120, y: bar.y), to: CGPoint(x: 120, y: bar.y + 300), duration: 0.3)
        driver.runUntilIdle()
        let alert = try! XCTUnwrap(form.alert)
        XCTAssertTrue(navigation.presentedViewController === alert, "the alert is presented from the sheet")
        XCTAssertFalse(form.field.isFirstResponder, "the alert takes the keyboard")
        driver.click(driver.center(of: alert.contentView!.actionRows[1]))
        driver.runUntilIdle()

        // Then the sheet is still there, the text intact and the field focused again
        XCTAssertEqual(form.handlerLog, ["keep"])
        XCTAssertTrue(root.presentedViewController === navigation)
        XCTAssertEqual(form.field.text, "Ça va")
        XCTAssertTrue(form.field.isFirstResponder)

        // When dragged again and Discard Changes is chosen
        driver.drag(from: CGPoint(x: 120, y: bar.y), to: CGPoint(x: 120, y: bar.y + 300), duration: 0.3)
        driver.runUntilIdle()
        let second = try! XCTUnwrap(form.alert)
        XCTAssertFalse(second === alert)
        driver.click(driver.center(of: second.contentView!.actionRows[0]))
        driver.runUntilIdle()

        // Then the handler ran after the alert left, and dismissed the sheet
        XCTAssertEqual(form.handlerLog, ["keep", "discard; alert presented: false"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(driver.window.runLoop.nextDeadline, "no caret timer is left behind")
    }
}
