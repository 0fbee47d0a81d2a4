import Combine
import XCTest

final class ConnectionTests: XCTestCase {
    func testShareCancelsItsUpstreamWhenTheLastSubscriberCancels() {
        // Given a shared subject with two subscribers
        var events: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject
            .handleEvents(receiveSubscription: { _ in events.append("subscribed") }, receiveCancel: { events.append("cancelled") })
            .share()
        let first = shared.sink { events.append("first \($0)") }
        let second = shared.sink { events.append("second \($0)") }

        // When one cancels, a value comes, then the other cancels
        subject.send(1)
        first.cancel()
        subject.send(2)
        second.cancel()
        subject.send(3)

        // Then the upstream was subscribed once and cancelled with the last subscriber
        XCTAssertEqual(events, ["subscribed", "first 1", "second 1", "second 2", "cancelled"])
    }

    func testAutoconnectReconnectsForANewSubscriberAfterDisconnecting() {
        // Given
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let publisher = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).makeConnectable().autoconnect()

        // When a subscriber comes and goes, then another comes
        publisher.sink { _ in }.cancel()
        var received: [Int] = []
        let later = publisher.sink { received.append($0) }
        subject.send(5)

        // Then the upstream was subscribed twice and the second subscriber hears it
        XCTAssertEqual(subscriptions, 2)
        XCTAssertEqual(received, [5])
        later.cancel()
    }

    func testAFailureEndsAMergeAndNothingFollowsIt() {
        // Given
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>()
        a.merge(with: b).subscribe(subscriber)

        // When
        a.send(1)
        b.send(completion: .failure(TestError(code: 3)))
        a.send(2)
        a.send(completion: .finished)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "failure(e3)"])
    }

    func testTheCompletionComesAfterEveryValueThroughAChain() {
        // Given / when
        let subscriber = TestSubscriber<String, Never>()
        (1...4).publisher
            .map { $0 * 3 }
            .filter { $0 % 2 == 0 }
            .scan("") { $0 + "\($1)," }
            .subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, ["6,", "6,12,", "finished"])
    }
}
