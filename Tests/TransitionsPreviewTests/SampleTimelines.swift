import Motion
import Transitions
import TransitionsPlayback

/// Hand-built timelines with known numbers, independent of the engine.
enum SampleTimelines {
  static let screen = Size(width: 390, height: 844)

  /// A smooth 0 → 1 over [start, start + duration].
  static func ease(_ t: Double, start: Double, duration: Double) -> Double {
    let x = min(max((t - start) / duration, 0), 1)
    return x * x * (3 - 2 * x)
  }

  /// A pull-down present: the presented view slides from (0, −H) to (0, 0) between 0.2 s and
  /// 0.7 s, at 60 fps until 1 s.
  static func pullDownPresent(frameRate: Double = 60, until: Double = 1) -> Timeline {
    let count = Int((until * frameRate).rounded(.down))
    let frames = (0...count).map { k -> Timeline.Frame in
      let t = Double(k) / frameRate
      let presenting = Timeline.ViewState(
        role: "presenting", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let running = t >= 0.2 && t < 0.7
      let progress = ease(t, start: 0.2, duration: 0.5)
      let y = -844 + 844 * progress
      let presented = Timeline.ViewState(
        role: "presented", frame: Rect(x: 0, y: y, width: 390, height: 844),
        isVisible: y > -844)
      return Timeline.Frame(
        time: t, phase: running ? .transitioning : (t < 0.2 ? .idle : .presented),
        operation: running ? .present : nil, progress: running ? progress : nil,
        views: [presenting, presented])
    }
    return Timeline(
      transition: "pullDown", screen: screen, frameRate: frameRate, frames: frames,
      events: [
        Timeline.Event(time: 0.2, kind: .transitionBegan(operation: .present, interactive: false)),
        Timeline.Event(
          time: 0.2, kind: .appearance(controller: "presented", callback: .willAppear)),
        Timeline.Event(time: 0.7, kind: .appearance(controller: "presented", callback: .didAppear)),
        Timeline.Event(time: 0.7, kind: .transitionEnded(operation: .present, completed: true)),
      ])
  }

  /// A modal dismissed by the finger: down at 0.2 s on the card, dragged 240 pt in 0.4 s,
  /// released at 0.6 s at 600 pt/s; the card then slides off by 1.0 s with a contact and a
  /// haptic on the way. The presenter is scaled 0.92 with rounded corners while covered.
  static func modalInteractiveDismiss(frameRate: Double = 30, until: Double = 1.2) -> Timeline {
    let count = Int((until * frameRate).rounded(.down))
    let span = 844.0 - 56
    let frames = (0...count).map { k -> Timeline.Frame in
      let t = Double(k) / frameRate
      let dragged = 240 * min(max((t - 0.2) / 0.4, 0), 1)
      let finished = ease(t, start: 0.6, duration: 0.4)
      let offset = dragged + (span - dragged) * finished
      let progress = offset / span
      let running = t >= 0.2 && t < 1.0
      let scale = 0.92 + 0.08 * progress
      let presenting = Timeline.ViewState(
        role: "presenting",
        frame: Rect(
          x: 195 - 195 * scale, y: 422 - 422 * scale, width: 390 * scale, height: 844 * scale),
        scale: scale, cornerRadius: 10 * (1 - progress))
      let dimming = Timeline.ViewState(
        role: "dimming", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        alpha: 0.4 * (1 - progress), isVisible: progress < 1)
      let card = Timeline.ViewState(
        role: "presented", frame: Rect(x: 16, y: 56 + offset, width: 358, height: 480),
        cornerRadius: 12, isVisible: 56 + offset < 844, color: Color(hex: 0x30D158))
      let touching = t >= 0.2 && t < 0.6
      return Timeline.Frame(
        time: t, phase: running ? .transitioning : (t < 0.2 ? .presented : .idle),
        operation: running ? .dismiss : nil, isInteractive: touching,
        progress: running ? progress : nil, views: [presenting, dimming, card],
        touch: touching ? Point(x: 195, y: 300 + dragged) : nil)
    }
    return Timeline(
      transition: "modal", screen: screen, frameRate: frameRate, frames: frames,
      events: [
        Timeline.Event(time: 0.2, kind: .transitionBegan(operation: .dismiss, interactive: true)),
        Timeline.Event(time: 0.2, kind: .interactionBegan),
        Timeline.Event(
          time: 0.6,
          kind: .interactionEnded(
            decision: .finish, velocity: Vector(dx: 0, dy: 600), progress: 240 / span)),
        Timeline.Event(time: 0.85, kind: .contact(with: "bottom")),
        Timeline.Event(time: 0.85, kind: .haptic(style: "light", intensity: 0.5)),
        Timeline.Event(time: 1.0, kind: .transitionEnded(operation: .dismiss, completed: true)),
        Timeline.Event(time: 1.1, kind: .ignored(action: "dismiss", reason: "nothing presented")),
      ])
  }

  static let pullDownDescription = TransitionDescription(
    id: "pullDown",
    summary:
      "The presented view covers the screen and slides down from above; pull down to present.",
    options: [
      OptionDescription(
        name: "policy", kind: .choice(["projected", "seed000"]), defaultValue: .string("projected"),
        summary: "How a release decides to finish or cancel.")
    ])

  static let modalDescription = TransitionDescription(
    id: "modal", summary: "A card slides up over a dimming view.",
    options: [
      OptionDescription(
        name: "dismissal", kind: .choice(["none", "standard", "input"]),
        defaultValue: .string("standard"), summary: "How a drag dismisses the card."),
      OptionDescription(
        name: "height", kind: .number(range: 100...10_000, unit: "pt"), defaultValue: .number(480),
        summary: "The card's height."),
      OptionDescription(
        name: "scrollContent", kind: .bool, defaultValue: .bool(false),
        summary: "Whether the card holds a scroll view."),
    ])
}
