#!/usr/bin/env python3
"""A set written into a mount point: refused by name with the reason, never written file by file
unless asked, and written as one set into a folder inside the mount, as the refusal advises.

A folder that is a mount point (a Docker volume, a tmpfs, a bind mount) cannot be exchanged with
a staged folder in one rename: `herald build` and `herald aids` then refuse, naming the folder and
why, and leave it as it was; `--file-by-file` writes each file on its own (each still atomic).

Then the build is killed (strace) before each system call that changes the disk, into the mount
point and into a folder inside it, as kill_test.py kills it in an ordinary folder.

The script mounts a tmpfs in a private mount namespace (`unshare --mount`, with `--user
--map-root-user` when not root) and runs itself inside it. Where no namespace can be made (no
user namespaces, no `unshare`), it says why and exits 77, which ctest reports as skipped.

usage: mount_point.py HERALD SOURCE_DIR"""
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77


def inside(herald, source_dir, mount):
    subprocess.run(["mount", "-t", "tmpfs", "herald-test", mount], check=True)
    rules = os.path.join(source_dir, "rulesets", "afde")
    failures = []

    def run(*args):
        return subprocess.run([herald, *args], cwd=rules, capture_output=True, text=True)

    def expect(condition, what, p=None):
        if not condition:
            failures.append(what + (f"\n  exit {p.returncode}\n  stderr: {p.stderr}" if p else ""))

    # Into the mount point itself: refused, the reason named, nothing written.
    for args in (["build", "afde-2010.herald", "--cpp-out", mount],
                 ["aids", "afde-2010.herald", "--lang", "en", "--format", "html", "-o", mount]):
        p = run(*args)
        expect(p.returncode != 0, f"{args[0]} into a mount point succeeded", p)
        expect(f"cannot write '{mount}' as one set" in p.stderr and "mount point" in p.stderr,
               f"{args[0]}: the refusal does not name the folder and the mount point", p)
        expect("nothing written" in p.stderr and "--file-by-file" in p.stderr,
               f"{args[0]}: the refusal does not say what was written and how to go on", p)
        expect(os.listdir(mount) == [], f"{args[0]} wrote into the mount point: {os.listdir(mount)}")
    expect(not [n for n in os.listdir(os.path.dirname(mount)) if ".herald-staging." in n],
           "a staging folder was left beside the mount point")
    # Asked for: each file on its own.
    p = run("build", "afde-2010.herald", "--cpp-out", mount, "--file-by-file")
    expect(p.returncode == 0 and "afde_2010.hpp" in os.listdir(mount), "--file-by-file did not write the headers", p)
    # Holding files now, it is still refused without the flag: its files cannot be linked beside it.
    before = {n: open(os.path.join(mount, n), "rb").read() for n in os.listdir(mount)}
    p = run("build", "afde-2014.herald", "--cpp-out", mount)
    expect(p.returncode != 0 and "as one set" in p.stderr and "mount point" in p.stderr,
           "a mount point holding files was not refused by name", p)
    expect({n: open(os.path.join(mount, n), "rb").read() for n in os.listdir(mount)} == before,
           "the refused build changed the mount point")
    # A folder inside the mount, as the refusal advises: one set, nothing else touched.
    inner = os.path.join(mount, "herald")
    p = run("build", "afde-2010.herald", "afde-2014.herald", "--cpp-out", inner)
    expect(p.returncode == 0 and "afde_2014.hpp" in os.listdir(inner), "a folder inside the mount was not written", p)
    p = run("build", "afde-2010.herald", "--cpp-out", inner)  # now an exchange inside the mount
    expect(p.returncode == 0, "rewriting the folder inside the mount failed", p)
    expect(sorted(n for n in os.listdir(mount) if n.startswith(".")) == [], "a staging folder was left in the mount")
    if shutil.which("strace"):
        kills(herald, rules, mount, inner, expect)
    else:
        print("mount_point: the kills skipped: no strace")
    subprocess.run(["umount", mount], check=False)
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


MUTATING = ["write", "pwrite64", "writev", "fsync", "fdatasync", "ftruncate", "mkdir", "mkdirat", "link", "linkat",
            "symlink", "symlinkat", "rename", "renameat", "renameat2", "unlink", "unlinkat", "rmdir"]


def snapshot(folder):
    return {n: open(os.path.join(folder, n), "rb").read() for n in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, n))}


def restore(folder, files):
    """The folder's files as `files` (its subfolders left: the mount holds the inner folder)."""
    for n in os.listdir(folder):
        if os.path.isfile(os.path.join(folder, n)):
            os.remove(os.path.join(folder, n))
    for n, data in files.items():
        open(os.path.join(folder, n), "wb").write(data)


def mutating_calls(command, cwd, log):
    """Each call of the run that changes the disk, as (name, its number among the calls of that name)."""
    subprocess.run(["strace", "-f", "-qq", "-e", "trace=" + ",".join(MUTATING), "-o", log, *command], cwd=cwd,
                   capture_output=True)
    seen, points = {}, []
    for line in open(log).read().splitlines():
        parts = line.split(None, 1)
        if len(parts) < 2 or "(" not in parts[1]:
            continue
        name, args = parts[1].split("(", 1)
        seen[name] = seen.get(name, 0) + 1
        if not (name.startswith("write") and args.split(",", 1)[0] in ("1", "2")):  # the standard streams
            points.append((name, seen[name]))
    os.remove(log)
    return points


def kills(herald, rules, mount, inner, expect):
    """Killed (strace) before each call that changes the disk, as kill_test.py kills a build in an
    ordinary folder: the refused write into the mount point leaves it as it was; the write into a
    folder inside it leaves the old set or the new one, never a mix; and the run to completion after
    each kill leaves no staging folder behind."""
    args = ["build", "afde-2014.herald", "--cpp-out"]
    for folder, refused in ((mount, True), (inner, False)):
        command = [herald, *args, folder]
        if not refused:
            restore(folder, {})  # only the run's own files: a file it does not write stays as it is
        subprocess.run(command, cwd=rules, capture_output=True)
        new = snapshot(folder)
        old = {n: data + b"\n// an earlier generation\n" for n, data in new.items()}  # every file differs
        restore(folder, old)
        points = mutating_calls(command, rules, os.path.join(os.path.dirname(mount), "calls.strace"))
        expect(points, f"no call changes the disk writing {folder}: the kills cannot be placed")
        after = old if refused else new  # what a run to completion leaves
        for name, number in points:
            restore(folder, old)
            subprocess.run(["strace", "-f", "-qq", "-o", os.devnull, "-e", "trace=" + name,
                            "-e", f"inject={name}:signal=KILL:when={number}", *command], cwd=rules, capture_output=True)
            where = f"kill before {name} #{number} writing {folder}"
            expect(snapshot(folder) in (old, after), f"{where}: the folder holds a mix of old and new files")
            p = subprocess.run(command, cwd=rules, capture_output=True, text=True)  # to completion
            expect((p.returncode != 0) == refused, f"{where}: the next run did not end as before the kill", p)
            expect(snapshot(folder) == after, f"{where}: the next run did not leave what a run leaves")
            for place in (os.path.dirname(mount), mount):
                expect(not [n for n in os.listdir(place) if ".herald-staging." in n],
                       f"{where}: a staging folder outlived the next run, in {place}")
        print(f"mount_point: {len(points)} kills writing {folder}")


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--inside":
        return inside(os.path.abspath(sys.argv[2]), sys.argv[3], sys.argv[4])
    herald, source_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    unshare = shutil.which("unshare")
    if not unshare or not shutil.which("mount"):
        print("mount_point: skipped: no unshare or mount on this machine")
        return SKIP
    namespace = [unshare, "--mount", "--propagation", "private"]
    if os.geteuid() != 0:
        namespace[1:1] = ["--user", "--map-root-user"]
    with tempfile.TemporaryDirectory() as work:
        mount = os.path.join(work, "volume")
        os.mkdir(mount)
        probe = subprocess.run([*namespace, "mount", "-t", "tmpfs", "probe", mount], capture_output=True, text=True)
        if probe.returncode != 0:
            print(f"mount_point: skipped: no private mount namespace here ({probe.stderr.strip()})")
            return SKIP
        p = subprocess.run([*namespace, sys.executable, os.path.abspath(__file__), "--inside", herald, source_dir, mount])
        return p.returncode


if __name__ == "__main__":
    sys.exit(main())
