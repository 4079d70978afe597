extension LabPageScript {
  /// The option controls: each built from the server's description of the option's control
  /// (``OptionControl``, in `welcome`'s `controls`), never from the option's name. A value a
  /// control's own rules refuse (a number out of range, an empty list, a rectangle of no width)
  /// is shown refused and never sent; a configuration the transition refuses (detents out of
  /// order) shows the server's named error beside its option.
  static let controls = """
      // --- Option controls ------------------------------------------------------------------
      var LIST_LIMIT = 16;

      function key(value) { return JSON.stringify(value); }
      function label(value, unit) {
        return typeof value === "number" ? round(value, 3) + (unit ? " " + unit : "") : String(value);
      }
      // The control the server described, or a JSON field for an option it did not describe.
      function controlSpec(option) {
        var all = state.controls[state.description.id] || {};
        return all[option.name] || { control: "json", expected: "a value as JSON" };
      }

      function control(option) {
        var spec = controlSpec(option);
        var kind = spec.control;
        var box = html(kind === "list" || kind === "rect" ? "div" : "label", { "class": "option " + kind,
          title: option.summary, "data-option": option.name, "data-control": kind });
        var name = html("span", { "class": "name" });
        // Long names break between their words (prefersScrolling|Expands|…).
        option.name.split(/(?=[A-Z])/).forEach(function (word, index) {
          if (index > 0) { name.appendChild(document.createElement("wbr")); }
          name.appendChild(document.createTextNode(word));
        });
        box.appendChild(name);
        var builders = { slider: slider, toggle: toggle, menu: menu, list: list, rect: rect };
        (builders[kind] || jsonField)(option, spec, box);
        box.appendChild(html("span", { "class": "option-error", role: "alert" }, ""));
        return box;
      }

      // Shows `text` beside option `name` (empty: clears it).
      function optionError(name, text) {
        var box = document.querySelector('#options [data-option="' + name + '"]');
        if (box) { box.querySelector(".option-error").textContent = text; }
      }

      // A number the page reads from a field: the value, or null (and the option's error shown)
      // when the validation would refuse it.
      function readNumber(option, entry, text) {
        var value = text.trim() === "" ? NaN : Number(text);
        var whole = !entry.integer || Math.round(value) === value;
        if (isFinite(value) && value >= entry.range[0] && value <= entry.range[1] && whole) { return value; }
        optionError(option.name, "options." + option.name + ": expected " + entry.expected +
          ", got " + (text.trim() === "" ? "nothing" : text.trim()));
        return null;
      }
      function numberField(entry, value) {
        var attributes = { type: "number", min: entry.range[0], max: entry.range[1],
          step: entry.integer ? 1 : "any", inputmode: "decimal" };
        if (value !== undefined) { attributes.value = value; }
        return html("input", attributes);
      }

      function slider(option, spec, box) {
        var low = spec.range[0], high = spec.range[1];
        var input = html("input", { type: "range", min: low, max: high,
          step: spec.integer ? 1 : (high - low) / 1000, value: option["default"] });
        var output = html("output", {}, label(option["default"], spec.unit));
        input.addEventListener("input", function () { output.textContent = label(parseFloat(input.value), spec.unit); });
        input.addEventListener("change", function () { set(option.name, parseFloat(input.value)); });
        box.appendChild(input);
        box.appendChild(output);
      }

      function toggle(option, spec, box) {
        var input = html("input", { type: "checkbox" });
        input.checked = option["default"] === true;
        input.addEventListener("change", function () { set(option.name, input.checked); });
        box.insertBefore(input, box.firstChild);
      }

      // One value: its choices, or (tied to a list option) that list's values and the extras; and
      // a number typed in when it takes one and is not tied.
      function menu(option, spec, box) {
        var select = html("select", {});
        var unit = spec.number ? spec.number.unit : "";
        var custom = spec.number && !spec.among ? numberField(spec.number) : null;
        box.appendChild(select);
        if (custom) {
          custom.hidden = true;
          custom.setAttribute("aria-label", option.name + " (" + spec.number.expected + ")");
          box.appendChild(custom);
          custom.addEventListener("change", function () {
            var value = readNumber(option, spec.number, custom.value);
            if (value !== null) { set(option.name, value); }
          });
        }
        function offered() {
          return spec.among ? spec.extras.concat(state.values[spec.among] || []) : spec.choices;
        }
        // Fills the menu; a value no longer offered (its detent removed) becomes the default, or
        // the first value offered.
        function fill() {
          var values = offered();
          var keys = values.map(key);
          select.textContent = "";
          values.forEach(function (value) { select.appendChild(html("option", { value: key(value) }, label(value, unit))); });
          if (custom) { select.appendChild(html("option", { value: "custom" }, "custom " + spec.number.expected.replace(/^a /, "") + "\\u2026")); }
          var current = state.values[option.name];
          if (keys.indexOf(key(current)) < 0 && !(custom && typeof current === "number")) {
            current = keys.indexOf(key(option["default"])) >= 0 ? option["default"] : values[0];
            state.values[option.name] = current;
          }
          var typed = custom !== null && keys.indexOf(key(current)) < 0;
          select.value = typed ? "custom" : key(current);
          if (custom) {
            custom.hidden = !typed;
            if (typed) { custom.value = current; }
          }
        }
        select.addEventListener("change", function () {
          if (select.value === "custom") {
            custom.hidden = false;
            custom.focus();
            return;
          }
          if (custom) { custom.hidden = true; }
          set(option.name, JSON.parse(select.value));
        });
        if (spec.among) { (state.dependents[spec.among] = state.dependents[spec.among] || []).push(fill); }
        fill();
      }

      // A list of one value or more, in the order shown: a chip per value (moved earlier with
      // its arrow, removed with its cross while more than one is left), a button to add each
      // choice not in it, and a number typed in and added when it takes one.
      function list(option, spec, box) {
        var chips = html("span", { "class": "chips" });
        var items = html("span", { "class": "items" });
        var adds = html("span", { "class": "adds" });
        chips.appendChild(items);
        chips.appendChild(adds);
        box.appendChild(chips);
        var unit = spec.number ? spec.number.unit : "";
        var field = null, add = null;
        if (spec.number) {
          var row = html("span", { "class": "custom" });
          field = numberField(spec.number);
          field.setAttribute("aria-label", "custom " + option.name + " (" + spec.number.expected + ")");
          field.setAttribute("placeholder", spec.number.range[0] + "\\u2013" + spec.number.range[1] + (unit ? " " + unit : ""));
          add = html("button", { type: "button", "data-add": "number" }, "add");
          row.appendChild(field);
          row.appendChild(add);
          box.appendChild(row);
          var addNumber = function () {
            var value = readNumber(option, spec.number, field.value);
            if (value === null) { return; }
            if (contains(current(), value)) {
              optionError(option.name, "options." + option.name + ": " + label(value, unit) + " is in the list already");
              return;
            }
            field.value = "";
            commit(insert(value));
          };
          add.addEventListener("click", addNumber);
          field.addEventListener("keydown", function (e) { if (e.key === "Enter") { e.preventDefault(); addNumber(); } });
        }
        function current() { return state.values[option.name] || []; }
        function contains(values, value) { return values.map(key).indexOf(key(value)) >= 0; }
        // Where a new value goes: choices in their order among the choices, numbers from the
        // smallest among the numbers, before the choices.
        function insert(value) {
          var values = current().slice();
          var at = values.length;
          for (var i = 0; i < values.length; i += 1) {
            var other = values[i];
            var later = typeof value === "number"
              ? typeof other !== "number" || other > value
              : typeof other !== "number" && spec.choices.map(key).indexOf(key(other)) > spec.choices.map(key).indexOf(key(value));
            if (later) { at = i; break; }
          }
          values.splice(at, 0, value);
          return values;
        }
        function commit(values) {
          state.values[option.name] = values;
          render();
          (state.dependents[option.name] || []).forEach(function (fill) { fill(); });
          set(option.name, values);
        }
        function render() {
          var values = current();
          items.textContent = "";
          values.forEach(function (value, index) {
            var chip = html("span", { "class": "chip", "data-value": key(value) }, label(value, unit));
            if (index > 0) {
              var earlier = html("button", { type: "button", "class": "move", title: "move earlier",
                "aria-label": "move " + label(value, unit) + " earlier" }, "\\u2190");
              earlier.addEventListener("click", function () {
                var next = values.slice();
                next.splice(index - 1, 0, next.splice(index, 1)[0]);
                commit(next);
              });
              chip.appendChild(earlier);
            }
            if (values.length > 1) {
              var remove = html("button", { type: "button", "class": "remove", title: "remove",
                "aria-label": "remove " + label(value, unit) }, "\\u00d7");
              remove.addEventListener("click", function () {
                commit(values.filter(function (_, i) { return i !== index; }));
              });
              chip.appendChild(remove);
            }
            items.appendChild(chip);
          });
          adds.textContent = "";
          spec.choices.forEach(function (choice) {
            if (contains(values, choice)) { return; }
            var button = html("button", { type: "button", "data-add": key(choice) }, "+ " + label(choice, unit));
            button.disabled = values.length >= LIST_LIMIT;
            button.addEventListener("click", function () { commit(insert(choice)); });
            adds.appendChild(button);
          });
          if (add) { add.disabled = values.length >= LIST_LIMIT; }
        }
        render();
      }

      // [x, y, width, height]: four numbers in the range, the width and height above 0.
      function rect(option, spec, box) {
        var row = html("span", { "class": "rect-fields" });
        var names = ["x", "y", "width", "height"];
        var fields = names.map(function (name, index) {
          var field = numberField({ range: spec.range, integer: false }, option["default"][index]);
          field.setAttribute("aria-label", name + (spec.unit ? " (" + spec.unit + ")" : ""));
          field.setAttribute("title", name);
          row.appendChild(field);
          return field;
        });
        box.appendChild(row);
        function changed() {
          var values = fields.map(function (field) { return field.value.trim() === "" ? NaN : Number(field.value); });
          var fits = values.every(function (v) { return isFinite(v) && v >= spec.range[0] && v <= spec.range[1]; }) &&
            values[2] > 0 && values[3] > 0;
          if (!fits) {
            optionError(option.name, "options." + option.name + ": expected " + spec.expected +
              ", got [" + fields.map(function (f) { return f.value.trim() || "nothing"; }).join(", ") + "]");
            return;
          }
          set(option.name, values);
        }
        fields.forEach(function (field) { field.addEventListener("change", changed); });
      }

      // JSON typed as text: the server's error names any problem.
      function jsonField(option, spec, box) {
        var input = html("input", { type: "text", value: JSON.stringify(option["default"]) });
        input.setAttribute("aria-label", option.name + " (" + spec.expected + ")");
        input.addEventListener("change", function () {
          var value;
          try { value = JSON.parse(input.value); } catch (error) {
            optionError(option.name, "options." + option.name + ": not JSON");
            return;
          }
          set(option.name, value);
        });
        box.appendChild(input);
      }

      function set(name, value) {
        state.values[name] = value;
        optionError(name, "");
        window.clearTimeout(state.configureTimer);
        state.configureTimer = window.setTimeout(configure, 120);
      }

    """
}
