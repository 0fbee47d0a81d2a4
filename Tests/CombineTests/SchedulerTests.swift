import Combine
import Foundation
import XCTest

final class SchedulerTests: XCTestCase {
    func testReceiveOnTheMainQueueDeliversOnTheMainThread() {
        // Given
        let delivered = expectation(description: "delivered on main")
        var onMain: [Bool] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: DispatchQueue.main).sink { value in
            onMain.append(Thread.isMainThread)
            if value == 2 { delivered.fulfill() }
        }

        // When
        DispatchQueue.global().async {
            subject.send(1)
            subject.send(2)
        }

        // Then
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(onMain, [true, true])
        cancellable.cancel()
    }

    func testDispatchQueueScheduleAfter() {
        // Given
        let queue = DispatchQueue(label: "combine-tests")
        let ran = expectation(description: "ran")
        let start = queue.now

        // When
        queue.schedule(after: start.advanced(by: .milliseconds(20))) { ran.fulfill() }

        // Then
        wait(for: [ran], timeout: 5)
        XCTAssertGreaterThanOrEqual(start.distance(to: queue.now), .milliseconds(20))
    }

    func testDispatchQueueRepeatingScheduleCanBeCancelled() {
        // Given
        let queue = DispatchQueue(label: "combine-tests-repeat")
        let threeTimes = expectation(description: "three runs")
        var runs = 0
        var cancellable: Cancellable?

        // When
        cancellable = queue.schedule(after: queue.now, interval: .milliseconds(5)) {
            runs += 1
            if runs == 3 {
                cancellable?.cancel()
                threeTimes.fulfill()
            }
        }

        // Then
        wait(for: [threeTimes], timeout: 5)
        queue.sync {}
        XCTAssertEqual(runs, 3)
    }

    func testStrideConversions() {
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude, 1_500_000_000)
        XCTAssertEqual((0.25 as DispatchQueue.SchedulerTimeType.Stride).magnitude, 250_000_000)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(250).magnitude, 0.25)
        XCTAssertEqual(OperationQueue.SchedulerTimeType.Stride.seconds(2).magnitude, 2)
        let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        XCTAssertEqual(time.advanced(by: .nanoseconds(500)).dispatchTime.uptimeNanoseconds, 1_500)
        XCTAssertEqual(time.distance(to: time.advanced(by: .microseconds(3))).magnitude, 3_000)
    }

    func testReceiveOnRunLoopMain() {
        // Given
        let delivered = expectation(description: "delivered on the main run loop")
        var values: [Int] = []
        let cancellable = [1, 2, 3].publisher.receive(on: RunLoop.main).sink { value in
            XCTAssertTrue(Thread.isMainThread)
            values.append(value)
            if value == 3 { delivered.fulfill() }
        }

        // Then
        XCTAssertEqual(values, [])
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(values, [1, 2, 3])
        cancellable.cancel()
    }

    func testReceiveOnAnOperationQueue() {
        // Given
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let delivered = expectation(description: "delivered")
        let lock = NSLock()
        var values: [Int] = []
        let cancellable = [1, 2].publisher.receive(on: queue).sink { value in
            lock.lock()
            values.append(value)
            lock.unlock()
            if value == 2 { delivered.fulfill() }
        }

        // Then
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(lock.withLock { values }, [1, 2])
        cancellable.cancel()
    }

    func testDebounceOnTheMainQueue() {
        // Given
        let delivered = expectation(description: "debounced")
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = subject.debounce(for: .milliseconds(30), scheduler: DispatchQueue.main).sink {
            received.append($0)
            delivered.fulfill()
        }

        // When
        subject.send("a")
        subject.send("ab")
        subject.send("abc")

        // Then
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(received, ["abc"])
        cancellable.cancel()
    }

    func testImmediateSchedulerRunsAtOnce() {
        // Given
        var received: [Int] = []

        // When
        let cancellable = [1, 2].publisher.receive(on: ImmediateScheduler.shared).sink { received.append($0) }

        // Then
        XCTAssertEqual(received, [1, 2])
        cancellable.cancel()
    }
}
