// Rule switches (`rule`) and statements of the rule text (`says`): resolved into the model.
//
// A system file declares the rules of its procedures that editions state differently; each
// ruleset states its own values with the lines of its book, a derived edition inheriting its
// base's. The procedures read them, so no procedure assumes one edition.
#include <set>

#include "model/resolver.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {

namespace {

std::string stated_text(value const& v) {
  if (v.k == value::kind::boolean) return v.boolean ? "true" : "false";
  if (v.k == value::kind::text) return v.text;
  return value_text(v);
}

}  // namespace

// `rule NAME "Label" : TYPE ref ...;` (system) or `rule NAME = VALUE line N;` (ruleset).
void resolver::apply_rule(ast::rule_decl const& decl) {
  std::string const& name = decl.name.name;
  if (decl.type) {
    if (out_.kind != "system") {
      diags_.error(ids::parse_expected, decl.type->loc,
                   "a rule is declared by the system file, for every edition; a ruleset states its value: `rule " +
                       name + " = VALUE line N;`");
      return;
    }
    if (decl.setting) {
      diags_.error(ids::parse_expected, decl.setting->loc,
                   "the system declares the rule; each edition states its value with the line of its own book");
      return;
    }
    std::string const& type = decl.type->name;
    if (type != "bool" && !out_.enums.count(type)) {
      diags_.error(ids::name_undefined, decl.type->loc,
                   "a rule is `bool` or an enum of the system, not '" + type + "'" +
                       did_you_mean(type, keys_of(out_.enums)));
      return;
    }
    if (auto previous = out_.rule_switches.find(name); previous != out_.rule_switches.end()) {
      duplicate("rule", name, decl.name.loc, previous->second.prov.where);
      return;
    }
    out_.rule_switches[name] = {name, to_labels(decl.label_set), type, to_prov(decl.prov, decl.name.loc)};
    return;
  }
  if (!decl.setting) {
    diags_.error(ids::parse_expected, decl.name.loc,
                 "a rule states a value (`rule " + name + " = true line N;`) or, in a system file, declares a type");
    return;
  }
  if (out_.kind == "system") {
    diags_.error(ids::parse_expected, decl.setting->loc,
                 "the system declares the rule (`rule " + name + " \"Label\" : TYPE`); each edition states its value");
    return;
  }
  if (!to_prov(decl.prov, decl.name.loc).line)
    diags_.error(ids::parse_expected, decl.name.loc,
                 "a rule's value cites the line of the edition's book that says it (`line N`)");
  auto sw = out_.rule_switches.find(name);
  if (sw == out_.rule_switches.end()) {
    diags_.error(ids::name_undefined, decl.name.loc,
                 "unknown rule '" + name + "'" + did_you_mean(name, keys_of(out_.rule_switches)));
    return;
  }
  if (!decl.label_set.empty())
    diags_.error(ids::parse_expected, decl.name.loc, "the system's declaration of '" + name + "' gives its labels");
  value const v = to_value(*decl.setting);
  std::string const text = stated_text(v);
  bool const fits = sw->second.type == "bool"
                        ? v.k == value::kind::boolean
                        : v.k == value::kind::name && out_.enums.at(sw->second.type).index_of(text).has_value();
  if (!fits) {
    diags_.error(ids::type_mismatch, decl.setting->loc,
                 "rule '" + name + "' is " + (sw->second.type == "bool" ? "true or false" : "a value of " + sw->second.type) +
                     ", not '" + text + "'");
    return;
  }
  auto previous = out_.rule_settings.find(name);
  if (previous != out_.rule_settings.end() && previous->second.prov.where.file == source_.id) {
    duplicate("value of rule", name, decl.name.loc, previous->second.prov.where);
    return;
  }
  out_.rule_settings[name] = {name, text, to_prov(decl.prov, decl.name.loc)};
}

// A ruleset that extends none states every rule its system declares: the engine never
// falls back on another edition's reading.
void resolver::require_rule_settings(ast::file const& file) {
  if (out_.kind != "ruleset" || file.head.base) return;
  for (auto const& [name, sw] : out_.rule_switches) {
    if (out_.rule_settings.count(name)) continue;
    diags_.error(ids::rule_unstated, file.head.name.loc,
                 "ruleset '" + out_.name + "' does not state rule '" + name + "' (" + rule_label(out_, name) +
                     "): add `rule " + name + " = ...;` with the line of its book that says it");
  }
}

// `says TARGET is VALUE "quote" line N;`: kept as written; check/text_contradicts.cpp
// holds it against the data.
text_statement resolver::statement(ast::says_decl const& decl) {
  value v;
  if (auto const* listed = boost::get<ast::value>(&decl.stated)) {
    v = to_value(*listed);
  } else {
    auto const& c = boost::get<ast::cell>(decl.stated);
    v.k = value::kind::text;
    v.text = source_text(c.loc);  // as written: the check compares it with the cell as printed
  }
  text_statement out;
  out.target = target_text(decl.what);
  out.head = decl.what.head.name;
  for (auto const& step : decl.what.steps) {
    if (auto const* keys = boost::get<ast::key_tuple>(&step.step)) {
      std::string joined;
      for (auto const& part : keys->keys) joined += (joined.empty() ? "" : ".") + key_text(part);
      out.keys.push_back(joined);
    } else {
      out.members.push_back(boost::get<ast::identifier>(step.step).name);
    }
  }
  out.relation = decl.relation;
  out.stated = stated_text(v);
  if (v.k == value::kind::list) {
    for (auto const& item : v.items) out.stated_items.push_back(stated_text(item));
  } else {
    out.stated_items.push_back(out.stated);
  }
  if (v.k == value::kind::list && v.items.empty())
    diags_.error(ids::parse_expected, v.where, "a statement states a value: an empty list checks nothing");
  out.quote = decl.quote.value;
  out.prov = to_prov(decl.prov, decl.what.head.loc);
  if (out.prov.line == 0)
    diags_.error(ids::parse_expected, decl.quote.loc, "a statement of the rule text gives the line that says it");
  if (out.quote.find_first_not_of(" \t") == std::string::npos)
    diags_.error(ids::parse_expected, decl.quote.loc, "a statement quotes the words of the text it records");
  return out;
}

}  // namespace herald::model
