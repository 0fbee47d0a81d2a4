// swift-tools-version:5.10
import PackageDescription

// Modal screens written as an iOS developer writes them (UIKit, and SwiftUI), run on Linux by
// depending on modal-kit by path, as the README's "Use it in your app" shows.
//
// Built for release as any app should be, with the link modal-kit's figures come from (the
// static Swift runtime, lld, packed relocations; README, "The fast build"), by modal-kit's
// command plugin, here:
//   swift package build-app                   (or ../scripts/build-app.sh; `make examples-release` at the top)
// A plain `swift build -c release` works too, linked to the shared Swift libraries: 9 MB more
// memory and a later first frame (docs/BENCHMARKS.md, "The build your app gets"). The flags
// cannot live in this manifest or in modal-kit's: see there why.
let package = Package(
    name: "ModalExamples",
    dependencies: [.package(name: "modal-kit", path: "..")],
    targets: [
        .executableTarget(name: "ModalExamples", dependencies: [.product(name: "UIKit", package: "modal-kit")]),
        // The first article's form written in SwiftUI: a list, a locked form sheet, a detents sheet.
        .executableTarget(name: "SwiftUIForm", dependencies: [.product(name: "SwiftUI", package: "modal-kit")]),
    ]
)
