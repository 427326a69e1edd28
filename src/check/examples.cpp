// Checks `example.mismatch`, `example.refused`, `example.across`: every worked example through the engine, compared.
#include "check/examples.hpp"

#include <algorithm>
#include <optional>

#include "engine/game_system.hpp"
#include "engine/report.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

using model::value;

std::string list_text(std::vector<std::string> const& items) {
  std::string out;
  for (auto const& i : items) out += (out.empty() ? "" : ", ") + i;
  return "[" + out + "]";
}

std::string modifiers_text(engine::modifier_sum const& m) {
  std::string out;
  for (auto const& a : m.modifiers)
    if (a.applies && a.delta != 0) out += (out.empty() ? "" : ", ") + a.name + " " + engine::signed_text(a.delta);
  out = "the engine applies: " + (out.empty() ? std::string("no modifier") : out) + " (sum " +
        engine::signed_text(m.raw);
  if (m.total != m.raw) out += ", clamped to " + engine::signed_text(m.total);
  return out + ")";
}

// Compares one example's expectations with what the engine computed.
class comparison {
 public:
  comparison(model::ruleset const& rules, model::example const& ex, engine::example_shape shape, diagnostics& diags)
      : rules_(rules), ex_(ex), shape_(std::move(shape)), diags_(diags) {}

  engine::example_shape const& shape() const { return shape_; }

  void mismatch(source_range where, std::string const& what, std::string const& expected, std::string const& actual,
                std::vector<std::string> const& notes = {}) {
    auto& d = diags_.error(ids::example_mismatch, where.valid() ? where : ex_.prov.where,
                           "example '" + ex_.name + "': " + what + ": the book gives " + expected +
                               ", the tables give " + actual);
    d.subject = ex_.name;
    for (auto const& n : notes) d.notes.push_back({ex_.prov.where, n});
  }

  void unknown(std::string const& name, source_range where, std::string const& known) {
    auto& d = diags_.error(ids::example_mismatch, where,
                           "example '" + ex_.name + "': the engine reports no '" + name + "' here (it reports " +
                               known + ")");
    d.subject = ex_.name;
  }

  // The expectations that one roll against a table can meet.
  bool step_field(std::string const& name, value const& expected, engine::step const& st) {
    if (name == "modifiers") return modifiers(expected, st.modifiers), true;
    if (name == "modifier_total") return number(name, expected, st.modifiers.total, st), true;
    if (name == "total") return number(name, expected, st.total, st), true;
    for (auto const& f : shape_.facts)
      if (f.name == name) return fact(f, expected, st), true;
    for (auto const& [column, results] : st.results) {
      if (column_name(column) != name) continue;
      std::vector<std::string> wanted;
      for (auto const& item : expected.k == value::kind::list ? expected.items : std::vector<value>{expected})
        wanted.push_back(item.text);
      // A symbol that counts as 0 ("NE: No effect") stands for no result.
      if (wanted.size() == 1 && results.empty()) {
        auto sym = rules_.symbols.find(wanted[0]);
        if (sym != rules_.symbols.end() && sym->second.value && *sym->second.value == 0) wanted.clear();
      }
      if (wanted != results)
        mismatch(expected.where, name, list_text(wanted), list_text(results), {modifiers_text(st.modifiers)});
      return true;
    }
    return false;
  }

  // Either the exact fact or the value the table rounds it to matches.
  void fact(engine::step_fact const& f, value const& expected, engine::step const& st) {
    std::string exact, rounded;
    for (auto const& x : st.facts) {
      if (x.name == f.fact) exact = x.text();
      if (!f.rounded.empty() && x.name == f.rounded) rounded = x.text();
    }
    std::string wanted = model::value_text(expected);
    if (wanted != exact && wanted != rounded)
      mismatch(expected.where, f.name, wanted, exact + (rounded.empty() ? "" : " (step " + rounded + ")"));
  }

  // What one roll against a table can meet, for the message when a step names something else.
  std::string step_names() const {
    std::string out = "modifiers, modifier_total, total";
    for (auto const& f : shape_.facts) out += ", " + f.name;
    return out + " and results";
  }

  // Whether the example may name `name` without a roll: what the modifiers alone decide.
  bool without_dice(std::string const& name) const {
    if (name == "modifiers" || name == "modifier_total") return true;
    return std::any_of(shape_.facts.begin(), shape_.facts.end(), [&](auto const& f) { return f.name == name; });
  }

  void number(std::string const& name, value const& expected, std::int64_t actual, engine::step const& st) {
    if (expected.k != value::kind::number || expected.number != actual)
      mismatch(expected.where, name, model::value_text(expected), std::to_string(actual), {modifiers_text(st.modifiers)});
  }

  void modifiers(value const& expected, engine::modifier_sum const& m) {
    for (std::size_t i = 0; i < expected.fields.size(); ++i) {
      auto const& [name, v] = expected.fields[i];
      auto it = std::find_if(m.modifiers.begin(), m.modifiers.end(),
                             [&wanted = name](engine::applied_modifier const& a) { return a.name == wanted; });
      source_range where = i < expected.field_names.size() ? expected.field_names[i] : v.where;
      if (v.k != value::kind::number) {
        mismatch(v.where, "modifier '" + name + "'", model::value_text(v), "a signed number is expected here");
      } else if (it == m.modifiers.end()) {
        mismatch(where, "modifier '" + name + "'", model::value_text(v), "no such modifier in the list", {modifiers_text(m)});
      } else if (!it->applies) {
        std::string why = it->removed_by.empty() ? "its condition does not hold" : "removed by " + it->removed_by;
        mismatch(where, "modifier '" + name + "'", engine::signed_text(v.number), "none (" + why + ")",
                 {modifiers_text(m)});
      } else if (v.number != it->delta) {
        mismatch(where, "modifier '" + name + "'", engine::signed_text(v.number), engine::signed_text(it->delta),
                 {modifiers_text(m)});
      }
    }
    for (auto const& a : m.modifiers)
      if (a.applies && a.delta != 0 && !model::find_field(expected, a.name))
        mismatch(expected.where, "modifier '" + a.name + "'", "none", engine::signed_text(a.delta),
                 {modifiers_text(m)});
  }

 private:
  model::ruleset const& rules_;
  model::example const& ex_;
  engine::example_shape shape_;
  diagnostics& diags_;

  std::string column_name(std::string const& column) const {
    for (auto const& [printed, written] : shape_.column_names)
      if (printed == column) return written;
    return column;
  }
};

engine::step const* find_step(engine::resolution const& r, std::string const& name) {
  for (auto const& st : r.steps)
    if (st.name == name) return &st;
  return nullptr;
}

std::string fact(engine::resolution const& r, std::string const& name) {
  for (auto const& f : r.final)
    if (f.label() == name) return f.text();
  return "none";
}

// Final states of a list of units: [fatigued discouraged, eliminated].
void compare_states(comparison& c, value const& expected, engine::resolution const& r, std::string const& prefix,
                    std::string const& name) {
  std::vector<std::string> actual;
  for (auto const& f : r.final)
    if (f.name.rfind(prefix + "[", 0) == 0) actual.push_back(f.text());
  std::vector<std::string> wanted;
  for (auto const& item : expected.items) {
    std::string text;
    if (item.k == value::kind::list)
      for (auto const& part : item.items) text += (text.empty() ? "" : " ") + part.text;
    else
      text = item.text;
    wanted.push_back(text);
  }
  if (wanted != actual) c.mismatch(expected.where, name, list_text(wanted), list_text(actual));
}

// A final fact as words separated by spaces: `routed`, `[fatigued, routed]` or `"not rolled"`.
void compare_fact(comparison& c, value const& expected, engine::resolution const& r, std::string const& source,
                  std::string const& name) {
  std::string actual = fact(r, source);
  std::string wanted;
  for (auto const& part : expected.items) wanted += (wanted.empty() ? "" : " ") + part.text;
  if (expected.k != value::kind::list) wanted = model::value_text(expected);  // a name, or a number of hits
  if (expected.k == value::kind::text) wanted = expected.text;                // "not rolled"
  if (wanted != actual) c.mismatch(expected.where, name, wanted, actual);
}

// A step written as an object of the names one roll can meet: { total: 11, defenders: [Dr, R] }.
void compare_step(comparison& c, value const& expected, engine::resolution const& r,
                  engine::expectation const& field) {
  engine::step const* st = find_step(r, field.source);
  if (!st) {
    c.mismatch(expected.where, field.name, model::value_text(expected),
               "no " + field.source + (field.absent.empty() ? "" : " (" + field.absent + ")"));
  } else if (expected.k != value::kind::object) {
    c.mismatch(expected.where, field.name, model::value_text(expected), "a step: write { total: ..., defenders: [...] }");
  } else {
    for (std::size_t j = 0; j < expected.fields.size(); ++j)
      if (!c.step_field(expected.fields[j].first, expected.fields[j].second, *st))
        c.unknown(expected.fields[j].first, expected.field_names.at(j), c.step_names());
  }
}

// One name of `expect`, read where the game system says the resolution holds it.
void compare_field(comparison& c, engine::expectation const& field, value const& v, engine::resolution const& r,
                   source_range name_where) {
  using reads = engine::expectation::reads;
  switch (field.how) {
    case reads::step_total:
      if (engine::step const* st = find_step(r, field.source)) return c.number(field.name, v, st->total, *st);
      return c.unknown(field.name, name_where, c.shape().known);
    case reads::step: return compare_step(c, v, r, field);
    case reads::fact: return compare_fact(c, v, r, field.source, field.name);
    case reads::unit_states: return compare_states(c, v, r, field.source, field.name);
  }
}

// The final fact that `name` writes with underscores for spaces ("broken_lances_failed"), or empty.
std::string final_fact_named(engine::resolution const& r, std::string const& name) {
  for (auto const& f : r.final)
    if (f.key() == name) return f.label();
  return {};
}

void compare(comparison& c, model::example const& ex, engine::resolution const& r) {
  value const& expect = *ex.expect;
  engine::example_shape const& shape = c.shape();
  engine::step const* main = shape.main_step ? shape.main_step(r) : nullptr;
  for (std::size_t i = 0; i < expect.fields.size(); ++i) {
    auto const& [name, v] = expect.fields[i];
    source_range name_where = i < expect.field_names.size() ? expect.field_names[i] : v.where;
    auto field = std::find_if(shape.fields.begin(), shape.fields.end(),
                              [&wanted = name](engine::expectation const& f) { return f.name == wanted; });
    if (field != shape.fields.end())
      compare_field(c, *field, v, r, name_where);
    else if (main && c.step_field(name, v, *main))
      continue;
    else if (std::string spaced = final_fact_named(r, name); !spaced.empty())
      compare_fact(c, v, r, spaced, name);  // a fact of the outcome, its spaces written as '_'
    else
      c.unknown(name, name_where, shape.known);
  }
}

// `chance: [{hits: 1, percent: 34.72}, {hits: 2, or_more: true, percent: 7.41}]`: the book's
// probabilities (the designer's note on roll-a-6, Order of Arms lines 846-848), each the sum of
// the exact distribution's outcomes whose facts match (a fact's spaces written '_'; `or_more`: the
// number given or more), compared as the book prints it, a percentage to two decimals.
void compare_chances(comparison& c, value const& expected, engine::distribution const& d) {
  if (expected.k != value::kind::list) {
    c.mismatch(expected.where, "chance", model::value_text(expected), "a list of { FACT: VALUE, percent: P }");
    return;
  }
  for (auto const& item : expected.items) {
    value const* percent = model::find_field(item, "percent");
    if (item.k != value::kind::object || !percent) {
      c.mismatch(item.where, "chance", model::value_text(item), "an object with a percent: { hits: 1, percent: 34.72 }");
      continue;
    }
    value const* or_more = model::find_field(item, "or_more");
    bool const at_least = or_more && or_more->k == value::kind::boolean && or_more->boolean;
    engine::probability p = 0;
    for (auto const& [o, q] : d.outcomes) {
      bool matches = true;
      for (auto const& [name, v] : item.fields) {
        if (name == "percent" || name == "or_more") continue;
        auto fact = std::find_if(o.begin(), o.end(), [&wanted = name](auto const& f) { return f.key() == wanted; });
        std::string const want = v.k == value::kind::text ? v.text : model::value_text(v);
        if (fact == o.end()) matches = false;
        else if (at_least && v.k == value::kind::number) matches = matches && fact->number >= v.number;
        else matches = matches && fact->text() == want;
      }
      if (matches) p += q;
    }
    // The book prints "34.72%": compare at its precision, the engine's percentage rounded half up.
    std::string const printed = percent->k == value::kind::number ? std::to_string(percent->number) : percent->text;
    std::string const actual = engine::percent_text(p);
    if (printed != actual && printed + ".00" != actual)
      c.mismatch(percent->where, "chance of " + model::value_text(item), printed + " %", actual + " % (" +
                 boost::multiprecision::numerator(p).str() + "/" + boost::multiprecision::denominator(p).str() + ")");
  }
}

// One example on the ruleset `tables` holds (lowered once for all its examples).
void verify(engine::ruleset_tables const& tables, model::example const& ex, std::uint64_t memory_budget, diagnostics& diags) {
  model::ruleset const& rules = tables.rules();
  if (!ex.given || !ex.expect || !engine::can_resolve(tables, ex.situation)) return;
  comparison c(rules, ex, engine::system_for(rules).examples(ex.situation), diags);
  try {
    if (ex.rolls.empty()) {
      std::optional<engine::step> before = engine::before_roll(tables, ex.situation, *ex.given);
      if (!before) throw engine::engine_error("a '" + ex.situation + "' example needs its dice to be checked");
      engine::step const& st = *before;
      value const& expect = *ex.expect;
      for (std::size_t i = 0; i < expect.fields.size(); ++i) {
        auto const& [name, v] = expect.fields[i];
        if (name == "chance") {
          engine::budget memory(memory_budget);
          compare_chances(c, v, engine::resolve_all(tables, ex.situation, *ex.given, &memory));
        } else if (c.without_dice(name)) {
          c.step_field(name, v, st);
        } else {
          auto& d = diags.error(ids::example_refused, expect.field_names.at(i),
                                "example '" + ex.name + "' gives no roll, so its '" + name + "' cannot be checked");
          d.subject = ex.name;
        }
      }
      return;
    }
    std::map<std::string, std::vector<int>> rolls;
    for (auto const& [die, faces] : ex.rolls)
      for (auto f : faces) rolls[die].push_back(static_cast<int>(f));
    engine::given_dice dice(rolls);
    engine::resolution r = engine::resolve_once(tables, ex.situation, *ex.given, dice);
    if (dice.unused() > 0) {
      auto& d = diags.error(ids::example_mismatch, ex.prov.where,
                            "example '" + ex.name + "': " + std::to_string(dice.unused()) +
                                " of its rolls are not used: the tables end the resolution sooner than the book");
      d.subject = ex.name;
    }
    compare(c, ex, r);
  } catch (engine::engine_error const& e) {
    auto& d = diags.error(ids::example_refused, e.where.valid() ? e.where : ex.prov.where,
                          "example '" + ex.name + "': the engine refuses the situation: " + e.what() +
                              (e.rule.empty() ? "" : " (" + e.rule + ")"));
    if (e.rule_where.valid()) d.notes.push_back({e.rule_where, "read here"});
    d.subject = ex.name;
  } catch (engine::resource_limit const& e) {
    auto& d = diags.error(ids::resource_limit, ex.prov.where, "example '" + ex.name + "': its chances cannot be checked: " + e.what());
    d.subject = ex.name;
  }
}

// What changed from one resolution to another: modifiers, totals, results, states.
std::vector<std::string> differences(engine::resolution const& a, engine::resolution const& b) {
  std::vector<std::string> out;
  // Steps matched by name, in order: a step one side lacks is said once, not compared with another.
  std::vector<bool> used(b.steps.size(), false);
  for (auto const& x : a.steps) {
    std::size_t j = 0;
    while (j < b.steps.size() && (used[j] || b.steps[j].name != x.name)) ++j;
    if (j == b.steps.size()) {
      out.push_back(x.name + ": no such step there");
      continue;
    }
    used[j] = true;
    engine::step const& y = b.steps[j];
    std::string where = x.name + ": ";
    auto delta_of = [](engine::modifier_sum const& m, std::string const& name) -> std::optional<std::int64_t> {
      for (auto const& mod : m.modifiers)
        if (mod.name == name && mod.applies) return mod.delta;
      return std::nullopt;
    };
    std::vector<std::string> names;
    for (auto const* m : {&x.modifiers, &y.modifiers})
      for (auto const& mod : m->modifiers)
        if (std::find(names.begin(), names.end(), mod.name) == names.end()) names.push_back(mod.name);
    for (auto const& name : names) {
      auto before = delta_of(x.modifiers, name), after = delta_of(y.modifiers, name);
      auto text = [](std::optional<std::int64_t> d) { return d ? engine::signed_text(*d) : std::string("none"); };
      if (before != after && !(before.value_or(0) == 0 && after.value_or(0) == 0))
        out.push_back(where + "modifier " + name + " " + text(before) + " -> " + text(after));
    }
    if (x.has_total && y.has_total && x.total != y.total)
      out.push_back(where + "total " + std::to_string(x.total) + " -> " + std::to_string(y.total));
  }
  for (std::size_t j = 0; j < b.steps.size(); ++j)
    if (!used[j]) out.push_back(b.steps[j].name + ": a step only there");
  for (auto const& f : a.final) {
    if (!f.shown_in_outcome()) continue;  // the steps' modifiers are compared above
    std::string other = "none";
    for (auto const& g : b.final)
      if (g.label() == f.label()) other = g.text();
    if (other != f.text()) out.push_back(f.label() + " " + f.text() + " -> " + other);
  }
  return out;
}

std::string lower_first(std::string s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') s[0] = static_cast<char>(s[0] - 'A' + 'a');
  return s;
}

// "10.9 line 445 of afde-13th-century-vv45-en.txt": where an edition states a rule.
std::string citation(model::provenance const& p) {
  return (p.ref.empty() ? "" : p.ref + " ") + model::lines_text(p) + (p.document.empty() ? "" : " of " + p.document);
}

engine::resolution run_example(engine::ruleset_tables const& tables, model::example const& ex) {
  std::map<std::string, std::vector<int>> rolls;
  for (auto const& [die, faces] : ex.rolls)
    for (auto f : faces) rolls[die].push_back(static_cast<int>(f));
  engine::given_dice dice(rolls);
  return engine::resolve_once(tables, ex.situation, *ex.given, dice);
}

}  // namespace

// One example of `home` (played as `home_played`) run on `other` (played as `other_played`); `how` says
// what the other side is when it is not plainly the other edition (a scenario it lacks).
void example_across(model::ruleset const& home, engine::ruleset_tables const& home_played, model::ruleset const& other,
                    engine::ruleset_tables const& other_played, model::example const& ex, std::string const& how,
                    diagnostics& diags) {
  if (!ex.given || ex.rolls.empty()) return;
  auto situation = other.records.find(ex.situation);
  if (situation == other.records.end() || !engine::can_resolve(other_played, ex.situation)) return;
  engine::resolution at_home;
  try {
    at_home = run_example(home_played, ex);
  } catch (engine::engine_error const&) {
    return;  // example.refused already says so on its own edition
  }
  std::string const there_name = "'" + other.name + "'" + how;
  auto note_across = [&diags, &ex](std::string message, std::vector<std::string> const& changes) {
    for (std::size_t i = 0; i < changes.size(); ++i) message += (i ? "; " : ": ") + changes[i];
    diags.report(severity::note, ids::example_across, ex.prov.where, message).subject = ex.name;
  };
  // An example that plays a rule the other edition does not have (an élan where there is no pursuit):
  // said so, rather than the changes of a step that does not exist there.
  for (auto const& rule : ex.rules_played) {
    auto there = other.rule_settings.find(rule);
    if (there == other.rule_settings.end() || there->second.value != "false") continue;
    note_across("example '" + ex.name + "' of '" + home.name + "' plays " + lower_first(model::rule_label(other, rule)) + ", which " +
                    there_name + " does not have (rule " + rule + " is false, " + citation(there->second.prov) + ")",
                {});
    return;
  }
  try {
    engine::resolution there = run_example(other_played, ex);
    auto changes = differences(at_home, there);
    if (!changes.empty())
      note_across("example '" + ex.name + "' of '" + home.name + "' comes out differently on " + there_name, changes);
  } catch (engine::engine_error const& e) {
    std::string why = e.what();
    // A ruleset without these tables (a system file) is not an edition to compare with.
    if (why.rfind("the ruleset has no ", 0) == 0) return;
    if (!e.rule.empty() && e.rule.find(" of ") != std::string::npos) why += " (" + e.rule + ")";  // an edition's rule
    note_across("example '" + ex.name + "' of '" + home.name + "' cannot be resolved on " + there_name + ": " + why, {});
  }
}

void examples_across(model::ruleset const& home, model::ruleset const& other, diagnostics& diags,
                     bool without_the_scenario) {
  if (home.lineage.empty() || other.kind != "ruleset") return;
  auto own = [&](model::example const& ex) { return ex.prov.where.file == home.lineage.front(); };
  engine::ruleset_tables const home_tables(home), other_tables(other);  // each lowered once
  for (auto const& [name, ex] : home.examples)
    if (own(ex)) example_across(home, home_tables, other, other_tables, ex, "", diags);
  // A scenario's examples, played under the scenario on both sides: the other edition's scenario of the
  // same name, or its own tables when it has none (the note says so).
  for (auto const& [name, sc] : home.scenarios) {
    if (sc.examples.empty() || !own(sc.examples.front())) continue;
    model::ruleset const home_played = model::with_scenario(home, sc);
    auto there = other.scenarios.find(name);
    std::optional<model::ruleset> other_played;
    if (there != other.scenarios.end()) other_played = model::with_scenario(other, there->second);
    else if (!without_the_scenario) continue;
    std::string const how = other_played ? " under its scenario '" + name + "'"
                                         : " (its own tables: it has no scenario '" + name + "')";
    engine::ruleset_tables const home_played_tables(home_played);
    std::optional<engine::ruleset_tables> other_played_tables;
    if (other_played) other_played_tables.emplace(*other_played);
    for (auto const& ex : sc.examples)
      example_across(home, home_played_tables, other, other_played_tables ? *other_played_tables : other_tables, ex, how,
                     diags);
  }
}

// Each edition verifies the examples written in its own file: an edition that
// extends another inherits its examples but not the claim that its own tables
// reproduce them.
void examples::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  auto own = [&](model::example const& ex) { return !rules.lineage.empty() && ex.prov.where.file == rules.lineage.front(); };
  std::optional<engine::ruleset_tables> tables;  // lowered once, when an example of its own needs it
  for (auto const& [name, ex] : rules.examples)
    if (own(ex)) verify(tables ? *tables : tables.emplace(rules), ex, opts.memory_budget, diags);
  for (auto const& [name, sc] : rules.scenarios) {
    if (sc.examples.empty() || !own(sc.examples.front())) continue;
    model::ruleset played = model::with_scenario(rules, sc);
    engine::ruleset_tables const played_tables(played);
    for (auto const& ex : sc.examples) verify(played_tables, ex, opts.memory_budget, diags);
  }
}

}  // namespace herald::check
