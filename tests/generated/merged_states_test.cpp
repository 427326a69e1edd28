// The engine over merged states (engine/afde/steps/, issue 38) against the engine over sequences of
// faces, on the kinds ported so far (fire, rally, initiative, declared tests): every tests/resolve
// case, every worked example of the four editions and their scenarios, and an enumeration of fires
// at targets with leaders. For each: the same refusal with the same message, or
//   - joint mode: the same outcomes with the same fractions as exact_distribution;
//   - merged mode: each row's chance the old joint's summed over the given facts, and each given
//     fact's chance given the row the old joint's;
//   - given dice: the same facts, the same steps (names, faces, totals, results), the same rolls used.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "afde_2010.hpp"
#include "engine/afde/model_instances.hpp"
#include "engine/afde/model_states.hpp"
#include "engine/ruleset_tables.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"
#include "resolve_cases.hpp"
#include "model/value_check.hpp"
#include "test_support.hpp"

namespace herald {
namespace merged_states_test {

using model::value;

struct outcome_or_refusal {
  std::string error;
  engine::distribution d;
};

template <class F>
std::string refusal_of(F&& f) {
  try {
    f();
  } catch (engine::engine_error const& e) {
    return e.what();
  }
  return {};
}

std::string steps_text(engine::resolution const& r) {
  std::string out;
  for (auto const& st : r.steps) {
    out += st.name + " [" + st.table + "] faces";
    for (auto f : st.naturals) out += " " + std::to_string(f);
    out += " total " + std::to_string(st.total) + " modifiers " + std::to_string(st.modifiers.total) + ":";
    for (auto const& [column, results] : st.results) out += " " + column + "=" + engine::join_results(results);
    out += ";\n";
  }
  for (auto const& f : r.final) out += f.label() + " = " + f.text() + "\n";
  return out;
}

std::string outcome_text(engine::outcome const& o) {
  std::string out;
  for (auto const& f : o) out += (out.empty() ? "" : ", ") + f.label() + " = " + f.text();
  return out;
}

// The first outcomes that differ between two distributions, for a failure's message.
std::string difference(engine::distribution const& old, engine::distribution const& now) {
  std::string out;
  std::size_t shown = 0;
  for (auto const& [o, p] : old.outcomes) {
    auto it = now.outcomes.find(o);
    if (it != now.outcomes.end() && it->second == p) continue;
    if (shown++ < 4) out += "  old " + p.str() + " (new " + (it == now.outcomes.end() ? std::string("none") : it->second.str()) + "): " + outcome_text(o) + "\n";
  }
  for (auto const& [o, p] : now.outcomes)
    if (!old.outcomes.count(o) && shown++ < 8) out += "  new only " + p.str() + ": " + outcome_text(o) + "\n";
  return out;
}

// Counts what was compared, for the summary line.
struct tally {
  std::size_t cases = 0, refused = 0, rolled = 0, rows = 0, most_entries = 0;
};

// A group of alike places the merged rows count ("attackers[0–15] ×12"): its list and places.
struct counted_group {
  std::string prefix;  // attackers[0–15]
  std::string list;
  std::vector<std::size_t> places;
};

std::vector<counted_group> counted_groups(engine::merged_distribution const& d) {
  std::vector<counted_group> out;
  for (std::size_t id = 0; id < d.facts.size(); ++id) {
    std::string const& name = d.facts.at(static_cast<std::uint32_t>(id)).name;
    auto const at = name.find("] ×");
    if (at == std::string::npos) continue;
    counted_group g{name.substr(0, at + 1), name.substr(0, name.find('[')), {}};
    if (std::any_of(out.begin(), out.end(), [&](auto const& o) { return o.prefix == g.prefix; })) continue;
    std::string const places = name.substr(g.list.size() + 1, at - g.list.size() - 1);
    if (auto dash = places.find("–"); dash != std::string::npos) {
      for (std::size_t i = std::stoul(places.substr(0, dash)); i <= std::stoul(places.substr(dash + 3)); ++i) g.places.push_back(i);
    } else {
      for (std::size_t start = 0; start < places.size();) {
        std::size_t const comma = std::min(places.find(',', start), places.size());
        g.places.push_back(std::stoul(places.substr(start, comma - start)));
        start = comma + 1;
      }
    }
    out.push_back(std::move(g));
  }
  return out;
}

// An outcome with each group's places counted as the merged rows count them (the old joint names
// each place), each group's counted facts in one order on both sides.
engine::outcome counted(engine::outcome const& o, std::vector<counted_group> const& groups) {
  engine::outcome out;
  for (auto const& g : groups) {
    std::vector<std::pair<engine::fact, std::size_t>> counts;
    std::size_t first = std::string::npos;
    for (std::size_t k = 0; k < o.size(); ++k) {
      auto const& f = o[k];
      bool member = f.name.rfind(g.prefix + " ×", 0) == 0;
      for (auto i : g.places) member = member || f.name == g.list + "[" + std::to_string(i) + "]";
      if (!member) continue;
      first = std::min(first, k);
      engine::fact unit = f;
      std::size_t n = 1;
      if (auto times = f.name.find(" ×"); times != std::string::npos) n = std::stoul(f.name.substr(times + 3));
      unit.name.clear();
      auto at = std::find_if(counts.begin(), counts.end(), [&](auto const& c) { return c.first == unit; });
      if (at == counts.end()) counts.emplace_back(unit, n);
      else at->second += n;
    }
    if (first == std::string::npos) continue;
    std::sort(counts.begin(), counts.end());
    engine::outcome replaced(o.begin(), o.begin() + static_cast<std::ptrdiff_t>(first));
    for (auto& [unit, n] : counts) {
      unit.name = g.prefix + " ×" + std::to_string(n);
      replaced.push_back(unit);
    }
    for (std::size_t k = first; k < o.size(); ++k) {
      auto const& f = o[k];
      bool member = f.name.rfind(g.prefix + " ×", 0) == 0;
      for (auto i : g.places) member = member || f.name == g.list + "[" + std::to_string(i) + "]";
      if (!member) replaced.push_back(f);
    }
    return counted(replaced, std::vector<counted_group>(groups.begin() + 1, groups.end()));
  }
  return o;
}

// One situation (complete: defaults filled in), both ways.
void compare(engine::ruleset_tables const& t, std::string const& kind, value const& s,
             std::map<std::string, std::vector<int>> const& rolls, std::string const& what, tally& count) {
  SCOPED_TRACE(what);
  ++count.cases;
  engine::distribution old;
  std::string const old_error = refusal_of([&] { old = engine::resolve_all(t, kind, s); });
  engine::merged_distribution joint, merged;
  std::string const joint_error =
      refusal_of([&] { joint = engine::afde::states_distribution(t, kind, s, nullptr, true); });
  ASSERT_EQ(joint_error, old_error);
  if (old_error.empty()) {
    ASSERT_TRUE(joint.joint().outcomes == old.outcomes) << "joint mode differs:\n" << difference(old, joint.joint());
    merged = engine::afde::states_distribution(t, kind, s, nullptr, false);
    count.rows += merged.rows.size();
    count.most_entries = std::max<std::size_t>(count.most_entries, merged.most_entries);
    ASSERT_EQ(merged.total(), 1);
    // Which facts the merged result gives given a row: the old outcomes without them are its rows.
    std::set<engine::fact> given;
    for (auto const& row : merged.rows)
      for (auto const& [id, p] : row.given) given.insert(merged.facts.at(id));
    std::map<engine::outcome, engine::probability> old_rows;
    std::map<std::pair<engine::outcome, engine::fact>, engine::probability> old_given;
    auto const groups = counted_groups(merged);
    for (auto const& [o, p] : old.outcomes) {
      engine::outcome row;
      for (auto const& f : o)
        if (!given.count(f)) row.push_back(f);
      row = counted(row, groups);
      old_rows[row] += p;
      for (auto const& f : o)
        if (given.count(f)) old_given[{row, f}] += p;
    }
    ASSERT_EQ(merged.rows.size(), old_rows.size()) << [&] {
      std::string out = "merged rows:\n";
      for (auto const& row : merged.rows) {
        engine::outcome key;
        for (auto id : row.facts) key.push_back(merged.facts.at(id));
        out += "  " + outcome_text(key) + "\n";
      }
      out += "old rows:\n";
      for (auto const& [key, p] : old_rows) out += "  " + outcome_text(key) + "\n";
      return out;
    }();
    for (auto const& row : merged.rows) {
      engine::outcome key;
      for (auto id : row.facts) key.push_back(merged.facts.at(id));
      key = counted(key, groups);
      ASSERT_TRUE(old_rows.count(key)) << "a row the old joint does not have";
      EXPECT_EQ(row.chance, old_rows[key]);
      for (auto const& [id, p] : row.given) {
        auto const both = std::make_pair(key, merged.facts.at(id));
        EXPECT_EQ(p, old_given[both] / old_rows[key]) << merged.facts.at(id).label();
      }
    }
  } else {
    ++count.refused;
  }
  if (rolls.empty()) return;
  ++count.rolled;
  engine::given_dice old_dice(rolls), new_dice(rolls);
  engine::resolution a, b;
  std::string const a_error = refusal_of([&] { a = engine::resolve_once(t, kind, s, old_dice); });
  std::string const b_error = refusal_of([&] { b = engine::afde::states_resolve(t, kind, s, new_dice); });
  ASSERT_EQ(b_error, a_error);
  EXPECT_EQ(steps_text(b), steps_text(a));
  EXPECT_EQ(b.procedure, a.procedure);
  EXPECT_EQ(new_dice.unused(), old_dice.unused());
}

struct loaded_edition {
  testing::loaded state;
  model::ruleset const* rules = nullptr;
};

loaded_edition const& edition(std::string const& path) {
  static std::map<std::string, std::unique_ptr<loaded_edition>> cache;  // freed at exit: no leak reported
  auto& slot = cache[path];
  if (!slot) {
    slot = std::make_unique<loaded_edition>();
    auto const root = std::filesystem::path(HERALD_SOURCE_DIR);
    if (auto name = slot->state.load(root / path, (root / path).parent_path())) slot->rules = slot->state.library.find(*name);
  }
  return *slot;
}

value completed(model::ruleset const& rules, std::string const& kind, value s) {
  model::complete_defaults(rules, s, {model::type_desc::kind::record, kind, {}});
  return s;
}

TEST(merged_states, every_resolve_case) {
  auto const root = std::filesystem::path(HERALD_SOURCE_DIR);
  tally count;
  resolve_cases::each(root, [&](std::filesystem::path const& path, std::string const& ruleset) {
    if (ruleset.rfind("rulesets/afde/", 0) != 0) return;  // Order of Arms: not ported yet
    auto const& ed = edition(ruleset);
    ASSERT_NE(ed.rules, nullptr) << ruleset << ": " << ed.state.ids();
    auto situation = resolve_cases::read(path, *ed.rules);
    ASSERT_TRUE(situation) << path;
    engine::ruleset_tables const t(*ed.rules);
    value const s = completed(*ed.rules, situation->kind, situation->given);
    if (!engine::afde::states_resolve_kind(t, situation->kind, s)) return;
    compare(t, situation->kind, s, situation->rolls, path.filename().string(), count);
  });
  std::cout << "[ merged states ] " << count.cases << " resolve cases (" << count.rolled << " with their dice, "
            << count.refused << " refused by both), " << count.rows << " rows\n";
  EXPECT_GE(count.cases, 12u);
}

TEST(merged_states, every_example_of_every_edition) {
  tally count;
  for (char const* file : {"afde-2010.herald", "afde-2014.herald", "afde-vv45.herald", "afde-sof.herald"}) {
    auto const& ed = edition(std::string("rulesets/afde/") + file);
    ASSERT_NE(ed.rules, nullptr) << file << ": " << ed.state.ids();
    model::ruleset const& rules = *ed.rules;
    auto run = [&](model::ruleset const& played, model::example const& ex, std::string const& where) {
      auto in = engine::example_situation(played, ex.name);
      engine::ruleset_tables const t(played);
      if (!in) return;
      value const s = completed(played, in->kind, in->given);
      if (!engine::afde::states_resolve_kind(t, in->kind, s)) return;
      compare(t, in->kind, s, in->rolls, where + " example " + ex.name, count);
    };
    for (auto const& [name, ex] : rules.examples) run(rules, ex, file);
    for (auto const& [name, sc] : rules.scenarios) {
      model::ruleset const played = model::with_scenario(rules, sc);
      for (auto const& ex : sc.examples) run(played, ex, std::string(file) + " scenario " + name);
    }
  }
  std::cout << "[ merged states ] " << count.cases << " worked examples (" << count.rolled << " with their dice, "
            << count.refused << " refused by both)\n";
  EXPECT_GE(count.cases, 10u);
}

value num(std::int64_t n) { return engine::number_value(n); }
value nm(std::string_view s) { return engine::name_value(std::string(s)); }
value yes_no(bool b) { return engine::bool_value(b); }
value object(std::vector<std::pair<std::string, value>> fields) { return engine::object_value(std::move(fields)); }

value leader_value(int bonus, bool wounded) {
  return object({{"bonus", num(bonus)}, {"command_rating", num(2)}, {"command_radius", num(3)},
                 {"movement", num(8)}, {"army_commander", yes_no(false)}, {"wounded", yes_no(wounded)}});
}

value unit_value(std::string_view type, int strength, std::string_view order, bool mounted, int leaders, bool wounded) {
  std::vector<value> own;
  for (int i = 0; i < leaders; ++i) own.push_back(leader_value(1, wounded && i == 0));
  return object({{"type", nm(type)}, {"strength", num(strength)}, {"strength_fatigued", num(strength / 2)},
                 {"quality", num(5)}, {"quality_fatigued", num(4)}, {"movement", num(6)},
                 {"movement_fatigued", num(4)}, {"fire_capable", yes_no(true)}, {"mounted", yes_no(mounted)},
                 {"fatigue", nm("fresh")}, {"order", nm(order)}, {"in_command", yes_no(true)},
                 {"resting", yes_no(false)}, {"moved", yes_no(false)}, {"fired_offensive", yes_no(false)},
                 {"leaders", engine::list_value(std::move(own))}});
}

// Every firer type at every range against a mounted and a foot target in three orders, with 0 to 3
// leaders (the first one wounded or not): the natural 9 tests them, one component each.
TEST(merged_states, fires_at_targets_with_leaders) {
  auto const& ed = edition("rulesets/afde/afde-2010.herald");
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
#ifdef HERALD_SANITIZED
  std::size_t const stride = 7;  // the same code paths, a seventh of the time
#else
  std::size_t const stride = 1;
#endif
  tally count;
  std::size_t seen = 0;
  for (auto const& firer : herald_generated::afde::unit_type_entries)
    for (int range = 1; range <= 4; ++range)
      for (auto const& [target, mounted] : {std::pair<char const*, bool>{"Ch", true}, {"Pi", false}})
        for (auto order : {"valiant", "discouraged", "routed"})
          for (int leaders = 0; leaders <= 3; ++leaders)
            for (bool wounded : {false, true}) {
              if ((wounded && leaders == 0) || seen++ % stride != 0) continue;
              value s = object({{"firers", engine::list_value({unit_value(firer.name, 4, "valiant", false, 0, false)})},
                                {"target", unit_value(target, 6, order, mounted, leaders, wounded)},
                                {"range", num(range)}, {"phase", nm("ranged")}, {"terrain", nm("clear")},
                                {"fire_from_inside", yes_no(false)}});
              compare(t, "fire", completed(*ed.rules, "fire", s), {{"d10", {9, 0, 3, 4}}},
                      std::string(firer.name) + " at " + target + " range " + std::to_string(range) + ", " +
                          std::to_string(leaders) + " leaders",
                      count);
              if (HasFatalFailure()) return;
            }
  std::cout << "[ merged states ] " << count.cases << " fires (" << count.refused << " refused by both), at most "
            << count.most_entries << " entries after a step\n";
  EXPECT_LE(count.most_entries, 8u);  // leaders are components: no entry per fate
}

value melee_value(value attacker, value defender, int attacker_leaders, int defender_leaders, std::string_view charge) {
  std::vector<value> a, d;
  for (int i = 0; i < attacker_leaders; ++i) a.push_back(leader_value(1 + i % 2, i == 1));
  for (int i = 0; i < defender_leaders; ++i) d.push_back(leader_value(2, false));
  return object({{"attackers", engine::list_value({std::move(attacker)})},
                 {"defenders", engine::list_value({std::move(defender)})},
                 {"attacker_leaders", engine::list_value(std::move(a))},
                 {"defender_leaders", engine::list_value(std::move(d))}, {"charge", nm(charge)},
                 {"counter_charge", yes_no(false)}, {"rear_attack", yes_no(false)}, {"terrain", nm("clear")}});
}

// Mêlées with leaders on the sides' lists and with the units (wounded or not), at several odds and
// charges, every attacker type against every defender type: whole combats, leaders as components.
TEST(merged_states, melees_with_leaders) {
  auto const& ed = edition("rulesets/afde/afde-2010.herald");
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
#ifdef HERALD_SANITIZED
  std::size_t const stride = 7;
#else
  std::size_t const stride = 1;
#endif
  tally count;
  std::size_t seen = 0;
  // At most two leaders a side with the units' own: the enumeration's cost grows as 4^leaders.
  std::pair<int, int> const sides[] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
  for (auto const& attacker : herald_generated::afde::unit_type_entries)
    for (auto const& defender : herald_generated::afde::unit_type_entries)
      for (int strength : {4})
        for (auto [a, d] : sides)
          for (int own : {0, 1}) {
            if (seen++ % stride != 0) continue;
            bool const mounted = attacker.name == std::string_view("Ch") || attacker.name == std::string_view("Ha");
            value s = melee_value(unit_value(attacker.name, strength, "valiant", mounted, own, own == 1),
                                  unit_value(defender.name, 6, "valiant", false, own, false), a, d,
                                  mounted ? "front" : "none");
            compare(t, "melee", completed(*ed.rules, "melee", s), {{"d10", {9, 4, 0, 2, 7}}},
                    std::string(attacker.name) + " against " + std::string(defender.name) + " at " + std::to_string(strength) +
                        ", leaders " + std::to_string(a) + " and " + std::to_string(d) + ", own " + std::to_string(own),
                    count);
            if (HasFatalFailure()) return;
          }
  std::cout << "[ merged states ] " << count.cases << " mêlées (" << count.refused << " refused by both, "
            << count.rolled << " with dice), at most " << count.most_entries << " entries after a step\n";
}

// Mêlées with fire phases: K attackers, each a unit with its own leader, under defensive fire from
// as many archers, an offensive fire from an attacking archer at a defender with a leader, and a
// counter charge attempted or not. The fires test leaders, whom the mêlée's modifiers then read:
// materialized, each present, wounded or gone.
TEST(merged_states, melees_with_fire_phases) {
  auto const& ed = edition("rulesets/afde/afde-2010.herald");
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
  tally count;
#ifdef HERALD_SANITIZED
  int const most = 1;  // two units under fire: 8 s of the enumeration under the sanitizers
#else
  int const most = 2;
#endif
  for (int k = 1; k <= most; ++k)
    for (bool offensive : {false, true})
      for (bool attempt : {false, true})
        for (int strength : {4}) {
          std::vector<value> attackers, defenders, orders;
          for (int i = 0; i < k; ++i) {
            attackers.push_back(unit_value("Ch", 4, "valiant", true, 1, i == 1));
            defenders.push_back(unit_value("Ar", strength, "valiant", false, 0, false));
            orders.push_back(object({{"firer", num(i)}, {"target", num(i)}, {"terrain", nm("clear")}}));
          }
          if (offensive) attackers.push_back(unit_value("Ar", 3, "valiant", false, 0, false));
          value s = object({{"attackers", engine::list_value(attackers)},
                            {"defenders", engine::list_value({unit_value("Ch", 4, "valiant", true, 1, false)})},
                            {"attacker_leaders", engine::list_value()}, {"defender_leaders", engine::list_value()},
                            {"charge", nm(k == 1 ? "front" : "none")}, {"counter_charge", yes_no(false)},
                            {"counter_charge_attempt", yes_no(attempt && k == 1)}, {"rear_attack", yes_no(false)},
                            {"terrain", nm("clear")}});
          // The archers defend from their own hexes beside the charged Ch: defenders 1..k fire.
          for (auto& d : defenders) engine::items(s, "defenders").items.push_back(d);
          for (auto& o : orders) engine::set_field(o, "firer", num(engine::need_int(o, "firer", "") + 1));
          engine::set_field(s, "defensive_fire", engine::list_value(orders));
          if (offensive)
            engine::set_field(s, "offensive_fire", engine::list_value({object(
                                  {{"firer", num(k)}, {"target", num(0)}, {"terrain", nm("clear")}})}));
          compare(t, "melee", completed(*ed.rules, "melee", s), {{"d10", {9, 9, 9, 4, 9, 2, 5, 7}}},
                  std::to_string(k) + " under fire, offensive " + std::to_string(offensive) + ", counter charge " +
                      std::to_string(attempt) + ", archers " + std::to_string(strength),
                  count);
          if (HasFatalFailure()) return;
        }
  std::cout << "[ merged states ] " << count.cases << " mêlées with fire (" << count.refused
            << " refused by both), at most " << count.most_entries << " entries after a step\n";
  EXPECT_GE(count.cases - count.refused, most == 2 ? 4u : 1u);  // one unit: 3 of its 4 are refused alike
}

// The growth input: N leaders {bonus 1} a side. Compared with the enumeration up to 4 (4^4 outcomes a
// side's natural); past it, the merged states alone: as many rows and entries at 40 as at 1.
TEST(merged_states, leaders_a_side_grow_linearly) {
  auto const& ed = edition("rulesets/afde/afde-2010.herald");
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
  tally count;
  auto situation = [&](int leaders) {
    value s = melee_value(unit_value("Ha", 4, "valiant", true, 0, false), unit_value("Pi", 4, "valiant", false, 0, false),
                          0, 0, "none");
    for (int i = 0; i < leaders; ++i) {
      engine::items(s, "attacker_leaders").items.push_back(leader_value(1, false));
      engine::items(s, "defender_leaders").items.push_back(leader_value(1, false));
    }
    return completed(*ed.rules, "melee", s);
  };
  for (int leaders = 1; leaders <= 4; ++leaders) compare(t, "melee", situation(leaders), {}, std::to_string(leaders), count);
  auto const one = engine::afde::states_distribution(t, "melee", situation(1), nullptr, false);
  for (int leaders : {8, 40}) {
    auto const many = engine::afde::states_distribution(t, "melee", situation(leaders), nullptr, false);
    EXPECT_EQ(many.total(), 1);
    EXPECT_EQ(many.rows.size(), one.rows.size()) << leaders;
    EXPECT_EQ(many.most_entries, one.most_entries) << leaders;
  }
}

// The growth input of alike fire targets: K Ch charging K Cl, each Cl firing at its own Ch
// (tests/resolve/melee_defensive_fire.json multiplied, as bench/make_growth.py writes it). Compared
// with the enumeration, the targets summed by counts, up to 4 (3 under the sanitizers); past it, the
// counted states alone: entries and rows grow linearly (5K + 5, 4K + 3), where each target a place of
// its own grows 4× a target (the same at 6: 320 entries).
TEST(merged_states, alike_fire_targets_grow_linearly) {
  auto const& ed = edition("rulesets/afde/afde-2010.herald");
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
  auto const base = resolve_cases::read(std::filesystem::path(HERALD_SOURCE_DIR) / "tests" / "resolve" /
                                       "melee_defensive_fire.json", *ed.rules);
  ASSERT_TRUE(base);
  auto situation = [&](int k) {
    value s = base->given;
    for (auto list : {"attackers", "defenders"}) {
      auto& units = engine::items(s, list).items;
      units.assign(static_cast<std::size_t>(k), units.front());
    }
    auto& orders = engine::items(s, "defensive_fire").items;
    value const order = orders.front();
    orders.clear();
    for (int i = 0; i < k; ++i) {
      orders.push_back(order);
      engine::set_field(orders.back(), "firer", num(i));
      engine::set_field(orders.back(), "target", num(i));
    }
    return completed(*ed.rules, "melee", s);
  };
  tally count;
#ifdef HERALD_SANITIZED
  int const most = 3;
#else
  int const most = 4;
#endif
  for (int k = 1; k <= most; ++k) compare(t, "melee", situation(k), {}, std::to_string(k) + " alike targets", count);
  for (int k : {8, 16}) {
    auto const d = engine::afde::states_distribution(t, "melee", situation(k), nullptr, false);
    EXPECT_EQ(d.total(), 1);
    EXPECT_EQ(d.most_entries, 5u * static_cast<unsigned>(k) + 5u) << k;
    EXPECT_EQ(d.rows.size(), 4u * static_cast<std::size_t>(k) + 3u) << k;
  }
  auto const named = engine::afde::states_distribution(t, "melee", situation(6), nullptr, false, false);
  EXPECT_EQ(named.total(), 1);
  EXPECT_EQ(named.most_entries, 320u);
}

// The charge chain of tests/resolve/charge_chain.json (a charge, its élan and dispersion) with k leaders
// {bonus 1} a side: the enumeration against the merged states for k = 0..2 (k = 3 takes the
// enumeration 19 s), and k = 3 merged alone.
TEST(merged_states, charge_chain_with_leaders) {
  auto const& ed = edition("rulesets/afde/afde-2010.herald");
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
  auto const path = std::filesystem::path(HERALD_SOURCE_DIR) / "tests" / "resolve" / "charge_chain.json";
  source_file file;
  file.path = path.string();
  std::ifstream in(path);
  file.text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  diagnostics diags;
  auto situation = engine::read_situation_json(file, *ed.rules, diags);
  ASSERT_TRUE(situation);
  auto with = [&](int k) {
    value s = situation->given;
    for (int i = 0; i < k; ++i) {
      engine::items(s, "attacker_leaders").items.push_back(leader_value(1, false));
      engine::items(s, "defender_leaders").items.push_back(leader_value(1, false));
    }
    return completed(*ed.rules, "charge", s);
  };
  tally count;
#ifdef HERALD_SANITIZED
  int const compared = 1;  // two leaders a side: 10 s of the enumeration under the sanitizers
#else
  int const compared = 2;
#endif
  for (int k = 0; k <= compared; ++k) compare(t, "charge", with(k), {}, std::to_string(k) + " leaders a side", count);
  auto const none = engine::afde::states_distribution(t, "charge", with(0), nullptr, false);
  auto const three = engine::afde::states_distribution(t, "charge", with(3), nullptr, false);
  EXPECT_EQ(three.total(), 1);
  std::cout << "[ merged states ] the charge chain: " << none.rows.size() << " rows without leaders, "
            << three.rows.size() << " with 3 a side; at most " << count.most_entries
            << " entries after a step with 2 leaders a side, " << three.most_entries << " with 3\n";
}

// Order of Arms over merged states (order_of_arms/steps/: pools alone and rolled at once, sequences,
// declared tests), through the game system as `herald resolve` calls it: no fact is given, so the
// rows are the old joint, fraction for fraction, on every resolve case and worked example of the
// bundled ruleset.
void compare_order_of_arms(engine::ruleset_tables const& t, std::string const& kind, value const& s,
                           std::string const& what, tally& count) {
  SCOPED_TRACE(what);
  std::optional<engine::game_system::merged_result> merged;
  std::string const new_error = refusal_of([&] { merged = engine::resolve_merged(t, kind, s); });
  if (new_error.empty() && !merged) return;
  ++count.cases;
  engine::distribution old;
  std::string const old_error = refusal_of([&] { old = engine::resolve_all(t, kind, s); });
  ASSERT_EQ(new_error, old_error);
  if (!old_error.empty()) {
    ++count.refused;
    return;
  }
  count.rows += merged->d.rows.size();
  for (auto const& row : merged->d.rows) EXPECT_TRUE(row.given.empty());
  EXPECT_TRUE(merged->d.joint().outcomes == old.outcomes) << "the rows differ:\n" << difference(old, merged->d.joint());
  EXPECT_EQ(merged->d.total(), 1);
}

TEST(merged_states, order_of_arms_pools) {
  std::string const ruleset = "rulesets/order-of-arms/order-of-arms-1.0.herald";
  auto const& ed = edition(ruleset);
  ASSERT_NE(ed.rules, nullptr) << ed.state.ids();
  engine::ruleset_tables const t(*ed.rules);
  tally count;
  auto const root = std::filesystem::path(HERALD_SOURCE_DIR);
  resolve_cases::each(root, [&](std::filesystem::path const& path, std::string const& named) {
    if (named != ruleset) return;
    auto situation = resolve_cases::read(path, *ed.rules);
    ASSERT_TRUE(situation) << path;
    compare_order_of_arms(t, situation->kind, completed(*ed.rules, situation->kind, situation->given),
                          path.filename().string(), count);
  });
#ifdef HERALD_SANITIZED
  // The old path takes 0.5 s on the leaders' charge and the largest charges in the optimised build.
  std::set<std::string> const heavy = {"met_charge_leaders"};
  std::vector<int> const strengths = {3, 6};
#else
  std::set<std::string> const heavy;
  std::vector<int> const strengths = {3, 6, 9};
#endif
  for (auto const& [name, ex] : ed.rules->examples)
    if (auto in = engine::example_situation(*ed.rules, ex.name); in && !heavy.count(name))
      compare_order_of_arms(t, in->kind, completed(*ed.rules, in->kind, in->given), "example " + name, count);
  // The book's charge at other strengths, lances broken before or not: larger products of pools.
  if (auto in = engine::example_situation(*ed.rules, "charge_result_l1")) {
    for (int strength : strengths)
      for (int broken : {0, 1}) {
        value s = in->given;
        for (auto const& [side, other] : {std::pair{"attacker", "defender"}, std::pair{"defender", "attacker"}}) {
          int const own = std::string(side) == "attacker" ? strength : strength - 1;
          engine::set_field(*engine::find_field(*engine::find_field(s, side), "unit"), "strength", num(own));
          engine::set_field(*engine::find_field(*engine::find_field(s, other), "target"), "strength", num(own));
          engine::set_field(*engine::find_field(*engine::find_field(s, side), "unit"), "broken_lances", num(broken));
        }
        compare_order_of_arms(t, in->kind, completed(*ed.rules, in->kind, s),
                              "the charge at strength " + std::to_string(strength) + ", " + std::to_string(broken) +
                                  " lance broken",
                              count);
      }
  }
  std::cout << "[ merged states ] Order of Arms: " << count.cases << " pools and charges (" << count.refused
            << " refused by both), " << count.rows << " rows\n";
  EXPECT_GE(count.cases, 20u);
}

}  // namespace merged_states_test
}  // namespace herald
