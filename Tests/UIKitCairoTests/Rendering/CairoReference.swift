import CCairo
import Foundation
import UIKit
import XCTest

/// A view that draws with a closure in `draw(_:)`, given the current context.
final class ClosureDrawingView: UIView {
    var drawing: (CGContext) -> Void = { _ in }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawing(context)
    }
}

/// What a window of `width` x `height` points on white shows when a
/// full-window view draws with `drawing`.
func renderWithCGContext(width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                         _ drawing: @escaping (CGContext) -> Void) -> PixelBuffer {
    let host = makeRenderingHost(width: width, height: height, scale: scale)
    let view = ClosureDrawingView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.drawing = drawing
    host.window.addSubview(view)
    return host.snapshot()
}

/// The same scene drawn with Cairo calls directly: white, then `draw` in points.
func cairoReference(width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                    _ draw: (OpaquePointer) -> Void) -> PixelBuffer {
    let surface = ImageSurface(pointSize: CGSize(width: width, height: height), scale: scale)
    let cr = cairo_create(surface.surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_scale(cr, Double(scale), Double(scale))
    draw(cr)
    cairo_destroy(cr)
    return surface.pixelBuffer()
}

/// Adds `path`'s elements to a Cairo context as its path.
func cairoAddPath(_ cr: OpaquePointer, _ path: GraphicsPath) {
    cairo_new_path(cr)
    for element in path.elements {
        switch element {
        case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
        case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
        case .curve(let a, let b, let p): cairo_curve_to(cr, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y))
        case .close: cairo_close_path(cr)
        }
    }
}

/// Asserts two renderings are identical, naming the first few differing pixels.
func assertSamePixels(_ actual: PixelBuffer, _ expected: PixelBuffer, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.width, expected.width, file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, file: file, line: line)
    guard actual.width == expected.width, actual.height == expected.height else { return }
    var differences: [String] = []
    var count = 0
    for y in 0..<actual.height {
        for x in 0..<actual.width where actual.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
            count += 1
            if differences.count < 5 { differences.append("\(x),\(y): \(actual.pixel(x: x, y: y)) vs \(expected.pixel(x: x, y: y))") }
        }
    }
    XCTAssertEqual(count, 0, "differing pixels: \(differences)", file: file, line: line)
}
