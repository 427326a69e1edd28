#!/usr/bin/env python3
"""Runs one libFuzzer harness: builds its seed corpus from the project's own
inputs and the corpus kept in tests/fuzz/corpus/NAME/, then a bounded number of
executions (not a time limit: CI runs the same inputs every time, the seed
fixed). A crash, a sanitizer report, a hang past the per-input limit or an
out-of-memory fails, naming the input kept.

usage: run_fuzz.py HARNESS NAME SOURCE_DIR CORPUS_DIR [RUNS]
(RUNS defaults to 2000; the long run is tests/fuzz/long_run.py, see the README)"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
HARNESSES = ("frontend", "import", "situation", "aids", "diff", "lsp")


def files(source_dir, *patterns):
    out = []
    for pattern in patterns:
        out += glob.glob(os.path.join(source_dir, pattern), recursive=True)
    return sorted(out)


def read(path):
    with open(path, "rb") as f:
        return f.read()


RULESETS = ("rulesets/*/*.herald", "tests/diagnostics/**/*.herald", "tests/samples/*.herald",
            "tests/checks/**/*.herald", "tests/codegen/**/*.herald")


def lsp_session(name, text):
    """What an editor sends for one document: open, hover and definition on its first names, an
    edit, close, shutdown, exit; framed as on the wire."""
    uri = "file:///herald-fuzz/" + os.path.basename(name)
    words = [(i, m.start()) for i, line in enumerate(text.split("\n")[:40]) for m in re.finditer(r"[a-z_]{3,}", line)]
    messages = [{"id": 1, "method": "initialize", "params": {"processId": None, "capabilities": {}}},
                {"method": "initialized", "params": {}},
                {"method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "herald", "version": 1, "text": text}}}]
    for n, (line, character) in enumerate(words[:: max(1, len(words) // 3)][:3]):
        position = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
        messages.append({"id": 2 + 2 * n, "method": "textDocument/hover", "params": position})
        messages.append({"id": 3 + 2 * n, "method": "textDocument/definition", "params": position})
    messages += [{"method": "textDocument/didChange",
                  "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text + "\n"}]}},
                 {"method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}},
                 {"id": 99, "method": "shutdown", "params": None}, {"method": "exit", "params": None}]
    out = b""
    for m in messages:
        body = json.dumps(dict(jsonrpc="2.0", **m)).encode("utf-8")
        out += b"Content-Length: %d\r\n\r\n" % len(body) + body
    return out


def seeds(name, source_dir):
    """The harness's seeds from the project's inputs: name -> bytes."""
    def rel(p):
        return os.path.relpath(p, source_dir)
    if name in ("frontend", "aids"):
        return {rel(p): read(p) for p in files(source_dir, *RULESETS)}
    if name == "import":
        # Each file that imports another, with its import renamed to the harness's second file.
        out = {}
        for p in files(source_dir, "rulesets/*/*.herald", "tests/diagnostics/**/*.herald", "tests/checks/**/*.herald"):
            text = read(p)
            m = re.search(rb'import\s+"([^"]+)"', text)
            if not m:
                continue
            imported = os.path.join(os.path.dirname(p), m.group(1).decode("utf-8", "replace"))
            if not os.path.isfile(imported):
                continue
            main = text.replace(m.group(0), b'import "other.herald"')
            out[rel(p)] = main + b"\0" + read(imported)
        return out
    if name == "situation":
        return {rel(p): read(p) for p in files(source_dir, "tests/resolve/**/*.json") if not p.endswith(".out.json")}
    if name == "diff":
        # Two sides the diff tests compare (old, NUL, new, NUL, the system file both import, renamed
        # system.herald), and each small ruleset against itself.
        out = {}
        for d in files(source_dir, "tests/diff/*/"):
            old, new = os.path.join(d, "old.herald"), os.path.join(d, "new.herald")
            if not (os.path.isfile(old) and os.path.isfile(new)):
                continue
            system = b""
            sides = []
            for side in (old, new):
                text = read(side)
                for m in re.finditer(rb'import\s+"([^"]+\.system\.herald)"', text):
                    system = read(os.path.join(d, m.group(1).decode()))
                    text = text.replace(m.group(0), b'import "system.herald"')
                sides.append(text)
            out[rel(d)] = sides[0] + b"\0" + sides[1] + b"\0" + system
        for p in files(source_dir, "tests/checks/**/*.herald", "tests/samples/*.herald"):
            out[rel(p) + " twice"] = read(p) + b"\0" + read(p)
        return out
    if name == "lsp":
        return {rel(p): lsp_session(p, read(p).decode("utf-8", "replace"))
                for p in files(source_dir, "tests/checks/**/*.herald", "tests/samples/*.herald",
                               "tests/diagnostics/**/*.herald")}
    sys.exit(f"run_fuzz: no seeds for harness '{name}'")


def kept(name, source_dir):
    """The corpus kept in the repository: inputs a long run found new coverage with, minimised."""
    folder = os.path.join(source_dir, "tests", "fuzz", "corpus", name)
    return {f"corpus/{name}/{f}": read(os.path.join(folder, f)) for f in sorted(os.listdir(folder))} \
        if os.path.isdir(folder) else {}


def dictionary(name, into):
    """The harness's dictionary (libFuzzer takes one): the language's, the situation files', or the
    editor protocol's with the language's."""
    parts = {"situation": ["situation.dict"], "lsp": ["lsp.dict", "herald.dict"]}.get(name, ["herald.dict"])
    path = os.path.join(into, f"{name}.dict")
    with open(path, "wb") as out:
        for part in parts:
            out.write(read(os.path.join(here, part)) + b"\n")
    return path


def write_seeds(name, source_dir, seed_dir):
    shutil.rmtree(seed_dir, ignore_errors=True)
    os.makedirs(seed_dir)
    every = {**seeds(name, source_dir), **kept(name, source_dir)}
    for i, (origin, data) in enumerate(sorted(every.items())):
        with open(os.path.join(seed_dir, f"{i:05d}"), "wb") as f:
            f.write(data)
    return len(every)


def main():
    harness, name, source_dir, corpus = (os.path.abspath(a) if i != 1 else a for i, a in enumerate(sys.argv[1:5]))
    runs = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[5] else 500
    seed_dir = os.path.join(corpus, "seeds")
    count = write_seeds(name, source_dir, seed_dir)
    with tempfile.TemporaryDirectory() as work:
        found = os.path.join(work, "found")  # inputs the run discovers (not kept: the run is a smoke test)
        os.makedirs(found)
        artifacts = os.path.join(corpus, "artifacts") + os.sep
        os.makedirs(artifacts, exist_ok=True)
        # libFuzzer's entropic schedule keeps a frequency for every feature of every input, updated on
        # each execution: on these inputs (rulesets of tens of kilobytes, about 90,000 features) that
        # bookkeeping was 77% of a smoke run's time (perf), for the same coverage as the plain schedule
        # (fuzz_import, 2,000 runs: 56 s and 21,952 edges entropic, 11 s and 21,902 plain).
        # -runs counts the seeds' own executions: RUNS mutations after them.
        command = [harness, f"-runs={count + runs}", "-seed=1", "-entropic=0", "-timeout=60", "-rss_limit_mb=4096",
                   "-max_len=65536", f"-dict={dictionary(name, work)}", f"-artifact_prefix={artifacts}",
                   "-print_final_stats=1", found, seed_dir]
        p = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=work)
        out = p.stdout.decode("utf-8", errors="replace")
    stats = [line for line in out.splitlines() if line.startswith(("stat::", "#")) and ("DONE" in line or "stat::" in line)]
    print("\n".join(stats[-8:]))
    if p.returncode != 0:
        print(out[-6000:])
        written = [line for line in out.splitlines() if "Test unit written to" in line]
        print(f"run_fuzz: {name} FAILED (exit {p.returncode}); " + (written[-1] if written else "no input kept") +
              f"; reproduce with: {harness} <that file>")
        sys.exit(1)
    print(f"run_fuzz: {name}: {count} seeds, then {runs} runs, no crash")


if __name__ == "__main__":
    main()
