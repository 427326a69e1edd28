// `herald check FILES...`: parse, resolve and check rulesets; report every finding.
#include <fmt/format.h>

#include <iostream>

#include "check/catalogue.hpp"
#include "cli/commands.hpp"
#include "model/suggest.hpp"
#include "cli/session.hpp"
#include "support/render.hpp"

namespace herald::cli {

namespace {

std::string known_ids_hint(std::string const& id) {
  std::vector<std::string> ids;
  for (auto const& kind : check::all_kinds()) ids.push_back(kind.id);
  return model::did_you_mean(id, ids);
}

}  // namespace

int run_explain(std::string const& id) {
  auto const page = check::explanation(id);
  if (!check::find_kind(id) || page.empty()) {
    std::cerr << "herald: error: no kind of finding is named '" << id << "'" << known_ids_hint(id)
              << " (herald check --list-checks lists them)\n";
    return usage_or_io;
  }
  std::cout << page;
  return clean;
}

int run_list_checks() {
  for (auto const& kind : check::all_kinds())
    std::cout << fmt::format("{:<24} {:<8} {:<9} {}\n", kind.id, severity_name(kind.level), stage_name(kind.stage),
                             describe_rule(kind.id));
  return clean;
}

int run_check(std::vector<std::string> const& files, common_options const& options) {
  // Only the checker's findings may be disabled: the resolver's errors stop a build.
  for (auto const& id : options.disabled)
    if (!check::find(id)) {
      if (check::find_kind(id))
        std::cerr << "herald: error: --disable takes the id of a check; '" << id
                  << "' is decided while the ruleset resolves and cannot be disabled\n";
      else
        std::cerr << "herald: error: --disable takes the id of a check; '" << id << "' is not one"
                  << known_ids_hint(id) << "\n";
      return usage_or_io;
    }
  session run(options);
  for (auto const& file : files) run.load(file);
  if (options.examples_across) run.run_examples_across();
  return run.report();
}

}  // namespace herald::cli
