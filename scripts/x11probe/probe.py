#!/usr/bin/python3
"""x11probe: black-box startup / idle-CPU / drag-latency / memory probe for
one X11 program that shows a draggable "card" (modal sheet).

It knows nothing about the program except what is on screen and in /proc:

  1. spawns the program (own session, DISPLAY set), waits for a new
     top-level window to be mapped (MapNotify on the root) and for its first
     non-blank paint (polls XGetImage until the window is not one colour);
  2. lets it settle, then measures the CPU time its process tree uses while
     idle (utime+stime+cutime+cstime from /proc/PID/stat, whole tree);
  3. presses button 1 at --grab with XTEST, moves the pointer in --dy steps
     (a triangle wave bounded by --max-travel, so the card is never dragged
     far enough to be dismissed), and for every step measures the time from
     the fake motion (after XSync) until the pixel column --watch-col shows
     the card's top edge at its new row; then drags back and releases;
  4. reports latency p50/p95/max, drag CPU, peak RSS of the tree, and writes
     one JSON object plus one human-readable line.

Use a private X server without a window manager (e.g. Xvfb :91), see
README.md. Only python3 + python3-xlib (Debian) are needed.
"""
import argparse
import json
import os
import random
import select
import shlex
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

try:
    from Xlib import X, Xatom, display as xdisplay, error as xerror
    from Xlib.ext import xtest
except ImportError:  # pragma: no cover
    sys.exit("probe.py needs python3-xlib (apt-get install python3-xlib) "
             "and should run with /usr/bin/python3")

CLK_TCK = os.sysconf("SC_CLK_TCK")
PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024
now = time.perf_counter


# --------------------------------------------------------------------------
# /proc helpers: process tree, CPU and memory
# --------------------------------------------------------------------------
def _read_stat(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            s = f.read().decode("ascii", "replace")
    except OSError:
        return None
    rest = s[s.rfind(")") + 2:].split()
    # rest[0]=state 1=ppid 2=pgrp 3=session ... 11=utime 12=stime 13=cutime 14=cstime
    return {
        "state": rest[0], "ppid": int(rest[1]), "sid": int(rest[3]),
        "ticks": int(rest[11]) + int(rest[12]) + int(rest[13]) + int(rest[14]),
    }


def all_stats():
    out = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            st = _read_stat(int(name))
            if st is not None:
                out[int(name)] = st
    return out


def tree_of(root_pid, stats=None):
    """PIDs of root_pid, its descendants, and anything still in its session
    (start_new_session=True makes the session id == root_pid, which also
    catches daemonised helpers that were re-parented to init)."""
    stats = stats if stats is not None else all_stats()
    kids = {}
    for pid, st in stats.items():
        kids.setdefault(st["ppid"], []).append(pid)
    seen, todo = set(), [root_pid]
    while todo:
        p = todo.pop()
        if p in seen or p not in stats:
            continue
        seen.add(p)
        todo.extend(kids.get(p, []))
    for pid, st in stats.items():
        if st["sid"] == root_pid:
            seen.add(pid)
    return sorted(seen)


def _task_ns(pid):
    """Nanoseconds on CPU of the live threads of pid (/proc/PID/task/*/schedstat)."""
    total = 0
    try:
        tids = os.listdir("/proc/%d/task" % pid)
    except OSError:
        return 0
    for tid in tids:
        try:
            with open("/proc/%d/task/%s/schedstat" % (pid, tid)) as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total


class Cpu:
    """CPU snapshot of a process tree.

    s:      utime+stime+cutime+cstime of every live process in the tree, in
            seconds (clock ticks, 10 ms resolution). A child that exits and is
            reaped by a parent in the tree moves its time into that parent's
            cutime/cstime, so the sum stays monotonic.
    fine_s: sum of /proc/PID/task/*/schedstat (ns resolution) over the live
            threads; misses threads that exited between two snapshots."""

    def __init__(self, root_pid):
        stats = all_stats()
        pids = tree_of(root_pid, stats)
        live = [p for p in pids if stats[p]["state"] != "Z"]
        self.s = sum(stats[p]["ticks"] for p in live) / CLK_TCK
        self.fine_s = sum(_task_ns(p) for p in live) / 1e9
        self.n = len(pids)

    def __sub__(self, other):
        return {"cpu_s": round(self.s - other.s, 3),
                "cpu_fine_s": round(self.fine_s - other.fine_s, 4)}


class ServerClock:
    """(modal-kit) The X server's CPU (schedstat ns of its threads) at the probe's phase
    boundaries: where in a run the server's time goes. Only the drag phase is the
    measured figure; the others show why a count over a whole run is larger (the settle's
    full-window grabs every 20 ms, the startup's paint polls, the press and release)."""

    def __init__(self, pid):
        self.pid = pid
        self.marks = []

    def mark(self, phase):
        """Ends `phase` now (the first mark, at spawn, starts the run)."""
        if self.pid:
            self.marks.append((phase, _task_ns(self.pid) / 1e9))

    def phases(self):
        out = {phase: round(t - t0, 4) for (_, t0), (phase, t) in zip(self.marks, self.marks[1:])}
        if len(self.marks) > 1:
            out["whole_run"] = round(self.marks[-1][1] - self.marks[0][1], 4)
        return out


def pid_cpu_s(pid):
    st = _read_stat(pid) if pid else None
    return st["ticks"] / CLK_TCK if st else None


def _status_kb(pid, key):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _pss_kb(pid):
    try:
        with open("/proc/%d/smaps_rollup" % pid) as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def tree_memory(root_pid):
    pids = tree_of(root_pid)
    procs = []
    for p in pids:
        try:
            with open("/proc/%d/comm" % p) as f:
                comm = f.read().strip()
        except OSError:
            comm = "?"
        procs.append({"pid": p, "comm": comm,
                      "vmhwm_kb": _status_kb(p, "VmHWM"),
                      "vmrss_kb": _status_kb(p, "VmRSS"),
                      "pss_kb": _pss_kb(p)})
    mb = lambda kb: round(kb / 1024.0, 1)
    main = [q for q in procs if q["pid"] == root_pid]
    return {
        "nprocs": len(procs),
        "main_vmhwm_mb": mb(main[0]["vmhwm_kb"]) if main else None,
        "tree_vmhwm_mb": mb(sum(q["vmhwm_kb"] for q in procs)),
        "tree_vmrss_mb": mb(sum(q["vmrss_kb"] for q in procs)),
        "tree_pss_mb": mb(sum(q["pss_kb"] for q in procs)),
        "procs": procs,
    }


def terminate_tree(proc, grace=3.0):
    """SIGTERM every PID of the tree we started (one by one, by PID), then
    SIGKILL what is left after `grace` seconds."""
    root = proc.pid
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 2.0)):
        pids = tree_of(root)
        if proc.poll() is None and root not in pids:
            pids.append(root)
        if not pids:
            break
        for p in pids:
            try:
                os.kill(p, sig)
            except ProcessLookupError:
                pass
        deadline = now() + wait
        while now() < deadline:
            proc.poll()
            alive = [p for p in tree_of(root) if (_read_stat(p) or {}).get("state") != "Z"]
            if proc.returncode is not None and not alive:
                break
            time.sleep(0.05)
    try:
        proc.wait(timeout=2)
    except subprocess.TimeoutExpired:
        pass
    return [p for p in tree_of(root) if (_read_stat(p) or {}).get("state") != "Z"]


# --------------------------------------------------------------------------
# X helpers
# --------------------------------------------------------------------------
def pctl(values, q):
    """Linear-interpolated percentile (numpy's default), q in [0,100]."""
    v = sorted(values)
    if not v:
        return None
    k = (len(v) - 1) * q / 100.0
    lo, hi = int(k), min(int(k) + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def summary(values):
    if not values:
        return None
    return {"n": len(values), "min": round(min(values), 3),
            "p50": round(pctl(values, 50), 3), "p95": round(pctl(values, 95), 3),
            "max": round(max(values), 3), "mean": round(sum(values) / len(values), 3)}


def write_png(path, w, h, bgrx):
    """Tiny PNG writer for 32bpp BGRX ZPixmap data (debug screenshots)."""
    stride = len(bgrx) // h
    raw = bytearray()
    for y in range(h):
        row = bgrx[y * stride: y * stride + w * 4]
        rgb = bytearray(w * 3)
        rgb[0::3] = row[2::4]
        rgb[1::3] = row[1::4]
        rgb[2::3] = row[0::4]
        raw += b"\x00" + rgb

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 6)))
        f.write(chunk(b"IEND", b""))


class Screen:
    last = None

    def __init__(self, name):
        Screen.last = self
        self.d = xdisplay.Display(name)
        if not self.d.has_extension("XTEST"):
            raise SystemExit("X server %s has no XTEST extension" % name)
        scr = self.d.screen()
        self.root = scr.root
        self.sw, self.sh = scr.width_in_pixels, scr.height_in_pixels
        if scr.root_depth not in (24, 32):
            raise SystemExit("need a 24/32-bit TrueColor screen (Xvfb -screen 0 WxHx24)")
        self.root.change_attributes(event_mask=X.SubstructureNotifyMask)
        self.a_pid = self.d.intern_atom("_NET_WM_PID")
        self.a_name = self.d.intern_atom("_NET_WM_NAME")
        self.d.sync()

    # ---- pixels (32bpp BGRX ZPixmap, read from the root = what is shown) --
    def grab(self, x, y, w, h):
        return self.root.get_image(x, y, w, h, X.ZPixmap, 0xffffffff).data

    # ---- fake input -------------------------------------------------------
    def motion(self, x, y):
        xtest.fake_input(self.d, X.MotionNotify, detail=0, x=int(x), y=int(y))
        self.d.sync()

    def button(self, press, b=1):
        xtest.fake_input(self.d, X.ButtonPress if press else X.ButtonRelease, detail=b)
        self.d.sync()

    # ---- windows ----------------------------------------------------------
    def toplevels(self):
        return [w.id for w in self.root.query_tree().children]

    def win(self, wid):
        return self.d.create_resource_object("window", wid)

    def describe(self, wid):
        w = self.win(wid)
        try:
            attr = w.get_attributes()
            g = w.get_geometry()
            pos = w.translate_coords(self.root, 0, 0)
            x, y = -pos.x, -pos.y
            name = None
            try:
                p = w.get_full_property(self.a_name, 0)
                name = p.value.decode("utf-8", "replace") if p else w.get_wm_name()
            except Exception:
                name = None
            pidp = w.get_full_property(self.a_pid, Xatom.CARDINAL)
            return {"id": wid, "viewable": attr.map_state == X.IsViewable,
                    "override_redirect": bool(attr.override_redirect),
                    "x": x, "y": y, "w": g.width, "h": g.height,
                    "name": name if isinstance(name, str) else (name.decode() if name else None),
                    "pid": int(pidp.value[0]) if pidp and len(pidp.value) else None}
        except xerror.XError:
            return None

    def wait_readable(self, timeout):
        if self.d.pending_events():
            return
        select.select([self.d.fileno()], [], [], timeout)


# --------------------------------------------------------------------------
# the probe
# --------------------------------------------------------------------------
def parse_xy(s):
    a, b = s.split(",")
    return int(a), int(b)


def parse_wh(s):
    a, b = s.lower().split("x")
    return int(a), int(b)


def uniform(img):
    """True if every pixel of a 32bpp BGRX image has the same B, G and R."""
    if img[:4] * (len(img) // 4) == img:
        return True
    for k in range(3):           # the pad byte may differ: compare per channel
        ch = img[k::4]
        if ch.count(ch[0:1]) != len(ch):
            return False
    return True


def grab_rows(scr, x, y, w, h, n):
    """N full-width rows of the window, spread evenly from its top to its bottom, as one image."""
    n = max(1, min(n, h))
    rows = sorted({(h - 1) * k // max(1, n - 1) for k in range(n)} if n > 1 else {h // 2})
    return b"".join(scr.grab(x, y + r, w, 1) for r in rows)


def color_dist(buf, off, c):
    return max(abs(buf[off] - c[0]), abs(buf[off + 1] - c[1]), abs(buf[off + 2] - c[2]))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--display", default=os.environ.get("DISPLAY", ":91"),
                    help="X display to use (a private Xvfb without WM), default $DISPLAY or :91")
    ap.add_argument("--cmd", required=True, help="program and arguments (shlex-split, no shell)")
    ap.add_argument("--env", action="append", default=[], metavar="K=V",
                    help="extra environment for the program (repeatable)")
    ap.add_argument("--cwd", default=None, help="working directory for the program")
    ap.add_argument("--label", default=None, help="name used in the output (default: program basename)")
    ap.add_argument("--log", default=None, help="file for the program's stdout/stderr (default: temp file)")
    # geometry of the thing to drag (all window-relative)
    ap.add_argument("--grab", type=parse_xy, default=(200, 130), metavar="X,Y",
                    help="window-relative point to press on the card (default 200,130)")
    ap.add_argument("--edge-y", type=int, default=100,
                    help="nominal window-relative y of the card's top edge (default 100)")
    ap.add_argument("--watch-col", type=int, default=320,
                    help="window-relative x of the pixel column watched for the edge; pick a "
                         "column where the card is plain just below its top edge (default 320)")
    ap.add_argument("--edge-search", type=int, default=16,
                    help="how far (px) the real edge may be from --edge-y (default 16)")
    ap.add_argument("--card-sample-dy", type=int, default=10,
                    help="card colour is sampled this many px below --edge-y (default 10)")
    ap.add_argument("--card-inset", type=int, default=6,
                    help="rows below the edge that must be card-coloured (default 6)")
    ap.add_argument("--color-tol", type=int, default=24,
                    help="per-channel tolerance for 'card colour' (default 24)")
    ap.add_argument("--edge-tol", type=int, default=1,
                    help="accept the edge within +-N px of the expected row (default 1, "
                         "clamped so it can never match the previous position)")
    ap.add_argument("--detect", choices=["auto", "edge", "change"], default="auto",
                    help="edge: wait for the edge at the expected row; change: wait for any "
                         "change around the edge; auto: edge if it can be located (default)")
    ap.add_argument("--window-name", default=None, help="only accept a window whose name contains this")
    ap.add_argument("--min-size", type=parse_wh, default=(100, 100), metavar="WxH",
                    help="ignore new top-level windows smaller than this (default 100x100)")
    ap.add_argument("--expect-size", type=parse_wh, default=None, metavar="WxH",
                    help="warn if the window is not this size")
    # drag
    ap.add_argument("--steps", type=int, default=60, help="measured motion steps (default 60)")
    ap.add_argument("--dy", type=int, default=4, help="px per step (default 4)")
    ap.add_argument("--max-travel", type=int, default=120,
                    help="the pointer goes down to this offset and back up (triangle wave), "
                         "so the card never travels more than this (default 120)")
    ap.add_argument("--pre-travel", type=int, default=0, metavar="PX",
                    help="(modal-kit) after pressing, move the pointer PX down in --dy steps, unmeasured, "
                         "before learning the edge: past a pan's slop, or to where a curved transition moves "
                         "every step (default 0)")
    ap.add_argument("--watch-rows", type=parse_xy, default=None, metavar="LO,HI",
                    help="(modal-kit) with --detect change: watch these window rows of --watch-col instead of "
                         "a strip around the expected edge (for motion that does not follow the pointer 1:1)")
    ap.add_argument("--gap-ms", type=float, default=20.0, help="pause after each detected step (default 20)")
    ap.add_argument("--jitter-ms", type=float, default=17.0,
                    help="random extra pause 0..N ms so steps land at random frame phases (default 17)")
    ap.add_argument("--step-timeout-ms", type=float, default=1000.0, help="give up on a step after this (default 1000)")
    ap.add_argument("--poll-fast-ms", type=float, default=2.0,
                    help="poll without sleeping for this long after each motion (default 2)")
    ap.add_argument("--poll-us", type=float, default=400.0,
                    help="then sleep this long between polls (default 400 us)")
    ap.add_argument("--seed", type=int, default=1)
    # phases
    ap.add_argument("--startup-timeout", type=float, default=30.0)
    ap.add_argument("--paint-poll-ms", type=float, default=2.0, help="poll period while waiting for first paint")
    ap.add_argument("--paint-rows", type=int, default=0, metavar="N",
                    help="(modal-kit) while waiting for first paint, grab N full-width rows spread evenly over the "
                         "window instead of the whole window (0, the default: the whole window). A whole "
                         "3840x2160 window takes python-xlib about a second to read, so the first paint seen "
                         "lags the real one by up to a second, for every program alike")
    ap.add_argument("--settle", type=float, default=2.0, help="seconds after first paint before the idle window (default 2)")
    ap.add_argument("--idle", type=float, default=3.0, help="idle-CPU window in seconds (default 3)")
    ap.add_argument("--xserver-pid", type=int, default=None,
                    help="PID of the X server: also report its CPU during idle and drag "
                         "(server-side rendering, e.g. cairo-xlib/XRender, is not in the program's tree)")
    ap.add_argument("--poll-calibration", type=int, default=300, metavar="N",
                    help="(modal-kit) with --xserver-pid: after the drag, grab the drag's strip N times back to "
                         "back and report what one grab costs the X server and the drag's polls in all "
                         "(xserver_us_per_grab, xserver_polling_s; 0: skip)")
    ap.add_argument("--shots", default=None, metavar="DIR", help="save PNG screenshots of the window into DIR")
    ap.add_argument("--inspect", action="store_true",
                    help="only start the program, let it settle, save a screenshot and print the "
                         "colour runs down --watch-col and across the row --edge-y+--card-sample-dy "
                         "(to choose --edge-y/--watch-col/--grab for a new program), then stop it")
    ap.add_argument("--json", default=None, metavar="FILE", help="write the JSON result here ('-' = stdout)")
    ap.add_argument("--keep-samples", action="store_true", help="include every step in the JSON")
    a = ap.parse_args(argv)

    rnd = random.Random(a.seed)
    argv_cmd = shlex.split(a.cmd)
    label = a.label or os.path.basename(argv_cmd[0])
    res = {"label": label, "cmd": a.cmd, "env": a.env, "display": a.display,
           "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
           "host": {"nproc": os.cpu_count(), "loadavg_before": os.getloadavg()},
           "params": {k: v for k, v in vars(a).items() if k not in ("cmd", "env", "json")},
           "errors": [], "warnings": [], "ok": False}
    scr = Screen(a.display)
    if a.shots:
        os.makedirs(a.shots, exist_ok=True)

    # park the pointer in a corner so hover effects cannot disturb startup
    scr.motion(scr.sw - 1, scr.sh - 1)
    before = set(scr.toplevels())
    while scr.d.pending_events():
        scr.d.next_event()

    env = dict(os.environ)
    env["DISPLAY"] = a.display
    for kv in a.env:
        k, _, v = kv.partition("=")
        env[k] = v
    logf = open(a.log, "wb") if a.log else tempfile.NamedTemporaryFile(prefix="x11probe-", suffix=".log", delete=False)
    res["log"] = logf.name

    server = ServerClock(a.xserver_pid)
    server.mark("spawn")
    t_spawn = now()
    proc = subprocess.Popen(argv_cmd, env=env, cwd=a.cwd, stdin=subprocess.DEVNULL,
                            stdout=logf, stderr=subprocess.STDOUT, start_new_session=True)
    res["pid"] = proc.pid
    ms = lambda t: round((t - t_spawn) * 1000.0, 2)
    win = None
    try:
        # ---------------------------------------------------------- a. map
        deadline = t_spawn + a.startup_timeout
        t_map, last_scan = None, 0.0
        tree_cache = (0.0, [])
        rejected = set()

        def acceptable(wid):
            nonlocal tree_cache
            if wid in before or wid in rejected:
                return None
            info = scr.describe(wid)
            if not info or not info["viewable"]:
                return None
            if info["w"] < a.min_size[0] or info["h"] < a.min_size[1]:
                rejected.add(wid)
                return None
            if a.window_name and a.window_name not in (info["name"] or ""):
                return None
            if info["pid"] is not None:
                if now() - tree_cache[0] > 0.05:
                    tree_cache = (now(), tree_of(proc.pid))
                if info["pid"] not in tree_cache[1]:
                    return None
            return info

        while win is None:
            t = now()
            if t > deadline:
                raise RuntimeError("no window mapped within %.0fs" % a.startup_timeout)
            if proc.poll() is not None:
                raise RuntimeError("program exited with %s before mapping a window" % proc.returncode)
            scr.wait_readable(0.002)
            while scr.d.pending_events() and win is None:
                ev = scr.d.next_event()
                if ev.type == X.ConfigureNotify:      # a too-small window may grow
                    rejected.discard(ev.window.id)
                    ev_type = X.MapNotify
                else:
                    ev_type = ev.type
                if ev_type == X.MapNotify:
                    info = acceptable(ev.window.id)
                    if info:
                        win, t_map = info, now()
            if win is None and t - last_scan > 0.05:   # belt and braces
                last_scan = t
                for wid in scr.toplevels():
                    info = acceptable(wid)
                    if info:
                        win, t_map = info, now()
                        break
        res["window"] = {k: win[k] for k in ("id", "x", "y", "w", "h", "name", "pid", "override_redirect")}

        def clip_rect(info):
            x0, y0 = max(info["x"], 0), max(info["y"], 0)
            x1, y1 = min(info["x"] + info["w"], scr.sw), min(info["y"] + info["h"], scr.sh)
            return x0, y0, max(x1 - x0, 1), max(y1 - y0, 1)

        # ---------------------------------------------------- a. first paint
        t_paint, img, polls = None, None, 0
        while t_paint is None:
            if now() > deadline:
                raise RuntimeError("window never painted non-blank within %.0fs" % a.startup_timeout)
            info = scr.describe(win["id"]) or win
            x, y, w, h = clip_rect(info)
            try:
                img = grab_rows(scr, x, y, w, h, a.paint_rows) if a.paint_rows > 0 else scr.grab(x, y, w, h)
            except xerror.XError:
                img = None
            polls += 1
            if img and not uniform(img):
                t_paint = now()
                break
            time.sleep(a.paint_poll_ms / 1000.0)
        win = scr.describe(win["id"]) or win
        res["window"].update({k: win[k] for k in ("x", "y", "w", "h", "name")})
        if a.expect_size and (win["w"], win["h"]) != tuple(a.expect_size):
            res["warnings"].append("window is %dx%d, expected %dx%d" % (win["w"], win["h"], *a.expect_size))
        if a.shots:
            if a.paint_rows > 0:    # the rows are not a picture: take the whole window now
                img = scr.grab(x, y, w, h)
            write_png(os.path.join(a.shots, label + "-1-first-paint.png"), w, h, img)

        # --------------------------------------------- settle + b. idle CPU
        rect = clip_rect(win)
        last_hash, t_last_change = hash(img), t_paint
        changes_idle = 0

        def sample_until(t_end, period, counting):
            nonlocal last_hash, t_last_change, changes_idle
            while True:
                t = now()
                if t >= t_end:
                    return
                im = scr.grab(*rect)
                hh = hash(im)
                if hh != last_hash:
                    last_hash, t_last_change = hh, now()
                    if counting:
                        changes_idle += 1
                time.sleep(min(period, max(0.0, t_end - now())))

        server.mark("startup")
        sample_until(t_paint + a.settle, 0.02, False)
        server.mark("settle")
        if a.inspect:
            res["startup"] = {"map_ms": ms(t_map), "first_paint_ms": ms(t_paint),
                              "visually_complete_ms": ms(t_last_change)}
            res["inspect"] = inspect(scr, win, a, label)
            res["ok"] = True
            return finish(res, a, proc, logf)
        cpu0, xs0 = Cpu(proc.pid), pid_cpu_s(a.xserver_pid)
        t_idle0 = now()
        sample_until(t_idle0 + a.idle, 0.25, True)
        cpu1, xs1 = Cpu(proc.pid), pid_cpu_s(a.xserver_pid)
        server.mark("idle")
        t_idle1 = now()
        idle = cpu1 - cpu0
        res["startup"] = {"map_ms": ms(t_map), "first_paint_ms": ms(t_paint),
                          "visually_complete_ms": ms(t_last_change),
                          "paint_polls": polls,
                          "note": "first_paint = first poll where the window is not one colour; "
                                  "visually_complete = last change seen before the idle window ended "
                                  "(20 ms sampling during settle, 250 ms during idle)"}
        res["idle"] = {"seconds": round(t_idle1 - t_idle0, 3), "cpu_s": idle["cpu_s"],
                       "cpu_fine_s": idle["cpu_fine_s"],
                       "cpu_s_per_3s": round(idle["cpu_s"] * 3.0 / (t_idle1 - t_idle0), 3),
                       "xserver_cpu_s": round(xs1 - xs0, 3) if xs0 is not None and xs1 is not None else None,
                       "visual_changes": changes_idle, "nprocs": cpu1.n,
                       "cpu_since_spawn_s": round(cpu1.s, 3)}
        if changes_idle:
            res["warnings"].append("window changed %d times during the idle window (animation?)" % changes_idle)
        if a.shots:
            write_png(os.path.join(a.shots, label + "-2-settled.png"), rect[2], rect[3], scr.grab(*rect))

        # ------------------------------------------------------------ c. drag
        wx, wy, ww, wh = win["x"], win["y"], win["w"], win["h"]
        gx, gy = wx + a.grab[0], wy + a.grab[1]
        col = wx + a.watch_col
        if not (0 <= a.watch_col < ww and 0 <= a.grab[0] < ww and 0 <= a.grab[1] < wh):
            raise RuntimeError("--grab/--watch-col outside the %dx%d window" % (ww, wh))
        scr.motion(gx, gy)
        time.sleep(0.15)
        scr.button(True)
        time.sleep(0.15)
        pre = 0
        while pre < a.pre_travel:
            pre = min(a.pre_travel, pre + a.dy)
            scr.motion(gx, gy + pre)
            time.sleep(0.02)
        if a.pre_travel:
            time.sleep(0.3)
        gy += pre

        def strip(lo, hi):
            lo, hi = max(lo, 0), min(hi, wh)
            return lo, scr.grab(col, wy + lo, 1, hi - lo)

        # learn the card colour and the real edge row from the column
        edge_y = a.edge_y + pre   # a card that follows the pointer has moved by the pre-travel
        s_lo, s = strip(edge_y - a.edge_search - 2, edge_y + a.card_sample_dy + a.card_inset + 2)
        sample_row = edge_y + a.card_sample_dy
        off = (sample_row - s_lo) * 4
        card = tuple(s[off:off + 3])
        r = sample_row
        while r - 1 >= s_lo and color_dist(s, (r - 1 - s_lo) * 4, card) <= a.color_tol:
            r -= 1
        y0 = r
        mode = a.detect
        edge_ok = (abs(y0 - edge_y) <= a.edge_search and y0 - 1 >= s_lo and
                   color_dist(s, (y0 - 1 - s_lo) * 4, card) > a.color_tol and
                   sample_row - y0 + 1 >= 2)
        if mode == "auto":
            mode = "edge" if edge_ok else "change"
            if not edge_ok:
                res["warnings"].append("could not locate the card edge near y=%d at x=%d "
                                       "(card colour %s): falling back to change detection"
                                       % (edge_y, a.watch_col, card))
        elif mode == "edge" and not edge_ok:
            raise RuntimeError("could not locate the card edge near y=%d in column x=%d" % (edge_y, a.watch_col))
        if mode == "change":
            y0 = edge_y
        if a.shots:
            write_png(os.path.join(a.shots, label + "-3-pressed.png"), ww, wh, scr.grab(wx, wy, ww, wh))

        inset = a.card_inset
        tol_px_base = a.edge_tol

        def edge_at(buf, lo, n, exp, tolpx):
            for e in sorted(range(exp - tolpx, exp + tolpx + 1), key=lambda v: abs(v - exp)):
                if e - 1 < lo or e + inset > lo + n:
                    continue
                if color_dist(buf, (e - 1 - lo) * 4, card) <= a.color_tol:
                    continue
                if all(color_dist(buf, (e + k - lo) * 4, card) <= a.color_tol for k in range(inset)):
                    return True
            return False

        samples, lat, first_change, timeouts, poll_periods = [], [], [], 0, []
        offset, direction = 0, 1
        margin = 4
        cpu_d0, xd0 = Cpu(proc.pid), pid_cpu_s(a.xserver_pid)
        xf0 = _task_ns(a.xserver_pid) / 1e9 if a.xserver_pid else None
        server.mark("press_and_pre_travel")
        ru0 = os.times()
        t_d0 = now()
        for i in range(a.steps):
            nxt = offset + direction * a.dy
            if nxt > a.max_travel or nxt < 0:
                direction = -direction
                nxt = offset + direction * a.dy
            prev_e, exp = y0 + offset, y0 + nxt
            lo = min(prev_e, exp) - margin
            hi = max(prev_e, exp) + inset + margin
            if mode == "change" and a.watch_rows:
                lo, hi = a.watch_rows
            lo_c, base = strip(lo, hi)
            n = len(base) // 4
            tolpx = max(0, min(tol_px_base, (abs(nxt - offset) - 1) // 2))
            t_send = now()
            scr.motion(gx, gy + nxt)
            t0 = now()
            t_chg = t_hit = None
            npoll = 0
            while True:
                buf = scr.grab(col, wy + lo_c, 1, n)
                t = now()
                npoll += 1
                if t_chg is None and buf != base:
                    t_chg = t
                if mode == "edge":
                    if t_chg is not None and edge_at(buf, lo_c, n, exp, tolpx):
                        t_hit = t
                        break
                elif t_chg is not None:
                    t_hit = t_chg
                    break
                if t - t0 > a.step_timeout_ms / 1000.0:
                    break
                if t - t0 > a.poll_fast_ms / 1000.0:
                    time.sleep(a.poll_us / 1e6)
            if t_hit is None:
                timeouts += 1
            else:
                lat.append((t_hit - t0) * 1000.0)
                poll_periods.append((t_hit - t0) * 1000.0 / npoll)
            if t_chg is not None:
                first_change.append((t_chg - t0) * 1000.0)
            samples.append({"i": i, "offset": nxt,
                            "latency_ms": round((t_hit - t0) * 1000.0, 3) if t_hit else None,
                            "first_change_ms": round((t_chg - t0) * 1000.0, 3) if t_chg else None,
                            "sync_ms": round((t0 - t_send) * 1000.0, 3), "polls": npoll})
            offset = nxt
            if a.shots and offset == a.max_travel:
                write_png(os.path.join(a.shots, label + "-4-dragged.png"), ww, wh, scr.grab(wx, wy, ww, wh))
            time.sleep((a.gap_ms + rnd.uniform(0, a.jitter_ms)) / 1000.0)
        t_d1 = now()
        cpu_d1, xd1 = Cpu(proc.pid), pid_cpu_s(a.xserver_pid)
        xf1 = _task_ns(a.xserver_pid) / 1e9 if a.xserver_pid else None
        ru1 = os.times()
        server.mark("drag")
        dcpu = cpu_d1 - cpu_d0
        grabs = sum(q["polls"] for q in samples) + len(samples)   # the polls, and each step's base strip
        # drag back to the start (unmeasured) and release there
        while offset > -pre:
            offset = max(-pre, offset - a.dy)
            scr.motion(gx, gy + offset)
            time.sleep(0.01)
        time.sleep(0.2)
        scr.button(False)
        time.sleep(0.5)
        scr.motion(scr.sw - 1, scr.sh - 1)
        time.sleep(0.1)
        back = None
        if mode == "edge":
            s_lo2, s2 = strip(y0 - pre - 6, y0 - pre + inset + 6)
            back = edge_at(s2, s_lo2, len(s2) // 4, y0 - pre, 1)
        if back is False:
            res["warnings"].append("after release the card edge is not back at y=%d (dismissed or moved?)" % (y0 - pre))
        server.mark("release")
        # (modal-kit) What one of the drag's polls costs the X server: the same strip
        # grabbed back to back with nothing else happening (the program at rest).
        poll_s = None
        if a.xserver_pid and a.poll_calibration > 0 and samples:
            c0 = _task_ns(a.xserver_pid)
            for _ in range(a.poll_calibration):
                scr.grab(col, wy + lo_c, 1, n)
            poll_s = (_task_ns(a.xserver_pid) - c0) / 1e9 / a.poll_calibration
        server.mark("poll_calibration")
        if a.shots:
            write_png(os.path.join(a.shots, label + "-5-released.png"), ww, wh, scr.grab(wx, wy, ww, wh))
        drag_wall = t_d1 - t_d0
        res["drag"] = {
            "mode": mode, "edge_y_detected": y0, "card_rgb": [card[2], card[1], card[0]],
            "watch_col": a.watch_col, "grab": list(a.grab), "steps": a.steps, "dy": a.dy,
            "max_travel": a.max_travel, "pre_travel": pre,
            "latency_ms": summary(lat), "first_change_ms": summary(first_change),
            "timeouts": timeouts,
            "poll_period_ms": summary(poll_periods),
            "cpu_s": dcpu["cpu_s"], "cpu_fine_s": dcpu["cpu_fine_s"], "wall_s": round(drag_wall, 3),
            "cpu_ms_per_step": round(dcpu["cpu_s"] * 1000.0 / max(1, a.steps), 3),
            "cpu_fine_ms_per_step": round(dcpu["cpu_fine_s"] * 1000.0 / max(1, a.steps), 3),
            "cpu_pct_of_one_core": round(100.0 * dcpu["cpu_s"] / drag_wall, 1) if drag_wall > 0 else None,
            "xserver_cpu_s": round(xd1 - xd0, 3) if xd0 is not None and xd1 is not None else None,
            "xserver_cpu_fine_s": round(xf1 - xf0, 4) if xf0 is not None and xf1 is not None else None,
            "probe_cpu_s": round((ru1.user + ru1.system) - (ru0.user + ru0.system), 3),
            "probe_grabs": grabs,
            "xserver_us_per_grab": round(poll_s * 1e6, 2) if poll_s is not None else None,
            "xserver_polling_s": round(poll_s * grabs, 4) if poll_s is not None else None,
            "card_back_at_start": back, "nprocs": cpu_d1.n,
        }
        if a.keep_samples:
            res["drag"]["samples"] = samples
        if timeouts:
            res["warnings"].append("%d of %d steps timed out (> %.0f ms)" % (timeouts, a.steps, a.step_timeout_ms))

        # ------------------------------------------------------- memory
        mem = tree_memory(proc.pid)
        res["memory"] = {k: v for k, v in mem.items() if k != "procs"}
        res["memory"]["procs"] = [{"pid": q["pid"], "comm": q["comm"],
                                   "vmhwm_mb": round(q["vmhwm_kb"] / 1024, 1),
                                   "pss_mb": round(q["pss_kb"] / 1024, 1)} for q in mem["procs"]]
        res["ok"] = timeouts < a.steps
        res["xserver_cpu_by_phase_s"] = server.phases()
    except Exception as e:  # report, never leave the program running
        res["errors"].append("%s: %s" % (type(e).__name__, e))
    except BaseException:   # Ctrl-C: still stop what we started
        terminate_tree(proc)
        raise
    return finish(res, a, proc, logf)


def finish(res, a, proc, logf):
    # release the button in case we died mid-drag, stop what we started
    try:
        xtest.fake_input(Screen.last.d, X.ButtonRelease, detail=1)
        Screen.last.d.sync()
    except Exception:
        pass
    left = terminate_tree(proc)
    res["exit_code"] = proc.returncode
    if left:
        res["warnings"].append("processes still alive after SIGKILL: %s" % left)
    logf.close()
    if res["errors"]:
        try:
            with open(res["log"], "rb") as f:
                res["log_tail"] = f.read()[-2000:].decode("utf-8", "replace")
        except OSError:
            pass
    elif not a.log:           # our temp log: keep it only when something failed
        try:
            os.unlink(res["log"])
        except OSError:
            pass
        res["log"] = None
    line = human_line(res)
    if a.json == "-":
        print(json.dumps(res, indent=1))
    elif a.json:
        with open(a.json, "w") as f:
            json.dump(res, f, indent=1)
    print(line, file=sys.stderr if a.json == "-" else sys.stdout)
    return 0 if res["ok"] else 1


def _runs(buf, n, tol=8):
    """Runs of similar colour in a 1-D strip of n BGRX pixels: [start, end, '#rrggbb']."""
    out = []
    for i in range(n):
        c = buf[i * 4:i * 4 + 3]
        if out and max(abs(c[k] - out[-1][3][k]) for k in range(3)) <= tol:
            out[-1][1] = i
        else:
            out.append([i, i, "#%02x%02x%02x" % (c[2], c[1], c[0]), bytes(c)])
    return [r[:3] for r in out]


def inspect(scr, win, a, label):
    wx, wy, ww, wh = win["x"], win["y"], win["w"], win["h"]
    col = a.watch_col if 0 <= a.watch_col < ww else ww // 2
    row = a.edge_y + a.card_sample_dy
    row = row if 0 <= row < wh else wh // 2
    vcol = scr.grab(wx + col, wy, 1, wh)
    hrow = scr.grab(wx, wy + row, ww, 1)
    path = os.path.join(a.shots or ".", label + "-inspect.png")
    if a.shots:
        os.makedirs(a.shots, exist_ok=True)
    write_png(path, ww, wh, scr.grab(wx, wy, ww, wh))
    vr = [r for r in _runs(vcol, wh) if r[1] - r[0] >= 2]
    hr = [r for r in _runs(hrow, ww) if r[1] - r[0] >= 2]
    print("window %dx%d at %d,%d name=%r; screenshot: %s" % (ww, wh, wx, wy, win.get("name"), path))
    print("colour runs (>=3 px) down column x=%d:" % col)
    for r in vr:
        print("  y %4d..%-4d %s" % tuple(r))
    print("colour runs (>=3 px) across row y=%d:" % row)
    for r in hr:
        print("  x %4d..%-4d %s" % tuple(r))
    print("pick --edge-y = first row of the card's run in the column, --watch-col = a column where the "
          "card is plain for --card-inset rows below its edge, --grab = a point on the card")
    return {"screenshot": path, "column": col, "column_runs": vr, "row": row, "row_runs": hr,
            "window": [wx, wy, ww, wh]}


def human_line(r):
    if r["errors"]:
        return "%s: FAILED: %s" % (r["label"], "; ".join(r["errors"]))
    if "inspect" in r:
        return "%s: inspect: map %.0f ms, first paint %.0f ms; screenshot %s" % (
            r["label"], r["startup"]["map_ms"], r["startup"]["first_paint_ms"], r["inspect"]["screenshot"])
    s, i, d, m = r["startup"], r["idle"], r["drag"], r["memory"]
    L = d["latency_ms"] or {}
    fmt = lambda v: "-" if v is None else "%.1f" % v
    xs = "" if d.get("xserver_cpu_s") is None else ", X server %.2f s" % d["xserver_cpu_s"]
    return ("%s: map %.0f ms, first paint %.0f ms, complete %.0f ms | idle %.2f s CPU/3s | "
            "drag %d steps (%s): latency p50 %s p95 %s max %s ms, CPU %.2f s (%.1f ms/step%s) | "
            "peak RSS %.1f MB (main %.1f, PSS %.1f, %d procs)%s" % (
                r["label"], s["map_ms"], s["first_paint_ms"], s["visually_complete_ms"],
                i["cpu_s_per_3s"], d["steps"], d["mode"], fmt(L.get("p50")), fmt(L.get("p95")),
                fmt(L.get("max")), d["cpu_s"], d["cpu_fine_ms_per_step"], xs, m["tree_vmhwm_mb"],
                m["main_vmhwm_mb"] or 0, m["tree_pss_mb"], m["nprocs"],
                (" | WARN: " + "; ".join(r["warnings"])) if r["warnings"] else ""))


if __name__ == "__main__":
    sys.exit(main())
