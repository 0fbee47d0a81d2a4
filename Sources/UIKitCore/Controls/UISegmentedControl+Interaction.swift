import Foundation

extension UISegmentedControl {
    /// The selection shown now: the pressed segment of a momentary control, else the selected one.
    var shownSelection: Int {
        if isMomentary { return pressedSegmentIndex ?? Self.noSegment }
        return selectedSegmentIndex
    }

    /// The enabled segment under a point (bounds coordinates), if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        guard let index = segmentFrames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              segmentViews[index].isSegmentEnabled else { return nil }
        return index
    }

    /// Selects a segment as the user does: animates the card, sends `.valueChanged` and
    /// runs the segment's action when the selection changed. Returns whether it was selectable.
    @discardableResult
    func userSelect(_ index: Int) -> Bool {
        guard isEnabled, segmentViews.indices.contains(index), segmentViews[index].isSegmentEnabled else { return false }
        let changed = index != selectedSegmentIndex || isMomentary
        if isMomentary {
            // The index of the tapped segment, for the actions to read; nothing shows it.
            selectedSegmentIndex = index
        } else {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                           animations: { self.selectedSegmentIndex = index }, completion: nil)
        }
        guard changed else { return true }
        segmentViews[index].action.map { sendAction($0) }
        sendActions(for: .valueChanged)
        return true
    }

    func trackingBegan(_ touch: UITouch) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)) else { return false }
        pressedSegmentIndex = index
        if isMomentary { UIView.performWithoutAnimation { updateLook() } }
        return true
    }

    /// A release over an enabled segment selects it (even if the press began on another, as on iOS).
    func trackingEnded(_ touch: UITouch?) {
        let target = touch.flatMap { segmentIndex(at: $0.location(in: self)) }
        if let target { userSelect(target) }
        pressedSegmentIndex = nil
        if isMomentary { UIView.performWithoutAnimation { updateLook() } }
    }

    func trackingCancelled() {
        pressedSegmentIndex = nil
        if isMomentary { UIView.performWithoutAnimation { updateLook() } }
    }

    /// ← and → move the selection to the previous or next enabled segment; returns
    /// whether the key was one of them.
    func handleArrowKey(_ key: UIKey) -> Bool {
        guard isEnabled, key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty,
              key.keyCode == .keyboardLeftArrow || key.keyCode == .keyboardRightArrow else { return false }
        let step = key.keyCode == .keyboardRightArrow ? 1 : -1
        var index = selectedSegmentIndex == Self.noSegment ? (step > 0 ? -1 : segmentViews.count) : selectedSegmentIndex
        repeat {
            index += step
        } while segmentViews.indices.contains(index) && !segmentViews[index].isSegmentEnabled
        if segmentViews.indices.contains(index) { userSelect(index) }
        return true
    }

    func focusDidChange() {
        backgroundView.layer.borderWidth = isFocused ? 2 : 0
        backgroundView.layer.borderColor = tintColor.cgColor
        updateLook()
    }
}
