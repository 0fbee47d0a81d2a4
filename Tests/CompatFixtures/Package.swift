// swift-tools-version:5.10
import PackageDescription

// Porting fixtures (`make compat`): one file per change Linux forces on UIKit code and
// per API family public modal libraries use. Compiles only; fetches nothing.
let package = Package(
    name: "CompatFixtures",
    dependencies: [.package(name: "modal-kit", path: "../..")],
    targets: [.target(name: "CompatFixtures", dependencies: [.product(name: "UIKit", package: "modal-kit"),
                                                       .product(name: "Combine", package: "modal-kit")])]
)
