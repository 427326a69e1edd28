// The checked model of a ruleset: small lookups on its types.
#include "model/model.hpp"

#include <algorithm>
#include <cctype>
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

std::string symbol_words(ruleset const& rules, std::string const& symbol, std::string const& lang) {
  if (auto sp = rules.spellings.find(symbol);
      sp != rules.spellings.end() && !rules.languages.empty() && rules.languages.front() == lang)
    return sp->second.words;
  auto s = rules.symbols.find(symbol);
  if (s == rules.symbols.end() || !s->second.spelled_out) return symbol;
  auto label = s->second.label.find(lang);
  return label == s->second.label.end() ? symbol : label->second;
}

bool symbol_spelled(ruleset const& rules, std::string const& symbol, std::string const& lang) {
  return rules.symbols.count(symbol) && symbol_words(rules, symbol, lang) != symbol;
}

std::string printed_text(ruleset const& rules, cell const& c, std::string const& lang) {
  if (rules.spellings.empty() && std::none_of(rules.symbols.begin(), rules.symbols.end(),
                                              [](auto const& s) { return s.second.spelled_out; }))
    return c.text;
  // The cell's words are names (symbols, results) between numbers, signs and separators.
  auto name_char = [](char ch, bool first) {
    return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_' || (!first && std::isdigit(static_cast<unsigned char>(ch)));
  };
  std::string out;
  for (std::size_t i = 0; i < c.text.size();) {
    if (!name_char(c.text[i], true) || (i > 0 && name_char(c.text[i - 1], false))) {
      out += c.text[i++];
      continue;
    }
    std::size_t end = i;
    while (end < c.text.size() && name_char(c.text[end], false)) ++end;
    std::string const name = c.text.substr(i, end - i);
    out += symbol_words(rules, name, lang);  // a name that is not a spelled symbol stays itself
    i = end;
  }
  return out;
}

std::string key::text() const {
  switch (k) {
    case kind::name: return name;
    case kind::integer: return std::to_string(number);
    case kind::ratio: return std::to_string(attacker) + "/" + std::to_string(defender);
  }
  return {};
}

std::string value_text(value const& v) {
  switch (v.k) {
    case value::kind::number: return std::to_string(v.number);
    case value::kind::ratio: return std::to_string(v.attacker) + "/" + std::to_string(v.defender);
    case value::kind::boolean: return v.boolean ? "true" : "false";
    case value::kind::text: return "\"" + v.text + "\"";
    case value::kind::name: return v.text;
    case value::kind::list: {
      std::string out;
      for (auto const& item : v.items) out += (out.empty() ? "" : ", ") + value_text(item);
      return "[" + out + "]";
    }
    case value::kind::object: {
      std::string out;
      for (auto const& [name, item] : v.fields) out += (out.empty() ? "" : ", ") + name + ": " + value_text(item);
      return "{" + out + "}";
    }
  }
  return {};
}

std::string path_text(key_path const& path) {
  std::string out;
  for (auto const& k : path) out += (out.empty() ? "" : ".") + k.text();
  return out;
}

std::string rule_label(ruleset const& rules, std::string const& name) {
  auto sw = rules.rule_switches.find(name);
  if (sw == rules.rule_switches.end()) return name;
  auto en = sw->second.label.find("en");
  return en != sw->second.label.end() ? en->second : name;
}

std::string lines_text(provenance const& p) {
  return p.line_end && p.line_end != p.line ? "lines " + std::to_string(p.line) + "-" + std::to_string(p.line_end)
                                            : "line " + std::to_string(p.line);
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

namespace herald::model {

std::string not_printed_message(referenced_table const& t) {
  std::string label = t.label.empty() ? std::string() : t.label.begin()->second;
  if (auto en = t.label.find("en"); en != t.label.end()) label = en->second;
  std::string name = label.empty() ? "'" + t.name + "'" : "the " + label + " (" + t.name + ")";
  std::string where = t.prov.line ? " (line " + std::to_string(t.prov.line) + ")" : "";
  return name + " is cited by the source" + where + " but not printed in it: a situation that reads it cannot be resolved";
}

}  // namespace herald::model
