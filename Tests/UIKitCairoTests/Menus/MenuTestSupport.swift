import Foundation
import UIKit
@testable import UIKitCore

/// A white window with a root controller, a button at (20, 100, 120, 44) and the events heard.
final class MenuScene {
    let host = formsHost(width: 390, height: 600)
    let root = UIViewController()
    let button = UIButton(type: .system)
    var events: [String] = []

    init(menu: UIMenu?, showsMenuAsPrimaryAction: Bool = true) {
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.setTitle("Options", for: .normal)
        button.menu = menu
        button.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
        root.view.addSubview(button)
        host.window.addPresentationObserver { [weak self] event in
            switch event {
            case .menuPresented(let menu, _): self?.events.append("menu \(menu.title)")
            case .menuAction(let title): self?.events.append("menuAction \(title)")
            case .menuDismissed: self?.events.append("menuDismissed")
            default: break
            }
        }
        host.runUntilIdle()
    }

    func openMenu() {
        host.click(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
    }

    var overlay: MenuOverlayView? { host.window.menuOverlay }
    var card: MenuCardView? { overlay?.card }
    var rows: [MenuRowView] { card?.rows ?? [] }

    /// The frame of the row titled `title`, in window points.
    func rowFrame(_ title: String) -> CGRect {
        guard let row = rows.first(where: { $0.item.title == title }) else { return .null }
        return row.convert(row.bounds, to: nil)
    }

    func click(row title: String) {
        let frame = rowFrame(title)
        host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        host.runUntilIdle()
    }
}
