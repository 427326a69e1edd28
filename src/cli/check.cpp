// `herald check FILES...`: parse, resolve and check rulesets; report every finding.
#include "cli/commands.hpp"
#include "cli/session.hpp"

namespace herald::cli {

int run_check(std::vector<std::string> const& files, common_options const& options) {
  session run(options);
  for (auto const& file : files) run.load(file);
  return run.report();
}

}  // namespace herald::cli
