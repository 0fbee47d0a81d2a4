import XCTest
import Observation
import UIKit
@testable import UIKitCore
@testable import SwiftUI

@Observable
private final class MenuModel {
    var log: [String] = []
    var flavor = "Vanilla"
    var isPinned = false
}

/// `Menu`, `Picker(.menu)` and `.contextMenu` open our UIKit's menu card.
final class SwiftUIMenuTests: XCTestCase {
    @MainActor private func rowFrame(_ hosted: SwiftUIHost, _ title: String) -> CGRect {
        guard let row = hosted.host.window.menuOverlay?.card.rows.first(where: { $0.item.title == title }) else { return .null }
        return row.convert(row.bounds, to: nil)
    }

    @MainActor private func click(_ hosted: SwiftUIHost, _ frame: CGRect) {
        hosted.host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.settle()
    }

    @MainActor private func frame(of identifier: String, in hosted: SwiftUIHost) -> CGRect {
        guard let view = hosted.host.window.firstSubview(where: { $0.accessibilityIdentifier == identifier }) else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    func testAMenusContentBecomesActionsSectionsAndSubmenusAndAChoiceRunsTheButton() { MainActor.assumeIsolated { scenario_testAMenusContentBecomesActionsSectionsAndSubmenusAndAChoiceRunsTheButton() } }

    @MainActor private func scenario_testAMenusContentBecomesActionsSectionsAndSubmenusAndAChoiceRunsTheButton() {
        // Given a Menu with a section, a divider, a destructive button, a toggle and a submenu
        let model = MenuModel()
        let hosted = SwiftUIHost(VStack {
            Menu("Actions") {
                Section("Edit") {
                    Button("Copy") { model.log.append("Copy") }
                    Button("Paste") { model.log.append("Paste") }.disabled(true)
                }
                Divider()
                Toggle("Pinned", isOn: Binding(get: { model.isPinned }, set: { model.isPinned = $0 }))
                Menu("Share") { Button("Mail") { model.log.append("Mail") } }
                Button(role: .destructive) { model.log.append("Delete") } label: { Label("Delete", systemImage: "xmark") }
            }
            .accessibilityIdentifier("menu-label")
            Spacer()
        })

        // When its label is clicked
        click(hosted, frame(of: "menu-label", in: hosted))

        // Then the card shows the section under its header, then the rest, in order
        let rows = hosted.host.window.menuOverlay?.card.rows ?? []
        XCTAssertEqual(rows.map(\.item.title), ["Edit", "Copy", "Paste", "Pinned", "Share", "Delete"])
        XCTAssertEqual(rows.map(\.isEnabled), [false, true, false, true, true, true])
        XCTAssertTrue(rows[5].isDestructive)
        XCTAssertNotNil(rows[5].imageView.image)
        XCTAssertEqual(hosted.events, ["menu"])

        // When Pinned is chosen, then (opened again) Delete
        click(hosted, rowFrame(hosted, "Pinned"))
        XCTAssertTrue(model.isPinned)
        click(hosted, frame(of: "menu-label", in: hosted))
        XCTAssertEqual(hosted.host.window.menuOverlay?.card.rows[3].action?.state, .on)
        click(hosted, rowFrame(hosted, "Delete"))

        // Then the handler ran after the menu closed
        XCTAssertEqual(model.log, ["Delete"])
        XCTAssertEqual(hosted.events, ["menu", "menuAction", "menuDismissed", "menu", "menuAction", "menuDismissed"])
        XCTAssertNil(hosted.host.window.visibleMenu)
    }

    func testAMenuWithAPrimaryActionRunsItOnAClickAndOpensOnASecondaryClick() { MainActor.assumeIsolated { scenario_testAMenuWithAPrimaryActionRunsItOnAClickAndOpensOnASecondaryClick() } }

    @MainActor private func scenario_testAMenuWithAPrimaryActionRunsItOnAClickAndOpensOnASecondaryClick() {
        let model = MenuModel()
        let hosted = SwiftUIHost(VStack {
            Menu {
                Button("Other") { model.log.append("Other") }
            } label: {
                Text("Add")
            } primaryAction: {
                model.log.append("primary")
            }
            .accessibilityIdentifier("add")
            Spacer()
        })
        let label = frame(of: "add", in: hosted)

        click(hosted, label)
        XCTAssertEqual(model.log, ["primary"])
        XCTAssertNil(hosted.host.window.visibleMenu)

        hosted.host.secondaryClick(at: CGPoint(x: label.midX, y: label.midY))
        hosted.settle()
        click(hosted, rowFrame(hosted, "Other"))
        XCTAssertEqual(model.log, ["primary", "Other"])
    }

    func testAMenuPickerInAFormChecksTheSelectionAndChoosingSetsTheBinding() { MainActor.assumeIsolated { scenario_testAMenuPickerInAFormChecksTheSelectionAndChoosingSetsTheBinding() } }

    @MainActor private func scenario_testAMenuPickerInAFormChecksTheSelectionAndChoosingSetsTheBinding() {
        // Given a Form with an automatic-style Picker (a menu on iOS 16)
        let model = MenuModel()
        let hosted = SwiftUIHost(Form {
            Picker("Flavor", selection: Binding(get: { model.flavor }, set: { model.flavor = $0 })) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
            }
            .accessibilityIdentifier("flavor")
        })

        // When the row is clicked
        click(hosted, frame(of: "flavor", in: hosted))

        // Then a menu lists the options with Vanilla checked, below the row
        let card = hosted.host.window.menuOverlay?.card
        XCTAssertEqual(card?.rows.map(\.item.title), ["Vanilla", "Chocolate", "Mint"])
        XCTAssertEqual(card?.rows.map { $0.action?.state }, [.on, .off, .off])
        XCTAssertEqual(card.map { $0.convert($0.bounds, to: nil).minY }, frame(of: "flavor", in: hosted).maxY + 8)

        // When Mint is chosen
        click(hosted, rowFrame(hosted, "Mint"))

        // Then the binding is Mint and the row shows it
        XCTAssertEqual(model.flavor, "Mint")
        XCTAssertNotNil(hosted.host.window.firstSubview(where: { ($0 as? UILabel)?.text == "Mint" }))
    }

    func testAPickerInsideAMenuIsAnInlineSingleSelectionGroup() { MainActor.assumeIsolated { scenario_testAPickerInsideAMenuIsAnInlineSingleSelectionGroup() } }

    @MainActor private func scenario_testAPickerInsideAMenuIsAnInlineSingleSelectionGroup() {
        let model = MenuModel()
        let hosted = SwiftUIHost(VStack {
            Menu("Sort") {
                Picker("Flavor", selection: Binding(get: { model.flavor }, set: { model.flavor = $0 })) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Mint").tag("Mint")
                }
                Button("Refresh") {}
            }
            .accessibilityIdentifier("sort")
            Spacer()
        })
        click(hosted, frame(of: "sort", in: hosted))

        let rows = hosted.host.window.menuOverlay?.card.rows ?? []
        XCTAssertEqual(rows.map(\.item.title), ["Vanilla", "Mint", "Refresh"])
        XCTAssertEqual(rows.map { $0.action?.state }, [.on, .off, .off])
        click(hosted, rowFrame(hosted, "Mint"))
        XCTAssertEqual(model.flavor, "Mint")
    }

    func testAContextMenuOpensOnASecondaryClickAtThePointer() { MainActor.assumeIsolated { scenario_testAContextMenuOpensOnASecondaryClickAtThePointer() } }

    @MainActor private func scenario_testAContextMenuOpensOnASecondaryClickAtThePointer() {
        let model = MenuModel()
        let hosted = SwiftUIHost(VStack {
            Text("Photo")
                .frame(width: 200, height: 100)
                .accessibilityIdentifier("photo")
                .contextMenu {
                    Button("Favorite") { model.log.append("Favorite") }
                    Button("Remove", role: .destructive) { model.log.append("Remove") }
                }
            Spacer()
        })
        let photo = frame(of: "photo", in: hosted)

        // A primary click opens nothing
        click(hosted, photo)
        XCTAssertNil(hosted.host.window.visibleMenu)

        // A secondary click opens the menu 8 points under the pointer
        let point = CGPoint(x: photo.minX + 30, y: photo.minY + 20)
        hosted.host.secondaryClick(at: point)
        hosted.settle()
        let card = hosted.host.window.menuOverlay?.card
        XCTAssertEqual(card.map { $0.convert($0.bounds, to: nil).origin }, CGPoint(x: point.x, y: point.y + 8))
        XCTAssertEqual(card?.rows.map(\.item.title), ["Favorite", "Remove"])

        click(hosted, rowFrame(hosted, "Remove"))
        XCTAssertEqual(model.log, ["Remove"])
    }
}
