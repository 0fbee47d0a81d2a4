import XCTest
@testable import SwiftUI

/// `environment(_:_:)` returns SwiftUI's concrete `ModifiedContent<Self,
/// _EnvironmentKeyWritingModifier<V>>`, which libraries spell and cast to
/// (lucaszischka/BottomSheet's title header).
final class EnvironmentModifierTypeTests: XCTestCase {
    struct LimitReader: View {
        @Environment(\.lineLimit) private var lineLimit
        var body: some View {
            Text("limit \(lineLimit.map(String.init) ?? "none")").accessibilityIdentifier("reader")
        }
    }

    func testLineLimitOnATextIsTheModifiedContentLibrariesSpell() { MainActor.assumeIsolated {
        // Given: a title built as BottomSheet builds it, seen only as `any View`
        let title: any View = Text("Wuthering Heights").font(.title).bold().lineLimit(1)

        // When: it is cast to the type BottomSheet names
        let modified = title as? ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>

        // Then: the cast succeeds and the modifier holds the key path and the value
        XCTAssertNotNil(modified)
        XCTAssertEqual(modified?.modifier.value, 1)
        XCTAssertEqual(modified?.modifier.keyPath, \EnvironmentValues.lineLimit)
        XCTAssertEqual(modified?.content.string, "Wuthering Heights")
    }}

    func testTheSpelledModifierSetsTheValueForTheContentAndItsDescendants() { MainActor.assumeIsolated {
        // Given: the modifier spelled out, around a text and a view that reads the value
        let title = ModifiedContent(content: Text("A title long enough to wrap on two lines at this width"),
                                    modifier: _EnvironmentKeyWritingModifier<Int?>(keyPath: \.lineLimit, value: 1))
        let reader = LimitReader().modifier(_EnvironmentKeyWritingModifier<Int?>(keyPath: \.lineLimit, value: 3))
        let hosted = HostedContent(VStack { title.accessibilityIdentifier("title"); reader })

        // Then: the text shows one line, the reader sees 3, and nothing evaluated a modifier body
        XCTAssertEqual((hosted.view("title") as? UILabel)?.numberOfLines, 1)
        XCTAssertEqual((hosted.view("reader") as? UILabel)?.text, "limit 3")
        XCTAssertEqual(hosted.graph.warnings, [])
    }}

    func testTransformEnvironmentIsTheTransformModifierAndChangesTheInheritedValue() { MainActor.assumeIsolated {
        // Given: an outer limit of 2 and an inner transform adding 3
        let inner = LimitReader().transformEnvironment(\.lineLimit) { $0 = ($0 ?? 0) + 3 }
        let erased: any View = inner
        let hosted = HostedContent(inner.lineLimit(2))

        // Then: the type is SwiftUI's, and the reader sees 2 + 3
        XCTAssertTrue(erased is ModifiedContent<LimitReader, _EnvironmentKeyTransformModifier<Int?>>)
        XCTAssertEqual((hosted.view("reader") as? UILabel)?.text, "limit 5")
    }}

    func testAnAlertButtonUnderAnEnvironmentModifierIsReadThroughIt() { MainActor.assumeIsolated {
        // Given: an alert's actions with one button disabled through `environment(_:_:)`
        let actions = VStack {
            Button("Delete") {}.environment(\.isEnabled, false)
            Button("Keep") {}
        }

        // When: the dialog reads its actions
        let content = DialogContentReader.content(of: actions)

        // Then: both buttons are there, in order, the first disabled
        XCTAssertEqual(content.actions.map(\.title), ["Delete", "Keep"])
        XCTAssertEqual(content.actions.map(\.isEnabled), [false, true])
    }}
}
