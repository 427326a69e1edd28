// `herald build RULESET... --cpp-out DIR [--check] [--force]`: generated C++ headers, written only when checks pass.
#include "cli/commands.hpp"
#include "cli/driver.hpp"
#include "codegen/cpp_backend.hpp"

namespace herald::cli {

int run_build(build_options const& options, common_options const& common) {
  session run(common);
  std::string command = "herald build";
  for (auto const& f : options.rulesets) command += " " + f;
  command += " --cpp-out " + options.cpp_out;
  return run_backend(run, options.rulesets, codegen::cpp_backend(options.list_capacity),
                     {destination::kind::folder, options.cpp_out},
                     {options.force, options.check, command, "herald build", options.depfile, options.list_outputs,
                      options.file_by_file});
}

}  // namespace herald::cli
