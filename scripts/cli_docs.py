#!/usr/bin/env python3
"""Writes herald's man page (herald.1) and its bash completion (herald.bash) from
the --help texts of the binary itself, so that neither can drift from the
command line: run by the build after herald is linked.

usage: cli_docs.py HERALD OUTPUT_DIR VERSION"""
import datetime
import os
import re
import subprocess
import sys

herald, out_dir, version = sys.argv[1:4]

# What each positional argument names, for completion: files by extension.
FILE_KINDS = {
    "ruleset": "herald", "rulesets": "herald", "files": "herald", "old_ruleset": "herald", "new_ruleset": "herald",
    "situation": "json",
}


def help_of(*words):
    return subprocess.run([herald, *words, "--help"], capture_output=True, text=True, check=True,
                          env=dict(os.environ, COLUMNS="200")).stdout


def parse(text):
    """The description, positionals, options (name, argument, values, help) and subcommands of one --help."""
    lines = text.splitlines()
    description = lines[0].strip() if lines and not lines[0].startswith("Usage") else ""
    section, items = None, {"Positionals": [], "Options": [], "Subcommands": []}
    for line in lines:
        if re.match(r"^(Positionals|Options|Subcommands):$", line):
            section = line[:-1]
            continue
        if section is None or not line.strip():
            continue
        if line.startswith("  ") and not line.startswith("                "):
            head, _, rest = line.strip().partition("  ")
            items[section].append([head.strip(), rest.strip()])
        elif items[section]:  # a continuation line: the help of the item above
            items[section][-1][1] = (items[section][-1][1] + " " + line.strip()).strip()
    options = []
    for head, help_text in items["Options"]:
        head = re.sub(r"\s+Excludes:.*", "", head)
        names = head.split()[0].split(",")
        argument = " ".join(head.split()[1:])
        values = re.search(r":\{([^}]*)\}", argument)
        options.append({"names": names, "argument": argument, "values": values.group(1).split(",") if values else [],
                        "help": help_text})
    positionals = [{"name": h.split()[0], "help": t} for h, t in items["Positionals"]]
    subcommands = [{"name": h, "help": t} for h, t in items["Subcommands"]]
    return {"description": description, "options": options, "positionals": positionals, "subcommands": subcommands}


def roff(text):
    return text.replace("\\", "\\e").replace("-", "\\-").replace("'", "\\(aq")


top = parse(help_of())
commands = [(c["name"], parse(help_of(c["name"]))) for c in top["subcommands"]]

# ---- herald.1
date = datetime.datetime.fromtimestamp(int(os.environ.get("SOURCE_DATE_EPOCH", "1795564800")),
                                       datetime.timezone.utc).strftime("%Y-%m-%d")
man = [f'.TH HERALD 1 "{date}" "herald {roff(version)}" "User Commands"',
       ".SH NAME", "herald \\- " + roff("a compiler for wargame rules tables"),
       ".SH SYNOPSIS", ".B herald", "\\fICOMMAND\\fR [\\fIOPTIONS\\fR] \\fIFILES\\fR...",
       ".SH DESCRIPTION",
       roff("Herald reads rules tables written in its language (.herald files), reports every mistake the way "
            "clang does, cross-checks the rules for contradictions, and compiles them into C++ headers, JSON, "
            "printable player aids and exact resolutions of the game's procedures."),
       ".SH COMMANDS"]
for name, cmd in commands:
    usage = " ".join(f"\\fI{p['name']}\\fR" for p in cmd["positionals"])
    man += [f".SS herald {name} [OPTIONS] {usage}".rstrip(), roff(cmd["description"])]
    for p in cmd["positionals"]:
        man += [".TP", f"\\fI{p['name']}\\fR", roff(p["help"])]
    for o in cmd["options"]:
        if "--help" in o["names"]:
            continue
        spelled = ", ".join(f"\\fB{roff(n)}\\fR" for n in o["names"])
        man += [".TP", spelled + (f" \\fI{roff(o['argument'])}\\fR" if o["argument"] else ""), roff(o["help"])]
man += [".SH OPTIONS", ".TP", "\\fB\\-\\-version\\fR", "Print the version and exit.", ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR",
        "Print the help of herald or of a command and exit.",
        ".SH EXIT STATUS", "0: clean; 1: findings (errors, or warnings with \\-\\-werror), or changes for diff; "
        "2: a usage or I/O error.",
        ".SH SEE ALSO", roff("herald check --explain ID prints the page of a kind of finding; "
                             "herald check --list-checks lists them.")]
open(os.path.join(out_dir, "herald.1"), "w", encoding="utf-8").write("\n".join(man) + "\n")

# ---- herald.bash
cases = []
for name, cmd in commands:
    words = " ".join(n for o in cmd["options"] for n in o["names"])
    values = []
    for o in cmd["options"]:
        if o["names"][-1] in ("--explain", "--disable"):  # the ids of the kinds of finding
            values.append(f'        {"|".join(o["names"])}) COMPREPLY=($(compgen -W "$(herald check --list-checks 2>/dev/null | cut -d" " -f1)" -- "$cur")); return ;;')
        elif o["values"]:
            values.append(f'        {"|".join(o["names"])}) COMPREPLY=($(compgen -W "{" ".join(o["values"])}" -- "$cur")); return ;;')
        elif o["argument"] and ("DIR" in o["help"].upper() or "folder" in o["help"].lower() or "directory" in o["help"].lower()):
            values.append(f'        {"|".join(o["names"])}) COMPREPLY=($(compgen -d -- "$cur")); return ;;')
        elif o["argument"] and ("file" in o["help"].lower()):
            values.append(f'        {"|".join(o["names"])}) COMPREPLY=($(compgen -f -- "$cur")); return ;;')
        elif o["argument"]:
            values.append(f'        {"|".join(o["names"])}) return ;;')
    extensions = sorted({FILE_KINDS.get(p["name"], "") for p in cmd["positionals"]} - {""})
    pattern = "|".join(extensions) if extensions else "herald"
    cases.append(f'''    {name})
      case "$prev" in
{chr(10).join(values)}
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "{words}" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -X '!*.@({pattern})' -- "$cur") $(compgen -d -S / -- "$cur"))
      fi
      ;;''')
subcommand_names = " ".join(name for name, _ in commands)
bash = f'''# bash completion for herald {version}: generated from `herald --help` by scripts/cli_docs.py.
_herald() {{
  local cur prev command i
  cur="${{COMP_WORDS[COMP_CWORD]}}"
  prev="${{COMP_WORDS[COMP_CWORD-1]}}"
  command=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${{COMP_WORDS[i]}}" in
      {"|".join(name for name, _ in commands)}) command="${{COMP_WORDS[i]}}"; break ;;
    esac
  done
  if [[ -z "$command" ]]; then
    COMPREPLY=($(compgen -W "{subcommand_names} --help --version" -- "$cur"))
    return
  fi
  shopt -s extglob
  case "$command" in
{chr(10).join(cases)}
  esac
}}
complete -o filenames -F _herald herald
'''
open(os.path.join(out_dir, "herald.bash"), "w", encoding="utf-8").write(bash)
