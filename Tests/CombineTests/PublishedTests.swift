import Combine
import XCTest

final class PublishedTests: XCTestCase {
    final class Form: ObservableObject {
        @Published var name = "Ann"
        @Published var age = 30
        var plain = 0
    }

    final class SubForm: ObservableObject {
        @Published var title = "t"
    }

    class Base: ObservableObject {
        @Published var base = 0
    }

    final class Derived: Base {
        @Published var derived = 0
    }

    final class Custom: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        @Published var value = 0
    }

    final class NoPublished: ObservableObject {
        var value = 0
    }

    func testProjectedPublisherEmitsCurrentThenNewValuesOnWillSet() {
        // Given
        let form = Form()
        var log: [String] = []
        let cancellable = form.$name.sink { newValue in
            log.append("new \(newValue), property \(form.name)")
        }

        // When
        form.name = "Bea"
        form.name = "Cy"

        // Then: the property still holds the old value inside the sink, as on Apple
        XCTAssertEqual(log, ["new Ann, property Ann", "new Bea, property Ann", "new Cy, property Bea"])
        XCTAssertEqual(form.name, "Cy")
        cancellable.cancel()
    }

    func testObjectWillChangeFiresOncePerChangeBeforeTheChange() {
        // Given
        let form = Form()
        var log: [String] = []
        let willChange = form.objectWillChange.sink { log.append("will change, name \(form.name), age \(form.age)") }
        let names = form.$name.dropFirst().sink { log.append("$name \($0)") }

        // When
        form.name = "Bea"
        form.age = 31
        form.plain = 5

        // Then
        XCTAssertEqual(log, ["will change, name Ann, age 30", "$name Bea",
                             "will change, name Bea, age 30"])
        willChange.cancel()
        names.cancel()
    }

    func testObjectWillChangeIsTheSamePublisherEachTime() {
        // Given
        let form = Form()

        // When / then
        XCTAssertTrue(form.objectWillChange === form.objectWillChange)
    }

    func testSettingTheSameValueStillFires() {
        // Given (as on Apple: @Published does not compare values)
        let form = Form()
        var count = 0
        let cancellable = form.objectWillChange.sink { count += 1 }

        // When
        form.age = 30
        form.age = 30

        // Then
        XCTAssertEqual(count, 2)
        cancellable.cancel()
    }

    func testSuperclassPublishedPropertiesFireTheSubclassObject() {
        // Given
        let object = Derived()
        var count = 0
        let cancellable = object.objectWillChange.sink { count += 1 }

        // When
        object.base = 1
        object.derived = 2

        // Then
        XCTAssertEqual(count, 2)
        cancellable.cancel()
    }

    func testADeclaredObservableObjectPublisherIsFiredByPublished() {
        // Given
        let object = Custom()
        var count = 0
        let cancellable = object.objectWillChange.sink { count += 1 }

        // When
        object.value = 1

        // Then
        XCTAssertEqual(count, 1)
        cancellable.cancel()
    }

    func testAClassWithoutPublishedCanSendManually() {
        // Given
        let object = NoPublished()
        var count = 0
        let publisher = object.objectWillChange
        let cancellable = publisher.sink { count += 1 }

        // When
        publisher.send()

        // Then
        XCTAssertEqual(count, 1)
        cancellable.cancel()
    }

    func testAssignToPublishedUpdatesThePropertyAndFiresObjectWillChange() {
        // Given
        let form = Form()
        let subject = PassthroughSubject<Int, Never>()
        var changes = 0
        let cancellable = form.objectWillChange.sink { changes += 1 }
        subject.assign(to: &form.$age)

        // When
        subject.send(40)
        subject.send(41)

        // Then
        XCTAssertEqual(form.age, 41)
        XCTAssertEqual(changes, 2)
        cancellable.cancel()
    }

    func testAssignToPublishedEndsWithTheObject() {
        // Given
        let subject = PassthroughSubject<Int, Never>()
        var form: Form? = Form()
        weak var weakForm = form
        subject.assign(to: &form!.$age)

        // When
        form = nil
        subject.send(1)

        // Then: the subscription did not keep the object
        XCTAssertNil(weakForm)
    }

    func testPublishedPipelineWithRemoveDuplicates() {
        // Given
        let form = Form()
        var received: [String] = []
        let cancellable = form.$name.removeDuplicates().sink { received.append($0) }

        // When
        form.name = "Ann"
        form.name = "Bea"
        form.name = "Bea"

        // Then
        XCTAssertEqual(received, ["Ann", "Bea"])
        cancellable.cancel()
    }
}
