import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// A real window uploads only what changed: a caret blink sends the caret's
/// sliver, a hover the hovered view; and what the server then shows is the
/// headless render of the same state, pixel for pixel.
final class X11DamageTests: XvfbTestCase {
    var host: X11Host?

    override func tearDown() {
        if let server = Self.server { server.move(toX: 1000, y: 750) }
        host?.close()
        host = nil
        super.tearDown()
    }

    /// A view that turns blue while hovered.
    final class HoverView: UIView {
        override func hoverStateDidChange(isHovered: Bool) { backgroundColor = isHovered ? .blue : .lightGray }
    }

    /// A host at `scale` with a text field at (20, 20, 160, 34) and a hover view at (20, 100, 60, 40) points.
    private func openHost(scale: CGFloat, environment: [String: String] = [:]) throws -> (X11Host, UITextField, HoverView) {
        let server = try xvfb()
        server.move(toX: 1000, y: 750)
        var environment = environment
        environment["DISPLAY"] = server.displayName
        let host = try X11Host(size: CGSize(width: 200, height: 160), scale: scale, displayName: server.displayName,
                               environment: environment)
        self.host = host
        host.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Caret"
        host.window.addSubview(field)
        let hover = HoverView(frame: CGRect(x: 20, y: 100, width: 60, height: 40))
        hover.backgroundColor = .lightGray
        host.window.addSubview(hover)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        try barrier(host)
        return (host, field, hover)
    }

    /// What the server shows equals a fresh full render of the window by another renderer.
    private func assertScreenMatchesAFullRender(_ host: X11Host, file: StaticString = #filePath, line: UInt = #line) throws {
        let shown = try XCTUnwrap(host.captureWindow(), file: file, line: line)
        let expected = CairoViewRenderer(text: host.renderer.text).snapshot(host.window, scale: host.scale)
        XCTAssertEqual(shown.width, expected.width, file: file, line: line)
        XCTAssertTrue(shown == expected, "the window differs from a full render", file: file, line: line)
    }

    func testACaretBlinkUploadsOnlyTheCaretAndTheWindowShowsTheFullRender() throws {
        for scale: CGFloat in [1, 2] {
            // Given a window whose text field has focus, its frame shown,
            let (host, field, _) = try openHost(scale: scale)
            XCTAssertTrue(field.becomeFirstResponder())
            let focused = host.framesDrawn
            XCTAssertTrue(host.run(until: { host.framesDrawn > focused }, timeout: 5))
            try assertScreenMatchesAFullRender(host)

            // when the caret blinks (the next frame with a change, half a second later),
            let uploaded = host.pixelsUploaded, drawn = host.framesDrawn
            XCTAssertTrue(host.run(until: { host.framesDrawn > drawn }, timeout: 5))

            // then that frame uploaded only the caret: 2 points wide and a line high, one pixel around,
            let caret = try XCTUnwrap(field.blinkingCaretRect).offsetBy(dx: 20, dy: 20)
            let device = CGRect(x: caret.minX * scale, y: caret.minY * scale, width: caret.width * scale, height: caret.height * scale)
            let expected = CGRect(x: device.minX.rounded(.down) - 1, y: device.minY.rounded(.down) - 1,
                                  width: device.maxX.rounded(.up) - device.minX.rounded(.down) + 2,
                                  height: device.maxY.rounded(.up) - device.minY.rounded(.down) + 2)
            XCTAssertEqual(host.lastFrameDamage, [expected], "scale \(scale)")
            XCTAssertEqual(host.pixelsUploaded - uploaded, Int(expected.width * expected.height), "scale \(scale)")
            // and the window shows exactly the full render.
            try assertScreenMatchesAFullRender(host)
            host.close()
            self.host = nil
        }
    }

    func testAHoverUploadsOnlyTheHoveredViewAndTheWindowShowsTheFullRender() throws {
        // Given a window at scale 2 with the pointer outside it,
        let (host, _, hover) = try openHost(scale: 2)
        let server = try xvfb()
        let drawn = host.framesDrawn, uploaded = host.pixelsUploaded

        // when the pointer moves onto the hover view,
        let origin = server.rootOrigin(of: host.xWindow)
        server.move(toX: origin.x + 100, y: origin.y + 240)
        XCTAssertTrue(host.run(until: { hover.isHovered && host.framesDrawn > drawn && !host.window.needsDisplay }, timeout: 5))

        // then only its box went up: (20, 100, 60, 40) points grown by the 2-point overhang of a
        // view subclass, at scale 2, one pixel around: (35, 195, 130, 90),
        XCTAssertEqual(host.lastFrameDamage, [CGRect(x: 35, y: 195, width: 130, height: 90)])
        XCTAssertEqual(host.pixelsUploaded - uploaded, 130 * 90)
        // and the window shows exactly the full render.
        try assertScreenMatchesAFullRender(host)
    }

    func testWithDamageOffEveryFrameUploadsTheWholeWindow() throws {
        let (host, _, hover) = try openHost(scale: 1, environment: ["MODAL_KIT_DAMAGE": "off"])
        XCTAssertFalse(host.tracksDamage)
        let drawn = host.framesDrawn
        hover.backgroundColor = .green
        XCTAssertTrue(host.run(until: { host.framesDrawn > drawn }, timeout: 5))
        XCTAssertEqual(host.lastFrameDamage, [CGRect(x: 0, y: 0, width: 200, height: 160)])
        try assertScreenMatchesAFullRender(host)
    }
}
