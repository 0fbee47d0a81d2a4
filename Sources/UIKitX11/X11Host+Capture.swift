import CX11
import Foundation
import UIKitImaging

/// Reading back what the window shows, from the server (tests, F12 screenshots).
extension X11Host {
    /// The window's pixels as the X server has them (opaque; nil when it is not
    /// viewable). Unlike a render, this proves what reached the screen.
    public func captureWindow() -> PixelBuffer? {
        guard isUsable, isMapped else { return nil }
        let display = connection.display
        XSync(display, 0)
        guard let image = XGetImage(display, Window(xWindow), 0, 0, UInt32(pixelSize.width), UInt32(pixelSize.height),
                                    cx11_all_planes(), ZPixmap) else { return nil }
        defer { cx11_destroy_image(image) }
        return X11Host.pixelBuffer(from: image)
    }

    /// The frame last drawn, as it was copied to the window: a copy of the back buffer
    /// (cheap, no round trip to the server; nil before the first frame). Live
    /// recordings take every frame from here.
    public func currentFrame() -> PixelBuffer? {
        guard !isClosed else { return nil }
        // A frame built in the server has no client copy: read it back.
        if presenter.lastFrameComposited { return captureWindow() }
        return presenter.backBuffer?.image?.pixelBuffer()
    }

    static func pixelBuffer(from image: UnsafeMutablePointer<XImage>) -> PixelBuffer {
        let ximage = image.pointee
        let width = Int(ximage.width), height = Int(ximage.height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let fast = ximage.bits_per_pixel == 32 && ximage.byte_order == LSBFirst && ximage.red_mask == 0xFF0000
            && ximage.green_mask == 0xFF00 && ximage.blue_mask == 0xFF && ximage.data != nil
        if fast {
            let stride = Int(ximage.bytes_per_line)
            let raw = UnsafeRawPointer(ximage.data!)
            for y in 0..<height {
                let row = raw + y * stride
                for x in 0..<width {
                    pixels[y * width + x] = 0xFF00_0000 | (row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF)
                }
            }
        } else {
            let (red, green, blue) = (ximage.red_mask, ximage.green_mask, ximage.blue_mask)
            for y in 0..<height {
                for x in 0..<width {
                    let value = cx11_get_pixel(image, Int32(x), Int32(y))
                    pixels[y * width + x] = 0xFF00_0000 | channel(value, red) << 16 | channel(value, green) << 8
                        | channel(value, blue)
                }
            }
        }
        return PixelBuffer(width: width, height: height, premultipliedARGB: pixels)
    }

    /// An 8-bit channel from a pixel value and its mask.
    private static func channel(_ value: UInt, _ mask: UInt) -> UInt32 {
        guard mask != 0 else { return 0 }
        let shift = UInt(mask.trailingZeroBitCount)
        let maximum = mask >> shift
        return UInt32(((value & mask) >> shift) * 255 / maximum)
    }
}
