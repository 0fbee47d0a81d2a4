import XCTest
@testable import UIKitCore

/// Unsatisfiable constraints are reported once in UIKit's words and broken;
/// ambiguity is answered by the solver.
final class AutoLayoutConflictTests: XCTestCase {
    func testARequiredConflictIsLoggedOnceAndSurvived() {
        // Given a view whose width is required to be 100 and 200
        let window = makeLayoutWindow()
        let log = LayoutMessageLog(window)
        let view = makeConstrainedView(in: window)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "too-wide"
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: window.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10), narrow, wide])

        // When the window lays out, three times
        window.processFrame(at: 0)
        window.processFrame(at: 0.016)
        window.processFrame(at: 0.032)

        // Then one message names both constraints and the one broken, the first one holds
        XCTAssertEqual(log.messages.count, 1)
        let message = log.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."), message)
        XCTAssertTrue(message.contains(narrow.description), message)
        XCTAssertTrue(message.contains(wide.description), message)
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n\(wide.description)")
                      || message.contains("Will attempt to recover by breaking constraint\n\(wide.description)"), message)
        XCTAssertEqual(view.frame.width, 100)
        XCTAssertTrue(wide.isActive, "a broken constraint stays active, as in UIKit")

        // When the constraint that won is deactivated, the broken one takes over (quietly)
        narrow.isActive = false
        window.processFrame(at: 0.048)
        XCTAssertEqual(view.frame.width, 200)
        XCTAssertEqual(log.messages.count, 1)
    }

    func testAConflictWithAContentSizeNamesItAsUIKitDoes() {
        // Given a view 80 wide by its content, resisting compression at required, and
        // named by its accessibility identifier
        let window = makeLayoutWindow()
        let log = LayoutMessageLog(window)
        let view = SizedView(80, 20)
        view.accessibilityIdentifier = "name-label"
        view.translatesAutoresizingMaskIntoConstraints = false
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.addSubview(view)
        let narrow = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: window.topAnchor), narrow])

        // When the window lays out
        window.processFrame(at: 0)

        // Then the message names the content-size constraint in UIKit's words (the text
        // is made when the message is, from what the view was when the constraint was)
        XCTAssertEqual(log.messages.count, 1)
        let message = log.messages.first ?? ""
        let name = "SizedView:\(LayoutEngine.address(of: view)) 'name-label'"
        XCTAssertTrue(message.contains("\(name).width >= 80 Hug:250 CompressionResistance:1000>  (compression resistance)"), message)
        XCTAssertTrue(message.contains("<NSContentSizeLayoutConstraint:0x"), message)
        XCTAssertTrue(message.contains(narrow.description), message)
    }

    func testAConstantChangeIntoAConflictBreaksThatConstraint() {
        // Given a width between 50 and 150 and a required width of 100
        let window = makeLayoutWindow()
        let log = LayoutMessageLog(window)
        let view = makeConstrainedView(in: window)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: window.leftAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10), width,
                                     view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                                     view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)])
        window.processFrame(at: 0)

        // When the width constant goes to 300
        width.constant = 300
        window.processFrame(at: 0.016)

        // Then it is reported and broken; the view keeps a width the others allow
        XCTAssertEqual(log.messages.count, 1)
        XCTAssertTrue(log.messages[0].contains("<= 150"), log.messages[0])
        XCTAssertLessThanOrEqual(view.frame.width, 150)
        XCTAssertGreaterThanOrEqual(view.frame.width, 50)

        // When it comes back into range, it holds again
        width.constant = 120
        window.processFrame(at: 0.032)
        XCTAssertEqual(view.frame.width, 120)
        XCTAssertEqual(log.messages.count, 1)
    }

    func testAConflictWithTheFrameOfAnAutoresizingViewNamesIt() {
        // Given a frame-placed 300-wide container and a subview required to be 20 + 400 + 20 wide inside it
        let window = makeLayoutWindow()
        let log = LayoutMessageLog(window)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(container)
        let view = makeConstrainedView(in: container)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                                     view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
                                     view.widthAnchor.constraint(equalToConstant: 400),
                                     view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)])

        // When laid out
        window.processFrame(at: 0)

        // Then the message lists the container's autoresizing constraint too, and the container keeps its frame
        XCTAssertEqual(log.messages.count, 1)
        XCTAssertTrue(log.messages[0].contains("NSAutoresizingMaskLayoutConstraint"), log.messages[0])
        XCTAssertEqual(container.frame.width, 300)
    }

    func testAmbiguityIsReportedAndCanBeExercised() {
        // Given a view with a position and a width but no height
        let window = makeLayoutWindow()
        let view = makeConstrainedView(in: window)
        let left = view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([left, width, view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)])
        window.processFrame(at: 0)

        // Then its layout is ambiguous, and horizontally it depends on exactly its two constraints
        XCTAssertTrue(view.hasAmbiguousLayout)
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        XCTAssertEqual(Set(horizontal.map(ObjectIdentifier.init)), [ObjectIdentifier(left), ObjectIdentifier(width)])

        // When exercised, the free height takes another value
        let before = view.frame.height
        view.exerciseAmbiguityInLayout()
        XCTAssertNotEqual(view.frame.height, before)
        XCTAssertEqual(view.frame.width, 30, "what is determined does not move")

        // When the height is given, it is no longer ambiguous
        view.heightAnchor.constraint(equalToConstant: 5).isActive = true
        window.processFrame(at: 0.016)
        XCTAssertFalse(view.hasAmbiguousLayout)
        XCTAssertEqual(view.frame.height, 5)
    }
}
