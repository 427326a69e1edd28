#!/usr/bin/env python3
"""Outputs survive a kill: `herald build`, `herald export` and `herald aids` are killed with
SIGKILL at every moment where the disk can change, and after each kill the output holds either
the old complete files or the new complete ones (for the headers and the aids, the whole old set
or the whole new set, never a mix), and nothing half-written lies where a build would pick it up.
A run to completion afterwards leaves the new outputs and no leftover at all.

The moments are not drawn at random: each command runs once under strace, which lists the system
calls that change a file or a folder (write, fsync, mkdir, link, rename, unlink, rmdir, ...), and
the command then runs once per such call, strace delivering SIGKILL as the call is entered, so the
call never happens. The disk changes only through those calls, so these runs reach every state a
kill can leave, each in the same place on every machine. (Creating a file is not a moment of its
own: the folder is then as it was before the previous file's flush, a kill already made; the first
creation, before anything changed, is as safe as not starting.)

usage: kill_test.py HERALD SOURCE_DIR"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

herald, source_dir = os.path.abspath(sys.argv[1]), sys.argv[2]
# The system calls through which a run changes the disk (openat aside: see above).
MUTATING = ["write", "pwrite64", "writev", "fsync", "fdatasync", "ftruncate", "mkdir", "mkdirat",
            "link", "linkat", "symlink", "symlinkat", "rename", "renameat", "renameat2", "unlink",
            "unlinkat", "rmdir"]
failures = []


def snapshot(folder):
    return {name: open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, name))}


def run(args, cwd):
    return subprocess.run([herald, *args], cwd=cwd, capture_output=True)


with tempfile.TemporaryDirectory() as work:
    new_rules = os.path.join(work, "new")
    shutil.copytree(os.path.join(source_dir, "rulesets", "afde"), new_rules)
    editions = sorted(f for f in os.listdir(new_rules) if f.endswith(".herald"))
    out = os.path.join(work, "new-headers")
    p = run(["build", *editions, "--cpp-out", out], new_rules)
    p2 = run(["export", "afde-2010.herald", "--format", "json", "-o", os.path.join(work, "new.json")], new_rules)
    if p.returncode != 0 or p2.returncode != 0:
        sys.exit(f"kill_test: the bundled rulesets do not build: {p.stderr.decode()}{p2.stderr.decode()}")
    # What an earlier generation left: every file different from what the run writes.
    sets = {"new": snapshot(out)}
    sets["old"] = {name: data + b"// an earlier generation\n" for name, data in sets["new"].items()}
    exports = {"new": open(os.path.join(work, "new.json"), "rb").read()}
    exports["old"] = exports["new"] + b"\n"
    # The player aids of the 2010 edition in English, every format: another set of files.
    new_aids = os.path.join(work, "new-aids")
    # English only: six files are a set as twelve are (the same code writes them), and each killed run
    # costs twice a plain one under strace (ptrace stops at every system call of fontconfig's loading;
    # strace 6.1's --seccomp-bpf, which would stop at the traced calls only, delivers no injected signal).
    AIDS = ["aids", "afde-2010.herald", "--lang", "en"]
    p3 = run([*AIDS, "-o", new_aids], new_rules)
    if p3.returncode != 0:
        sys.exit(f"kill_test: the aids of the 2010 edition cannot be made: {p3.stderr.decode()}")
    aid_sets = {"new": snapshot(new_aids)}
    aid_sets["old"] = {name: data + b"\n<!-- an earlier generation -->\n" for name, data in aid_sets["new"].items()}

    target = os.path.join(work, "target")
    headers = os.path.join(target, "generated")
    export = os.path.join(target, "afde-2010.json")
    aids = os.path.join(target, "aids")

    def restore_old():
        shutil.rmtree(target, ignore_errors=True)
        os.makedirs(headers)
        for name, data in sets["old"].items():
            open(os.path.join(headers, name), "wb").write(data)
        open(export, "wb").write(exports["old"])
        os.makedirs(aids)
        for name, data in aid_sets["old"].items():
            open(os.path.join(aids, name), "wb").write(data)

    def leftovers():
        """Files beside the outputs that a build could pick up or that would pile up."""
        out = [n for n in os.listdir(headers) if n not in sets["new"]]
        out += [n for n in os.listdir(aids) if n not in aid_sets["new"]]
        out += [n for n in os.listdir(target) if n not in ("generated", "afde-2010.json", "aids")]
        return out

    def mutating_calls(command):
        """Each call of the command's main thread that changes the disk, as (name, its number among
        that thread's calls of the name), from one run traced from the old outputs. strace counts
        a call's invocations per thread, so the other threads (fontconfig's loader reads fonts in
        one) must make none of these calls, or the count would be theirs too."""
        restore_old()
        with tempfile.NamedTemporaryFile("r", suffix=".strace") as log:
            subprocess.run(["strace", "-f", "-qq", "-e", "trace=" + ",".join(MUTATING), "-o", log.name,
                            herald, *command], cwd=new_rules, capture_output=True, check=True)
            lines = log.read().splitlines()
        call = re.compile(r"^(\d+) +(\w+)\((\d*)")
        parsed = [m.groups() for m in map(call.match, lines) if m]
        main = parsed[0][0]
        seen, points = {}, []
        for tid, name, fd in parsed:
            if tid != main:
                sys.exit(f"kill_test: thread {tid} of {command[0]} calls {name}: the kills could not be "
                         "placed by count")
            seen[name] = seen.get(name, 0) + 1
            # Writes to the standard streams change no file.
            if name.startswith("write") and fd in ("1", "2"):
                continue
            points.append((name, seen[name]))
        return points

    def killed_at(command, name, number):
        """Runs the command, killed as its main thread enters call `name` for the `number`th time."""
        p = subprocess.run(["strace", "-f", "-qq", "-o", os.devnull, "-e", "trace=" + name,
                            "-e", f"inject={name}:signal=KILL:when={number}", herald, *command],
                           cwd=new_rules, capture_output=True)
        return p.returncode

    BUILD = ["build", *editions, "--cpp-out", headers]
    EXPORT = ["export", "afde-2010.herald", "--format", "json", "-o", export]
    COMMANDS = (BUILD, EXPORT, [*AIDS, "-o", aids])
    points_of = {command[0]: mutating_calls(command) for command in COMMANDS}
    kills = 0
    for command in COMMANDS:
        what = command[0]
        points = points_of[what]
        if not points:
            failures.append(f"{what} changes nothing on the disk under strace: the test cannot place its kills")
        for name, number in points:
            restore_old()
            code = killed_at(command, name, number)
            kills += 1
            where = f"kill before {what}'s {name} #{number}"
            # strace ends as its child did: killed by SIGKILL.
            if code != -signal.SIGKILL:
                failures.append(f"{where}: the run was not killed there (exit {code})")
            if what in ("build", "aids"):
                name, folder, both = ("headers", headers, sets) if what == "build" else ("aids", aids, aid_sets)
                now = snapshot(folder)
                if now != both["old"] and now != both["new"]:
                    mixed = sorted(n for n in now if now.get(n) not in (both["old"].get(n), both["new"].get(n)))
                    failures.append(f"{where}: the {name} are neither the old set nor the new one "
                                    f"(partial or mixed: {mixed or 'a mix of whole files'})")
            else:
                data = open(export, "rb").read()
                if data not in (exports["old"], exports["new"]):
                    failures.append(f"{where}: the export is neither the old file nor the new one")
            stray = [n for n in os.listdir(headers) if n.endswith(".hpp") and n not in sets["new"]]
            if stray:
                failures.append(f"{where}: stray headers a build would pick up: {stray}")
    # Killed at its last change of the disk (the new set in place, the old one or a staging folder not
    # yet removed): the next run finds nothing to write, and still sweeps what the killed one left.
    def staged_or_temporary():
        out = []
        for folder in (target, headers, aids):
            out += [n for n in os.listdir(folder) if ".herald-staging." in n or ".tmp." in n]
        return out
    for command in COMMANDS:
        restore_old()
        killed_at(command, *points_of[command[0]][-1])
        p = run(command, new_rules)
        if p.returncode != 0:
            failures.append(f"the run after a kill at the end of {command[0]} failed: {p.stderr.decode()}")
        if staged_or_temporary():
            failures.append(f"{command[0]} killed at its last change, then run again: left {staged_or_temporary()}")
    # To completion, each command after a kill in the middle of its writing: the new outputs, and
    # every leftover of the killed runs swept.
    restore_old()
    for command in COMMANDS:
        points = points_of[command[0]]
        killed_at(command, *points[len(points) // 2])
        p = run(command, new_rules)
        if p.returncode != 0:
            failures.append(f"the run to completion of {command[0]} failed: {p.stderr.decode()}")

    for what, now, new in (("headers", snapshot(headers), sets["new"]), ("aids", snapshot(aids), aid_sets["new"]),
                           ("export", {"afde-2010.json": open(export, "rb").read()},
                            {"afde-2010.json": exports["new"]})):
        if now != new:
            differ = sorted(n for n in set(now) | set(new) if now.get(n) != new.get(n))
            failures.append(f"after a kill and a run to completion the {what} are not the new ones: {differ}")
    if leftovers():
        failures.append(f"leftovers after a run to completion: {leftovers()}")

for f in failures[:20]:
    print("FAILED:", f)
print(f"kill_test: {kills} kills, {len(failures)} failures")
sys.exit(1 if failures else 0)
