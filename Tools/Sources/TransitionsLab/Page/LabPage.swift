import TransitionsPlayback
import TransitionsPreview

/// The lab's page: one self-contained HTML document (its style and script inline, as the
/// gallery's), served at `/`. It draws the frames the session sends as the gallery draws its
/// previews, sends pointer input as touches with their own timestamps, and builds its
/// transition picker, option controls and input buttons from the data the server sends (the
/// catalogue, as `transitions list --format json` prints it, the control of each option, and each
/// scene's inputs).
///
/// Protocol and page: `docs/LAB.md`.
enum LabPage {
  /// The document.
  static let html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <link rel="icon" href="data:,">
    <title>swift-transitions lab</title>
    <style>
    \(GalleryAssets.css)
    \(css)
    </style>
    </head>
    <body data-connection="connecting">
    <header class="page-header">
      <h1>swift-transitions lab</h1>
      <p>Drag the preview with a mouse, a finger or a pen: the engine runs in the lab and decides
      everything; this page only draws its frames and sends your pointer as touches. Pick a
      transition, tune its options, and save the session as a script that
      <code>transitions play</code> replays to the same events.</p>
      <p class="status">Status: <span id="status">connecting…</span></p>
    </header>
    <main class="lab">
      <div class="stage-column">
        <div id="phone" class="phone live" aria-label="live preview">
          <svg id="screen" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 390 844"></svg>
        </div>
        <p id="readout" class="counter">no scene yet</p>
        <div id="inputs" class="controls inputs" aria-label="inputs"></div>
      </div>
      <div class="side">
        <section class="card" id="controls">
          <label class="picker">Transition <select id="transition"></select></label>
          <p id="summary" class="about"></p>
          <div id="options" class="options"></div>
          <div class="controls">
            <label><input type="checkbox" id="reduceMotion"> Reduce Motion</label>
            <label title="47 pt at the top and 34 pt at the bottom in portrait; a rotation turns them"><input type="checkbox" id="safeArea"> iPhone safe area</label>
            <label><input type="checkbox" id="slowMotion"> Slow motion (0.25×)</label>
            <button type="button" id="reset">Reset scene</button>
            <button type="button" id="save" class="play-all">Save script</button>
            <button type="button" id="stallPerFrame" title="block the main thread 250 ms after a release: the view freezes, then jumps">Stall 250 ms (per frame)</button>
            <button type="button" id="stallCommitted" title="commit the rest of the run to the render server, then block the main thread 250 ms: the view keeps moving">Stall 250 ms (committed)</button>
          </div>
        </section>
        <section class="card">
          <h2>Progress and release velocity</h2>
          <svg id="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 200"></svg>
        </section>
        <section class="card">
          <h2>Events</h2>
          <ol id="log" class="log"></ol>
        </section>
        <section class="card" id="scriptCard" hidden>
          <h2>Script</h2>
          <p class="about">The session so far, as a <code>play</code> script: save it and run
          <code>transitions play FILE</code> to replay it.</p>
          <textarea id="script" readonly spellcheck="false"></textarea>
          <p><a id="download" download="lab-session.json" href="#">Download</a></p>
        </section>
      </div>
    </main>
    <footer><p>The lab streams a live engine session; nothing is recorded unless you save it.</p></footer>
    <script>
    \(LabPageScript.source)
    </script>
    </body>
    </html>

    """

  /// What the page may load: nothing but itself and its WebSocket.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    + "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'"

  /// The lab's own style, after the gallery's.
  static let css = """
    .status { font-size: 0.9rem; }
    body[data-connection="closed"] #status { color: #ff3b30; }
    main.lab { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start;
      padding: 8px max(16px, 4vw) 24px; }
    .stage-column { flex: 0 0 320px; display: flex; flex-direction: column; gap: 8px; }
    .phone.live { flex: none; width: 320px; touch-action: none; user-select: none;
      -webkit-user-select: none; cursor: grab; position: relative; }
    .phone.live:active { cursor: grabbing; }
    .stage-column.landscape { flex-basis: 560px; }
    .phone.live.landscape { width: 560px; }
    .phone.pulse { animation: pulse 0.35s ease-out; }
    @keyframes pulse { 0% { box-shadow: 0 0 0 0 rgba(255, 159, 10, 0.9); }
      100% { box-shadow: 0 0 0 var(--pulse, 16px) rgba(255, 159, 10, 0); } }
    .lab .side { flex: 1 1 420px; min-width: 0; display: flex; flex-direction: column; gap: 14px; }
    .card { background: var(--card); border-radius: 14px; padding: 12px 14px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .card h2 { margin: 0 0 6px; font-size: 1.05rem; }
    .about { margin: 4px 0 8px; color: var(--muted); font-size: 0.85rem; }
    .picker select { font: inherit; margin-left: 6px; }
    .options { display: grid; gap: 6px 14px;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr)); margin: 8px 0; }
    .option { display: flex; flex-direction: column; font-size: 0.85rem; }
    .option .name { font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
      overflow-wrap: anywhere; }
    .option.toggle { flex-direction: row; align-items: center; gap: 6px; }
    .option input[type="range"] { accent-color: var(--accent); }
    .option output { color: var(--muted); font-size: 0.8rem; }
    .option .chips, .option .items, .option .adds, .option .custom { display: flex;
      flex-wrap: wrap; gap: 4px; margin: 3px 0; align-items: center; }
    .option .chip { display: inline-flex; align-items: center; gap: 2px; border-radius: 12px;
      padding: 1px 3px 1px 9px; background: var(--accent); color: #fff; font-size: 0.8rem; }
    .option .chip button { border: 0; background: transparent; color: inherit; cursor: pointer;
      padding: 0 4px; font: inherit; }
    .option .adds button { border-radius: 12px; border: 1px dashed var(--muted); cursor: pointer;
      background: transparent; color: inherit; font-size: 0.8rem; padding: 1px 9px; }
    .option .custom input { width: 8em; }
    .option .rect-fields { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: 4px; margin: 3px 0; }
    .option .rect-fields input { width: 100%; box-sizing: border-box; }
    .option-error { color: #ff3b30; font-size: 0.8rem; }
    .option-error:empty { display: none; }
    .inputs button { min-width: 72px; }
    #chart { display: block; width: 100%; height: auto; }
    #chart .grid { stroke: var(--grid); }
    #chart text { fill: var(--muted); font-size: 12px; font-family: system-ui, sans-serif; }
    #chart .progress { fill: none; stroke: var(--accent); stroke-width: 2; }
    #chart .finish { stroke: #34c759; fill: #34c759; }
    #chart .cancel { stroke: #ff3b30; fill: #ff3b30; }
    ol.log { list-style: none; margin: 0; padding: 0; max-height: 260px; overflow-y: auto;
      font: 0.8rem/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
    ol.log li { border-bottom: 1px solid var(--line); padding: 2px 0; }
    ol.log li .t { color: var(--muted); display: inline-block; min-width: 5.5em; }
    ol.log li.quiet { color: var(--muted); }
    ol.log li.error { color: #ff3b30; }
    ol.log li.notice { color: var(--accent); }
    ol.log li.haptic::before { content: "\\25CF  "; color: #ff9f0a; }
    ol.log li.finish { color: #34c759; }
    ol.log li.cancel { color: #ff9f0a; }
    #script { width: 100%; min-height: 160px;
      font: 0.75rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
    """
}
