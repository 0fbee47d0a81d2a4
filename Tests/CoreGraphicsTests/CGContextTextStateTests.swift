import CoreGraphics
import XCTest

/// Core Graphics' text state: kept as set, and not part of the saved graphics state.
final class CGContextTextStateTests: XCTestCase {
    func testTheTextMatrixAndPositionAreKeptAndOutliveRestoreGState() {
        // Given a context whose text matrix is flipped inside a saved state
        let context = CGContext(backend: RecordingBackend())
        XCTAssertEqual(context.textMatrix, .identity)
        context.saveGState()
        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        context.textPosition = CGPoint(x: 3, y: 4)
        context.setFont(CGFont("DejaVu Sans" as NSString)!)
        context.setFontSize(12)
        context.setTextDrawingMode(.stroke)

        // When the state is restored
        context.restoreGState()

        // Then the text settings stay, as in Core Graphics
        XCTAssertEqual(context.textMatrix, CGAffineTransform(scaleX: 1, y: -1))
        XCTAssertEqual(context.textPosition, CGPoint(x: 3, y: 4))
    }

    func testAFontIsNamedAndAnEmptyNameIsNone() {
        XCTAssertEqual(CGFont("Helvetica")?.fullName, "Helvetica")
        XCTAssertEqual(CGFont("Helvetica" as NSString)?.postScriptName, "Helvetica")
        XCTAssertNil(CGFont(""))
        XCTAssertEqual(CGFont("A"), CGFont("A"))
    }
}
