// swift-tools-version:5.10
import PackageDescription

// Three modal screens written as an iOS developer writes them, run on Linux by
// depending on modal-kit by path, as the README's "Use it in your app" shows.
let package = Package(
    name: "ModalExamples",
    dependencies: [.package(name: "modal-kit", path: "..")],
    targets: [
        .executableTarget(name: "ModalExamples", dependencies: [.product(name: "UIKit", package: "modal-kit")]),
    ]
)
