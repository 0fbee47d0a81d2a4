import Foundation
import UIKitImaging

/// A directory of reference PNGs ("goldens"), checked or rewritten by name.
///
/// A mismatch writes `NAME.diff.png` (the reference faded, differing pixels red)
/// and `NAME.actual.png` next to the golden `NAME.png`; a later match removes them.
public struct SnapshotGoldens {
    public let directory: URL
    public let tolerance: Int

    /// The result of checking one image.
    public enum Outcome: Equatable {
        case matched
        /// No golden of that name (the actual image was written for review).
        case missing(actual: URL)
        case differs(SnapshotComparison, diff: URL, actual: URL)
    }

    public init(directory: URL, tolerance: Int) {
        self.directory = directory
        self.tolerance = tolerance
    }

    /// The golden's file (`name` ends in .png).
    public func golden(_ name: String) -> URL { directory.appendingPathComponent(name) }

    public func diffFile(_ name: String) -> URL { directory.appendingPathComponent(Self.stem(name) + ".diff.png") }
    public func actualFile(_ name: String) -> URL { directory.appendingPathComponent(Self.stem(name) + ".actual.png") }

    /// Compares `image` with the golden `name`.
    public func check(_ image: PixelBuffer, named name: String) throws -> Outcome {
        let goldenURL = golden(name)
        guard let data = FileManager.default.contents(atPath: goldenURL.path) else {
            try PNGEncoder().write(image, to: actualFile(name))
            return .missing(actual: actualFile(name))
        }
        let expected: PixelBuffer
        do { expected = try PNGDecoder(data: data).image() } catch {
            throw SnapshotGoldensError(description: "\(goldenURL.path) is not a PNG this can read: \(error)")
        }
        let comparison = SnapshotComparison(image, expected, tolerance: tolerance)
        if comparison.matches {
            try? FileManager.default.removeItem(at: diffFile(name))
            try? FileManager.default.removeItem(at: actualFile(name))
            return .matched
        }
        try PNGEncoder().write(SnapshotComparison.diffImage(image, expected, tolerance: tolerance), to: diffFile(name))
        try PNGEncoder().write(image, to: actualFile(name))
        return .differs(comparison, diff: diffFile(name), actual: actualFile(name))
    }

    /// Writes `image` as the golden `name` (atomically), removing old diff and actual files.
    public func update(_ image: PixelBuffer, named name: String) throws {
        try PNGEncoder().write(image, to: golden(name))
        try? FileManager.default.removeItem(at: diffFile(name))
        try? FileManager.default.removeItem(at: actualFile(name))
    }

    /// `name` without its `.png`.
    static func stem(_ name: String) -> String {
        name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    }

    /// The golden name of an output: its file name with `.png` for its extension
    /// (`docs/flick.gif` → `flick.png`, `frames/` → `frames.png`).
    public static func name(forOutput path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let file = (trimmed as NSString).lastPathComponent
        return ((file as NSString).deletingPathExtension) + ".png"
    }
}

public struct SnapshotGoldensError: Error, CustomStringConvertible {
    public let description: String
}

extension SnapshotGoldens.Outcome {
    /// One line for the report.
    func report(name: String, goldens: SnapshotGoldens) -> String? {
        switch self {
        case .matched: return nil
        case .missing(let actual):
            return "\(goldens.golden(name).relativePath): no such golden (run with --update to create it); wrote \(actual.relativePath)"
        case .differs(let comparison, let diff, let actual):
            let what = comparison.sizesMatch
                ? "\(comparison.differingPixels) pixels differ by more than \(comparison.tolerance) (largest difference \(comparison.maximumDifference))"
                : "the size differs"
            return "\(goldens.golden(name).relativePath): \(what); wrote \(diff.relativePath) and \(actual.relativePath)"
        }
    }
}
