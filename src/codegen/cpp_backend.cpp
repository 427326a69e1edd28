// The C++ backend as a backend: each ruleset's headers and its system's, refused when two would share a name.
#include "codegen/cpp_backend.hpp"

#include <sstream>

#include "codegen/cpp_expr.hpp"
#include "codegen/names.hpp"

namespace herald::codegen {

backend::files cpp_backend::render(backend::input const& in) const {
  backend::files out;
  std::map<std::string, std::string> producer;  // header -> the file it comes from
  auto put = [&](std::string const& name, std::string text, model::ruleset const& from) {
    auto [it, inserted] = producer.emplace(name, from.path);
    if (!inserted && it->second != from.path)
      throw codegen_error({}, "'" + from.path + "' and '" + it->second + "' would both be written to " + name +
                                  "; rename one of the files");
    out[name] = std::move(text);
  };
  for (model::ruleset const* rules : in.rulesets) {
    model::ruleset const* system = in.library.system_of(*rules);
    if (!system)
      throw codegen_error({}, "'" + rules->path +
                                  "' imports no system: the generated enums and situation structs live in the "
                                  "system's header");
    check_names(*rules, system);
    // Each writes a data header and its engine entry header: a ruleset named as another's
    // entry (afde_2010_engine.herald beside afde-2010.herald) is refused by name.
    std::string const system_header = header_name(*system);
    std::ostringstream system_data, system_engine;
    system_header_writer(*system, list_capacity_).write(system_data, system_engine);
    put(system_header, system_data.str(), *system);
    put(engine_header_name(*system), system_engine.str(), *system);
    if (rules->kind == "system") continue;
    std::ostringstream data, engine;
    ruleset_header_writer(*rules, system_header, system).write(data, engine);
    put(header_name(*rules), data.str(), *rules);
    put(engine_header_name(*rules), engine.str(), *rules);
  }
  return out;
}

}  // namespace herald::codegen
