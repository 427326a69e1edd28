// The ruleset's names that the generated C++ cannot spell, refused with the definition's location.
#include "codegen/names.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <string_view>

#include "codegen/cpp_expr.hpp"
#include "codegen/cpp_text.hpp"

namespace herald::codegen {
namespace {

// Names the generated headers define or refer to unqualified in the scopes user names share.
constexpr std::string_view reserved[] = {
    "std", "herald", "herald_generated", "g", "rt", "sys", "model", "all", "tables", "bands", "lists",
    "transitions", "tests", "enum_values", "symbols", "dice", "enums", "ruleset", "engine_tables", "strings",
    "indices", "modifiers", "groups", "slots", "cells", "keys", "rows", "footnotes", "dense", "triggers", "rules",
    "fill", "evaluate", "verdict_of", "decide", "enum_entry", "name_of", "english_of", "french_of", "read_value",
    "herald_present", "herald_fields", "fill_list", "from_name", "decide_test", "evaluate_pool", "herald_visit"};
// Suffixes of the helpers generated beside a name.
constexpr std::string_view reserved_suffixes[] = {"_data", "_at", "_total", "_decides", "_entries", "_from_name"};
// Macros that the standard headers the generated ones include may define.
constexpr std::string_view macros[] = {
    "errno", "EOF", "NULL", "unix", "linux", "i386", "assert", "stdin", "stdout", "stderr", "EXIT_SUCCESS",
    "EXIT_FAILURE", "BUFSIZ", "FILENAME_MAX", "RAND_MAX", "CHAR_BIT", "CHAR_MIN", "CHAR_MAX", "INT_MIN",
    "INT_MAX", "LONG_MIN", "LONG_MAX", "SIZE_MAX", "EDOM", "ERANGE", "EILSEQ", "SEEK_SET", "SEEK_CUR",
    "SEEK_END", "TMP_MAX", "L_tmpnam", "FOPEN_MAX", "MB_CUR_MAX", "offsetof", "setjmp", "va_arg", "va_start",
    "va_end", "va_copy"};

template <class List>
bool listed(List const& list, std::string_view name) {
  return std::find(std::begin(list), std::end(list), name) != std::end(list);
}

bool ends_with(std::string_view name, std::string_view suffix) {
  return name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix;
}

// One C++ scope: the names defined in it, by the identifier they become.
class scope {
 public:
  explicit scope(std::string what) : what_(std::move(what)) {}

  void add(std::string const& name, model::provenance const& prov, bool helpers = true) {
    if (listed(reserved, name))
      throw codegen_error(prov.where, what_ + " '" + name + "' is a name the generated C++ uses itself; rename it");
    if (helpers)
      for (auto suffix : reserved_suffixes)
        if (ends_with(name, suffix))
          throw codegen_error(prov.where, what_ + " '" + name + "' ends as a generated helper does ('" +
                                              std::string(suffix) + "'); rename it");
    if (listed(macros, name))
      throw codegen_error(prov.where, what_ + " '" + name + "' is a macro of the C++ standard headers; rename it");
    auto [it, inserted] = seen_.emplace(cpp_identifier(name), name);
    if (!inserted && it->second != name)
      throw codegen_error(prov.where, what_ + " '" + name + "' and '" + it->second + "' both become the C++ name '" +
                                          it->first + "'; rename one");
  }

 private:
  std::string what_;
  std::map<std::string, std::string> seen_;
};

template <class Map>
void add_all(scope& s, Map const& items) {
  for (auto const& [name, item] : items) s.add(name, item.prov);
}

}  // namespace

void check_names(model::ruleset const& rules, model::ruleset const* system) {
  scope namespaces("ruleset");
  if (system) namespaces.add(system->name, {});
  if (!system || system->name != rules.name) namespaces.add(rules.name, {});
  if (system && system != &rules && cpp_identifier(system->name) == cpp_identifier(rules.name))
    throw codegen_error({}, "ruleset '" + rules.name + "' and its system '" + system->name +
                                "' would share a C++ namespace; rename one");
  // The system header: enum and record types share its namespace.
  model::ruleset const& types = system ? *system : rules;
  scope system_scope("type");
  add_all(system_scope, types.enums);
  add_all(system_scope, types.records);
  for (auto const& [name, e] : types.enums) {
    scope values("value of enum '" + name + "'");
    for (auto const& v : e.values) values.add(v.name, v.prov, false);
  }
  for (auto const& [name, r] : types.records) {
    scope fields("field of record '" + name + "'");
    std::map<std::string, std::string> accessors;  // each field's accessor in the struct, and the field
    for (auto const& f : r.fields) {
      fields.add(f.name, f.prov, false);
      if (ends_with(f.name, "_or_refuse"))
        throw codegen_error(f.prov.where, "field '" + f.name + "' of record '" + name +
                                              "' ends as a generated accessor does ('_or_refuse'); rename it");
      auto [it, inserted] = accessors.emplace(field_accessor(f.name), f.name);
      if (!inserted)
        throw codegen_error(f.prov.where, "fields '" + f.name + "' and '" + it->second + "' of record '" + name +
                                              "' would share the accessor '" + it->first + "'; rename one");
    }
  }
  scope tables("table"), bands("band table"), lists("modifier list"), transitions("transition table"), tests("test");
  scope enum_values("enum");
  add_all(tables, rules.tables);
  add_all(bands, rules.band_tables);
  add_all(lists, rules.modifier_lists);
  add_all(transitions, rules.transition_tables);
  add_all(tests, rules.tests);
  add_all(enum_values, rules.enums);
}

}  // namespace herald::codegen
