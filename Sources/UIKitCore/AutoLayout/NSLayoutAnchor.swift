import Foundation

/// One layout attribute of a view or layout guide, for building constraints, as
/// in UIKit. The type parameter keeps axes apart at compile time: an
/// `NSLayoutXAxisAnchor` only relates to x-axis anchors, a `NSLayoutDimension`
/// to dimensions. Constraints come back inactive; activate them.
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible, CustomDebugStringConvertible {
    let reference: LayoutAttributeReference

    init(reference: LayoutAttributeReference) {
        self.reference = reference
    }

    convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(reference: LayoutAttributeReference(item: item, attribute: attribute))
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { reference.item }

    /// UIKit's anchor name, e.g. `UIView:0x….leading`.
    open var name: String {
        LayoutEngine.name(of: reference.item, attribute: reference.attribute, offsetBase: reference.offsetBase)
    }

    open var description: String { "<\(Self.self):\(LayoutEngine.address(of: self)) \"\(name)\">" }
    open var debugDescription: String { description }

    /// Whether the anchor's item is placed ambiguously on the anchor's axis.
    open var hasAmbiguousLayout: Bool {
        guard let view = reference.item as? UIView else { return false }
        return view.hasAmbiguousLayout
    }

    /// The active constraints that affect this anchor's item on the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = reference.item as? UIView else { return [] }
        return view.constraintsAffectingLayout(for: reference.attribute.isHorizontal ? .horizontal : .vertical)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: reference, relation: relation, second: other?.reference, multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// UIKit's standard spacing between siblings (and, here, between baselines).
let systemSpacing: CGFloat = 8

/// A horizontal anchor (leading, trailing, left, right, centerX).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier × system spacing` (8 points here).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(reference: LayoutAttributeReference(item: otherAnchor.reference.item,
                                                              attribute: otherAnchor.reference.attribute,
                                                              offsetBase: reference))
    }
}

/// A vertical anchor (top, bottom, centerY, first and last baseline).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier × system spacing` (8 points here; UIKit uses
    /// the fonts' line spacing between baselines).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(reference: LayoutAttributeReference(item: otherAnchor.reference.item,
                                                              attribute: otherAnchor.reference.attribute,
                                                              offsetBase: reference))
    }
}

/// A width or height anchor (or a distance from `anchorWithOffset(to:)`).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
