import Foundation

/// Inline groups with `preferredElementSize` `.small` or `.medium` (iOS 16): their
/// actions are tiles side by side in one row of the card, split by hairlines; a
/// medium tile shows its image above its title, a small one only its image.
extension MenuSections {
    /// The actions of `menu`'s inline groups (at any depth of inline nesting)
    /// drawn as tiles, with their group's size.
    static func tiledActions(in menu: UIMenu) -> [ObjectIdentifier: UIMenu.ElementSize] {
        var result: [ObjectIdentifier: UIMenu.ElementSize] = [:]
        for case let inline as UIMenu in menu.children where inline.options.contains(.displayInline) {
            if inline.preferredElementSize == .small || inline.preferredElementSize == .medium {
                for case let action as UIAction in inline.children where !action.attributes.contains(.hidden) {
                    result[ObjectIdentifier(action)] = inline.preferredElementSize
                }
            } else {
                result.merge(tiledActions(in: inline)) { $1 }
            }
        }
        return result
    }
}

extension MenuRowView {
    /// A medium tile's height: image, then the title under it.
    static let mediumTileHeight: CGFloat = 64
    /// A small tile's height: the image alone.
    static let smallTileHeight: CGFloat = 44
    static let tileTitleFont = UIFont.systemFont(ofSize: 12)

    /// Lays the row out as a tile: the image centred (above the title for a medium tile).
    func layoutTile(size: UIMenu.ElementSize) {
        titleLabel.font = Self.tileTitleFont
        titleLabel.textAlignment = .center
        titleLabel.isHidden = size == .small
        subtitleLabel.isHidden = true
        markView.frame = .zero
        let imageY = size == .small ? ((bounds.height - Self.imageBox) / 2).rounded() : 10
        imageView.frame = CGRect(x: ((bounds.width - Self.imageBox) / 2).rounded(), y: imageY, width: Self.imageBox, height: Self.imageBox)
        titleLabel.frame = CGRect(x: 4, y: 38, width: max(0, bounds.width - 8), height: 16)
    }
}

extension MenuCardView {
    /// The runs of consecutive tile rows (same section), by their first and last row index.
    func tileRuns() -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for index in rows.indices {
            let isTile = rows[index].tileSize != nil
            let continues = start != nil && isTile && !separatorIsThick(afterRow: index - 1)
            if let first = start, !continues {
                runs.append(first...(index - 1))
                start = nil
            }
            if isTile && start == nil { start = index }
        }
        if let first = start { runs.append(first...(rows.count - 1)) }
        return runs
    }
}
