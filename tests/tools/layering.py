#!/usr/bin/env python3
"""The architecture, checked: only grammar/ includes Spirit X3, stages depend
one way, the engine core stands alone, and game systems never see each other.

Each folder lists the Herald folders it may include; a folder not listed may
include nothing of Herald's.  Order of the stages:

    engine/core  (standalone: the standard library and Boost only)
    support -> grammar -> model -> engine (model backend, game systems) -> check
                   model -> engine (tables interface) -> diff (two checked models compared, rolls weighed)
                                                         diff -> check (an edition against its base)
                                 model -> backend (the interface) -> export / codegen / aids (backends) -> cli

A game system (src/engine/NAME/) writes its procedures as headers that see
only the engine core and its own folder, so that generated tables can run
them; its one .cpp (the system over the model) may also see the engine's
model backend, never another system."""
import os
import re
import sys

root = sys.argv[1]
include = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
HERALD = ("grammar/", "support/", "model/", "engine/", "check/", "diff/", "backend/", "export/", "codegen/", "aids/", "cli/")
ENGINE_ROOT = "engine/."  # the engine's own files (engine/run.hpp), not a subfolder
# What a generated data header and an engine entry header may include of the engine core and the standard library.
DATA_CORE = "engine/core/generated_layout.hpp"
DATA_STD = ("cstddef", "cstdint", "string_view")
ENTRY_CORE = ("engine/core/layout_tables.hpp", "engine/core/formulas.hpp", "engine/core/generated_runtime.hpp")

# folder -> the Herald include prefixes it may use (ENGINE_ROOT: engine/*.hpp only).
ALLOWED = {
    "grammar/": ("grammar/", "support/"),
    "src/support/": ("support/", "engine/core/"),
    "src/model/": ("support/", "grammar/", "model/", "engine/core/"),
    "src/engine/core/": ("engine/core/",),
    "src/engine/": ("support/", "model/", "engine/core/", ENGINE_ROOT),
    "src/check/": ("support/", "model/", "engine/core/", ENGINE_ROOT, "diff/", "check/"),
    "src/diff/": ("support/", "model/", "engine/core/", ENGINE_ROOT, "diff/"),
    "src/backend/": ("support/", "model/", "backend/"),
    "src/export/": ("support/", "model/", "backend/", "export/"),
    "src/codegen/": ("support/", "model/", "backend/", "codegen/", "engine/core/generated_layout.hpp",
                     "engine/core/layout_visit.hpp", "engine/core/layout_store.hpp"),
    "src/aids/": ("support/", "model/", "backend/", "aids/"),
    "src/cli/": ("support/", "model/", "engine/core/", ENGINE_ROOT, "check/", "diff/", "backend/", "export/", "codegen/", "aids/",
                 "cli/"),
}
WHY = {
    "grammar/": "the grammar sees only the diagnostics",
    "src/support/": "support is the first stage (it may use only the engine core's source_range)",
    "src/model/": "the model sees the syntax tree and the engine core's value, never a later stage",
    "src/engine/core/": "the engine core stands alone: a consumer builds it without Herald's src/",
    "src/engine/": "the engine sits beside the backends and reaches game systems only through its registry",
    "src/check/": "the checker reads the model, the engine and the diff (an edition against its base), never a game system's procedures",
    "src/diff/": "the diff compares two checked models and weighs their rolls through the engine's tables, never the syntax tree, a game system or a backend",
    "src/backend/": "the backend interface sees the checked model only",
    "src/export/": "backends see the checked model, not the syntax tree",
    "src/codegen/": "the C++ backend reads the checked model and, of the engine core, only the layout it prints",
    "src/aids/": "the player aids read the checked model only, never the syntax tree, the engine or another backend",
    "src/cli/": "the command line sees the model, never the syntax tree",
}


def folder_of(rel):
    """The most specific folder of ALLOWED holding `rel`, or a game system's folder."""
    parts = rel.split("/")
    if rel.startswith("src/engine/") and len(parts) > 3 and parts[2] != "core":
        return "src/engine/" + parts[2] + "/"
    for folder in sorted(ALLOWED, key=len, reverse=True):
        if rel.startswith(folder):
            return folder
    return None


def allowed_for_system(system, rel):
    own = "engine/" + system + "/"
    # model_instances.hpp, model_states.hpp and model_weighed.hpp declare the system's functions over the model
    # backend, which its .cpp files define, and are not installed; every other header is a procedure
    # a consumer runs.
    if rel.endswith(".hpp") and not rel.rsplit("/", 1)[-1].startswith("model_"):
        return ("engine/core/", own), "a game system's procedures see only the engine core and their own folder"
    return ("support/", "model/", "engine/core/", ENGINE_ROOT, own), \
        "a game system sees the engine's model backend, never another system"


def matches(header, prefixes):
    for prefix in prefixes:
        if prefix == ENGINE_ROOT:
            if header.startswith("engine/") and header.count("/") == 1:
                return True
        elif header.startswith(prefix):
            return True
    return False


problems = []
for top in ("grammar", "src", "tests", "examples", "bench", "generated"):
    for dirpath, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if not name.endswith((".hpp", ".cpp", ".h")):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            headers = include.findall(open(path, encoding="utf-8").read())
            for header in headers:
                if "spirit" in header and not rel.startswith("grammar/"):
                    problems.append(f"{rel} includes {header}: only grammar/ may include Spirit X3")
            if rel.startswith("generated/"):
                # What a data header includes, every file that reads a table pays for: the layout,
                # its system's data header and three small standard headers, never the engine's
                # tables interface nor an entry header. The engine entry header (NAME_engine.hpp)
                # adds the tables interface, or (a system's) the reading of situation values.
                entry = rel.endswith("_engine.hpp")
                for header in headers:
                    if entry and "/" in header and header not in ENTRY_CORE:
                        problems.append(f"{rel} includes {header}: an engine entry header needs only "
                                        f"{' or '.join(ENTRY_CORE)} of the engine core")
                    if not entry and "/" in header and header != DATA_CORE:
                        problems.append(f"{rel} includes {header}: a data header needs only {DATA_CORE} "
                                        "of the engine core")
                    if not entry and "/" not in header and (header.endswith("_engine.hpp") or
                                                            not header.endswith(".hpp") and header not in DATA_STD):
                        problems.append(f"{rel} includes {header}: a data header includes no engine entry header "
                                        f"and no standard header but {', '.join(DATA_STD)}")
                continue
            if rel.startswith("examples/consumer/"):
                for header in headers:
                    if header.startswith(HERALD) and not header.startswith(("engine/core/", "engine/afde/")):
                        problems.append(f"{rel} includes {header}: a consumer builds on the engine core, "
                                        "its game system and the generated headers alone")
                continue
            # The aids' layout and writers see only the aid's content, never the model:
            # a new format is a new writer, a new game system changes only content.cpp.
            if rel.startswith("src/aids/") and not os.path.basename(rel).startswith(("content", "aids_backend.")):
                for header in headers:
                    if header.startswith(("model/", "backend/")):
                        problems.append(f"{rel} includes {header}: the aids' layout and writers read the aid's "
                                        "content (aids/aid.hpp), never the model")
            folder = folder_of(rel)
            if folder is None:
                continue  # tests and benchmarks may include any stage
            if folder in ALLOWED:
                prefixes, why = ALLOWED[folder], WHY[folder]
            else:
                prefixes, why = allowed_for_system(folder.split("/")[2], rel)
            for header in headers:
                if header.startswith(HERALD) and not matches(header, prefixes):
                    problems.append(f"{rel} includes {header}: {why}")
# One tables class (issue 39): the model backend and the generated one it replaced stay gone.
removed = re.compile(r"\b(model_tables|generated_tables)\b")
for top in ("grammar", "src", "tests", "examples", "bench", "templates"):
    for dirpath, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if not name.endswith((".hpp", ".cpp", ".h", ".mustache", ".py", ".txt")):
                continue
            path = os.path.join(dirpath, name)
            if os.path.abspath(path) == os.path.abspath(__file__):
                continue
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                if removed.search(line):
                    problems.append(f"{rel}:{number}: names {removed.search(line).group(1)}: the engine has one "
                                    "tables class, engine::tables over the layout (engine/core/layout_tables.hpp)")
# And no hand-written source over 800 lines (file_length.py).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import file_length  # noqa: E402
problems += file_length.problems(root)
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
