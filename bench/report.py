#!/usr/bin/env python3
"""Prints the README's performance table from one bench/run.sh run: each measure, Herald's
figure, the named alternative's, their ratio and the command that produced them."""
import json
import pathlib
import sys

out, inputs = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])


def medians(name):
    data = json.loads((out / name).read_text())
    times = {}
    for b in data["benchmarks"]:
        if b.get("aggregate_name", "median") != "median" and "aggregate_name" in b:
            continue
        key = b.get("run_name", b["name"])
        unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b.get("time_unit", "ns")]
        times[key] = b["real_time"] * unit
    return times


def seconds(t):
    for unit, scale in (("s", 1), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if t >= scale:
            return f"{t / scale:.3g} {unit}"
    return f"{t:.3g} s"


rows = []
missing = []
front = medians("frontend.json")
for mb in (1, 5, 20):
    size = (inputs / f"afde-{mb}mb.herald").stat().st_size
    json_size = (inputs / f"afde-{mb}mb.json").stat().st_size
    h, j = front.get(f"herald_parse/{mb}"), front.get(f"json_parse/{mb}")
    if not (h and j):
        missing.append(f"parse {mb} MB")
    else:
        rows.append((f"parse a {mb} MB ruleset; nlohmann::json parses its {json_size / 1e6:.0f} MB export",
                     f"{seconds(h)} ({size / h / 1e6:.0f} MB/s)", f"{seconds(j)} ({json_size / j / 1e6:.0f} MB/s)",
                     f"{j / h:.2f}× as fast (same content); {size / h / (json_size / j):.2f}× per byte",
                     f"./build/frontend_bench --benchmark_filter=/{mb}$"))
    c = front.get(f"herald_check/{mb}/iterations:1")
    if not c:
        missing.append(f"check {mb} MB")
    else:
        rows.append((f"parse, resolve and check a {mb} MB ruleset", seconds(c), "", "",
                     f"./build/frontend_bench --benchmark_filter=check/{mb}/"))

code = medians("codegen.json")
for what in ("melee_roll", "melee_distribution", "fire_roll", "fire_distribution"):
    g, f = code.get(f"BM_{what}/generated"), code.get(f"BM_{what}/hand_written_floor")
    if not (g and f):
        missing.append(what)
    else:
        rows.append((f"{what.replace('_', ' ')} through the engine on the generated tables; hand-written floor",
                     seconds(g), seconds(f), f"{g / f:.0f}× the floor", "./build/codegen_bench"))

engine = medians("engine.json")
for what in ("melee", "charge_chain", "whole_combat", "charge_with_leaders"):
    e, m = engine.get(f"exact_{what}"), engine.get(f"monte_carlo_{what}/iterations:1")
    if not e:
        missing.append(f"exact {what}")
    else:
        rows.append((f"exact {what.replace('_', ' ')}; Monte Carlo ±0.1 %", seconds(e), seconds(m) if m else "not run",
                     f"{m / e:,.0f}× faster" if m else "", "./build/engine_bench"))

# Growth: merged states against the enumeration of faces, with the slope of log time over log N
# (leaders a side) from 10 to 40, which stays below 2 when the growth is at most quadratic.
growth = medians("growth.json")
for n in (1, 4, 6, 8, 40):
    merged, enumerated = growth.get(f"BM_melee_leaders_merged/{n}"), growth.get(f"BM_melee_leaders_enumerated/{n}")
    if not merged:
        missing.append(f"melee with {n} leaders")
        continue
    rows.append((f"exact mêlée, {n} leader{'s' if n > 1 else ''} a side, merged states; by sequences of faces",
                 seconds(merged), seconds(enumerated) if enumerated else "not run",
                 f"{enumerated / merged:,.0f}× faster" if enumerated else "",
                 f"./build/growth_bench --benchmark_filter=melee_leaders_.*/{n}$"))
low, high = growth.get("BM_melee_leaders_merged/10"), growth.get("BM_melee_leaders_merged/40")
if low and high:
    import math
    rows.append(("growth of the mêlée from 10 to 40 leaders a side (slope of log time over log N)",
                 f"{math.log(high / low) / math.log(4):.2f}", "", "", "./build/growth_bench --benchmark_filter=merged"))
for k in range(4):
    merged, enumerated = growth.get(f"BM_chain_leaders_merged/{k}"), growth.get(f"BM_chain_leaders_enumerated/{k}")
    if not merged:
        missing.append(f"chain with {k} leaders")
        continue
    rows.append((f"exact charge chain, {k} leader{'' if k == 1 else 's'} a side, merged states; by sequences of faces",
                 seconds(merged), seconds(enumerated) if enumerated else "not run",
                 f"{enumerated / merged:,.1f}× faster" if enumerated else "",
                 f"./build/growth_bench --benchmark_filter=chain_leaders_.*/{k}$"))

whole = dict(line.split(maxsplit=1) for line in (out / "whole_runs.txt").read_text().splitlines())
for key, label in (("bundled_check", "herald check, the bundled rulesets (seven files)"),
                   ("syntax_only_20", "herald check --syntax-only, 20 MB"), ("check_20", "herald check, 20 MB")):
    wall, kib = whole[key].split()
    rows.append((label + " (whole process)", f"{float(wall):.2f} s, {int(kib) / 1024:.0f} MiB peak", "", "",
                 "/usr/bin/time -f '%e s %M KiB' ./build/herald check ..."))
gen, empty = (float(whole[k].split()[0]) for k in ("compile_generated", "compile_empty"))
rows.append(("consumer compile of afde_2010.hpp (g++ -O2) over an empty file", f"{gen:.2f} s", f"{empty:.2f} s",
             f"+{gen - empty:.2f} s", "bench/run.sh"))

if missing:
    print("bench/report.py: no figure (the benchmark was skipped or failed): " + ", ".join(missing), file=sys.stderr)
print("| measure | Herald | alternative | ratio | command |")
print("|---|---|---|---|---|")
for row in rows:
    print("| " + " | ".join(row) + " |")
