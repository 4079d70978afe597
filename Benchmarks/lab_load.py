"""Load on the live lab: 16 pages dragging at 60 Hz; the server's CPU, its latency from each
touch message to the frame that shows it, and the size of every frame message.

usage: python3 Benchmarks/lab_load.py [--lab PATH] [--sessions 16] [--rate 60] [--seconds 20]
                                     [--transitions card,container,…] [--ack] [--rotate]

Starts `transitions-lab --port 0 --measure-latency` (by default the release build,
`.build/release/transitions-lab`; build it first with `swift build -c release --product
transitions-lab`), opens SESSIONS WebSocket sessions on loopback, each a page of the lab's own
origin that configures a catalogue transition (cycling through the catalogue) and then drives it
with one touch message per frame at RATE Hz: a finger that goes down, drags 240 pt over 40
frames, lifts, waits 10 frames, and again, with a `present` before each drag (the engine ignores
it when something is presented). Every session reads everything the server sends.

While the sessions run (after a 2 s warm-up), the server's CPU time is read from
/proc/PID/stat: the report gives it as a share of one core. At the end the server is sent
SIGINT; it closes every session and prints the percentiles of the delays it measured from each
touch message's arrival to the write of the frame that shows it. The largest frame message seen
per transition is reported too.

`--transitions` picks the transitions the sessions cycle through (default: card, container,
modal, pullDown, shade, the mix of the first measurements; `all` is the whole catalogue: push is
pushed and its drag is a pop from the left edge, the sheet has the detents medium and large).
`--ack` makes each page acknowledge its frames as the lab's page does (every 4 frames), so the
server's window of 16 unacknowledged frames is in play. `--rotate` turns each window a quarter
(a `resize` input, as the page's rotate button) after every fourth drag and back after the
next, so frames carry `screen`.

Only the standard library: a minimal WebSocket client (RFC 6455: handshake, masked text frames
out, unmasked frames in). Everything runs on this machine, on 127.0.0.1, and stops by itself.
"""

import argparse
import base64
import json
import os
import signal
import socket
import struct
import subprocess
import sys
import threading
import time

TRANSITIONS = ["card", "container", "modal", "pullDown", "shade"]
CATALOGUE = ["card", "container", "modal", "pullDown", "push", "shade", "sheet", "zoom"]
OPTIONS = {"sheet": {"detents": ["medium", "large"]}}
ACTIONS = {"container": None, "push": "push"}
LANDSCAPE = {"type": "input", "resize": [844, 390], "safeArea": [0, 0, 0, 0]}
PORTRAIT = {"type": "input", "resize": [390, 844], "safeArea": [0, 0, 0, 0]}


class Page:
    """One page: a WebSocket session driven from its own thread."""

    def __init__(self, port, transition, rate, ack=False, rotate=False):
        self.transition = transition
        self.rate = rate
        self.ack = ack
        self.rotate = rotate
        self.acknowledged = 0
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /session HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                   f"Upgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                   f"Origin: http://127.0.0.1:{port}\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("upgrade refused: " + head.decode(errors="replace"))
        self.frames = 0
        self.largest_frame = 0
        self.errors = []
        self.decisions = 0
        self.lock = threading.Lock()
        self.stopping = False
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def send(self, message):
        payload = json.dumps(message, separators=(",", ":")).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        else:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        with self.lock:
            self.sock.sendall(header + mask + masked)

    def receive_exactly(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise EOFError
            data += chunk
        return data

    def read(self):
        try:
            while True:
                first, second = self.receive_exactly(2)
                length = second & 0x7F
                if length == 126:
                    length = struct.unpack(">H", self.receive_exactly(2))[0]
                elif length == 127:
                    length = struct.unpack(">Q", self.receive_exactly(8))[0]
                payload = self.receive_exactly(length)
                opcode = first & 0x0F
                if opcode == 0x8:
                    return
                if opcode != 0x1:
                    continue
                if payload.startswith(b'{"type":"frame"'):
                    self.frames += 1
                    self.largest_frame = max(self.largest_frame, len(payload))
                    if self.ack and self.frames - self.acknowledged >= 4:
                        self.send({"type": "ack", "frames": self.frames})
                        self.acknowledged = self.frames
                elif payload.startswith(b'{"type":"error"'):
                    self.errors.append(json.loads(payload)["message"])
                elif b'"interactionEnded"' in payload:
                    self.decisions += payload.count(b'"interactionEnded"')
        except (EOFError, OSError):
            return

    def drive(self, deadline):
        """Drags until `deadline`: one touch message per frame, stamped on a page clock."""
        self.send({"type": "hello", "displayRate": self.rate})
        self.send({"type": "configure", "transition": self.transition,
                   "options": OPTIONS.get(self.transition, {})})
        interval = 1.0 / self.rate
        start = time.monotonic()
        frame = 0
        horizontal = self.transition in ("container", "push")
        action = ACTIONS.get(self.transition, "present")
        while time.monotonic() < deadline:
            step = frame % 52
            cycle = frame // 52
            now_ms = (time.monotonic() - start) * 1000 + 5000
            if step == 0 and action:
                self.send({"type": "input", "action": action})
            if step == 46 and self.rotate and cycle % 4 in (2, 3):
                self.send(LANDSCAPE if cycle % 4 == 2 else PORTRAIT)
            if step < 42:
                distance = 6.0 * step
                if self.transition == "push":
                    x, y = (5 + distance, 400)
                elif horizontal:
                    x, y = (300 - distance, 400)
                else:
                    x, y = (195, 200 + distance)
                phase = "down" if step == 0 else ("up" if step == 41 else "move")
                self.send({"type": "touch", "phase": phase, "x": x, "y": y, "t": round(now_ms, 3)})
            frame += 1
            next_time = start + frame * interval
            pause = next_time - time.monotonic()
            if pause > 0:
                time.sleep(pause)

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def main():
    parser = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--lab", default=os.path.join(root, ".build/release/transitions-lab"))
    parser.add_argument("--sessions", type=int, default=16)
    parser.add_argument("--rate", type=float, default=60)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--transitions", default=",".join(TRANSITIONS))
    parser.add_argument("--ack", action="store_true")
    parser.add_argument("--rotate", action="store_true")
    args = parser.parse_args()
    transitions = CATALOGUE if args.transitions == "all" else args.transitions.split(",")

    lab = subprocess.Popen([args.lab, "--port", "0", "--measure-latency",
                            "--max-sessions", str(args.sessions)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = lab.stdout.readline().strip()
        port = int(line.rsplit(":", 1)[1].rstrip("/"))
        pages = [Page(port, transitions[i % len(transitions)], args.rate, args.ack, args.rotate)
                 for i in range(args.sessions)]
        deadline = time.monotonic() + args.seconds
        drivers = [threading.Thread(target=p.drive, args=(deadline,)) for p in pages]
        for driver in drivers:
            driver.start()
        time.sleep(2)
        cpu_start, wall_start = cpu_seconds(lab.pid), time.monotonic()
        time.sleep(max(0.5, deadline - time.monotonic() - 0.5))
        cpu_end, wall_end = cpu_seconds(lab.pid), time.monotonic()
        for driver in drivers:
            driver.join()
        time.sleep(0.3)
        errors = [e for p in pages for e in p.errors]
        lab.send_signal(signal.SIGINT)
        summary = lab.stdout.read().strip()
        status = lab.wait(timeout=20)
        for page in pages:
            page.close()
    finally:
        if lab.poll() is None:
            lab.kill()

    share = (cpu_end - cpu_start) / (wall_end - wall_start)
    frames = sum(p.frames for p in pages)
    print(f"sessions: {args.sessions} at {args.rate:g} Hz for {args.seconds:g} s "
          f"({', '.join(sorted(set(p.transition for p in pages)))})")
    print(f"server CPU: {share * 100:.1f}% of one core over {wall_end - wall_start:.1f} s")
    print(f"frames received: {frames} ({frames / args.seconds:.0f}/s); "
          f"releases decided: {sum(p.decisions for p in pages)}")
    print("largest frame message per transition: " + ", ".join(
        f"{t} {max(p.largest_frame for p in pages if p.transition == t)} B"
        for t in sorted(set(p.transition for p in pages))))
    print(f"errors from the server: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(summary)
    print(f"server exit status: {status}")
    return 0 if status == 0 and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
