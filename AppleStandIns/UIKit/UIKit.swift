// Stand-in for Apple's `UIKit` module, for the Linux type check only (see ../README.md).
// Declares only what the backend uses, as Swift imports it; every body traps. `import UIKit` on an
// Apple platform also brings Foundation, CoreGraphics and QuartzCore, so this module re-exports
// them.

@_exported import QuartzCore
