import Foundation

/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate`
/// (every method optional: the defaults below do what UIKit does without one).
public protocol UISearchBarDelegate: AnyObject {
    /// Asked before the field starts editing (a click on it, or `becomeFirstResponder`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button);
    /// not sent when the app sets `text`, as in UIKit.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before typed text replaces `range` (UTF-16) of the text.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return was pressed in the field (iOS's Search key).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was clicked.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The search field's delegate inside a search bar: turns the field's questions
/// and events into the search bar delegate's (and its search controller's).
final class SearchFieldRelay: UITextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { searchBar.fieldDidBeginEditing() }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) { searchBar.fieldDidEndEditing() }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
