#!/usr/bin/env bash
# The Linux type check of every file under Sources/ and Examples/ that imports UIKit or SwiftUI,
# against the hand-written stand-ins in AppleStandIns/ (see AppleStandIns/README.md).
#
#   scripts/check-apple.sh              exit 0 when every such file type-checks
#   scripts/check-apple.sh --mutations  exit 0 when the unmodified copy passes and every mistake in
#                                       scripts/apple-mutations.json makes the check fail
#
# Its build products live in .build-apple/; the default build in .build/ is not touched.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/check_apple.py "$@"
