#!/usr/bin/env python3
"""The long fuzzing run: every harness for a time of its own, two at once, then the inputs that
found new coverage kept in tests/fuzz/corpus/NAME/ (minimised: only those the seeds do not cover),
and a table of executions, coverage and crashes (the README's figures).

usage: long_run.py BUILD_DIR SOURCE_DIR [--seconds S] [--jobs J] [--max-len N] [--only NAME ...] [--keep-only]

BUILD_DIR holds the harnesses (a clang build with -DHERALD_FUZZ=ON). Each harness runs S seconds
(default 2400) with inputs of at most N bytes (default 8192: small inputs keep each execution in
milliseconds, and the language's constructs fit); its crashes are kept in BUILD_DIR/fuzz-long/NAME/
and listed. The exit code is 1 when a harness crashed."""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_fuzz  # noqa: E402


def coverage(harness, corpus, source, env, work):
    """Edges of Herald's own code (src/ and grammar/) that the corpus reaches, from libFuzzer's
    -print_coverage: {function: (covered, total)} for every instrumented function of those folders."""
    p = subprocess.run([harness, "-runs=0", "-print_coverage=1", "-close_fd_mask=3", corpus],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=work, env=env)
    out = {}
    roots = tuple(os.path.join(os.path.realpath(source), d) + os.sep for d in ("src", "grammar"))
    for m in re.finditer(r"^(?:UN)?COVERED_FUNC: hits: \d+ edges: (\d+)/(\d+) (.*) (\S+):(\d+)$",
                         p.stdout.decode("utf-8", "replace"), re.M):
        covered, total, function, path, line = m.groups()
        if os.path.realpath(path).startswith(roots):
            key = (function, os.path.realpath(path), line)
            out[key] = (max(int(covered), out.get(key, (0, 0))[0]), int(total))
    return out


def fuzz(name, harness, work, args, env):
    """The run itself: S seconds from the seeds, its log and what it found in `work`."""
    shutil.rmtree(work, ignore_errors=True)
    seeds, found, artifacts = (os.path.join(work, d) for d in ("seeds", "found", "artifacts"))
    for d in (found, artifacts):
        os.makedirs(d)
    run_fuzz.write_seeds(name, args.source, seeds)
    # -entropic=0: the entropic schedule's bookkeeping (a frequency per feature of every input, updated
    # on each execution) was 80 % of fuzz_frontend's time (perf): 28 executions a second against 104
    # without it in the sanitizer build (ASan and UBSan, -O1), on 2026-11-28.
    command = [harness, f"-max_total_time={args.seconds}", "-entropic=0", "-timeout=30", "-rss_limit_mb=2048",
               f"-max_len={args.max_len}", f"-dict={run_fuzz.dictionary(name, work)}",
               f"-artifact_prefix={artifacts}/", "-print_final_stats=1", "-close_fd_mask=3", found, seeds]
    with open(os.path.join(work, "log"), "wb") as log:
        return subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, cwd=work, env=env).returncode


def keep(name, harness, work, args, env):
    """The kept corpus: the seeds first (their coverage is the base), then each found input that
    reaches an edge they do not; only those are written to tests/fuzz/corpus/NAME/. Edges, not
    libFuzzer's features (-use_counters=0: hit counts by bucket), so that the corpus holds a few
    hundred inputs, not thousands that each run one loop once more."""
    seeds, found = os.path.join(work, "seeds"), os.path.join(work, "found")
    merged = os.path.join(work, "merged")
    shutil.rmtree(merged, ignore_errors=True)
    os.makedirs(merged)
    for f in os.listdir(seeds):
        shutil.copy(os.path.join(seeds, f), os.path.join(merged, "seed_" + f))
    # No -max_len: a seed longer than the run's inputs counts whole in the base.
    with open(os.path.join(work, "merge.log"), "wb") as log:
        subprocess.run([harness, "-merge=1", "-use_counters=0", "-timeout=30", "-rss_limit_mb=2048", "-close_fd_mask=3",
                        merged, found], stdout=log, stderr=subprocess.STDOUT, cwd=work, env=env)
    into = os.path.join(args.source, "tests", "fuzz", "corpus", name)
    added = [f for f in os.listdir(merged) if not f.startswith("seed_")]
    os.makedirs(into, exist_ok=True)
    for f in added:
        shutil.copy(os.path.join(merged, f), os.path.join(into, f))
    return merged, added, len(os.listdir(into))


def run_one(name, args):
    harness = os.path.join(args.build, "tests", "fuzz", f"fuzz_{name}")
    work = os.path.join(args.build, "fuzz-long", name)
    # fontconfig keeps its cache for the life of the process (fuzz_aids measures text with it): as the suite.
    env = dict(os.environ, LSAN_OPTIONS=f"suppressions={os.path.join(args.source, 'tests', 'lsan.supp')}:print_suppressions=0")
    code = 0 if args.keep_only else fuzz(name, harness, work, args, env)
    text = open(os.path.join(work, "log"), encoding="utf-8", errors="replace").read()
    stat = dict(re.findall(r"^stat::(\w+):\s*(\d+)", text, re.M))
    done = re.findall(r"^#(\d+)\s+DONE\s+cov: (\d+) ft: (\d+)", text, re.M)
    if args.keep_only and not done:
        code = 1  # the run did not end as libFuzzer ends one: a crash, kept below
    crashes = sorted(os.listdir(os.path.join(work, "artifacts")))
    merged, added, kept = keep(name, harness, work, args, env)
    edges = coverage(harness, merged, args.source, env, work)
    return {"name": name, "exit": code, "edges": edges, "executions": int(stat.get("number_of_executed_units", 0)),
            "per_second": int(stat.get("average_exec_per_sec", 0)), "cov": int(done[-1][1]) if done else 0,
            "ft": int(done[-1][2]) if done else 0, "kept": kept, "added": len(added),
            "crashes": crashes, "rss_mb": int(stat.get("peak_rss_mb", 0))}


def percent(edges):
    covered = sum(c for c, _ in edges.values())
    total = sum(t for _, t in edges.values())
    return f"{covered:,}/{total:,} ({100 * covered / total:.1f} %)" if total else "none"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build")
    parser.add_argument("source")
    parser.add_argument("--seconds", type=int, default=2400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-len", type=int, default=8192)
    parser.add_argument("--only", nargs="*", default=list(run_fuzz.HARNESSES))
    parser.add_argument("--keep-only", action="store_true",
                        help="no fuzzing: keep the corpus and measure the coverage of the last run's BUILD_DIR/fuzz-long/")
    args = parser.parse_args()
    args.build, args.source = os.path.abspath(args.build), os.path.abspath(args.source)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda n: run_one(n, args), args.only))
    print("| harness | executions | per second | edges (cov) | features (ft) | peak RSS MB | corpus kept | crashes |")
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        print(f"| `fuzz_{r['name']}` | {r['executions']:,} | {r['per_second']:,} | {r['cov']:,} | {r['ft']:,} | "
              f"{r['rss_mb']:,} | {r['kept']} (+{r['added']}) | {len(r['crashes'])} |")
    total = sum(r["executions"] for r in results)
    print(f"| all | {total:,} | | | | | | {sum(len(r['crashes']) for r in results)} |")
    # Coverage of Herald's own code: per harness, and by any harness (per function, the most edges
    # one harness reached: a lower bound of the union, as libFuzzer reports counts, not which edges).
    union = {}
    print()
    print("| harness | edges of src/ and grammar/ reached | functions reached |")
    print("|---|---|---|")
    for r in results:
        e = r["edges"]
        for key, (covered, total_edges) in e.items():
            union[key] = (max(covered, union.get(key, (0, 0))[0]), total_edges)
        print(f"| `fuzz_{r['name']}` | {percent(e)} | {sum(1 for c, _ in e.values() if c)}/{len(e)} |")
    print(f"| any harness | {percent(union)} | {sum(1 for c, _ in union.values() if c)}/{len(union)} |")
    for r in results:
        for c in r["crashes"]:
            print(f"crash: fuzz_{r['name']}: {os.path.join(args.build, 'fuzz-long', r['name'], 'artifacts', c)}")
    sys.exit(1 if any(r["crashes"] or r["exit"] not in (0,) for r in results) else 0)


if __name__ == "__main__":
    main()
