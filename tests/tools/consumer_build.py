#!/usr/bin/env python3
"""examples/consumer built as a user would build it: its own CMake project over
generated/ and the engine's headers, no Herald library.  Runs it (its worked
examples must come out as the book prints them), then checks that its
static_asserts bite: a generated header with one cell changed must not compile.

usage: consumer_build.py CMAKE SOURCE_DIR WORK_DIR"""
import os
import re
import shlex
import shutil
import subprocess
import sys

cmake, source_dir, work_dir = sys.argv[1:4]
consumer = os.path.join(source_dir, "examples", "consumer")
build_dir = os.path.join(work_dir, "build")

# Lines of the program's output that say what the book says (afde-2010-en.txt lines 570-572).
EXPECTED = [
    "charge: roll 4, total 11, defenders: D + R, attackers: advance_obligatory",
    "élan: roll 7, total 14, defenders: Dr + R, attackers: advance_obligatory",
    "dispersion: roll 2, total 9, defenders: F + R, attackers: advance_obligatory",
    "attackers[0] Ch: fatigued valiant",
    "engaged[0] Cl: fresh routed",
    "engaged[1] Ha: fatigued valiant",
    "fire: roll 7, total 5, target: -",
    "9/10 (90 %): result -; target fresh valiant;",
    "1/10 (10 %): result D; target fresh discouraged;",
    "all outcomes match the book",
]


def fail(message, output=""):
    print(f"consumer_build: FAILED: {message}")
    if output:
        print(output.rstrip())
    sys.exit(1)


def run(command):
    p = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900)
    out = p.stdout.decode("utf-8", errors="replace")
    return p.returncode, out


# 1. Configure and build. A work dir configured with another generator is started afresh.
generator = ["-G", "Ninja"] if shutil.which("ninja") else []
cache = os.path.join(build_dir, "CMakeCache.txt")
if generator and os.path.exists(cache):
    if "CMAKE_GENERATOR:INTERNAL=Ninja\n" not in open(cache, encoding="utf-8", errors="replace").read():
        shutil.rmtree(build_dir)
rc, out = run([cmake, "-S", consumer, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release", *generator])
if rc != 0:
    fail(f"cmake could not configure {consumer} (exit {rc})", out)
rc, out = run([cmake, "--build", build_dir])
if rc != 0:
    fail(f"examples/consumer does not build on generated/ and src/ headers alone (exit {rc})", out)

# 2. Run it: exit 0 and the book's outcomes.
program = os.path.join(build_dir, "herald_consumer")
rc, out = run([program])
if rc != 0:
    fail(f"{program} exited {rc}: an outcome differs from the book, or the engine refused an example", out)
missing = [line for line in EXPECTED if line not in out]
if missing:
    fail("the output lacks these expected lines:\n  " + "\n  ".join(missing) + "\n--- output:", out)

# 3. The static_asserts bite: fire_table[Cl][1] is 7/8 (line 813), read by static_checks.hpp;
# a copy of the generated header printing 6/8 must fail to compile with a static assertion.
header = open(os.path.join(source_dir, "generated", "afde_2010.hpp"), encoding="utf-8").read()
block = re.search(r"namespace fire_table_data \{.*?\}  // namespace fire_table_data", header, re.S)
cell = block and re.search(r'\{"7/8", false, \{slots\.data\(\) \+ (\d+), 2\}', block.group(0))
slots = block and re.search(r"slots = \{\{\n(.*?)\n\}\};", block.group(0), re.S)
if not (cell and slots):
    fail("generated/afde_2010.hpp: no fire_table cell 7/8 found to change; update consumer_build.py")
slot_lines = slots.group(1).split("\n")
index = int(cell.group(1))
changed = re.sub(r'(\{"discourage", true, )7(,)', r"\g<1>6\2", slot_lines[index])
if changed == slot_lines[index]:
    fail(f"generated/afde_2010.hpp: slot {index} of fire_table is not discourage 7: {slot_lines[index].strip()}")
slot_lines[index] = changed
new_block = block.group(0).replace(slots.group(1), "\n".join(slot_lines))
mutated = header.replace(block.group(0), new_block)

compiler = shlex.split(os.environ.get("CXX", "")) or [shutil.which("g++") or "c++"]
# Boost where CMake found it; the compiler's own directories stay out (-isystem
# /usr/include would break libstdc++'s #include_next).
boost = [line.split("=", 1)[1].strip() for line in open(cache, encoding="utf-8", errors="replace")
         if line.startswith("Boost_INCLUDE_DIR:")]
boost = [b for b in boost if b and os.path.normpath(b) not in ("/usr/include", "/usr/local/include")]


def syntax_check(include_dir):
    flags = ["-std=c++17", "-fsyntax-only", "-I", include_dir, "-I", os.path.join(source_dir, "generated"),
             "-I", os.path.join(source_dir, "src")] + [f for b in boost for f in ("-isystem", b)]
    return run([*compiler, *flags, os.path.join(consumer, "main.cpp")])


for name, text in (("unchanged", header), ("mutated", mutated)):
    folder = os.path.join(work_dir, "bite", name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "afde_2010.hpp"), "w", encoding="utf-8") as f:
        f.write(text)
# The unchanged copy compiles with the same command: a failure below is the changed cell's.
rc, out = syntax_check(os.path.join(work_dir, "bite", "unchanged"))
if rc != 0:
    fail(f"main.cpp does not compile against an unchanged copy of afde_2010.hpp with {' '.join(compiler)}", out)
rc, out = syntax_check(os.path.join(work_dir, "bite", "mutated"))
if rc == 0:
    fail("main.cpp compiled against fire_table[Cl][1] = 6/8: the static_asserts of static_checks.hpp do not bite")
# g++ says "static assertion failed", clang++ 14 "static_assert failed".
if not re.search(r"static[ _]assert", out) or "tremetousia_defensive_fire" not in out:
    fail("main.cpp failed to compile against fire_table[Cl][1] = 6/8, but not on the example's static_assert", out)

print(f"consumer_build: ok: built and ran {program}; {len(EXPECTED)} outcome lines as the book prints them; "
      "a changed fire_table cell fails to compile on its static_assert")
