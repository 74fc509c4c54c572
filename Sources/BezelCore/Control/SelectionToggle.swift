/// The toggle pattern (a show/hide-password eye, a favourite star): a touch-up inside flips
/// `isSelected`, so the button shows its `selected` values until the next tap.
extension Control {
    /// Registers a `touchUpInside` handler that flips `isSelected` and returns its token. Handlers
    /// registered before it see the old value, those after it the new one. Like UIKit's
    /// `changesSelectionAsPrimaryAction` (iOS 15), but as an ordinary handler.
    @discardableResult
    public func addSelectionToggle() -> ControlActionToken {
        addAction(.sender { $0.isSelected.toggle() }, for: .touchUpInside)
    }
}
