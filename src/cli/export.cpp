// `herald export RULESET --format json [-o FILE]`: the flattened, checked ruleset as JSON.
#include "cli/commands.hpp"
#include "cli/driver.hpp"
#include "export/json_backend.hpp"

namespace herald::cli {

int run_export(export_options const& options, common_options const& common) {
  session run(common);
  bool const to_stdout = options.output.empty() || options.output == "-";
  destination to{to_stdout ? destination::kind::standard_output : destination::kind::file, options.output};
  return run_backend(run, {options.ruleset}, exporting::json_backend(), to, {});
}

}  // namespace herald::cli
