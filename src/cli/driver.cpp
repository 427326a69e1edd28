// The one driver of every output: check, render, then stale-check or write.
#include "cli/driver.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

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

// A path as a Makefile rule spells it: spaces, '#' and '$' escaped.
std::string make_path(std::string const& path) {
  std::string out;
  for (char c : path) {
    if (c == ' ' || c == '#' || c == '\\') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
  return out;
}

std::filesystem::path output_path(destination const& to, std::string const& name) {
  return to.k == destination::kind::folder ? std::filesystem::path(to.path) / name : std::filesystem::path(to.path);
}

// `OUTPUTS: INPUTS`, every path absolute: what a build system re-runs the command on.
bool write_depfile(session& run, backend::files const& files, destination const& to, std::string const& depfile,
                   std::string& error) {
  std::error_code ec;
  std::string rule;
  for (auto const& [name, content] : files)
    rule += (rule.empty() ? "" : " ") + make_path(std::filesystem::absolute(output_path(to, name), ec).lexically_normal().string());
  rule += ":";
  for (std::size_t id = 1; id <= run.sources().size(); ++id) {
    std::string const& path = run.sources().file(static_cast<file_id>(id)).path;
    if (path.empty() || !std::filesystem::is_regular_file(path, ec)) continue;  // a text given inline
    rule += " \\\n  " + make_path(std::filesystem::absolute(path, ec).lexically_normal().string());
  }
  return write_if_changed(depfile, rule + "\n", error) != write_result::failed;
}

// gcc's "input file is the same as output file": an output path (a file of the set, the
// depfile) that names a file the run read, or the depfile that names an output, is refused
// before anything is written. Returns false when one was.
bool spares_inputs(session& run, backend::files const& files, destination const& to, std::string const& depfile) {
  std::vector<std::string> const inputs = run.inputs();
  std::vector<std::string> outputs;
  if (to.k != destination::kind::standard_output)
    for (auto const& [name, content] : files) outputs.push_back(output_path(to, name).string());
  bool spared = true;
  auto refuse = [&](std::string_view output_kind, std::string const& output, std::string_view input_kind,
                    std::string const& input) {
    run.diags().error(ids::io_same_file, {},
                      fmt::format("the {} '{}' is the {} '{}': nothing written", output_kind, output, input_kind, input));
    spared = false;
  };
  for (auto const& output : outputs)
    if (auto input = input_named_by(output, inputs); !input.empty()) refuse("output", output, "input", input);
  if (!depfile.empty()) {
    if (auto input = input_named_by(depfile, inputs); !input.empty()) refuse("depfile", depfile, "input", input);
    else if (auto output = input_named_by(depfile, outputs); !output.empty()) refuse("depfile", depfile, "output", output);
  }
  return spared;
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
    set_written const written =
        write_set_if_changed(to.path, files, error, rules.file_by_file ? set_mode::file_by_file : set_mode::whole);
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
  // --list-outputs needs the names only: a ruleset that resolves but fails a check still names its headers.
  bool const forced = rules.force || rules.list_outputs;
  if (run.exit_status() == usage_or_io || (run.exit_status() != clean && !forced) || names.empty())
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
  if (rules.list_outputs) {
    for (auto const& [name, content] : rendered) std::cout << output_path(to, name).generic_string() << "\n";
    if (!spares_inputs(run, rendered, to, rules.depfile)) return run.report(), usage_or_io;
    std::string error;
    if (!rules.depfile.empty() && !write_depfile(run, rendered, to, rules.depfile, error)) return write_failed(run, error);
    return clean;  // the findings are the build's to report
  }
  // What rendering reported (a table scaled to fit) counts as the checks do: under --werror nothing is written.
  if (run.exit_status() != clean && !rules.force) return run.failure();
  if (rules.check) return report_stale(run, b, rendered, to, rules);
  if (!spares_inputs(run, rendered, to, rules.depfile)) return run.report(), usage_or_io;
  int const status = write(run, b, rendered, to, rules);
  std::string error;
  if (status == clean && !rules.depfile.empty() && !write_depfile(run, rendered, to, rules.depfile, error))
    return write_failed(run, error);
  return status;
}

}  // namespace herald::cli
