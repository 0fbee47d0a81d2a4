import XCTest
import UIKit
@testable import SwiftUI
@testable import UIKitCore

/// `ColorPicker` and UIKit's `UIColorPickerViewController` it presents.
final class ColorPickerTests: XCTestCase {
    final class Model: UIColorPickerViewControllerDelegate {
        var color = Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        var log: [String] = []
        var binding: Binding<Color> { Binding(get: { self.color }, set: { self.color = $0; self.log.append("set") }) }
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            log.append("didSelect(continuously: \(continuously))")
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { log.append("didSelectColor") }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { log.append("didFinish") }
    }

    struct Screen: View {
        let model: Model
        let supportsOpacity: Bool
        var body: some View {
            ColorPicker("Tint", selection: model.binding, supportsOpacity: supportsOpacity).padding()
        }
    }

    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    func testTheWellPresentsThePickerAsAMediumSheetAndPicksWriteTheBinding() {
        MainActor.assumeIsolated {
            // Given a colour picker, red, in a 390 × 844 window
            let model = Model()
            let screen = SwiftUIHost(Screen(model: model, supportsOpacity: true))
            let well = screen.host.window.firstSubview { $0 is ColorWellControl } as! ColorWellControl
            XCTAssertEqual(well.convert(well.bounds, to: nil), CGRect(x: 346, y: 408, width: 28, height: 28))
            XCTAssertEqual(well.accessibilityLabel, "Tint")

            // When the well is tapped
            screen.host.click(at: CGPoint(x: 360, y: 422))
            screen.settle()

            // Then the picker is up as a sheet at the medium detent, showing red, titled "Tint"
            let picker = screen.presented as! UIColorPickerViewController
            XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 422, width: 390, height: 422))
            XCTAssertEqual(rgba(picker.selectedColor), [1, 0, 0, 1])
            XCTAssertEqual(picker.titleLabel.text, "Tint")
            XCTAssertFalse(picker.opacitySlider.isHidden)

            // When the first swatch of the darkest hue row is tapped
            let point = picker.grid.convert(picker.grid.center(row: 1, column: 0), to: nil)
            screen.host.click(at: point)
            screen.settle()

            // Then the binding holds it: hue 0 at brightness 0.35
            XCTAssertEqual(rgba(model.color.uiColor), [0.35, 0, 0, 1])

            // When the opacity slider is dragged to its middle
            let slider = picker.opacitySlider
            let middle = slider.convert(CGPoint(x: slider.bounds.midX, y: slider.bounds.midY), to: nil)
            let start = slider.convert(CGPoint(x: slider.bounds.maxX - 14, y: slider.bounds.midY), to: nil)
            screen.host.drag(from: start, to: middle, duration: 0.2)
            screen.settle()

            // Then the colour is half transparent
            XCTAssertEqual(rgba(model.color.uiColor), [0.35, 0, 0, 0.5])

            // When Done is tapped, the picker goes and the colour stays
            let done = picker.doneButton
            screen.host.click(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
            screen.settle()
            XCTAssertNil(screen.presented)
            XCTAssertEqual(rgba(model.color.uiColor), [0.35, 0, 0, 0.5])
        }
    }

    func testWithoutOpacityTheSliderIsHiddenAndPicksAreOpaque() {
        MainActor.assumeIsolated {
            // Given a picker without opacity, and a half-transparent blue selection
            let model = Model()
            model.color = Color(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            let screen = SwiftUIHost(Screen(model: model, supportsOpacity: false))
            screen.host.click(at: CGPoint(x: 360, y: 422))
            screen.settle()
            let picker = screen.presented as! UIColorPickerViewController

            // Then no slider shows
            XCTAssertTrue(picker.opacitySlider.isHidden)

            // When the white swatch (top left) is picked, it is opaque white
            screen.host.click(at: picker.grid.convert(picker.grid.center(row: 0, column: 0), to: nil))
            screen.settle()
            XCTAssertEqual(rgba(model.color.uiColor), [1, 1, 1, 1])
        }
    }

    func testTheDelegateHearsEachPickThenDone() {
        MainActor.assumeIsolated {
            // Given a UIKit picker presented directly, with a delegate
            let model = Model()
            let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
            let root = UIViewController()
            host.window.rootViewController = root
            host.runUntilIdle()
            let picker = UIColorPickerViewController()
            picker.delegate = model
            root.present(picker, animated: false)
            host.runUntilIdle()

            // When a swatch is picked, then Done
            host.click(at: picker.grid.convert(picker.grid.center(row: 0, column: 11), to: nil))
            host.runUntilIdle()
            let done = picker.doneButton
            host.click(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
            host.runUntilIdle()

            // Then: the iOS 15 callback, the iOS 14 one, then finish; the picker is dismissed, black picked
            XCTAssertEqual(model.log, ["didSelect(continuously: false)", "didSelectColor", "didFinish"])
            XCTAssertEqual(rgba(picker.selectedColor), [0, 0, 0, 1])
            XCTAssertNil(root.presentedViewController)
        }
    }
}
