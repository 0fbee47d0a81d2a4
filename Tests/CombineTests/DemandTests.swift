import Combine
import XCTest

final class DemandTests: XCTestCase {
    func testArithmeticFollowsApple() {
        // Given / when / then
        XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Subscribers.Demand.max(2) + .unlimited, .unlimited)
        XCTAssertEqual(Subscribers.Demand.unlimited - .max(3), .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(2) - .max(3), .none)
        XCTAssertEqual(Subscribers.Demand.max(2) - 1, .max(1))
        XCTAssertEqual(Subscribers.Demand.max(2) * 3, .max(6))
        XCTAssertEqual(Subscribers.Demand.max(Int.max) + 1, .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(4).max, 4)
        XCTAssertNil(Subscribers.Demand.unlimited.max)
        XCTAssertTrue(Subscribers.Demand.max(1000) < .unlimited)
        XCTAssertTrue(Subscribers.Demand.unlimited > 5)
        XCTAssertTrue(Subscribers.Demand.none == 0)
        XCTAssertEqual(Subscribers.Demand.max(3).description, "max(3)")
        XCTAssertEqual(Subscribers.Demand.unlimited.description, "unlimited")
    }

    func testASubscriberAskingForTwoGetsExactlyTwo() {
        // Given
        let subscriber = TestSubscriber<Int, Never>(initial: .max(2))

        // When
        (1...5).publisher.subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2"])

        // When it asks for one more
        subscriber.request(.max(1))

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2", "3"])

        // When it asks for the rest
        subscriber.request(.max(10))

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2", "3", "4", "5", "finished"])
    }

    func testDemandReturnedFromReceiveAddsUp() {
        // Given a subscriber that asks for one at first, then one more per value
        let subscriber = TestSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))

        // When
        [10, 20, 30].publisher.subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, ["10", "20", "30", "finished"])
    }

    func testMapAndFilterPassDemandThrough() {
        // Given
        let subscriber = TestSubscriber<Int, Never>(initial: .max(2))

        // When: filter drops odd values and asks upstream for replacements
        (1...10).publisher.filter { $0 % 2 == 0 }.map { $0 * 10 }.subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, ["20", "40"])
    }

    func testPassthroughSubjectDropsValuesSentWithoutDemand() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initial: .max(1))
        subject.subscribe(subscriber)

        // When
        subject.send(1)
        subject.send(2)
        subscriber.request(.max(1))
        subject.send(3)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "3"])
    }

    func testJustWaitsForDemand() {
        // Given
        let subscriber = TestSubscriber<Int, Never>(initial: .none)

        // When
        Just(7).subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, [])

        // When
        subscriber.request(.max(1))

        // Then
        XCTAssertEqual(subscriber.events, ["7", "finished"])
    }

    func testCollectWaitsForDemandAfterUpstreamFinishes() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<[Int], Never>(initial: .none)
        subject.collect().subscribe(subscriber)
        subscriber.request(.max(1))

        // When
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)

        // Then
        XCTAssertEqual(subscriber.events, ["[1, 2]", "finished"])
    }

    func testReplaceErrorSendsItsValueWhenDemanded() {
        // Given
        let subscriber = TestSubscriber<Int, Never>(initial: .none)
        Fail<Int, TestError>(error: TestError(code: 1)).replaceError(with: 0).subscribe(subscriber)

        // Then nothing before demand
        XCTAssertEqual(subscriber.events, [])

        // When
        subscriber.request(.max(1))

        // Then
        XCTAssertEqual(subscriber.events, ["0", "finished"])
    }
}
