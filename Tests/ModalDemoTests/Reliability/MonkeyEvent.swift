import Foundation
@testable import UIKitCore
import UIKitCairo

/// One input the monkey gives the demo. Events are concrete values, so a failing
/// list can be replayed and shrunk; `pressOn` finds its view again when replayed
/// (by accessibilityIdentifier, button title or row text) and does nothing if it is gone.
enum MonkeyEvent: Equatable, CustomStringConvertible {
    case advance(TimeInterval)
    case down(CGPoint)
    /// Presses the centre of the view with this key.
    case pressOn(String)
    case move(CGPoint)
    /// Releases at a point, or (nil) where the pointer is.
    case up(CGPoint?)
    case cancel
    case wheel(CGFloat, at: CGPoint, precise: Bool)
    case key(HeadlessKey, control: Bool)
    case type(String)
    case resize(CGSize)
    case closeRequest
    /// A programmatic presentation from the frontmost controller, with a completion.
    case present(String, animated: Bool)
    /// A programmatic dismissal of the frontmost controller, with a completion.
    case dismissTop(animated: Bool)
    /// Input stops: release the pointer, run until idle, check the at-rest invariants.
    case settle

    var isResize: Bool {
        if case .resize = self { return true }
        return false
    }

    var description: String {
        func p(_ point: CGPoint) -> String { "(\(fmt(point.x)), \(fmt(point.y)))" }
        switch self {
        case .advance(let seconds): return "advance(\(fmt(CGFloat(seconds))))"
        case .down(let point): return "down\(p(point))"
        case .pressOn(let key): return "pressOn(\(key.debugDescription))"
        case .move(let point): return "move\(p(point))"
        case .up(let point): return point.map { "up\(p($0))" } ?? "up(here)"
        case .cancel: return "pointerCancel"
        case .wheel(let dy, let point, let precise): return "wheel(dy: \(fmt(dy)), at: \(p(point)), precise: \(precise))"
        case .key(let key, let control): return "key(\(key)\(control ? ", ctrl" : ""))"
        case .type(let text): return "type(\(text.debugDescription))"
        case .resize(let size): return "resize(\(fmt(size.width))x\(fmt(size.height)))"
        case .closeRequest: return "windowCloseRequested"
        case .present(let name, let animated): return "present(\(name), animated: \(animated))"
        case .dismissTop(let animated): return "dismissTop(animated: \(animated))"
        case .settle: return "settle"
        }
    }
}

private func fmt(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.3f", Double(value))
}

/// Chooses the next events from the seed and what is on screen now. Some choices
/// are macros (a click, a drag of the card), appended as several plain events.
struct MonkeyGenerator {
    var random: SplitMix64
    /// Where the generator last put the pointer (moves are relative to it).
    var pointer = CGPoint(x: 195, y: 400)
    var isDown = false

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let keys: [HeadlessKey] = [.escape, .tab, .returnKey, .backspace, .deleteForward, .space, .left, .right,
                                      .up, .down, .home, .end, .pageUp, .pageDown, .character("a"), .character("é")]
    static let controlKeys: [HeadlessKey] = [.character("a"), .character("c"), .character("v"), .character("x"), .character("z")]
    static let texts = ["é", "a", "Ø", " ", "買", "x\u{301}", "🙂", "Glisser", "\n"]

    mutating func next(in world: MonkeyWorld) -> [MonkeyEvent] {
        let size = world.host.window.bounds.size
        let roll = random.unit()
        switch roll {
        case ..<0.18:
            return [.advance(smallStep())]
        case ..<0.36:
            return [.move(nextPointer(size: size))]
        case ..<0.42:
            isDown = true
            pointer = randomPoint(size: size, outsideChance: 0.1)
            return [.down(pointer)]
        case ..<0.52:
            // Half of the targeted presses find a view by its identifier or title.
            guard let target = world.randomTarget(using: &random) else { return [.down(randomPoint(size: size, outsideChance: 0))] }
            isDown = true
            pointer = target.center
            if random.chance(0.7) {
                // A click: press, short hold, release in place.
                isDown = false
                return [.pressOn(target.key), .advance(random.between(0, 0.12)), .up(nil)]
            }
            return [.pressOn(target.key)]
        case ..<0.60:
            isDown = false
            return [.up(random.chance(0.5) ? nil : nextPointer(size: size))]
        case ..<0.65:
            return dragCard(in: world)
        case ..<0.70:
            let dy = CGFloat(random.between(-400, 400).rounded())
            return [.wheel(dy, at: randomPoint(size: size, outsideChance: 0.05), precise: random.chance(0.5))]
        case ..<0.82:
            if random.chance(0.15) { return [.key(random.pick(Self.controlKeys), control: true)] }
            return [.key(random.pick(Self.keys), control: false)]
        case ..<0.88:
            return [.type(random.pick(Self.texts))]
        case ..<0.895:
            return [.resize(randomSize())]
        case ..<0.905:
            return [.closeRequest]
        case ..<0.925:
            isDown = false
            return [.cancel]
        case ..<0.945:
            return [.present(random.pick(["sheet", "edit", "custom", "web"]), animated: random.chance(0.8))]
        case ..<0.96:
            return [.dismissTop(animated: random.chance(0.8))]
        case ..<0.965:
            isDown = false
            return [.settle]
        default:
            return [.advance(random.chance(0.8) ? smallStep() : random.between(0.3, 1.5))]
        }
    }

    private mutating func smallStep() -> TimeInterval {
        random.chance(0.3) ? 0 : random.between(0.001, 0.06)
    }

    private mutating func randomPoint(size: CGSize, outsideChance: Double) -> CGPoint {
        if random.chance(outsideChance) {
            return CGPoint(x: random.between(-300, Double(size.width) + 300).rounded(), y: random.between(-300, Double(size.height) + 300).rounded())
        }
        return CGPoint(x: random.between(0, Double(size.width)).rounded(), y: random.between(0, Double(size.height)).rounded())
    }

    /// Slow (a few points), fast (hundreds) or anywhere, sometimes outside the window.
    private mutating func nextPointer(size: CGSize) -> CGPoint {
        let spread: Double
        switch random.unit() {
        case ..<0.5: spread = 6
        case ..<0.85: spread = 120
        default: return randomPoint(size: size, outsideChance: 0.3)
        }
        pointer = CGPoint(x: (pointer.x + CGFloat(random.between(-spread, spread))).rounded(),
                          y: (pointer.y + CGFloat(random.between(-spread * 0.5, spread * 1.5))).rounded())
        return pointer
    }

    private mutating func randomSize() -> CGSize {
        switch random.unit() {
        case ..<0.1: return CGSize(width: 1, height: 1)
        case ..<0.2: return CGSize(width: 4000, height: 3000)
        case ..<0.3: return CGSize(width: random.pick([2, 10, 60, 120]), height: random.pick([1, 3, 40, 200]))
        case ..<0.6: return CGSize(width: 390, height: 844)
        default: return CGSize(width: random.between(200, 1300).rounded(), height: random.between(200, 1100).rounded())
        }
    }

    /// Press near the top of the frontmost card and pull, one move per frame,
    /// then release (or, sometimes, keep holding or lose the grab).
    private mutating func dragCard(in world: MonkeyWorld) -> [MonkeyEvent] {
        let size = world.host.window.bounds.size
        let card = world.frontmostCardFrame ?? CGRect(origin: .zero, size: size)
        let start = CGPoint(x: (card.midX + CGFloat(random.between(-80, 80))).rounded(), y: (card.minY + CGFloat(random.between(2, 60))).rounded())
        var events: [MonkeyEvent] = [.down(start)]
        let steps = 1 + random.below(30)
        let speed = random.chance(0.5) ? random.between(1, 12) : random.between(20, 120)
        let downward = random.chance(0.8)
        var point = start
        for _ in 0..<steps {
            events.append(.advance(random.chance(0.9) ? 1.0 / 60 : random.between(0, 0.2)))
            point.y += CGFloat((downward ? 1 : -1) * speed * random.between(0.5, 1.5)).rounded()
            point.x += CGFloat(random.between(-3, 3)).rounded()
            events.append(.move(point))
        }
        pointer = point
        switch random.unit() {
        case ..<0.8: events.append(.up(nil)); isDown = false
        case ..<0.9: events.append(.cancel); isDown = false
        default: isDown = true
        }
        return events
    }
}
