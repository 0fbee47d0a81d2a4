import Foundation
import LayoutSolver

// The layout guides UIKit makes (safe area, margins, readable content,
// keyboard, the old top and bottom guides, a scroll view's content and frame):
// required constraints in the owning view's space whose constants follow the
// insets at every layout pass.

extension LayoutEngine {
    /// One placement constraint of a system guide.
    struct GuideSpec {
        var terms: [Term]
        var constant: Double
        var relation: Constraint.Relation = .equal
        var strength: Double = Strength.required
    }

    func addSystemConstraints(for item: EngineItem, guide: UILayoutGuide) {
        guard let view = guide.owningView, let owner = self.item(for: view),
              let specs = systemGuideSpecs(guide: guide, item: item, owner: owner, view: view) else { return }
        for spec in specs {
            let constraint = Constraint(LinearExpression(spec.terms, constant: spec.constant), spec.relation, strength: spec.strength)
            let address = ObjectIdentifier(constraint), role = guide.systemName
            let guideName = LayoutItemName(guide), viewName = LayoutItemName(view)
            constraint.context = InternalLayoutConstraint(
                "<NSLayoutConstraint:\(LayoutEngine.address(of: address)) '\(role)' \(guideName) in \(viewName)   (active)>")
            do {
                try solver.addConstraint(constraint)
                item.systemConstraints.append(constraint)
            } catch {
                log("Could not place \(guide.systemName) of \(LayoutEngine.name(of: view)): \(error)")
            }
        }
    }

    /// Moves the constants of a view's system guides to its current insets.
    func refreshSystemGuides(of view: UIView) {
        guard let storage = view.autoLayout else { return }
        for guide in [storage.safeAreaGuide, storage.marginsGuide, storage.keyboardGuide, storage.scrollFrameGuide,
                      storage.topLayoutSupport, storage.bottomLayoutSupport] {
            guard let guide, let item = items[ObjectIdentifier(guide)], item.guide === guide,
                  let owner = items[ObjectIdentifier(view)],
                  let specs = systemGuideSpecs(guide: guide, item: item, owner: owner, view: view),
                  specs.count == item.systemConstraints.count else { continue }
            for (constraint, spec) in zip(item.systemConstraints, specs) where constraint.expression.constant != spec.constant {
                try? solver.updateConstant(of: constraint, to: spec.constant)
            }
        }
    }

    func systemGuideSpecs(guide: UILayoutGuide, item: EngineItem, owner: EngineItem, view: UIView) -> [GuideSpec]? {
        guard let role = guide.systemRole else { return nil }
        func inset(_ insets: UIEdgeInsets) -> [GuideSpec] {
            [GuideSpec(terms: [Term(item.x)], constant: -Double(insets.left)),
             GuideSpec(terms: [Term(item.y)], constant: -Double(insets.top)),
             GuideSpec(terms: [Term(item.width), Term(owner.width, -1)], constant: Double(insets.left + insets.right)),
             GuideSpec(terms: [Term(item.height), Term(owner.height, -1)], constant: Double(insets.top + insets.bottom))]
        }
        let fullWidth = [GuideSpec(terms: [Term(item.x)], constant: 0),
                         GuideSpec(terms: [Term(item.width), Term(owner.width, -1)], constant: 0)]
        switch role {
        case .safeArea:
            return inset(view.safeAreaInsets)
        case .layoutMargins:
            return inset(view.effectiveLayoutMargins)
        case .readableContent:
            guard let margins = self.item(for: view.layoutMarginsGuide) else { return nil }
            return [GuideSpec(terms: [Term(item.width)], constant: -Double(readableContentWidth), relation: .lessThanOrEqual),
                    GuideSpec(terms: [Term(item.width), Term(margins.width, -1)], constant: 0,
                              strength: UILayoutPriority(999).solverStrength),
                    GuideSpec(terms: [Term(item.x), Term(item.width, 0.5), Term(margins.x, -1), Term(margins.width, -0.5)], constant: 0),
                    GuideSpec(terms: [Term(item.y), Term(margins.y, -1)], constant: 0),
                    GuideSpec(terms: [Term(item.height), Term(margins.height, -1)], constant: 0)]
        case .keyboard, .bottomLayoutSupport:
            let bottom = Double(view.safeAreaInsets.bottom)
            return fullWidth + [GuideSpec(terms: [Term(item.y), Term(item.height), Term(owner.height, -1)], constant: 0),
                                GuideSpec(terms: [Term(item.height)], constant: -bottom)]
        case .topLayoutSupport:
            return fullWidth + [GuideSpec(terms: [Term(item.y)], constant: 0),
                                GuideSpec(terms: [Term(item.height)], constant: -Double(view.safeAreaInsets.top))]
        case .scrollContent:
            return [GuideSpec(terms: [Term(item.x)], constant: 0), GuideSpec(terms: [Term(item.y)], constant: 0)]
        case .scrollFrame:
            let origin = view.bounds.origin
            return [GuideSpec(terms: [Term(item.x)], constant: -Double(origin.x)),
                    GuideSpec(terms: [Term(item.y)], constant: -Double(origin.y)),
                    GuideSpec(terms: [Term(item.width), Term(owner.width, -1)], constant: 0),
                    GuideSpec(terms: [Term(item.height), Term(owner.height, -1)], constant: 0)]
        }
    }
}

/// The widest a readable column gets (UIKit's value for body text at the default size).
let readableContentWidth: CGFloat = 672

extension UILayoutGuide {
    var systemName: String {
        switch systemRole {
        case .safeArea?: return "UIViewSafeAreaLayoutGuide"
        case .layoutMargins?: return "UIViewLayoutMarginsGuide"
        case .readableContent?: return "UIViewReadableContentGuide"
        case .keyboard?: return "UIKeyboardLayoutGuide"
        case .topLayoutSupport?: return "_UILayoutGuide-top"
        case .bottomLayoutSupport?: return "_UILayoutGuide-bottom"
        case .scrollContent?: return "UIScrollView-contentLayoutGuide"
        case .scrollFrame?: return "UIScrollView-frameLayoutGuide"
        case nil: return identifier
        }
    }
}
