import UIKit

// Apple's headers take Core Foundation types; the casts compile as written.
let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
let space = CGColorSpace(name: "kCGColorSpaceSRGB" as CFString)
let dashed = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).copy(dashingWithPhase: 0, lengths: [2, 2])
let outline = dashed.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
