/// The flattened behaviour tree, rebuilt when it changes.
struct BehaviorCache {
  var all: [Behavior] = []
  var gravity: [GravityBehavior] = []
  var pushes: [PushBehavior] = []
  var attachments: [AttachmentBehavior] = []
  var snaps: [SnapBehavior] = []
  var collisions: [CollisionBehavior] = []
  /// Per collision behaviour, per item: whether the item takes part.
  var membership: [[Bool]] = []
  /// Per collision behaviour, its valid members sorted by their left edge (sweep and prune).
  var members: [[Int]] = []
  /// Per collision behaviour, its valid members in the order a rebuild lists them (`members`
  /// before any sorting), to restore that order without a rebuild.
  var initialMembers: [[Int]] = []
  var boundaries: [BoundaryGeometry] = []
  /// What each boundary is, for contact reports (parallel to `boundaries`).
  var partners: [ContactPartner] = []
  /// Per collision behaviour, a bit for each of its boundaries whose index is below 64.
  var boundaryMasks: [UInt64] = []
  /// Per item, the boundaries (index below 64) it collides with: the union of `boundaryMasks`
  /// over the collision behaviours it belongs to.
  var itemBoundaryMasks: [UInt64] = []
  /// Whether some collision behaviour collides items with items and has two members or more:
  /// without one (a lone shade against its bounds), no pair of items can meet.
  var pairsItems = false
}
