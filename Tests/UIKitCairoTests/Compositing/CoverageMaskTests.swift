import CCairo
import Foundation
import XCTest
import UIKit
@testable import UIKitCairo

/// Coverage masks rendered in bands (a rounded rectangle's corner rows and edge columns
/// only) against the same outline rendered whole by Cairo, byte for byte.
final class CoverageMaskTests: XCTestCase {
    /// Every pixel of `mask` against the outline's whole rendering.
    private func assertMatchesWholeRendering(_ mask: CoverageMask, _ raster: CoverageRaster, _ label: String,
                                             file: StaticString = #filePath, line: UInt = #line) {
        guard let whole = raster.render(PixelBox(x: 0, y: 0, width: mask.width, height: mask.height)),
              let data = cairo_image_surface_get_data(whole) else { return XCTFail("no rendering", file: file, line: line) }
        defer { cairo_surface_destroy(whole) }
        let stride = Int(cairo_image_surface_get_stride(whole))
        var wrong = 0, first: (Int, Int, UInt8, UInt8)?
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.coverage(x: x, y: y) != data[y * stride + x] {
                wrong += 1
                if first == nil { first = (x, y, mask.coverage(x: x, y: y), data[y * stride + x]) }
            }
        }
        XCTAssertEqual(wrong, 0, "\(label): \(wrong) pixels differ, first \(String(describing: first))", file: file, line: line)
        // The bands and the solid interior tile the mask: each pixel in exactly one.
        let area = mask.edgeBands.reduce(mask.solid.area) { $0 + $1.box.area }
        XCTAssertEqual(area, mask.width * mask.height, "\(label): bands and interior tile the mask", file: file, line: line)
    }

    private func box(for outline: GraphicsPath) -> PixelBox {
        let b = outline.bounds
        let x = Int(b.minX.rounded(.down)), y = Int(b.minY.rounded(.down))
        return PixelBox(x: x, y: y, width: Int(b.maxX.rounded(.up)) - x, height: Int(b.maxY.rounded(.up)) - y)
    }

    /// The outline moved into its box's pixels, as the cache renders it.
    private func raster(_ outline: GraphicsPath, alpha: UInt8 = 255) -> (CoverageRaster, PixelBox) {
        let box = box(for: outline)
        return (CoverageRaster(outline: outline.applying(CGAffineTransform(translationX: CGFloat(-box.x), y: CGFloat(-box.y))), alpha: alpha), box)
    }

    /// A closed polygon through `points`.
    private func polygon(_ points: [CGPoint]) -> GraphicsPath {
        var path = GraphicsPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }

    private func roundedRect(_ rect: CGRect, radius: Double) -> GraphicsPath {
        let corner = CGSize(width: radius, height: radius)
        return GraphicsPath(roundedRect: rect, topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner)
    }

    func testRoundedRectanglesAtEveryScaleOfAPushBackMatchTheirWholeRendering() throws {
        // The presenter pushed back: a window-sized rounded rectangle scaled about its
        // centre, at fractional offsets, frame after frame.
        for step in 0..<40 {
            let scale = 0.86 + Double(step) * 0.0035
            let width = 390 * scale, height = 844 * scale
            let rect = CGRect(x: (390 - width) / 2, y: 26.3 + Double(step) * 0.37, width: width, height: height)
            let radius = 10 + Double(step % 7)
            let (raster, box) = raster(roundedRect(rect, radius: radius))
            let mask = try XCTUnwrap(raster.bandedMask(width: box.width, height: box.height), "banded at step \(step)")
            assertMatchesWholeRendering(mask, raster, "step \(step)")
            // Only the corners' rows and the edge columns are kept, not the interior.
            let kept = mask.edgeBands.reduce(0) { $0 + $1.box.area }
            XCTAssertLessThan(kept, box.width * box.height / 8, "step \(step): \(kept) of \(box.width * box.height) pixels in bands")
            // The interior: the straight sides' rows, inside what the whole rendering finds solid.
            let whole = try XCTUnwrap(raster.wholeMask(width: box.width, height: box.height))
            XCTAssertEqual(mask.solid.intersection(whole.solid), mask.solid, "step \(step)")
            XCTAssertEqual(mask.solid.x, whole.solid.x, "step \(step)")
            XCTAssertEqual(mask.solid.width, whole.solid.width, "step \(step)")
            XCTAssertEqual(mask.solid.y, Int((Double(rect.minY) + radius).rounded(.up)) - box.y, "step \(step): below the corners")
        }
    }

    func testRoundedRectanglesWithUnevenCornersMatchTheirWholeRendering() throws {
        var banded = 0
        for i in 0..<12 {
            let f = Double(i) * 0.173
            let corner = CGSize(width: 2 + Double(i) * 3.5, height: 1 + Double(i) * 1.5)
            let outline = GraphicsPath(roundedRect: CGRect(x: 0.5 + f, y: 0.25, width: 120.7, height: 60.2 + f),
                                       topLeft: corner, topRight: CGSize(width: 1, height: 1),
                                       bottomRight: CGSize(width: corner.height, height: corner.width), bottomLeft: .zero)
            let (raster, box) = raster(outline)
            guard let mask = raster.bandedMask(width: box.width, height: box.height) else { continue }
            banded += 1
            assertMatchesWholeRendering(mask, raster, "uneven corners \(i)")
        }
        XCTAssertGreaterThanOrEqual(banded, 6)
    }

    func testOutlinesWithoutStraightSidesInTheMiddleAreRenderedWhole() throws {
        var outlines: [(String, GraphicsPath)] = []
        for i in 0..<6 {
            let f = Double(i) * 0.173
            outlines.append(("oval \(i)", GraphicsPath(ovalIn: CGRect(x: 3.3 + f, y: 5.7 - f, width: 40 + Double(i) * 13.1, height: 90 - Double(i) * 3.7))))
            let rotation = CGAffineTransform(rotationAngle: CGFloat(0.05 + Double(i) * 0.11))
            outlines.append(("rotated \(i)", GraphicsPath(rect: CGRect(x: -30, y: -20, width: 60 + f, height: 40))
                                .applying(rotation.concatenating(CGAffineTransform(translationX: 80.4, y: 60.6)))))
        }
        // An L shape: a level edge across its middle row.
        outlines.append(("L", polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10.5, y: 0), CGPoint(x: 10.5, y: 20.5), CGPoint(x: 40, y: 20.5),
                                       CGPoint(x: 40, y: 40.5), CGPoint(x: 0, y: 40.5)])))
        for (label, outline) in outlines {
            let (raster, box) = raster(outline)
            XCTAssertNil(raster.bandedMask(width: box.width, height: box.height), label)
            let mask = try XCTUnwrap(CoverageMaskCache().mask(for: outline, box: box, alpha: 255), label)
            assertMatchesWholeRendering(mask, raster, label)
        }
    }

    func testAShapeWithStraightMiddleRowsIsBandedWhateverItsCorners() throws {
        // A tall L: its middle rows cross only its two vertical sides.
        let tall = polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10.5, y: 0), CGPoint(x: 10.5, y: 10), CGPoint(x: 40, y: 10),
                            CGPoint(x: 40, y: 90.5), CGPoint(x: 0, y: 90.5)])
        let (raster, box) = raster(tall)
        let mask = try XCTUnwrap(raster.bandedMask(width: box.width, height: box.height))
        XCTAssertEqual(mask.solid, PixelBox(x: 0, y: 10, width: 40, height: 80))
        assertMatchesWholeRendering(mask, raster, "tall L")
    }

    func testAFadedOutlineIsOneBandTheWholeMask() throws {
        // At an alpha below 1 no pixel is 255: one band, the whole mask.
        let rounded = roundedRect(CGRect(x: 0.5, y: 0.5, width: 50, height: 30), radius: 6)
        let (faded, fadedBox) = raster(rounded, alpha: 128)
        XCTAssertNil(faded.bandedMask(width: fadedBox.width, height: fadedBox.height))
        let fadedMask = try XCTUnwrap(CoverageMaskCache().mask(for: rounded, box: fadedBox, alpha: 128))
        XCTAssertTrue(fadedMask.solid.isEmpty)
        XCTAssertEqual(fadedMask.edgeBands.map(\.box), [PixelBox(x: 0, y: 0, width: fadedBox.width, height: fadedBox.height)])
        assertMatchesWholeRendering(fadedMask, faded, "faded")
    }

    func testAPieceOutsideTheInteriorIsSplitAtTheBandsItCrosses() throws {
        // A rounded card; a damaged box at its left edge spanning the corner rows and the
        // straight side: one masked piece per band, each inside its band.
        let outline = GraphicsPath(roundedRect: CGRect(x: 0.5, y: 0, width: 100, height: 80), topLeft: CGSize(width: 12, height: 12),
                                   topRight: CGSize(width: 12, height: 12), bottomRight: .zero, bottomLeft: .zero)
        let mask = try XCTUnwrap(CoverageMaskCache().mask(for: outline, box: PixelBox(x: 0, y: 0, width: 101, height: 80), alpha: 255))
        XCTAssertEqual(mask.solid, PixelBox(x: 1, y: 12, width: 99, height: 68))
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 101, 80))
        defer { cairo_surface_destroy(surface) }
        final class Owner {}
        let layer = LayerComposite(bitmap: surface, bitmapOwner: Owner(), bitmapGeneration: 1, opaque: true,
                                   transform: [65536, 0, 0, 0, 65536, 0], nearest: true, mask: mask, maskOrigin: (0, 0), alpha: 255,
                                   box: PixelBox(x: 0, y: 0, width: 101, height: 80))
        let part = PixelBox(x: 0, y: 0, width: 1, height: 40)
        let pieces = layer.bands(of: part)
        XCTAssertGreaterThanOrEqual(pieces.count, 2)
        for piece in pieces {
            XCTAssertTrue(piece.masked)
            let band = try XCTUnwrap(layer.maskBand(for: piece.box))
            XCTAssertEqual(band.box.intersection(piece.box), piece.box, "\(piece.box) inside its band \(band.box)")
        }
        XCTAssertEqual(pieces.reduce(0) { $0 + $1.box.area }, part.area)
    }
}
