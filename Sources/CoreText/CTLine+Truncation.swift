import CoreFoundation
import Foundation
import UIKitCore

/// Where `CTLineCreateTruncatedLine` cuts a line, as in Core Text.
public enum CTLineTruncationType: UInt32 {
    case start = 0
    case end = 1
    case middle = 2
}

/// A copy of `line` no wider than `width`, as in Core Text: characters are dropped
/// at the start, end or middle (whole clusters) and `truncationToken` (a line,
/// usually an ellipsis; nil: "…" in the attributes at the cut) takes their place.
/// The line itself when it fits; nil when not even the token fits.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    let limit = CGFloat(width)
    if line.visibleWidth <= limit { return line }
    let clusters = line.clusterStarts.count - 1
    let measurer = line.measurer
    func token(at clusterIndex: Int) -> NSAttributedString {
        if let truncationToken { return truncationToken.text }
        let index = min(line.clusterStarts[min(clusterIndex, clusters)], max(line.text.length - 1, 0))
        let attributes = line.text.length > 0 ? line.text.attributes(at: index, effectiveRange: nil) : [:]
        return NSAttributedString(string: "\u{2026}", attributes: attributes)
    }
    // Keep the first `head` and last `tail` clusters, as many as fit with the token.
    func candidate(head: Int, tail: Int) -> CTLine {
        let text = NSMutableAttributedString(string: "")
        let tokenText = token(at: truncationType == .start ? clusters - tail : head)
        text.append(line.text.attributedSubstring(from: NSRange(location: 0, length: line.clusterStarts[head])))
        text.append(tokenText)
        let tailStart = line.clusterStarts[clusters - tail]
        text.append(line.text.attributedSubstring(from: NSRange(location: tailStart, length: line.text.length - tailStart)))
        // Source indices: the kept clusters keep theirs; the token's point at the cut.
        let tokenClusters = CTText.clusterStarts(of: tokenText.string).count - 1
        let cut = line.sourceIndices[head]
        let indices = Array(line.sourceIndices[0..<head]) + Array(repeating: cut, count: tokenClusters)
            + Array(line.sourceIndices[(clusters - tail)...])
        return CTLine(text: text, location: line.stringRange.location, sourceIndices: indices, stringRange: line.stringRange,
                      measurer: measurer)
    }
    func fits(_ kept: Int) -> CTLine? {
        let head: Int, tail: Int
        switch truncationType {
        case .end: head = kept; tail = 0
        case .start: head = 0; tail = kept
        case .middle: tail = kept / 2; head = kept - tail
        }
        let made = candidate(head: head, tail: tail)
        return made.visibleWidth <= limit ? made : nil
    }
    // The most clusters that fit (fewer clusters are never wider).
    var low = 0, high = clusters - 1
    guard var best = fits(0) else { return nil }
    while low < high {
        let mid = (low + high + 1) / 2
        if let made = fits(mid) { best = made; low = mid } else { high = mid - 1 }
    }
    return best
}
