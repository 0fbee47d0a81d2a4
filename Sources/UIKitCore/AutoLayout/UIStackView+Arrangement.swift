import Foundation

// The constraints of a stack view's arrangement, named as UIKit names them.

extension UIStackView {
    /// Replaces the arrangement's constraints and spacer guides.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints.removeAll()
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementGuides.removeAll()

        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom

        func add(_ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                 _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                 _ multiplier: CGFloat, _ constant: CGFloat, _ priority: UILayoutPriority) {
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.identifier = identifier
            constraint.priority = priority
            arrangementConstraints.append(constraint)
        }

        // Along the axis: the ends to the canvas, and the spacing in between.
        add("UISV-canvas-connection", views[0], leading, .equal, canvas, leading, 1, 0, .required)
        add("UISV-canvas-connection", canvas, trailing, .equal, views[views.count - 1], trailing, 1, 0, .required)
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = spacing(after: previous)
            if isBaselineRelativeArrangement && !horizontal {
                add("UISV-spacing", next, .firstBaseline, equalGaps ? .greaterThanOrEqual : .equal, previous, .lastBaseline, 1, gap, .required)
            } else {
                add("UISV-spacing", next, leading, equalGaps ? .greaterThanOrEqual : .equal, previous, trailing, 1, gap, .required)
            }
        }
        arrangeDistribution(views, canvas: canvas, add: add)
        arrangeAlignment(views, canvas: canvas, add: add)
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    typealias AddConstraint = (String, AnyObject, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?,
                               NSLayoutConstraint.Attribute, CGFloat, CGFloat, UILayoutPriority) -> Void

    private func arrangeDistribution(_ views: [UIView], canvas: AnyObject, add: AddConstraint) {
        let horizontal = axis == .horizontal
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() { add("UISV-fill-equally", view, size, .equal, views[0], size, 1, 0, .required) }
        case .fillProportionally:
            let intrinsic = views.map { view -> CGFloat in
                let metric = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return max(0, metric)
            }
            let total = intrinsic.reduce(0, +)
            guard total > 0, views.count > 1 else { return }
            let spacingTotal = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
            for (view, metric) in zip(views, intrinsic) {
                let share = metric / total
                add("UISV-fill-proportionally", view, size, .equal, canvas, size, share, -spacingTotal * share, UILayoutPriority(999))
            }
        case .equalSpacing, .equalCentering:
            // Spacer guides between neighbours, all as wide as the first.
            let fromAttribute = distribution == .equalSpacing ? trailing : center
            let toAttribute = distribution == .equalSpacing ? leading : center
            var first: UILayoutGuide?
            for (previous, next) in zip(views, views.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                arrangementGuides.append(guide)
                add("UISV-distributing-edge", guide, leading, .equal, previous, fromAttribute, 1, 0, .required)
                add("UISV-distributing-edge", guide, trailing, .equal, next, toAttribute, 1, 0, .required)
                if let first {
                    let priority: UILayoutPriority = distribution == .equalSpacing ? .required : UILayoutPriority(999)
                    add("UISV-distributing", guide, size, .equal, first, size, 1, 0, priority)
                } else {
                    first = guide
                }
            }
        }
    }

    private func arrangeAlignment(_ views: [UIView], canvas: AnyObject, add: AddConstraint) {
        let horizontal = axis == .horizontal
        let top: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let bottom: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var alignment = self.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        for view in views {
            switch alignment {
            case .fill:
                add("UISV-alignment", view, top, .equal, canvas, top, 1, 0, .required)
                add("UISV-alignment", view, bottom, .equal, canvas, bottom, 1, 0, .required)
            case .leading:
                add("UISV-alignment", view, top, .equal, canvas, top, 1, 0, .required)
                add("UISV-canvas-fit", view, bottom, .lessThanOrEqual, canvas, bottom, 1, 0, .required)
            case .trailing:
                add("UISV-alignment", view, bottom, .equal, canvas, bottom, 1, 0, .required)
                add("UISV-canvas-fit", view, top, .greaterThanOrEqual, canvas, top, 1, 0, .required)
            case .center:
                add("UISV-alignment", view, center, .equal, canvas, center, 1, 0, .required)
                add("UISV-canvas-fit", view, top, .greaterThanOrEqual, canvas, top, 1, 0, .required)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { add("UISV-alignment", view, baseline, .equal, views[0], baseline, 1, 0, .required) }
                add("UISV-canvas-fit", view, .top, .greaterThanOrEqual, canvas, .top, 1, 0, .required)
                add("UISV-canvas-fit", view, .bottom, .lessThanOrEqual, canvas, .bottom, 1, 0, .required)
            }
        }
        if alignment != .fill {
            // Hug the tallest view across the axis unless something else sizes the stack.
            add("UISV-ambiguity-suppression", canvas, crossSize, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(25))
        }
    }
}
