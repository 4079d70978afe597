extension LabPageScript {
  /// Frames, the gallery's drawing of them, the chart of progress and releases, and the event
  /// log with its haptic pulses: functions of the page's script (``source``).
  static let drawing = """
      // --- Frames ---------------------------------------------------------------------------
      function frame(f) {
        state.framesReceived += 1;
        if (f.key) { state.views = {}; }
        var size = f.screen || state.sceneScreen;
        if (size[0] !== state.screen[0] || size[1] !== state.screen[1]) { showScreen(size); }
        (f.roles || []).forEach(function (r) { state.roles[r[0]] = { name: r[1], color: r[2] }; });
        f.views.forEach(function (v) {
          if (v.length === 1) { delete state.views[v[0]]; } else { state.views[v[0]] = v; }
        });
        state.frame = f;
        if (f.touch) { state.trail.push([f.t, f.touch[0], f.touch[1]]); } else { state.trail = []; }
        while (state.trail.length && f.t - state.trail[0][0] > TRAIL + 1e-9) { state.trail.shift(); }
        var last = state.progress[state.progress.length - 1];
        if (f.progress !== null || (last && last[1] !== null)) { state.progress.push([f.t, f.progress]); }
        while (state.progress.length && f.t - state.progress[0][0] > CHART_SECONDS) { state.progress.shift(); }
        if (!state.drawPending) {
          state.drawPending = true;
          window.requestAnimationFrame(draw);
        }
      }

      // The gallery's drawing: each visible view back to front, its content's rows, its role,
      // and the finger with its trail.
      function draw() {
        state.drawPending = false;
        var svg = $("screen");
        while (svg.firstChild) { svg.removeChild(svg.firstChild); }
        svg.appendChild(el("rect", { "class": "screen", x: 0, y: 0, width: state.screen[0],
          height: state.screen[1], fill: state.screenColor }));
        var placed = [];
        Object.keys(state.views).map(Number).sort(function (a, b) { return a - b; }).forEach(function (index) {
          var v = state.views[index];
          var role = state.roles[index] || { name: "view", color: "#888888" };
          var attributes = { "data-role": role.name, x: v[1], y: v[2], width: v[3], height: v[4],
            fill: role.color };
          if (v[6] > 0) { attributes.rx = v[6]; }
          if (v[5] < 1) { attributes.opacity = v[5]; }
          svg.appendChild(el("rect", attributes));
          if (v[5] >= 1) {  // an opaque view hides the labels under it
            placed = placed.filter(function (q) {
              return q[0] < v[1] || q[0] > v[1] + v[3] || q[1] < v[2] || q[1] > v[2] + v[4];
            });
          }
          (v[7] || []).forEach(function (r) {
            var row = { "class": "content-row", x: r[0], y: r[1], width: r[2], height: r[3],
              fill: state.rowColors[r[4]] || "#d1d1d6" };
            if (v[5] < 1) { row.opacity = v[5]; }
            svg.appendChild(el("rect", row));
          });
          if (role.name !== "dimming" && v[5] > 0 && v[3] >= 60 && v[4] >= 30) {
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
            label.textContent = role.name;
            svg.appendChild(label);
          }
        });
        var f = state.frame;
        if (f && f.touch) {
          if (state.trail.length >= 2) {
            svg.appendChild(el("polyline", { "class": "trail",
              points: state.trail.map(function (p) { return p[1] + "," + p[2]; }).join(" "),
              fill: "none", stroke: state.fingerColor, "stroke-opacity": 0.45, "stroke-width": 12,
              "stroke-linecap": "round", "stroke-linejoin": "round" }));
          }
          svg.appendChild(el("circle", { "class": "finger", cx: f.touch[0], cy: f.touch[1], r: 16,
            fill: state.fingerColor, "fill-opacity": 0.8, stroke: "#fff", "stroke-width": 2 }));
        }
        if (f) {
          var phone = $("phone");
          phone.setAttribute("data-phase", f.phase);
          var rests = typeof f.detent === "string" || typeof f.detent === "number";
          if (rests) { phone.setAttribute("data-detent", String(f.detent)); } else { phone.removeAttribute("data-detent"); }
          $("readout").textContent = f.phase + (f.operation ? " \\u00b7 " + f.operation : "") +
            (f.interactive ? " \\u00b7 interactive" : "") +
            (rests ? " \\u00b7 detent " + label(f.detent, "pt") : "") +
            (f.progress !== null ? " \\u00b7 progress " + f.progress.toFixed(3) : "") +
            " \\u00b7 " + f.t.toFixed(3) + " s";
        }
        chart();
        acknowledge();
      }

      // Tells the server how many frames this page has drawn, every few frames or 50 ms: it
      // keeps at most 16 unacknowledged, so a page that stops drawing (a hidden tab) is sent the
      // current frame when it draws again, not a backlog.
      function acknowledge() {
        var now = window.performance.now();
        var behind = state.framesReceived - state.framesAcknowledged;
        if (behind >= ACK_EVERY || (behind > 0 && now - state.acknowledgedAt >= 50)) {
          send({ type: "ack", frames: state.framesReceived });
          state.framesAcknowledged = state.framesReceived;
          state.acknowledgedAt = now;
        }
      }

      // Progress over the last seconds, and each release with its decision and velocity.
      function chart() {
        var svg = $("chart");
        while (svg.firstChild) { svg.removeChild(svg.firstChild); }
        var left = 34, right = 710, top = 14, bottom = 172;
        var now = state.frame ? state.frame.t : 0;
        var start = Math.max(0, now - CHART_SECONDS);
        function x(t) { return left + (right - left) * (t - start) / CHART_SECONDS; }
        function y(p) { return bottom - (bottom - top) * (p + 0.25) / 1.5; }
        [0, 0.5, 1].forEach(function (p) {
          svg.appendChild(el("line", { "class": "grid", x1: left, x2: right, y1: y(p), y2: y(p) }));
          var label = el("text", { x: 4, y: y(p) + 4 });
          label.textContent = String(p);
          svg.appendChild(label);
        });
        var caption = el("text", { x: left, y: 194 });
        caption.textContent = "progress over the last " + CHART_SECONDS + " s; releases with their velocity";
        svg.appendChild(caption);
        var segment = [];
        function flush() {
          if (segment.length >= 2) {
            svg.appendChild(el("polyline", { "class": "progress", points: segment.join(" ") }));
          }
          segment = [];
        }
        state.progress.forEach(function (point) {
          if (point[1] === null || point[0] < start) { flush(); return; }
          segment.push(round(x(point[0]), 1) + "," + round(y(Math.max(-0.25, Math.min(1.25, point[1]))), 1));
        });
        flush();
        state.releases.forEach(function (release) {
          if (release.t < start) { return; }
          var cx = x(release.t);
          svg.appendChild(el("line", { "class": release.decision, x1: cx, x2: cx, y1: top, y2: bottom,
            "stroke-dasharray": "3 3" }));
          svg.appendChild(el("circle", { "class": release.decision, cx: cx,
            cy: y(Math.max(-0.25, Math.min(1.25, release.progress))), r: 4 }));
          var text = el("text", { x: Math.min(cx + 4, right - 150), y: top + 12, "data-release": release.decision });
          text.textContent = release.decision + " \\u00b7 " + Math.round(release.speed) + " pt/s";
          svg.appendChild(text);
        });
      }

      // --- Events ---------------------------------------------------------------------------
      function event(e) {
        var attributes = { type: e.type };
        var kind = "";
        var text = e.type;
        switch (e.type) {
        case "transitionBegan":
          text = "began " + e.operation + (e.interactive ? " (interactive)" : "");
          break;
        case "appearance": text = e.controller + ": " + e.callback; kind = "quiet"; break;
        case "interactionBegan": text = "interaction began"; break;
        case "stall": text = "main thread stalled " + Math.round(e.duration * 1000) + " ms"; kind = "quiet"; break;
        case "reclaimed": text = "taken back from the render server (" + e.views + " views)"; break;
        case "committed": text = "committed to the render server until " + e.until.toFixed(3) + " s (" + e.views + " views)"; break;
        case "interactionEnded":
          var speed = Math.sqrt(e.velocity[0] * e.velocity[0] + e.velocity[1] * e.velocity[1]);
          text = "interaction ended: " + e.decision + " at progress " + e.progress.toFixed(3) +
            ", velocity (" + Math.round(e.velocity[0]) + ", " + Math.round(e.velocity[1]) + ") pt/s";
          kind = e.decision;
          attributes.decision = e.decision;
          state.releases.push({ t: e.t, decision: e.decision, speed: speed, progress: e.progress });
          break;
        case "transitionEnded":
          text = "ended " + e.operation + ": " + (e.completed ? "completed" : "cancelled");
          attributes.completed = String(e.completed);
          attributes.operation = e.operation;
          break;
        case "haptic":
          text = "haptic " + e.style + " " + e.intensity.toFixed(2);
          kind = "haptic";
          pulse(e.intensity);
          break;
        case "contact": text = "contact with " + e["with"]; break;
        case "ignored": text = "ignored " + e.action + ": " + e.reason; kind = "quiet"; break;
        case "detentChanged":
          text = "detent " + label(e.from, "pt") + " \\u2192 " + label(e.to, "pt") + (e.interactive ? " (by the finger)" : "");
          attributes.to = e.to;
          break;
        case "keyboard": text = "keyboard " + e.state + " (" + round(e.height, 1) + " pt)"; break;
        default: text = e.type + " " + JSON.stringify(e); break;
        }
        log(kind, e.t, text, attributes);
        if (!state.drawPending) {
          state.drawPending = true;
          window.requestAnimationFrame(draw);
        }
      }

      function pulse(intensity) {
        var phone = $("phone");
        phone.style.setProperty("--pulse", Math.round(6 + 18 * Math.max(0, Math.min(1, intensity))) + "px");
        phone.classList.remove("pulse");
        void phone.offsetWidth;
        phone.classList.add("pulse");
      }

      function log(kind, t, text, attributes) {
        var item = html("li", { "class": kind || "" });
        for (var key in attributes) { item.setAttribute("data-" + key, attributes[key]); }
        item.appendChild(html("span", { "class": "t" }, t === null ? "" : t.toFixed(3) + " s"));
        item.appendChild(document.createTextNode(text));
        var list = $("log");
        list.insertBefore(item, list.firstChild);
        while (list.childNodes.length > LOG_LIMIT) { list.removeChild(list.lastChild); }
      }

      function showScript(script) {
        var text = JSON.stringify(script, null, 2);
        $("script").value = text;
        if (state.scriptURL) { URL.revokeObjectURL(state.scriptURL); }
        state.scriptURL = URL.createObjectURL(new Blob([text + "\\n"], { type: "application/json" }));
        var link = $("download");
        link.href = state.scriptURL;
        link.setAttribute("download", "lab-" + script.transition + ".json");
        $("scriptCard").hidden = false;
        $("scriptCard").setAttribute("data-events", String(script.events.length));
      }

    """
}
