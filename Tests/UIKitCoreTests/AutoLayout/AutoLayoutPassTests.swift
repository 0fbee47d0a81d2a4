import XCTest
@testable import UIKitCore

/// The layout pass: update-constraints first (subviews before superviews), the
/// solver, frames applied before `layoutSubviews`, animated constant changes,
/// window resizes.
final class AutoLayoutPassTests: XCTestCase {
    func testAConstantChangeLaidOutInAnAnimationBlockAnimates() {
        // Given a view 40 points from the top, laid out at time 0
        let window = makeLayoutWindow()
        let view = makeConstrainedView(in: window)
        let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)
        NSLayoutConstraint.activate([top, view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
                                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20)])
        window.processFrame(at: 0)

        // When the constant goes to 100 inside a one-second linear animation that lays out
        top.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            window.layoutIfNeeded()
        })

        // Then the model frame is there at once, and halfway through the view is halfway
        XCTAssertEqual(view.frame.minY, 100)
        window.processFrame(at: 0.5)
        XCTAssertEqual(view.layer.presented.frame.minY, 70, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presented.frame.minX, 10)
        window.processFrame(at: 1.0)
        XCTAssertEqual(view.layer.presented.frame.minY, 100)
    }

    func testASizeChangeAnimatesTheViewsThatDependOnIt() {
        // Given a header whose height constraint pushes a body down
        let window = makeLayoutWindow()
        let header = makeConstrainedView(in: window)
        let body = makeConstrainedView(in: window)
        let height = header.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.topAnchor), header.leftAnchor.constraint(equalTo: window.leftAnchor),
            header.rightAnchor.constraint(equalTo: window.rightAnchor), height,
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10), body.leftAnchor.constraint(equalTo: window.leftAnchor),
            body.rightAnchor.constraint(equalTo: window.rightAnchor), body.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.processFrame(at: 0)
        assertFrame(body, 0, 60, 400, 240)

        // When the header grows by 100 over 0.4 s (linear) and we look at 0.1 s
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            height.constant = 150
            window.layoutIfNeeded()
        })
        window.processFrame(at: 0.1)

        // Then both are a quarter of the way
        XCTAssertEqual(header.layer.presented.frame.height, 75, accuracy: 1e-9)
        XCTAssertEqual(body.layer.presented.frame.minY, 85, accuracy: 1e-9)
        XCTAssertEqual(body.layer.presented.frame.height, 215, accuracy: 1e-9)
    }

    func testAWindowResizeResolvesTheContent() {
        // Given a root controller's view with a subview pinned to its edges
        let window = makeLayoutWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let view = makeConstrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            view.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -10),
        ])
        window.processFrame(at: 0)
        assertFrame(view, 10, 10, 380, 280)

        // When the window is resized twice
        window.resize(to: CGSize(width: 640, height: 480))
        window.processFrame(at: 0.016)
        assertFrame(view, 10, 10, 620, 460)
        window.resize(to: CGSize(width: 320, height: 200))
        window.processFrame(at: 0.032)

        // Then the view follows each time
        assertFrame(view, 10, 10, 300, 180)
    }

    func testUpdateConstraintsRunsOnceOnEntryThenWhenAskedSubviewsFirst() {
        // Given a container and a child that add their constraints in updateConstraints
        final class Recording: UIView {
            override class var requiresConstraintBasedLayout: Bool { true }
            var log: (String) -> Void = { _ in }
            var name = ""
            var installed = false
            override func updateConstraints() {
                log(name)
                if !installed, let superview {
                    installed = true
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 5),
                        topAnchor.constraint(equalTo: superview.topAnchor, constant: 5),
                        widthAnchor.constraint(equalToConstant: name == "outer" ? 100 : 20),
                        heightAnchor.constraint(equalToConstant: name == "outer" ? 100 : 20),
                    ])
                }
                super.updateConstraints()
            }
        }
        var calls: [String] = []
        let outer = Recording(), inner = Recording()
        outer.name = "outer"; inner.name = "inner"
        outer.log = { calls.append($0) }; inner.log = { calls.append($0) }
        outer.addSubview(inner)
        let window = makeLayoutWindow()

        // When the container enters the window and lays out
        window.addSubview(outer)
        window.processFrame(at: 0)

        // Then each was asked once, the inner one first, and their constraints placed them
        XCTAssertEqual(calls, ["inner", "outer"])
        assertFrame(outer, 5, 5, 100, 100)
        assertFrame(inner, 5, 5, 20, 20)
        XCTAssertFalse(inner.needsUpdateConstraints())

        // When only the outer one asks again
        calls.removeAll()
        outer.setNeedsUpdateConstraints()
        XCTAssertTrue(outer.needsUpdateConstraints())
        window.processFrame(at: 0.016)
        XCTAssertEqual(calls, ["outer"])
        window.processFrame(at: 0.032)
        XCTAssertEqual(calls, ["outer"], "not again without asking")
    }

    func testUpdateViewConstraintsRunsForAControllersView() {
        final class Controller: UIViewController {
            var count = 0
            override func updateViewConstraints() {
                count += 1
                super.updateViewConstraints()
            }
        }
        let window = makeLayoutWindow()
        let controller = Controller()
        window.rootViewController = controller
        window.processFrame(at: 0)
        XCTAssertEqual(controller.count, 1)
        controller.view.setNeedsUpdateConstraints()
        window.processFrame(at: 0.016)
        XCTAssertEqual(controller.count, 2)
    }

    func testSolvedFramesAreInPlaceWhenLayoutSubviewsRuns() {
        // Given a container whose layoutSubviews reads its constrained subview's frame
        final class Container: UIView {
            var seen: CGRect?
            override func layoutSubviews() {
                super.layoutSubviews()
                seen = subviews.first?.frame
            }
        }
        let window = makeLayoutWindow()
        let container = Container(frame: window.bounds)
        window.addSubview(container)
        let view = makeConstrainedView(in: container)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 7),
                                     view.topAnchor.constraint(equalTo: container.topAnchor, constant: 9),
                                     view.widthAnchor.constraint(equalToConstant: 11), view.heightAnchor.constraint(equalToConstant: 13)])

        // When laid out
        window.processFrame(at: 0)

        // Then layoutSubviews saw the solved frame
        XCTAssertEqual(container.seen, CGRect(x: 7, y: 9, width: 11, height: 13))
    }

    func testFramesAreRoundedToThePixelGrid() {
        // Given three equal widths in 100 points at scale 1
        let window = makeLayoutWindow(width: 100, height: 50)
        let views = (0..<3).map { _ in makeConstrainedView(in: window) }
        var constraints: [NSLayoutConstraint] = [views[0].leftAnchor.constraint(equalTo: window.leftAnchor),
                                                 views[2].rightAnchor.constraint(equalTo: window.rightAnchor)]
        for (left, right) in zip(views, views.dropFirst()) {
            constraints.append(right.leftAnchor.constraint(equalTo: left.rightAnchor))
            constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
        }
        for view in views {
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        }
        NSLayoutConstraint.activate(constraints)

        // When laid out
        window.layoutIfNeeded()

        // Then 33.33 edges land on whole points without gaps: 0-33, 33-67, 67-100
        XCTAssertEqual(views.map(\.frame.minX), [0, 33, 67])
        XCTAssertEqual(views.map(\.frame.maxX), [33, 67, 100])
    }
}
