// The herald binary: one executable, subcommands, clang-style diagnostics.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>

#include "cli/commands.hpp"
#include "engine/core/budget.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"
#include "support/render.hpp"

int main(int argc, char** argv) {
  using namespace herald::cli;
  CLI::App app{"Herald: a compiler for wargame rules tables"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "herald " + herald::built_version());

  common_options common;
  auto add_common = [&](CLI::App* command) {
    command->add_option("--root", common.root,
                        "Directory imports may not leave (default: the directory of each file)");
    command->add_flag("--show-acknowledged", common.show_acknowledged,
                      "Also list findings that a ruleset acknowledges with a citation");
    command->add_flag("--werror", common.werror, "Treat warnings as errors");
    command->add_option("--error-limit", common.error_limit,
                        "Text output lists at most this many errors (0: no limit; json and sarif list all)");
    command->add_option("--memory-budget", common.memory_budget,
                        "What one enumeration (a distribution, an impact's groups, an example's chances) may hold "
                        "before it is refused by name: 512MiB, 2GiB... (default 1GiB)")
        ->transform(CLI::AsSizeValue(false));
    command->add_option("--color", common.color,
                        "Colour the diagnostics: auto (a terminal, NO_COLOR unset, TERM not dumb), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
  };

  std::vector<std::string> files;
  auto* check = app.add_subcommand("check", "Parse, resolve and check rulesets");
  std::string explain;
  check->add_option("files", files, "The .herald files to check");
  bool list_checks = false;
  check->add_option("--explain", explain, "Print what a kind of finding means, with samples, and exit");
  check->add_flag("--list-checks", list_checks, "List every kind of finding: id, level, stage, summary; and exit");
  check->add_option("--disable", common.disabled, "Do not report the findings of this check (repeatable)")
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  check->add_option("--format", common.format, "Diagnostics format")
      ->check(CLI::IsMember({"text", "json", "sarif"}));
  check->add_flag("--syntax-only", common.syntax_only, "Only parse: no imports, no name resolution");
  check->add_flag("--remarks", common.show_notes,
                  std::string("Also print the checker's remarks: notes that are not problems (") +
                      herald::ids::modifier_clamp_reach + ")");
  check->add_flag("--examples-across", common.examples_across,
                  "Also run every edition's worked examples on the other editions given, and note what changes");
  check->add_option("--sources", common.sources,
                    "Folder of the source documents: verify that every cited line prints its value")
      ->check(CLI::ExistingDirectory);
  add_common(check);

  export_options exported;
  auto* exp = app.add_subcommand("export", "Write a checked ruleset, flattened, as JSON");
  exp->add_option("ruleset", exported.ruleset, "The ruleset file")->required();
  exp->add_option("--format", exported.format, "Export format")->check(CLI::IsMember({"json"}));
  exp->add_option("-o,--output", exported.output, "Output file (written only if its content changed)");
  add_common(exp);

  diff_options diffed;
  auto* dif = app.add_subcommand("diff", "Compare two rulesets by meaning: each changed cell, modifier, band, rule, label");
  dif->add_option("old", diffed.old_ruleset, "The old ruleset file")->required();
  dif->add_option("new", diffed.new_ruleset, "The new ruleset file")->required();
  dif->add_option("--scenario", diffed.scenario, "Play the new ruleset under this scenario (its overlays and amends)");
  dif->add_option("--format", diffed.format, "Output format (html: one page with the changes and, with --impact, heat maps)")
      ->check(CLI::IsMember({"text", "json", "html"}));
  dif->add_flag("--impact", diffed.impact,
                "Weigh every roll both rulesets declare: the exact change of each outcome's chance over the situation space");
  dif->add_option("-o,--output", diffed.output, "Output file (written only if its content changed)");
  add_common(dif);

  resolve_options resolved;
  auto* res = app.add_subcommand("resolve", "Resolve a situation with the engine: one roll, or the exact distribution");
  res->add_option("ruleset", resolved.ruleset, "The ruleset file")->required();
  res->add_option("situation", resolved.situations,
                  "A JSON situation file, or the name of an example of the ruleset; several: each in turn, the "
                  "ruleset loaded once (text: each report under \"== SITUATION\"; json: one line each, JSON Lines)")
      ->required();
  auto* roll_option = res->add_option("--roll", resolved.rolls, "The face of each roll, in the order the procedure rolls (repeatable)")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  res->add_flag("--distribution", resolved.distribution,
                 "The exact distribution over every face (the default when no roll is given)")
      ->excludes(roll_option);
  res->add_option("--scenario", resolved.scenario, "Play under this scenario's overlays");
  res->add_option("--format", resolved.format, "Output format")->check(CLI::IsMember({"text", "json"}));
  res->add_option("--lang", resolved.lang,
                  "Report in this language (en, fr): the ruleset's labels, the engine's terms translated, a legend of "
                  "the result codes");
  res->add_flag("--steps", resolved.steps,
                "A whole combat (a charge, a mêlée with its fire): after the chart of final states, every outcome "
                "with the results of each step");
  res->add_flag("--joint", resolved.joint,
                "The joint distribution: every outcome with every fact together (each leader's fate beside the "
                "others'), enumerated over sequences of faces, bounded by --memory-budget (JSON herald_resolve 1)")
      ->excludes(roll_option);
  add_common(res);

  build_options built;
  auto* bld = app.add_subcommand("build", "Generate C++ headers of constexpr tables (written only when the checks pass)");
  bld->add_option("rulesets", built.rulesets, "The ruleset files")->required();
  bld->add_option("--cpp-out", built.cpp_out, "Folder of the generated headers")->required();
  bld->add_flag("--check", built.check, "Write nothing: fail, naming each header that is stale or missing");
  bld->add_flag("--force", built.force, "Write the headers even when the checks fail");
  bld->add_option("--list-capacity", built.list_capacity,
                  "Elements a list of a generated situation struct holds (default 8); longer lists are refused")
      ->check(CLI::Range(1, 1024));
  bld->add_option("--depfile", built.depfile,
                  "Also write a make-style depfile: the headers depend on every .herald file read (for CMake's DEPFILE)");
  bld->add_flag("--list-outputs", built.list_outputs, "Print the path of each header the rulesets produce; write nothing");
  bld->add_flag("--file-by-file", built.file_by_file,
                "Where the folder cannot be replaced as one set (a mount point, a read-only parent, subfolders), "
                "write each header on its own instead of refusing");
  add_common(bld);

  auto* lsp = app.add_subcommand("lsp", "Serve the Language Server Protocol over stdio: diagnostics, hover, go to definition");
  add_common(lsp);

  aids_options aided;
  auto* aid = app.add_subcommand("aids", "Make the printable player aids of a ruleset (SVG, HTML, PDF; written only when the checks pass)");
  aid->add_option("ruleset", aided.ruleset, "The ruleset file")->required();
  aid->add_option("--scenario", aided.scenarios, "Also the aid of this scenario, its overlays merged (repeatable)")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  aid->add_flag("--all-scenarios", aided.all_scenarios, "Also one aid per scenario of the ruleset");
  aid->add_option("--lang", aided.languages, "Language of the aid: en or fr (repeatable; default: the ruleset's)")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->check(CLI::IsMember({"en", "fr"}));
  aid->add_option("--format", aided.formats, "svg, html or pdf (repeatable; default: all three)")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->check(CLI::IsMember({"svg", "html", "pdf"}));
  aid->add_option("--paper", aided.paper, "Paper size: a4 or letter")->check(CLI::IsMember({"a4", "letter"}));
  aid->add_option("--highlight-since", aided.highlight_since,
                  "Mark what differs from this ruleset file, with COLOUR (#rrggbb) if given; repeatable, oldest "
                  "first: a later base wins a cell")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  aid->add_option("-o,--output", aided.output, "Folder of the aids")->required();
  aid->add_flag("--check", aided.check, "Write nothing: fail, naming each aid file that is stale or missing");
  aid->add_flag("--force", aided.force, "Write the aids even when the checks fail");
  aid->add_flag("--file-by-file", aided.file_by_file,
                "Where the folder cannot be replaced as one set (a mount point, a read-only parent, subfolders), "
                "write each file on its own instead of refusing");
  add_common(aid);

  // A mistyped command gets the nearest one, as a mistyped name in a ruleset does.
  if (argc > 1 && argv[1][0] != '-') {
    std::vector<std::string> commands;
    for (auto const* sub : app.get_subcommands([](CLI::App*) { return true; })) commands.push_back(sub->get_name());
    std::string const typed = argv[1];
    if (std::find(commands.begin(), commands.end(), typed) == commands.end()) {
      std::string list;
      for (auto const& c : commands) list += (list.empty() ? "" : ", ") + c;
      std::cerr << "herald: error: unknown command '" << typed << "'" << herald::model::did_you_mean(typed, commands)
                << "; the commands are " << list << " (herald --help)\n";
      return usage_or_io;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (CLI::ParseError const& e) {
    int code = app.exit(e);
    return code == 0 ? clean : usage_or_io;
  }
  // Every failure is a diagnostic; anything that still escapes (an I/O error
  // from the file system, memory) is reported, never an abort.
  try {
    if (check->parsed() && !explain.empty()) return run_explain(explain);
    if (check->parsed() && list_checks) return run_list_checks();
    if (check->parsed() && files.empty()) {
      std::cerr << "herald: error: check needs the .herald files to check (or --explain ID)\n";
      return usage_or_io;
    }
    if (check->parsed()) return run_check(files, common);
    if (res->parsed()) return run_resolve(resolved, common);
    if (dif->parsed()) return run_diff(diffed, common);
    if (bld->parsed()) return run_build(built, common);
    if (aid->parsed()) return run_aids(aided, common);
    if (lsp->parsed()) return run_lsp(common);
    return run_export(exported, common);
  } catch (herald::engine::resource_limit const& e) {
    std::cerr << "herald: error: " << e.what() << " [" << herald::ids::resource_limit << "]\n";
    return usage_or_io;
  } catch (std::bad_alloc const&) {
    // The budget's estimate fell short of what the machine holds: still a refusal by name.
    std::cerr << "herald: error: the machine ran out of memory before the memory budget ("
              << herald::engine::bytes_text(common.memory_budget)
              << ") was reached: lower --memory-budget to be refused by name sooner, or free memory ["
              << herald::ids::resource_limit << "]\n";
    return usage_or_io;
  } catch (std::exception const& e) {
    std::cerr << "herald: error: " << e.what() << " [" << herald::ids::io_internal << "]\n";
    return usage_or_io;
  }
}
