// The impact of two rulesets' differences on whole procedures, each situation of a narrowed space resolved on both sides.
//
// A roll is weighed over the schema's whole space, grouped by what it reads; a procedure's C++ reads
// what no declaration states yet, so the game system names a space narrowed to what a maintainer reads a
// change by (engine::weighed_procedure), and each of its situations is resolved over merged states
// on each side. Its outcomes are the report's facts ("attackers[0] Ch = fresh routed"), each with its
// chance; a situation one side refuses (a routed unit that may not fire) counts as allowed on the
// other side only. One view per change, weighed alone as a roll's are.
#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "diff/impact_procedures.hpp"
#include "engine/game_system.hpp"
#include "engine/run.hpp"

namespace herald::diff {
namespace {

using fact_chances = std::map<std::string, probability>;

// Each fact a person reads, with its chance: a row's facts and, weighted by the row, its given facts.
fact_chances chances_of(engine::merged_distribution const& d) {
  fact_chances out;
  auto text = [&](std::uint32_t id) {
    engine::fact const& f = d.facts.at(id);
    return f.shown_in_outcome() ? f.label() + " = " + f.text() : std::string();
  };
  for (auto const& row : d.rows) {
    for (auto id : row.facts)
      if (auto t = text(id); !t.empty()) out[t] += row.chance;
    for (auto const& [id, p] : row.given)
      if (auto t = text(id); !t.empty()) out[t] += row.chance * p;
  }
  return out;
}

// One side's chances on a situation, or nothing where that side refuses it (its rules forbid it).
std::optional<fact_chances> resolved(engine::ruleset_tables const& t, engine::weighed_procedure const& p,
                                     model::value const& s, engine::budget* memory) {
  try {
    auto merged = engine::resolve_merged(t, p.kind, s, memory, false);  // each place its own facts, in both rulesets
    if (!merged) throw engine::engine_error("the game system does not resolve a '" + p.kind + "' over merged states");
    return chances_of(merged->d);
  } catch (engine::resource_limit const&) {
    throw;
  } catch (engine::engine_error const&) {
    return std::nullopt;
  }
}

// A sample on one side: its situation, or what a player of that side does where its rules refuse it.
std::optional<fact_chances> resolved(engine::ruleset_tables const& t, engine::weighed_procedure const& p,
                                     engine::weighed_procedure::sample const& sample, engine::budget* memory) {
  auto out = resolved(t, p, sample.situation, memory);
  if (!out && sample.otherwise) out = resolved(t, p, *sample.otherwise, memory);
  return out;
}

// Sums over one class's situations.
struct procedure_sums {
  class_impact out;
  fact_chances before, after;
  probability widest = 0;
};

void add_situation(procedure_sums& c, std::optional<fact_chances> const& before,
                   std::optional<fact_chances> const& after, model::value const& situation) {
  if (!before || !after) {
    if (after && !before && c.out.only_new++ == 0) c.out.only_new_witness = situation;
    if (before && !after && c.out.only_old++ == 0) c.out.only_old_witness = situation;
    return;
  }
  ++c.out.situations;
  std::map<std::string, probability> delta;
  for (auto const& [o, p] : *before) c.before[o] += p, delta[o] -= p;
  for (auto const& [o, p] : *after) c.after[o] += p, delta[o] += p;
  bool changed = false;
  for (auto const& [o, d] : delta) {
    if (d == 0) continue;
    changed = true;
    probability const magnitude = d < 0 ? probability(-d) : d;
    if (magnitude > c.widest) {
      c.widest = magnitude;
      c.out.largest = d;
      c.out.largest_outcome = o;
      c.out.witness = situation;
    }
  }
  if (changed) ++c.out.changed;
}

class_impact finished(procedure_sums& c) {
  std::set<std::string> names;
  for (auto const& [o, p] : c.before) names.insert(o);
  for (auto const& [o, p] : c.after) names.insert(o);
  for (auto const& o : names) {
    outcome_chance oc;
    oc.outcome = o;
    if (c.out.situations > 0) {
      oc.before = c.before[o] / probability(c.out.situations);
      oc.after = c.after[o] / probability(c.out.situations);
    }
    c.out.outcomes.push_back(std::move(oc));
  }
  return std::move(c.out);
}

// Every situation of `p` on both sides: the whole space as one class, and by the procedure's class keys.
std::pair<class_impact, std::vector<class_impact>> weigh(engine::ruleset_tables const& old_tables,
                                                         engine::ruleset_tables const& new_tables,
                                                         engine::weighed_procedure const& p,
                                                         std::vector<std::optional<fact_chances>>& old_cache,
                                                         engine::budget* memory) {
  procedure_sums overall;
  std::map<std::vector<std::string>, procedure_sums> classes;
  std::vector<std::vector<std::string>> order;
  for (std::size_t i = 0; i < p.samples.size(); ++i) {
    auto const& sample = p.samples[i];
    if (old_cache.size() <= i) old_cache.push_back(resolved(old_tables, p, sample, memory));
    auto const after = resolved(new_tables, p, sample, memory);
    add_situation(overall, old_cache[i], after, sample.situation);
    auto [it, fresh] = classes.try_emplace(sample.keys);
    if (fresh) order.push_back(sample.keys), it->second.out.keys = sample.keys;
    add_situation(it->second, old_cache[i], after, sample.situation);
  }
  std::vector<class_impact> by_class;
  for (auto const& key : order) by_class.push_back(finished(classes.at(key)));  // in the space's order
  return {finished(overall), std::move(by_class)};
}

bool moves_any(class_impact const& c) { return c.changed > 0 || c.only_new > 0 || c.only_old > 0; }

// Whether a change's target is something the procedure reads (a rule, a table, a list: by prefix,
// "melee_types" reaching "melee_types[Ha][Cl]").
bool reads_target(engine::weighed_procedure const& p, std::string const& target) {
  return std::any_of(p.reads.begin(), p.reads.end(),
                     [&](std::string const& read) { return target.rfind(read, 0) == 0; });
}

}  // namespace

void weigh_procedures(engine::ruleset_tables const& old_tables, engine::ruleset_tables const& new_tables,
                      result const& changes, impact_options const& options, impact_result& out) {
  model::ruleset const& old_rules = old_tables.rules();
  model::ruleset const& new_rules = new_tables.rules();
  engine::game_system const& system = engine::system_for(new_rules);
  // Procedures only where one engine resolves both sides' system (two games, or a system no engine
  // knows: none is weighed, and each rule of the procedures that differs says so below).
  bool const resolved_here = system.name() == new_rules.system && system.name() == old_rules.system;
  auto const procedures =
      resolved_here ? system.weighed_procedures(new_tables) : std::vector<engine::weighed_procedure>{};
  // A rule of the procedures that no weighed procedure reads is named, never passed over in silence.
  for (auto const& c : changes.changes) {
    if (!changes_play(c.kind) || c.target.rfind("rules.", 0) != 0) continue;
    bool const read = std::any_of(procedures.begin(), procedures.end(),
                                  [&](engine::weighed_procedure const& p) { return reads_target(p, c.target); });
    if (read) continue;
    out.not_weighed.emplace_back(c.target, resolved_here
                                               ? "a rule of the procedures that no procedure the impact weighs reads"
                                               : "no engine resolves the procedures of system '" + new_rules.system + "'");
  }
  for (auto const& p : procedures) {
    roll_impact r;
    r.name = p.name;
    r.kind = "procedure";
    r.situation = p.kind;
    r.roll = p.space;
    for (auto const& c : changes.changes)
      if (changes_play(c.kind) && reads_target(p, c.target) &&
          std::find(r.reached_by.begin(), r.reached_by.end(), c.target) == r.reached_by.end())
        r.reached_by.push_back(c.target);
    if (r.reached_by.empty()) {  // nothing it reads differs: unchanged without resolving it
      out.unchanged.push_back(p.name);
      continue;
    }
    try {
      std::vector<std::optional<fact_chances>> old_cache;
      r.overall = weigh(old_tables, new_tables, p, old_cache, options.memory).first;
      out.weighed += r.overall.situations + r.overall.only_new + r.overall.only_old;
      for (auto const& o : r.overall.outcomes) {
        if (o.before == 0 && o.after > 0) r.now_possible.push_back(o.outcome);
        if (o.before > 0 && o.after == 0) r.now_impossible.push_back(o.outcome);
      }
      if (!moves_any(r.overall)) {
        out.unchanged.push_back(p.name);
        continue;
      }
      // One view per change, weighed alone: the old ruleset with only that rule or table from the new.
      std::vector<std::string> keys;
      for (auto const& target : r.reached_by)
        if (std::string key = change_key(target); std::find(keys.begin(), keys.end(), key) == keys.end())
          keys.push_back(key);
      for (auto const& key : keys) {
        model::ruleset const hybrid = with_change(old_rules, new_rules, key);
        engine::ruleset_tables const hybrid_tables(hybrid);
        impact_view view{{key}, p.class_fields, weigh(old_tables, hybrid_tables, p, old_cache, options.memory).second};
        if (std::any_of(view.classes.begin(), view.classes.end(), moves_any)) r.views.push_back(std::move(view));
      }
      out.rolls.push_back(std::move(r));
    } catch (engine::resource_limit const& e) {
      out.not_weighed.emplace_back(p.name, e.what());
    }
  }
}

}  // namespace herald::diff
