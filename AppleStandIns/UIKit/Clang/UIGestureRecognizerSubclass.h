// Empty: UIGestureRecognizer's settable state is declared in the Swift stand-in (see module.modulemap).
