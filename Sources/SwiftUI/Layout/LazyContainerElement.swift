import Foundation

/// The element of a lazy stack or grid: a container (its children's views are its
/// view's subviews, placed by `algorithm`) that can pin its sections' headers and
/// footers to the visible edges of the scroll view around it. It observes that
/// scroll view's `contentOffset` and moves the pinned views only (no layout pass).
@MainActor
final class LazyContainerElement: LayoutElement {
    var algorithm: LayoutAlgorithm
    var pinnedViews: PinnedScrollableViews = []
    /// The growing axis: pinning follows it.
    var axis: Axis = .vertical
    private(set) var children: [LayoutElement] = []
    /// Each child's frame from the last layout (before pinning).
    private var laidOutFrames: [ObjectIdentifier: CGRect] = [:]
    private weak var observedScrollView: UIScrollView?
    private var offsetObservation: NSKeyValueObservation?

    init(algorithm: LayoutAlgorithm) {
        self.algorithm = algorithm
        super.init(view: ContainerView())
    }

    override func syncSubviews() {
        guard let node else { return }
        children = node.childElements
        setSubviewElements(children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews: children)
    }

    override func layoutContents() {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        algorithm.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: children)
        laidOutFrames = Dictionary(uniqueKeysWithValues: children.map { (ObjectIdentifier($0), $0.view.frame) })
        observeScrollViewIfPinning()
        pinSectionViews()
    }

    private func observeScrollViewIfPinning() {
        guard !pinnedViews.isEmpty else {
            offsetObservation = nil
            observedScrollView = nil
            return
        }
        var superview = view.superview
        while let candidate = superview, !(candidate is UIScrollView) { superview = candidate.superview }
        let scrollView = superview as? UIScrollView
        guard scrollView !== observedScrollView || offsetObservation == nil else { return }
        observedScrollView = scrollView
        offsetObservation = scrollView?.observe(\.contentOffset) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.pinSectionViews() }
        }
    }

    /// Moves pinned headers (footers) to the visible top (bottom) edge while their
    /// section is on screen, never past their section's other end; others stay put.
    private func pinSectionViews() {
        guard let scrollView = observedScrollView, !pinnedViews.isEmpty else { return }
        let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
        let visibleHere = scrollView.convert(visible, to: view)
        let vertical = axis == .vertical
        func start(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
        func end(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }
        func length(_ rect: CGRect) -> CGFloat { vertical ? rect.height : rect.width }
        // A section runs from its header (or the previous section's end) to its footer (or the next header).
        var sectionStart: CGFloat = 0
        var sections: [(header: LayoutElement?, footer: LayoutElement?, start: CGFloat, end: CGFloat)] = []
        var header: LayoutElement?
        var sawContent = false
        for child in children {
            guard let frame = laidOutFrames[ObjectIdentifier(child)] else { continue }
            switch child.gridCell.sectionRole {
            case .header:
                if header != nil || sawContent { sections.append((header, nil, sectionStart, start(frame))) }
                header = child
                sectionStart = start(frame)
                sawContent = false
            case .footer:
                sections.append((header, child, sectionStart, end(frame)))
                header = nil
                sectionStart = end(frame)
                sawContent = false
            case nil:
                sawContent = true
            }
        }
        if header != nil { sections.append((header, nil, sectionStart, vertical ? view.bounds.height : view.bounds.width)) }
        for section in sections {
            if let header = section.header, let natural = laidOutFrames[ObjectIdentifier(header)] {
                var frame = natural
                if pinnedViews.contains(.sectionHeaders) {
                    let pinned = min(max(start(natural), start(visibleHere)), section.end - length(natural))
                    if vertical { frame.origin.y = max(pinned, start(natural)) } else { frame.origin.x = max(pinned, start(natural)) }
                }
                move(header, to: frame, pinned: frame != natural)
            }
            if let footer = section.footer, let natural = laidOutFrames[ObjectIdentifier(footer)] {
                var frame = natural
                if pinnedViews.contains(.sectionFooters) {
                    let pinned = max(min(start(natural), end(visibleHere) - length(natural)), section.start)
                    if vertical { frame.origin.y = min(pinned, start(natural)) } else { frame.origin.x = min(pinned, start(natural)) }
                }
                move(footer, to: frame, pinned: frame != natural)
            }
        }
    }

    private func move(_ element: LayoutElement, to frame: CGRect, pinned: Bool) {
        if element.view.frame != frame { element.view.frame = frame }
        // A pinned view draws over the content scrolling under it.
        let z: CGFloat = pinned ? 1 : 0
        if element.view.layer.zPosition != z { element.view.layer.zPosition = z }
    }
}
