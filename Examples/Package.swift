// swift-tools-version:5.10
import PackageDescription

// Modal screens written as an iOS developer writes them (UIKit, and SwiftUI), run on Linux by
// depending on modal-kit by path, as the README's "Use it in your app" shows.
let package = Package(
    name: "ModalExamples",
    dependencies: [.package(name: "modal-kit", path: "..")],
    targets: [
        .executableTarget(name: "ModalExamples", dependencies: [.product(name: "UIKit", package: "modal-kit")]),
        // The first article's form written in SwiftUI: a list, a locked form sheet, a detents sheet.
        .executableTarget(name: "SwiftUIForm", dependencies: [.product(name: "SwiftUI", package: "modal-kit")]),
    ]
)
