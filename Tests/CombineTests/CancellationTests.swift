import Combine
import XCTest

final class CancellationTests: XCTestCase {
    final class Token {}

    func testCancelStopsDelivery() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }

        // When
        subject.send(1)
        cancellable.cancel()
        subject.send(2)

        // Then
        XCTAssertEqual(received, [1])
    }

    func testDeinitCancels() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }

        // When
        subject.send(1)
        cancellable = nil
        subject.send(2)

        // Then
        XCTAssertNil(cancellable)
        XCTAssertEqual(received, [1])
    }

    func testCancelReleasesTheSinkClosures() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var token: Token? = Token()
        weak var weakToken = token
        let cancellable = subject.sink { [token] _ in _ = token }
        token = nil
        XCTAssertNotNil(weakToken)

        // When
        cancellable.cancel()

        // Then
        XCTAssertNil(weakToken)
    }

    func testCompletionReleasesTheSinkClosures() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var token: Token? = Token()
        weak var weakToken = token
        let cancellable = subject.sink(receiveCompletion: { [token] _ in _ = token }, receiveValue: { _ in })
        token = nil

        // When
        subject.send(completion: .finished)

        // Then
        XCTAssertNil(weakToken)
        cancellable.cancel()
    }

    func testStoreInSetReleasesWhenTheSetGoesAway() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var set: Set<AnyCancellable>? = []
        subject.sink { received.append($0) }.store(in: &set!)
        subject.map { $0 * 10 }.sink { received.append($0) }.store(in: &set!)

        // When
        subject.send(1)
        set = nil
        subject.send(2)

        // Then
        XCTAssertEqual(received, [1, 10])
    }

    func testStoreInArray() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var array: [AnyCancellable] = []

        // When
        subject.sink { received.append($0) }.store(in: &array)
        subject.send(1)
        array.removeAll()
        subject.send(2)

        // Then
        XCTAssertEqual(received, [1])
    }

    func testAnyCancellableRunsItsClosureOnce() {
        // Given
        var runs = 0
        let cancellable = AnyCancellable { runs += 1 }

        // When
        cancellable.cancel()
        cancellable.cancel()

        // Then
        XCTAssertEqual(runs, 1)
    }

    func testCancelReachesUpstreamThroughOperators() {
        // Given
        var events: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject
            .handleEvents(receiveSubscription: { _ in events.append("subscription") },
                          receiveOutput: { events.append("output \($0)") },
                          receiveCancel: { events.append("cancel") },
                          receiveRequest: { events.append("request \($0)") })
            .map { $0 }
            .filter { _ in true }
            .sink { events.append("sink \($0)") }

        // When
        subject.send(1)
        cancellable.cancel()
        subject.send(2)

        // Then
        XCTAssertEqual(events, ["subscription", "request unlimited", "output 1", "sink 1", "cancel"])
    }

    func testAssignHoldsTheObjectUntilCancelled() {
        // Given
        final class Model { var text = "" }
        let subject = PassthroughSubject<String, Never>()
        var model: Model? = Model()
        weak var weakModel = model
        let cancellable = subject.assign(to: \.text, on: model!)

        // When
        subject.send("a")
        XCTAssertEqual(model?.text, "a")
        model = nil

        // Then the subscription keeps it
        XCTAssertNotNil(weakModel)

        // When
        cancellable.cancel()

        // Then
        XCTAssertNil(weakModel)
    }
}
