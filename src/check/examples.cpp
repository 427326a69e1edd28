// Checks `example.mismatch`, `example.refused`, `example.across`: every worked example through the engine, compared.
#include "check/examples.hpp"

#include <algorithm>

#include "engine/report.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"

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
  comparison(model::ruleset const& rules, model::example const& ex, diagnostics& diags)
      : rules_(rules), ex_(ex), diags_(diags) {}

  void mismatch(source_range where, std::string const& what, std::string const& expected, std::string const& actual,
                std::vector<std::string> const& notes = {}) {
    auto& d = diags_.error("example.mismatch", where.valid() ? where : ex_.prov.where,
                           "example '" + ex_.name + "': " + what + ": the book gives " + expected +
                               ", the tables give " + actual);
    d.subject = ex_.name;
    for (auto const& n : notes) d.notes.push_back({ex_.prov.where, n});
  }

  void unknown(std::string const& name, source_range where, std::string const& known) {
    auto& d = diags_.error("example.mismatch", where,
                           "example '" + ex_.name + "': the engine reports no '" + name + "' here (it reports " +
                               known + ")");
    d.subject = ex_.name;
  }

  // The expectations that one roll against a table can meet.
  bool step_field(std::string const& name, value const& expected, engine::step const& st) {
    if (name == "modifiers") return modifiers(expected, st.modifiers), true;
    if (name == "modifier_total") return number(name, expected, st.modifiers.total, st), true;
    if (name == "total") return number(name, expected, st.total, st), true;
    if (name == "odds") {
      // The book names the odds as the table reads them (3 to 5 is "1 to 2"):
      // either the exact ratio or the ratio step it rounds to matches.
      std::string exact, step;
      for (auto const& [fact, v] : st.facts) {
        if (fact == "odds") exact = v;
        if (fact == "odds step") step = v;
      }
      std::string wanted = model::value_text(expected);
      if (wanted != exact && wanted != step)
        mismatch(expected.where, "odds", wanted, exact + (step.empty() ? "" : " (step " + step + ")"));
      return true;
    }
    for (auto const& [column, results] : st.results) {
      std::string column_name = column == "target" ? "result" : column;
      if (column_name != name) continue;
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

  void number(std::string const& name, value const& expected, std::int64_t actual, engine::step const& st) {
    if (expected.k != value::kind::number || expected.number != actual)
      mismatch(expected.where, name, model::value_text(expected), std::to_string(actual), {modifiers_text(st.modifiers)});
  }

  void modifiers(value const& expected, engine::modifier_sum const& m) {
    for (std::size_t i = 0; i < expected.fields.size(); ++i) {
      auto const& [name, v] = expected.fields[i];
      auto it = std::find_if(m.modifiers.begin(), m.modifiers.end(),
                             [&](engine::applied_modifier const& a) { return a.name == name; });
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
  diagnostics& diags_;
};

engine::step const* find_step(engine::resolution const& r, std::string const& name) {
  for (auto const& st : r.steps)
    if (st.name == name) return &st;
  return nullptr;
}

std::string fact(engine::resolution const& r, std::string const& name) {
  for (auto const& [n, v] : r.final)
    if (n == name) return v;
  return "none";
}

// Final states of a list of units: [fatigued discouraged, eliminated].
void compare_states(comparison& c, value const& expected, engine::resolution const& r, std::string const& prefix,
                    std::string const& name) {
  std::vector<std::string> actual;
  for (auto const& [n, v] : r.final)
    if (n.rfind(prefix + "[", 0) == 0) actual.push_back(v);
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

void compare(comparison& c, model::example const& ex, engine::resolution const& r) {
  value const& expect = *ex.expect;
  for (std::size_t i = 0; i < expect.fields.size(); ++i) {
    auto const& [name, v] = expect.fields[i];
    source_range name_where = i < expect.field_names.size() ? expect.field_names[i] : v.where;
    if (ex.situation == "initiative") {
      auto const* roller = find_step(r, "roller");
      auto const* opponent = find_step(r, "opponent");
      auto const* difference = find_step(r, "difference");
      if (name == "roller_total" && roller) c.number(name, v, roller->total, *roller);
      else if (name == "opponent_total" && opponent) c.number(name, v, opponent->total, *opponent);
      else if (name == "difference" && difference) c.number(name, v, difference->total, *difference);
      else if (name == "initiative" && v.text != fact(r, "initiative"))
        c.mismatch(v.where, name, v.text, fact(r, "initiative"));
      else if (name != "initiative" && !(difference && c.step_field(name, v, *difference)))
        c.unknown(name, name_where, "roller_total, opponent_total, difference, initiative and the band's columns");
      continue;
    }
    if (ex.situation == "charge") {
      std::string step_name = name == "elan" ? "élan" : name;
      if (auto const* st = find_step(r, step_name); st && v.k != value::kind::object) {
        c.mismatch(v.where, name, model::value_text(v), "a step: write { total: ..., defenders: [...] }");
      } else if (st) {
        for (std::size_t j = 0; j < v.fields.size(); ++j)
          if (!c.step_field(v.fields[j].first, v.fields[j].second, *st))
            c.unknown(v.fields[j].first, v.field_names.at(j), "modifiers, modifier_total, total, odds and results");
      } else if (name == "attackers_after") {
        compare_states(c, v, r, "attackers", name);
      } else if (name == "defenders_after") {
        compare_states(c, v, r, "engaged", name);
      } else if (name == "charge" || name == "elan" || name == "dispersion") {
        c.mismatch(v.where, name, model::value_text(v), "no " + step_name + " (the pursuit ends before it)");
      } else {
        c.unknown(name, name_where, "charge, elan, dispersion, attackers_after, defenders_after");
      }
      continue;
    }
    engine::step const* main = r.steps.empty() ? nullptr : &r.steps.front();
    for (auto const& st : r.steps)
      if (st.name == "fire" || st.name == "mêlée" || st.name == "rally" || st.table == ex.situation) {
        main = &st;
        break;
      }
    if (name == "attackers_after" || name == "defenders_after") {
      compare_states(c, v, r, name == "attackers_after" ? "attackers" : "defenders", name);
    } else if (name == "target_after") {
      std::string actual = fact(r, "target");
      std::string wanted;
      for (auto const& part : v.items) wanted += (wanted.empty() ? "" : " ") + part.text;
      if (v.k == value::kind::name) wanted = v.text;
      if (wanted != actual) c.mismatch(v.where, name, wanted, actual);
    } else if (!main || !c.step_field(name, v, *main)) {
      c.unknown(name, name_where, "modifiers, modifier_total, total, odds, the table's result columns, *_after");
    }
  }
}

void verify(model::ruleset const& rules, model::example const& ex, diagnostics& diags) {
  if (!ex.given || !ex.expect || !engine::can_resolve(rules, ex.situation)) return;
  engine::model_tables tables(rules);
  comparison c(rules, ex, diags);
  try {
    if (ex.rolls.empty()) {
      std::vector<std::pair<std::string, std::string>> facts;
      engine::step st;
      st.modifiers = engine::modifiers_only(tables, ex.situation, *ex.given, facts);
      st.facts = facts;
      value const& expect = *ex.expect;
      for (std::size_t i = 0; i < expect.fields.size(); ++i) {
        auto const& [name, v] = expect.fields[i];
        if (name == "modifiers" || name == "modifier_total" || name == "odds") {
          c.step_field(name, v, st);
        } else {
          auto& d = diags.error("example.refused", expect.field_names.at(i),
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
      auto& d = diags.error("example.mismatch", ex.prov.where,
                            "example '" + ex.name + "': " + std::to_string(dice.unused()) +
                                " of its rolls are not used: the tables end the resolution sooner than the book");
      d.subject = ex.name;
    }
    compare(c, ex, r);
  } catch (engine::engine_error const& e) {
    auto& d = diags.error("example.refused", e.where.valid() ? e.where : ex.prov.where,
                          "example '" + ex.name + "': the engine refuses the situation: " + e.what() +
                              (e.rule.empty() ? "" : " (" + e.rule + ")"));
    if (e.rule_where.valid()) d.notes.push_back({e.rule_where, "read here"});
    d.subject = ex.name;
  }
}

// What changed from one resolution to another: modifiers, totals, results, states.
std::vector<std::string> differences(engine::resolution const& a, engine::resolution const& b) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < std::min(a.steps.size(), b.steps.size()); ++i) {
    engine::step const& x = a.steps[i];
    engine::step const& y = b.steps[i];
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
  if (a.steps.size() != b.steps.size())
    out.push_back(std::to_string(a.steps.size()) + " steps -> " + std::to_string(b.steps.size()));
  for (auto const& [name, v] : a.final) {
    std::string other = "none";
    for (auto const& [n2, v2] : b.final)
      if (n2 == name) other = v2;
    if (other != v) out.push_back(name + " " + v + " -> " + other);
  }
  return out;
}

engine::resolution run_example(model::ruleset const& rules, model::example const& ex) {
  std::map<std::string, std::vector<int>> rolls;
  for (auto const& [die, faces] : ex.rolls)
    for (auto f : faces) rolls[die].push_back(static_cast<int>(f));
  engine::given_dice dice(rolls);
  engine::model_tables tables(rules);
  return engine::resolve_once(tables, ex.situation, *ex.given, dice);
}

}  // namespace

void examples_across(model::ruleset const& home, model::ruleset const& other, diagnostics& diags) {
  if (home.lineage.empty() || other.kind != "ruleset") return;
  for (auto const& [name, ex] : home.examples) {
    if (ex.prov.where.file != home.lineage.front() || !ex.given || ex.rolls.empty()) continue;
    auto situation = other.records.find(ex.situation);
    if (situation == other.records.end() || !engine::can_resolve(other, ex.situation)) continue;
    engine::resolution at_home;
    try {
      at_home = run_example(home, ex);
    } catch (engine::engine_error const&) {
      continue;  // example.refused already says so on its own edition
    }
    auto report = [&](std::string message, std::vector<std::string> const& changes) {
      for (std::size_t i = 0; i < changes.size(); ++i) message += (i ? "; " : ": ") + changes[i];
      diags.report(severity::note, "example.across", ex.prov.where, message).subject = ex.name;
    };
    try {
      engine::resolution there = run_example(other, ex);
      auto changes = differences(at_home, there);
      if (!changes.empty())
        report("example '" + ex.name + "' of '" + home.name + "' comes out differently on '" + other.name + "'",
               changes);
    } catch (engine::engine_error const& e) {
      std::string why = e.what();
      // A ruleset without these tables (a system file) is not an edition to compare with.
      if (why.rfind("the ruleset has no ", 0) == 0) continue;
      report("example '" + ex.name + "' of '" + home.name + "' cannot be resolved on '" + other.name + "': " + why,
             {});
    }
  }
}

// Each edition verifies the examples written in its own file: an edition that
// extends another inherits its examples but not the claim that its own tables
// reproduce them.
void examples::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  auto own = [&](model::example const& ex) { return !rules.lineage.empty() && ex.prov.where.file == rules.lineage.front(); };
  for (auto const& [name, ex] : rules.examples)
    if (own(ex)) verify(rules, ex, diags);
  for (auto const& [name, sc] : rules.scenarios) {
    if (sc.examples.empty() || !own(sc.examples.front())) continue;
    model::ruleset played = model::with_scenario(rules, sc);
    for (auto const& ex : sc.examples) verify(played, ex, diags);
  }
}

}  // namespace herald::check
