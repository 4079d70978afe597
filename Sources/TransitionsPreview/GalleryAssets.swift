/// The page's style sheet and player script, inlined so `index.html` needs no other file.
public enum GalleryAssets {
  public static let css = """
    :root { color-scheme: light dark; --bg: #f2f2f7; --fg: #1c1c1e; --muted: #6e6e73;
      --card: #ffffff; --line: #d1d1d6; --grid: #ececf0; --accent: #0a84ff; --bezel: #2c2c2e;
      --button: #e5e5ea; --button-on: #0a84ff; --button-on-fg: #ffffff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #f2f2f7; --muted: #a1a1a6; --card: #1c1c1e; --line: #3a3a3c;
        --grid: #2c2c2e; --bezel: #48484a; --button: #2c2c2e; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    .page-header, .transition { padding-left: max(16px, 4vw); padding-right: max(16px, 4vw); }
    .page-header { padding-top: 24px; padding-bottom: 8px; }
    .page-header h1 { margin: 0 0 4px; font-size: 1.7rem; }
    .page-header p { margin: 4px 0; color: var(--muted); max-width: 60rem; }
    nav.toc { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
    nav.toc a, button { font: inherit; font-size: 0.9rem; border-radius: 8px; border: 0;
      padding: 5px 10px; background: var(--button); color: var(--fg); text-decoration: none;
      cursor: pointer; }
    button[aria-pressed="true"], button.play-all { background: var(--button-on);
      color: var(--button-on-fg); }
    .transition { padding-top: 16px; padding-bottom: 24px; }
    .transition > h2 { margin: 8px 0 2px; font-size: 1.4rem; }
    .transition > h2 code { font-size: 1.3rem; }
    .summary { margin: 0 0 8px; max-width: 60rem; }
    table.options { border-collapse: collapse; margin: 8px 0 16px; font-size: 0.9rem;
      display: block; overflow-x: auto; max-width: 100%; }
    table.options th, table.options td { text-align: left; padding: 3px 12px 3px 0;
      border-bottom: 1px solid var(--line); vertical-align: top; }
    table.options th { color: var(--muted); font-weight: 600; }
    .scenarios { display: grid; gap: 16px;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 540px), 1fr)); }
    .scenario { background: var(--card); border-radius: 14px; padding: 12px 14px 10px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); display: flex; flex-direction: column; gap: 8px;
      min-width: 0; }
    .scenario h3 { margin: 0; font-size: 1.05rem; }
    .scenario .about { margin: 0; color: var(--muted); font-size: 0.85rem; }
    .outcome { font-size: 0.85rem; }
    .outcome b { color: var(--accent); }
    .stage { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
    .phone { flex: 0 0 170px; border: 6px solid var(--bezel); border-radius: 26px;
      overflow: hidden; background: #1c1c1e; }
    .side { flex: 1 1 280px; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
    .phone svg { display: block; width: 100%; height: auto; }
    .controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .controls input[type="range"] { flex: 1 1 100%; margin: 2px 0; accent-color: var(--accent); }
    .controls label { font-size: 0.85rem; display: inline-flex; align-items: center; gap: 3px; }
    .counter { font: 0.8rem ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--muted);
      margin-left: auto; }
    .chart svg { display: block; width: 100%; height: auto; }
    .chart .plot { stroke: var(--line); }
    .chart .grid { stroke: var(--grid); }
    .chart text.axis { fill: var(--muted); }
    .chart .legend { fill: var(--fg); }
    .chart .cursor { stroke: var(--fg); stroke-opacity: 0.5; }
    .script-link { font-size: 0.8rem; color: var(--muted); }
    .script-link a { color: var(--accent); }
    footer { padding: 16px max(16px, 4vw) 32px; color: var(--muted); font-size: 0.85rem; }
    @media (max-width: 600px) {
      table.options tr:first-child { display: none; }
      table.options tr { display: block; padding: 6px 0; border-bottom: 1px solid var(--line); }
      table.options td { display: inline; border: 0; padding: 0 10px 0 0; }
      table.options td.default::before { content: "default "; color: var(--muted); }
      table.options td:last-child { display: block; color: var(--muted); }
    }
    @media (max-width: 480px) {
      .page-header h1 { font-size: 1.4rem; }
      .stage { justify-content: center; }
      .phone { flex-basis: 180px; }
    }
    """

  /// Plays every `.scenario` on the page: reads its frame data, draws frames as SVG, and wires
  /// the controls. One animation loop serves all players.
  static let script = """
    (function () {
      "use strict";
      var NS = "http://www.w3.org/2000/svg";
      var TRAIL = 0.15;
      var players = [];

      function el(name, attributes) {
        var node = document.createElementNS(NS, name);
        for (var key in attributes) { node.setAttribute(key, attributes[key]); }
        return node;
      }

      function Player(root) {
        this.root = root;
        this.data = JSON.parse(root.querySelector("script.frames").textContent);
        this.svg = root.querySelector(".phone svg");
        this.counter = root.querySelector(".counter");
        this.scrub = root.querySelector("input.scrub");
        this.playButton = root.querySelector("button.play");
        this.loop = root.querySelector("input.loop");
        this.cursor = root.querySelector(".chart .cursor");
        this.speed = 1;
        this.time = 0;
        this.index = 0;
        this.playing = false;
        this.scrub.max = String(this.data.frames.length - 1);
        var self = this;
        this.playButton.addEventListener("click", function () { self.toggle(); });
        root.querySelector("button.step").addEventListener("click", function () { self.step(); });
        this.scrub.addEventListener("input", function () {
          self.pause();
          self.seek(parseInt(self.scrub.value, 10));
        });
        Array.prototype.forEach.call(root.querySelectorAll("button.speed"), function (button) {
          button.addEventListener("click", function () { self.setSpeed(button); });
        });
        this.draw(0);
      }

      Player.prototype.setSpeed = function (button) {
        this.speed = parseFloat(button.getAttribute("data-speed"));
        Array.prototype.forEach.call(this.root.querySelectorAll("button.speed"), function (b) {
          b.setAttribute("aria-pressed", b === button ? "true" : "false");
        });
      };

      Player.prototype.toggle = function () {
        if (this.playing) { this.pause(); return; }
        if (this.index >= this.data.frames.length - 1) { this.seek(0); }
        this.playing = true;
        this.playButton.textContent = "Pause";
        this.playButton.setAttribute("aria-pressed", "true");
      };

      Player.prototype.pause = function () {
        this.playing = false;
        this.playButton.textContent = "Play";
        this.playButton.setAttribute("aria-pressed", "false");
      };

      Player.prototype.seek = function (index) {
        var last = this.data.frames.length - 1;
        index = Math.max(0, Math.min(last, index | 0));
        this.time = this.data.frames[index][0];
        this.draw(index);
      };

      Player.prototype.step = function () {
        this.pause();
        var next = this.index + 1;
        if (next >= this.data.frames.length) { next = this.loop.checked ? 0 : this.index; }
        this.seek(next);
      };

      Player.prototype.advance = function (seconds) {
        if (!this.playing) { return; }
        var frames = this.data.frames;
        var last = frames.length - 1;
        this.time += seconds * this.speed;
        var index = Math.floor(this.time * this.data.fps + 1e-6);
        if (index >= last) {
          if (this.loop.checked) {
            if (this.time > frames[last][0] + 0.5) { this.time = 0; index = 0; } else { index = last; }
          } else {
            index = last;
            this.pause();
          }
        }
        if (index !== this.index) { this.draw(index); }
      };

      Player.prototype.draw = function (index) {
        var data = this.data;
        var frames = data.frames;
        var frame = frames[index];
        var svg = this.svg;
        this.index = index;
        while (svg.firstChild) { svg.removeChild(svg.firstChild); }
        svg.appendChild(el("rect", { "class": "screen", x: 0, y: 0, width: data.w, height: data.h,
          fill: data.screen }));
        var placed = [];
        var content = frame[3].filter(function (v) { return data.roles[v[0]] === "presented"; });
        frame[3].forEach(function (v) {
          var role = data.roles[v[0]];
          if (v[9]) {  // a popover's arrow: a triangle, filled as the popover's content
            var fill = data.colors[(content[0] || v)[0]];
            var points = [0, 2, 4].map(function (i) { return v[9][i] + "," + v[9][i + 1]; });
            var arrow = { "data-role": role, points: points.join(" "), fill: fill };
            if (v[5] < 1) { arrow.opacity = v[5]; }
            svg.appendChild(el("polygon", arrow));
            return;
          }
          var attributes = { "data-role": role, x: v[1], y: v[2], width: v[3], height: v[4],
            fill: data.colors[v[0]] };
          if (v[6] > 0) { attributes.rx = v[6]; }
          if (v[5] < 1) { attributes.opacity = v[5]; }
          if (v[8]) {  // a turned view: its own rectangle, turned about its centre
            attributes.transform = "rotate(" + v[8] + " " + (v[1] + v[3] / 2) + " "
              + (v[2] + v[4] / 2) + ")";
          }
          svg.appendChild(el("rect", attributes));
          if (v[5] >= 1) {  // an opaque view hides the labels under it
            placed = placed.filter(function (q) {
              return q[0] < v[1] || q[0] > v[1] + v[3] || q[1] < v[2] || q[1] > v[2] + v[4];
            });
          }
          (v[7] || []).forEach(function (r) {
            var row = { "class": "content-row", x: r[0], y: r[1], width: r[2], height: r[3],
              fill: data.rowColors[r[4]] };
            if (v[5] < 1) { row.opacity = v[5]; }
            svg.appendChild(el("rect", row));
          });
          if (role !== "dimming" && v[5] > 0 && v[3] >= 60 && v[4] >= 30) {
            // Stacked under any label it would cover (FrameRenderer.labelPosition).
            var lx = v[1] + 14, ly = v[2] + 34;
            var covers = function (q) {
              return Math.abs(q[0] - lx) < 160 && Math.abs(q[1] - ly) < 28;
            };
            while (placed.some(covers)) { ly += 30; }
            placed.push([lx, ly]);
            var label = el("text", { x: lx, y: ly, "font-size": 24,
              "font-family": "system-ui, sans-serif", fill: "#000", "fill-opacity": 0.55 });
            if (v[5] < 1) { label.setAttribute("opacity", v[5]); }
            label.textContent = role;
            svg.appendChild(label);
          }
        });
        if (frame[2]) {
          var points = [];
          for (var k = index; k >= 0 && frames[k][2] && frame[0] - frames[k][0] <= TRAIL + 1e-9; k--) {
            points.unshift(frames[k][2][0] + "," + frames[k][2][1]);
          }
          if (points.length >= 2) {
            svg.appendChild(el("polyline", { "class": "trail", points: points.join(" "),
              fill: "none", stroke: data.finger, "stroke-opacity": 0.45, "stroke-width": 12,
              "stroke-linecap": "round", "stroke-linejoin": "round" }));
          }
          svg.appendChild(el("circle", { "class": "finger", cx: frame[2][0], cy: frame[2][1],
            r: 16, fill: data.finger, "fill-opacity": 0.8, stroke: "#fff", "stroke-width": 2 }));
        }
        this.scrub.value = String(index);
        this.counter.textContent = "frame " + (index + 1) + " / " + frames.length + " \\u00b7 " +
          frame[0].toFixed(3) + " s";
        this.root.setAttribute("data-frame", String(index));
        if (this.cursor) {
          var left = parseFloat(this.cursor.getAttribute("data-left"));
          var right = parseFloat(this.cursor.getAttribute("data-right"));
          var duration = parseFloat(this.cursor.getAttribute("data-duration"));
          var x = left + (right - left) * Math.min(1, frame[0] / duration);
          this.cursor.setAttribute("x1", x);
          this.cursor.setAttribute("x2", x);
        }
      };

      var previous = null;
      function tick(now) {
        var seconds = previous === null ? 0 : Math.min(0.1, (now - previous) / 1000);
        previous = now;
        players.forEach(function (player) { player.advance(seconds); });
        window.requestAnimationFrame(tick);
      }

      document.addEventListener("DOMContentLoaded", function () {
        Array.prototype.forEach.call(document.querySelectorAll(".scenario"), function (root) {
          players.push(new Player(root));
        });
        // index.html?at=0.5 shows every preview at 0.5 s (for screenshots and links).
        var at = /[?&]at=([0-9.]+)/.exec(window.location.search);
        if (at) {
          players.forEach(function (p) {
            p.seek(Math.floor(parseFloat(at[1]) * p.data.fps + 1e-6));
          });
        }
        var all = document.querySelector("button.play-all");
        if (all) {
          all.addEventListener("click", function () {
            var anyPaused = players.some(function (p) { return !p.playing; });
            players.forEach(function (p) { if (p.playing !== anyPaused) { p.toggle(); } });
            all.textContent = anyPaused ? "Pause all" : "Play all";
          });
        }
        window.requestAnimationFrame(tick);
      });
    })();
    """
}
