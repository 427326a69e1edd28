// `herald aids RULESET [--lang L]... [--format F]... [--highlight-since BASE[=COLOUR]]... -o DIR`: the printable player aids.
#include <iostream>
#include <regex>

#include "aids/aids_backend.hpp"
#include "cli/commands.hpp"
#include "cli/driver.hpp"

namespace herald::cli {

int run_aids(aids_options const& options, common_options const& common) {
  session run(common);
  std::vector<std::string> files{options.ruleset};
  aids::aids_options backend_options{options.languages, options.formats, options.scenarios, options.all_scenarios,
                                     options.paper, {}};
  static std::regex const colour("#[0-9a-fA-F]{6}");
  for (auto const& base : options.highlight_since) {
    auto const eq = base.rfind('=');
    std::string file = eq == std::string::npos ? base : base.substr(0, eq);
    std::string paint = eq == std::string::npos ? "" : base.substr(eq + 1);
    if (!paint.empty() && !std::regex_match(paint, colour)) {
      std::cerr << "herald: error: --highlight-since " << base << ": the colour must be #rrggbb\n";
      return usage_or_io;
    }
    files.push_back(file);
    backend_options.base_colours.push_back(paint);
  }
  std::string command = "herald aids " + options.ruleset;
  for (auto const& s : options.scenarios) command += " --scenario " + s;
  if (options.all_scenarios) command += " --all-scenarios";
  for (auto const& l : options.languages) command += " --lang " + l;
  for (auto const& f : options.formats) command += " --format " + f;
  if (options.paper != "a4") command += " --paper " + options.paper;
  for (auto const& b : options.highlight_since) command += " --highlight-since " + b;
  command += " -o " + options.output;
  return run_backend(run, files, aids::aids_backend(backend_options), {destination::kind::folder, options.output},
                     {options.force, options.check, command, "herald aids", {}, false, options.file_by_file});
}

}  // namespace herald::cli
