/// What a behaviour tells its world without calling into it: a small object the world owns and
/// every behaviour in it holds strongly (set by `Behavior.attach(to:)`).
///
/// A finger moving an attachment's anchor sets ``targetMoved``; the world picks the change up
/// before it next reads or changes anything (`World.pickUpTargetChanges()`). Telling the world
/// directly went through the behaviour's weak `world` reference, whose loading and releasing
/// (the runtime's side table) was about 150 instructions of each such move. Holding this
/// object keeps no world alive.
final class WorldSignals {
  /// An attachment's target changed since the world last looked.
  @exclusivity(unchecked) var targetMoved = false
}
