import Foundation
import UIKit
import XCTest

/// A popup library's window: transparent, and its `hitTest` returns nil outside
/// its popup, so touches there reach the windows below (PopupView's `PassthroughWindow`).
private final class PassthroughWindow: UIWindow {
    var popup: UIView?
    var hitTests = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTests += 1
        guard let popup, popup.frame.contains(point) else { return nil }
        return super.hitTest(point, with: event)
    }
}

/// A view that counts the touches it begins.
private final class TouchCountingView: UIView {
    var touchesBeganCount = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesBeganCount += 1 }
}

/// Several windows in one scene, as on iOS: the host composites the shown ones by
/// level (equal levels in the order they were shown), touches go to the topmost
/// window that hit-tests them, keys to the key window, and hiding or releasing a
/// window repaints what it covered.
final class MultiWindowCompositingTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0)
    private let green = RGBA8(r: 0, g: 255, b: 0)
    private let blue = RGBA8(r: 0, g: 0, b: 255)

    /// A host whose window is red, with no status bar or safe area in the way.
    private func makeHost() -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = redColor
        host.advance(by: 0)
        return host
    }

    private func window(in host: HeadlessHost, frame: CGRect, color: UIColor, level: UIWindow.Level) -> UIWindow {
        let window = UIWindow(windowScene: host.window.windowScene!)
        window.frame = frame
        window.backgroundColor = color
        window.windowLevel = level
        return window
    }

    private var redColor: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    private var greenColor: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    private var blueColor: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }

    func testAWindowJoiningASceneStartsHiddenAndIsDrawnOnceShown() {
        // Given a host and a green window made in its scene
        let host = makeHost()
        let popup = window(in: host, frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: greenColor, level: .alert + 1)

        // Then it starts hidden, as in UIKit, and is not drawn
        XCTAssertTrue(popup.isHidden)
        XCTAssertEqual(host.snapshot().pixel(x: 30, y: 30), red)

        // When it is shown
        popup.isHidden = false
        host.advance(by: 0)

        // Then it is drawn at its frame in the scene, over the host's window
        let pixels = host.snapshot()
        XCTAssertEqual(pixels.pixel(x: 20, y: 20), green)
        XCTAssertEqual(pixels.pixel(x: 59, y: 59), green)
        XCTAssertEqual(pixels.pixel(x: 19, y: 30), red)
        XCTAssertEqual(pixels.pixel(x: 60, y: 30), red)
        XCTAssertEqual(host.window.windowsInStackingOrder, [host.window, popup])
    }

    func testWindowsStackByLevelThenByTheOrderTheyWereShown() {
        // Given three windows over the host's: blue at .normal shown first, green at
        // .alert shown before a second blue-less green at .normal
        let host = makeHost()
        let high = window(in: host, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: greenColor, level: .alert)
        let low = window(in: host, frame: CGRect(x: 40, y: 40, width: 60, height: 60), color: blueColor, level: .normal)
        let lowLater = window(in: host, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: greenColor, level: .normal)

        // When the alert-level one is shown first and the normal ones after it
        high.isHidden = false
        low.isHidden = false
        lowLater.isHidden = false
        host.advance(by: 0)

        // Then the higher level is on top wherever they overlap, whatever the showing order,
        // and equal levels stack in the order they were shown
        let pixels = host.snapshot()
        XCTAssertEqual(pixels.pixel(x: 50, y: 50), green, "alert level over normal")
        XCTAssertEqual(pixels.pixel(x: 70, y: 45), green, "shown later, same level: on top")
        XCTAssertEqual(pixels.pixel(x: 70, y: 70), blue)
        XCTAssertEqual(pixels.pixel(x: 10, y: 90), red)
        XCTAssertEqual(host.window.windowsInStackingOrder, [host.window, low, lowLater, high])

        // When the lower normal window is shown again (hidden, then shown)
        low.isHidden = true
        low.isHidden = false
        host.advance(by: 0)

        // Then it moves above its level's other window, still below the alert level
        let again = host.snapshot()
        XCTAssertEqual(again.pixel(x: 70, y: 45), blue)
        XCTAssertEqual(again.pixel(x: 50, y: 50), green)
        XCTAssertEqual(host.window.windowsInStackingOrder, [host.window, lowLater, low, high])
    }

    func testHidingAWindowRepaintsExactlyWhatItCovered() {
        // Given a green window over the red host window, drawn incrementally
        let host = makeHost()
        let popup = window(in: host, frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: greenColor, level: .alert + 1)
        popup.isHidden = false
        host.advance(by: 0)
        let frame = IncrementalFrame(renderer: host.renderer)
        let surface = ImageSurface(pointSize: CGSize(width: 100, height: 100), scale: 1)
        _ = frame.render(host.window, into: surface, scale: 1)
        XCTAssertEqual(surface.pixelBuffer().pixel(x: 15, y: 25), green)

        // When it is hidden and the next frame is drawn
        popup.isHidden = true
        XCTAssertTrue(host.window.needsDisplay, "hiding asks the host for a frame")
        host.advance(by: 0)
        let damage = frame.render(host.window, into: surface, scale: 1)

        // Then the frame repaints the window's box (grown by the 3 pixels the tracker
        // allows a view that draws for its overhang), and red shows there again
        XCTAssertEqual(damage.bounds, CGRect(x: 7, y: 17, width: 36, height: 46))
        let pixels = surface.pixelBuffer()
        XCTAssertEqual(pixels.pixel(x: 10, y: 20), red)
        XCTAssertEqual(pixels.pixel(x: 39, y: 59), red)
    }

    func testReleasingAShownWindowRemovesItFromTheSceneAndThePicture() {
        // Given a shown green window held only by the test
        let host = makeHost()
        var popup: UIWindow? = window(in: host, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: greenColor, level: .alert)
        popup?.isHidden = false
        host.advance(by: 0)
        XCTAssertEqual(host.snapshot().pixel(x: 25, y: 25), green)
        host.window.didDisplay()

        // When it is released
        popup = nil

        // Then the scene no longer lists it, the host is asked for a frame, and red shows again
        XCTAssertEqual(host.window.windowScene?.windows, [host.window])
        XCTAssertTrue(host.window.needsDisplay)
        host.advance(by: 0)
        XCTAssertEqual(host.snapshot().pixel(x: 25, y: 25), red)
    }

    func testATouchOutsideAPassthroughWindowsPopupReachesTheWindowBelow() {
        // Given a view filling the host's window, and a passthrough window over it with a popup
        let host = makeHost()
        let below = TouchCountingView(frame: host.window.bounds)
        host.window.addSubview(below)
        let overlay = PassthroughWindow(windowScene: host.window.windowScene!)
        overlay.backgroundColor = .clear
        overlay.windowLevel = .alert + 1
        let popup = TouchCountingView(frame: CGRect(x: 20, y: 60, width: 60, height: 30))
        overlay.popup = popup
        overlay.addSubview(popup)
        overlay.makeKeyAndVisible()
        host.advance(by: 0)

        // When the pointer clicks outside the popup, then inside it
        host.click(at: CGPoint(x: 50, y: 20))
        host.click(at: CGPoint(x: 50, y: 70))

        // Then the first touch went through to the view below, the second to the popup,
        // and the overlay's hitTest ran once per touch
        XCTAssertEqual(below.touchesBeganCount, 1)
        XCTAssertEqual(popup.touchesBeganCount, 1)
        XCTAssertEqual(overlay.hitTests, 2)
    }

    func testAWindowThatTakesNoInteractionLetsTouchesThrough() {
        // Given an opaque window over the host's that does not take interaction
        let host = makeHost()
        let below = TouchCountingView(frame: host.window.bounds)
        host.window.addSubview(below)
        let cover = window(in: host, frame: host.window.bounds, color: greenColor, level: .alert)
        cover.isUserInteractionEnabled = false
        cover.isHidden = false
        host.advance(by: 0)

        // When the pointer clicks
        host.click(at: CGPoint(x: 50, y: 50))

        // Then the host's view got the touch, and the cover is still drawn
        XCTAssertEqual(below.touchesBeganCount, 1)
        XCTAssertEqual(host.snapshot().pixel(x: 50, y: 50), green)
    }

    func testTheKeyWindowTakesKeysAndHidingItGivesKeyBackToTheWindowBelow() {
        // Given the host's key window and a popup window made key and visible
        let host = makeHost()
        XCTAssertTrue(host.window.isKeyWindow)
        let popup = window(in: host, frame: host.window.bounds, color: .clear, level: .alert + 1)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        popup.addSubview(field)
        popup.makeKeyAndVisible()
        host.advance(by: 0)

        // Then it is key, the only key window of the scene and the application
        let application = host.window.application
        XCTAssertTrue(popup.isKeyWindow)
        XCTAssertFalse(host.window.isKeyWindow)
        XCTAssertTrue(host.window.windowScene?.keyWindow === popup)
        XCTAssertTrue(application?.keyWindow === popup)
        XCTAssertEqual(application?.windows, [host.window, popup])
        XCTAssertEqual(application?.connectedScenes.count, 1)

        // When its field becomes first responder and the user types through the host
        XCTAssertTrue(field.becomeFirstResponder())
        host.type("hi")

        // Then the text reached the key window's field
        XCTAssertEqual(field.text, "hi")

        // When the popup window is hidden
        popup.isHidden = true

        // Then the host's window is key again
        XCTAssertTrue(host.window.isKeyWindow)
        XCTAssertTrue(application?.keyWindow === host.window)
    }

    func testACompanionWindowRunsItsAnimationsOnTheHostsClock() {
        // Given a host that has run for 10 seconds, and a popup window made then
        let host = makeHost()
        host.advance(by: 10)
        let popup = window(in: host, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: greenColor, level: .alert)
        popup.alpha = 0
        popup.isHidden = false

        // When it fades in over one second (linear) and half of it passes
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { popup.alpha = 1 }
        XCTAssertTrue(host.window.wantsAnimationFrames, "the host runs frames for the popup's animation")
        host.advance(by: 0.5)

        // Then it is half-way: red and green mixed half and half
        let pixel = host.snapshot().pixel(x: 50, y: 50)
        XCTAssertEqual(Int(pixel.r), 128, accuracy: 2)
        XCTAssertEqual(Int(pixel.g), 128, accuracy: 2)
        host.runUntilIdle()
        XCTAssertEqual(host.snapshot().pixel(x: 50, y: 50), green)
    }

    func testTheAccessibleTreeListsTheShownWindowsAfterTheHostsContent() {
        // Given a host with a labelled button and a popup window with a label
        let host = makeHost()
        let button = UIButton(type: .system)
        button.setTitle("Below", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        host.window.addSubview(button)
        let popup = window(in: host, frame: host.window.bounds, color: .clear, level: .alert + 1)
        let label = UILabel(frame: CGRect(x: 0, y: 50, width: 80, height: 30))
        label.text = "Popup"
        popup.addSubview(label)
        popup.isHidden = false
        host.advance(by: 0)

        // Then the host window's children end with the popup's window, whose parent it is,
        // and ids are unique across both
        let children = host.window.accessibleChildren
        XCTAssertTrue(children.last as? UIWindow === popup)
        XCTAssertTrue(popup.accessibleParent as? UIWindow === host.window)
        XCTAssertEqual(popup.accessibleChildren.map(\.accessibleName), ["Popup"])
        let ids = [host.window.accessibleID, button.accessibleID, popup.accessibleID, label.accessibleID]
        XCTAssertEqual(Set(ids).count, 4)
        XCTAssertTrue(host.window.accessibility.node(withID: label.accessibleID) as? UILabel === label)
    }

    func testACompanionWindowFollowsTheSystemAppearance() {
        // Given a shown popup window whose background is the system background
        let host = makeHost()
        let popup = window(in: host, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .systemBackground, level: .alert)
        popup.isHidden = false
        host.advance(by: 0)
        XCTAssertEqual(host.snapshot().pixel(x: 25, y: 25), RGBA8(r: 255, g: 255, b: 255))

        // When the system appearance turns dark
        host.userInterfaceStyle = .dark
        host.advance(by: 0)

        // Then the popup window's traits and pixels follow
        XCTAssertEqual(popup.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(host.snapshot().pixel(x: 25, y: 25), RGBA8(r: 0, g: 0, b: 0))
    }
}
