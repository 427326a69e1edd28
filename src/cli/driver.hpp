// The one driver of every output: load and check the rulesets, render with a backend, then write by the same rules.
//
// Every output obeys the same rules, written once here: nothing is written
// when the rulesets do not check (unless forced); `--check` writes nothing
// and names each stale file with the command that refreshes it; files are
// written atomically and only when their bytes change, a folder's files as
// one set (a kill leaves the old set or the new one). A depfile, when one is
// asked for, is written here too.
#pragma once

#include <string>
#include <vector>

#include "backend/backend.hpp"
#include "cli/session.hpp"

namespace herald::cli {

// Where a backend's files go.
struct destination {
  enum class kind { folder, file, standard_output };
  kind k = kind::standard_output;
  std::string path;  // the folder or the file
};

struct output_rules {
  bool force = false;          // write even when the checks fail
  bool check = false;          // only say which files are stale; write nothing
  std::string command;         // the command line that refreshes the outputs (for stale files)
  std::string summary_prefix;  // "herald build": a folder's summary line, printed after writing
  // Make-style dependencies of the outputs (every file read, imports included), for a build
  // system's custom command (CMake's DEPFILE, Ninja's depfile): written when non-empty.
  std::string depfile;
  bool list_outputs = false;   // print the paths of the files the rulesets produce; write nothing
  // A folder that cannot be replaced as one set (a mount point, a read-only parent, subfolders) is
  // refused with the reason unless this is set: then each file is written on its own.
  bool file_by_file = false;
};

// Loads `files` into `run`, checks them, renders them with `b` and writes the
// result to `to`; returns the exit code.
int run_backend(session& run, std::vector<std::string> const& files, backend::emitter const& b,
                destination const& to, output_rules const& rules);

}  // namespace herald::cli
