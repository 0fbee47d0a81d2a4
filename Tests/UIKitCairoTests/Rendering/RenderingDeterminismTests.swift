import Foundation
import UIKit
import XCTest

/// A composition exercising everything the renderer does: shadow, corners, clipping, alpha, transform, text.
func buildComposition(in host: HeadlessHost) {
    let window = host.window
    window.backgroundColor = .systemGroupedBackground

    let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 140))
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    window.addSubview(card)

    let title = UILabel(frame: CGRect(x: 16, y: 12, width: 168, height: 28))
    title.text = "Træk-ned · Étape à ç"
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    card.addSubview(title)

    let body = UILabel(frame: CGRect(x: 16, y: 44, width: 168, height: 44))
    body.text = "Glisser vers le bas pour fermer la fiche, ø å æ"
    body.font = .systemFont(ofSize: 13)
    body.textColor = .secondaryLabel
    body.numberOfLines = 2
    card.addSubview(body)

    let clip = UIView(frame: CGRect(x: 16, y: 96, width: 60, height: 32))
    clip.layer.cornerRadius = 16
    clip.clipsToBounds = true
    clip.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 60, height: 32), .systemBlue))
    card.addSubview(clip)

    let group = UIView(frame: CGRect(x: 90, y: 96, width: 90, height: 32))
    group.alpha = 0.5
    group.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 60, height: 32), .systemRed))
    group.addSubview(makeColoredView(CGRect(x: 30, y: 0, width: 60, height: 32), .systemGreen))
    card.addSubview(group)

    let tilted = makeColoredView(CGRect(x: 60, y: 190, width: 80, height: 40), .systemOrange)
    tilted.layer.cornerRadius = 8
    tilted.transform = CGAffineTransform(rotationAngle: .pi / 8)
    window.addSubview(tilted)

    let truncated = UILabel(frame: CGRect(x: 20, y: 250, width: 200, height: 22))
    truncated.text = "A very long single line that must end with an ellipsis inside its bounds"
    window.addSubview(truncated)
}

final class RenderingDeterminismTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testTwoHostsWithTheSameCallsGiveTheSameBytesAtScale1And2() {
        for scale: CGFloat in [1, 2] {
            // Given two hosts built with identical calls
            let first = HeadlessHost(size: CGSize(width: 240, height: 290), scale: scale)
            let second = HeadlessHost(size: CGSize(width: 240, height: 290), scale: scale)
            buildComposition(in: first)
            buildComposition(in: second)

            // When both are encoded as PNG
            let a = first.pngData()
            let b = second.pngData()

            // Then the bytes are identical
            XCTAssertEqual(a, b, "scale \(scale)")
            XCTAssertGreaterThan(a.count, 1000)
        }
    }

    func testRenderingTwiceGivesTheSameBytes() {
        // Given one host
        let host = HeadlessHost(size: CGSize(width: 240, height: 290), scale: 2)
        buildComposition(in: host)

        // When it is snapshotted twice (the second time with warm shadow and text caches)
        let first = host.pngData()
        let second = host.pngData()

        // Then nothing changed
        XCTAssertEqual(first, second)
    }

    func testTheWrittenPNGDecodesToTheSnapshotPixels() throws {
        for scale: CGFloat in [1, 2] {
            // Given a composition
            let host = HeadlessHost(size: CGSize(width: 240, height: 290), scale: scale)
            buildComposition(in: host)
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("found-rendering-\(ProcessInfo.processInfo.processIdentifier)-\(Int(scale)).png")
            defer { try? FileManager.default.removeItem(at: url) }

            // When written and decoded back
            try host.writePNG(to: url)
            let decoded = try PNGDecoder(data: Data(contentsOf: url)).image()

            // Then the pixels are the snapshot's, at device size
            let snapshot = host.snapshot()
            XCTAssertEqual(decoded.width, 240 * Int(scale))
            XCTAssertEqual(decoded.height, 290 * Int(scale))
            XCTAssertEqual(decoded, snapshot, "scale \(scale)")
        }
    }
}
