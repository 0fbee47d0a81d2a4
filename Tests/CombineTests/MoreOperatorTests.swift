import Combine
import Foundation
import XCTest

final class MoreOperatorTests: XCTestCase {
    private func events<P: Publisher>(_ publisher: P) -> [String] {
        let subscriber = TestSubscriber<P.Output, P.Failure>()
        publisher.subscribe(subscriber)
        return subscriber.events
    }

    struct Person: Codable, Equatable, CustomStringConvertible {
        let name: String
        var description: String { name }
    }

    func testDecodeAndEncode() throws {
        // Given
        let json = Data(#"{"name":"Ann"}"#.utf8)

        // When / then
        XCTAssertEqual(events(Just(json).decode(type: Person.self, decoder: JSONDecoder())), ["Ann", "finished"])
        let bad = events(Just(Data("{".utf8)).decode(type: Person.self, decoder: JSONDecoder()))
        XCTAssertEqual(bad.count, 1)
        XCTAssertTrue(bad[0].hasPrefix("failure("))
        let encoded = events(Just(Person(name: "Bo")).encode(encoder: JSONEncoder()).map { String(decoding: $0, as: UTF8.self) })
        XCTAssertEqual(encoded, [#"{"name":"Bo"}"#, "finished"])
    }

    func testRetryResubscribesUpToTheLimit() {
        // Given a publisher that fails on its first two subscriptions
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3 ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
                                : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }

        // When / then
        XCTAssertEqual(events(flaky.retry(2)), ["3", "finished"])
        attempts = 0
        XCTAssertEqual(events(flaky.retry(1)), ["failure(e2)"])
        XCTAssertEqual(attempts, 2)
    }

    func testTimeoutFinishesOrFailsAfterSilence() {
        // Given
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let quiet = TestSubscriber<Int, TestError>()
        subject.timeout(.milliseconds(100), scheduler: scheduler).subscribe(quiet)
        let failing = TestSubscriber<Int, TestError>()
        subject.timeout(.milliseconds(100), scheduler: scheduler, customError: { TestError(code: 9) }).subscribe(failing)

        // When values keep coming every 60 ms, then stop
        scheduler.advance(by: .milliseconds(60))
        subject.send(1)
        scheduler.advance(by: .milliseconds(60))
        subject.send(2)
        scheduler.advance(by: .milliseconds(99))
        XCTAssertEqual(quiet.events, ["1", "2"])
        scheduler.advance(by: .milliseconds(1))
        subject.send(3)

        // Then
        XCTAssertEqual(quiet.events, ["1", "2", "finished"])
        XCTAssertEqual(failing.events, ["1", "2", "failure(e9)"])
    }

    func testContainsAllSatisfyMinMax() {
        XCTAssertEqual(events((1...5).publisher.contains(3)), ["true", "finished"])
        XCTAssertEqual(events((1...5).publisher.contains(9)), ["false", "finished"])
        XCTAssertEqual(events((1...5).publisher.allSatisfy { $0 > 0 }), ["true", "finished"])
        XCTAssertEqual(events((1...5).publisher.allSatisfy { $0 < 3 }), ["false", "finished"])
        XCTAssertEqual(events([3, 1, 4, 1, 5].publisher.min()), ["1", "finished"])
        XCTAssertEqual(events([3, 1, 4, 1, 5].publisher.max()), ["5", "finished"])
        XCTAssertEqual(events(["bb", "a", "ccc"].publisher.max { $0.count < $1.count }), ["ccc", "finished"])
        XCTAssertEqual(events(Optional(4).publisher), ["4", "finished"])
        XCTAssertEqual(events(Optional<Int>.none.publisher), ["finished"])
    }

    func testValuesAsAnAsyncSequence() async {
        // Given
        var received: [Int] = []

        // When
        for await value in [1, 2, 3].publisher.values {
            received.append(value)
        }

        // Then
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testThrowingValuesThrowTheFailure() async {
        // Given
        let publisher = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 7)))
        var received: [Int] = []

        // When
        do {
            for try await value in publisher.values { received.append(value) }
            XCTFail("expected a failure")
        } catch {
            // Then
            XCTAssertEqual(error as? TestError, TestError(code: 7))
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testValuesOfASubjectArriveAsSent() async {
        // Given
        let subject = CurrentValueSubject<Int, Never>(0)
        var iterator = subject.values.makeAsyncIterator()

        // When / then
        let first = await iterator.next()
        subject.send(1)
        subject.send(2)
        let latest = await iterator.next()
        subject.send(completion: .finished)
        let end = await iterator.next()

        // Then: the current value, then the latest sent while no element was asked for, then the end
        XCTAssertEqual(first, 0)
        XCTAssertEqual(latest, 2)
        XCTAssertNil(end)
    }
}
