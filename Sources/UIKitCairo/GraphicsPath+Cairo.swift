import CCairo
import Foundation
import UIKitCore

extension GraphicsPath {
    /// Appends the path's elements to `cairo`'s current path.
    func append(to cairo: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .curve(let a, let b, let p):
                cairo_curve_to(cairo, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// The path as numbers (each element's kind, then its points), for cache keys.
    var keyValues: [Double] {
        var values: [Double] = []
        for element in elements {
            switch element {
            case .move(let p): values += [0, Double(p.x), Double(p.y)]
            case .line(let p): values += [1, Double(p.x), Double(p.y)]
            case .curve(let a, let b, let p): values += [2, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y)]
            case .close: values.append(3)
            }
        }
        return values
    }
}
