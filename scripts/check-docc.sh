#!/usr/bin/env bash
# Every library's DocC catalogue builds without a warning.
#
#   scripts/check-docc.sh   exit 0 when docc converts each catalogue below with no warning
#
# - Motion, Dynamics, Stage, Transitions, TransitionsPlayback, TransitionsPreview,
#   TransitionsTesting and TransitionsBackend: each catalogue with its module's symbol graph,
#   extracted by swift-symbolgraph-extract from the debug build's modules (.build/debug/Modules;
#   run `swift build` first: CI's `swift build --build-tests` comes before this script), so that
#   every ``Symbol`` link, every topic and every `///` comment the graph pulls in must resolve.
# - TransitionsUIKit and TransitionsSwiftUI: Linux cannot build them (UIKit and SwiftUI exist on
#   Apple platforms only), so their catalogues are converted alone, without symbols: their
#   articles must resolve among themselves, and the one warning accepted is the landing page's
#   title, the module's own symbol (``TransitionsUIKit``), which only a build for iOS provides.
#   Their articles name types in plain code spans, never as links.
#
# Links, as DocC resolves them here (swiftlang/swift-docc's "Linking Between Documentation",
# LinkResolution.md; cross-module symbol links are not supported, swift-docc issue #208):
# - ``Symbol``, ``Type/member`` and <doc:Article> resolve within one module's catalogue and its
#   symbol graph, relative to the page they are written on; ``Module/Type`` resolves only when
#   Module is the module being converted.
# - A symbol of another module (``Stage/ViewController`` written in Transitions) does not resolve,
#   even when this module extends it: docc converts one module at a time, and such a link is a
#   warning. Name it in a module-qualified code span (`Stage.ViewController`), never as a link.
# - A member this module adds to another module's type (Transitions' `present(_:transition:…)` on
#   Stage's `ViewController`) is in the extracted graph (`Transitions@Stage.symbols.json`) but
#   gets no page: a link to it warns "has no page and isn't available for linking", and its own
#   `///` comment is not checked here. Name such members in code spans too.
# - TransitionsUIKit's and TransitionsSwiftUI's `///` comments are not converted on Linux; their
#   ``TransitionsBackend/…`` and ``Transitions/…`` links are cross-module and would not resolve in
#   a build for iOS either.
#
# What it cannot check: that the UIKit and SwiftUI catalogues' code spans name real API (the
# type check against AppleStandIns/, scripts/check-apple.sh, covers the code, not the prose), nor
# that any code span (as opposed to a link) names a real symbol, nor the comments above.
# No warning is tolerated by name today (KNOWN, below, is empty).
# About 30 s after a debug build. Output goes to a temporary folder, removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin=$(dirname "$(command -v swift)")
docc=$(command -v docc || echo "$swift_bin/docc")
extract=$(command -v swift-symbolgraph-extract || echo "$swift_bin/swift-symbolgraph-extract")
modules=.build/debug/Modules
# The library modules whose catalogues are converted with their symbol graphs, lowest layer first.
SYMBOL_MODULES=(Motion Dynamics Stage Transitions TransitionsPlayback TransitionsPreview
  TransitionsTesting TransitionsBackend)
for module in "${SYMBOL_MODULES[@]}"; do
  [ -f "$modules/$module.swiftmodule" ] || {
    echo "check-docc: $modules/$module.swiftmodule is missing; run swift build" >&2
    exit 1
  }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# Warnings tolerated, each a "file: warning" line (none today; add one only with the reason).
KNOWN=""

# convert NAME CATALOGUE ALLOWED [docc arguments...]: converts, and fails when docc reports a
# warning that is neither ALLOWED (a whole line; empty: none) nor KNOWN; prints each one with
# where it is.
convert() {
  local name=$1 catalogue=$2 allowed=$3
  shift 3
  local log="$work/$name.log"
  "$docc" convert "$catalogue" --fallback-display-name "$name" \
    --fallback-bundle-identifier "org.swift-transitions.$name" \
    --output-path "$work/$name.doccarchive" "$@" >"$log" 2>&1 || {
    cat "$log"
    echo "check-docc: $name: docc failed" >&2
    failed=1
    return
  }
  local count
  count=$(ALLOWED="$allowed" KNOWN="$KNOWN" python3 - "$log" <<'PY'
import os, re, sys
allowed, known = os.environ["ALLOWED"], set(os.environ["KNOWN"].splitlines())
lines = open(sys.argv[1]).read().splitlines()
bad = 0
for i, line in enumerate(lines):
    if not re.match(r"^(warning|error):", line):
        continue
    where = next((l.strip()[4:] for l in lines[i + 1:i + 3] if l.strip().startswith("--> ")), "")
    file = os.path.basename(where.split(":")[0]) if where else ""
    if line == allowed or f"{file}: {line}" in known:
        continue
    bad += 1
    print(f"  {line} ({where or 'no location'})", file=sys.stderr)
print(bad)
PY
)
  if [ "$count" -ne 0 ]; then
    echo "check-docc: $name: $count warning(s)" >&2
    failed=1
  else
    echo "check-docc: $name: no warnings"
  fi
}

target=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in "${SYMBOL_MODULES[@]}"; do
  symbols="$work/symbols/$module"
  mkdir -p "$symbols"
  # CMotionMath, a C module Motion imports, is found through the module map SwiftPM wrote.
  "$extract" -module-name "$module" -target "$target" -I "$modules" \
    -Xcc -fmodule-map-file=.build/debug/CMotionMath.build/module.modulemap \
    -minimum-access-level public -output-dir "$symbols" >"$work/extract.log" 2>&1 || {
    cat "$work/extract.log"
    echo "check-docc: could not extract $module's symbol graph" >&2
    exit 1
  }
  convert "$module" "Sources/$module/$module.docc" "" --additional-symbol-graph-dir "$symbols"
done

for module in TransitionsUIKit TransitionsSwiftUI; do
  convert "$module" "Sources/$module/$module.docc" \
    "warning: No symbol matched '$module'. Can't resolve '$module'."
done

exit "$failed"
