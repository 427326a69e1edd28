#!/usr/bin/env python3
"""Outputs survive a kill: `herald build`, `herald export` and `herald aids` are killed with
SIGKILL at many moments of their run, and after each kill the output holds
either the old complete files or the new complete ones (for the headers, the
and the aids, the whole old set or the whole new set, never a mix), and nothing half-written
lies where a build would pick it up. A run to completion afterwards leaves
the new outputs and no leftover at all.

usage: kill_test.py HERALD SOURCE_DIR [KILLS]"""
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

herald, source_dir = os.path.abspath(sys.argv[1]), sys.argv[2]
kills = int(sys.argv[3]) if len(sys.argv) > 3 else 200
rng = random.Random(20261124)
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
    # The player aids of the 2010 edition, every format: another set of files.
    new_aids = os.path.join(work, "new-aids")
    AIDS = ["aids", "afde-2010.herald", "--lang", "en", "--lang", "fr"]
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

    def timed(args):
        start = time.monotonic()
        p = subprocess.Popen([herald, *args], cwd=new_rules, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        p.wait()
        return time.monotonic() - start

    restore_old()
    duration = {"build": timed(["build", *editions, "--cpp-out", headers]),
                "export": timed(["export", "afde-2010.herald", "--format", "json", "-o", export]),
                "aids": timed([*AIDS, "-o", aids])}

    def leftovers():
        """Files beside the outputs that a build could pick up or that would pile up."""
        out = [n for n in os.listdir(headers) if n not in sets["new"]]
        out += [n for n in os.listdir(aids) if n not in aid_sets["new"]]
        out += [n for n in os.listdir(target) if n not in ("generated", "afde-2010.json", "aids")
                and not n.startswith((".generated.herald-staging.", ".aids.herald-staging."))]
        return out

    for i in range(kills):
        restore_old()
        # Half the kills on build, a quarter each on export and aids.
        command = ["build", *editions, "--cpp-out", headers] if i % 2 == 0 else \
            ["export", "afde-2010.herald", "--format", "json", "-o", export] if i % 4 == 1 else [*AIDS, "-o", aids]
        what = command[0]
        p = subprocess.Popen([herald, *command], cwd=new_rules, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Half the kills anywhere in the run, half near its end, where the files are written.
        d = duration[what]
        time.sleep(rng.uniform(0, d * 1.1) if i % 4 < 2 else rng.uniform(d * 0.85, d * 1.05))
        p.send_signal(signal.SIGKILL)
        p.wait()
        if what == "build":
            now = snapshot(headers)
            if now != sets["old"] and now != sets["new"]:
                mixed = sorted(n for n in now if now.get(n) not in (sets["old"].get(n), sets["new"].get(n)))
                failures.append(f"kill {i} of build: the headers are neither the old set nor the new one "
                                f"(partial or mixed: {mixed or 'a mix of whole files'})")
        elif what == "aids":
            now = snapshot(aids)
            if now != aid_sets["old"] and now != aid_sets["new"]:
                mixed = sorted(n for n in now if now.get(n) not in (aid_sets["old"].get(n), aid_sets["new"].get(n)))
                failures.append(f"kill {i} of aids: the aids are neither the old set nor the new one "
                                f"(partial or mixed: {mixed or 'a mix of whole files'})")
        else:
            data = open(export, "rb").read()
            if data not in (exports["old"], exports["new"]):
                failures.append(f"kill {i} of export: the export is neither the old file nor the new one")
        stray = [n for n in os.listdir(headers) if n.endswith(".hpp") and n not in sets["new"]]
        if stray:
            failures.append(f"kill {i} of {what}: stray headers a build would pick up: {stray}")
    # To completion: the new outputs, and every leftover of the killed runs swept.
    restore_old()
    for command in (["build", *editions, "--cpp-out", headers],
                    ["export", "afde-2010.herald", "--format", "json", "-o", export], [*AIDS, "-o", aids]):
        p = run(command, new_rules)
        if p.returncode != 0:
            failures.append(f"the run to completion of {command[0]} failed: {p.stderr.decode()}")
    if snapshot(headers) != sets["new"] or open(export, "rb").read() != exports["new"] or \
            snapshot(aids) != aid_sets["new"]:
        failures.append("after a run to completion the outputs are not the new ones")
    if leftovers():
        failures.append(f"leftovers after a run to completion: {leftovers()}")

for f in failures[:20]:
    print("FAILED:", f)
print(f"kill_test: {kills} kills, {len(failures)} failures")
sys.exit(1 if failures else 0)
