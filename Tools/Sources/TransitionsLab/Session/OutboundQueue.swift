/// What waits to be written to one page, bounded whatever the page's speed: messages that must
/// all arrive (events, errors, the scene, a saved script) in order, at most ``messageLimit``;
/// and at most one frame update, into which later frames merge while it waits
/// (``FrameUpdate/merging(_:)``). A page that reads slowly skips frames; its queue never grows.
///
/// Messages go first: a frame is written when no message waits.
///
/// ```swift
/// var queue = OutboundQueue()
/// queue.push(frame: first)
/// queue.push(frame: second)   // merged with first: one frame waits
/// queue.pop()?.text           // the merged frame's JSON
/// ```
struct OutboundQueue: Sendable {
  /// The most messages that may wait.
  let messageLimit: Int
  private var messages: [String] = []
  private var head = 0
  private var frame: FrameUpdate?
  /// When the earliest input the waiting frame shows arrived, in server seconds.
  private var frameInputAt: Double?
  /// How many frames merged into a later one instead of being written.
  private(set) var mergedFrames = 0

  init(messageLimit: Int = 256) { self.messageLimit = messageLimit }

  /// How many messages wait (the frame not counted).
  var waitingMessages: Int { messages.count - head }

  /// Whether anything waits.
  var isEmpty: Bool { waitingMessages == 0 && frame == nil }

  /// Queues a message; `false` (and nothing queued) when ``messageLimit`` already wait. A
  /// message that starts a new scene (`startsScene`) drops the frame waiting, which shows the
  /// scene before.
  mutating func push(_ message: String, startsScene: Bool = false) -> Bool {
    guard waitingMessages < messageLimit else { return false }
    if startsScene {
      frame = nil
      frameInputAt = nil
    }
    messages.append(message)
    return true
  }

  /// Queues a frame update, merged into the one waiting, if any. `inputAt` is when the input
  /// the frame shows arrived (server seconds), if it shows one: the server measures the delay
  /// from there to the frame's write; a merged frame keeps the earliest.
  mutating func push(frame update: FrameUpdate, inputAt: Double? = nil) {
    if let waiting = frame {
      frame = waiting.merging(update)
      mergedFrames += 1
    } else {
      frame = update
    }
    if let inputAt { frameInputAt = min(frameInputAt ?? inputAt, inputAt) }
  }

  /// What to write next.
  struct Popped: Hashable, Sendable {
    /// The text of the message.
    var text: String
    /// For a frame showing an input, when that input arrived.
    var inputAt: Double?
    /// Whether it is the frame (not a message).
    var isFrame = false
  }

  /// The next text to write: the oldest message, else (when `frames` allows it) the frame's
  /// JSON; `nil` when nothing that may go waits. A frame held back goes on merging later ones.
  mutating func pop(frames: Bool = true) -> Popped? {
    if head < messages.count {
      let message = messages[head]
      head += 1
      if head == messages.count {
        messages.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= messageLimit {
        // Written messages are dropped in bulk, so the storage stays within twice the limit.
        messages.removeFirst(head)
        head = 0
      }
      return Popped(text: message)
    }
    guard frames, let update = frame else { return nil }
    defer {
      frame = nil
      frameInputAt = nil
    }
    return Popped(text: update.json, inputAt: frameInputAt, isFrame: true)
  }
}
