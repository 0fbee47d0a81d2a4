#!/usr/bin/env python3
"""Shrinks a monkey event list that crashes the test process (a trap, a sanitizer
report), which the in-process shrinker cannot survive: replays candidate lists in
a child process (MonkeyTests/testReplayList) and keeps removing chunks while the
output still matches PATTERN.

usage: scripts/monkey-shrink-crash.py XCTEST LIST.txt PATTERN [OUT.txt]
  XCTEST   the built test bundle, e.g. .build/debug/modal-kitPackageTests.xctest
  LIST.txt events, one a line (what MONKEY_TRACE=1 or a failure report prints;
           a crash while shrinking leaves the list in /tmp/monkey-candidate.txt)
  PATTERN  text the crash prints, e.g. "unowned reference"
"""
import os, subprocess, sys, tempfile

def fails(xctest, events, pattern):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(events) + "\n")
        path = f.name
    env = dict(os.environ, MONKEY_REPLAY_FILE=path, SWIFT_BACKTRACE="enable=no")
    try:
        run = subprocess.run([xctest, "ModalDemoTests.MonkeyTests/testReplayList"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
        return pattern in run.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return False
    finally:
        os.unlink(path)

def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    xctest, listfile, pattern = sys.argv[1:4]
    out = sys.argv[4] if len(sys.argv) > 4 else listfile + ".shrunk"
    events = [l.strip() for l in open(listfile) if l.strip()]
    events = [e.split(". ", 1)[1] if e.split(". ", 1)[0].isdigit() else e for e in events]
    events = [e.split(" ", 1)[1] if e.startswith("#") else e for e in events]
    if not fails(xctest, events, pattern):
        sys.exit("the list does not fail with %r" % pattern)
    chunk = max(1, len(events) // 2)
    while chunk >= 1:
        i, removed = 0, False
        while i < len(events):
            candidate = events[:i] + events[i + chunk:]
            if fails(xctest, candidate, pattern):
                events, removed = candidate, True
                print("%d events" % len(events), flush=True)
            else:
                i += chunk
        if chunk == 1 and not removed:
            break
        chunk = max(1, chunk // 2) if not removed or chunk > 1 else 1
    open(out, "w").write("\n".join(events) + "\n")
    print("shrunk to %d events in %s:" % (len(events), out))
    print("\n".join(events))

if __name__ == "__main__":
    main()
