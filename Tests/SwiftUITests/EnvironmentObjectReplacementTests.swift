import XCTest
@testable import SwiftUI

/// A manager made anew in every evaluation of the view that puts it in the environment
/// (PartialSheet's `attachPartialSheetToRoot()` does this): the views that read it follow
/// the current object, and a change the current object publishes re-evaluates them.
final class EnvironmentObjectReplacementTests: XCTestCase {
    final class Manager: ObservableObject {
        @Published var isPresented = false
    }

    struct Reader: View {
        @EnvironmentObject var manager: Manager
        var body: some View {
            Text(manager.isPresented ? "shown" : "hidden").accessibilityIdentifier(manager.isPresented ? "shown" : "hidden")
        }
    }

    struct Wrapper: View {
        @EnvironmentObject var manager: Manager
        @Binding var isPresented: Bool
        var body: some View {
            Button("Show") { isPresented = true }
                .accessibilityIdentifier("show")
                .onChange(of: isPresented) { _ in manager.isPresented = isPresented }
        }
    }

    struct Root: View {
        @State var isPresented = false
        var body: some View {
            VStack { Wrapper(isPresented: $isPresented); Reader() }
                .environmentObject(Manager())
        }
    }

    func testAChangeTheNewObjectPublishesReEvaluatesItsReaders() { MainActor.assumeIsolated {
        let hosted = HostedContent(Root())
        XCTAssertNotNil(hosted.view("hidden"))
        hosted.tap("show")
        XCTAssertNotNil(hosted.view("shown"))
    } }
}
