import Combine
import XCTest

final class SubjectTests: XCTestCase {
    func testCurrentValueSubjectReplaysItsValueToNewSubscribers() {
        // Given
        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []

        // When
        let cancellable = subject.sink { received.append($0) }
        subject.send(2)
        subject.value = 3

        // Then
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(subject.value, 3)
        cancellable.cancel()
    }

    func testCurrentValueSubjectStoresTheValueBeforePublishing() {
        // Given
        let subject = CurrentValueSubject<Int, Never>(0)
        var seen: [Int] = []
        let cancellable = subject.dropFirst().sink { _ in seen.append(subject.value) }

        // When
        subject.send(5)

        // Then: unlike @Published, the subject already holds the new value
        XCTAssertEqual(seen, [5])
        cancellable.cancel()
    }

    func testCurrentValueSubjectDeliversTheLatestValueWhenDemandArrives() {
        // Given
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = TestSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)

        // When
        subject.send(2)
        subject.send(3)
        subscriber.request(.max(1))

        // Then
        XCTAssertEqual(subscriber.events, ["3"])
    }

    func testPassthroughSubjectDoesNotReplay() {
        // Given
        let subject = PassthroughSubject<String, Never>()
        subject.send("before")
        var received: [String] = []

        // When
        let cancellable = subject.sink { received.append($0) }
        subject.send("after")

        // Then
        XCTAssertEqual(received, ["after"])
        cancellable.cancel()
    }

    func testCompletionReachesEverySubscriberAndLaterOnes() {
        // Given
        let subject = PassthroughSubject<Int, TestError>()
        let first = TestSubscriber<Int, TestError>()
        subject.subscribe(first)

        // When
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 4)))
        subject.send(2)
        subject.send(completion: .finished)
        let late = TestSubscriber<Int, TestError>()
        subject.subscribe(late)

        // Then
        XCTAssertEqual(first.events, ["1", "failure(e4)"])
        XCTAssertEqual(late.events, ["failure(e4)"])
    }

    func testVoidSubjectSend() {
        // Given
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = subject.sink { count += 1 }

        // When
        subject.send()
        subject.send()

        // Then
        XCTAssertEqual(count, 2)
        cancellable.cancel()
    }

    func testSubjectSubscribedToAPublisherRepublishesIt() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        subject.subscribe(subscriber)

        // When
        let connection = [1, 2, 3].publisher.subscribe(subject)

        // Then
        XCTAssertEqual(subscriber.events, ["1", "2", "3", "finished"])
        connection.cancel()
    }

    func testValuesSentFromManyThreadsAllArrive() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        let lock = NSLock()
        var sum = 0
        let cancellable = subject.sink { value in
            lock.lock()
            sum += value
            lock.unlock()
        }

        // When
        DispatchQueue.concurrentPerform(iterations: 1000) { subject.send($0) }

        // Then
        XCTAssertEqual(sum, (0..<1000).reduce(0, +))
        cancellable.cancel()
    }

    func testFutureRunsOnceAndDeliversToEverySubscriber() {
        // Given
        var runs = 0
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { fulfil in
            runs += 1
            promise = fulfil
        }
        let early = TestSubscriber<Int, Never>()
        future.subscribe(early)

        // When
        promise?(.success(42))
        let late = TestSubscriber<Int, Never>()
        future.subscribe(late)

        // Then
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(early.events, ["42", "finished"])
        XCTAssertEqual(late.events, ["42", "finished"])
    }

    func testDeferredCreatesAPublisherPerSubscriber() {
        // Given
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }

        // When
        let first = TestSubscriber<Int, Never>()
        let second = TestSubscriber<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)

        // Then
        XCTAssertEqual(first.events, ["1", "finished"])
        XCTAssertEqual(second.events, ["2", "finished"])
    }

    func testEmptyAndFail() {
        // Given
        let empty = TestSubscriber<Int, Never>()
        let never = TestSubscriber<Int, Never>()
        let fail = TestSubscriber<Int, TestError>()

        // When
        Empty<Int, Never>().subscribe(empty)
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        Fail<Int, TestError>(error: TestError(code: 2)).subscribe(fail)

        // Then
        XCTAssertEqual(empty.events, ["finished"])
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(fail.events, ["failure(e2)"])
    }
}

final class FutureLifetimeTests: XCTestCase {
    func testAFutureDroppedAfterSubscribingStillDeliversItsLaterResult() {
        // Given a future fulfilled later, not kept by anyone but its subscriber's pipeline
        var promise: Future<Int, Never>.Promise?
        var received: [String] = []
        let cancellable = Future<Int, Never> { promise = $0 }
            .map { $0 * 2 }
            .sink(receiveCompletion: { _ in received.append("finished") }, receiveValue: { received.append("\($0)") })

        // When
        promise?(.success(21))

        // Then
        XCTAssertEqual(received, ["42", "finished"])
        cancellable.cancel()
    }

    func testAFutureFulfilledOnAnotherQueue() {
        // Given
        let delivered = expectation(description: "delivered")
        var value: Int?
        let cancellable = Future<Int, Never> { promise in
            DispatchQueue.global().async { promise(.success(7)) }
        }
        .receive(on: DispatchQueue.main)
        .sink {
            value = $0
            delivered.fulfill()
        }

        // Then
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(value, 7)
        cancellable.cancel()
    }
}

final class ThreadSafetyTests: XCTestCase {
    func testSubscribingSendingAndCancellingFromManyThreads() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        let lock = NSLock()
        var kept: [AnyCancellable] = []
        var total = 0

        // When 200 threads each subscribe, send, and half of them cancel
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let cancellable = subject.sink { _ in
                lock.lock()
                total += 1
                lock.unlock()
            }
            subject.send(index)
            if index % 2 == 0 {
                cancellable.cancel()
            } else {
                lock.lock()
                kept.append(cancellable)
                lock.unlock()
            }
        }
        lock.lock()
        total = 0
        lock.unlock()
        subject.send(-1)

        // Then exactly the 100 kept subscribers hear a value sent afterwards
        XCTAssertEqual(lock.withLock { total }, 100)
        XCTAssertEqual(kept.count, 100)
    }

    func testPublishedSetFromManyThreadsFiresOncePerSet() {
        // Given
        final class Counter: ObservableObject {
            @Published var value = 0
        }
        let counter = Counter()
        let lock = NSLock()
        var changes = 0
        let cancellable = counter.objectWillChange.sink {
            lock.lock()
            changes += 1
            lock.unlock()
        }

        // When
        DispatchQueue.concurrentPerform(iterations: 500) { counter.value = $0 }

        // Then
        XCTAssertEqual(lock.withLock { changes }, 500)
        cancellable.cancel()
    }
}
