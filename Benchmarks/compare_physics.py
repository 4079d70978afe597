#!/usr/bin/env python3
"""Times the five Dynamics benchmark scenes in our engine, pymunk and Box2D, in one run.

Usage (Python 3.11, from anywhere):

    pip install pymunk box2d
    python3 Benchmarks/compare_physics.py [--steps 240] [--repeats 7] [--skip-build] [--json FILE] [--check]

Targets, each a ratio of per-body-step figures from the same run: in every scene, ours at most
0.25 x the faster of pymunk and Box2D (issue 33). `--check` exits with status 1 when one is
missed.

The scenes are the ones `DynamicsBenchmarks` measures (see Sources/DynamicsScenes): keep the
constants below in step with that file.

- springs: 1,000 bodies, each on its own spring (2 Hz, damping ratio 0.3, rest length 50 pt)
  to a fixed anchor, released stretched and moving; no gravity, no collisions.
- boxes: 100 boxes of 30 x 30 pt, 10 pt apart, resting on the floor of a 4000 x 600 pt box
  under gravity (1000 pt/s^2), colliding with each other and with the box's four edges.
- shade: seed 003's shade, one 390 x 844 pt body (elasticity 0.6) on a 3 Hz spring (damping
  ratio 0.1, rest length 422 pt) to (195, 844), inside the bounds extended 844 pt upwards,
  released at rest with its centre at y = -150, measured during the first second of the release.
- stack: 100 rotating boxes of 40 x 40 pt (friction 0.5) in 10 stacks of 10, 80 pt apart,
  dropped 1 pt apart onto the floor of an 800 x 600 pt box under gravity (1000 pt/s^2), resting.
- card: one rotating 200 x 280 pt card (density 1) spinning at 4 rad/s, held at (-70, -110)
  from its centre (in its own axes) by a zero-length spring (3 Hz, damping ratio 0.5) to a
  finger moving at (300, -200) pt/s from (60, 700); no gravity, no collisions.

Every engine runs every scene the same way: for each repeat, build the scene, warm it up (not
timed; 240 steps for springs and the card, 480 for boxes and the stack, and for the shade a
whole first release of 960 steps, then the release again and 12 steps), then time N steps of 1/240 s (default 240) with a
monotonic clock. The best of R repeats (default 7) counts. The repeats are interleaved: round r
runs every scene once in ours, then in pymunk, then in Box2D, so that a burst of load on a shared
machine falls on all three engines alike and the ratios stay comparable. Our engine runs in a
release build of the `DynamicsComparison` product of this package (built here with
`swift build -c release`), one process per round.

Engine settings: in springs, boxes and shade bodies never rotate in pymunk and Box2D (infinite
moment, fixedRotation; ours are the engine's default rotating items, which these scenes never
turn); in stack and card they rotate in every engine (a box's moment m(w^2 + h^2)/12). pymunk
runs its default
10 solver iterations; Box2D runs 8 velocity and 3 position iterations (its usual settings) in
metres (100 pt = 1 m) with sleeping disabled (pymunk does not sleep by default and our engine has
no sleeping, so every engine steps every body). Springs are pymunk DampedSprings (stiffness
m*w^2, damping 2*m*zeta*w) and Box2D distance joints with frequencyHz and dampingRatio.
Friction is 0 everywhere, as in the Swift scenes, except the stack: 0.5 between boxes and
between a box and the floor in every engine (ours: the geometric mean of the two items' 0.5, and
an item's own 0.5 on a boundary; Box2D: the geometric mean, so 0.5 on its boxes and its edges;
pymunk: the product, so sqrt(0.5) on its boxes and its segments).

The card's finger: ours moves the attachment's anchor before every step (what a pan does; the
anchor has no velocity, so the spring's damping acts on the card's own velocity). pymunk moves a
kinematic body with the finger's velocity (its DampedSpring damps the relative velocity along the
spring), and Box2D a kinematic body holding a zero-length distance joint (frequencyHz and
dampingRatio, computed by Box2D from the card's effective mass at the offset, rotation
included); neither needs a Python call per step for it.

The Python engines pay for one interpreted loop iteration and one call into C per step; the
script measures that overhead separately (an empty loop calling a C function) and prints it.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STEP = 1.0 / 240

try:
    import pymunk
except ImportError:
    pymunk = None
try:
    import Box2D
    from Box2D import b2
except ImportError:
    Box2D = None

# Scene constants (points, seconds), as in Sources/DynamicsScenes/DynamicsScenes.swift.
SPRINGS_COUNT = 1000
SPRINGS_COLUMNS = 40
SPRINGS_SPACING = 50.0
SPRINGS_LENGTH = 50.0
SPRINGS_SIZE = 20.0
SPRINGS_FREQUENCY = 2.0
SPRINGS_DAMPING = 0.3
SPRINGS_WARMUP = 240

BOXES_COUNT = 100
BOXES_SIZE = 30.0
BOXES_SPACING = 40.0
BOXES_HEIGHT = 600.0
BOXES_WIDTH = BOXES_SPACING * BOXES_COUNT
BOXES_GRAVITY = 1000.0
BOXES_WARMUP = 480

SHADE_WIDTH = 390.0
SHADE_HEIGHT = 844.0
SHADE_RELEASE = (195.0, -150.0)
SHADE_ANCHOR = (195.0, 844.0)
SHADE_LENGTH = 422.0
SHADE_FREQUENCY = 3.0
SHADE_DAMPING = 0.1
SHADE_ELASTICITY = 0.6
SHADE_FIRST_RUN = 960
SHADE_SETTLE = 12

STACK_COLUMNS = 10
STACK_ROWS = 10
STACK_COUNT = STACK_COLUMNS * STACK_ROWS
STACK_SIZE = 40.0
STACK_SPACING = 80.0
STACK_HEIGHT = 600.0
STACK_WIDTH = STACK_SPACING * STACK_COLUMNS
STACK_FRICTION = 0.5
STACK_WARMUP = 480

CARD_SIZE = (200.0, 280.0)
CARD_OFFSET = (-70.0, -110.0)
CARD_FINGER_START = (60.0, 700.0)
CARD_FINGER_VELOCITY = (300.0, -200.0)
CARD_SPIN = 4.0
CARD_FREQUENCY = 3.0
CARD_DAMPING = 0.5
CARD_WARMUP = 240

SCENES = ["springs", "boxes", "shade", "stack", "card"]
ENGINES = ["ours", "pymunk", "box2d"]
# In every scene, ours per body-step at most this times the faster of pymunk and Box2D.
RATIO_TARGET = 0.25
BODIES = {"springs": SPRINGS_COUNT, "boxes": BOXES_COUNT, "shade": 1, "stack": STACK_COUNT, "card": 1}
SUMMARIES = {
    "springs": "mean distance from item to anchor, pt",
    "boxes": "mean gap under the boxes, pt",
    "shade": "centre y, pt",
    "stack": "mean height of the top boxes' centres, pt",
    "card": "card's angle, rad",
}
TITLES = {
    "springs": "1000 bodies on attachment springs",
    "boxes": "100 boxes resting on the floor",
    "shade": "seed-003 shade (moving)",
    "stack": "100 rotating boxes in 10 stacks",
    "card": "spinning card held by a moving finger",
}

# Box2D works in metres: 100 points to the metre keeps every size and speed in its comfort range
# (boxes 0.3 m, the shade 3.9 x 8.44 m, gravity 10 m/s^2, speeds up to about 30 m/s).
PTM = 100.0
BOX2D_VELOCITY_ITERATIONS = 8
BOX2D_POSITION_ITERATIONS = 3
# Whether Box2D's bodies may sleep (--box2d-sleeps: how this script ran before issue 33's run).
BOX2D_SLEEPS = False


def springs_layout():
    """Anchor, initial centre and initial velocity of each spring body (points)."""
    out = []
    for i in range(SPRINGS_COUNT):
        anchor = (25 + SPRINGS_SPACING * (i % SPRINGS_COLUMNS), 25 + SPRINGS_SPACING * (i // SPRINGS_COLUMNS))
        angle = 2 * math.pi * 0.618033988749895 * i
        dx, dy = math.cos(angle), math.sin(angle)
        distance = SPRINGS_LENGTH + 30 * (i % 7) / 6
        speed = 40 + 20 * (i % 5)
        center = (anchor[0] + dx * distance, anchor[1] + dy * distance)
        velocity = (-dy * speed, dx * speed)
        out.append((anchor, center, velocity))
    return out


def stack_layout():
    """The centre of each stacked box (points), column by column, bottom first."""
    return [
        (STACK_SPACING / 2 + STACK_SPACING * column, STACK_HEIGHT - STACK_SIZE / 2 - row * (STACK_SIZE + 1))
        for column in range(STACK_COLUMNS) for row in range(STACK_ROWS)
    ]


def card_mass():
    return CARD_SIZE[0] * CARD_SIZE[1] / 10000


def card_start():
    """The card's centre at the start: its grab point on the finger."""
    return (CARD_FINGER_START[0] - CARD_OFFSET[0], CARD_FINGER_START[1] - CARD_OFFSET[1])


def stack_summary(heights):
    """Mean height of each column's top box centre above the floor, from every box's centre y."""
    tops = [heights[column * STACK_ROWS + STACK_ROWS - 1] for column in range(STACK_COLUMNS)]
    return statistics.fmean(STACK_HEIGHT - y for y in tops)


def bounds_edges(x0, y0, x1, y1):
    return [((x0, y0), (x1, y0)), ((x0, y1), (x1, y1)), ((x0, y0), (x0, y1)), ((x1, y0), (x1, y1))]


# MARK: pymunk


class PymunkScene:
    def __init__(self, name):
        self.name = name
        space = pymunk.Space()
        self.space = space
        self.bodies = []
        if name == "springs":
            mass = SPRINGS_SIZE * SPRINGS_SIZE / 10000
            omega = 2 * math.pi * SPRINGS_FREQUENCY
            self.anchors = []
            for anchor, center, velocity in springs_layout():
                body = pymunk.Body(mass, math.inf)
                body.position = center
                body.velocity = velocity
                spring = pymunk.DampedSpring(
                    body, space.static_body, (0, 0), anchor, SPRINGS_LENGTH,
                    mass * omega * omega, 2 * mass * SPRINGS_DAMPING * omega)
                space.add(body, spring)
                self.bodies.append(body)
                self.anchors.append(anchor)
            warm = SPRINGS_WARMUP
        elif name == "boxes":
            space.gravity = (0, BOXES_GRAVITY)
            for a, b in bounds_edges(0, 0, BOXES_WIDTH, BOXES_HEIGHT):
                segment = pymunk.Segment(space.static_body, a, b, 0)
                segment.elasticity = 0
                segment.friction = 0
                space.add(segment)
            mass = BOXES_SIZE * BOXES_SIZE / 10000
            for i in range(BOXES_COUNT):
                body = pymunk.Body(mass, math.inf)
                body.position = (BOXES_SPACING / 2 + BOXES_SPACING * i, BOXES_HEIGHT - BOXES_SIZE / 2 - 5)
                shape = pymunk.Poly.create_box(body, (BOXES_SIZE, BOXES_SIZE))
                shape.elasticity = 0
                shape.friction = 0
                space.add(body, shape)
                self.bodies.append(body)
            warm = BOXES_WARMUP
        elif name == "stack":
            space.gravity = (0, BOXES_GRAVITY)
            # pymunk multiplies the two shapes' frictions: sqrt(0.5) on each gives 0.5.
            friction = math.sqrt(STACK_FRICTION)
            for a, b in bounds_edges(0, 0, STACK_WIDTH, STACK_HEIGHT):
                segment = pymunk.Segment(space.static_body, a, b, 0)
                segment.elasticity = 0
                segment.friction = friction
                space.add(segment)
            mass = STACK_SIZE * STACK_SIZE / 10000
            moment = pymunk.moment_for_box(mass, (STACK_SIZE, STACK_SIZE))
            for center in stack_layout():
                body = pymunk.Body(mass, moment)
                body.position = center
                shape = pymunk.Poly.create_box(body, (STACK_SIZE, STACK_SIZE))
                shape.elasticity = 0
                shape.friction = friction
                space.add(body, shape)
                self.bodies.append(body)
            warm = STACK_WARMUP
        elif name == "card":
            mass = card_mass()
            omega = 2 * math.pi * CARD_FREQUENCY
            finger = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
            finger.position = CARD_FINGER_START
            finger.velocity = CARD_FINGER_VELOCITY
            body = pymunk.Body(mass, pymunk.moment_for_box(mass, CARD_SIZE))
            body.position = card_start()
            body.angular_velocity = CARD_SPIN
            spring = pymunk.DampedSpring(
                body, finger, CARD_OFFSET, (0, 0), 0,
                mass * omega * omega, 2 * mass * CARD_DAMPING * omega)
            space.add(finger, body, spring)
            self.bodies.append(body)
            warm = CARD_WARMUP
        else:
            for a, b in bounds_edges(0, -SHADE_HEIGHT, SHADE_WIDTH, SHADE_HEIGHT):
                segment = pymunk.Segment(space.static_body, a, b, 0)
                # pymunk multiplies the two shapes' elasticities: 1 here leaves the shade's 0.6.
                segment.elasticity = 1
                segment.friction = 0
                space.add(segment)
            mass = SHADE_WIDTH * SHADE_HEIGHT / 10000
            omega = 2 * math.pi * SHADE_FREQUENCY
            body = pymunk.Body(mass, math.inf)
            body.position = SHADE_RELEASE
            shape = pymunk.Poly.create_box(body, (SHADE_WIDTH, SHADE_HEIGHT))
            shape.elasticity = SHADE_ELASTICITY
            shape.friction = 0
            spring = pymunk.DampedSpring(
                body, space.static_body, (0, 0), SHADE_ANCHOR, SHADE_LENGTH,
                mass * omega * omega, 2 * mass * SHADE_DAMPING * omega)
            space.add(body, shape, spring)
            self.bodies.append(body)
            warm = 0
        self.run(warm)
        if name == "shade":
            self.run(SHADE_FIRST_RUN)
            body = self.bodies[0]
            body.position = SHADE_RELEASE
            body.velocity = (0, 0)
            self.run(SHADE_SETTLE)

    def run(self, steps):
        step = self.space.step
        for _ in range(steps):
            step(STEP)

    def summary(self):
        if self.name == "springs":
            return statistics.fmean(
                math.dist(tuple(b.position), a) for b, a in zip(self.bodies, self.anchors))
        if self.name == "boxes":
            return statistics.fmean(BOXES_HEIGHT - (b.position.y + BOXES_SIZE / 2) for b in self.bodies)
        if self.name == "stack":
            return stack_summary([b.position.y for b in self.bodies])
        if self.name == "card":
            return self.bodies[0].angle
        return self.bodies[0].position.y


# MARK: Box2D


class Box2DScene:
    def __init__(self, name):
        self.name = name
        gravity = (0, BOXES_GRAVITY / PTM) if name == "boxes" else (0, 0)
        world = b2.world(gravity=gravity, doSleep=False)
        self.world = world
        # pybox2d 2.3.10 lets resting bodies fall asleep despite doSleep=False (the world's flag
        # is False, yet every resting box reads awake == False after the warm-up), so each body
        # is also told not to sleep (b2Body::SetSleepingAllowed(false)), unless --box2d-sleeps.
        create = world.CreateDynamicBody

        def create_dynamic_body(**kwargs):
            body = create(**kwargs)
            if not BOX2D_SLEEPS:
                body.sleepingAllowed = False
            return body

        world.CreateDynamicBody = create_dynamic_body
        self.bodies = []
        ground = world.CreateStaticBody(position=(0, 0))
        if name == "springs":
            self.anchors = []
            for anchor, center, velocity in springs_layout():
                # No fixture: no collisions. Box2D gives a dynamic body without fixtures a mass of
                # 1; the joint's frequency and damping ratio do not depend on the mass.
                body = world.CreateDynamicBody(
                    position=(center[0] / PTM, center[1] / PTM),
                    linearVelocity=(velocity[0] / PTM, velocity[1] / PTM), fixedRotation=True)
                world.CreateDistanceJoint(
                    bodyA=ground, bodyB=body, localAnchorA=(anchor[0] / PTM, anchor[1] / PTM),
                    localAnchorB=(0, 0), length=SPRINGS_LENGTH / PTM,
                    frequencyHz=SPRINGS_FREQUENCY, dampingRatio=SPRINGS_DAMPING)
                self.bodies.append(body)
                self.anchors.append(anchor)
            warm = SPRINGS_WARMUP
        elif name == "boxes":
            for a, b in bounds_edges(0, 0, BOXES_WIDTH / PTM, BOXES_HEIGHT / PTM):
                ground.CreateFixture(shape=b2.edgeShape(vertices=[a, b]), friction=0, restitution=0)
            half = BOXES_SIZE / 2 / PTM
            for i in range(BOXES_COUNT):
                body = world.CreateDynamicBody(
                    position=((BOXES_SPACING / 2 + BOXES_SPACING * i) / PTM,
                              (BOXES_HEIGHT - BOXES_SIZE / 2 - 5) / PTM),
                    fixedRotation=True)
                body.CreatePolygonFixture(box=(half, half), density=1, friction=0, restitution=0)
                self.bodies.append(body)
            warm = BOXES_WARMUP
        elif name == "stack":
            for a, b in bounds_edges(0, 0, STACK_WIDTH / PTM, STACK_HEIGHT / PTM):
                ground.CreateFixture(
                    shape=b2.edgeShape(vertices=[a, b]), friction=STACK_FRICTION, restitution=0)
            half = STACK_SIZE / 2 / PTM
            for center in stack_layout():
                body = world.CreateDynamicBody(position=(center[0] / PTM, center[1] / PTM))
                body.CreatePolygonFixture(
                    box=(half, half), density=1, friction=STACK_FRICTION, restitution=0)
                self.bodies.append(body)
            warm = STACK_WARMUP
        elif name == "card":
            finger = world.CreateKinematicBody(
                position=(CARD_FINGER_START[0] / PTM, CARD_FINGER_START[1] / PTM),
                linearVelocity=(CARD_FINGER_VELOCITY[0] / PTM, CARD_FINGER_VELOCITY[1] / PTM))
            start = card_start()
            body = world.CreateDynamicBody(
                position=(start[0] / PTM, start[1] / PTM), angularVelocity=CARD_SPIN)
            body.CreatePolygonFixture(
                box=(CARD_SIZE[0] / 2 / PTM, CARD_SIZE[1] / 2 / PTM), density=1, friction=0,
                restitution=0)
            world.CreateDistanceJoint(
                bodyA=finger, bodyB=body, localAnchorA=(0, 0),
                localAnchorB=(CARD_OFFSET[0] / PTM, CARD_OFFSET[1] / PTM), length=0,
                frequencyHz=CARD_FREQUENCY, dampingRatio=CARD_DAMPING)
            self.bodies.append(body)
            warm = CARD_WARMUP
        else:
            for a, b in bounds_edges(0, -SHADE_HEIGHT / PTM, SHADE_WIDTH / PTM, SHADE_HEIGHT / PTM):
                ground.CreateFixture(shape=b2.edgeShape(vertices=[a, b]), friction=0, restitution=0)
            body = world.CreateDynamicBody(
                position=(SHADE_RELEASE[0] / PTM, SHADE_RELEASE[1] / PTM), fixedRotation=True)
            # Box2D mixes restitutions with max(): 0 on the edges leaves the shade's 0.6.
            body.CreatePolygonFixture(
                box=(SHADE_WIDTH / 2 / PTM, SHADE_HEIGHT / 2 / PTM), density=1, friction=0,
                restitution=SHADE_ELASTICITY)
            world.CreateDistanceJoint(
                bodyA=ground, bodyB=body,
                localAnchorA=(SHADE_ANCHOR[0] / PTM, SHADE_ANCHOR[1] / PTM), localAnchorB=(0, 0),
                length=SHADE_LENGTH / PTM, frequencyHz=SHADE_FREQUENCY, dampingRatio=SHADE_DAMPING)
            self.bodies.append(body)
            warm = 0
        self.run(warm)
        if name == "shade":
            self.run(SHADE_FIRST_RUN)
            body = self.bodies[0]
            body.position = (SHADE_RELEASE[0] / PTM, SHADE_RELEASE[1] / PTM)
            body.linearVelocity = (0, 0)
            body.awake = True
            self.run(SHADE_SETTLE)

    def run(self, steps):
        step = self.world.Step
        vi, pi = BOX2D_VELOCITY_ITERATIONS, BOX2D_POSITION_ITERATIONS
        for _ in range(steps):
            step(STEP, vi, pi)

    def summary(self):
        if self.name == "springs":
            return statistics.fmean(
                math.dist((b.position[0] * PTM, b.position[1] * PTM), a)
                for b, a in zip(self.bodies, self.anchors))
        if self.name == "boxes":
            return statistics.fmean(
                BOXES_HEIGHT - (b.position[1] * PTM + BOXES_SIZE / 2) for b in self.bodies)
        if self.name == "stack":
            return stack_summary([b.position[1] * PTM for b in self.bodies])
        if self.name == "card":
            return self.bodies[0].angle
        return self.bodies[0].position[1] * PTM


def time_python_engine_once(make, name, steps):
    """One repeat: build the scene, warm it up, time `steps` steps; returns (ns, summary)."""
    scene = make(name)
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter_ns()
        scene.run(steps)
        end = time.perf_counter_ns()
    finally:
        gc.enable()
    return end - start, scene.summary()


def result(name, steps, repeats, times, summary):
    times = sorted(times)
    best = times[0]
    median = times[len(times) // 2]
    bodies = BODIES[name]
    return {
        "scene": name, "bodies": bodies, "steps": steps, "repeats": repeats,
        "bestNs": best, "medianNs": median, "nsPerStep": best / steps,
        "nsPerBodyStep": best / steps / bodies, "medianNsPerBodyStep": median / steps / bodies,
        "summary": summary,
    }


def python_loop_overhead(steps, repeats):
    """Nanoseconds per step of the timing loop itself: a bound C function called once a step."""
    call = math.fabs
    best = math.inf
    for _ in range(repeats):
        gc.disable()
        start = time.perf_counter_ns()
        for _ in range(steps * 100):
            call(STEP)
        end = time.perf_counter_ns()
        gc.enable()
        best = min(best, (end - start) / (steps * 100))
    return best


def ours_executable(skip_build):
    if not skip_build:
        print("Building DynamicsComparison (swift build -c release)...", file=sys.stderr)
        subprocess.run(
            ["swift", "build", "-c", "release", "--package-path", HERE, "--product", "DynamicsComparison"],
            check=True, stdout=sys.stderr)
    binary = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", HERE, "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip()
    executable = os.path.join(binary, "DynamicsComparison")
    if not os.path.exists(executable):
        sys.exit(f"compare_physics.py: {executable} not found; run without --skip-build")
    return executable


def run_ours_once(executable, steps):
    """One repeat of every scene in our engine; returns {scene: (ns, summary)}."""
    output = subprocess.run(
        [executable, "--steps", str(steps), "--repeats", "1"],
        check=True, capture_output=True, text=True).stdout
    data = json.loads(output)
    return {scene["scene"]: (scene["bestNs"], scene["summary"]) for scene in data["scenes"]}


def run_interleaved(executable, steps, repeats):
    """Every engine's repeats interleaved (round r runs ours, then pymunk, then Box2D, once each
    per scene), so that a burst of load on a shared machine falls on all three alike."""
    times = {engine: {name: [] for name in SCENES} for engine in ENGINES}
    summaries = {engine: {} for engine in ENGINES}
    for round in range(repeats):
        print(f"Round {round + 1} of {repeats}...", file=sys.stderr)
        for name, (ns, summary) in run_ours_once(executable, steps).items():
            times["ours"][name].append(ns)
            summaries["ours"][name] = summary
        for engine, make in (("pymunk", PymunkScene), ("box2d", Box2DScene)):
            for name in SCENES:
                ns, summary = time_python_engine_once(make, name, steps)
                times[engine][name].append(ns)
                summaries[engine][name] = summary
    return {
        engine: {
            name: result(name, steps, repeats, times[engine][name], summaries[engine][name])
            for name in SCENES
        }
        for engine in ENGINES
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=240, help="measured steps per repeat (default 240)")
    parser.add_argument("--repeats", type=int, default=7, help="repeats per scene and engine; the best counts (default 7)")
    parser.add_argument("--skip-build", action="store_true", help="use the existing release build of DynamicsComparison")
    parser.add_argument("--json", metavar="FILE", help="also write every figure to FILE as JSON")
    parser.add_argument("--check", action="store_true", help="exit with status 1 if a target is missed")
    parser.add_argument(
        "--box2d-sleeps", action="store_true",
        help="let Box2D's resting bodies sleep, as this script did before issue 33 (for comparison)")
    args = parser.parse_args()
    global BOX2D_SLEEPS
    BOX2D_SLEEPS = args.box2d_sleeps

    missing = [name for name, module in (("pymunk", pymunk), ("box2d", Box2D)) if module is None]
    if missing:
        sys.exit(
            "compare_physics.py needs the Python packages pymunk and box2d (pybox2d 2.3.10); "
            f"missing: {', '.join(missing)}.\nInstall them with:  pip install pymunk box2d")
    if sys.version_info < (3, 11):
        print(f"warning: written for Python 3.11, running {sys.version.split()[0]}", file=sys.stderr)

    results = run_interleaved(ours_executable(args.skip_build), args.steps, args.repeats)
    ours = results["ours"]
    overhead = python_loop_overhead(args.steps, args.repeats)

    print()
    print(f"pymunk {pymunk.version}, Box2D {Box2D.__version__} (pybox2d), Python {sys.version.split()[0]}; "
          f"step 1/240 s, {args.steps} measured steps after warm-up, best of {args.repeats}")
    print()
    header = ("scene", "bodies", "ours ns/body-step", "pymunk", "Box2D", "pymunk/ours", "Box2D/ours")
    rows = []
    for name in SCENES:
        o = ours[name]["nsPerBodyStep"]
        p = results["pymunk"][name]["nsPerBodyStep"]
        b = results["box2d"][name]["nsPerBodyStep"]
        rows.append((TITLES[name], str(BODIES[name]), f"{o:.1f}", f"{p:.1f}", f"{b:.1f}",
                     f"{p / o:.2f}", f"{b / o:.2f}"))
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]

    def line(row):
        cells = (c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths)))
        return "| " + " | ".join(cells) + " |"

    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    print()
    print("Per step (ns), median of the repeats in ns/body-step, and where each engine left the scene:")
    for name in SCENES:
        o, p, b = ours[name], results["pymunk"][name], results["box2d"][name]
        print(f"  {name:8s} ns/step: ours {o['nsPerStep']:.0f}, pymunk {p['nsPerStep']:.0f}, Box2D {b['nsPerStep']:.0f};"
              f" median ns/body-step: ours {o['medianNsPerBodyStep']:.1f}, pymunk {p['medianNsPerBodyStep']:.1f},"
              f" Box2D {b['medianNsPerBodyStep']:.1f}")
        print(f"  {'':8s} state: ours {o['summary']:.2f}, pymunk {p['summary']:.2f}, Box2D {b['summary']:.2f}"
              f" ({SUMMARIES[name]})")
    print(f"Python loop overhead in the pymunk and Box2D figures: {overhead:.0f} ns per step "
          f"(= per body-step for the shade and the card, {overhead / SPRINGS_COUNT:.2f} for springs, "
          f"{overhead / BOXES_COUNT:.2f} for boxes and the stack)")
    faster = all(
        results[e][n]["nsPerBodyStep"] > ours[n]["nsPerBodyStep"] for e in ("pymunk", "box2d") for n in SCENES)
    print("Target (ours faster per body-step than pymunk and Box2D in every scene):", "met" if faster else "MISSED")
    # Issue 33's target, a ratio of best per-body-step figures measured in this run.
    all_met = faster
    for name in SCENES:
        engine = min(("pymunk", "box2d"), key=lambda e: results[e][name]["nsPerBodyStep"])
        label = "pymunk" if engine == "pymunk" else "Box2D"
        ratio = ours[name]["nsPerBodyStep"] / results[engine][name]["nsPerBodyStep"]
        met = ratio <= RATIO_TARGET
        all_met = all_met and met
        print(f"Target {name}: ours / {label} (the faster) = {ratio:.2f} (at most {RATIO_TARGET}): "
              f"{'met' if met else 'MISSED'}")
    if args.json:
        results["pythonLoopOverheadNsPerStep"] = overhead
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)
    if args.check and not all_met:
        sys.exit(1)


if __name__ == "__main__":
    main()
