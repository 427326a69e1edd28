#!/usr/bin/env python3
"""Every output format is byte-identical across runs, locales and time zones:
check (text, JSON, SARIF; findings, notes and remarks), --list-checks and
--explain, export, the C++ headers, the player aids (SVG, HTML, PDF), and resolve (text and JSON, one roll and
the exact distribution). Runs each twice under C/UTC, then under French,
Turkish (whose dotless i breaks case folding) and C.UTF-8 locales in three
time zones; the locales must be installed (scripts/install-deps.sh does it).

usage: determinism.py HERALD SOURCE_DIR [ENVIRONMENTS]
(ENVIRONMENTS: how many of the environments below to run, all by default; the
suite runs it in the normal build only, in every one: memory errors are the
sanitizer build's to find, in the other tests)"""
import os
import subprocess
import sys
import tempfile

herald, source_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
how_many = int(sys.argv[3]) if len(sys.argv) > 3 else None
ENVS = [
    {"LC_ALL": "C", "TZ": "UTC"},
    {"LC_ALL": "C", "TZ": "UTC"},
    {"LC_ALL": "fr_FR.UTF-8", "TZ": "Pacific/Auckland"},
    {"LC_ALL": "tr_TR.UTF-8", "TZ": "America/New_York"},
    {"LANG": "tr_TR.UTF-8", "LC_CTYPE": "tr_TR.UTF-8", "TZ": "Asia/Kolkata"},
    {"LC_ALL": "C.UTF-8", "TZ": "Australia/Lord_Howe"},
]
editions = [f"rulesets/afde/{e}.herald" for e in ("afde-2010", "afde-2014", "afde-vv45", "afde-sof")]
RUNS = {
    "check text": ["check", "--remarks", "--examples-across", "--show-acknowledged", *editions],
    "check json": ["check", "--format", "json", "--remarks", "--examples-across", *editions],
    "check sarif": ["check", "--format", "sarif", "--remarks", *editions],
    "check errors": ["check", "tests/diagnostics/type_cell_does_not_fit_shape.herald",
                     "tests/diagnostics/example_mismatch_fire.herald"],
    "check errors sarif": ["check", "--format", "sarif", "tests/diagnostics/type_cell_does_not_fit_shape.herald"],
    "list checks": ["check", "--list-checks"],
    "explain": ["check", "--explain", "cell.out_of_reach"],
    "resolve text": ["resolve", "rulesets/afde/afde-2010.herald", "tests/resolve/melee_ch_charges_cl.json"],
    "resolve json": ["resolve", "--format", "json", "rulesets/afde/afde-2010.herald",
                     "tests/resolve/charge_chain.json"],
    "resolve roll": ["resolve", "rulesets/afde/afde-2010.herald", "tremetousia_elan", "--roll", "7"],
}
for e in editions:
    RUNS["export " + os.path.basename(e)] = ["export", e, "--format", "json"]


def missing_locales():
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower().split()
    return [l for l in ("fr_fr.utf8", "tr_tr.utf8") if l not in listed]


if missing_locales():
    sys.exit(f"determinism: locales {missing_locales()} are not installed; run scripts/install-deps.sh")

failures = []
with tempfile.TemporaryDirectory() as work:
    def outputs(env):
        full = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANG", "TZ")}
        full.update(env, NO_COLOR="1")
        got = {}
        for name, args in RUNS.items():
            p = subprocess.run([herald, *args], cwd=source_dir, capture_output=True, env=full)
            got[name] = (p.returncode, p.stdout, p.stderr)
        headers = os.path.join(work, "headers-" + str(len(os.listdir(work))))
        p = subprocess.run([herald, "build", *editions, "rulesets/afde/afde.system.herald", "--cpp-out", headers],
                           cwd=source_dir, capture_output=True, env=full)
        got["build"] = (p.returncode, b"", p.stderr)
        for f in sorted(os.listdir(headers)) if os.path.isdir(headers) else []:
            got["header " + f] = (0, open(os.path.join(headers, f), "rb").read(), b"")
        # The player aids, every format, both languages, with two bases and a scenario.
        aids = os.path.join(work, "aids-" + str(len(os.listdir(work))))
        for args in (["rulesets/afde/afde-2014.herald", "--lang", "fr", "--lang", "en",
                      "--highlight-since", "rulesets/afde/afde-vv45.herald",
                      "--highlight-since", "rulesets/afde/afde-sof.herald"],
                     ["rulesets/afde/afde-vv45.herald", "--scenario", "bouvines"]):
            p = subprocess.run([herald, "aids", *args, "-o", aids], cwd=source_dir, capture_output=True, env=full)
            got["aids " + args[0]] = (p.returncode, b"", p.stderr)
        for f in sorted(os.listdir(aids)) if os.path.isdir(aids) else []:
            got["aid " + f] = (0, open(os.path.join(aids, f), "rb").read(), b"")
        return got

    ENVS = ENVS[:how_many] if how_many else ENVS
    reference = outputs(ENVS[0])
    for name, (code, out, err) in reference.items():
        if not out and not err and name not in ("build",) and not name.startswith("aids "):
            failures.append(f"{name}: printed nothing under {ENVS[0]}")
    for env in ENVS[1:]:
        got = outputs(env)
        for name in reference:
            if got.get(name) != reference[name]:
                failures.append(f"{name}: differs under {env} from {ENVS[0]}")
for f in failures:
    print("FAILED:", f)
print(f"determinism: {len(reference)} outputs under {len(ENVS)} environments, {len(failures)} differences")
sys.exit(1 if failures else 0)
