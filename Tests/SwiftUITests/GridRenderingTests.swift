import XCTest
@testable import SwiftUI

/// A lazy grid rendered headlessly (written to $SWIFTUI_SHOTS to look at): each cell
/// drawn in its colour at its frame, the spacing left as the background.
final class GridRenderingTests: XCTestCase {
    func testCellsAreDrawnAtTheirFramesWithTheSpacingBetweenThem() throws {
        try MainActor.assumeIsolated {
            // Given two 100-point columns (8 apart), rows 10 apart, four 50-point cells in pure colours
            let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                          Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 0)]
            let hosted = HostedContent(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
                ForEach(0..<4, id: \.self) { index in colors[index].frame(height: 50) }
            }
            .accessibilityIdentifier("grid"))
            // Then the 208 x 110 grid is centred in the 390 x 844 window: at (91, 367)
            XCTAssertEqual(hosted.frame("grid"), CGRect(x: 91, y: 367, width: 208, height: 110))
            let image = hosted.host.snapshot()
            if let directory = ProcessInfo.processInfo.environment["SWIFTUI_SHOTS"] {
                try hosted.host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("lazy-grid.png"))
            }
            let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
            // Each cell's first and last pixels are its colour
            let expected: [(x: Int, y: Int, color: RGBA8)] = [
                (91, 367, RGBA8(r: 255, g: 0, b: 0, a: 255)), (190, 416, RGBA8(r: 255, g: 0, b: 0, a: 255)),
                (199, 367, RGBA8(r: 0, g: 255, b: 0, a: 255)), (298, 416, RGBA8(r: 0, g: 255, b: 0, a: 255)),
                (91, 427, RGBA8(r: 0, g: 0, b: 255, a: 255)), (190, 476, RGBA8(r: 0, g: 0, b: 255, a: 255)),
                (199, 427, RGBA8(r: 0, g: 0, b: 0, a: 255)), (298, 476, RGBA8(r: 0, g: 0, b: 0, a: 255)),
            ]
            for point in expected {
                XCTAssertEqual(image.pixel(x: point.x, y: point.y), point.color, "at (\(point.x), \(point.y))")
            }
            // The 8-point column gap (191...198), the 10-point row gap (417...426) and the outside are background
            for x in 191...198 { XCTAssertEqual(image.pixel(x: x, y: 390), white, "column gap at x \(x)") }
            for y in 417...426 { XCTAssertEqual(image.pixel(x: 150, y: y), white, "row gap at y \(y)") }
            XCTAssertEqual(image.pixel(x: 90, y: 400), white)
            XCTAssertEqual(image.pixel(x: 299, y: 400), white)
            XCTAssertEqual(image.pixel(x: 150, y: 477), white)
        }
    }
}
