import XCTest
@testable import UIKitCore

/// A window of `size` points with no host; layout runs as in a frame.
func makeLayoutWindow(width: CGFloat = 400, height: CGFloat = 300) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
}

/// A view with a fixed intrinsic content size (like a label with known text).
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

/// A plain view for Auto Layout (translatesAutoresizingMaskIntoConstraints = false), added to `parent`.
@discardableResult
func makeConstrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Collects the window's Auto Layout messages.
final class LayoutMessageLog {
    private(set) var messages: [String] = []
    init(_ window: UIWindow) {
        window.onLayoutMessage = { [weak self] in self?.messages.append($0) }
    }
}

func assertFrame(_ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(view.frame, CGRect(x: x, y: y, width: width, height: height), file: file, line: line)
}
