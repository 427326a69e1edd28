// One run of the compiler: sources, diagnostics, the loaded rulesets, and how to report them.
#include "cli/session.hpp"

#include <algorithm>
#include <iostream>
#include <unistd.h>

#include "check/check.hpp"
#include "support/render.hpp"

namespace herald::cli {

std::optional<std::string> session::load(std::string const& file) {
  std::filesystem::path root = options_.root.empty() ? std::filesystem::path(file).parent_path()
                                                     : std::filesystem::path(options_.root);
  if (root.empty()) root = ".";
  std::size_t const errors_before = diags_.error_count();
  auto name = library_.load(file, root);
  // The checker reads a model that resolved cleanly: on a model with errors
  // it would only repeat them in other words.
  if (name && diags_.error_count() == errors_before && checked_.insert(*name).second)
    check::run_all(*library_.find(*name), diags_);
  return name;
}

int session::exit_status() const {
  if (library_.io_error()) return usage_or_io;
  if (diags_.error_count() > 0) return findings;
  if (options_.werror && diags_.warning_count() > 0) return findings;
  return clean;
}

// The first `limit` errors (with the warnings among them), like clang's
// -ferror-limit: past a few dozen, more errors only bury the first one.
static diagnostics limited(diagnostics const& all, std::size_t limit) {
  if (limit == 0 || all.error_count() <= limit) return all;
  diagnostics shown;
  std::size_t errors = 0;
  for (auto const& d : all.all()) {
    if (d.level == severity::error && !d.acknowledged && ++errors > limit) break;
    shown.all().push_back(d);
  }
  shown.report(severity::note, "cli.error_limit", {},
               "too many errors: " + std::to_string(all.error_count() - limit) +
                   " more not shown (--error-limit 0 lists them all)");
  return shown;
}

int session::report() {
  diags_.sort();
  // A derived edition inherits its base's cells: a finding in them is the
  // same finding, whichever edition it was checked through.
  auto& all = diags_.all();
  all.erase(std::unique(all.begin(), all.end(),
                        [](diagnostic const& a, diagnostic const& b) {
                          return a.id == b.id && a.where.file == b.where.file && a.where.begin == b.where.begin &&
                                 a.message == b.message;
                        }),
            all.end());
  render_options settings;
  settings.show_acknowledged = options_.show_acknowledged;
  auto format = parse_output_format(options_.format).value_or(output_format::text);
  if (format == output_format::text) {
    settings.colour = should_use_colour(STDERR_FILENO);
    render_text(limited(diags_, options_.error_limit), sources_, settings, std::cerr);
  } else {
    render(format, diags_, sources_, settings, std::cout);
  }
  return exit_status();
}

}  // namespace herald::cli
