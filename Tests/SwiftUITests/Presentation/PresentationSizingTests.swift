import XCTest
import UIKit
@testable import SwiftUI

/// `presentationSizing`: form and fitted sheets in a regular-width window, page sheets in a compact one.
final class PresentationSizingTests: XCTestCase {
    struct Screen<S: PresentationSizing>: View {
        let model: PresentationModel
        let sizing: S
        var body: some View {
            Text("Root").sheet(isPresented: model.presentedBinding) {
                Text("Form").frame(width: 300, height: 200).presentationSizing(sizing)
            }
        }
    }

    /// The card's frame once the sheet is up, in a window of `size`.
    @MainActor private func card<S: PresentationSizing>(_ sizing: S, in size: CGSize) -> (CGRect?, UIModalPresentationStyle?) {
        let model = PresentationModel()
        let host = HeadlessHost(size: size, scale: 1)
        let root = UIHostingController(rootView: Screen(model: model, sizing: sizing))
        host.window.rootViewController = root
        host.runUntilIdle()
        model.isPresented = true
        host.runUntilIdle()
        let presentation = root.presentedViewController?.presentationController
        return (presentation?.presentedView?.frame, presentation?.presentationStyle)
    }

    func testFormSizingIsTheFormSheetInARegularWidthWindow() {
        MainActor.assumeIsolated {
            // 1024 × 768: 540 × 620, centred
            let (frame, style) = card(.form, in: CGSize(width: 1024, height: 768))
            XCTAssertEqual(frame, CGRect(x: 242, y: 74, width: 540, height: 620))
            XCTAssertEqual(style, .formSheet)
        }
    }

    func testFittedSizingIsTheContentsIdealSize() {
        MainActor.assumeIsolated {
            // The content is 300 × 200: so is the card, centred
            let (frame, style) = card(.fitted, in: CGSize(width: 1024, height: 768))
            XCTAssertEqual(frame, CGRect(x: 362, y: 284, width: 300, height: 200))
            XCTAssertEqual(style, .formSheet)
            // Fitted horizontally only: 300 wide, the form sheet's 620 high
            let (wide, _) = card(.form.fitted(horizontal: true, vertical: false), in: CGSize(width: 1024, height: 768))
            XCTAssertEqual(wide, CGRect(x: 362, y: 74, width: 300, height: 620))
        }
    }

    func testPageAndAutomaticSizingAreThePageSheet() {
        MainActor.assumeIsolated {
            let (page, pageStyle) = card(.page, in: CGSize(width: 1024, height: 768))
            let (automatic, automaticStyle) = card(.automatic, in: CGSize(width: 1024, height: 768))
            XCTAssertEqual(pageStyle, .pageSheet)
            XCTAssertEqual(automaticStyle, .pageSheet)
            XCTAssertEqual(page?.width, 704)
            XCTAssertEqual(page?.minX, 160)
            XCTAssertEqual(page, automatic)
        }
    }

    func testEverySizingIsAPageSheetInACompactWidthWindow() {
        MainActor.assumeIsolated {
            // 390 × 844: the full-width page sheet at the large detent, whatever the sizing
            let large = CGRect(x: 0, y: 40, width: 390, height: 804)
            XCTAssertEqual(card(.form, in: CGSize(width: 390, height: 844)).0, large)
            XCTAssertEqual(card(.fitted, in: CGSize(width: 390, height: 844)).0, large)
            XCTAssertEqual(card(.page, in: CGSize(width: 390, height: 844)).0, large)
        }
    }
}
