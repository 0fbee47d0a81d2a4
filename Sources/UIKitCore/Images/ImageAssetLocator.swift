import Foundation

/// Finds the file behind `UIImage(named:)` in resource bundles.
///
/// In each bundle's resource directory, and in its `Assets/` and `Images/`
/// folders, it tries `name@Nx` with N the wanted scale, then larger, then smaller
/// scales (`name` alone being the 1× file), each as `.png`, `.jpg`, `.jpeg` and `.svg`
/// (a name with an extension is used as given). It also reads Xcode asset
/// catalogs copied as resources: `Something.xcassets/name.imageset/Contents.json`,
/// taking the entry for the wanted scale (else the closest) and, in dark mode,
/// the entry marked `"appearances": [{"appearance": "luminosity", "value": "dark"}]`.
struct ImageAssetLocator {
    struct Found: Equatable {
        let path: String
        let scale: CGFloat
    }

    let bundles: [Bundle]
    static let extensions = ["png", "jpg", "jpeg", "svg"]
    static let folders = ["", "Assets", "Images"]

    /// The main bundle, then the resource bundles beside the program (SwiftPM copies
    /// each target's resources into `Package_Target.resources` there on Linux).
    static var defaultBundles: [Bundle] {
        let directory = Bundle.main.bundleURL
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let resourceBundles = siblings.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
            .compactMap { Bundle(url: directory.appendingPathComponent($0)) }
        return [Bundle.main] + resourceBundles
    }

    /// The scale a file name gives (`icon@2x.png` is 2), 1 without one.
    static func scale(ofFileNamed file: String) -> CGFloat {
        let stem = (file as NSString).deletingPathExtension
        guard let at = stem.range(of: "@", options: .backwards), stem.hasSuffix("x"),
              let value = Double(stem[at.upperBound..<stem.index(before: stem.endIndex)]), value >= 1 else { return 1 }
        return CGFloat(value)
    }

    /// Scales to try for `wanted`: it, larger ones, then smaller ones (1...3).
    static func scalePreference(_ wanted: CGFloat) -> [Int] {
        let target = min(3, max(1, Int(wanted.rounded(.up))))
        let larger = target < 3 ? Array((target + 1)...3) : []
        return [target] + larger + (1..<target).reversed()
    }

    func find(_ name: String, scale: CGFloat, style: UIUserInterfaceStyle) -> Found? {
        guard !name.isEmpty else { return nil }
        for bundle in bundles {
            guard let root = bundle.resourcePath else { continue }
            if let found = findFile(name, in: root, scale: scale) ?? findInCatalogs(name, in: root, scale: scale, style: style) {
                return found
            }
        }
        return nil
    }

    private func findFile(_ name: String, in root: String, scale: CGFloat) -> Found? {
        let given = (name as NSString).pathExtension.lowercased()
        let stem = Self.extensions.contains(given) ? (name as NSString).deletingPathExtension : name
        let extensions = Self.extensions.contains(given) ? [given] : Self.extensions
        for folder in Self.folders {
            let directory = folder.isEmpty ? root : (root as NSString).appendingPathComponent(folder)
            // `name.png` is the 1× file, as `name@1x.png` is.
            for factor in Self.scalePreference(scale) {
                let stems = factor == 1 ? ["\(stem)@1x", stem] : ["\(stem)@\(factor)x"]
                for candidate in stems {
                    for ext in extensions {
                        let path = (directory as NSString).appendingPathComponent("\(candidate).\(ext)")
                        if FileManager.default.fileExists(atPath: path) { return Found(path: path, scale: CGFloat(factor)) }
                    }
                }
            }
        }
        return nil
    }

    private func findInCatalogs(_ name: String, in root: String, scale: CGFloat, style: UIUserInterfaceStyle) -> Found? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for catalog in entries.filter({ $0.hasSuffix(".xcassets") }).sorted() {
            let catalogPath = (root as NSString).appendingPathComponent(catalog)
            guard let imageSet = Self.imageSet(named: name, under: catalogPath) else { continue }
            if let found = Self.pick(in: imageSet, scale: scale, style: style) { return found }
        }
        return nil
    }

    /// `name.imageset` anywhere under a catalog (catalogs may group sets in folders).
    private static func imageSet(named name: String, under catalog: String) -> String? {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return nil }
        while let relative = enumerator.nextObject() as? String {
            if (relative as NSString).lastPathComponent == "\(name).imageset" {
                return (catalog as NSString).appendingPathComponent(relative)
            }
        }
        return nil
    }

    /// The image set entry for the scale and appearance, from its `Contents.json`.
    static func pick(in imageSet: String, scale: CGFloat, style: UIUserInterfaceStyle) -> Found? {
        let contentsPath = (imageSet as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contentsPath),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        struct Entry { let file: String; let scale: Int?; let isDark: Bool }
        let entries: [Entry] = images.compactMap { image in
            guard let file = image["filename"] as? String else { return nil }
            let scale = (image["scale"] as? String).flatMap { Int($0.dropLast()) }
            let appearances = image["appearances"] as? [[String: String]] ?? []
            let isDark = appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" }
            return Entry(file: file, scale: scale, isDark: isDark)
        }
        let wantsDark = style == .dark && entries.contains { $0.isDark }
        let candidates = entries.filter { $0.isDark == wantsDark }
        for factor in scalePreference(scale) {
            if let entry = candidates.first(where: { $0.scale == factor }) {
                return Found(path: (imageSet as NSString).appendingPathComponent(entry.file), scale: CGFloat(factor))
            }
        }
        if let single = candidates.first(where: { $0.scale == nil }) {
            return Found(path: (imageSet as NSString).appendingPathComponent(single.file), scale: 1)
        }
        return nil
    }
}
