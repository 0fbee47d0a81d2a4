import Foundation
import UIKit
import UIKitSnapshotTesting
import XCTest

/// `assertSnapshot`: a committed reference matches; a one-pixel change fails with
/// the diff's path; recording writes the reference.
final class AssertSnapshotTests: XCTestCase {
    /// Two coloured boxes: no text, so the picture does not depend on fonts.
    final class BoxesViewController: UIViewController {
        var boxColor = UIColor(rgb: 0x007AFF)

        override func loadView() {
            let root = UIView(frame: UIScreen.main.bounds)
            root.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
            box.backgroundColor = boxColor
            box.layer.cornerRadius = 8
            let bar = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
            bar.backgroundColor = UIColor(rgb: 0x34C759)
            root.addSubview(box)
            root.addSubview(bar)
            view = root
        }
    }

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testTheCommittedReferenceMatches() {
        assertSnapshot(of: BoxesViewController(), named: "boxes", size: CGSize(width: 200, height: 160), scale: 2)
    }

    func testTheReferenceLivesBesideTheTestFile() {
        XCTAssertEqual(SnapshotTesting.directory(forTestFile: "/src/Tests/AppTests/LoginTests.swift").path,
                       "/src/Tests/AppTests/__Snapshots__/LoginTests")
    }

    func testRecordingWritesTheReferenceThenItMatches() throws {
        let image = SnapshotTesting.render(BoxesViewController(), size: CGSize(width: 200, height: 160), scale: 1)

        let first = SnapshotTesting.verify(image, named: "boxes", in: scratch, tolerance: 2, record: false)
        let second = SnapshotTesting.verify(image, named: "boxes", in: scratch, tolerance: 2, record: false)

        XCTAssertEqual(first, .recorded(scratch.appendingPathComponent("boxes.png")))
        XCTAssertEqual(second, .matched)
    }

    func testAOnePixelChangeFailsNamingTheDiffAndWithinToleranceItPasses() throws {
        let image = SnapshotTesting.render(BoxesViewController(), size: CGSize(width: 200, height: 160), scale: 1)
        _ = SnapshotTesting.verify(image, named: "boxes", in: scratch, tolerance: 2, record: true)
        var changed = image
        changed[150, 150] = RGBA8(r: 255, g: 255, b: 250)

        let strict = SnapshotTesting.verify(changed, named: "boxes", in: scratch, tolerance: 2, record: false)
        let lenient = SnapshotTesting.verify(changed, named: "boxes", in: scratch, tolerance: 5, record: false)

        XCTAssertEqual(strict, .failed("Snapshot \"boxes\" does not match \(scratch.path)/boxes.png: 1 pixels differ by more than 2 (largest difference 5); see \(scratch.path)/boxes.diff.png and \(scratch.path)/boxes.actual.png"))
        XCTAssertEqual(lenient, .matched)
    }

    func testADifferentControllerDoesNotMatch() throws {
        let reference = SnapshotTesting.render(BoxesViewController(), size: CGSize(width: 200, height: 160), scale: 1)
        _ = SnapshotTesting.verify(reference, named: "boxes", in: scratch, tolerance: 2, record: true)
        let red = BoxesViewController()
        red.boxColor = .red

        let outcome = SnapshotTesting.verify(SnapshotTesting.render(red, size: CGSize(width: 200, height: 160), scale: 1),
                                             named: "boxes", in: scratch, tolerance: 2, record: false)

        guard case .failed(let message) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(message.contains("pixels differ"), message)
    }
}
