import Foundation

extension CGPath {
    /// Our extension: a path with the elements of a drawing path.
    public convenience init(graphicsPath: GraphicsPath) {
        self.init(elements: PathElement.elements(of: graphicsPath))
    }

    /// Our extension (`UIBezierPath.reversing()`): every subpath traversed the
    /// other way. An open subpath starts at its old end; a closed one keeps its
    /// start point and stays closed.
    public func reversedPath() -> CGMutablePath {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        func flush(closed: Bool) {
            defer { subpath = [] }
            guard case .move(let start)? = subpath.first else { return }
            var points = [start]
            for element in subpath.dropFirst() { if let p = element.endPoint { points.append(p) } }
            let segments = Array(subpath.dropFirst())
            var reversed: [PathElement] = []
            for (index, element) in segments.enumerated().reversed() {
                let target = points[index]
                switch element {
                case .line: reversed.append(.line(target))
                case .quad(let c, _): reversed.append(.quad(c, target))
                case .curve(let a, let b, _): reversed.append(.curve(b, a, target))
                case .move, .close: break
                }
            }
            let end = points.last!
            if closed {
                result.append(.move(start))
                if end != start { result.append(.line(end)) }
                result += reversed
                result.append(.close)
            } else {
                result.append(.move(end))
                result += reversed
            }
        }
        for element in elements {
            switch element {
            case .move:
                flush(closed: false)
                subpath = [element]
            case .close:
                flush(closed: true)
            default:
                if subpath.isEmpty { subpath = [.move(currentPoint(before: result))] }
                subpath.append(element)
            }
        }
        flush(closed: false)
        return CGMutablePath(elements: result)
    }

    /// Where a subpath with no move of its own starts (the last subpath's start).
    private func currentPoint(before elements: [PathElement]) -> CGPoint {
        CGPath(elements: elements).currentPoint
    }
}
