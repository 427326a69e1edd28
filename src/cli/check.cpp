// `herald check FILES...`: parse, resolve and check rulesets; report every finding.
#include <iostream>

#include "check/check.hpp"
#include "cli/commands.hpp"
#include "model/suggest.hpp"
#include "cli/session.hpp"

namespace herald::cli {

int run_explain(std::string const& id) {
  check::check const* c = check::find(id);
  if (!c) {
    std::vector<std::string> ids;
    for (auto const& each : check::catalogue())
      for (auto const& known : each->ids()) ids.push_back(known);
    std::cerr << "herald: error: no check is named '" << id << "'" << model::did_you_mean(id, ids) << "\n";
    return usage_or_io;
  }
  std::cout << c->description();
  return clean;
}

int run_check(std::vector<std::string> const& files, common_options const& options) {
  // Only the checker's findings may be disabled: the model's errors stop a build.
  for (auto const& id : options.disabled)
    if (!check::find(id)) {
      std::cerr << "herald: error: --disable takes the id of a check; '" << id << "' is not one\n";
      return usage_or_io;
    }
  session run(options);
  for (auto const& file : files) run.load(file);
  if (options.examples_across) run.run_examples_across();
  return run.report();
}

}  // namespace herald::cli
