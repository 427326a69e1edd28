#!/usr/bin/env python3
"""Mutation testing, on demand: each mutant of tests/mutants/mutants.json (a realistic one-line slip:
its file, the exact text of one line it changes, what replaces it, the bug it models) is applied to a
separate checkout of HEAD, rebuilt incrementally, and the suite is run; a mutant some test fails on is
killed, one the whole suite passes survived. The score is the share killed of the mutants that
build and are not marked equivalent (each marked with why); every survivor is a test to write.

The working copy is never touched: the mutants live in a git worktree (default /tmp/herald-mutants,
reused between runs) with its own Release build and the C++ test programs.

usage: mutants.py SOURCE_DIR [--only ID ...] [--work DIR] [--jobs N] [--all-tests] [--validate]
  --validate   only check the list against the sources (each mutant's text found once in its file,
               every stage covered): the suite's test mutants/list, so that the list follows the code
  --all-tests  also the slowest tests (kills under strace, determinism, the mount point, the
               consumer's install), left out by default: none of them reads a value the others do not

Writes WORK/report.json and prints a line a mutant and the score; exit 1 when a mutant that is not
marked equivalent survives, or one cannot be applied or built (the list must then be fixed)."""
import argparse
import json
import os
import re
import subprocess
import sys
import time

SLOW = r"^(robustness/kills|robustness/determinism|robustness/mount_point|examples/consumer)$"


def sh(*args, cwd=None, check=True, quiet=True):
    p = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE if quiet else None, stderr=subprocess.STDOUT if quiet
                       else None, text=True)
    if check and p.returncode != 0:
        sys.exit(f"mutants: {' '.join(args)} failed ({p.returncode}):\n{(p.stdout or '')[-3000:]}")
    return p


def checkout(source, work):
    """A worktree of HEAD at `work`, clean; the build folder inside it kept between runs."""
    if not os.path.exists(os.path.join(work, ".git")):
        sh("git", "-C", source, "worktree", "prune")
        sh("git", "-C", source, "worktree", "add", "--detach", "--force", work, "HEAD")
    else:
        head = sh("git", "-C", source, "rev-parse", "HEAD").stdout.strip()
        sh("git", "-C", work, "checkout", "--detach", "--force", head)
        sh("git", "-C", work, "clean", "-fdq", "-e", "build")
    build = os.path.join(work, "build")
    sh("cmake", "-S", work, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", "-DHERALD_UNIT_TESTS=ON",
       "-DHERALD_BENCH=OFF")
    return build


def run_suite(build, jobs, all_tests):
    """(passed, the failed tests' names, seconds)."""
    started = time.time()
    args = ["ctest", "-j", str(jobs), "--timeout", "600", "--stop-on-failure"]
    if not all_tests:
        args += ["-E", SLOW]
    p = sh(*args, cwd=build, check=False)
    failed = re.findall(r"^\s*\d+ - (\S+) \(", p.stdout, re.M)
    return p.returncode == 0, failed, time.time() - started


def apply(work, mutant):
    """The file's bytes before the mutant (to write back), or None and why it cannot be applied."""
    path = os.path.join(work, mutant["file"])
    data = open(path, "rb").read()
    find, replace = mutant["find"].encode("utf-8"), mutant["replace"].encode("utf-8")
    if data.count(find) != 1:
        return None, f"'find' occurs {data.count(find)} times in {mutant['file']}"
    open(path, "wb").write(data.replace(find, replace))
    return data, None


STAGES = ["grammar", "model", "check", "diff", "codegen", "aids", "export", "engine-afde", "engine-oa", "engine-core",
          "cli", "support"]


def validate(source, mutants):
    """What is wrong with the list against the sources, [] when nothing."""
    problems, ids = [], set()
    for m in mutants:
        missing = {"id", "stage", "file", "find", "replace", "models"} - set(m)
        if missing:
            problems.append(f"{m.get('id', '?')}: missing {sorted(missing)}")
            continue
        if m["id"] in ids:
            problems.append(f"{m['id']}: the id is given twice")
        ids.add(m["id"])
        if m["stage"] not in STAGES:
            problems.append(f"{m['id']}: stage {m['stage']!r} is none of {STAGES}")
        path = os.path.join(source, m["file"])
        count = open(path, encoding="utf-8").read().count(m["find"]) if os.path.exists(path) else -1
        if count != 1:
            problems.append(f"{m['id']}: its text is found {count} times in {m['file']} (-1: no such file)")
        if m["find"] == m["replace"] or "\n" in m["find"]:
            problems.append(f"{m['id']}: not a change of one line")
        if m.get("equivalent") and not m.get("why_equivalent"):
            problems.append(f"{m['id']}: marked equivalent without why_equivalent")
    problems += [f"no mutant in stage {s}" for s in STAGES if all(m.get("stage") != s for m in mutants)]
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--work", default="/tmp/herald-mutants")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--all-tests", action="store_true")
    parser.add_argument("--validate", action="store_true")
    args = parser.parse_args()
    source = os.path.abspath(args.source)
    mutants = json.load(open(os.path.join(source, "tests", "mutants", "mutants.json"), encoding="utf-8"))["mutants"]
    problems = validate(source, mutants)
    for p in problems:
        print("FAILED:", p)
    if problems or args.validate:
        print(f"mutants: {len(mutants)} mutants listed, {len(problems)} problems")
        sys.exit(1 if problems else 0)
    if args.only:
        unknown = sorted(set(args.only) - {m["id"] for m in mutants})
        if unknown:
            sys.exit(f"mutants: no mutant {unknown} in the list")
        mutants = [m for m in mutants if m["id"] in args.only]
    # The mutants go to a worktree of HEAD: uncommitted changes would be neither mutated nor tested.
    if sh("git", "-C", source, "status", "--porcelain", "--untracked-files=no").stdout.strip():
        sys.exit("mutants: the working copy has uncommitted changes; commit them first (the mutants are applied "
                 "to HEAD)")
    build = checkout(source, os.path.abspath(args.work))
    problems = validate(os.path.abspath(args.work), mutants)
    if problems:
        sys.exit("mutants: the list does not fit HEAD: " + "; ".join(problems))
    # The suite must pass unmutated, or nothing it says of a mutant means anything.
    sh("cmake", "--build", build, "-j", str(args.jobs), quiet=False)
    passed, failed, seconds = run_suite(build, args.jobs, args.all_tests)
    if not passed:
        sys.exit(f"mutants: the suite fails without any mutant: {failed}")
    print(f"mutants: the suite passes unmutated in {seconds:.0f} s; {len(mutants)} mutants")
    results = []
    for m in mutants:
        original, problem = apply(args.work, m)
        result = {"id": m["id"], "stage": m["stage"], "equivalent": m.get("equivalent", False)}
        try:
            if original is None:
                result.update(verdict="invalid", why=problem)
            elif sh("cmake", "--build", build, "-j", str(args.jobs), check=False).returncode != 0:
                result.update(verdict="stillborn", why="does not build")
            else:
                passed, failed, seconds = run_suite(build, args.jobs, args.all_tests)
                result.update(verdict="survived" if passed else "killed", killed_by=failed, seconds=round(seconds))
        finally:
            if original is not None:
                open(os.path.join(args.work, m["file"]), "wb").write(original)
        results.append(result)
        print(f"{result['verdict']:>9}  {m['id']}  ({m['stage']})  {' '.join(result.get('killed_by', [])[:3])}",
              flush=True)
    sh("cmake", "--build", build, "-j", str(args.jobs))  # the worktree's build back to HEAD
    counted = [r for r in results if r["verdict"] in ("killed", "survived") and not r["equivalent"]]
    killed = sum(1 for r in counted if r["verdict"] == "killed")
    # A mutant marked equivalent that a test kills is not equivalent: its mark is wrong.
    for r in results:
        if r["equivalent"] and r["verdict"] == "killed":
            print(f"mutants: {r['id']} is marked equivalent but {r['killed_by']} killed it: take the mark off")
    score = f"{killed}/{len(counted)} ({100 * killed / len(counted):.0f} %)" if counted else "none counted"
    json.dump({"score": score, "results": results}, open(os.path.join(args.work, "report.json"), "w"), indent=2)
    print(f"mutants: score {score}; {sum(r['verdict'] in ('invalid', 'stillborn') for r in results)} invalid or "
          f"stillborn; report in {os.path.join(args.work, 'report.json')}")
    sys.exit(1 if killed < len(counted) or any(r["verdict"] in ("invalid", "stillborn") for r in results) else 0)


if __name__ == "__main__":
    main()
