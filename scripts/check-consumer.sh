#!/usr/bin/env bash
# What an app that adds this library resolves: nothing but this package (docs/PACKAGES.md).
#
#   scripts/check-consumer.sh          resolve a throw-away consumer package that depends on
#                                      every library product of this checkout (by path), and fail,
#                                      naming them, if its resolved graph holds any other package
#   scripts/check-consumer.sh --build  the same, then build the consumer, whose one source file
#                                      imports every library product and uses each
#
# The consumer lives in a temporary folder, removed at exit. SwiftPM decides which of a
# dependency's packages to resolve from its manifest, the same whichever of its products a
# consumer names; the consumer names them all (those the manifest declares on this platform:
# TransitionsUIKit and TransitionsSwiftUI exist on Apple platforms only, and their targets
# depend on this package's own targets alone).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

build=false
case "${1:-}" in
  --build) build=true ;;
  "") ;;
  *) echo "usage: scripts/check-consumer.sh [--build]" >&2; exit 2 ;;
esac

consumer=$(mktemp -d)
trap 'rm -rf "$consumer"' EXIT

# The library products, from the manifest as SwiftPM reads it here.
products=$(swift package dump-package | python3 -c '
import json, sys
manifest = json.load(sys.stdin)
for product in manifest["products"]:
    if "library" in product["type"]:
        print(product["name"])
')
if [ -z "$products" ]; then
  echo "check-consumer: the manifest declares no library product" >&2
  exit 1
fi

mkdir -p "$consumer/Sources/App"
{
  echo "// swift-tools-version: 6.0"
  echo "import PackageDescription"
  echo ""
  echo "let package = Package("
  echo "  name: \"App\","
  echo "  dependencies: [.package(name: \"swift-transitions\", path: \"$root\")],"
  echo "  targets: ["
  echo "    .target("
  echo "      name: \"App\","
  echo "      dependencies: ["
  for product in $products; do
    echo "        .product(name: \"$product\", package: \"swift-transitions\"),"
  done
  echo "      ])"
  echo "  ]"
  echo ")"
} >"$consumer/Package.swift"

# An app's use of each library: one public symbol of each, so the build proves the modules are
# there and usable, not only resolvable.
cat >"$consumer/Sources/App/App.swift" <<'EOF'
import Dynamics
import Motion
import Stage
import Transitions
import TransitionsBackend
import TransitionsPlayback
import TransitionsPreview
import TransitionsTesting

/// The catalogue's transition ids, through `Transitions`.
public let catalogueIDs = TransitionCatalogue.descriptions.map(\.id)
/// A spring, through `Motion`.
public let spring = Spring.snappy
/// A world, through `Dynamics`.
public func world() throws -> World { try World(bounds: Rect(x: 0, y: 0, width: 390, height: 844)) }
/// A window, through `Stage`.
@MainActor public func window() -> Window { Window(size: Size(width: 390, height: 844)) }
/// A backend's binding options, through `TransitionsBackend`.
public let bindingOptions = BindingOptions.moved
/// A play script, through `TransitionsPlayback`.
public let script = Script(transition: "modal")
/// The preview's palette, through `TransitionsPreview`.
public let palette = Palette()
/// The laws, through `TransitionsTesting`.
public let laws = TransitionLaws.Law.allCases
EOF

echo "check-consumer: a package that depends on $(echo "$products" | tr '\n' ' ')"
(cd "$consumer" && swift package resolve >/dev/null)
others=$(cd "$consumer" && swift package show-dependencies --format json | python3 -c '
import json, sys
tree = json.load(sys.stdin)
found = set()
def walk(node):
    for dependency in node.get("dependencies", []):
        if dependency["name"] != "swift-transitions":
            found.add(dependency["identity"])
        walk(dependency)
walk(tree)
print("\n".join(sorted(found)))
')
checkouts=$(ls "$consumer/.build/checkouts" 2>/dev/null || true)
if [ -n "$others" ] || [ -n "$checkouts" ]; then
  count=$(printf '%s\n%s\n' "$others" "$checkouts" | sed '/^$/d' | sort -u | wc -l)
  echo "check-consumer: an app that adds this library resolves $count other package(s):" >&2
  printf '%s\n%s\n' "$others" "$checkouts" | sed '/^$/d' | sort -u | sed 's/^/  /' >&2
  echo "check-consumer: a library target may depend on no package (docs/PACKAGES.md)" >&2
  exit 1
fi
echo "check-consumer: it resolves 0 other packages"

if $build; then
  (cd "$consumer" && swift build)
  echo "check-consumer: it builds, importing every library product"
fi
