import XCTest
import QuartzCore

/// QuartzCore on its own: layers reach the object that owns them, the host that
/// shows them and dynamic colours only through its package protocols.
final class LayerSeamTests: XCTestCase {
    func testAnOwnedLayerForwardsItsGeometryAndLooksToItsOwner() {
        // Given a layer owned by an object (as a view owns its layer)
        let owner = FakeLayerOwner(host: nil)
        let layer = CALayer(owner: owner)

        // When its geometry and looks are set
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.position = CGPoint(x: 5, y: 6)
        layer.opacity = 0.5
        layer.backgroundColor = .black
        layer.cornerRadius = 8
        layer.setNeedsDisplay()
        layer.setNeedsLayout()

        // Then the owner takes each value, in order, and the layer's model is untouched (the owner writes it)
        XCTAssertEqual(owner.calls, ["frame 10.0,20.0 30.0x40.0", "position 5.0,6.0", "opacity 0.5", "background black",
                                     "cornerRadius 8.0", "redraw", "setNeedsLayout"])
        XCTAssertEqual(layer.modelState.frame, .zero)
        XCTAssertEqual(layer.modelState.alpha, 1)
    }

    func testAnOwnedLayerReadsHiddenAndClippingFromItsOwner() {
        // Given an owned layer whose owner is hidden and clips
        let owner = FakeLayerOwner(host: nil)
        let layer = CALayer(owner: owner)
        owner.isHiddenForLayer = true
        owner.masksToBoundsForLayer = true

        // Then the layer reads the owner's flags, and writing them writes the owner's
        XCTAssertTrue(layer.isHidden)
        XCTAssertTrue(layer.masksToBounds)
        layer.isHidden = false
        XCTAssertFalse(owner.isHiddenForLayer)
    }

    func testAFreeLayerInAHostsTreeAnimatesImplicitlyOnTheHostsClock() throws {
        // Given a free layer added under a layer owned by something shown in a host
        let host = FakeLayerHost()
        let owner = FakeLayerOwner(host: host)
        let root = CALayer(owner: owner)
        let free = CALayer()
        root.addSublayer(free)
        XCTAssertTrue(host.freeLayersNeedPass)

        // When its opacity changes
        free.opacity = 0.5

        // Then the default implicit animation (0.25 s, default timing) runs on the host's frames
        XCTAssertEqual(free.animationKeys(), ["opacity"])
        XCTAssertEqual(free.modelState.alpha, 0.5)
        XCTAssertGreaterThan(host.displayRequests, 0)
        host.frame(at: 0.125)
        let halfway = 1 - 0.5 * CAMediaTimingFunction(name: .default).progress(at: 0.5)
        XCTAssertEqual(try XCTUnwrap(free.presentation()).opacity, Float(halfway), accuracy: 1e-6)
        XCTAssertEqual(free.presented.alpha, halfway, accuracy: 1e-9)
        host.frame(at: 0.25)
        XCTAssertNil(free.animationKeys())
        XCTAssertEqual(free.presented.alpha, 0.5)
    }

    func testAFreeLayerOutsideAnyHostChangesAtOnce() {
        // Given a free layer in no host's tree
        let free = CALayer()

        // When its opacity changes
        free.opacity = 0.5

        // Then nothing animates
        XCTAssertNil(free.animationKeys())
        XCTAssertEqual(free.presented.alpha, 0.5)
    }

    func testABackgroundColourAsSetResolvesEachTimeItIsRead() {
        // Given a state whose background is a colour that changes (a dynamic colour)
        let colour = ShiftingLayerColor(.white)
        var state = LayerState()
        state.backgroundFill = LayerFill(colour)

        // Then each read resolves it anew
        XCTAssertEqual(state.backgroundColor, .white)
        colour.current = .black
        XCTAssertEqual(state.backgroundColor, .black)
    }

    func testBackgroundColoursCompareByComponentsAsUIKitsColoursDo() {
        // Given a grey and the same grey in sRGB
        let grey = LayerFill(CGColor(gray: 0.5, alpha: 1))
        let rgb = LayerFill(CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let darker = LayerFill(CGColor(srgbRed: 0.4, green: 0.4, blue: 0.4, alpha: 1))

        // Then they are the same background; another grey is not, nor is a dynamic colour
        XCTAssertEqual(grey, rgb)
        XCTAssertNotEqual(grey, darker)
        XCTAssertNotEqual(grey, LayerFill(ShiftingLayerColor(CGColor(gray: 0.5, alpha: 1))))
    }

    func testADisplayLinkFiresOnItsHostsFramesAtItsRate() {
        // Given a link added to a 120 Hz host
        let host = FakeLayerHost()
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.timestamp) }
        link.add(toHost: host)

        // Then the host lists it and was asked for a frame; its frame time is the host's
        XCTAssertTrue(host.displayLinks.first === link)
        XCTAssertEqual(host.displayRequests, 1)
        XCTAssertEqual(link.duration, 1.0 / 120)

        // When the host makes two frames, then the link is invalidated and a third made
        host.frame(at: 1)
        host.frame(at: 1.5)
        link.invalidate()
        host.frame(at: 2)

        // Then it fired on the first two, with the next frame's time as its target
        XCTAssertEqual(fired, [1, 1.5])
        XCTAssertEqual(link.targetTimestamp, 1.5 + 1.0 / 120)
        XCTAssertTrue(host.displayLinks.isEmpty)
    }
}
