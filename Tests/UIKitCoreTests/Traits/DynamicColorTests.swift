import XCTest
@testable import UIKitCore

/// Dynamic colours resolve against traits; the system colours carry Apple's values.
final class DynamicColorTests: XCTestCase {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let darkElevated = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                              UITraitCollection(userInterfaceLevel: .elevated)])

    func testAProviderIsAskedWithTheTraitsItResolvesFor() {
        // Given a colour that is white in light mode and dark grey in dark mode
        var asked: [UIUserInterfaceStyle] = []
        let card = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
        }

        // When resolved for each
        let resolvedLight = card.resolvedColor(with: light)
        let resolvedDark = card.resolvedColor(with: dark)

        // Then
        XCTAssertEqual(resolvedLight, .white)
        XCTAssertEqual(resolvedDark, UIColor(white: 0.15, alpha: 1))
        XCTAssertEqual(asked, [.light, .dark])
        XCTAssertTrue(card.isDynamic)
        XCTAssertFalse(resolvedDark.isDynamic)
        XCTAssertTrue(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    }

    func testComponentsAndGetRedReadTheCurrentTraits() {
        let label = UIColor.label
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1

        dark.performAsCurrent { label.getRed(&r, green: &g, blue: &b, alpha: &a) }
        XCTAssertEqual([r, g, b, a], [1, 1, 1, 1])

        light.performAsCurrent { label.getRed(&r, green: &g, blue: &b, alpha: &a) }
        XCTAssertEqual([r, g, b, a], [0, 0, 0, 1])
        XCTAssertEqual(label.red, 0, "nothing current: light")
    }

    func testAlphaAndInterpolationOfDynamicColoursStayDynamic() {
        let faded = UIColor.systemBackground.withAlphaComponent(0.5)
        XCTAssertTrue(faded.isDynamic)
        XCTAssertEqual(faded.resolvedColor(with: dark), UIColor(white: 0, alpha: 0.5))
        XCTAssertEqual(faded.resolvedColor(with: light), UIColor(white: 1, alpha: 0.5))

        // Halfway from systemBackground to label: grey in both appearances, from opposite ends
        let halfway = UIColor.systemBackground.interpolated(to: .label, fraction: 0.5)
        XCTAssertEqual(halfway.resolvedColor(with: light), UIColor(white: 0.5, alpha: 1))
        XCTAssertEqual(halfway.resolvedColor(with: dark), UIColor(white: 0.5, alpha: 1))
        let quarter = UIColor.systemBackground.interpolated(to: .label, fraction: 0.25)
        XCTAssertEqual(quarter.resolvedColor(with: light), UIColor(white: 0.75, alpha: 1))
        XCTAssertEqual(quarter.resolvedColor(with: dark), UIColor(white: 0.25, alpha: 1))
    }

    func testDynamicColoursAreEqualOnlyToThemselves() {
        XCTAssertEqual(UIColor.systemBackground, UIColor.systemBackground)
        XCTAssertNotEqual(UIColor.systemBackground, UIColor.white)
        XCTAssertNotEqual(UIColor { _ in .white }, UIColor { _ in .white })
        XCTAssertEqual(UIColor(white: 1, alpha: 1), UIColor.white)
        XCTAssertEqual(Set([UIColor.label, .label, .secondaryLabel]).count, 2)
    }

    func testBackgroundsHaveBaseAndElevatedDarkValues() {
        let table: [(UIColor, UInt32, UInt32, UInt32)] = [
            (.systemBackground, 0xFFFFFF, 0x000000, 0x1C1C1E),
            (.secondarySystemBackground, 0xF2F2F7, 0x1C1C1E, 0x2C2C2E),
            (.tertiarySystemBackground, 0xFFFFFF, 0x2C2C2E, 0x3A3A3C),
            (.systemGroupedBackground, 0xF2F2F7, 0x000000, 0x1C1C1E),
            (.secondarySystemGroupedBackground, 0xFFFFFF, 0x1C1C1E, 0x2C2C2E),
            (.tertiarySystemGroupedBackground, 0xF2F2F7, 0x2C2C2E, 0x3A3A3C),
        ]
        for (color, lightValue, darkValue, elevatedValue) in table {
            XCTAssertEqual(color.resolvedColor(with: light), UIColor(rgb: lightValue), "\(color)")
            XCTAssertEqual(color.resolvedColor(with: dark), UIColor(rgb: darkValue), "\(color)")
            XCTAssertEqual(color.resolvedColor(with: darkElevated), UIColor(rgb: elevatedValue), "\(color)")
            XCTAssertEqual(color.resolvedColor(with: UITraitCollection()), UIColor(rgb: lightValue), "unspecified is light")
        }
    }

    func testSystemColoursTakeTheirDarkValues() {
        let table: [(UIColor, UInt32, UInt32)] = [
            (.systemRed, 0xFF3B30, 0xFF453A), (.systemOrange, 0xFF9500, 0xFF9F0A), (.systemYellow, 0xFFCC00, 0xFFD60A),
            (.systemGreen, 0x34C759, 0x30D158), (.systemMint, 0x00C7BE, 0x63E6E2), (.systemTeal, 0x30B0C7, 0x40C8E0),
            (.systemCyan, 0x32ADE6, 0x64D2FF), (.systemBlue, 0x007AFF, 0x0A84FF), (.systemIndigo, 0x5856D6, 0x5E5CE6),
            (.systemPurple, 0xAF52DE, 0xBF5AF2), (.systemPink, 0xFF2D55, 0xFF375F), (.systemBrown, 0xA2845E, 0xAC8E68),
            (.systemGray, 0x8E8E93, 0x8E8E93), (.systemGray2, 0xAEAEB2, 0x636366), (.systemGray3, 0xC7C7CC, 0x48484A),
            (.systemGray4, 0xD1D1D6, 0x3A3A3C), (.systemGray5, 0xE5E5EA, 0x2C2C2E), (.systemGray6, 0xF2F2F7, 0x1C1C1E),
            (.label, 0x000000, 0xFFFFFF), (.opaqueSeparator, 0xC6C6C8, 0x38383A), (.link, 0x007AFF, 0x0984FF),
        ]
        for (color, lightValue, darkValue) in table {
            XCTAssertEqual(color.resolvedColor(with: light), UIColor(rgb: lightValue), "\(color)")
            XCTAssertEqual(color.resolvedColor(with: dark), UIColor(rgb: darkValue), "\(color)")
        }
    }

    func testTranslucentElementColoursTakeTheirDarkTintsAndAlphas() {
        func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> UIColor {
            UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        let table: [(UIColor, UIColor, UIColor)] = [
            (.secondaryLabel, rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6)),
            (.tertiaryLabel, rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),
            (.quaternaryLabel, rgba(60, 60, 67, 0.18), rgba(235, 235, 245, 0.16)),
            (.placeholderText, rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),
            (.separator, rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6)),
            (.systemFill, rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36)),
            (.secondarySystemFill, rgba(120, 120, 128, 0.16), rgba(120, 120, 128, 0.32)),
            (.tertiarySystemFill, rgba(118, 118, 128, 0.12), rgba(118, 118, 128, 0.24)),
            (.quaternarySystemFill, rgba(116, 116, 128, 0.08), rgba(118, 118, 128, 0.18)),
        ]
        for (color, lightValue, darkValue) in table {
            XCTAssertEqual(color.resolvedColor(with: light), lightValue, "\(color)")
            XCTAssertEqual(color.resolvedColor(with: dark), darkValue, "\(color)")
        }
    }

    func testCGColorIsResolvedWhenTaken() {
        let taken = dark.performAsCurrentReturning { UIColor.separator.cgColor }
        XCTAssertEqual(taken.components, [84 / 255, 84 / 255, 88 / 255, 0.6])
        XCTAssertEqual(UIColor.label.cgColor.components, [0, 1], "nothing current: light black, a grey as on iOS")
    }
}

private extension UITraitCollection {
    func performAsCurrentReturning<T>(_ body: () -> T) -> T {
        var result: T?
        performAsCurrent { result = body() }
        return result!
    }
}
