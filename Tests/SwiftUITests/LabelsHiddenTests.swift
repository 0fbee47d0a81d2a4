import XCTest
@testable import SwiftUI

/// `labelsHidden()`: controls drawn without their labels, at their own size, the
/// label's text kept as the accessibility label.
final class LabelsHiddenTests: XCTestCase {
    private struct Screen: View {
        let hidden: Bool
        @State private var on = true
        @State private var count = 2
        @State private var flavour = "Vanilla"

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: $on)
                Stepper("Count", value: $count, in: 0...9)
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Mint").tag("Mint")
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .modifier(HiddenIf(hidden: hidden))
        }
    }

    private struct HiddenIf: ViewModifier {
        let hidden: Bool
        func body(content: Content) -> some View {
            if hidden { content.labelsHidden() } else { content }
        }
    }

    @MainActor private func views<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        ((view as? T).map { [$0] } ?? []) + view.subviews.flatMap { views(type, in: $0) }
    }

    @MainActor private func texts(in view: UIView) -> Set<String> {
        Set(views(UILabel.self, in: view).filter { !$0.isHidden && $0.alpha > 0 }.compactMap(\.text))
    }

    func testTheLabelsShowWithoutTheModifierAndAreGoneInsideIt() { MainActor.assumeIsolated {
        // Given the three controls with their labels,
        let shown = HostedContent(Screen(hidden: false))
        XCTAssertTrue(texts(in: shown.host.window).isSuperset(of: ["Wi-Fi", "Count", "Flavour", "Vanilla"]))
        let shownSwitch = views(UISwitch.self, in: shown.host.window).first
        // (the switch trails the row: the label and a spacer lead)
        XCTAssertEqual(shownSwitch.map { $0.convert($0.bounds, to: nil).maxX }, 390)

        // when the labels are hidden,
        let hidden = HostedContent(Screen(hidden: true))

        // then the labels are not drawn (the picker still shows its value), the switch
        // sits alone at the leading edge at its own size,
        let drawn = texts(in: hidden.host.window)
        XCTAssertTrue(drawn.isDisjoint(with: ["Wi-Fi", "Count", "Flavour"]), "\(drawn)")
        XCTAssertTrue(drawn.contains("Vanilla"))
        let control = views(UISwitch.self, in: hidden.host.window).first
        let frame = control.map { $0.convert($0.bounds, to: nil) }
        XCTAssertEqual(frame?.minX, 0)
        XCTAssertEqual(frame?.width, 51)

        // and the label's text is still what accessibility reads for the toggle.
        let labelled = views(UIView.self, in: hidden.host.window).filter { $0.accessibilityLabel == "Wi-Fi" }
        XCTAssertFalse(labelled.isEmpty)
    } }
}
