// Stand-in for Apple's `QuartzCore` module (Core Animation), for the Linux type check only (see
// ../README.md). Declares only what the backend uses; every body traps.

@_exported import CoreGraphics

// swift-format-ignore: AlwaysUseLowerCamelCase
// Apple: https://developer.apple.com/documentation/quartzcore/cacurrentmediatime() (iOS 2.0+; checked against iOS 26)
// The clock of `CADisplayLink.targetTimestamp` and `UITouch.timestamp`, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval { fatalError("stand-in") }
