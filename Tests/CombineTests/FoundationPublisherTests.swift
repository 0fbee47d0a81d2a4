import Combine
import Foundation
import XCTest

final class FoundationPublisherTests: XCTestCase {
    func testNotificationCenterPublisher() {
        // Given
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.ping")
        let sender = NSObject()
        var received: [String] = []
        let cancellable = center.publisher(for: name, object: sender).sink {
            received.append(($0.userInfo?["n"] as? Int).map(String.init) ?? "nil")
        }

        // When
        center.post(name: name, object: sender, userInfo: ["n": 1])
        center.post(name: name, object: NSObject(), userInfo: ["n": 2])
        center.post(name: name, object: sender, userInfo: ["n": 3])
        cancellable.cancel()
        center.post(name: name, object: sender, userInfo: ["n": 4])

        // Then
        XCTAssertEqual(received, ["1", "3"])
    }

    func testNotificationsWithoutDemandAreDropped() {
        // Given
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.demand")
        let subscriber = TestSubscriber<Notification, Never>(initial: .max(1))
        center.publisher(for: name).subscribe(subscriber)

        // When
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)

        // Then
        XCTAssertEqual(subscriber.events.count, 1)
        subscriber.cancel()
    }

    func testTimerPublishWithAutoconnect() {
        // Given
        let threeTicks = expectation(description: "three ticks")
        var dates: [Date] = []
        var cancellable: AnyCancellable?

        // When
        cancellable = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { date in
            dates.append(date)
            if dates.count == 3 {
                cancellable?.cancel()
                threeTicks.fulfill()
            }
        }

        // Then
        wait(for: [threeTicks], timeout: 5)
        XCTAssertEqual(dates.count, 3)
        XCTAssertEqual(dates, dates.sorted())
    }

    func testTimerPublishDoesNothingBeforeConnect() {
        // Given an unconnected timer publisher, and a connected one to wait on
        let unconnected = Timer.publish(every: 0.005, on: .main, in: .common)
        var unconnectedTicks = 0
        let idle = unconnected.sink { _ in unconnectedTicks += 1 }
        let threeTicks = expectation(description: "three ticks of the connected timer")
        var ticks = 0
        let running = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in
            ticks += 1
            if ticks == 3 { threeTicks.fulfill() }
        }

        // When
        wait(for: [threeTicks], timeout: 5)

        // Then
        XCTAssertEqual(unconnectedTicks, 0)

        // When connected
        let ticked = expectation(description: "tick after connect")
        ticked.assertForOverFulfill = false
        let after = unconnected.sink { _ in ticked.fulfill() }
        let connection = unconnected.connect()

        // Then
        wait(for: [ticked], timeout: 5)
        XCTAssertGreaterThanOrEqual(unconnectedTicks, 1)
        connection.cancel()
        [idle, running, after].forEach { $0.cancel() }
    }
}
