import Foundation
import UIKit
import XCTest

/// A headless host with a white window of `width`x`height` points.
func makeRenderingHost(width: CGFloat = 300, height: CGFloat = 300, scale: CGFloat = 1) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: width, height: height), scale: scale)
    host.window.backgroundColor = .white
    return host
}

/// A plain view with a background colour.
func makeColoredView(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

extension PixelBuffer {
    /// Device pixels in `xs` × `ys` whose luminance-ish value (min of r, g, b) is below `threshold`.
    func darkPixelCount(xs: Range<Int>, ys: Range<Int>, threshold: UInt8 = 160) -> Int {
        var count = 0
        for y in ys where y >= 0 && y < height {
            for x in xs where x >= 0 && x < width {
                let p = pixel(x: x, y: y)
                if min(p.r, p.g, p.b) < threshold { count += 1 }
            }
        }
        return count
    }

    /// Every pixel in `xs` × `ys` that is not exactly `color`, as "x,y=rgba" strings (for failure messages).
    func pixelsDiffering(from color: RGBA8, xs: Range<Int>, ys: Range<Int>) -> [String] {
        var found: [String] = []
        for y in ys {
            for x in xs where pixel(x: x, y: y) != color { found.append("\(x),\(y)=\(pixel(x: x, y: y))") }
        }
        return found
    }

    /// The pixels of a region, row by row (to compare two renderings of a glyph).
    func crop(xs: Range<Int>, ys: Range<Int>) -> [RGBA8] {
        ys.flatMap { y in xs.map { x in pixel(x: x, y: y) } }
    }

    /// The columns in `xs` × `ys` holding at least one dark pixel.
    func inkColumns(xs: Range<Int>, ys: Range<Int>, threshold: UInt8 = 160) -> [Int] {
        xs.filter { x in ys.contains { y in min(pixel(x: x, y: y).r, pixel(x: x, y: y).g, pixel(x: x, y: y).b) < threshold } }
    }

    /// The rows in `xs` × `ys` holding at least one dark pixel.
    func inkRows(xs: Range<Int>, ys: Range<Int>, threshold: UInt8 = 160) -> [Int] {
        ys.filter { y in xs.contains { x in min(pixel(x: x, y: y).r, pixel(x: x, y: y).g, pixel(x: x, y: y).b) < threshold } }
    }
}

let pureWhite = RGBA8(r: 255, g: 255, b: 255)
let pureRed = RGBA8(r: 255, g: 0, b: 0)
let pureGreen = RGBA8(r: 0, g: 255, b: 0)
let pureBlue = RGBA8(r: 0, g: 0, b: 255)
