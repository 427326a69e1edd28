#!/usr/bin/env python3
"""The architecture, checked: only grammar/ includes Spirit X3, and the
backends (export, cli) never see the syntax tree.  Stages depend one way."""
import os
import re
import sys

root = sys.argv[1]
include = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
problems = []
for folder in ("grammar", "src", "tests", "examples", "generated"):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in files:
            if not name.endswith((".hpp", ".cpp", ".h")):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            for header in include.findall(open(path, encoding="utf-8").read()):
                if "spirit" in header and not rel.startswith("grammar/"):
                    problems.append(f"{rel} includes {header}: only grammar/ may include Spirit X3")
                if header.startswith("grammar/") and rel.startswith(("src/export/", "src/cli/", "src/support/")):
                    problems.append(f"{rel} includes {header}: backends see the model, not the syntax tree")
                if header.startswith("grammar/") and rel.startswith("src/codegen/"):
                    problems.append(f"{rel} includes {header}: backends see the model, not the syntax tree")
                if header.startswith(("engine/", "check/", "export/", "cli/")) and rel.startswith("src/codegen/"):
                    problems.append(f"{rel} includes {header}: the C++ backend reads the checked model only")
                if header.startswith(("model/", "export/", "cli/", "engine/", "check/", "codegen/")) and rel.startswith(("grammar/", "src/support/", "src/model/")) and not (header.startswith("model/") and rel.startswith("src/model/")):
                    problems.append(f"{rel} includes {header}: a stage may not depend on a later one")
# The procedures run on generated tables too: they see the tables interface
# and the situation value, never the model.
procedures = ("afde.hpp", "tables.hpp", "dice.hpp", "units.hpp", "resolution.hpp", "generated_tables.hpp")
for name in procedures:
    path = os.path.join(root, "src", "engine", name)
    if not os.path.exists(path):
        continue
    for header in include.findall(open(path, encoding="utf-8").read()):
        if "/" in header and not header.startswith("engine/") and header != "model/value.hpp" \
                and not header.startswith("boost/"):
            problems.append(f"src/engine/{name} includes {header}: procedures see only the tables interface")
for dirpath, _, files in os.walk(os.path.join(root, "src", "engine")):
    for name in files:
        for header in include.findall(open(os.path.join(dirpath, name), encoding="utf-8").read()):
            if header.startswith(("grammar/", "check/", "cli/", "export/", "codegen/")):
                problems.append(f"src/engine/{name} includes {header}: the engine sits beside the backends")
# Generated headers need only the engine's generated_tables.hpp and each other:
# a consumer builds them without the Herald library.
for name in sorted(os.listdir(os.path.join(root, "generated"))) if os.path.isdir(os.path.join(root, "generated")) else []:
    for header in include.findall(open(os.path.join(root, "generated", name), encoding="utf-8").read()):
        if "/" in header and header != "engine/generated_tables.hpp":
            problems.append(f"generated/{name} includes {header}: a generated header needs only engine/generated_tables.hpp")
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
