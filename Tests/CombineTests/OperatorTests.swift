import Combine
import XCTest

final class OperatorTests: XCTestCase {
    private func events<P: Publisher>(_ publisher: P) -> [String] {
        let subscriber = TestSubscriber<P.Output, P.Failure>()
        publisher.subscribe(subscriber)
        return subscriber.events
    }

    func testValueOperators() {
        XCTAssertEqual(events([1, 2, 3].publisher.map { $0 * 2 }), ["2", "4", "6", "finished"])
        XCTAssertEqual(events(["1", "x", "3"].publisher.compactMap(Int.init)), ["1", "3", "finished"])
        XCTAssertEqual(events((1...6).publisher.filter { $0 % 3 == 0 }), ["3", "6", "finished"])
        XCTAssertEqual(events([1, 1, 2, 2, 2, 1, 3, 3].publisher.removeDuplicates()), ["1", "2", "1", "3", "finished"])
        XCTAssertEqual(events([1, 2, 12, 15, 31].publisher.removeDuplicates { $0 / 10 == $1 / 10 }), ["1", "12", "31", "finished"])
        XCTAssertEqual(events((1...5).publisher.dropFirst()), ["2", "3", "4", "5", "finished"])
        XCTAssertEqual(events((1...5).publisher.dropFirst(3)), ["4", "5", "finished"])
        XCTAssertEqual(events((1...5).publisher.prefix(2)), ["1", "2", "finished"])
        XCTAssertEqual(events((1...5).publisher.prefix(0)), ["finished"])
        XCTAssertEqual(events((1...5).publisher.first()), ["1", "finished"])
        XCTAssertEqual(events((1...5).publisher.first { $0 > 3 }), ["4", "finished"])
        XCTAssertEqual(events((1...5).publisher.last()), ["5", "finished"])
        XCTAssertEqual(events((1...4).publisher.scan(0, +)), ["1", "3", "6", "10", "finished"])
        XCTAssertEqual(events((1...4).publisher.reduce(0, +)), ["10", "finished"])
        XCTAssertEqual(events((1...5).publisher.collect()), ["[1, 2, 3, 4, 5]", "finished"])
        XCTAssertEqual(events((1...5).publisher.collect(2)), ["[1, 2]", "[3, 4]", "[5]", "finished"])
        XCTAssertEqual(events([1, 2].publisher.prepend(0).append(3)), ["0", "1", "2", "3", "finished"])
        XCTAssertEqual(events(Empty<Int, Never>().replaceEmpty(with: 9)), ["9", "finished"])
        XCTAssertEqual(events([Optional(1), nil].publisher.replaceNil(with: 0)), ["1", "0", "finished"])
        XCTAssertEqual(events((1...3).publisher.output(at: 1)), ["2", "finished"])
        XCTAssertEqual(events((1...3).publisher.count()), ["3", "finished"])
    }

    func testFirstCancelsItsUpstream() {
        // Given
        var cancelled = false
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        subject.handleEvents(receiveCancel: { cancelled = true }).first().subscribe(subscriber)

        // When
        subject.send(1)
        subject.send(2)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "finished"])
        XCTAssertTrue(cancelled)
    }

    func testTryMapFailsWithTheThrownErrorAndCancelsUpstream() {
        // Given
        var cancelled = false
        let publisher = (1...5).publisher
            .handleEvents(receiveCancel: { cancelled = true })
            .tryMap { value -> Int in
                if value == 3 { throw TestError(code: 3) }
                return value
            }

        // When / then
        XCTAssertEqual(events(publisher), ["1", "2", "failure(e3)"])
        XCTAssertTrue(cancelled)
    }

    func testReplaceErrorAndCatch() {
        // Given
        let failing = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 1)))

        // When / then
        XCTAssertEqual(events(failing), ["1", "2", "failure(e1)"])
        XCTAssertEqual(events(failing.replaceError(with: 0)), ["1", "2", "0", "finished"])
        XCTAssertEqual(events(failing.catch { _ in Just(9) }), ["1", "2", "9", "finished"])
        XCTAssertEqual(events(failing.mapError { TestError(code: $0.code + 10) }), ["1", "2", "failure(e11)"])
    }

    func testCatchPassesTheRemainingDemandToTheReplacement() {
        // Given
        let subscriber = TestSubscriber<Int, Never>(initial: .max(3))
        let failing = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 1)))

        // When
        failing.catch { _ in [7, 8, 9].publisher }.subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2", "7"])
    }

    func testFlatMapInterleavesInnerPublishers() {
        // Given
        let outer = PassthroughSubject<String, Never>()
        var inners: [String: PassthroughSubject<String, Never>] = ["a": .init(), "b": .init()]
        let subscriber = TestSubscriber<String, Never>()
        outer.flatMap { inners[$0]! }.subscribe(subscriber)

        // When
        outer.send("a")
        inners["a"]!.send("a1")
        outer.send("b")
        inners["b"]!.send("b1")
        inners["a"]!.send("a2")
        outer.send(completion: .finished)
        inners["a"]!.send(completion: .finished)
        XCTAssertEqual(subscriber.events, ["a1", "b1", "a2"])
        inners["b"]!.send(completion: .finished)

        // Then
        XCTAssertEqual(subscriber.events, ["a1", "b1", "a2", "finished"])
        inners = [:]
    }

    func testFlatMapRespectsDemand() {
        // Given
        let subscriber = TestSubscriber<Int, Never>(initial: .max(3))

        // When
        [1, 2].publisher.flatMap { [$0 * 10, $0 * 10 + 1].publisher }.subscribe(subscriber)

        // Then
        XCTAssertEqual(subscriber.events, ["10", "11", "20"])

        // When
        subscriber.request(.max(5))

        // Then
        XCTAssertEqual(subscriber.events, ["10", "11", "20", "21", "finished"])
    }

    func testFlatMapWithOnePublisherAtATimeRunsThemInOrder() {
        // Given
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        [a, b].publisher.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(subscriber)

        // When
        b.send(0)
        a.send(1)
        a.send(completion: .finished)
        b.send(2)
        b.send(completion: .finished)

        // Then: b was not subscribed until a finished
        XCTAssertEqual(subscriber.events, ["1", "2", "finished"])
    }

    func testSwitchToLatestFollowsTheNewestPublisher() {
        // Given
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        outer.switchToLatest().subscribe(subscriber)

        // When
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        outer.send(completion: .finished)
        second.send(completion: .finished)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "3", "finished"])
    }

    func testMergeInterleavesAndFinishesWhenAllFinish() {
        // Given
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        a.merge(with: b).subscribe(subscriber)

        // When
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        b.send(completion: .finished)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2", "3", "finished"])
        XCTAssertEqual(events([1, 2].publisher.merge(with: [3].publisher, [4].publisher)), ["1", "2", "3", "4", "finished"])
    }

    func testCombineLatestPairsTheLatestValues() {
        // Given
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let subscriber = TestSubscriber<String, Never>()
        a.combineLatest(b) { "\($0)\($1)" }.subscribe(subscriber)

        // When
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        a.send(completion: .finished)
        b.send("z")
        b.send(completion: .finished)

        // Then
        XCTAssertEqual(subscriber.events, ["2x", "3x", "3y", "3z", "finished"])
    }

    func testCombineLatestFailsWhenEitherFails() {
        // Given
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<String, TestError>()
        a.combineLatest(b).map { "\($0),\($1)" }.subscribe(subscriber)

        // When
        a.send(1)
        b.send(2)
        b.send(completion: .failure(TestError(code: 5)))
        a.send(3)

        // Then
        XCTAssertEqual(subscriber.events, ["1,2", "failure(e5)"])
    }

    func testZipPairsInOrder() {
        // Given
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let subscriber = TestSubscriber<String, Never>()
        a.zip(b) { "\($0)\($1)" }.subscribe(subscriber)

        // When
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        a.send(completion: .finished)
        b.send("y")
        XCTAssertEqual(subscriber.events, ["1x", "2y"])
        b.send("z")

        // Then: a finished and its queue is empty after the third pair
        XCTAssertEqual(subscriber.events, ["1x", "2y", "3z", "finished"])
    }

    func testShareSubscribesUpstreamOnce() {
        // Given
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let first = TestSubscriber<Int, Never>()
        let second = TestSubscriber<Int, Never>()

        // When
        shared.subscribe(first)
        subject.send(1)
        shared.subscribe(second)
        subject.send(2)

        // Then
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first.events, ["1", "2"])
        XCTAssertEqual(second.events, ["2"])
    }

    func testMakeConnectableWaitsForConnect() {
        // Given
        let connectable = [1, 2].publisher.makeConnectable()
        let subscriber = TestSubscriber<Int, Never>()
        connectable.subscribe(subscriber)
        XCTAssertEqual(subscriber.events, [])

        // When
        let connection = connectable.connect()

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2", "finished"])
        connection.cancel()
    }

    func testHandleEventsOrder() {
        // Given
        var log: [String] = []
        let subscriber = TestSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))

        // When
        [5].publisher.handleEvents(receiveSubscription: { _ in log.append("subscription") },
                                   receiveOutput: { log.append("output \($0)") },
                                   receiveCompletion: { _ in log.append("completion") },
                                   receiveRequest: { log.append("request \($0)") })
            .subscribe(subscriber)

        // Then
        XCTAssertEqual(log, ["subscription", "request max(1)", "output 5", "request max(1)", "completion"])
    }

    func testPrintWritesAppleFormat() {
        // Given
        final class Stream: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let stream = Stream()

        // When
        _ = events([1].publisher.print("p", to: stream))

        // Then
        XCTAssertEqual(stream.text, """
            p: receive subscription: ([1])
            p: request unlimited
            p: receive value: (1)
            p: receive finished

            """)
    }

    func testAnyPublisherAndAnySubscriber() {
        // Given
        let erased: AnyPublisher<Int, Never> = [1, 2].publisher.map { $0 + 1 }.eraseToAnyPublisher()
        var received: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.unlimited) },
                                                   receiveValue: { received.append($0); return .none },
                                                   receiveCompletion: { _ in received.append(-1) })

        // When
        erased.subscribe(subscriber)

        // Then
        XCTAssertEqual(received, [2, 3, -1])
    }

    func testResultPublisher() {
        XCTAssertEqual(events(Result<Int, TestError>.success(1).publisher), ["1", "finished"])
        XCTAssertEqual(events(Result<Int, TestError>.failure(TestError(code: 6)).publisher), ["failure(e6)"])
    }
}
