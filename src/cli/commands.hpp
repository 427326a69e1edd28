// The subcommands of the herald binary, each a function over parsed options.
#pragma once

#include <string>
#include <vector>

namespace herald::cli {

// Exit codes, as documented in the README and the design.
enum exit_code : int { clean = 0, findings = 1, usage_or_io = 2 };

struct common_options {
  std::string format = "text";      // text | json | sarif
  bool show_acknowledged = false;
  bool werror = false;
  std::string root;                  // the ruleset root imports may not leave
  bool syntax_only = false;          // check: parse only
  std::size_t error_limit = 50;      // text output: stop listing after this many errors (0: all)
  std::string sources;               // check: folder of the source documents (provenance)
  std::vector<std::string> disabled; // check ids whose findings are not reported
  bool examples_across = false;      // check: run each edition's examples on the others too
  bool show_notes = false;           // standalone notes of the checker (clamp reach...): --remarks
  std::string color = "auto";        // --color: auto | always | never
  std::uint64_t memory_budget = std::uint64_t(1) << 30;  // --memory-budget: what an enumeration may hold
  std::size_t situation_limit = 60000;  // check::default_situation_limit: past it the checker leaves a question undecided
};

// `herald check --explain ID`: what a kind of finding means, with a failing
// and a passing sample; 2 when the id names none.
int run_explain(std::string const& id);

// `herald check --list-checks`: every kind of finding, a line each.
int run_list_checks();

int run_check(std::vector<std::string> const& files, common_options const& options);

struct export_options {
  std::string ruleset;
  std::string format = "json";
  std::string output;  // empty: standard output
};
int run_export(export_options const& options, common_options const& common);

struct resolve_options {
  std::string ruleset;
  std::vector<std::string> situations;  // JSON situation files or names of examples, one or more
  std::string scenario;   // play under this scenario's overlays
  std::vector<int> rolls; // --roll N...: one face per roll, in order
  bool distribution = false;
  std::string format = "text";  // text | json
  std::string lang;             // --lang xx: the report in that language (labels, legend); empty: the engine's words
  bool steps = false;           // --steps: a whole combat's outcomes with their steps, after its final states
  bool joint = false;           // --joint: every outcome with every fact together, by sequences of faces
};
// `herald resolve`: one resolution with its modifiers, or the exact distribution.
int run_resolve(resolve_options const& options, common_options const& common);

struct diff_options {
  std::string old_ruleset, new_ruleset;
  std::string scenario;         // the new side played under this scenario
  std::string format = "text";  // text | json | html
  std::string output;           // empty: standard output
  bool impact = false;          // each roll's change of chances over the situation space
};
// `herald diff`: the changes from one ruleset to another, each with the amend that explains it.
int run_diff(diff_options const& options, common_options const& common);

struct build_options {
  std::vector<std::string> rulesets;
  std::string cpp_out;  // folder of the generated headers
  bool check = false;   // only say which headers are stale; write nothing
  bool force = false;   // write even when the checks fail
  std::size_t list_capacity = 8;  // elements a list of a generated struct holds
  std::string depfile;   // make-style dependencies of the headers (every .herald read), for CMake's DEPFILE
  bool list_outputs = false;  // print the headers' paths; write nothing (herald_generate at configure time)
  bool file_by_file = false;  // where the folder cannot be replaced whole, write each header on its own
};
// `herald build`: one constexpr C++ header per ruleset, plus one for its system.
int run_build(build_options const& options, common_options const& common);

// `herald lsp`: a Language Server over stdio (diagnostics, hover, definition).
int run_lsp(common_options const& common);

struct aids_options {
  std::string ruleset;
  std::vector<std::string> scenarios;
  bool all_scenarios = false;
  std::vector<std::string> languages;
  std::vector<std::string> formats;
  std::string paper = "a4";
  std::vector<std::string> highlight_since;  // RULESET or RULESET=COLOUR
  std::string output;
  bool check = false;
  bool force = false;
  bool file_by_file = false;  // where the folder cannot be replaced whole, write each file on its own
};
int run_aids(aids_options const& options, common_options const& common);

}  // namespace herald::cli
