import XCTest
@testable import SwiftUI

/// A 390x844 headless window whose root is a hosting controller for `content`.
@MainActor
final class HostedContent<Content: View> {
    let host: HeadlessHost
    let controller: UIHostingController<Content>

    init(_ content: Content, size: CGSize = CGSize(width: 390, height: 844)) {
        host = HeadlessHost(size: size, scale: 1)
        controller = UIHostingController(rootView: content)
        host.window.rootViewController = controller
        host.runUntilIdle()
    }

    var graph: ViewGraph { controller.hostingView.graph }
    var bodyEvaluations: Int { graph.bodyEvaluations }
    func evaluations(of type: String) -> Int { graph.bodyEvaluationsByType[type] ?? 0 }

    /// The view with `identifier` in the window.
    func view(_ identifier: String) -> UIView? { find(identifier, in: host.window) }

    /// Its frame in window points.
    func frame(_ identifier: String) -> CGRect? {
        guard let view = view(identifier) else { return nil }
        return view.convert(view.bounds, to: host.window)
    }

    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    /// The safe area of the hosting view, in window points.
    var safeArea: CGRect { controller.view.bounds.inset(by: controller.view.safeAreaInsets) }

    func tap(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = frame(identifier) else { return XCTFail("no view \(identifier)", file: file, line: line) }
        host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        host.runUntilIdle()
    }

    func settle() { host.runUntilIdle() }

    /// Advances the virtual clock a frame at a time until `condition` holds, for work
    /// that comes back to the main actor from Swift's cooperative threads (an async
    /// action a `Task` awaits): between frames it waits on a real-time deadline, never
    /// a fixed sleep. Fails the test if `timeout` passes first.
    func advance(until condition: () -> Bool, timeout: TimeInterval = 10,
                 file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return XCTFail("condition not met within \(timeout) s", file: file, line: line) }
            host.advance(by: 1.0 / 60)
            if !condition() { _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.002)) }
        }
    }
}
