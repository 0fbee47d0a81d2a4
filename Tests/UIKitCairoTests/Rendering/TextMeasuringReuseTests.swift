import UIKit
@testable import UIKitCairo
import XCTest

/// A label is measured unlimited (its intrinsic size), then within its bounds, then
/// shaped to draw: `PangoTextSystem` answers the second from the first when the text
/// fits, and drawing at scale 1 takes the layout measuring made. Both must give
/// exactly what Pango gives when asked directly.
final class TextMeasuringReuseTests: XCTestCase {
    private let texts = ["Edit", "Discard changes?", "Two\nlines", "One\ntwo\nthree", "trailing   ",
                         "שלום עולם", "مرحبا بالعالم", "A longer sentence that wraps at narrow widths, surely."]
    private let alignments: [NSTextAlignment] = [.natural, .left, .center, .right, .justified]

    func testAWidthsMeasurementAnsweredFromTheUnlimitedOneIsWhatPangoGivesAtThatWidth() {
        var answered = 0
        for text in texts {
            for alignment in alignments {
                for lines in [0, 1, 2] {
                    let run = TextRun(text: text, font: .systemFont(ofSize: 17), alignment: alignment,
                                      lineBreakMode: .byTruncatingTail, numberOfLines: lines)
                    // Given the run measured unlimited by one text system,
                    let reusing = PangoTextSystem()
                    let unlimited = reusing.size(of: run, maxWidth: nil)
                    let logical = reusing.measurements.kept(TextMeasureKey(run, width: nil))!.logicalWidth
                    let exactWidth = CGFloat(logical) / CGFloat(1024)
                    for width in [8, 60, exactWidth - 1.0 / 1024, exactWidth, unlimited.width, unlimited.width + 40, 2000] {
                        // when it is measured within a width, and a fresh text system measures only that width,
                        let direct = PangoTextSystem()
                        let label = "\(text.debugDescription) \(alignment) lines \(lines) width \(width)"
                        // then both give the same size and baseline.
                        XCTAssertEqual(reusing.size(of: run, maxWidth: width), direct.size(of: run, maxWidth: width), label)
                        XCTAssertEqual(reusing.firstBaseline(of: run, maxWidth: width),
                                       direct.firstBaseline(of: run, maxWidth: width), label)
                        XCTAssertEqual(direct.measuringReuse.answeredFromUnlimited, 0, label)
                    }
                    answered += reusing.measuringReuse.answeredFromUnlimited
                }
            }
        }
        // and the shortcut was taken where the text fits (not for justified text).
        XCTAssertGreaterThan(answered, 100)
    }

    func testALineLimitCountsEveryParagraphsLinesAndTooLongTextIsMeasuredAfresh() {
        let system = PangoTextSystem()
        let run = TextRun(text: "One\ntwo\nthree", font: .systemFont(ofSize: 17), numberOfLines: 2)
        let line = system.size(of: TextRun(text: "Ag", font: .systemFont(ofSize: 17)), maxWidth: nil).height
        // Given three paragraphs limited to two lines: UIKit's limit counts every line, not
        // Pango's lines per paragraph, so two lines, the second ending in an ellipsis,
        XCTAssertEqual(system.size(of: run, maxWidth: nil).height, 2 * line)
        XCTAssertEqual(system.size(of: run, maxWidth: nil).width,
                       system.size(of: TextRun(text: "One\ntwo\u{2026}", font: .systemFont(ofSize: 17), numberOfLines: 0), maxWidth: nil).width)
        // and within a wide width the same two lines.
        XCTAssertEqual(system.size(of: run, maxWidth: 500).height, 2 * line)
        // A first paragraph wrapping to two lines leaves no room for the second.
        let wrapping = TextRun(text: "A first paragraph that wraps\nSecond", font: .systemFont(ofSize: 17), numberOfLines: 2)
        XCTAssertEqual(system.size(of: wrapping, maxWidth: 120).height, 2 * line)
        let unlimitedAnswers = system.measuringReuse.answeredFromUnlimited
        // A single line too long for its width is not answered from the unlimited measurement.
        let long = TextRun(text: "A sentence too long for sixty points", font: .systemFont(ofSize: 17))
        _ = system.size(of: long, maxWidth: nil)
        XCTAssertEqual(system.size(of: long, maxWidth: 60).width, 60)
        XCTAssertEqual(system.measuringReuse.answeredFromUnlimited, unlimitedAnswers)
    }

    func testLabelsDrawnFromTheirMeasuringLayoutLookLikeLabelsShapedAfresh() {
        // Given labels measured for their intrinsic size before the first frame: left-to-right
        // text that fits, right-to-left text, centred text and text truncated by its bounds,
        let host = makeRenderingHost(width: 300, height: 220, scale: 1)
        let specs: [(String, NSTextAlignment)] = [("Cancel editing", .natural), ("שלום עולם", .natural),
                                                  ("Title", .center), ("A title far too long for its bounds", .natural)]
        for (index, (text, alignment)) in specs.enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 44, width: 200, height: 36))
            label.text = text
            label.textAlignment = alignment
            label.textColor = .black
            host.window.addSubview(label)
            _ = label.intrinsicContentSize
        }
        // and a hidden label measured but never drawn,
        let hidden = UILabel(frame: CGRect(x: 20, y: 190, width: 200, height: 20))
        hidden.text = "measured, never drawn"
        hidden.isHidden = true
        host.window.addSubview(hidden)
        _ = hidden.intrinsicContentSize

        // when the first frame is drawn,
        let shown = host.snapshot()

        // then the three that fit were sized from their unlimited measurement, the left-to-right
        // one drew its measuring layout, the truncated one the layout measured at its width,
        let system = host.renderer.text
        XCTAssertEqual(system.measuringReuse.answeredFromUnlimited, 3)
        XCTAssertEqual(system.measuringReuse.layoutsHandedToDrawing, 2)
        XCTAssertEqual(system.statistics.shaped, 4)
        // the pixels are those of text shaped afresh (the right-to-left one still right-aligned),
        let uncached = PangoTextSystem()
        uncached.cachesText = false
        let expected = CairoViewRenderer(text: uncached).snapshot(host.window, scale: 1)
        XCTAssertLessThanOrEqual(LayerCacheRenderingTests.largestChannelDifference(shown, expected), 1)
        // and what measuring shaped and drawing did not take is gone with the frame.
        XCTAssertFalse(system.cachedTexts.contains("measured, never drawn"))
    }
}
