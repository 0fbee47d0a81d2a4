import Foundation
import PackagePlugin
#if canImport(Glibc)
import Glibc
#endif

/// `swift package build-app`: the release build modal-kit's figures come from, for the
/// package that depends on it (README, "Use it in your app"). It is `swift build -c release`
/// with the link `scripts/build-app.sh` makes, each part only where this toolchain and
/// system support it:
///
/// - the static Swift runtime and Foundation (`--static-swift-stdlib`: every module compiled
///   with `-static-stdlib`, the executable linked with the runtime's static archives), when
///   the toolchain has `lib/swift_static/linux` with Foundation and its ICU;
/// - lld with packed relative relocations (`-use-ld=lld`, `-z pack-relative-relocs`) and
///   `--no-export-dynamic`, when the toolchain has `ld.lld` and glibc is 2.36 or later.
///
/// The flags are build parameters, not manifest settings, so the package needs no unsafe
/// flags and can be depended on by path, branch or version alike.
///
///     swift package build-app                    # every executable product of your package
///     swift package build-app --product MyApp    # one (repeatable)
///     swift package build-app --print-flags      # the flags, as build-app.sh prints them
///
/// Products land where `swift build -c release` puts them (`.build/release/MyApp`, or under
/// `swift package --scratch-path DIR build-app`). Build and run tests without these flags:
/// XCTest links the shared Foundation.
@main
struct BuildApp: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let printFlags = extractor.extractFlag(named: "print-flags") > 0
        let requested = extractor.extractOption(named: "product")
        guard extractor.remainingArguments.isEmpty else {
            throw BuildAppError.unknownArguments(extractor.remainingArguments)
        }

        let link = FastLink(toolchainSwiftc: URL(fileURLWithPath: try context.tool(named: "swiftc").path.string))
        if printFlags {
            print(link.buildAppScriptFlags.joined(separator: " "))
            return
        }

        // Your package's executables by default; any executable in the graph by name (the
        // benchmark builds modal-kit's own `modal-demo` this way from the examples' package).
        let executables = Self.executableProducts(of: context.package)
        let products = requested.isEmpty ? executables : requested
        let known = Self.executableProducts(inGraphOf: context.package)
        if let unknown = requested.first(where: { !known.contains($0) }) {
            throw BuildAppError.unknownProduct(unknown, executables)
        }
        guard !products.isEmpty else { throw BuildAppError.noExecutables(context.package.displayName) }

        var parameters = PackageManager.BuildParameters(configuration: .release, logging: .concise, echoLogs: true)
        parameters.otherSwiftcFlags = link.swiftcFlags
        parameters.otherLinkerFlags = link.linkerFlags
        for product in products {
            let result = try packageManager.build(.product(product), parameters: parameters)
            guard result.succeeded else { throw BuildAppError.buildFailed(product) }
            for artifact in result.builtArtifacts where artifact.kind == .executable {
                print("build-app: \(product) -> \(artifact.path.string)")
            }
        }
    }
}

extension BuildApp {
    static func executableProducts(of package: Package) -> [String] {
        package.products.filter { $0 is ExecutableProduct }.map(\.name)
    }

    static func executableProducts(inGraphOf package: Package) -> Set<String> {
        var names = Set(executableProducts(of: package))
        for dependency in package.dependencies {
            names.formUnion(executableProducts(inGraphOf: dependency.package))
        }
        return names
    }
}

/// What went wrong, said plainly (the plugin's process prints it and exits non-zero).
enum BuildAppError: Error, CustomStringConvertible {
    case unknownArguments([String])
    case unknownProduct(String, [String])
    case noExecutables(String)
    case buildFailed(String)

    var description: String {
        switch self {
        case .unknownArguments(let arguments):
            return "build-app: unknown arguments \(arguments.joined(separator: " ")) "
                + "(usage: swift package build-app [--product NAME]... [--print-flags])"
        case .unknownProduct(let name, let executables):
            return "build-app: no executable product '\(name)' in this package "
                + "(its executables: \(executables.isEmpty ? "none" : executables.joined(separator: ", ")))"
        case .noExecutables(let package):
            return "build-app: package '\(package)' has no executable product to build"
        case .buildFailed(let product):
            return "build-app: the release build of '\(product)' failed (its log is above)"
        }
    }
}

/// The link `scripts/build-app.sh` chooses, worked out the same way from the toolchain the
/// plugin runs in (the two must agree: `make examples-release` checks they print the same).
struct FastLink {
    /// Link the Swift runtime and Foundation statically (`--static-swift-stdlib`).
    let staticRuntime: Bool
    /// Link with lld, pack relative relocations and export no symbols.
    let lldPackedRelocations: Bool

    init(toolchainSwiftc swiftc: URL) {
        let toolchain = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let staticLibraries = toolchain.appendingPathComponent("lib/swift_static/linux")
        let files = FileManager.default
        staticRuntime = files.fileExists(atPath: staticLibraries.appendingPathComponent("libFoundation.a").path)
            && files.fileExists(atPath: staticLibraries.appendingPathComponent("lib_FoundationICU.a").path)
        lldPackedRelocations = files.isExecutableFile(atPath: toolchain.appendingPathComponent("bin/ld.lld").path)
            && Self.glibcHasPackedRelocations
    }

    /// glibc reads DT_RELR from 2.36 on.
    static var glibcHasPackedRelocations: Bool {
        #if canImport(Glibc)
        // "glibc 2.36", as `getconf GNU_LIBC_VERSION` prints it.
        var buffer = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0,
              let version = String(cString: buffer).split(separator: " ").last else { return false }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count >= 2 else { return false }
        return (parts[0], parts[1]) >= (2, 36)
        #else
        return false
        #endif
    }

    /// `-static-stdlib` on every module's compile and on the link is what `--static-swift-stdlib` does.
    var swiftcFlags: [String] {
        (staticRuntime ? ["-static-stdlib"] : []) + (lldPackedRelocations ? ["-use-ld=lld"] : [])
    }

    var linkerFlags: [String] {
        lldPackedRelocations ? ["-z", "pack-relative-relocs", "--no-export-dynamic"] : []
    }

    /// The same choice spelled as `swift build` arguments, as `build-app.sh --print-flags` prints it.
    var buildAppScriptFlags: [String] {
        (staticRuntime ? ["--static-swift-stdlib"] : [])
            + (lldPackedRelocations
                ? ["-Xswiftc", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"]
                : [])
    }
}
