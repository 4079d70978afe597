import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Keys at the contacts' true times (issue 30): a committed shade's plan has a frame at each
/// bounce, its keyframes a key there, and the live scene catching up runs the same frames.
@MainActor
@Suite struct RenderServerContactTests {
  @Test func aShadesBouncesAreKeyedAtTheirTimesAndTheSceneEndsAsItsTwin() throws {
    let steps: [(PlainStage) -> Void] = [{ $0.present() }, { $0.attach(.interruptible) }]
    let (live, twin) = RenderServerSceneTests.twins(.shade(), steps)
    let reference = PlainStage(.shade())
    for step in steps { step(reference) }
    let start = live.mediaTime
    let engineStart = try #require(live.scene).host.currentTime
    let plan = try RenderServerSceneTests.commit(live, twin)
    #expect(!plan.breakFrames.isEmpty, "the shade bounces")
    let keyed = plan.tracks.filter {
      if case .keyframes = $0.animation.curve { true } else { false }
    }
    #expect(!keyed.isEmpty)
    for track in keyed {
      guard case .keyframes(_, let keyTimes, _) = track.animation.curve else { continue }
      let span = track.animation.duration
      let begin = track.animation.beginTime - plan.beginTime + plan.engineBeginTime
      for contact in plan.breakFrames where contact > begin {
        let key = (contact - begin) / span
        #expect(
          keyTimes.contains { abs($0 - key) < 1e-9 }, "\(track.view) \(track.channel) at \(contact)"
        )
      }
    }
    // At each contact the plan draws what the engine shows there, frame by frame at 120 Hz and
    // a frame at each contact.
    let scene = try #require(reference.scene)
    var times = plan.breakFrames.map { ($0 - engineStart, true) }
    for frame in 1...Int((plan.duration * 120).rounded()) {
      times.append((Double(frame) / 120, false))
    }
    times.sort { $0.0 < $1.0 }
    for (time, isContact) in times {
      _ = scene.tick(mediaTime: start + time)
      guard isContact else { continue }
      let contact = engineStart + time
      for view in scene.host.published.views {
        for channel in RenderChannel.allCases {
          guard let drawn = plan.value(of: view.id, channel, at: start + contact - engineStart)
          else { continue }
          let error = abs(channel.value(of: view.onScreen) - drawn)
          #expect(error <= channel.tolerance, "\(view.id) \(channel) at \(contact)")
        }
      }
    }
    // The render server's end: the live scene runs the plan's frames, contacts included, as
    // the twin ran them: the same engine time and the same values, bit for bit.
    let finished = try #require(live.scene)
    let ahead = try #require(twin.scene)
    _ = finished.renderServerFinished(mediaTime: plan.endTime)
    #expect(finished.host.currentTime == ahead.host.currentTime)
    let mine = finished.host.published.views.map(\.onScreen)
    let theirs = ahead.host.published.views.map(\.onScreen)
    #expect(mine == theirs)
  }
}
