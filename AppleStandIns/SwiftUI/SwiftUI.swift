// Stand-in for Apple's `SwiftUI` module, for the Linux type check only (see ../README.md).
//
// `import SwiftUI` on an Apple platform brings CoreGraphics and Foundation too (`CGFloat` in a
// modifier's signature, such as `.transitionSource(id:in:cornerRadius:)`'s, needs no other
// import), so this module re-exports CoreGraphics, which re-exports Foundation. (On iOS it brings
// UIKit as well; that is left out: a file that uses UIKit must say `import UIKit`, which is
// stricter, never looser.)

@_exported import CoreGraphics
