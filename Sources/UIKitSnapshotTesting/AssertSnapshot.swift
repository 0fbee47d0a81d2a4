import Foundation
import UIKitCairo
import UIKitCore
import UIKitImaging
import UIKitTapes
import XCTest

/// Snapshot testing for view controllers, the iOS habit without a simulator: the
/// controller is rendered headlessly (`HeadlessHost`, the same code as the window)
/// and compared with a reference PNG next to the test file, within a per-channel
/// tolerance.
///
/// ```swift
/// assertSnapshot(of: LoginViewController(), named: "login", size: CGSize(width: 390, height: 844), scale: 2)
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/<name>.png` beside the test file.
/// When it is missing, or with `record: true`, or with the environment variable
/// `SNAPSHOT_RECORD=1`, the rendering is written as the reference and the test
/// fails once (so recording is never left on by accident); run it again. On a
/// mismatch the test fails naming `<name>.diff.png` (differing pixels in red)
/// and `<name>.actual.png`, written next to the reference.
public func assertSnapshot(of viewController: UIViewController, named name: String,
                           size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
                           tolerance: Int = 2, record: Bool = false, snapshotDirectory: URL? = nil,
                           file: StaticString = #filePath, line: UInt = #line) {
    let directory = snapshotDirectory ?? SnapshotTesting.directory(forTestFile: "\(file)")
    let recording = record || ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    let image = SnapshotTesting.render(viewController, size: size, scale: scale)
    switch SnapshotTesting.verify(image, named: name, in: directory, tolerance: tolerance, record: recording) {
    case .matched:
        break
    case .recorded(let url):
        XCTFail("Recorded the snapshot \(url.path); run the test again (without record) to compare against it", file: file, line: line)
    case .failed(let message):
        XCTFail(message, file: file, line: line)
    }
}

/// The pieces of `assertSnapshot`, for other test helpers.
public enum SnapshotTesting {
    public enum Verification: Equatable {
        case matched
        /// The image was written as the reference.
        case recorded(URL)
        case failed(String)
    }

    /// `__Snapshots__/<TestFile>/` beside the test file at `path`.
    public static func directory(forTestFile path: String) -> URL {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
    }

    /// The controller as the window shows it once every animation has finished.
    public static func render(_ viewController: UIViewController, size: CGSize, scale: CGFloat) -> PixelBuffer {
        let host = HeadlessHost(size: size, scale: scale)
        host.window.rootViewController = viewController
        host.runUntilIdle()
        return host.snapshot()
    }

    /// Compares `image` with `<directory>/<name>.png`, or records it.
    public static func verify(_ image: PixelBuffer, named name: String, in directory: URL, tolerance: Int, record: Bool) -> Verification {
        let goldens = SnapshotGoldens(directory: directory, tolerance: tolerance)
        let file = name + ".png"
        do {
            if record || !FileManager.default.fileExists(atPath: goldens.golden(file).path) {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try goldens.update(image, named: file)
                return .recorded(goldens.golden(file))
            }
            switch try goldens.check(image, named: file) {
            case .matched: return .matched
            case .missing(let actual): return .failed("No reference snapshot \(goldens.golden(file).path); wrote \(actual.path)")
            case .differs(let comparison, let diff, let actual):
                let what = comparison.sizesMatch
                    ? "\(comparison.differingPixels) pixels differ by more than \(tolerance) (largest difference \(comparison.maximumDifference))"
                    : "the size differs"
                return .failed("Snapshot \"\(name)\" does not match \(goldens.golden(file).path): \(what); see \(diff.path) and \(actual.path)")
            }
        } catch {
            return .failed("Snapshot \"\(name)\": \(error)")
        }
    }
}
