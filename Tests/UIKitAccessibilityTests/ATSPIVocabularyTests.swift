import CGio
import XCTest
@testable import UIKitAccessibility
import UIKitCore

/// The numbers the bus carries (at-spi2-core 2.46's `atspi-constants.h`) and
/// the text segments the Text interface answers with.
final class ATSPIVocabularyTests: XCTestCase {
    func testRolesHaveAtspiNumbersAndNames() {
        XCTAssertEqual(ATSPIVocabulary.role(.frame).number, 23)
        XCTAssertEqual(ATSPIVocabulary.role(.dialog).number, 16)
        XCTAssertEqual(ATSPIVocabulary.role(.alert).number, 2)
        XCTAssertEqual(ATSPIVocabulary.role(.pushButton).number, 43)
        XCTAssertEqual(ATSPIVocabulary.role(.toggleButton).number, 62)
        XCTAssertEqual(ATSPIVocabulary.role(.entry).number, 79)
        XCTAssertEqual(ATSPIVocabulary.role(.passwordText).number, 40)
        XCTAssertEqual(ATSPIVocabulary.role(.listItem).name, "list item")
        XCTAssertEqual(Set(AccessibleRole.allCases.map { ATSPIVocabulary.role($0).number }).count, AccessibleRole.allCases.count)
    }

    func testStatesPackIntoTwoWordsOfBits() {
        // focused 12, showing 25, visible 30, checkable 41 (bit 9 of the second word)
        XCTAssertEqual(ATSPIVocabulary.stateWords([.focused, .showing, .visible, .checkable]),
                       [(1 << 12) | (1 << 25) | (1 << 30), 1 << 9])
        XCTAssertEqual(ATSPIVocabulary.stateWords([]), [0, 0])
        XCTAssertEqual(ATSPIVocabulary.stateName(.singleLine), "single-line")
        for (state, _) in AccessibleStates.named { XCTAssertNotNil(ATSPIVocabulary.stateNumber(state), "\(state)") }
    }

    func testTextSegmentsByCharacterWordAndLine() {
        let text = "Glisser pour\nrejeter"
        XCTAssertEqual(TextSegment.at(1, in: text, .character), 1..<2)
        XCTAssertEqual(TextSegment.at(2, in: text, .word), 0..<8)        // "Glisser " with its space
        XCTAssertEqual(TextSegment.at(9, in: text, .word), 8..<12)       // "pour"
        XCTAssertEqual(TextSegment.at(3, in: text, .line), 0..<13)       // the first line and its newline
        XCTAssertEqual(TextSegment.at(15, in: text, .line), 13..<20)
        XCTAssertEqual(TextSegment.at(20, in: text, .word), 20..<20)     // the end
        XCTAssertEqual(TextSegment.Granularity(boundary: 1), .word)
        XCTAssertEqual(TextSegment.Granularity(stringGranularity: 3), .line)
    }

    func testVariantsRoundTrip() {
        let tuple = g_variant_ref_sink(Variant.tuple([Variant.int32(-7), Variant.uint32(9), Variant.string("é"), Variant.bool(true)]))!
        defer { g_variant_unref(tuple) }
        XCTAssertEqual(Variant.int32(of: tuple, 0), -7)
        XCTAssertEqual(Variant.uint32(of: tuple, 1), 9)
        XCTAssertEqual(Variant.string(of: tuple, 2), "é")
        XCTAssertTrue(Variant.bool(of: tuple, 3))
        let half = g_variant_ref_sink(Variant.double(0.5))!
        defer { g_variant_unref(half) }
        XCTAssertEqual(Variant.number(half), 0.5)
    }
}
