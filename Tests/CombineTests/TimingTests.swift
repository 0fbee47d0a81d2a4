import Combine
import XCTest

final class TimingTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var subject: PassthroughSubject<Int, Never>!
    private var received: [String] = []
    private var cancellable: AnyCancellable?

    override func setUp() {
        scheduler = TestScheduler()
        subject = PassthroughSubject()
        received = []
    }

    override func tearDown() {
        cancellable = nil
    }

    /// Records "value@ms" with the scheduler's virtual time.
    private func record<P: Publisher>(_ publisher: P) where P.Failure == Never {
        let start = scheduler.now
        cancellable = publisher.sink(receiveCompletion: { [unowned self] _ in
            received.append("finished@\(start.distance(to: scheduler.now).magnitude / 1_000_000)")
        }, receiveValue: { [unowned self] value in
            received.append("\(value)@\(start.distance(to: scheduler.now).magnitude / 1_000_000)")
        })
    }

    func testDebounceDeliversTheLastValueAfterAQuietPeriod() {
        // Given Apple's documentation example: 0 at 0, 1 at 250, 2 at 1000, 3 at 1250, 4 at 1500, 5 at 2000, debounce 500 ms
        record(subject.debounce(for: .milliseconds(500), scheduler: scheduler))

        // When
        subject.send(0)
        scheduler.advance(by: .milliseconds(250))
        subject.send(1)
        scheduler.advance(by: .milliseconds(750))
        subject.send(2)
        scheduler.advance(by: .milliseconds(250))
        subject.send(3)
        scheduler.advance(by: .milliseconds(250))
        subject.send(4)
        scheduler.advance(by: .milliseconds(500))
        subject.send(5)
        scheduler.advance(by: .milliseconds(500))

        // Then
        XCTAssertEqual(received, ["1@750", "4@2000", "5@2500"])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testDebounceDropsThePendingValueOnCompletion() {
        // Given
        record(subject.debounce(for: .milliseconds(300), scheduler: scheduler))

        // When
        subject.send(1)
        scheduler.advance(by: .milliseconds(100))
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))

        // Then
        XCTAssertEqual(received, ["finished@100"])
    }

    func testThrottleLatest() {
        // Given
        record(subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: true))

        // When: values every 30 ms
        for value in 0..<8 {
            subject.send(value)
            scheduler.advance(by: .milliseconds(30))
        }
        scheduler.advance(by: .milliseconds(200))

        // Then: the first at once, then the latest of each 100 ms
        XCTAssertEqual(received, ["0@0", "3@100", "6@200", "7@300"])
    }

    func testThrottleFirst() {
        // Given
        record(subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: false))

        // When
        for value in 0..<8 {
            subject.send(value)
            scheduler.advance(by: .milliseconds(30))
        }
        scheduler.advance(by: .milliseconds(200))

        // Then: the first value of each interval
        XCTAssertEqual(received, ["0@0", "1@100", "4@200", "7@300"])
    }

    func testDelayShiftsValuesAndCompletion() {
        // Given
        record(subject.delay(for: .milliseconds(200), scheduler: scheduler))

        // When
        subject.send(1)
        scheduler.advance(by: .milliseconds(50))
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: .milliseconds(149))
        XCTAssertEqual(received, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(received, ["1@200"])
        scheduler.advance(by: .milliseconds(100))

        // Then
        XCTAssertEqual(received, ["1@200", "2@250", "finished@250"])
    }

    func testReceiveOnDefersDeliveryToTheScheduler() {
        // Given
        record(subject.receive(on: scheduler))

        // When
        subject.send(1)
        subject.send(2)

        // Then nothing until the scheduler runs
        XCTAssertEqual(received, [])
        scheduler.runDue()
        XCTAssertEqual(received, ["1@0", "2@0"])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        // Given
        var subscribed = false
        let publisher = Just(1).handleEvents(receiveSubscription: { _ in subscribed = true }).subscribe(on: scheduler)

        // When
        record(publisher)

        // Then
        XCTAssertFalse(subscribed)
        scheduler.runDue()
        XCTAssertTrue(subscribed)
        XCTAssertEqual(received, ["1@0", "finished@0"])
    }

    func testCancelStopsAPendingDebounce() {
        // Given
        record(subject.debounce(for: .milliseconds(300), scheduler: scheduler))

        // When
        subject.send(1)
        cancellable?.cancel()
        scheduler.advance(by: .seconds(1))

        // Then
        XCTAssertEqual(received, [])
    }
}
