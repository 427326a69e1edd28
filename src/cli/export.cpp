// `herald export RULESET --format json [-o FILE]`: the flattened, checked ruleset as JSON.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/session.hpp"
#include "export/json_export.hpp"
#include "support/output_file.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::cli {

int run_export(export_options const& options, common_options const& common) {
  session run(common);
  // Nothing is written when the ruleset has errors: a consumer must never
  // read an export of a ruleset that does not check.
  model::ruleset const* rules = run.load_clean(options.ruleset);
  if (!rules) return run.failure();
  std::string document = exporting::json_exporter(*rules).str();
  if (options.output.empty() || options.output == "-") {
    std::cout << document;
    return run.report();
  }
  std::string error;
  if (write_if_changed(options.output, document, error) == write_result::failed) {
    run.diags().error(ids::io_write, {}, error);
    run.report();
    return usage_or_io;
  }
  return run.report();
}

}  // namespace herald::cli
