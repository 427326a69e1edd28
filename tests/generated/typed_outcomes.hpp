// Outcomes in words, on the engine's value and on a game's generated struct, so that the differential
// test compares the typed ports' exact distributions with the engine's report, outcome for outcome:
// each results fact, each unit's state and each leader's, keyed as the report writes them.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "afde_2010_engine.hpp"
#include "engine/afde/model_instances.hpp"
#include "engine/afde/typed_fire.hpp"
#include "engine/afde/typed_melee.hpp"
#include "engine/situation_file.hpp"

namespace herald::typed_outcomes {

using model::value;
namespace afde = herald_generated::afde;

// A unit's state in words, as outcome_key writes it.
inline std::string unit_key(std::string const& name, std::string_view fatigue, std::string_view order, bool eliminated) {
  return name + ": " + std::string(fatigue) + " " + std::string(order) + (eliminated ? " eliminated; " : "; ");
}

// What `fill(out)` puts in a map of outcomes in words, or the refusal's words in `error`.
template <class Fill>
std::map<std::string, engine::probability> words_or_refusal(std::string& error, Fill fill) {
  std::map<std::string, engine::probability> out;
  try {
    fill(out);
  } catch (engine::engine_error const& e) {
    error = e.what();
  }
  return out;
}

// An outcome of the engine's report in words: each results fact and each unit's state, in order;
// `notes`: each results fact's note too ("again: dies (7.5.2)").
inline std::string outcome_key(engine::outcome const& o, bool notes = false) {
  std::string key;
  for (auto const& f : o) {
    if (f.k == engine::fact::kind::unit) key += unit_key(f.name, f.codes.at(0), f.codes.at(1), f.number != 0);
    if (f.k != engine::fact::kind::results) continue;
    key += f.name + ":";
    for (auto const& c : f.codes) key += " " + c;
    if (notes && !f.word.empty()) key += " (" + f.word + ")";
    key += "; ";
  }
  return key;
}

// A procedure's exact distribution on the engine's value, each outcome in words (outcome_key) with
// its probability, or the refusal's words in `error`.
template <class Prepare, class Resolve>
inline std::map<std::string, engine::probability> by_value(Prepare prepare, Resolve resolve, std::string& error,
                                                    bool notes = false) {
  return words_or_refusal(error, [&](std::map<std::string, engine::probability>& out) {
    auto const prepared = prepare();
    auto d = engine::exact_distribution([&](engine::enumerating_dice& dice) { return resolve(prepared, dice); });
    for (auto const& [o, p] : d.outcomes) out[outcome_key(o, notes)] += p;
  });
}

// The single mêlée of a situation (its leaders and fire left out): each outcome's results and units,
// in words, with its probability. Over the engine's value and distribution...
inline std::map<std::string, engine::probability> single_melee_by_value(engine::tables const& t, value s, std::string& error) {
  return by_value(
      [&] { return engine::afde::prepare_melee(t, s); },
      [&](auto const& prepared, engine::enumerating_dice& dice) { return engine::afde::resolve_melee(t, prepared, dice).final; },
      error);
}

// A typed mêlée outcome's band and units in words, as outcome_key writes the report's: each column's
// results, then the attackers' states and the defenders'.
template <class Outcome>
inline std::string typed_melee_key(engine::gen::band_table const& result, Outcome const& o, engine::afde::melee_read const& read) {
  std::string key;
  for (std::size_t c = 0; c < result.columns.size(); ++c) {
    key += std::string(result.columns[c]) + ":";
    if (!o.band->outcomes[c].blank)
      for (auto const& slot : o.band->outcomes[c].slots) key += " " + std::string(slot.symbol);
    key += "; ";
  }
  std::size_t k = 0;
  for (auto const* side : {&read.attackers, &read.defenders})
    for (std::size_t i = 0; i < side->size(); ++i, ++k)
      key += unit_key(std::string(side == &read.attackers ? "attackers[" : "defenders[") + std::to_string(i) + "]",
                      o.after[k].fatigue, o.after[k].order, o.after[k].eliminated);
  return key;
}

// A typed fire outcome's result and units in words, as outcome_key writes the report's.
inline std::string typed_fire_key(std::string_view result, engine::afde::fire_read const& units) {
  std::string key = "result:" + (result.empty() ? std::string() : " " + std::string(result)) + "; ";
  key += unit_key("target", units.target.fatigue, units.target.order, units.target.eliminated);
  for (std::size_t i = 0; i < units.stacked.size(); ++i)
    key += unit_key("stacked[" + std::to_string(i) + "]", units.stacked[i].fatigue, units.stacked[i].order,
                    units.stacked[i].eliminated);
  return key;
}

// The situation read into the game's struct, its port made and its rules run before the roll, on
// the 2010 edition's generated tables (its items found once, as a game finds them), then `use(rules,
// port, before)`; a refusal on the way goes to `error`.
template <class Use>
std::map<std::string, engine::probability> on_typed_melee(value const& s, std::string& error, Use use) {
  namespace rules = herald_generated::afde_2010;
  return words_or_refusal(error, [&](std::map<std::string, engine::probability>& out) {
    static engine::tables const t = rules::engine_tables();
    static engine::afde::melee_rules<engine::tables> const melee(t, engine::afde::standard_names());
    afde::melee typed{};
    read_value(s, typed, "melee");
    engine::afde::typed_melee<afde::melee> port(typed, rules::lists::fill_list, melee.n);
    auto const before = engine::afde::before_melee_roll(melee, port);
    use(melee, port, before, out);
  });
}
template <class Use>
std::map<std::string, engine::probability> on_typed_fire(value const& s, std::string& error, Use use) {
  namespace rules = herald_generated::afde_2010;
  return words_or_refusal(error, [&](std::map<std::string, engine::probability>& out) {
    static engine::tables const t = rules::engine_tables();
    static engine::afde::fire_rules<engine::tables> const fire(t, engine::afde::standard_names());
    afde::fire typed{};
    read_value(s, typed, "fire");
    engine::afde::typed_fire<afde::fire> port(typed, rules::lists::fill_list, fire.n);
    auto const before = engine::afde::before_fire_roll(fire, port);
    use(fire, port, before, out);
  });
}

// ... and over the game's own struct (engine/afde/typed_melee.hpp), on the generated tables.
inline std::map<std::string, engine::probability> single_melee_typed(value const& s, std::string& error) {
  return on_typed_melee(s, error, [](auto const& melee, auto& port, auto const& before, auto& out) {
    for (auto const& o : engine::afde::melee_distribution(melee, port, before))
      out[typed_melee_key(*before.result, o, port.read())] += engine::probability(o.ways) / 10;
  });
}

// A mêlée with leaders and no fire, each outcome's results, units and leaders in words: the mêlée's
// columns, each unit's state, then each leader's ("leader attacker_leaders[0]: wounded"), sorted as
// the report lists them. Over the engine's value (the whole combat, as herald resolve runs it)...
inline std::string leaders_outcome_key(engine::outcome const& o) {
  std::string key;
  for (auto const& f : o) {
    if (f.k == engine::fact::kind::results && (f.name == "attackers" || f.name == "defenders")) {
      key += f.name + ":";
      for (auto const& c : f.codes) key += " " + c;
      key += "; ";
    }
    if (f.k == engine::fact::kind::unit) key += unit_key(f.name, f.codes.at(0), f.codes.at(1), f.number != 0);
    if (f.k == engine::fact::kind::word && f.name.rfind("leader ", 0) == 0) key += f.name + ": " + f.word + "; ";
  }
  return key;
}

inline std::map<std::string, engine::probability> melee_with_leaders_by_value(engine::tables const& t, value const& s,
                                                                       std::string& error) {
  return words_or_refusal(error, [&](std::map<std::string, engine::probability>& out) {
    auto d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee_situation(t, s, dice).final; });
    for (auto const& [o, p] : d.outcomes) out[leaders_outcome_key(o)] += p;
  });
}

// ... and over the game's own struct (typed_melee.hpp, melee_with_leaders_distribution).
inline std::map<std::string, engine::probability> melee_with_leaders_typed(value const& s, std::string& error) {
  return on_typed_melee(s, error, [](auto const& melee, auto& port, auto const& before, auto& out) {
    auto const d = engine::afde::melee_with_leaders_distribution(melee, port, before);
    // Each leader's name as the situation gives it: his side's list, or his unit's.
    std::vector<std::string> names;
    for (auto const& [side, units, leaders] :
         {std::tuple<std::string, std::string, engine::afde::melee_leaders const*>{"attacker_leaders", "attackers", &port.attacker_leaders()},
          {"defender_leaders", "defenders", &port.defender_leaders()}})
      for (auto const& l : *leaders)
        names.push_back(l.unit < 0 ? side + "[" + std::to_string(l.place) + "]"
                                   : units + "[" + std::to_string(l.unit) + "].leaders[" + std::to_string(l.place) + "]");
    for (auto const& o : d.outcomes) {
      std::string key = typed_melee_key(*before.result, o, port.read());
      std::vector<std::pair<std::string, std::string>> leaders;
      for (std::size_t i = 0; i < o.leaders.size(); ++i)
        leaders.emplace_back(names[i], !o.leaders[i].fate.empty() ? std::string(o.leaders[i].fate)
                                       : o.leaders[i].wounded     ? "wounded"
                                                                  : "with his unit");
      std::stable_sort(leaders.begin(), leaders.end());
      for (auto const& [name, state] : leaders) key += "leader " + name + ": " + state + "; ";
      out[key] += engine::probability(o.ways) / d.out_of;
    }
  });
}

// A fire without its target's leaders, each outcome's result and units in words: over the engine's
// value and distribution...
inline std::map<std::string, engine::probability> fire_by_value(engine::tables const& t, value const& s, std::string& error,
                                                         bool notes = false) {
  return by_value(
      [&] { return engine::afde::prepare_fire(t, s); },
      [&](auto const& prepared, engine::enumerating_dice& dice) { return engine::afde::resolve_fire(t, prepared, dice).final; },
      error, notes);
}

// ... and over the game's own struct (engine/afde/typed_fire.hpp), on the generated tables.
inline std::map<std::string, engine::probability> fire_typed(value const& s, std::string& error) {
  return on_typed_fire(s, error, [](auto const& fire, auto& port, auto const& before, auto& out) {
    engine::gen::die const* die = engine::gen::find(fire.t.rules().dice, fire.die);
    for (auto const& o : engine::afde::fire_distribution(fire, port, before))
      out[typed_fire_key(o.result, o.units)] += engine::probability(o.ways) / (die->high - die->low + 1);
  });
}

// A fire at a target with leaders: its result, the units, then each leader's test where the natural
// called for one ("target.leaders[0]: wounded"), as the report lists them. On the value, the
// engine's own fire (resolve_fire); on the struct, fire_with_leaders_distribution.
inline std::map<std::string, engine::probability> fire_with_leaders_typed(value const& s, std::string& error) {
  return on_typed_fire(s, error, [](auto const& fire, auto& port, auto const& before, auto& out) {
    auto const d = engine::afde::fire_with_leaders_distribution(fire, port, before);
    for (auto const& o : d.outcomes) {
      std::string key = typed_fire_key(o.result, o.units);
      for (std::size_t i = 0; o.leaders_tested && i < o.tests.size(); ++i) {
        key += "target.leaders[" + std::to_string(i) + "]:";
        if (o.tests[i] && !o.tests[i]->outcomes.empty() && !o.tests[i]->outcomes[0].blank)
          for (auto const& slot : o.tests[i]->outcomes[0].slots) key += " " + std::string(slot.symbol);
        if (o.leaders[i].wounded_again) key += " (again: dies (7.5.2))";
        key += "; ";
      }
      out[key] += engine::probability(o.ways) / d.out_of;
    }
  });
}

}  // namespace herald::typed_outcomes
