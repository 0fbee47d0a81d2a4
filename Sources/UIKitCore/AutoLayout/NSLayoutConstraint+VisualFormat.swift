import Foundation

extension NSLayoutConstraint {
    /// Options of the visual format language, with UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
    }

    /// UIKit's visual format language (`"H:|-[title]-8-[button(>=60@750)]-|"`):
    /// the constraints a line of views and spacings describes, not yet active.
    ///
    /// As in UIKit: `|` is the superview, `-` alone is the standard spacing (8
    /// between views, 20 to the superview's edge), `[a][b]` touch, a view's
    /// predicates constrain its width (height for `V:`), `(==b)` ties it to
    /// another view's. A malformed format is printed with the place it breaks,
    /// and gives no constraints (UIKit raises an exception).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: opts)
        } catch let error as VisualFormatParser.Failure {
            LayoutEngine.report("Unable to parse constraint format: \(error.message)\n\(format)\n\(String(repeating: " ", count: error.offset))^")
            return []
        } catch {
            return []
        }
    }
}

/// Reads one visual format string into constraints.
struct VisualFormatParser {
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    /// `relation object @priority`, the object a number, a metric or a view.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: position) }

    private mutating func accept(_ character: Character) -> Bool {
        guard current == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character) throws {
        guard accept(character) else { throw fail("Expected '\(character)'") }
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            vertical = characters[0] == "V"
            position = 2
        }
        let leading: NSLayoutConstraint.Attribute = vertical ? .top : (options.contains(.directionLeftToRight) ? .left : .leading)
        let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : (options.contains(.directionLeftToRight) ? .right : .trailing)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var constraints: [NSLayoutConstraint] = []
        var placed: [UIView] = []
        var previous: UIView?
        var pendingSpacing: [Predicate]?
        var startsAtSuperview = false

        if accept("|") {
            startsAtSuperview = true
            pendingSpacing = try connection(standard: 20) ?? [Predicate(constant: 0)]
        }
        while current == "[" {
            let view = try viewElement(sizeAttribute: size, into: &constraints)
            if let spacing = pendingSpacing {
                for predicate in spacing {
                    if let previous {
                        constraints.append(make(view, leading, predicate.relation, previous, trailing, predicate))
                    } else if startsAtSuperview, let superview = view.superview {
                        constraints.append(make(view, leading, predicate.relation, superview, leading, predicate))
                    }
                }
            } else if let previous {
                constraints.append(make(view, leading, .equal, previous, trailing, Predicate(constant: 0)))
            }
            placed.append(view)
            previous = view
            pendingSpacing = try connection(standard: 8)
            if pendingSpacing != nil && current != "[" && current != "|" { throw fail("Expected a view or '|' after a connection") }
        }
        if accept("|") {
            guard let last = previous, let superview = last.superview else { throw fail("A '|' needs a view with a superview") }
            for predicate in pendingSpacing ?? [Predicate(constant: 0)] {
                constraints.append(make(superview, trailing, predicate.relation, last, trailing, predicate))
            }
        } else if pendingSpacing != nil {
            throw fail("A connection must end at a view or '|'")
        }
        guard position == characters.count else { throw fail("Unexpected character") }
        guard !placed.isEmpty else { throw fail("No views in the format") }
        constraints += alignments(of: placed, options: options)
        return constraints
    }

    /// `-`, `-8-`, `-(>=8@750)-`, or nothing; `standard` for a lone `-`.
    private mutating func connection(standard: CGFloat) throws -> [Predicate]? {
        guard accept("-") else { return nil }
        if current == "|" { return [Predicate(constant: 20)] }
        if current == "[" { return [Predicate(constant: standard)] }
        var predicates: [Predicate]
        if current == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try number())]
        }
        try expect("-")
        return predicates
    }

    /// `[name]` or `[name(predicates)]`; size predicates become constraints.
    private mutating func viewElement(sizeAttribute: NSLayoutConstraint.Attribute, into constraints: inout [NSLayoutConstraint]) throws -> UIView {
        try expect("[")
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let view = views[name] as? UIView else { throw fail("\(name) is not a key in the views dictionary") }
        if current == "(" {
            for predicate in try predicateList() {
                if let other = predicate.view {
                    constraints.append(make(view, sizeAttribute, predicate.relation, other, sizeAttribute, Predicate(constant: 0, priority: predicate.priority)))
                } else {
                    let constraint = NSLayoutConstraint(item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: nil,
                                                        attribute: .notAnAttribute, multiplier: 1, constant: predicate.constant ?? 0)
                    constraint.priority = predicate.priority
                    constraints.append(constraint)
                }
            }
        }
        try expect("]")
        return view
    }

    private mutating func predicateList() throws -> [Predicate] {
        try expect("(")
        var list: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if accept("=") { try expect("="); predicate.relation = .equal }
            else if accept("<") { try expect("="); predicate.relation = .lessThanOrEqual }
            else if accept(">") { try expect("="); predicate.relation = .greaterThanOrEqual }
            if let first = current, first.isLetter || first == "_" {
                let name = identifier()
                if let value = metric(name) {
                    predicate.constant = value
                } else if let view = views[name] as? UIView {
                    predicate.view = view
                } else {
                    throw fail("\(name) is neither a metric nor a view")
                }
            } else {
                predicate.constant = try number()
            }
            if accept("@") {
                if let first = current, first.isLetter || first == "_" {
                    let name = identifier()
                    guard let value = metric(name) else { throw fail("\(name) is not a metric") }
                    predicate.priority = UILayoutPriority(Float(value))
                } else {
                    predicate.priority = UILayoutPriority(Float(try number()))
                }
            }
            list.append(predicate)
        } while accept(",")
        try expect(")")
        return list
    }

    private mutating func identifier() -> String {
        var name = ""
        while let character = current, character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            position += 1
        }
        return name
    }

    private mutating func number() throws -> CGFloat {
        if let first = current, first.isLetter || first == "_" {
            let name = identifier()
            guard let value = metric(name) else { throw fail("\(name) is not a metric") }
            return value
        }
        var text = ""
        while let character = current, character.isNumber || character == "." {
            text.append(character)
            position += 1
        }
        guard let value = Double(text) else { throw fail("Expected a number") }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// `first.attribute relation second.attribute + constant` at the predicate's priority.
    private func make(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: AnyObject, _ secondAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: 1, constant: predicate.constant ?? 0)
        constraint.priority = predicate.priority
        return constraint
    }

    /// `alignAll…` options: every view after the first aligned with the first.
    private func alignments(of views: [UIView], options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        var constraints: [NSLayoutConstraint] = []
        for (option, attribute) in table where options.contains(option) {
            for view in views.dropFirst() {
                constraints.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: views[0],
                                                      attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return constraints
    }
}
