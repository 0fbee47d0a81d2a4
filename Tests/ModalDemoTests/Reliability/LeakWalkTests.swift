import XCTest
@testable import UIKitCore
@testable import ModalDemoKit

/// After a monkey run, everything any presentation made is freed: once dismissed
/// (checked at every settle during the run, see `MonkeyWorld.settleAndCheck`), and
/// here, all of it, once the last presentations are dismissed and the demo is gone.
final class LeakWalkTests: XCTestCase {
    /// Only what this test is about: the monkey test reports every other broken invariant.
    private func assertNoLeak(_ world: MonkeyWorld, _ seed: UInt64, line: UInt = #line) {
        guard let failure = world.failure else { return }
        if failure.contains("still alive") { XCTFail("seed \(seed): \(failure)", line: line) }
        else { print("leak walk, seed \(seed), not a leak (see MonkeyTests): \(failure)") }
    }

    func testEveryPresentedControllerViewAndRecognizerIsFreedAfterAMonkeyRun() {
        var presentations: [TrackedPresentation] = []
        weak var weakApp: DemoApp?
        weak var weakWindow: UIWindow?
        for seed: UInt64 in [101, 102, 103] {
            do {
                // Given a monkey run that presented and dismissed many things
                var generator = MonkeyGenerator(seed: seed)
                let world = MonkeyWorld()
                world.keepsEveryPresentation = true
                var count = 0
                while count < 3_000 {
                    for event in generator.next(in: world) { world.apply(event); count += 1 }
                }
                world.apply(.settle)
                assertNoLeak(world, seed)

                // When whatever is still up is dismissed and the demo goes away
                world.app.navigation.dismiss(animated: false)
                world.apply(.settle)
                assertNoLeak(world, seed)
                presentations += world.everyPresentation
                weakApp = world.app
                weakWindow = world.host.window
            }
            // Then every controller, presentation controller, view and recognizer of every presentation is gone
            XCTAssertGreaterThan(presentations.count, 10, "seed \(seed) presented too little to mean anything")
            for entry in presentations {
                XCTAssertNil(entry.leak(), "seed \(seed): \(entry.name): \(entry.leak() ?? "")")
            }
            XCTAssertNil(weakApp, "the demo app outlived its world")
            XCTAssertNil(weakWindow, "the window outlived its host")
            presentations.removeAll()
        }
    }
}
