import XCTest
@testable import UIKitCore

/// A trait of our own, as iOS 17 code defines them.
private enum CompactCardTrait: UITraitDefinition {
    static let defaultValue = false
}

private enum AccentTrait: UITraitDefinition {
    static let defaultValue = 0
    static let affectsColorAppearance = true
}

/// `UITraitCollection` as a value: merging, comparing, iOS 17 mutations and custom traits.
final class TraitCollectionTests: XCTestCase {
    func testLaterCollectionsWinOnlyWhereTheySpecifyATrait() {
        // Given a dark compact collection and one that only sets the scale and light style
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                  UITraitCollection(horizontalSizeClass: .compact)])
        let scaled = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2),
                                                    UITraitCollection(userInterfaceStyle: .unspecified)])

        // When merged, later first-specified values win, unspecified ones never do
        let merged = UITraitCollection(traitsFrom: [dark, scaled])

        // Then
        XCTAssertEqual(merged.userInterfaceStyle, .dark)
        XCTAssertEqual(merged.horizontalSizeClass, .compact)
        XCTAssertEqual(merged.displayScale, 2)
        XCTAssertEqual(merged.verticalSizeClass, .unspecified)
        XCTAssertEqual(UITraitCollection(traitsFrom: [merged, UITraitCollection(userInterfaceStyle: .light)]).userInterfaceStyle, .light)
    }

    func testAnEmptyCollectionHasUIKitsDefaults() {
        let empty = UITraitCollection()

        XCTAssertEqual(empty.userInterfaceStyle, .unspecified)
        XCTAssertEqual(empty.userInterfaceLevel, .unspecified)
        XCTAssertEqual(empty.displayScale, 0)
        XCTAssertEqual(empty.userInterfaceIdiom, .unspecified)
        XCTAssertEqual(empty.layoutDirection, .unspecified)
        XCTAssertEqual(empty.preferredContentSizeCategory, .unspecified)
        XCTAssertEqual(empty.forceTouchCapability, .unknown)
        XCTAssertEqual(empty, UITraitCollection(traitsFrom: []))
    }

    func testContainsTraitsComparesOnlyWhatTheOtherSpecifies() {
        let full = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .regular
            traits.displayScale = 3
        }

        XCTAssertTrue(full.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertTrue(full.containsTraits(in: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3),
                                                                              UITraitCollection(horizontalSizeClass: .regular)])))
        XCTAssertFalse(full.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertFalse(full.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        XCTAssertTrue(full.containsTraits(in: nil))
        XCTAssertTrue(full.containsTraits(in: UITraitCollection()))
    }

    func testColorAppearanceDiffersOnStyleLevelAndContrastButNotOnSizeClass() {
        let base = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceLevel: .base)])

        XCTAssertTrue(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceStyle = .light }))
        XCTAssertTrue(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        XCTAssertTrue(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        XCTAssertFalse(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.horizontalSizeClass = .regular }))
        XCTAssertFalse(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.displayScale = 2 }))
        XCTAssertFalse(base.hasDifferentColorAppearance(comparedTo: base))
        XCTAssertTrue(base.hasDifferentColorAppearance(comparedTo: nil))
    }

    func testCustomTraitsReadTheirDefaultUntilSet() {
        // Given an iOS 17 custom trait
        let plain = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertFalse(plain[CompactCardTrait.self])

        // When set through the mutations initializer and through modifyingTraits
        let compact = UITraitCollection { $0[CompactCardTrait.self] = true }
        let tinted = compact.modifyingTraits { $0[AccentTrait.self] = 7 }

        // Then it is read back, kept by copies, and only the colour-affecting one changes colours
        XCTAssertTrue(compact[CompactCardTrait.self])
        XCTAssertTrue(tinted[CompactCardTrait.self])
        XCTAssertEqual(tinted[AccentTrait.self], 7)
        XCTAssertFalse(plain.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [plain, compact])))
        XCTAssertTrue(compact.hasDifferentColorAppearance(comparedTo: tinted))
        XCTAssertNotEqual(compact, tinted)
        XCTAssertEqual(tinted, compact.modifyingTraits { $0[AccentTrait.self] = 7 })
    }

    func testContentSizeCategoriesOrderFromExtraSmallToAccessibilitySizes() {
        XCTAssertLessThan(UIContentSizeCategory.extraSmall, .large)
        XCTAssertLessThan(UIContentSizeCategory.large, .extraExtraExtraLarge)
        XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.accessibilityExtraLarge.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    func testPerformAsCurrentNestsAndRestores() {
        // Given nothing current
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .unspecified)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        var seen: [UIUserInterfaceStyle] = []

        // When two collections are made current, one inside the other
        dark.performAsCurrent {
            seen.append(UITraitCollection.current.userInterfaceStyle)
            light.performAsCurrent { seen.append(UITraitCollection.current.userInterfaceStyle) }
            seen.append(UITraitCollection.current.userInterfaceStyle)
        }

        // Then each block saw its own, and the outside is restored
        XCTAssertEqual(seen, [.dark, .light, .dark])
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .unspecified)
    }

    func testTraitOverridesContainAndRemove() {
        var overrides = UITraitOverrides()
        XCTAssertFalse(overrides.contains(UITraitUserInterfaceStyle.self))

        overrides.userInterfaceStyle = .dark
        overrides[CompactCardTrait.self] = true
        XCTAssertTrue(overrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertTrue(overrides.contains(CompactCardTrait.self))

        overrides.remove(UITraitUserInterfaceStyle.self)
        overrides.userInterfaceLevel = .unspecified
        XCTAssertFalse(overrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertFalse(overrides.contains(UITraitUserInterfaceLevel.self))
        XCTAssertEqual(overrides.userInterfaceStyle, .unspecified)
    }
}
