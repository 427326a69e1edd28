#!/usr/bin/env python3
"""The man page and the bash completion the build generates (scripts/cli_docs.py):
herald.1 renders with groff without a warning and names every command and option
of the --help texts; herald.bash completes commands, options, their values, the
ids of --explain, and files by extension.

usage: cli_docs_check.py HERALD BUILD_DIR"""
import os
import re
import subprocess
import sys
import tempfile

herald, build_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


page = os.path.join(build_dir, "herald.1")
rendered = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", page], capture_output=True, text=True)
expect(rendered.returncode == 0 and not rendered.stderr.strip(), f"groff warns on herald.1:\n{rendered.stderr}")
text = open(page, encoding="utf-8").read().replace("\\-", "-")
commands = re.findall(r"^  (\w+)\s{2,}", subprocess.run([herald, "--help"], capture_output=True, text=True).stdout, re.M)
expect(len(commands) >= 6, f"herald --help lists commands: {commands}")
for command in commands:
    expect(f".SS herald {command}" in text, f"herald.1 has no section for '{command}'")
    options = re.findall(r"(--[a-z][a-z-]*)", subprocess.run([herald, command, "--help"], capture_output=True, text=True).stdout)
    for option in set(options) - {"--help"}:
        expect(option in text, f"herald.1 does not describe '{command} {option}'")

completion = os.path.join(build_dir, "herald.bash")


def complete(words, cwd):
    """What _herald offers for the last of `words` (the line typed so far)."""
    script = (f'source "{completion}"; COMP_WORDS=({" ".join(repr(w) for w in words)}); '
              f'COMP_CWORD={len(words) - 1}; _herald; printf "%s\\n" "${{COMPREPLY[@]}}"')
    run = subprocess.run(["bash", "-c", script], capture_output=True, text=True, cwd=cwd,
                         env=dict(os.environ, PATH=os.path.dirname(herald) + os.pathsep + os.environ.get("PATH", "")))
    return sorted(line for line in run.stdout.splitlines() if line)


with tempfile.TemporaryDirectory() as tmp:
    for name in ("a.herald", "b.txt", "fire.json"):
        open(os.path.join(tmp, name), "w").close()
    os.mkdir(os.path.join(tmp, "sub"))
    cases = [
        (["herald", "ch"], ["check"]),
        (["herald", "check", "--for"], ["--format"]),
        (["herald", "check", "--format", ""], ["json", "sarif", "text"]),
        (["herald", "check", ""], ["a.herald", "sub/"]),
        (["herald", "resolve", "a.herald", "f"], ["fire.json"]),
        (["herald", "check", "--explain", "reprint.m"], ["reprint.mismatch", "reprint.missing"]),
        (["herald", "build", "--cpp-out", "s"], ["sub"]),
    ]
    for words, wanted in cases:
        got = complete(words, tmp)
        expect(got == wanted, f"completing {' '.join(words)!r}: {got}, expected {wanted}")

for f in failures:
    print(f)
print(f"cli/docs: {len(failures)} problems")
sys.exit(1 if failures else 0)
