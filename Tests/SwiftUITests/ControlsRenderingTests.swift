import XCTest
@testable import SwiftUI

/// Controls in a form, rendered headlessly (written to $SWIFTUI_SHOTS to look at).
final class ControlsRenderingTests: XCTestCase {
    struct Screen: View {
        @State var count = 2
        @State var size = "M"
        @State var notes = "Notes"
        var body: some View {
            NavigationStack {
                Form {
                    Section("Order") {
                        Stepper("Quantity: \(count)", value: $count, in: 0...5).accessibilityIdentifier("stepper")
                        Picker("Size", selection: $size) {
                            Text("S").tag("S")
                            Text("M").tag("M")
                            Text("L").tag("L")
                        }
                        .pickerStyle(.segmented)
                        LabeledContent("Total", value: "$\(count * 4)")
                        Label("Gift wrap", systemImage: "gift")
                    }
                    Section {
                        Button("Checkout") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("checkout")
                        Button("Save for later") {}.buttonStyle(.bordered)
                    }
                }
                .navigationTitle("Cart")
            }
        }
    }

    func testStepperIncrementsAndControlsAreDrawnAsOnIOS() throws {
        try MainActor.assumeIsolated {
            let hosted = HostedContent(Screen())
            let stepper = try XCTUnwrap(hosted.frame("stepper"))
            // The + half is the trailing 46 points of the 94-point control at the row's trailing edge
            hosted.host.click(at: CGPoint(x: stepper.maxX - 20, y: stepper.midY))
            hosted.settle()
            XCTAssertEqual(hosted.evaluations(of: "Screen"), 2)
            let button = try XCTUnwrap(hosted.view("checkout"))
            XCTAssertEqual(button.backgroundColor, UIColor.systemBlue)
            XCTAssertEqual(button.layer.cornerRadius, 8)
            if let directory = ProcessInfo.processInfo.environment["SWIFTUI_SHOTS"] {
                try hosted.host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("controls.png"))
            }
        }
    }
}
