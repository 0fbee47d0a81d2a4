import Foundation
import XCTest
@testable import UIKitCore

/// Segues registered in code run as UIKit's storyboard segues do.
final class SegueTests: XCTestCase {
    private final class SourceController: UIViewController {
        var log: [String] = []
        var allows = true
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "-") \(sender as? String ?? "-") presented=\(presentedViewController != nil)")
            segue.destination.title = "Detail"
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return allows
        }
    }

    private final class FadeSegue: UIStoryboardSegue {
        var performed = 0
        override func perform() {
            performed += 1
            source.present(destination, animated: false)
        }
    }

    func testPerformSegueMakesTheDestinationPreparesItThenPresentsIt() {
        // Given a root with a modal segue "detail" registered in code
        let driver = VirtualWindowDriver()
        let source = SourceController()
        driver.window.rootViewController = source
        var made: [UIViewController] = []
        source.addSegue(withIdentifier: "detail", kind: .presentModally) {
            let destination = UIViewController()
            made.append(destination)
            return destination
        }

        // When the segue is performed
        source.performSegue(withIdentifier: "detail", sender: "button")
        driver.runUntilIdle()

        // Then prepare ran first (nothing presented yet) and the new destination is presented, prepared
        XCTAssertEqual(source.log, ["prepare detail button presented=false"])
        XCTAssertEqual(made.count, 1)
        XCTAssertTrue(source.presentedViewController === made[0])
        XCTAssertEqual(made[0].title, "Detail")
    }

    func testAShowSeguePushesInsideANavigationController() {
        // Given a source inside a navigation controller, with a show segue
        let driver = VirtualWindowDriver()
        let source = SourceController()
        let navigation = UINavigationController(rootViewController: source)
        driver.window.rootViewController = navigation
        driver.runUntilIdle()
        source.addSegue(withIdentifier: "next") { UIViewController() }

        // When it is performed
        source.performSegue(withIdentifier: "next", sender: nil)
        driver.runUntilIdle()

        // Then the destination was pushed, not presented
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(navigation.topViewController?.title, "Detail")
        XCTAssertNil(source.presentedViewController)
    }

    func testACustomSegueDecidesHowItPerforms() {
        // Given a custom segue class registered by its initializer
        let driver = VirtualWindowDriver()
        let source = SourceController()
        driver.window.rootViewController = source
        var segues: [FadeSegue] = []
        source.addSegue(withIdentifier: "fade", kind: .custom { identifier, source, destination in
            let segue = FadeSegue(identifier: identifier, source: source, destination: destination)
            segues.append(segue)
            return segue
        }) { UIViewController() }

        // When it is performed
        source.performSegue(withIdentifier: "fade", sender: nil)
        driver.runUntilIdle()

        // Then its own perform() ran once, with UIKit's identifier, source and destination
        XCTAssertEqual(segues.count, 1)
        XCTAssertEqual(segues[0].performed, 1)
        XCTAssertEqual(segues[0].identifier, "fade")
        XCTAssertTrue(segues[0].source === source)
        XCTAssertTrue(source.presentedViewController === segues[0].destination)
    }

    func testATriggeredSegueAsksFirstAndAnUnknownOneDoesNothing() {
        // Given a source that refuses segues
        let driver = VirtualWindowDriver()
        let source = SourceController()
        driver.window.rootViewController = source
        source.addSegue(withIdentifier: "detail", kind: .presentModally) { UIViewController() }
        source.allows = false
        var warnings: [UIKitWarning] = []
        driver.window.application?.warningHandler = { warnings.append($0) }

        // When a control triggers it, then an unknown identifier is performed
        let triggered = source.triggerSegue(withIdentifier: "detail", sender: nil)
        source.performSegue(withIdentifier: "missing", sender: nil)
        driver.runUntilIdle()

        // Then it was asked and refused, and nothing was prepared or presented
        XCTAssertFalse(triggered)
        XCTAssertEqual(source.log, ["should detail"])
        XCTAssertNil(source.presentedViewController)
        XCTAssertEqual(warnings, [UIKitWarning(message: "SourceController has no segue with identifier 'missing'")])

        // When it allows it
        source.allows = true
        XCTAssertTrue(source.triggerSegue(withIdentifier: "detail", sender: nil))
        driver.runUntilIdle()

        // Then it asked, prepared and presented
        XCTAssertEqual(source.log, ["should detail", "should detail", "prepare detail - presented=false"])
        XCTAssertNotNil(source.presentedViewController)
    }
}
