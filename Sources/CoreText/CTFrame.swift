import CoreFoundation
import Foundation
import UIKitCore

/// Lines laid out in a path by a framesetter, as Core Text's frame: the lines,
/// their origins (y-up, from the bottom left of the path's bounding box), the
/// characters given and those that fit, and drawing them.
public final class CTFrame {
    let path: CGPath
    let placed: [CTFramesetter.PlacedLine]
    let stringRange: Range<Int>
    let visibleRange: Range<Int>
    let attributes: NSDictionary?

    init(path: CGPath, lines: [CTFramesetter.PlacedLine], stringRange: Range<Int>, visibleRange: Range<Int>, attributes: NSDictionary?) {
        self.path = path; placed = lines; self.stringRange = stringRange; self.visibleRange = visibleRange
        self.attributes = attributes
    }
}

/// The frame's lines, top first (an array of `CTLine`), as in Core Text.
public func CTFrameGetLines(_ frame: CTFrame) -> NSArray { NSArray(array: frame.placed.map(\.line)) }

/// Copies the origins of the lines in `range` (length 0: to the end) into
/// `origins`: each line's baseline start, y-up from the bottom left of the path's
/// bounding box, as in Core Text.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    for (slot, index) in CTText.resolved(range, length: frame.placed.count).enumerated() { origins[slot] = frame.placed[index].origin }
}

/// The characters the frame was asked to lay out, as in Core Text.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.stringRange.lowerBound, length: frame.stringRange.count)
}

/// The characters that fit in the frame, as in Core Text.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.visibleRange.lowerBound, length: frame.visibleRange.count)
}

/// The path the frame was laid out in, as in Core Text.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// The attributes the frame was made with, as in Core Text.
public func CTFrameGetFrameAttributes(_ frame: CTFrame) -> NSDictionary? { frame.attributes }

/// Draws every line at its origin (moved by the path's bounding box origin) in
/// Core Text's y-up space, as in Core Text: flip a UIKit context first (see
/// `CTLineDraw`). The text position is left as it was.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let box = frame.path.boundingBox
    let saved = context.textPosition
    for placed in frame.placed {
        context.textPosition = CGPoint(x: box.minX + placed.origin.x, y: box.minY + placed.origin.y)
        CTLineDraw(placed.line, context)
    }
    context.textPosition = saved
}
