// `herald build RULESET... --cpp-out DIR [--check] [--force]`: generated C++ headers, written only when checks pass.
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/session.hpp"
#include "codegen/cpp_expr.hpp"
#include "codegen/cpp_header.hpp"
#include "codegen/names.hpp"
#include "support/output_file.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::cli {
namespace {

// The system a ruleset is written against: itself, or the first system among its imports.
model::ruleset const* system_of(model::library const& library, model::ruleset const& rules) {
  if (rules.kind == "system") return &rules;
  for (auto const& name : rules.imports)
    if (model::ruleset const* imported = library.find(name))
      if (model::ruleset const* system = system_of(library, *imported)) return system;
  return nullptr;
}

// Every header the rulesets produce, by file name (sorted: output order is fixed).
// Throws codegen_error when a ruleset cannot be generated.
std::map<std::string, std::string> render_headers(model::library const& library,
                                                  std::vector<model::ruleset const*> const& rulesets,
                                                  std::size_t list_capacity) {
  std::map<std::string, std::string> out;
  std::map<std::string, std::string> producer;  // header -> the file it comes from
  auto put = [&](std::string const& name, std::string text, model::ruleset const& from) {
    auto [it, inserted] = producer.emplace(name, from.path);
    if (!inserted && it->second != from.path)
      throw codegen::codegen_error({}, "'" + from.path + "' and '" + it->second + "' would both be written to " + name +
                                           "; rename one of the files");
    out[name] = std::move(text);
  };
  for (model::ruleset const* rules : rulesets) {
    model::ruleset const* system = system_of(library, *rules);
    if (!system)
      throw codegen::codegen_error({}, "'" + rules->path +
                                           "' imports no system: the generated enums and situation structs live in the "
                                           "system's header");
    codegen::check_names(*rules, system);
    std::string const system_header = codegen::header_name(*system);
    std::ostringstream system_text;
    codegen::system_header_writer(*system, list_capacity).write(system_text);
    put(system_header, system_text.str(), *system);
    if (rules->kind == "system") continue;
    std::ostringstream text;
    codegen::ruleset_header_writer(*rules, system_header, system).write(text);
    put(codegen::header_name(*rules), text.str(), *rules);
  }
  return out;
}

std::string command_line(build_options const& options) {
  std::string out = "herald build";
  for (auto const& f : options.rulesets) out += " " + f;
  return out + " --cpp-out " + options.cpp_out;
}

// --check: which headers differ from what the rulesets produce (nothing is written).
int check_fresh(session& run, build_options const& options, std::map<std::string, std::string> const& headers) {
  for (auto const& [name, content] : headers) {
    std::filesystem::path path = std::filesystem::path(options.cpp_out) / name;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream current;
    if (in) current << in.rdbuf();
    if (in && current.str() == content) continue;
    run.diags().error(ids::build_stale, {},
                      path.string() + (in ? " is stale" : " is missing") +
                          ": the rulesets produce another header; refresh it with `" + command_line(options) + "`");
  }
  return run.report();
}

}  // namespace

int run_build(build_options const& options, common_options const& common) {
  session run(common);
  std::vector<std::string> names;
  for (auto const& file : options.rulesets)
    if (auto name = run.load(file)) names.push_back(*name);
  run.apply_acknowledgements();
  // A failing check leaves the output folder untouched, unless --force.
  if (run.exit_status() == usage_or_io || (run.exit_status() != clean && !options.force)) return run.failure();
  std::vector<model::ruleset const*> rulesets;
  for (auto const& name : names)
    if (model::ruleset const* rules = run.library().find(name)) rulesets.push_back(rules);
  std::map<std::string, std::string> headers;
  try {
    headers = render_headers(run.library(), rulesets, options.list_capacity);
  } catch (codegen::codegen_error const& e) {
    run.diags().error(ids::build_unsupported, e.where, e.what());
    return run.failure();
  }
  if (options.check) return check_fresh(run, options, headers);
  // The headers are one set: a kill leaves the old set or the new one, never a mix.
  std::string error;
  set_written const written = write_set_if_changed(options.cpp_out, headers, error);
  if (!written.ok) {
    run.diags().error(ids::io_write, {}, error);
    run.report();
    return usage_or_io;
  }
  std::cout << "herald build: " << headers.size() << " header" << (headers.size() == 1 ? "" : "s") << " in "
            << options.cpp_out << ", " << written.written << " written, " << written.unchanged << " unchanged\n";
  int status = run.report();
  return status;
}

}  // namespace herald::cli
