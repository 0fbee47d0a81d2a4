import CCairo
import Foundation
import QuartzCore
import UIKit
@testable import UIKitCairo
import XCTest

/// A replicator whose instances are tinted (a colour-multiplied group, which RENDER
/// does not have) no longer sends the frame to the client: each tinted instance is
/// drawn on the client into a bitmap of its ink and composited like a rasterized
/// layer, and the composited frame is the client's render, pixel for pixel.
final class TintedReplicatorCompositeTests: XCTestCase {
    private func makeReplicatorHost() -> HeadlessHost {
        let host = makeRenderingHost(width: 120, height: 60)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let replicator = CAReplicatorLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.frame = CGRect(x: 5, y: 10, width: 110, height: 40)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(35, 0, 0)
        replicator.instanceColor = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1).cgColor
        replicator.instanceGreenOffset = 0.25
        replicator.instanceAlphaOffset = -0.25
        let square = CALayer()
        square.frame = CGRect(x: 2, y: 4, width: 30, height: 30)
        square.backgroundColor = UIColor(red: 0.8, green: 0.8, blue: 1, alpha: 1).cgColor
        replicator.addSublayer(square)
        holder.layer.addSublayer(replicator)
        CATransaction.commit()
        host.window.addSubview(holder)
        return host
    }

    func testATintedReplicatorComposesToTheClientsPixels() {
        // Given three tinted instances (orange-tinted, greener and fainter each time) over white
        let host = makeReplicatorHost()
        let client = host.snapshot()

        // When the frame is recorded as composites
        let refusal = host.renderer.compositeRefusal(for: host.window, scale: 1, pixelWidth: 120, pixelHeight: 60)
        let plan = host.renderer.compositePlan(for: host.window, scale: 1, pixelWidth: 120, pixelHeight: 60)

        // Then it composes: the white fill, then one bitmap per instance, the box of its square
        XCTAssertNil(refusal)
        guard let plan else { return XCTFail("the frame was refused") }
        let layerBoxes: [PixelBox] = plan.steps.compactMap { if case let .layer(layer, _) = $0 { return layer.box } else { return nil } }
        XCTAssertEqual(layerBoxes, [PixelBox(x: 7, y: 14, width: 30, height: 30), PixelBox(x: 42, y: 14, width: 30, height: 30),
                                    PixelBox(x: 77, y: 14, width: 30, height: 30)])
        // And performed in software, the plan gives the client's pixels exactly
        let composed = perform(plan, width: 120, height: 60)
        XCTAssertEqual(composed.count, client.width * client.height)
        var differing = 0
        for y in 0..<60 {
            for x in 0..<120 where composed[y * 120 + x] != client.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0)
        // And the instances are tinted: the first (0.8, 0.8, 1) × (1, 0.5, 0.25), the second greener and fainter
        XCTAssertEqual(client.pixel(x: 20, y: 30), RGBA8(r: 204, g: 102, b: 64))
        XCTAssertNotEqual(client.pixel(x: 55, y: 30), client.pixel(x: 20, y: 30))
    }

    /// The plan's fills and layer composites done by pixman on a white-less ARGB surface.
    private func perform(_ plan: CompositePlan, width: Int, height: Int) -> [RGBA8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        for step in plan.steps {
            switch step {
            case let .fill(box, color, replace):
                cairo_save(cairo)
                cairo_rectangle(cairo, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
                cairo_clip(cairo)
                if replace { cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE) }
                cairo_set_source_rgba(cairo, Double(color.red) / 65535, Double(color.green) / 65535, Double(color.blue) / 65535,
                                      Double(color.alpha) / 65535)
                cairo_paint(cairo)
                cairo_restore(cairo)
            case let .layer(layer, clip):
                cairo_surface_flush(surface)
                layer.perform(on: surface, clip: [clip])
                cairo_surface_mark_dirty(surface)
            case .shadow:
                XCTFail("no shadows here")
            }
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [RGBA8] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                pixels.append(RGBA8(r: UInt8((p >> 16) & 0xFF), g: UInt8((p >> 8) & 0xFF), b: UInt8(p & 0xFF), a: UInt8(p >> 24)))
            }
        }
        return pixels
    }
}
