#!/usr/bin/env python3
"""The generated data headers stay cheap to include (issue 37, item 3): the compiler's
CPU time for a file that only includes them, over an empty file, at -O2.

Three files are measured: one including afde_2010.hpp and its system's data header,
one including order_of_arms_1_0.hpp and its system's, one including every data
header of generated/ (every header but the *_engine.hpp entries). A CPU time depends
on the machine and on what else runs on it, so each is divided by the time of a
fixed file of the standard library (REFERENCE), compiled in the same run, and the
runs are interleaved; each figure is the median of RUNS. The bound of a file is its
goal in seconds over the reference's time on the machine where the goals were set.

usage: include_cost.py COMPILER ROOT"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

compiler, root = sys.argv[1], os.path.abspath(sys.argv[2])
generated = os.path.join(root, "generated")
RUNS = 5

# CPU seconds (user + sys) of g++ 12 -O2 -std=c++17 for REFERENCE over an empty file, median of
# five, on the 2-core development machine (Debian 12) on 2026-11-27, measured by this script (the
# "reference" it prints: 0.40 to 0.42 s in four runs while another build used the other core, as
# when the figures of docs/design.md were taken). The goals are in seconds on that machine.
REFERENCE_SECONDS = 0.40
GOALS = {"afde_2010": 0.3, "order_of_arms_1_0": 0.3, "every data header": 0.5}

REFERENCE = """// A fixed file of the standard library: the yardstick of the others.
#include <map>
#include <string>
#include <vector>

std::map<std::string, std::vector<int>> index_words(std::vector<std::string> const& words) {
  std::map<std::string, std::vector<int>> out;
  for (std::size_t i = 0; i < words.size(); ++i) out[words[i]].push_back(static_cast<int>(i));
  return out;
}

std::vector<std::string> keys(std::map<std::string, std::vector<int>> const& m) {
  std::vector<std::string> out;
  for (auto const& [k, v] : m)
    if (!v.empty()) out.push_back(k + "=" + std::to_string(v.size()));
  return out;
}
"""


def including(*headers):
    return "".join(f'#include "{h}"\n' for h in headers)


def data_headers():
    return sorted(n for n in os.listdir(generated) if n.endswith(".hpp") and not n.endswith("_engine.hpp"))


def compile_seconds(source, work):
    """The compiler's CPU time (user + sys, its children included) for one file."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run([compiler, "-O2", "-std=c++17", "-I", os.path.join(root, "src"), "-I", generated,
                             "-c", source, "-o", os.path.join(work, "out.o")], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        print(f"include_cost: {compiler} failed on {os.path.basename(source)}:\n{result.stderr[:3000]}")
        sys.exit(1)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


if shutil.which(compiler) is None:
    print(f"include_cost: {compiler} is not installed (scripts/install-deps.sh installs it)")
    sys.exit(1)
units = {"empty": "", "reference": REFERENCE,
         "afde_2010": including("afde_2010.hpp", "afde_system.hpp"),
         "order_of_arms_1_0": including("order_of_arms_1_0.hpp", "order_of_arms_system.hpp"),
         "every data header": including(*data_headers())}
with tempfile.TemporaryDirectory() as work:
    paths = {}
    for i, (name, text) in enumerate(units.items()):
        paths[name] = os.path.join(work, f"unit{i}.cpp")
        with open(paths[name], "w", encoding="utf-8") as f:
            f.write(text)
    seconds = {name: [] for name in units}
    for _ in range(RUNS):  # interleaved, so that a busy moment weighs on every file alike
        for name in units:
            seconds[name].append(compile_seconds(paths[name], work))
median = {name: statistics.median(times) for name, times in seconds.items()}
reference = median["reference"] - median["empty"]
if reference <= 0:
    print(f"include_cost: the reference file took no time over an empty one ({seconds})")
    sys.exit(1)
print(f"include_cost: reference {reference:.3f} s over an empty file ({compiler}, median of {RUNS}; "
      f"REFERENCE_SECONDS is {REFERENCE_SECONDS})")
failed = False
for name, goal in GOALS.items():
    ratio = (median[name] - median["empty"]) / reference
    bound = goal / REFERENCE_SECONDS
    print(f"  {name}: {median[name] - median['empty']:.3f} s, {ratio:.2f} references "
          f"(at most {bound:.2f}: {goal} s where the reference takes {REFERENCE_SECONDS} s)")
    failed |= ratio > bound
if failed:
    print("include_cost: FAILED: a generated data header costs more to include than its goal. What a data header "
          "includes or instantiates, every file reading a table pays for: keep the engine's parts in the *_engine.hpp "
          "headers, and the data plain constexpr arrays (docs/design.md, \"Generated headers cheap to include\").")
    sys.exit(1)
