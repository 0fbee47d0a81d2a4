import Foundation

/// More of the system symbols public modal code uses (a survey of sheet, form and
/// toolbar code: delete, copy, share, edit, favourites, settings, people, mail,
/// calendar...), drawn with the same parts as the first set: round-capped strokes
/// whose width follows the weight, filled outlines, and cut-outs in the `.fill`
/// variants. Curves are polylines fine enough to look round at any size. The
/// shapes are our own drawings of what each symbol shows, not Apple's artwork.
extension SystemSymbol {
    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Points along a circular arc, angles in degrees clockwise from the right (y down).
    static func arc(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat, to end: CGFloat, steps: Int = 24) -> [CGPoint] {
        (0...steps).map { index in
            let angle = (start + (end - start) * CGFloat(index) / CGFloat(steps)) * .pi / 180
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// A closed rounded rectangle's outline.
    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, radius r: CGFloat) -> [CGPoint] {
        let corners = arc(p(x + width - r, y + r), r, from: -90, to: 0, steps: 6)
            + arc(p(x + width - r, y + height - r), r, from: 0, to: 90, steps: 6)
            + arc(p(x + r, y + height - r), r, from: 90, to: 180, steps: 6)
            + arc(p(x + r, y + r), r, from: 180, to: 270, steps: 6)
        return corners + [corners[0]]
    }

    /// An outline (stroked) and a filled symbol of the same shape; `inner` lines are
    /// drawn over the outline and cut out of the filled one.
    private static func pair(_ name: String, width: CGFloat, height: CGFloat, outline: [CGPoint],
                             inner: [[CGPoint]] = [], extra: [Part] = []) -> [SystemSymbol] {
        let closed = outline.first == outline.last ? outline : outline + [outline[0]]
        return [
            SystemSymbol(name: name, width: width, height: height, parts: [.stroke([closed] + inner)] + extra),
            SystemSymbol(name: "\(name).fill", width: width, height: height,
                         parts: [.fillPolygon(closed)] + extra + (inner.isEmpty ? [] : [.cut(inner, dots: [])])),
        ]
    }

    /// A five-pointed star in a 1.05 × 1.0 box.
    private static var starPoints: [CGPoint] {
        (0..<10).map { index in
            let radius: CGFloat = index.isMultiple(of: 2) ? 0.48 : 0.2
            let angle = (-90 + CGFloat(index) * 36) * .pi / 180
            return p(0.525 + radius * cos(angle), 0.53 + radius * sin(angle))
        }
    }

    /// A heart in a 1.05 × 0.95 box (the classic parametric heart).
    private static var heartPoints: [CGPoint] {
        (0..<48).map { index in
            let t = CGFloat(index) / 48 * 2 * .pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            return p(0.525 + x * 0.027, 0.40 - y * 0.03)
        }
    }

    /// A gear's outline: `teeth` square teeth around a 0.5-point-size wheel.
    private static func gearPoints(teeth: Int) -> [CGPoint] {
        let step = 360 / CGFloat(teeth)
        var points: [CGPoint] = []
        for tooth in 0..<teeth {
            let base = CGFloat(tooth) * step
            points += arc(p(0.55, 0.55), 0.40, from: base, to: base + step * 0.5, steps: 3)
            points += arc(p(0.55, 0.55), 0.50, from: base + step * 0.58, to: base + step * 0.92, steps: 2)
        }
        return points
    }

    static let everyday: [SystemSymbol] = {
        var symbols: [SystemSymbol] = []
        // trash: a lid with a handle over a tapering can with three ribs.
        let lid: [CGPoint] = [p(0.08, 0.22), p(0.87, 0.22)]
        let handle: [CGPoint] = [p(0.32, 0.22), p(0.35, 0.08), p(0.60, 0.08), p(0.63, 0.22)]
        let can: [CGPoint] = [p(0.17, 0.22), p(0.23, 0.97), p(0.72, 0.97), p(0.78, 0.22)]
        let ribs: [[CGPoint]] = [[p(0.36, 0.40), p(0.37, 0.80)], [p(0.475, 0.40), p(0.475, 0.80)], [p(0.59, 0.40), p(0.58, 0.80)]]
        symbols.append(SystemSymbol(name: "trash", width: 0.95, height: 1.05, parts: [.stroke([lid, handle, can] + ribs)]))
        symbols.append(SystemSymbol(name: "trash.fill", width: 0.95, height: 1.05,
                                    parts: [.stroke([lid, handle]), .fillPolygon(can), .cut(ribs, dots: [])]))
        // doc, doc.on.doc: a page with a folded corner; two pages, the front one over the back one.
        let page: [CGPoint] = [p(0.10, 0.08), p(0.50, 0.08), p(0.75, 0.33), p(0.75, 0.97), p(0.10, 0.97), p(0.10, 0.08)]
        let fold: [CGPoint] = [p(0.50, 0.08), p(0.50, 0.33), p(0.75, 0.33)]
        symbols.append(SystemSymbol(name: "doc", width: 0.85, height: 1.05, parts: [.stroke([page, fold])]))
        symbols.append(SystemSymbol(name: "doc.fill", width: 0.85, height: 1.05, parts: [.fillPolygon(page), .cut([fold], dots: [])]))
        let front = roundedRect(0.10, 0.30, 0.60, 0.72, radius: 0.08)
        let back: [CGPoint] = [p(0.32, 0.30)] + arc(p(0.40, 0.16), 0.08, from: 180, to: 270, steps: 4)
            + arc(p(0.82, 0.16), 0.08, from: 270, to: 360, steps: 4) + arc(p(0.82, 0.74), 0.08, from: 0, to: 90, steps: 4) + [p(0.70, 0.82)]
        symbols.append(SystemSymbol(name: "doc.on.doc", width: 1.0, height: 1.1, parts: [.stroke([front, back])]))
        symbols.append(SystemSymbol(name: "doc.on.doc.fill", width: 1.0, height: 1.1, parts: [.stroke([back]), .fillPolygon(front)]))
        symbols.append(SystemSymbol(name: "doc.on.clipboard", width: 1.0, height: 1.1, parts: [.stroke([front, back])]))
        // square.and.arrow.up / down: an open box with an arrow out of or into it.
        let box: [CGPoint] = [p(0.30, 0.45), p(0.10, 0.45), p(0.10, 1.05), p(0.80, 1.05), p(0.80, 0.45), p(0.60, 0.45)]
        symbols.append(SystemSymbol(name: "square.and.arrow.up", width: 0.9, height: 1.15,
                                    parts: [.stroke([box, [p(0.45, 0.75), p(0.45, 0.08)], [p(0.27, 0.26), p(0.45, 0.08), p(0.63, 0.26)]])]))
        symbols.append(SystemSymbol(name: "square.and.arrow.down", width: 0.9, height: 1.15,
                                    parts: [.stroke([box, [p(0.45, 0.08), p(0.45, 0.75)], [p(0.27, 0.57), p(0.45, 0.75), p(0.63, 0.57)]])]))
        // pencil and square.and.pencil
        let pencil: [CGPoint] = [p(0.72, 0.10), p(0.90, 0.28), p(0.32, 0.86), p(0.10, 0.92), p(0.16, 0.70), p(0.72, 0.10)]
        symbols.append(SystemSymbol(name: "pencil", width: 1.0, height: 1.0, parts: [.stroke([pencil, [p(0.62, 0.21), p(0.79, 0.38)]])]))
        symbols.append(SystemSymbol(name: "square.and.pencil", width: 1.05, height: 1.05,
                                    parts: [.stroke([[p(0.52, 0.14), p(0.12, 0.14), p(0.12, 0.95), p(0.92, 0.95), p(0.92, 0.55)],
                                                     [p(0.42, 0.66), p(0.46, 0.52), p(0.86, 0.12), p(0.96, 0.22), p(0.56, 0.62), p(0.42, 0.66)]])]))
        // Outlined and filled pairs.
        symbols += pair("star", width: 1.05, height: 1.0, outline: starPoints)
        symbols += pair("heart", width: 1.05, height: 0.95, outline: heartPoints)
        symbols += pair("bookmark", width: 0.8, height: 1.05, outline: [p(0.12, 0.08), p(0.68, 0.08), p(0.68, 0.98), p(0.40, 0.72), p(0.12, 0.98)])
        symbols += pair("house", width: 1.1, height: 1.0,
                        outline: [p(0.55, 0.10), p(0.90, 0.42), p(0.90, 0.95), p(0.20, 0.95), p(0.20, 0.42)],
                        inner: [[p(0.45, 0.95), p(0.45, 0.68), p(0.65, 0.68), p(0.65, 0.95)]],
                        extra: [.stroke([[p(0.06, 0.52), p(0.55, 0.08), p(1.04, 0.52)]])])
        symbols += pair("folder", width: 1.2, height: 1.0,
                        outline: [p(0.08, 0.16), p(0.42, 0.16), p(0.52, 0.28), p(1.12, 0.28), p(1.12, 0.90), p(0.08, 0.90)],
                        inner: [[p(0.08, 0.40), p(1.12, 0.40)]])
        symbols += pair("envelope", width: 1.25, height: 0.95,
                        outline: roundedRect(0.06, 0.10, 1.13, 0.75, radius: 0.08), inner: [[p(0.08, 0.14), p(0.625, 0.54), p(1.17, 0.14)]])
        symbols += pair("paperplane", width: 1.05, height: 1.05,
                        outline: [p(0.06, 0.45), p(1.0, 0.06), p(0.62, 0.98), p(0.45, 0.60)], inner: [[p(0.45, 0.60), p(1.0, 0.06)]])
        symbols += pair("bolt", width: 0.9, height: 1.1,
                        outline: [p(0.55, 0.05), p(0.12, 0.62), p(0.45, 0.62), p(0.35, 1.05), p(0.80, 0.45), p(0.48, 0.45)])
        let bell: [CGPoint] = [p(0.10, 0.80), p(0.22, 0.62)] + arc(p(0.50, 0.40), 0.28, from: 180, to: 360) + [p(0.78, 0.62), p(0.90, 0.80)]
        symbols += pair("bell", width: 1.0, height: 1.05, outline: bell, extra: [.stroke([arc(p(0.50, 0.88), 0.12, from: 0, to: 180, steps: 8)])])
        let lockBody = roundedRect(0.10, 0.48, 0.70, 0.57, radius: 0.08)
        let shackle = [p(0.22, 0.48)] + arc(p(0.45, 0.33), 0.23, from: 180, to: 360) + [p(0.68, 0.48)]
        symbols += pair("lock", width: 0.9, height: 1.1, outline: lockBody, extra: [.stroke([shackle])])
        let openShackle = [p(0.22, 0.48)] + arc(p(0.45, 0.33), 0.23, from: 180, to: 340)
        symbols += pair("lock.open", width: 0.9, height: 1.1, outline: lockBody, extra: [.stroke([openShackle])])
        let tray: [CGPoint] = [p(0.08, 0.55), p(0.25, 0.12), p(0.95, 0.12), p(1.12, 0.55), p(1.12, 0.92), p(0.08, 0.92)]
        symbols += pair("tray", width: 1.2, height: 1.0, outline: tray, inner: [[p(0.08, 0.55), p(0.40, 0.55), p(0.45, 0.68), p(0.75, 0.68), p(0.80, 0.55), p(1.12, 0.55)]])
        // Person: a head and shoulders.
        let head = p(0.45, 0.28), shoulders = arc(p(0.45, 0.98), 0.37, from: 180, to: 360)
        symbols.append(SystemSymbol(name: "person", width: 0.9, height: 1.0, parts: [.strokeCircle(head, radius: 0.21), .stroke([shoulders])]))
        symbols.append(SystemSymbol(name: "person.fill", width: 0.9, height: 1.0, parts: [.fillCircle(head, radius: 0.21), .fillPolygon(shoulders)]))
        // In a circle (iOS's account symbol): the figure drawn inside the ring, cut out of the disc.
        let ringHead = p(0.55, 0.43), ringShoulders = arc(p(0.55, 0.98), 0.30, from: 200, to: 340, steps: 12)
        for name in ["person.circle", "person.crop.circle"] {
            symbols.append(SystemSymbol(name: name, width: 1.1, height: 1.1,
                                        parts: [.strokeCircle(p(0.55, 0.55), radius: 0.55), .strokeCircle(ringHead, radius: 0.17), .stroke([ringShoulders])]))
            symbols.append(SystemSymbol(name: "\(name).fill", width: 1.1, height: 1.1,
                                        parts: [.fillCircle(p(0.55, 0.55), radius: 0.55), .cut([arc(ringHead, 0.09, from: 0, to: 360, steps: 16), ringShoulders], dots: [ringHead])]))
        }
        // Gear (gearshape): a toothed wheel around a hole.
        let gear = gearPoints(teeth: 8)
        for name in ["gear", "gearshape"] {
            symbols.append(SystemSymbol(name: name, width: 1.1, height: 1.1, parts: [.stroke([gear + [gear[0]]]), .strokeCircle(p(0.55, 0.55), radius: 0.17)]))
            symbols.append(SystemSymbol(name: "\(name).fill", width: 1.1, height: 1.1,
                                        parts: [.fillPolygon(gear), .cut([arc(p(0.55, 0.55), 0.08, from: 0, to: 360, steps: 16)], dots: [p(0.55, 0.55)])]))
        }
        // Circles and squares (selection marks in lists).
        symbols.append(SystemSymbol(name: "circle", width: 1.1, height: 1.1, parts: [.strokeCircle(p(0.55, 0.55), radius: 0.55)]))
        symbols.append(SystemSymbol(name: "circle.fill", width: 1.1, height: 1.1, parts: [.fillCircle(p(0.55, 0.55), radius: 0.55)]))
        symbols += pair("square", width: 1.05, height: 1.05, outline: roundedRect(0.08, 0.08, 0.89, 0.89, radius: 0.16))
        // Globe: a ring, a meridian, the equator and two parallels.
        let meridian = (0...32).map { i -> CGPoint in
            let t = CGFloat(i) / 32 * 2 * .pi
            return p(0.55 + 0.22 * cos(t), 0.55 + 0.51 * sin(t))
        }
        symbols.append(SystemSymbol(name: "globe", width: 1.1, height: 1.1,
                                    parts: [.strokeCircle(p(0.55, 0.55), radius: 0.55),
                                            .stroke([meridian, [p(0.55, 0.05), p(0.55, 1.05)], [p(0.05, 0.55), p(1.05, 0.55)],
                                                     [p(0.15, 0.30), p(0.95, 0.30)], [p(0.15, 0.80), p(0.95, 0.80)]])]))
        // Calendar: a page with rings and a grid of days.
        let days = [0.30, 0.55, 0.80].flatMap { x in [0.58, 0.80].map { y in p(CGFloat(x) * 1.1 - 0.03, CGFloat(y)) } }
        symbols.append(SystemSymbol(name: "calendar", width: 1.1, height: 1.05,
                                    parts: [.stroke([roundedRect(0.08, 0.14, 0.94, 0.84, radius: 0.12), [p(0.08, 0.36), p(1.02, 0.36)],
                                                     [p(0.32, 0.06), p(0.32, 0.20)], [p(0.78, 0.06), p(0.78, 0.20)]])]
                                        + days.map { .dot($0, radius: 0.05) }))
        // Clock: a ring with two hands.
        symbols.append(SystemSymbol(name: "clock", width: 1.1, height: 1.1,
                                    parts: [.strokeCircle(p(0.55, 0.55), radius: 0.55), .stroke([[p(0.55, 0.24), p(0.55, 0.55), p(0.78, 0.70)]])]))
        symbols.append(SystemSymbol(name: "clock.fill", width: 1.1, height: 1.1,
                                    parts: [.fillCircle(p(0.55, 0.55), radius: 0.55), .cut([[p(0.55, 0.24), p(0.55, 0.55), p(0.78, 0.70)]], dots: [])]))
        // Eye and eye.slash: an almond with a pupil.
        let almond = arc(p(0.60, 1.05), 0.78, from: 225, to: 315) + arc(p(0.60, -0.05), 0.78, from: 45, to: 135)
        symbols.append(SystemSymbol(name: "eye", width: 1.2, height: 1.0, parts: [.stroke([almond]), .strokeCircle(p(0.60, 0.50), radius: 0.17)]))
        symbols.append(SystemSymbol(name: "eye.slash", width: 1.2, height: 1.0,
                                    parts: [.stroke([almond, [p(0.15, 0.05), p(1.05, 0.95)]]), .strokeCircle(p(0.60, 0.50), radius: 0.17)]))
        // Photo: a frame with a mountain and a sun.
        symbols.append(SystemSymbol(name: "photo", width: 1.2, height: 0.95,
                                    parts: [.stroke([roundedRect(0.06, 0.06, 1.08, 0.83, radius: 0.1),
                                                     [p(0.12, 0.80), p(0.45, 0.45), p(0.70, 0.70), p(0.85, 0.55), p(1.08, 0.80)]]),
                                            .dot(p(0.80, 0.28), radius: 0.08)]))
        // Camera: a body with a bump and a lens.
        let camera: [CGPoint] = roundedRect(0.06, 0.25, 1.13, 0.70, radius: 0.1)
        symbols += pair("camera", width: 1.25, height: 1.0, outline: camera,
                        inner: [arc(p(0.625, 0.60), 0.19, from: 0, to: 360, steps: 24)],
                        extra: [.stroke([[p(0.38, 0.25), p(0.46, 0.10), p(0.79, 0.10), p(0.87, 0.25)]])])
        // Lists, sliders, arrows.
        symbols.append(SystemSymbol(name: "list.bullet", width: 1.1, height: 0.8,
                                    parts: [.stroke([[p(0.35, 0.10), p(1.0, 0.10)], [p(0.35, 0.40), p(1.0, 0.40)], [p(0.35, 0.70), p(1.0, 0.70)]])]
                                        + [p(0.10, 0.10), p(0.10, 0.40), p(0.10, 0.70)].map { .dot($0, radius: 0.08) }))
        symbols.append(SystemSymbol(name: "slider.horizontal.3", width: 1.05, height: 0.9,
                                    parts: [.stroke([[p(0.08, 0.12), p(0.97, 0.12)], [p(0.08, 0.45), p(0.97, 0.45)], [p(0.08, 0.78), p(0.97, 0.78)]]),
                                            .fillCircle(p(0.70, 0.12), radius: 0.11), .fillCircle(p(0.30, 0.45), radius: 0.11),
                                            .fillCircle(p(0.60, 0.78), radius: 0.11)]))
        symbols.append(SystemSymbol(name: "arrow.clockwise", width: 1.0, height: 1.05,
                                    parts: [.stroke([arc(p(0.50, 0.55), 0.40, from: -60, to: 250), [p(0.62, 0.08), p(0.72, 0.22), p(0.55, 0.30)]])]))
        symbols.append(SystemSymbol(name: "arrow.counterclockwise", width: 1.0, height: 1.05,
                                    parts: [.stroke([arc(p(0.50, 0.55), 0.40, from: 240, to: -70), [p(0.38, 0.08), p(0.28, 0.22), p(0.45, 0.30)]])]))
        symbols.append(SystemSymbol(name: "arrow.up.right", width: 0.9, height: 0.9,
                                    parts: [.stroke([[p(0.12, 0.78), p(0.78, 0.12)], [p(0.30, 0.12), p(0.78, 0.12), p(0.78, 0.60)]])]))
        symbols.append(SystemSymbol(name: "arrow.uturn.backward", width: 1.0, height: 0.95,
                                    parts: [.stroke([[p(0.10, 0.35)] + arc(p(0.58, 0.55), 0.30, from: 270, to: 450, steps: 16) + [p(0.40, 0.85)],
                                                     [p(0.32, 0.12), p(0.10, 0.35), p(0.32, 0.58)]])]))
        symbols.append(SystemSymbol(name: "link", width: 1.05, height: 1.05,
                                    parts: [.stroke([[p(0.45, 0.32), p(0.62, 0.15)] + arc(p(0.74, 0.31), 0.20, from: 225, to: 405, steps: 12) + [p(0.73, 0.60), p(0.56, 0.77)],
                                                     [p(0.60, 0.73), p(0.43, 0.90)] + arc(p(0.31, 0.74), 0.20, from: 45, to: 225, steps: 12) + [p(0.32, 0.45), p(0.49, 0.28)],
                                                     [p(0.38, 0.67), p(0.67, 0.38)]])]))
        return symbols
    }()

    /// Arrows and a question mark in a circle.
    static let everydayCircled: [SystemSymbol] = {
        var symbols: [SystemSymbol] = []
        symbols += circledSymbols("arrow.right", lines: [[p(0.30, 0.55), p(0.80, 0.55)], [p(0.58, 0.33), p(0.80, 0.55), p(0.58, 0.77)]])
        symbols += circledSymbols("arrow.left", lines: [[p(0.80, 0.55), p(0.30, 0.55)], [p(0.52, 0.33), p(0.30, 0.55), p(0.52, 0.77)]])
        symbols += circledSymbols("arrow.up", lines: [[p(0.55, 0.80), p(0.55, 0.30)], [p(0.33, 0.52), p(0.55, 0.30), p(0.77, 0.52)]])
        symbols += circledSymbols("arrow.down", lines: [[p(0.55, 0.30), p(0.55, 0.80)], [p(0.33, 0.58), p(0.55, 0.80), p(0.77, 0.58)]])
        symbols += circledSymbols("questionmark", lines: [arc(p(0.55, 0.42), 0.15, from: 190, to: 420, steps: 12) + [p(0.55, 0.66)]], dots: [p(0.55, 0.82)])
        return symbols
    }()
}
