#!/usr/bin/env python3
"""The command line as a user meets it: exit codes (0 clean, 1 findings, 2
usage or I/O), no colour off a terminal, and outputs that are written only
after checks pass, atomically, and only when their content changed."""
import os
import shutil
import subprocess
import sys
import tempfile

herald, root = sys.argv[1:3]
herald = os.path.abspath(herald)
failures = []


def run(*args, **kw):
    return subprocess.run([herald, *args], capture_output=True, **kw)


def expect(condition, message):
    if not condition:
        failures.append(message)


ruleset = os.path.join(root, "rulesets", "afde", "afde-2010.herald")
expect(run().returncode == 2, "no subcommand: exit 2")
expect(run("frobnicate").returncode == 2, "unknown subcommand: exit 2")
expect(run("check").returncode == 2, "check without files: exit 2")
expect(run("check", "--format", "xml", ruleset).returncode == 2, "unknown format: exit 2")
missing = run("check", "no-such-file.herald")
expect(missing.returncode == 2, "missing file: exit 2")
expect(b"no-such-file.herald" in missing.stderr and b"[io.read]" in missing.stderr, "missing file is named")
expect(b"No such file or directory" in missing.stderr, "a file that cannot be opened says why (issue 22)")
# A scenario a ruleset does not declare is its own finding, with the nearest name (issue 22).
vv45 = os.path.join(root, "rulesets", "afde", "afde-vv45.herald")
for args in (["resolve", vv45, "bouvines_initiative", "--scenario", "murett"],
             ["diff", vv45, vv45, "--scenario", "murett"]):
    unknown = run(*args)
    expect(unknown.returncode == 2 and b"[scenario.unknown]" in unknown.stderr and b"did you mean 'muret'" in unknown.stderr,
           " ".join(args[:1]) + " --scenario murett: " + unknown.stderr.decode("utf-8", "replace"))
# A report language the ruleset has no labels in, or the engine no words in, is refused by name.
oa = os.path.join(root, "rulesets", "order-of-arms", "order-of-arms-1.0.herald")
for rules_file, lang, offered in ((vv45, "de", b"in en, fr"), (oa, "fr", b"in en")):
    refused = run("resolve", rules_file, "bouvines_initiative" if rules_file == vv45 else "x", "--lang", lang)
    expect(refused.returncode == 2 and b"[resolve.language]" in refused.stderr and offered in refused.stderr,
           f"resolve --lang {lang}: " + refused.stderr.decode("utf-8", "replace"))
expect(run("check", root).returncode == 2, "a directory: exit 2")
expect(run("--version").returncode == 0, "--version: exit 0")
# The version is written once, in CMakeLists.txt's project(): --version says it.
import re
declared = re.search(r"project\(herald VERSION ([0-9.]+)", open(os.path.join(root, "CMakeLists.txt")).read()).group(1)
expect(run("--version").stdout.decode().strip() == "herald " + declared, "--version: the version of CMakeLists.txt")
# More errors than --error-limit: the rest are counted, and the run says so [cli.error_limit].
with tempfile.TemporaryDirectory() as tmp:
    many = os.path.join(tmp, "many.herald")
    open(many, "w").write("ruleset many;\n" + "".join(f"die d{i} faces 6..1;\n" for i in range(60)))
    listed = run("check", "--error-limit", "5", many)
    text = listed.stderr.decode()
    expect(listed.returncode == 1 and "[cli.error_limit]" in text and text.count("[range.inverted]") == 5,
           "--error-limit 5: five errors listed and the limit said [cli.error_limit]:\n" + text[-400:])
# Rolls left over are a warning [situation.unused_rolls].
fire = os.path.join(root, "tests", "resolve", "fire_archers_range2.json")
extra = run("resolve", ruleset, fire, "--roll", "4", "--roll", "7", "--roll", "2")
expect(extra.returncode == 0 and "[situation.unused_rolls]" in extra.stderr.decode(),
       "resolve with rolls left over: a warning [situation.unused_rolls]:\n" + extra.stderr.decode())
# Several situations in one run: each line (JSON Lines) the document one run of it gives, with its
# "situation"; a refused one says why on its line and on standard error; exit 1 for it.
import json  # noqa: E402
rally = os.path.join(root, "tests", "resolve", "rally_routed.json")
valiant = os.path.join(root, "tests", "resolve", "bad", "rally_valiant.json")
batch = run("resolve", ruleset, fire, valiant, rally, "--format", "json")
lines = [json.loads(line) for line in batch.stdout.decode().splitlines()]
alone = [json.loads(run("resolve", ruleset, f, "--format", "json").stdout) for f in (fire, rally)]
expect(batch.returncode == 1 and len(lines) == 3, f"resolve of three situations, one refused: exit {batch.returncode}, "
       f"{len(lines)} lines")
if len(lines) == 3:
    expect({k: v for k, v in lines[0].items() if k != "situation"} == alone[0] and lines[0]["situation"] == fire,
           "the first line is the first situation's document")
    expect(lines[1] == {"situation": valiant, "refused": "a valiant unit has nothing to rally from (12.3 line 659)"},
           f"the refused situation's line says why: {lines[1]}")
    expect({k: v for k, v in lines[2].items() if k != "situation"} == alone[1], "the third line is the third's")
expect(b"[situation.refused]" in batch.stderr, "the refusal is on standard error too")
text = run("resolve", ruleset, fire, rally).stdout.decode()
expect(text.startswith(f"== {fire}\n") and f"\n== {rally}\n" in text, "text: each report under its name")
for required in ("LICENSE", "CHANGELOG.md"):
    expect(os.path.exists(os.path.join(root, required)), required + " is shipped")
clean = run("check", ruleset)
# Clean: no finding shown; the acknowledged ones the edition cites are counted in one line.
expect(clean.returncode == 0 and re.fullmatch(rb"(\d+ acknowledged findings? not shown: --show-acknowledged lists "
                                              rb"(it with its citation|them with their citations)\n)?", clean.stderr),
       "clean ruleset: exit 0, nothing but the count of acknowledged findings: " + clean.stderr.decode())
expect(b"\x1b[" not in run("check", "no-such-file.herald").stderr, "no colour off a terminal")
# A mistyped command is named with the nearest one (issue 22).
typo = run("chek", ruleset)
expect(typo.returncode == 2 and b"unknown command 'chek' (did you mean 'check'?)" in typo.stderr,
       "a mistyped command suggests the nearest: " + typo.stderr.decode("utf-8", "replace"))
# --color: always and never whatever the output is; auto colours a terminal unless TERM is dumb.
expect(b"\x1b[" in run("check", "--color", "always", "no-such-file.herald").stderr, "--color always colours")
expect(b"\x1b[" not in run("check", "--color", "never", "no-such-file.herald").stderr, "--color never does not")
expect(run("check", "--color", "sometimes", ruleset).returncode == 2, "--color takes auto, always, never")


def on_terminal(*args, term, env=None):
    """stdout and stderr of herald run on a pseudo-terminal, with TERM set."""
    import pty
    master, slave = pty.openpty()
    subprocess.run([herald, *args], stdin=slave, stdout=slave, stderr=slave,
                   env=dict(os.environ, TERM=term, NO_COLOR="", **(env or {})))
    os.close(slave)
    out = b""
    try:
        while True:
            chunk = os.read(master, 4096)
            if not chunk:
                break
            out += chunk
    except OSError:
        pass
    os.close(master)
    return out


expect(b"\x1b[" in on_terminal("check", "no-such-file.herald", term="xterm"), "a terminal gets colour")
expect(b"\x1b[" not in on_terminal("check", "no-such-file.herald", term="dumb"), "TERM=dumb gets no colour")
expect(b"\x1b[" not in on_terminal("check", "--color", "never", "no-such-file.herald", term="xterm"),
       "--color never on a terminal")
# A long enumeration shows its progress on a terminal's stderr (after a second; at once here) and
# erases it before the report; never off a terminal, nor where TERM is dumb.
leaders_case = os.path.join(root, "tests", "resolve", "melee_leaders.json")
now = {"HERALD_PROGRESS_DELAY_MS": "0"}
shown = on_terminal("resolve", ruleset, leaders_case, term="xterm", env=now)
expect(re.search(rb"\rherald: merged states: [0-9,]+ entr(y|ies), [0-9.]+ (bytes|KiB|MiB) of 1\.0 GiB",
                 shown.replace(b"\x1b[K", b"")) is not None,
       "progress on a terminal: " + shown[:300].decode("utf-8", "replace"))
expect(shown.rfind(b"\r\x1b[K") < shown.find(b"melee: "), "the progress line is erased before the report")
expect(b"herald: merged states" not in on_terminal("resolve", ruleset, leaders_case, term="dumb", env=now),
       "no progress line where TERM is dumb")
expect(b"merged states: " not in subprocess.run([herald, "resolve", ruleset, leaders_case], capture_output=True,
                                                 env=dict(os.environ, **now)).stderr,
       "no progress line off a terminal")
resolved = run("resolve", ruleset, "tremetousia_charge")
expect(resolved.returncode == 0 and b"total: 11" in resolved.stdout, "resolve an example: exit 0, the book's total")
expect(run("resolve", ruleset, "no-such-situation").returncode == 2, "resolve a missing situation: exit 2")
expect(run("resolve", ruleset, "tremetousia_charge", "--roll", "4", "--distribution").returncode == 2,
       "--roll with --distribution: exit 2")
expect(run("resolve", ruleset, "tremetousia_charge", "--roll", "12").returncode == 1,
       "a face the die does not have: exit 1")
expect(run("build", ruleset).returncode == 2, "build without --cpp-out: exit 2")
missing_build = run("build", "no-such-file.herald", "--cpp-out", "unused-out")
expect(missing_build.returncode == 2 and b"[io.read]" in missing_build.stderr, "build of a missing file: exit 2, named")
expect(not os.path.exists("unused-out"), "a failed build creates no output folder")
unwritable = run("build", ruleset, "--cpp-out", "/proc/herald-cannot-write-here")
expect(unwritable.returncode == 2 and b"[io.write]" in unwritable.stderr, "build into an unwritable folder: exit 2")

with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "sub", "export.json")
    first = run("export", ruleset, "--format", "json", "-o", out)
    expect(first.returncode == 0 and os.path.exists(out), "export writes its output (creating folders)")
    stamp = os.stat(out).st_mtime_ns
    os.utime(out, ns=(stamp - 10**9, stamp - 10**9))
    stamp = os.stat(out).st_mtime_ns
    expect(run("export", ruleset, "-o", out).returncode == 0, "second export succeeds")
    expect(os.stat(out).st_mtime_ns == stamp, "unchanged export keeps its modification time")
    expect(sorted(os.listdir(os.path.dirname(out))) == ["export.json"], "no temporary file left behind")

    # A ruleset with an error: nothing written, what is on disk is kept.
    broken_dir = os.path.join(tmp, "broken")
    shutil.copytree(os.path.join(root, "rulesets", "afde"), broken_dir)
    broken = os.path.join(broken_dir, "afde-2010.herald")
    text = open(broken, encoding="utf-8").read().replace('Ar "Archers": 5/7', 'Ar "Archers": 5/7/9', 1)
    open(broken, "w", encoding="utf-8").write(text)
    before = open(out, "rb").read()
    failed = run("export", broken, "-o", out)
    expect(failed.returncode == 1, "export of a ruleset with errors: exit 1")
    expect(open(out, "rb").read() == before, "export of a broken ruleset leaves the old output untouched")
    expect(b"[type.mismatch]" in failed.stderr, "the error is reported")
    expect(run("export", ruleset, "-o", os.path.join(out, "x.json")).returncode == 2,
           "an output path under a file: exit 2")

# `herald resolve` reads the resolved model without the checker's analyses (issue 24): a
# finding only the checker makes (here an acknowledgement that matches nothing) is `check`'s,
# while an error of the resolver still stops the resolution.
with tempfile.TemporaryDirectory() as tmp:
    copy = os.path.join(tmp, "afde")
    shutil.copytree(os.path.join(root, "rulesets", "afde"), copy)
    edited = os.path.join(copy, "afde-2010.herald")
    text = open(edited, encoding="utf-8").read()
    open(edited, "w", encoding="utf-8").write(text + '\nacknowledge band.gap melee_result "no gap is there";\n')
    checked = run("check", edited)
    expect(b"[acknowledge.unused]" in checked.stderr, "check: the stale acknowledgement is a warning")
    resolved = run("resolve", edited, "tremetousia_elan", "--roll", "7")
    expect(resolved.returncode == 0 and resolved.stderr == b"" and b"Dr + R" in resolved.stdout,
           "resolve runs no checker analysis: " + resolved.stderr.decode("utf-8", "replace"))
    open(edited, "w", encoding="utf-8").write(text.replace('Ar "Archers": 5/7', 'Ar "Archers": 5/7/9', 1))
    refused = run("resolve", edited, "tremetousia_elan", "--roll", "7")
    expect(refused.returncode == 1 and b"[type.mismatch]" in refused.stderr, "resolve stops at a resolver error")

# Past --error-limit errors (default 50) the text output stops listing;
# json lists them all.
with tempfile.TemporaryDirectory() as tmp:
    many = os.path.join(tmp, "many.herald")
    open(many, "w").write("system s;\n" + "".join(f"die d{i} faces 9..0;\n" for i in range(60)))
    text = run("check", many).stderr.decode()
    expect(text.count("error: empty range") + text.count("error: a die") == 50, "text lists 50 errors by default")
    expect("10 more error(s) not shown" in text and "60 errors generated." in text, "text says how many were not shown, the summary counts all")
    expect(run("check", "--error-limit", "0", many).stderr.decode().count("[range.inverted]") == 60,
           "--error-limit 0 lists them all")
    import json as json_module
    doc = json_module.loads(run("check", "--format", "json", many).stdout)
    expect(len(doc["diagnostics"]) == 60, "json lists every error")

# An acknowledged finding is hidden but counted in one line, and listed with --show-acknowledged.
cases = os.path.join(root, "tests", "diagnostics")
quiet = run("check", "table_acknowledged_unused_footnote.herald", cwd=cases)
expect(quiet.returncode == 0 and
       quiet.stderr == b"1 acknowledged finding not shown: --show-acknowledged lists it with its citation\n",
       "an acknowledged finding is hidden, one line says so and how to see it")
shown = run("check", "--show-acknowledged", "table_acknowledged_unused_footnote.herald", cwd=cases)
expect(b"(acknowledged: printed so in the book)" in shown.stderr and shown.returncode == 0,
       "--show-acknowledged lists the acknowledged finding with its citation")
sarif = run("check", "--show-acknowledged", "--format", "sarif", "table_acknowledged_unused_footnote.herald", cwd=cases)
expect(b'"suppressions"' in sarif.stdout, "SARIF carries the acknowledgement as a suppression")

# An acknowledgement covers its own edition's findings, not those of an
# unrelated ruleset checked in the same run; export reports once.
with tempfile.TemporaryDirectory() as tmp:
    table = ('system {name};\nenum e {{ A; }}\ncell t = discourage: int / rout: int;\n'
             'table th {{ rows e; columns e; cells t; A: 8/6; check each cell: discourage <= rout; }}\n')
    open(os.path.join(tmp, "a.herald"), "w").write(table.format(name="a"))
    open(os.path.join(tmp, "b.herald"), "w").write(table.format(name="b") + 'acknowledge invariant.violated th "as printed" line 3;\n')
    both = run("check", "a.herald", "b.herald", cwd=tmp)
    expect(both.returncode == 1 and both.stderr.count(b"[invariant.violated]") == 1 and b"a.herald:4" in both.stderr,
           "b's acknowledgement does not silence a's finding")
    once = run("export", "a.herald", "-o", "a.json", cwd=tmp)
    expect(once.returncode == 1 and once.stderr.count(b"error generated") == 1, "export reports its findings once")
    expect(not os.path.exists(os.path.join(tmp, "a.json")), "nothing is written for a ruleset with errors")
    expect(run("export", "b.herald", "-o", "b.json", cwd=tmp).returncode == 0, "an acknowledged finding does not stop export")

# --sources: a value must be printed on the line it cites.
with tempfile.TemporaryDirectory() as tmp:
    os.mkdir(os.path.join(tmp, "src"))
    open(os.path.join(tmp, "src", "book.txt"), "w").write("Archers\t5/7\t6/8\nCrossbows\t6/8\t7/9\n")
    rules = ('system s;\nsource "book.txt";\nenum e {{ Ar; Ab; }}\ncell t = discourage: int / rout: int;\n'
             'table fire {{ rows e; columns int 1..2; cells t; Ar: 5/7 6/8 line 1; Ab: 6/8 {ab} line 2; }}\n')
    open(os.path.join(tmp, "good.herald"), "w").write(rules.format(ab="7/9"))
    open(os.path.join(tmp, "slip.herald"), "w").write(rules.format(ab="7/8"))
    expect(run("check", "--werror", "--sources", "src", "good.herald", cwd=tmp).returncode == 0,
           "values printed on their cited lines: clean")
    slip = run("check", "--sources", "src", "slip.herald", cwd=tmp)
    expect(slip.returncode == 1 and b"[provenance.mismatch]" in slip.stderr and b"fire[Ab][2]" in slip.stderr,
           "a transcription slip is caught against the source line")
    expect(run("check", "slip.herald", cwd=tmp).returncode == 0, "without --sources the check does not run")
    expect(run("check", "--sources", "nowhere", "good.herald", cwd=tmp).returncode == 2, "--sources must be a folder")

# --explain prints a check's description with samples; --disable drops a check's findings.
explained = run("check", "--explain", "band.overlap")
expect(explained.returncode == 0 and b"## Fails" in explained.stdout and b"## Passes" in explained.stdout,
       "--explain prints the description with a failing and a passing sample")
explained = run("check", "--explain", "table.missing_row")
expect(explained.returncode == 0 and explained.stdout.startswith(b"# table.missing_row\n"),
       "--explain documents the resolver's findings too")
expect(run("check", "--disable", "table.missing_row", ruleset).returncode == 2,
       "--disable of a finding the resolver decides: exit 2")
listed = run("check", "--list-checks")
expect(listed.returncode == 0 and b"band.gap" in listed.stdout and b"amend.stale" in listed.stdout,
       "--list-checks lists the checker's and the resolver's kinds")
unknown = run("check", "--explain", "band.overlp")
expect(unknown.returncode == 2 and b"did you mean 'band.overlap'" in unknown.stderr, "--explain of an unknown id: exit 2")
violated = "table_check_violated.herald"
expect(run("check", violated, cwd=cases).returncode == 1, "the invariant case fails without --disable")
expect(run("check", "--disable", "invariant.violated", violated, cwd=cases).returncode == 0,
       "--disable drops that check's findings")
expect(run("check", "--disable", "name.undefined", violated, cwd=cases).returncode == 2,
       "--disable takes only check ids (model errors cannot be disabled)")

for f in failures:
    print(f)
sys.exit(1 if failures else 0)
