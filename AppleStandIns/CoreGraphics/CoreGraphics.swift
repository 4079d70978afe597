// Stand-in for Apple's `CoreGraphics` module, for the Linux type check only (see ../README.md).
//
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are not declared here: on Linux,
// swift-corelibs-foundation declares them with the API of Apple's CoreGraphics overlay (the same
// initialiser labels, `CGFloat`'s implicit conversion from `Double`), so this module re-exports
// Foundation, as `import CoreGraphics` brings Foundation's types on an Apple platform too. A second
// copy here would make every use of them ambiguous. `CFTimeInterval` comes from CoreFoundation.
// `CGVector` is not in swift-corelibs-foundation: it is declared below.

@_exported import CoreFoundation
@_exported import Foundation
@_exported import ObjectiveC

// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform (iOS 2.0+; checked against iOS 26)
@frozen public struct CGAffineTransform: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a (iOS 2.0+; checked against iOS 26)
  public var a: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b (iOS 2.0+; checked against iOS 26)
  public var b: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c (iOS 2.0+; checked against iOS 26)
  public var c: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d (iOS 2.0+; checked against iOS 26)
  public var d: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx (iOS 2.0+; checked against iOS 26)
  public var tx: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty (iOS 2.0+; checked against iOS 26)
  public var ty: CGFloat

  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:) (iOS 2.0+; checked against iOS 26)
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity (iOS 7.0+; checked against iOS 26)
  public static var identity: CGAffineTransform { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/coregraphics/cgpath (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
// An immutable graphics path (a Core Foundation type, a class in Swift).
open class CGPath {
  init() { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
// A mutable graphics path, a `CGPath` wherever one is asked for.
public final class CGMutablePath: CGPath {
  // Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath/init() (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public override init() { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath/addlines(between:transform:) (iOS 7.0+; checked against iOS 27)
  // "Adds a sequence of connected straight-line segments to the path": a move to the first
  // point, then a line to each of the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath() (iOS 2.0+; checked against iOS 26's SDK listing, page not read)
  public func closeSubpath() { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/corefoundation/cgvector (iOS 2.0+; checked against iOS 26)
// Only the members the backend uses (a spring timing's initial velocity).
public struct CGVector: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/corefoundation/cgvector/dx (iOS 2.0+; checked against iOS 26)
  public var dx: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgvector/dy (iOS 2.0+; checked against iOS 26)
  public var dy: CGFloat
  // Apple: https://developer.apple.com/documentation/corefoundation/cgvector (iOS 2.0+; checked against iOS 26)
  // Its `CGFloat` initialiser only (the overlay also has `Double` and `Int` ones).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}
