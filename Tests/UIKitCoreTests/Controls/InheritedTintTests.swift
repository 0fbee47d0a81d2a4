import UIKitCore
import XCTest

/// A view that inherits its tint hears `tintColorDidChange` when a move into a
/// differently tinted superview changes it, as in UIKit: a system button made on its
/// own and then added to a grey-tinted bar draws its title (and a back button its
/// chevron) grey, not system blue.
final class InheritedTintTests: XCTestCase {
    private final class TintCounter: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    func testASystemButtonAddedToATintedViewTakesItsTint() {
        // Given a system button made on its own (system blue), and a grey-tinted container
        let button = UIButton(type: .system)
        button.setTitle("Back", for: .normal)
        XCTAssertEqual(button.currentTitleColor, .systemBlue)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        bar.tintColor = .gray

        // When it is added
        bar.addSubview(button)

        // Then its title colour is the inherited grey
        XCTAssertEqual(button.tintColor, .gray)
        XCTAssertEqual(button.currentTitleColor, .gray)
    }

    func testOnlyAMoveThatChangesTheInheritedTintIsAnnounced() {
        // Given a view that inherits its tint, and two containers
        let view = TintCounter()
        let blue = UIView()
        let grey = UIView()
        grey.tintColor = .gray

        // When it moves into an untinted container, then a grey one, then back out
        blue.addSubview(view)
        XCTAssertEqual(view.changes, 0, "system blue before and after: nothing to announce")
        grey.addSubview(view)
        XCTAssertEqual(view.changes, 1)

        // Then a view with its own tint hears nothing from moves
        let own = TintCounter()
        own.tintColor = .red
        XCTAssertEqual(own.changes, 1, "setting the tint itself is announced")
        grey.addSubview(own)
        XCTAssertEqual(own.changes, 1)
    }
}
