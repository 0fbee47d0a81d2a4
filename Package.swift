// swift-tools-version:5.10
import PackageDescription

/// UIKit's modal presentation, reimplemented for Linux on X11, Cairo and Pango.
///
/// `CoreGraphics` (colours, images, paths) is pure Swift under Apple's module name;
/// `UIKitCore` is pure Swift (no C); `UIKitImaging` encodes PNG/APNG with zlib;
/// `UIKitCairo` draws the view tree and text; `UIKitX11` hosts a real window.
/// The `UIKit` product re-exports all of them.
/// What the `UIKit` umbrella re-exports. A target that imports `UIKit` also lists
/// these: SwiftPM only rebuilds a target when the modules it depends on directly
/// change, and the umbrella's own module never changes, so without them a change in
/// (say) `UIWindow`'s stored properties left `ModalDemoKit` compiled against the old
/// layout, and the program broke at run time.
let uikitParts: [Target.Dependency] = ["CoreGraphics", "QuartzCore", "CoreText", "UIKitCore", "UIKitImaging", "UIKitCairo", "UIKitX11",
                                       "UIKitAccessibility", "UIKitPortal", "UIKitApp", "UIKitImageCodecs"]

let package = Package(
    name: "modal-kit",
    products: [
        // `import UIKit`, `import CoreGraphics`, `import QuartzCore` and `import CoreText` all
        // work for a package that depends on this product (see the README's architecture section).
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore", "CoreText"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .executable(name: "modal-demo", targets: ["ModalDemo"]),
        .executable(name: "modal-bench", targets: ["ModalBench"]),
        // Tapes and snapshot tests for apps built on the package (docs/TAPES.md).
        .library(name: "UIKitTapes", targets: ["UIKitTapes"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        // Apple's Combine (publishers, subscribers, subjects, schedulers, @Published) on Foundation.
        .library(name: "Combine", targets: ["Combine"]),
        // SwiftUI on our UIKit (docs/SWIFTUI.md): `import SwiftUI` also brings UIKit, Combine and Observation.
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine", "UIKit", "CoreGraphics", "QuartzCore", "CoreText"]),
        // `swift package build-app` in a package that depends on this one: its release build with
        // the static Swift runtime, lld and packed relocations (README, "Use it in your app").
        .plugin(name: "BuildApp", targets: ["BuildApp"]),
    ],
    targets: [
        // The fast release build as a command plugin: build parameters, not manifest flags, so
        // the package stays usable by version (Plugins/BuildApp/BuildApp.swift).
        .plugin(name: "BuildApp", capability: .command(intent: .custom(
            verb: "build-app",
            description: "Release build of your executables with the static Swift runtime, lld and packed relocations"))),
        // X11 with XInput 2, XTest, XRandR (monitors, refresh rates), XSync (resize sync) and RENDER (composited frames).
        .systemLibrary(name: "CX11", pkgConfig: "x11 xi xtst xrandr xext xrender",
                       providers: [.apt(["libx11-dev", "libxi-dev", "libxtst-dev", "libxrandr-dev", "libxext-dev", "libxrender-dev"])]),
        // Cairo, and pixman (Cairo's and the X server's compositor) for composites both sides share.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo pixman-1",
                       providers: [.apt(["libcairo2-dev", "libpixman-1-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // Media encoders (GIF, MP4, WebM) from Debian's libraries. FFmpeg's are opened with
        // dlopen when a video is first recorded (Sources/CFFmpeg/shim.h), not linked.
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        .systemLibrary(name: "CFFmpeg", providers: [.apt(["libavcodec-dev", "libavformat-dev", "libswscale-dev", "libavutil-dev"])]),
        // Accessibility (issue 18): GLib's GDBus speaks AT-SPI 2 on the accessibility bus.
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0",
                       providers: [.apt(["libglib2.0-dev"])]),
        .target(name: "UIKitAccessibility", dependencies: ["UIKitCore", "UIKitX11", "CGio", "GLibLoop"]),
        // A GLib main context run from the X11 host's loop (GDBus for the bridge and the portal).
        .target(name: "GLibLoop", dependencies: ["UIKitX11", "CGio"]),
        // UIImage's codec: PNG/JPEG/SVG decoding, PNG/JPEG encoding, bitmaps (the app entry installs it in UIKitCore).
        .target(name: "UIKitImageCodecs", dependencies: ["UIKitCore", "UIKitImaging", "UIKitCairo", "CImageCodecs",
                                                         "CGio", "CCairo"]),
        // The desktop's light/dark preference from the freedesktop settings portal.
        .target(name: "UIKitPortal", dependencies: ["UIKitCore", "UIKitX11", "CGio", "GLibLoop"]),

        // Image files (issue 15): gdk-pixbuf reads PNG and JPEG, librsvg draws SVG. Opened
        // with dlopen on first use, so no pkg-config entry (its --libs would link them):
        // the shim declares what it uses, GLib's and Cairo's headers come from CGio and CCairo.
        .systemLibrary(name: "CImageCodecs", providers: [.apt(["libgdk-pixbuf-2.0-0", "librsvg2-2"])]),

        // Core Graphics and Core Animation under Apple's module names. QuartzCore (the layer
        // tree, Core Animation, the physics and the window clock) sits below UIKitCore and
        // knows no UIKit type, as on Apple's platforms (docs/ARCHITECTURE.md).
        .target(name: "CoreGraphics"),
        // The Swift runtime calls Objective-C's `[[cls alloc] init]` needs on Linux (a view's `layerClass`).
        .target(name: "CSwiftRuntime"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CSwiftRuntime"]),

        // Auto Layout's constraint solver: pure Swift, knows nothing of views.
        .target(name: "LayoutSolver"),
        .target(name: "UIKitCore", dependencies: ["CoreGraphics", "QuartzCore", "LayoutSolver"]),
        // Core Text's fonts (`CTFont` is `UIFont`, toll-free bridged as on Apple platforms): pure
        // Swift above UIKitCore, whose UIFont it is, below the UIKit umbrella (docs/ARCHITECTURE.md).
        .target(name: "CoreText", dependencies: ["CoreGraphics", "UIKitCore"]),
        // Combine: pure Swift on Foundation and Dispatch, no UIKit, no C.
        .target(name: "Combine"),
        // SwiftUI: pure Swift above the UIKit umbrella (a hosting controller per screen, UIKit views updated in place).
        .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"] + uikitParts),
        .target(name: "UIKitImaging", dependencies: ["CZlib"]),
        .target(name: "UIKitCairo", dependencies: ["UIKitCore", "UIKitImaging", "CCairo", "CPango"]),
        .target(name: "UIKitX11", dependencies: ["UIKitCore", "UIKitCairo", "CX11", "CCairo"]),
        // `import UIKit.UIGestureRecognizerSubclass` (a Clang submodule under the Swift module UIKit).
        .target(name: "UIKitSubmodules"),
        .target(name: "UIKit", dependencies: ["UIKitSubmodules", "CoreGraphics", "QuartzCore", "CoreText", "UIKitCore", "UIKitImaging", "UIKitCairo", "UIKitX11", "UIKitAccessibility",
                                              "UIKitPortal", "UIKitApp", "UIKitImageCodecs"]),
        // The application entry: UIApplicationMain, @main, and the options every app gets (tapes included).
        .target(name: "UIKitApp", dependencies: ["UIKitCore", "UIKitImaging", "UIKitCairo", "UIKitX11", "UIKitAccessibility", "UIKitTapes",
                                                 "UIKitPortal", "UIKitImageCodecs"]),
        .target(name: "ModalDemoKit", dependencies: ["UIKit", "UIKitTapes"] + uikitParts),
        .executableTarget(name: "ModalDemo", dependencies: ["ModalDemoKit"]),
        .executableTarget(name: "ModalBench", dependencies: ["ModalDemoKit", "UIKit", "CX11", "CCairo", "XvfbKit", "LayoutSolver", "SwiftUI", "Combine"]
                          + uikitParts),
        .target(name: "XvfbKit", dependencies: ["CX11"]),
        // "Frames in, file out": GIF (giflib + libimagequant), MP4/WebM (FFmpeg), APNG, PNG frames.
        .target(name: "MediaEncoders", dependencies: ["UIKitImaging", "CGif", "CImageQuant", "CFFmpeg"]),
        // Tapes: recording scripts that drive any app headlessly, write every format, check snapshots.
        .target(name: "UIKitTapes", dependencies: ["UIKitCore", "UIKitImaging", "UIKitCairo", "UIKitX11", "MediaEncoders"]),
        // assertSnapshot(of:named:size:scale:) for test targets (imports XCTest).
        .target(name: "UIKitSnapshotTesting", dependencies: ["UIKitCore", "UIKitImaging", "UIKitCairo", "UIKitTapes"]),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "UIKit", "Combine"] + uikitParts),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "UIKitCoreTests", dependencies: ["UIKitCore"]),
        .testTarget(name: "UIKitImagingTests", dependencies: ["UIKitImaging"]),
        .testTarget(name: "UIKitImageCodecsTests", dependencies: ["UIKitImageCodecs", "UIKitCore", "UIKitCairo", "UIKitImaging"],
                    resources: [.copy("Fixtures")]),
        // ffprobe and ImageMagick, the independent decoders the media tests read back with.
        .target(name: "ExternalDecoders", path: "Tests/ExternalDecoders"),
        .testTarget(name: "MediaEncodersTests", dependencies: ["MediaEncoders", "UIKitImaging", "ExternalDecoders"]),
        .testTarget(name: "UIKitTapesTests", dependencies: ["UIKitTapes", "UIKit", "MediaEncoders", "ExternalDecoders"] + uikitParts),
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: ["UIKitSnapshotTesting", "UIKit"] + uikitParts,
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "UIKitCairoTests", dependencies: ["UIKit", "ModalDemoKit", "CCairo"] + uikitParts),
        // What tests share: a private Xvfb per test class (XvfbServer, XvfbTestCase).
        .target(name: "UIKitTestSupport", dependencies: ["UIKitX11", "XvfbKit", "CX11"], path: "Tests/UIKitTestSupport"),
        // The X11 host's tests depend on what they test (not the umbrella or the demo).
        .testTarget(name: "UIKitX11Tests", dependencies: ["UIKitTestSupport", "UIKitX11", "UIKitCairo", "UIKitCore", "UIKitImaging",
                                                      "CX11", "XvfbKit"]),
        .testTarget(name: "UIKitAccessibilityTests", dependencies: ["UIKitAccessibility", "UIKitCore", "CGio"]),
        .testTarget(name: "UIKitAppTests", dependencies: ["UIKit"] + uikitParts),
        .testTarget(name: "ModalDemoTests", dependencies: ["ModalDemoKit", "UIKit", "CX11", "XvfbKit", "ExternalDecoders", "CGio"]
                    + uikitParts, exclude: ["Reliability/README.md"]),
    ]
)
