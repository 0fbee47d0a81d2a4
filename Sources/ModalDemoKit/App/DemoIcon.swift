import Foundation
import UIKit

/// The demo's icon, drawn by the project's own renderer: a blue rounded square with
/// the list's rows in it and a white page sheet rising from the bottom, grabber and
/// all. The window manager gets it at several sizes (`_NET_WM_ICON`).
enum DemoIcon {
    /// The sizes given to the window manager (square, in pixels).
    static let sizes = [16, 32, 48, 64, 128]

    /// The icon at each of `sizes`.
    static func images(sizes: [Int] = DemoIcon.sizes) -> [PixelBuffer] {
        sizes.map(image)
    }

    /// The icon `size` pixels wide and high, transparent outside its rounded square.
    static func image(size: Int) -> PixelBuffer {
        let side = CGFloat(size)
        let host = HeadlessHost(size: CGSize(width: side, height: side), scale: 1)
        host.window.backgroundColor = .clear
        host.window.addSubview(iconView(side: side))
        host.runUntilIdle()
        return host.snapshot()
    }

    /// The icon's views, `side` points wide.
    static func iconView(side: CGFloat) -> UIView {
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        tile.backgroundColor = .systemBlue
        tile.layer.cornerRadius = side * 0.225
        tile.clipsToBounds = true
        for row in 0..<3 {
            let line = UIView(frame: CGRect(x: side * 0.2, y: side * (0.16 + 0.1 * CGFloat(row)),
                                            width: side * (row == 1 ? 0.45 : 0.6), height: max(1, side * 0.045)))
            line.backgroundColor = UIColor.white.withAlphaComponent(0.75)
            line.layer.cornerRadius = line.frame.height / 2
            tile.addSubview(line)
        }
        let sheet = UIView(frame: CGRect(x: side * 0.1, y: side * 0.5, width: side * 0.8, height: side * 0.6))
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = side * 0.12
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tile.addSubview(sheet)
        let grabber = UIView(frame: CGRect(x: side * 0.4, y: side * 0.56, width: side * 0.2, height: max(1, side * 0.04)))
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = grabber.frame.height / 2
        tile.addSubview(grabber)
        return tile
    }
}
