import Foundation
import XCTest
@testable import UIKitCore

/// `UIFont.fontName` is a PostScript-style "Family-Style" name, and `UIFont(name:size:)`
/// reads one back to the same family, weight and slant.
final class UIFontNameTests: XCTestCase {
    func testEveryStandardWeightAndSlantRoundTripsThroughItsName() {
        // Given every standard weight, upright and italic
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for weight in weights {
            for italic in [false, true] {
                let font = UIFont(familyName: "DejaVu Sans", pointSize: 13, weight: weight, isItalic: italic)

                // When it is made again from its name
                let again = UIFont(name: font.fontName, size: 13)

                // Then it is the same font
                XCTAssertEqual(again, font, font.fontName)
            }
        }
    }

    func testNamesAreTheFamilyThenTheStyle() {
        // Given a few faces
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.systemFont(ofSize: 17, weight: .bold)
        let semiboldItalic = UIFont(familyName: "Lato", pointSize: 12, weight: .semibold, isItalic: true)
        let between = UIFont(familyName: "Lato", pointSize: 12, weight: UIFont.Weight(rawValue: 0.45))

        // Then the regular face is the family alone, the others add their style; a weight
        // between the named ones takes its numeric weight's name (0.45 draws as 700, bold)
        XCTAssertEqual(regular.fontName, "DejaVu Sans")
        XCTAssertEqual(bold.fontName, "DejaVu Sans-Bold")
        XCTAssertEqual(semiboldItalic.fontName, "Lato-SemiBoldItalic")
        XCTAssertEqual(between.fontName, "Lato-Bold")
        XCTAssertEqual(UIFont(name: "Lato-Bold", size: 12), UIFont(familyName: "Lato", pointSize: 12, weight: .bold))
    }

    func testANameWithoutAStyleWordIsAllFamily() {
        // Given names whose last dash is not followed by a style
        let dashed = UIFont(name: "Noto-Sans", size: 10)
        let trailing = UIFont(name: "Odd-", size: 10)

        // Then the whole name is the family, regular and upright; an empty name gives nil
        XCTAssertEqual(dashed, UIFont(familyName: "Noto-Sans", pointSize: 10))
        XCTAssertEqual(trailing, UIFont(familyName: "Odd-", pointSize: 10))
        XCTAssertEqual(UIFont(name: "Serif-Oblique", size: 10), UIFont(familyName: "Serif", pointSize: 10, isItalic: true))
        XCTAssertNil(UIFont(name: "", size: 10))
    }
}
