// Empty: the UIKit stand-in's declarations are Swift (see module.modulemap).
