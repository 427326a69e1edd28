#!/usr/bin/env python3
"""examples/consumer built as a user would build it: Herald installed into a
prefix (`cmake --install`), the consumer's own CMake project finding it with
find_package(Herald) and generating its headers at build time with
herald_generate(), with Ninja and with Makefiles. Runs it (its worked examples
must come out as the book prints them); checks that an unchanged build does
nothing, that editing a ruleset regenerates exactly its header and recompiles,
that editing an imported system file regenerates (the depfile); and that the
static_asserts bite: a generated data header with one cell changed must not compile
with only the installed include folder on the path.

usage: consumer_build.py CMAKE SOURCE_DIR WORK_DIR HERALD_BUILD_DIR"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

cmake, source_dir, work_dir, herald_build = sys.argv[1:5]
consumer = os.path.join(source_dir, "examples", "consumer")
build_dir = os.path.join(work_dir, "build")
prefix = os.path.join(work_dir, "prefix")
rulesets = os.path.join(work_dir, "rulesets")

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


# 0. Herald installed into a prefix of its own, and a writable copy of the rulesets it installs.
shutil.rmtree(prefix, ignore_errors=True)
rc, out = run([cmake, "--install", herald_build, "--prefix", prefix])
if rc != 0:
    fail(f"cmake --install {herald_build} failed (exit {rc})", out)
for required in ("bin/herald", "lib/cmake/Herald/HeraldConfig.cmake", "lib/cmake/Herald/HeraldConfigVersion.cmake",
                 "lib/cmake/Herald/HeraldGenerate.cmake", "include/herald/engine/core/layout_tables.hpp",
                 "include/herald/engine/afde/procedures.hpp", "share/herald/rulesets/afde/afde-2010.herald",
                 "share/man/man1/herald.1", "share/bash-completion/completions/herald"):
    if not os.path.exists(os.path.join(prefix, required)):
        fail(f"the installed prefix lacks {required}")
shutil.rmtree(rulesets, ignore_errors=True)
shutil.copytree(os.path.join(prefix, "share", "herald", "rulesets"), rulesets)
# The Ninja build, which is rebuilt after each edit below, is unoptimised (a third of the Release
# compile); the Makefile build (4.) is Release, and its program runs the book's examples again.
configure = ["-DCMAKE_BUILD_TYPE=Debug", f"-DCMAKE_PREFIX_PATH={prefix}", f"-DCONSUMER_RULESETS_DIR={rulesets}"]

# 1. Configure and build. A work dir configured with another generator is started afresh.
generator = ["-G", "Ninja"] if shutil.which("ninja") else []
cache = os.path.join(build_dir, "CMakeCache.txt")
if generator and os.path.exists(cache):
    if "CMAKE_GENERATOR:INTERNAL=Ninja\n" not in open(cache, encoding="utf-8", errors="replace").read():
        shutil.rmtree(build_dir)
rc, out = run([cmake, "-S", consumer, "-B", build_dir, *configure, *generator])
if rc != 0:
    fail(f"cmake could not configure {consumer} against the installed Herald (exit {rc})", out)
rc, out = run([cmake, "--build", build_dir])
if rc != 0:
    fail(f"examples/consumer does not build against the installed Herald alone (exit {rc})", out)



# 2. Run it: exit 0 and the book's outcomes.
def run_program(program):
    rc, out = run([program])
    if rc != 0:
        fail(f"{program} exited {rc}: an outcome differs from the book, or the engine refused an example", out)
    missing = [line for line in EXPECTED if line not in out]
    if missing:
        fail("the output lacks these expected lines:\n  " + "\n  ".join(missing) + "\n--- output:", out)


program = os.path.join(build_dir, "herald_consumer")
run_program(program)

# 3. The build follows the rulesets: nothing to do when nothing changed; an edited ruleset
# regenerates its own header only, and the program is recompiled; an edited imported file
# (the system) regenerates too, through herald's depfile.
generated = os.path.join(build_dir, "herald_generated")
header = open(os.path.join(generated, "afde_2010.hpp"), encoding="utf-8").read()  # before any edit
engine_header = open(os.path.join(generated, "afde_2010_engine.hpp"), encoding="utf-8").read()
if generator:
    rc, out = run([cmake, "--build", build_dir])
    if rc != 0 or "no work to do" not in out:
        fail("a second build with nothing changed should do nothing", out)
stamps = lambda: {name: os.stat(os.path.join(generated, name)).st_mtime_ns for name in os.listdir(generated)}
before = stamps()
time.sleep(1.1)  # file systems of one-second mtimes
edition = os.path.join(rulesets, "afde", "afde-2010.herald")
text = open(edition, encoding="utf-8").read()
edited = text.replace('At "Artillery": 3/5 4/6 5/7 6/8 9 ', 'At "Artillery": 3/5 4/6 5/7 6/8 8 ', 1)
if edited == text:
    fail("afde-2010.herald: the Artillery row was not found to edit; update consumer_build.py")
open(edition, "w", encoding="utf-8").write(edited)
rc, out = run([cmake, "--build", build_dir])
after = stamps()
if rc != 0 or "main.cpp" not in out:
    fail("an edited ruleset should regenerate its header and recompile the program", out)
changed = sorted(name for name in after if after[name] != before.get(name))
# A cell is data: its edition's data header is rewritten, and neither its engine entry
# (afde_2010_engine.hpp) nor the system's two headers, whose bytes do not change.
if changed != ["afde_2010.hpp"]:
    fail(f"editing afde-2010.herald should rewrite afde_2010.hpp only, not {changed}", out)
system = os.path.join(rulesets, "afde", "afde.system.herald")
text = open(system, encoding="utf-8").read()
open(system, "w", encoding="utf-8").write(text.replace('symbol NF "No firing"', 'symbol NF "No firing at all"', 1))
rc, out = run([cmake, "--build", build_dir])
if rc != 0 or "herald build" not in out:
    fail("an edited imported file (afde.system.herald) should run herald build again (the depfile)", out)

# 4. The Makefile generator too, herald_generate's rules under Make, in Release: the program
# compiled with optimisations gives the book's outcomes too.
make_dir = os.path.join(work_dir, "build-make")
if shutil.which("make"):
    shutil.rmtree(make_dir, ignore_errors=True)
    make_configure = [c.replace("=Debug", "=Release") if c.startswith("-DCMAKE_BUILD_TYPE=") else c for c in configure]
    rc, out = run([cmake, "-S", consumer, "-B", make_dir, *make_configure, "-G", "Unix Makefiles"])
    if rc == 0:
        rc, out = run([cmake, "--build", make_dir])
    if rc != 0:
        fail(f"examples/consumer does not build with the Makefile generator (exit {rc})", out)
    run_program(os.path.join(make_dir, "herald_consumer"))

# 5. The static_asserts bite: fire_table[Cl][1] is 7/8 (line 813), read by static_checks.hpp;
# a copy of the generated header printing 6/8 must fail to compile with a static assertion.
block = re.search(r"namespace fire_table_data \{.*?\}  // namespace fire_table_data", header, re.S)
cell = block and re.search(r'\{"7/8"sv, false, \{slots \+ (\d+), 2\}', block.group(0))
slots = block and re.search(r"slots\[\] = \{\n(.*?)\n\};", block.group(0), re.S)
if not (cell and slots):
    fail("generated/afde_2010.hpp: no fire_table cell 7/8 found to change; update consumer_build.py")
slot_lines = slots.group(1).split("\n")
index = int(cell.group(1))
changed = re.sub(r'(\{"discourage"sv, true, )7(,)', r"\g<1>6\2", slot_lines[index])
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
    # Only the installed include folder besides the header under test: nothing of Herald's source tree.
    flags = ["-std=c++17", "-fsyntax-only", "-I", include_dir, "-I", generated, "-I",
             os.path.join(prefix, "include", "herald")] + [f for b in boost for f in ("-isystem", b)]
    return run([*compiler, *flags, os.path.join(consumer, "main.cpp")])


for name, text in (("unchanged", header), ("mutated", mutated)):
    folder = os.path.join(work_dir, "bite", name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "afde_2010.hpp"), "w", encoding="utf-8") as f:
        f.write(text)
    # The engine entry includes its data header from its own folder: a copy beside the copy.
    with open(os.path.join(folder, "afde_2010_engine.hpp"), "w", encoding="utf-8") as f:
        f.write(engine_header)
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

print(f"consumer_build: ok: installed Herald, built and ran {program} (find_package, herald_generate); "
      f"{len(EXPECTED)} outcome lines as the book prints them; an edit regenerates exactly its header; "
      "a changed fire_table cell fails to compile on its static_assert")
