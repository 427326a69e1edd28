// The checked model of a ruleset: small lookups on its types.
#include "model/model.hpp"

#include <tuple>

namespace herald::model {

std::optional<std::size_t> enum_type::index_of(std::string const& value) const {
  for (std::size_t i = 0; i < values.size(); ++i)
    if (values[i].name == value) return i;
  return std::nullopt;
}

field const* record_type::find(std::string const& field_name) const {
  for (auto const& f : fields)
    if (f.name == field_name) return &f;
  return nullptr;
}

std::string key::text() const {
  switch (k) {
    case kind::name: return name;
    case kind::integer: return std::to_string(number);
    case kind::ratio: return std::to_string(attacker) + "/" + std::to_string(defender);
  }
  return {};
}

bool key::operator<(key const& other) const {
  return std::tie(k, name, number, attacker, defender) <
         std::tie(other.k, other.name, other.number, other.attacker, other.defender);
}

bool key::operator==(key const& other) const {
  return std::tie(k, name, number, attacker, defender) ==
         std::tie(other.k, other.name, other.number, other.attacker, other.defender);
}

ruleset with_scenario(ruleset const& rules, scenario const& s) {
  ruleset out = rules;
  out.tables = s.overlaid_tables;
  out.modifier_lists = s.overlaid_lists;
  return out;
}

}  // namespace herald::model
