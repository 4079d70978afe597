// Stand-in for Apple's `QuartzCore` module (Core Animation), for the Linux type check only (see
// ../README.md). Declares only what the backend uses; every body traps.

@_exported import CoreGraphics
