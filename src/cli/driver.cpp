// The one driver of every output: check, render, then stale-check or write.
#include "cli/driver.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "support/diagnostic_ids.hpp"
#include "support/output_file.hpp"

namespace herald::cli {
namespace {

std::string plural(std::size_t n, std::string_view item) {
  return std::to_string(n) + " " + std::string(item) + (n == 1 ? "" : "s");
}

// --check: each file that differs from what the rulesets produce (nothing is written).
int report_stale(session& run, backend::emitter const& b, backend::files const& files, destination const& to,
                 output_rules const& rules) {
  for (auto const& [name, content] : files) {
    std::filesystem::path path = to.k == destination::kind::folder ? std::filesystem::path(to.path) / name
                                                                     : std::filesystem::path(to.path);
    std::ifstream in(path, std::ios::binary);
    std::ostringstream current;
    if (in) current << in.rdbuf();
    if (in && current.str() == content) continue;
    run.diags().error(ids::build_stale, {},
                      path.string() + (in ? " is stale" : " is missing") + ": the rulesets produce another " +
                          std::string(b.item()) + "; refresh it with `" + rules.command + "`");
  }
  return run.report();
}

int write_failed(session& run, std::string const& error) {
  run.diags().error(ids::io_write, {}, error);
  run.report();
  return usage_or_io;
}

int write(session& run, backend::emitter const& b, backend::files const& files, destination const& to,
          output_rules const& rules) {
  std::string error;
  if (to.k == destination::kind::folder) {
    set_written const written = write_set_if_changed(to.path, files, error);
    if (!written.ok) return write_failed(run, error);
    if (!rules.summary_prefix.empty())
      std::cout << rules.summary_prefix << ": " << plural(files.size(), b.item()) << " in " << to.path << ", "
                << written.written << " written, " << written.unchanged << " unchanged\n";
    return run.report();
  }
  // One file: a command over one ruleset renders exactly one.
  std::string const& content = files.begin()->second;
  if (to.k == destination::kind::standard_output) {
    std::cout << content;
    return run.report();
  }
  if (write_if_changed(to.path, content, error) == write_result::failed) return write_failed(run, error);
  return run.report();
}

}  // namespace

int run_backend(session& run, std::vector<std::string> const& files, backend::emitter const& b,
                destination const& to, output_rules const& rules) {
  std::vector<std::string> names;
  for (auto const& file : files)
    if (auto name = run.load(file)) names.push_back(*name);
  run.apply_acknowledgements();
  // A failing check leaves every output untouched, unless forced: a consumer
  // must never read the output of rulesets that do not check.
  if (run.exit_status() == usage_or_io || (run.exit_status() != clean && !rules.force) || names.empty())
    return run.failure();
  backend::input in{run.library(), {}, &run.diags()};
  for (auto const& name : names)
    if (model::ruleset const* ruleset = run.library().find(name)) in.rulesets.push_back(ruleset);
  backend::files rendered;
  try {
    rendered = b.render(in);
  } catch (backend::unsupported const& e) {
    run.diags().error(ids::build_unsupported, e.where, e.what());
    return run.failure();
  }
  // What rendering reported (a table scaled to fit) counts as the checks do: under --werror nothing is written.
  if (run.exit_status() != clean && !rules.force) return run.failure();
  if (rules.check) return report_stale(run, b, rendered, to, rules);
  return write(run, b, rendered, to, rules);
}

}  // namespace herald::cli
