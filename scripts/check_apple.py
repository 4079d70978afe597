#!/usr/bin/env python3
"""The Linux type check of the code that imports UIKit or SwiftUI (run it as scripts/check-apple.sh).

Apple's frameworks do not exist on Linux, so the files under Sources/ and Examples/ that import
UIKit or SwiftUI are type-checked against hand-written stand-ins of the Apple API they use
(AppleStandIns/, see its README), in Swift 6 mode with warnings as errors:

  1. the engine modules they import (Motion, Dynamics, Stage, Transitions) are built by SwiftPM in
     their own scratch path, .build-apple/;
  2. each stand-in module (ObjectiveC, CoreGraphics, QuartzCore, UIKit, and SwiftUI once it exists)
     is compiled with `swiftc -emit-module`, after checking that every declaration cites its Apple
     documentation page;
  3. every module that has a file importing UIKit or SwiftUI (Sources/<Target>/, then
     Examples/<App>/) is compiled with `swiftc -emit-module` against them, together with its
     compile-only checks (AppleStandIns/Checks/<Module>/).

With --mutations it then proves that this check bites: it copies those modules, checks the
unmodified copy (the control, which must pass), and then applies each mistake listed in
scripts/apple-mutations.json to a fresh copy, one at a time; each must make the check fail with the
diagnostic the mutation names. Nothing in the working tree is modified.

Exit status: 0 when the check passes (and, with --mutations, when the control passed and every
mutation was caught); 1 otherwise; 2 when the suite itself is broken (a mutation's text is not
found exactly once, a file is missing).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build-apple"
STAND_INS = ROOT / "AppleStandIns"
CHECKS = STAND_INS / "Checks"
# The mutation suite; CHECK_APPLE_MUTATIONS names another file (to test the suite itself).
MUTATIONS = Path(os.environ.get("CHECK_APPLE_MUTATIONS", ROOT / "scripts" / "apple-mutations.json"))

# Stand-in modules in dependency order; a directory not listed here is compiled after these.
STAND_IN_ORDER = ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"]
# The engine modules a backend may import, built by SwiftPM (this target and what it depends on).
ENGINE_TARGET = "TransitionsBackend"
# The target whose compile command gives the package name and the upcoming features.
SETTINGS_TARGET = "Transitions"

# `import UIKit`, `public import SwiftUI`, `@preconcurrency import UIKit`, ...
APPLE_IMPORT = re.compile(
    r"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+(UIKit|SwiftUI)\b",
    re.MULTILINE,
)

# Flags for every compilation against the stand-ins. Objective-C interoperability is on, as on an
# Apple platform, so that `@objc`, `#selector` and `@objc optional` protocol requirements are
# checked; the second flag lets the stand-ins declare `@objc` classes whose root is
# swift-corelibs-foundation's `NSObject` (a Swift class on Linux). Both are type-checking only:
# nothing here is linked or run.
COMMON_FLAGS = [
    "-swift-version", "6",
    "-warnings-as-errors",
    "-parse-as-library",
    "-Xfrontend", "-enable-objc-interop",
    "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
]

CITATION = re.compile(r"developer\.apple\.com/documentation/\S+.*\(iOS [^)]*checked against iOS \d+")
DECLARATION = re.compile(
    r"^\s*(@[\w()*, .:\"-]+\s+)*((public|open)\s+)"
    r"((static|class|final|override|required|convenience|mutating|nonisolated)\s+)*"
    r"(class|struct|enum|protocol|func|var|let|init|typealias|case|subscript|extension)\b"
)


class SuiteError(Exception):
    """The check or its mutation suite cannot run as written (exit status 2)."""


def run(command: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None) -> tuple[int, str]:
    process = subprocess.run(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    return process.returncode, process.stdout


def first_errors(output: str, limit: int = 3) -> list[str]:
    lines = [
        line.strip()
        for line in output.splitlines()
        if re.search(r"\b(error|warning):", line) and "`-" not in line and "|" not in line[:8]
    ]
    return lines[:limit]


# --- Preparation ---------------------------------------------------------------------------------


def build_engine() -> list[str]:
    """Builds the engine modules with SwiftPM in .build-apple/; returns the flags to import them."""
    status, output = run(["swift", "build", "--scratch-path", str(SCRATCH), "--target", ENGINE_TARGET])
    if status != 0:
        print(output)
        raise SuiteError(f"swift build --target {ENGINE_TARGET} failed in {SCRATCH}")
    modules = SCRATCH / "debug" / "Modules"
    flags = ["-I", str(modules)]
    for module_map in sorted(SCRATCH.glob("*/debug/*.build/module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
    # The package name (for `package` access) and the upcoming features every target of the
    # package is built with, as SwiftPM passed them for the engine target.
    build_file = SCRATCH / "debug.yaml"
    arguments = None
    for line in build_file.read_text().splitlines():
        if f'"-module-name","{SETTINGS_TARGET}"' in line and "args:" in line:
            arguments = json.loads(line[line.index("[") :])
            break
    if arguments is None:
        raise SuiteError(f"no compile command for {SETTINGS_TARGET} in {build_file}")
    for index, argument in enumerate(arguments[:-1]):
        if argument in ("-package-name", "-enable-upcoming-feature"):
            flags += [argument, arguments[index + 1]]
    return flags


def check_citations() -> list[str]:
    """Every public or open declaration of a stand-in is preceded by its documentation citation."""
    problems = []
    for path in sorted(STAND_INS.glob("*/**/*.swift")):
        if CHECKS in path.parents:
            continue
        lines = path.read_text().splitlines()
        for number, line in enumerate(lines):
            if not DECLARATION.match(line):
                continue
            # The comment block right above the declaration (attributes may stand between).
            above = number - 1
            while above >= 0 and lines[above].strip().startswith("@"):
                above -= 1
            block = []
            while above >= 0 and lines[above].strip().startswith("//"):
                block.append(lines[above])
                above -= 1
            if not any(CITATION.search(comment) for comment in block):
                relative = path.relative_to(ROOT)
                problems.append(f"{relative}:{number + 1}: no citation above `{line.strip()}`")
    return problems


def clang_module_maps() -> list[str]:
    """Flags naming the Clang module maps of stand-ins that have submodules (AppleStandIns/<M>/Clang/).

    A Swift module cannot have submodules, and the SDK has some that Swift code must import
    (`import UIKit.UIGestureRecognizerSubclass`). Such a stand-in is a Swift module over an
    underlying Clang module whose map declares the submodules (their headers are empty).
    """
    flags = []
    for module_map in sorted(STAND_INS.glob("*/Clang/module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
    return flags


def build_stand_ins(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    present = [d.name for d in STAND_INS.iterdir() if d.is_dir() and d != CHECKS]
    order = [m for m in STAND_IN_ORDER if m in present] + sorted(
        m for m in present if m not in STAND_IN_ORDER
    )
    for module in order:
        sources = sorted(str(p) for p in (STAND_INS / module).rglob("*.swift"))
        underlying = []
        if (STAND_INS / module / "Clang" / "module.modulemap").is_file():
            underlying = ["-import-underlying-module"]
        command = [
            "swiftc", "-emit-module", "-module-name", module,
            "-emit-module-path", str(out / f"{module}.swiftmodule"),
            "-module-cache-path", str(SCRATCH / "ModuleCache"),
            "-I", str(out), *clang_module_maps(), *underlying, *COMMON_FLAGS, *sources,
        ]
        status, output = run(command)
        if status != 0:
            print(output)
            raise SuiteError(f"the stand-in module {module} does not compile")


# --- The check -----------------------------------------------------------------------------------


def apple_modules(tree: Path) -> list[tuple[str, Path]]:
    """The modules of `tree` with a file importing UIKit or SwiftUI: Sources/ first, then Examples/."""
    found = []
    for top in ("Sources", "Examples"):
        base = tree / top
        if not base.is_dir():
            continue
        for directory in sorted(d for d in base.iterdir() if d.is_dir()):
            if any(APPLE_IMPORT.search(f.read_text()) for f in module_sources(directory)):
                found.append((re.sub(r"\W", "_", directory.name), directory))
    return in_dependency_order(found)


def in_dependency_order(modules: list[tuple[str, Path]]) -> list[tuple[str, Path]]:
    """`modules` with each one after the others it imports (TransitionsSwiftUI after
    TransitionsUIKit), otherwise in their order; a cycle keeps the rest in order."""
    names = {name for name, _ in modules}
    imports = {
        name: {
            imported
            for f in module_sources(directory)
            for imported in re.findall(r"^\s*(?:@\w+\s+)*(?:\w+\s+)?import\s+(\w+)", f.read_text(), re.M)
            if imported in names and imported != name
        }
        for name, directory in modules
    }
    ordered: list[tuple[str, Path]] = []
    waiting = list(modules)
    while waiting:
        done = {name for name, _ in ordered}
        ready = next((m for m in waiting if imports[m[0]] <= done), waiting[0])
        waiting.remove(ready)
        ordered.append(ready)
    return ordered


def module_sources(directory: Path) -> list[Path]:
    """The Swift files of a module's directory: not a package manifest, nothing under `.build*`."""
    return sorted(
        path
        for path in directory.rglob("*.swift")
        if path.name != "Package.swift"
        and not any(part.startswith(".build") for part in path.relative_to(directory).parts)
    )


def check_tree(tree: Path, stand_ins: Path, engine_flags: list[str], out: Path) -> tuple[bool, str, list[str]]:
    """Compiles every Apple-importing module of `tree`; returns (passed, output, files checked)."""
    modules = apple_modules(tree)
    if not modules:
        return False, f"no file under {tree}/Sources or {tree}/Examples imports UIKit or SwiftUI", []
    out.mkdir(parents=True, exist_ok=True)
    log, checked = [], []
    for name, directory in modules:
        sources = module_sources(directory)
        checks = tree / "AppleStandIns" / "Checks" / name
        if checks.is_dir():
            sources += sorted(checks.rglob("*.swift"))
        checked += [str(p.relative_to(tree)) for p in sources]
        command = [
            "swiftc", "-emit-module", "-module-name", name,
            "-emit-module-path", str(out / f"{name}.swiftmodule"),
            "-module-cache-path", str(SCRATCH / "ModuleCache"),
            "-I", str(stand_ins), "-I", str(out), *clang_module_maps(), *engine_flags, *COMMON_FLAGS,
            *[str(p) for p in sources],
        ]
        status, output = run(command, cwd=tree)
        log.append(output)
        if status != 0:
            return False, "\n".join(log), checked
    return True, "\n".join(log), checked


def prepare() -> tuple[Path, list[str]]:
    problems = check_citations()
    if problems:
        print("\n".join(problems))
        raise SuiteError("stand-in declarations without a citation (see AppleStandIns/README.md)")
    engine_flags = build_engine()
    stand_ins = SCRATCH / "apple-stand-ins"
    build_stand_ins(stand_ins)
    return stand_ins, engine_flags


# --- Mutations -----------------------------------------------------------------------------------


def copy_tree(destination: Path) -> None:
    """Copies what the check reads (the Apple-importing modules, Examples/, the checks)."""
    if destination.exists():
        shutil.rmtree(destination)
    for _, directory in apple_modules(ROOT):
        shutil.copytree(directory, destination / directory.relative_to(ROOT))
    if (ROOT / "Examples").is_dir():
        shutil.copytree(ROOT / "Examples", destination / "Examples", dirs_exist_ok=True)
    if CHECKS.is_dir():
        shutil.copytree(CHECKS, destination / "AppleStandIns" / "Checks")


def run_mutations(stand_ins: Path, engine_flags: list[str]) -> bool:
    mutations = json.loads(MUTATIONS.read_text())
    work = SCRATCH / "mutations"
    pristine = work / "pristine"
    copy = work / "copy"
    out = work / "modules"
    copy_tree(pristine)

    # Every mutation must apply exactly once to the pristine copy: a suite whose texts no longer
    # match the code fails loudly instead of silently testing nothing.
    for mutation in mutations:
        path = pristine / mutation["file"]
        if not path.is_file():
            raise SuiteError(f"mutation {mutation['name']!r}: no file {mutation['file']}")
        count = path.read_text().count(mutation["find"])
        if count != 1:
            raise SuiteError(
                f"mutation {mutation['name']!r}: its text occurs {count} times in {mutation['file']}"
                f" (must be exactly once): {mutation['find']!r}"
            )

    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(pristine, copy)
    passed, output, _ = check_tree(copy, stand_ins, engine_flags, out)
    print(f"control (unmutated copy): {'passes' if passed else 'FAILS'}")
    if not passed:
        print(output)

    caught = 0
    kinds = set()
    for mutation in mutations:
        shutil.rmtree(copy)
        shutil.copytree(pristine, copy)
        path = copy / mutation["file"]
        path.write_text(path.read_text().replace(mutation["find"], mutation["replace"]))
        failed_check, output, _ = check_tree(copy, stand_ins, engine_flags, out)
        failed_check = not failed_check
        expected = mutation["expect"] in output
        ok = failed_check and expected
        caught += ok
        kinds.add(mutation["kind"])
        if ok:
            verdict = "caught"
        elif failed_check:
            verdict = f"NOT CAUGHT (failed, but without {mutation['expect']!r})"
        else:
            verdict = "NOT CAUGHT (the check passed)"
        print(f"{verdict:>10}  {mutation['name']}  [{mutation['kind']}; {mutation['file']}]")
        for line in first_errors(output.replace(f"{copy}/", ""), limit=1 if ok else 3):
            print(f"            {line}")
    shutil.rmtree(work)
    total = len(mutations)
    print(
        f"mutations: {caught} of {total} caught ({len(kinds)} kinds); control "
        f"{'passed' if passed else 'FAILED'}"
    )
    return passed and caught == total


def main(arguments: list[str]) -> int:
    if any(a not in ("--mutations",) for a in arguments):
        print(__doc__)
        print("usage: scripts/check-apple.sh [--mutations]")
        return 2
    start = time.monotonic()
    try:
        stand_ins, engine_flags = prepare()
        if "--mutations" in arguments:
            ok = run_mutations(stand_ins, engine_flags)
        else:
            ok, output, checked = check_tree(ROOT, stand_ins, engine_flags, SCRATCH / "apple-modules")
            if output.strip():
                print(output.strip())
            print(f"checked against the Apple stand-ins ({len(checked)} files):")
            for file in checked:
                print(f"  {file}")
            print("check-apple: passed" if ok else "check-apple: FAILED")
    except SuiteError as error:
        print(f"check-apple: {error}", file=sys.stderr)
        return 2
    print(f"check-apple: {time.monotonic() - start:.1f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
