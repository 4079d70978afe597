/// The lab page's script: the WebSocket session, the picker and pointer input here; the option
/// controls, built from the server's description of each, in ``controls``; the drawing (the
/// gallery's, from live frame updates), the chart and the event log in ``drawing``.
enum LabPageScript {
  /// The whole script: an immediately invoked function of the parts below.
  static let source = [session, controls, drawing, input].joined(separator: "\n")

  /// The state, the WebSocket session, the catalogue's controls and the scene's buttons.
  static let session = """
    (function () {
      "use strict";
      var NS = "http://www.w3.org/2000/svg";
      var TRAIL = 0.15;
      var CHART_SECONDS = 5;
      var LOG_LIMIT = 300;
      var ACK_EVERY = 4;
      // An iPhone's safe area in portrait, [top, left, bottom, right] in points.
      var SAFE_AREA = [47, 0, 34, 0];
      var state = { socket: null, catalogue: [], controls: {}, dependents: {}, description: null,
        values: {}, roles: [],
        views: {}, screen: [390, 844], sceneScreen: [390, 844], orientations: [],
        framesReceived: 0, framesAcknowledged: 0, acknowledgedAt: 0, screenColor: "#1c1c1e", fingerColor: "#ff9f0a",
        rowColors: [], frame: null, trail: [], progress: [], releases: [], drawPending: false,
        pointer: null, lastStamp: 0, configureTimer: null, scriptURL: null };

      function $(id) { return document.getElementById(id); }
      function el(name, attributes) {
        var node = document.createElementNS(NS, name);
        for (var key in attributes) { node.setAttribute(key, attributes[key]); }
        return node;
      }
      function html(name, attributes, text) {
        var node = document.createElement(name);
        for (var key in attributes) { node.setAttribute(key, attributes[key]); }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      function status(text) { $("status").textContent = text; }
      function round(value, places) { var s = Math.pow(10, places); return Math.round(value * s) / s; }

      // --- The session ---------------------------------------------------------------------
      function connect() {
        var scheme = location.protocol === "https:" ? "wss://" : "ws://";
        var socket = new WebSocket(scheme + location.host + "/session");
        state.socket = socket;
        socket.onopen = function () {
          document.body.setAttribute("data-connection", "open");
          status("connected");
          send({ type: "hello", displayRate: 60 });
          measureDisplayRate();
        };
        socket.onmessage = function (event) {
          var message;
          try { message = JSON.parse(event.data); } catch (error) { return; }
          handle(message);
        };
        socket.onclose = function (event) {
          document.body.setAttribute("data-connection", "closed");
          status("disconnected" + (event.reason ? " (" + event.reason + ")" : "") +
            ": reload the page to start a new session");
        };
      }
      function send(message) {
        if (state.socket && state.socket.readyState === 1) { state.socket.send(JSON.stringify(message)); }
      }
      // The display rate: the mean interval of 30 animation frames.
      function measureDisplayRate() {
        var stamps = [];
        function step(now) {
          stamps.push(now);
          if (stamps.length < 31) { window.requestAnimationFrame(step); return; }
          var rate = Math.round(30000 / (stamps[30] - stamps[0]));
          if (rate >= 24) { send({ type: "hello", displayRate: Math.min(240, rate) }); }
        }
        window.requestAnimationFrame(step);
      }

      function handle(message) {
        switch (message.type) {
        case "welcome": welcome(message); break;
        case "scene": scene(message); break;
        case "inputs": showInputs(message.inputs); break;
        case "frame": frame(message); break;
        case "events": message.events.forEach(event); break;
        case "error":
          log("error", null, message.message, { code: message.code });
          var option = /^options\\.([^.\\[]+)/.exec(message.subject || "");
          if (message.code === "badConfiguration" && option) { optionError(option[1], message.message); }
          if (message.fatal) { status("closed: " + message.message); }
          break;
        case "notice": log("notice", null, message.message, {}); break;
        case "script": showScript(message.script); break;
        default: break;
        }
      }

      // --- The catalogue and the controls ---------------------------------------------------
      function welcome(message) {
        state.catalogue = message.catalogue.transitions;
        state.controls = message.controls || {};
        var picker = $("transition");
        picker.textContent = "";
        state.catalogue.forEach(function (t) {
          picker.appendChild(html("option", { value: t.id }, t.id + (t.container ? " (container)" : "")));
        });
        var wanted = /[?&]transition=([A-Za-z0-9_-]+)/.exec(location.search);
        var ids = state.catalogue.map(function (t) { return t.id; });
        picker.value = wanted && ids.indexOf(wanted[1]) >= 0 ? wanted[1]
          : (ids.indexOf("card") >= 0 ? "card" : ids[0]);
        choose(picker.value);
      }

      function choose(id) {
        state.description = state.catalogue.filter(function (t) { return t.id === id; })[0];
        state.values = {};
        state.dependents = {};
        $("summary").textContent = state.description ? state.description.summary : "";
        var box = $("options");
        box.textContent = "";
        var options = state.description ? state.description.options : [];
        options.forEach(function (option) { state.values[option.name] = option["default"]; });
        options.forEach(function (option) { box.appendChild(control(option)); });
        configure();
      }

      // A new scene: the options that differ from their defaults, Reduce Motion, and an
      // iPhone's safe area when asked for.
      function configure() {
        if (!state.description) { return; }
        var options = {};
        state.description.options.forEach(function (option) {
          var value = state.values[option.name];
          if (JSON.stringify(value) !== JSON.stringify(option["default"])) { options[option.name] = value; }
        });
        var message = { type: "configure", transition: state.description.id, options: options,
          reduceMotion: $("reduceMotion").checked };
        if ($("safeArea").checked) { message.safeArea = SAFE_AREA; }
        send(message);
      }

      // The window's size now: the scene's, or what a rotation made it. The preview takes its
      // aspect, and the rotate button offers the other orientation.
      function showScreen(size) {
        state.screen = size;
        $("screen").setAttribute("viewBox", "0 0 " + size[0] + " " + size[1]);
        var landscape = size[0] > size[1];
        $("phone").classList.toggle("landscape", landscape);
        document.querySelector(".stage-column").classList.toggle("landscape", landscape);
        $("phone").setAttribute("data-screen", size[0] + "x" + size[1]);
        labelRotate();
      }
      function labelRotate() {
        var rotate = document.querySelector('#inputs [data-input="rotate"]');
        if (rotate) {
          var next = otherOrientation();
          rotate.textContent = next ? "rotate to " + next.label : "rotate";
        }
      }
      function otherOrientation() {
        return state.orientations.filter(function (choice) {
          return choice.input.resize[0] !== state.screen[0] || choice.input.resize[1] !== state.screen[1];
        })[0];
      }
      function sendInput(fields) {
        var input = { type: "input" };
        for (var key in fields) { input[key] = fields[key]; }
        send(input);
      }

      // The scene's input buttons (as `scene` gives them, or `inputs` after a rotation), then
      // the rotate button.
      function showInputs(choices) {
        var inputs = $("inputs");
        inputs.textContent = "";
        choices.forEach(function (choice) {
          var button = html("button", { type: "button", "data-input": choice.label }, choice.label);
          button.addEventListener("click", function () { sendInput(choice.input); });
          inputs.appendChild(button);
        });
        if (state.orientations.length > 1) {
          var rotate = html("button", { type: "button", "data-input": "rotate" }, "rotate");
          rotate.addEventListener("click", function () {
            var next = otherOrientation();
            if (next) { sendInput(next.input); }
          });
          inputs.appendChild(rotate);
          labelRotate();
        }
      }

      function scene(message) {
        Array.prototype.forEach.call(document.querySelectorAll("#options .option-error"),
          function (error) { error.textContent = ""; });
        state.sceneScreen = message.screen;
        state.orientations = message.orientations || [];
        state.screenColor = message.screenColor;
        state.fingerColor = message.fingerColor;
        state.rowColors = message.rowColors;
        state.roles = [];
        state.views = {};
        state.trail = [];
        state.progress = [];
        state.releases = [];
        state.frame = null;
        document.body.setAttribute("data-transition", message.transition);
        document.body.setAttribute("data-options", JSON.stringify(message.options));
        showInputs(message.inputs);
        showScreen(message.screen);
        log("notice", null, "scene: " + message.transition +
          (message.reduceMotion ? " (Reduce Motion)" : "") + " " + JSON.stringify(message.options), {});
      }

    """

  /// Pointer input and the page's wiring.
  static let input = """
      // --- Pointer input: one finger, with each event's own timestamp ------------------------
      function touch(phase, e) {
        var box = $("screen").getBoundingClientRect();
        var x = (e.clientX - box.left) * state.screen[0] / box.width;
        var y = (e.clientY - box.top) * state.screen[1] / box.height;
        state.lastStamp = Math.max(state.lastStamp, e.timeStamp);
        send({ type: "touch", phase: phase, x: round(x, 2), y: round(y, 2), t: round(state.lastStamp, 3) });
      }

      function wire() {
        var phone = $("phone");
        phone.addEventListener("pointerdown", function (e) {
          if (state.pointer !== null || !e.isPrimary || (e.pointerType === "mouse" && e.button !== 0)) { return; }
          state.pointer = e.pointerId;
          phone.setPointerCapture(e.pointerId);
          e.preventDefault();
          touch("down", e);
        });
        phone.addEventListener("pointermove", function (e) {
          if (e.pointerId === state.pointer) { touch("move", e); }
        });
        function end(phase) {
          return function (e) {
            if (e.pointerId !== state.pointer) { return; }
            state.pointer = null;
            touch(phase, e);
          };
        }
        phone.addEventListener("pointerup", end("up"));
        phone.addEventListener("pointercancel", end("cancel"));
        phone.addEventListener("lostpointercapture", end("cancel"));
        $("transition").addEventListener("change", function () { choose($("transition").value); });
        $("reduceMotion").addEventListener("change", configure);
        $("safeArea").addEventListener("change", configure);
        $("slowMotion").addEventListener("change", function () {
          send({ type: "speed", rate: $("slowMotion").checked ? 0.25 : 1 });
        });
        $("reset").addEventListener("click", configure);
        $("save").addEventListener("click", function () { send({ type: "save" }); });
        $("stallPerFrame").addEventListener("click", function () { send({ type: "stall", mode: "perFrame" }); });
        $("stallCommitted").addEventListener("click", function () { send({ type: "stall", mode: "committed" }); });
      }

      document.addEventListener("DOMContentLoaded", function () {
        wire();
        connect();
      });
    })();
    """
}
