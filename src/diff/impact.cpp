// The impact of two rulesets' differences on every roll: situations grouped by what the roll reads, exact chances from the engine's tables.
#include "diff/impact.hpp"
#include "diff/impact_groups.hpp"
#include "diff/impact_procedures.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>

#include "engine/core/resolution.hpp"
#include "engine/ruleset_tables.hpp"
#include "engine/report.hpp"
#include "model/partition.hpp"
#include "model/situation_space.hpp"

namespace herald::diff {
namespace {

using namespace impact_detail;

constexpr std::uint32_t max_dice = 100;  // a roll's dice summed face by face: beyond, not weighed

// The constant keys of each lookup of a table (`terrain_chart[terrain][terrain_effect.fire]`:
// {"*", "fire"}), "*" where the key is read from the situation.
void constant_keys(model::expr const& e, std::string const& table, std::vector<std::vector<std::string>>& out) {
  using op = model::expr::op;
  if (e.kind == op::index) {
    std::vector<model::expr const*> keys;
    model::expr const* base = &e;
    while (base->kind == op::index && !base->args.empty()) {
      for (std::size_t i = base->args.size(); i-- > 1;) keys.insert(keys.begin(), &base->args[i]);
      base = &base->args[0];
    }
    if (base->kind == op::table_ref && base->name == table) {
      std::vector<std::string> texts;
      for (auto const* k : keys)
        texts.push_back(k->kind == op::enum_value ? k->name : k->kind == op::number ? std::to_string(k->number) : "*");
      out.push_back(std::move(texts));
    }
  }
  for (auto const& a : e.args) constant_keys(a, table, out);
}

// The tables an expression looks up (`melee_types[attacker_type][defender_type]`), each with
// the top-level fields its keys read.
void lookups(model::expr const& e, std::map<std::string, std::set<std::string>>& out) {
  using op = model::expr::op;
  if (e.kind == op::index) {
    // table[row][column] nests: index(index(table, row), column).
    std::vector<model::expr const*> keys;
    model::expr const* base = &e;
    while (base->kind == op::index && !base->args.empty()) {
      for (std::size_t i = 1; i < base->args.size(); ++i) keys.push_back(&base->args[i]);
      base = &base->args[0];
    }
    if (base->kind == op::table_ref) {
      auto& fields = out[base->name];
      for (auto const& [name, sub] : model::shape_of(keys).fields) fields.insert(name);
      for (auto const* k : keys) lookups(*k, out);
      return;
    }
  }
  for (auto const& a : e.args) lookups(a, out);
}

std::string roll_text(model::roll_spec const& r) {
  std::string out = (r.count > 1 ? std::to_string(r.count) + " " : "") + r.die;
  for (auto const& [sign, list] : r.terms) out += std::string(" ") + sign + " " + list;
  return out + (r.opposed ? " opposed" : "");
}

// The situation a roll's lists are written on (empty: a roll of the dice alone).
std::string situation_of(model::ruleset const& rules, model::roll_spec const& r) {
  for (auto const& [sign, name] : r.terms) {
    auto list = rules.modifier_lists.find(name);
    if (list != rules.modifier_lists.end()) return list->second.situation;
  }
  return {};
}

// The rolls both sides declare under one name, with what they read; the others are named in `skipped`.
std::vector<roll_spec> rolls_of(model::ruleset const& old_rules, model::ruleset const& new_rules,
                                std::vector<std::pair<std::string, std::string>>& skipped) {
  std::vector<roll_spec> out;
  auto add = [&](std::string const& name, std::string const& kind, model::roll_spec const* before,
                 model::roll_spec const* after, std::string situation) {
    if (!before || !after) return;
    if (before->count > max_dice || after->count > max_dice) {
      skipped.emplace_back(name, "more than " + std::to_string(max_dice) + " dice in one roll");
      return;
    }
    if (before->opposed != after->opposed) {
      skipped.emplace_back(name, "opposed on one side only");
      return;
    }
    roll_spec r;
    r.name = name;
    r.kind = kind;
    r.text = roll_text(*after);
    r.situation = situation.empty() ? situation_of(new_rules, *after) : situation;
    r.reads.insert(name);
    model::roll_spec const* specs[2] = {before, after};
    model::ruleset const* rules[2] = {&old_rules, &new_rules};
    for (int side : {old_side, new_side}) {
      roll_side& s = r.sides[side];
      s.rules = rules[side];
      s.die = specs[side]->die;
      s.count = static_cast<int>(std::max<std::uint32_t>(1, specs[side]->count));
      for (auto const& [sign, list_name] : specs[side]->terms) {
        auto list = rules[side]->modifier_lists.find(list_name);
        if (list == rules[side]->modifier_lists.end()) continue;
        s.terms.push_back(r.terms.size());
        r.terms.push_back({side, sign, &list->second});
        r.reads.insert(list_name);
        for (auto const& m : list->second.modifiers)
          for (auto const* e : exprs_of(m)) {
            std::map<std::string, std::set<std::string>> tables;
            lookups(*e, tables);
            for (auto const& [table, fields] : tables) r.reads.insert(table);
          }
      }
      if (kind == "bands") s.clamp = rules[side]->band_tables.at(name).clamp;
    }
    // The leader tests a natural roll triggers belong to the roll of their situation.
    if (kind != "test" && !r.situation.empty())
      for (auto const* rs : rules)
        for (auto const& [band_name, b] : rs->band_tables)
          for (auto const& t : b.triggers)
            if (t.roll == r.situation) r.reads.insert(band_name);
    out.push_back(std::move(r));
  };
  for (auto const& [name, t] : new_rules.tables) {
    auto was = old_rules.tables.find(name);
    if (!t.roll || was == old_rules.tables.end() || !was->second.roll) continue;
    std::size_t const at = out.size();
    add(name, "table", &*was->second.roll, &*t.roll, "");
    if (out.size() == at) continue;
    // A cell is read at the keys its situation holds: the int field whose range covers the columns (range 1..6 for 1..5).
    std::string const row = model::field_of_axis(new_rules, t, t.rows, true);
    std::string const column = model::field_of_axis(new_rules, t, t.columns, true);
    if (row.empty() || column.empty() || row == column) {
      skipped.emplace_back(name, "its rows and columns do not each read one field of the situation");
      out.pop_back();
      continue;
    }
    out.back().outcome_fields = {row, column};
    for (auto const* ax : {&t.rows, &t.columns})
      for (auto const& level : ax->levels)
        if (level.k == model::axis_level::kind::int_range)
          for (auto const& k : level.keys) out.back().axis_keys.insert(k.number);
  }
  for (auto const& [name, b] : new_rules.band_tables) {
    auto was = old_rules.band_tables.find(name);
    if (!b.roll || was == old_rules.band_tables.end() || !was->second.roll) continue;
    std::size_t const at = out.size();
    add(name, "bands", &*was->second.roll, &*b.roll, "");
    if (out.size() == at || !b.roll->opposed) continue;
    // The two players are the situation's two fields of one record type, as the engine swaps them.
    std::vector<std::string> pair;
    auto record = new_rules.records.find(out.back().situation);
    // The first declared is the one whose roll the lists read as written (the roller), as the engine has it.
    if (record != new_rules.records.end()) {
      auto const& fields = record->second.fields;
      for (std::size_t i = 0; i < fields.size(); ++i)
        for (std::size_t j = i + 1; j < fields.size(); ++j)
          if (fields[i].type.k == model::type_desc::kind::record && fields[i].type == fields[j].type)
            pair = {fields[i].name, fields[j].name};
    }
    if (pair.size() != 2) {
      skipped.emplace_back(name, "an opposed roll whose situation has no two fields of one record (the two players)");
      out.pop_back();
      continue;
    }
    out.back().opposed = {pair[0], pair[1]};
  }
  for (auto const& [name, t] : new_rules.tests) {
    auto was = old_rules.tests.find(name);
    if (!t.roll || was == old_rules.tests.end() || !was->second.roll) continue;
    std::size_t const at = out.size();
    add(name, "test", &*was->second.roll, &*t.roll, t.situation);
    if (out.size() == at) continue;
    for (auto const* test : {&was->second, &t})
      for (auto const& rule : test->rules) out.back().outcome_exprs.push_back(&rule.condition);
    for (auto const& [field, sub] : reads_of(out.back(), out.back().outcome_exprs).fields) out.back().outcome_fields.push_back(field);
  }
  std::stable_sort(out.begin(), out.end(), [](roll_spec const& a, roll_spec const& b) { return a.name < b.name; });
  return out;
}

// Sums of count × chance for one class, over each side's faces.
struct class_sums {
  class_impact out;
  std::map<std::string, cpp_int> before, after;  // Σ count × counts, over faces and situations
  cpp_int faces[2] = {1, 1};
  cpp_int largest_num = 0, largest_signed = 0, largest_den = 1;
};

// The other player's modifiers in an opposed roll's group (0 for any other roll).
std::int64_t other(group_key const& k, int side) {
  return k.partials.size() == 4 ? k.partials[static_cast<std::size_t>(side) + 2] : 0;
}

std::vector<class_impact> weigh(weigher& w, groups const& all, std::vector<std::string> const& kept,
                                std::vector<std::size_t> const& class_fields) {
  std::map<std::vector<std::string>, class_sums> classes;
  for (auto const& [k, g] : all) {
    std::vector<std::string> key;
    for (auto i : class_fields) key.push_back(k.kept[i]);
    class_sums& c = classes[key];
    c.out.keys = key;
    if (k.refused[old_side] || k.refused[new_side]) {
      // The side whose modifiers allow it may still refuse it at its cell: then neither allows it.
      if (k.refused[old_side] && !k.refused[new_side] &&
          !w.chances_of(new_side, k.kept, g.kept_values, k.partials[1], kept, other(k, new_side)).refused) {
        if (c.out.only_new == 0) c.out.only_new_witness = witness_of(g);
        c.out.only_new += g.count;
      } else if (k.refused[new_side] && !k.refused[old_side] &&
                 !w.chances_of(old_side, k.kept, g.kept_values, k.partials[0], kept, other(k, old_side)).refused) {
        if (c.out.only_old == 0) c.out.only_old_witness = witness_of(g);
        c.out.only_old += g.count;
      }
      continue;
    }
    // A side refuses the situation at its modifiers (above) or at its cell, whatever the dice.
    chances const& before = w.chances_of(old_side, k.kept, g.kept_values, k.partials[0], kept, other(k, old_side));
    chances const& after = w.chances_of(new_side, k.kept, g.kept_values, k.partials[1], kept, other(k, new_side));
    if (before.refused || after.refused) {
      if (before.refused && !after.refused) {
        if (c.out.only_new == 0) c.out.only_new_witness = witness_of(g);
        c.out.only_new += g.count;
      } else if (after.refused && !before.refused) {
        if (c.out.only_old == 0) c.out.only_old_witness = witness_of(g);
        c.out.only_old += g.count;
      }
      continue;
    }
    c.faces[0] = before.faces;
    c.faces[1] = after.faces;
    c.out.situations += g.count;
    std::set<std::string> names;
    for (auto const& [o, n] : before.counts) names.insert(o), c.before[o] += g.count * n;
    for (auto const& [o, n] : after.counts) names.insert(o), c.after[o] += g.count * n;
    // |ΔP| of each outcome in this group, over faces_old × faces_new.
    cpp_int widest = 0, widest_signed = 0;
    std::string widest_outcome;
    for (auto const& o : names) {
      auto b = before.counts.find(o), a = after.counts.find(o);
      cpp_int const d = (a == after.counts.end() ? cpp_int(0) : a->second) * before.faces -
                        (b == before.counts.end() ? cpp_int(0) : b->second) * after.faces;
      cpp_int const magnitude = d < 0 ? cpp_int(-d) : d;
      if (magnitude > widest) widest = magnitude, widest_signed = d, widest_outcome = o;
    }
    if (widest == 0) continue;
    c.out.changed += g.count;
    cpp_int const den = before.faces * after.faces;
    if (widest * c.largest_den > c.largest_num * den) {
      c.largest_num = widest;
      c.largest_signed = widest_signed;
      c.largest_den = den;
      c.out.largest_outcome = widest_outcome;
      c.out.witness = witness_of(g);
    }
  }
  std::vector<class_impact> out;
  for (auto const& [k, g] : all) w.weighed += g.count;
  for (auto& [key, c] : classes) {
    c.out.largest = probability(c.largest_signed) / probability(c.largest_den);
    std::set<std::string> names;
    for (auto const& [o, n] : c.before) names.insert(o);
    for (auto const& [o, n] : c.after) names.insert(o);
    for (auto const& o : names) {
      outcome_chance oc;
      oc.outcome = o;
      if (c.out.situations > 0) {
        oc.before = probability(c.before[o]) / probability(c.out.situations * c.faces[0]);
        oc.after = probability(c.after[o]) / probability(c.out.situations * c.faces[1]);
      }
      c.out.outcomes.push_back(std::move(oc));
    }
    out.push_back(std::move(c.out));
  }
  return out;
}

// The fields a change of `head` reads in this roll: a table's keys, a modifier's fields.
std::vector<std::string> class_fields(roll_spec const& roll, std::string const& target) {
  std::string const head = target.substr(0, target.find_first_of("[."));
  if (head == roll.name && roll.kind == "table") return roll.outcome_fields;
  std::set<std::string> fields;
  for (auto const& t : roll.terms) {
    if (t.list->name == head && target.size() > head.size() && target[head.size()] == '.') {
      std::string const name = target.substr(head.size() + 1);
      for (auto const& m : t.list->modifiers)
        if (m.name == name)
          for (auto const& [f, sub] : reads_of(roll, exprs_of(m)).fields) fields.insert(f);
    }
    for (auto const& m : t.list->modifiers)
      for (auto const* e : exprs_of(m)) {
        std::map<std::string, std::set<std::string>> tables;
        lookups(*e, tables);
        auto it = tables.find(head);
        if (it != tables.end()) fields.insert(it->second.begin(), it->second.end());
      }
  }
  std::vector<std::string> out(fields.begin(), fields.end());
  if (out.size() > 2) out.resize(2);  // a heat map has two axes; the other fields are averaged over
  return out;
}

// Whether a change of a table's cell (`terrain_chart[marsh][move_infantry]`) can reach the roll:
// not when every lookup of that table in the roll's lists names another constant column (the
// mêlée reads the terrain chart's mêlée and charge columns, never its movement costs).
bool reads_cell(roll_spec const& roll, std::string const& target) {
  auto const open = target.find('[');
  if (open == std::string::npos) return true;
  std::string const table = target.substr(0, open);
  std::vector<std::string> keys;
  for (std::size_t at = open; at < target.size() && target[at] == '[';) {
    auto const close = target.find(']', at);
    if (close == std::string::npos) break;
    keys.push_back(target.substr(at + 1, close - at - 1));
    at = close + 1;
  }
  std::vector<std::vector<std::string>> uses;
  for (auto const& t : roll.terms)
    for (auto const& m : t.list->modifiers)
      for (auto const* e : exprs_of(m)) constant_keys(*e, table, uses);
  if (uses.empty()) return true;  // the roll's own table, or a band or test: every cell counts
  return std::any_of(uses.begin(), uses.end(), [&](std::vector<std::string> const& use) {
    for (std::size_t i = 0; i < use.size() && i < keys.size(); ++i)
      if (use[i] != "*" && keys[i] != "*" && use[i] != keys[i]) return false;
    return true;
  });
}


// A class field's values in the order the schema declares them (an enum's values as listed, numbers
// by value, false before true), so that a heat map's rows read as the books print them.
void order_as_declared(model::ruleset const& rules, std::string const& situation, impact_view& view) {
  auto record = rules.records.find(situation);
  if (record == rules.records.end()) return;
  std::vector<std::function<std::pair<std::int64_t, std::string>(std::string const&)>> rank;
  for (auto const& name : view.fields) {
    model::field const* f = record->second.find(name);
    model::enum_type const* en = nullptr;
    if (f && f->type.k == model::type_desc::kind::enumeration) {
      auto it = rules.enums.find(f->type.name);
      if (it != rules.enums.end()) en = &it->second;
    }
    bool const number = f && f->type.k == model::type_desc::kind::integer;
    rank.push_back([en, number](std::string const& text) -> std::pair<std::int64_t, std::string> {
      if (en)
        for (std::size_t i = 0; i < en->values.size(); ++i)
          if (en->values[i].name == text) return {static_cast<std::int64_t>(i), text};
      if (number) {
        try {
          return {std::stoll(text), text};
        } catch (std::exception const&) {
        }
      }
      if (text == "false" || text == "true") return {text == "true", text};
      return {0, text};
    });
  }
  std::stable_sort(view.classes.begin(), view.classes.end(), [&](class_impact const& a, class_impact const& b) {
    for (std::size_t i = 0; i < rank.size() && i < a.keys.size() && i < b.keys.size(); ++i) {
      auto const x = rank[i](a.keys[i]), y = rank[i](b.keys[i]);
      if (x != y) return x < y;
    }
    return false;
  });
}

std::optional<roll_impact> weigh_roll(engine::ruleset_tables const& old_tables, engine::ruleset_tables const& new_tables,
                                      roll_spec const& roll, result const& changes, impact_options const& options,
                                      std::string& why, situation_count& weighed) {
  model::ruleset const& old_rules = old_tables.rules();
  model::ruleset const& new_rules = new_tables.rules();
  weigher w(roll, options, old_tables.tables(), new_tables.tables());
  struct add_up {  // every return path adds what was weighed
    weigher& w;
    situation_count& to;
    ~add_up() { to += w.weighed; }
  } counted{w, weighed};
  roll_impact out;
  out.name = roll.name;
  out.kind = roll.kind;
  out.situation = roll.situation;
  out.roll = roll.text;
  for (auto const& c : changes.changes) {
    if (!changes_play(c.kind)) continue;
    std::string const head = c.target.substr(0, c.target.find_first_of("[. "));
    if (roll.reads.count(head) && reads_cell(roll, c.target) && std::find(out.reached_by.begin(), out.reached_by.end(), c.target) == out.reached_by.end())
      out.reached_by.push_back(c.target);
  }
  std::optional<groups> overall;
  try {
    overall = w.group_situations(roll.outcome_fields, why);
  } catch (engine::resource_limit const& e) {
    why = e.what();
  }
  if (!overall) return std::nullopt;
  auto classes = weigh(w, *overall, roll.outcome_fields, {});
  if (classes.empty()) return std::nullopt;
  out.overall = std::move(classes.front());
  for (auto const& o : out.overall.outcomes) {
    if (o.before == 0 && o.after > 0) out.now_possible.push_back(o.outcome);
    if (o.before > 0 && o.after == 0) out.now_impossible.push_back(o.outcome);
  }
  if (out.overall.changed == 0 && out.overall.only_new == 0 && out.overall.only_old == 0) return out;
  // One view per change, weighed alone: the old ruleset with only that table, band table, test,
  // list or modifier taken from the new one, broken down by the fields the change reads.
  std::vector<std::string> keys;
  for (auto const& target : out.reached_by) {
    std::string const key = change_key(target);
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
  }
  for (auto const& key : keys) {
    model::ruleset const hybrid = with_change(old_rules, new_rules, key);
    std::vector<std::pair<std::string, std::string>> ignored;
    auto specs = rolls_of(old_rules, hybrid, ignored);
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&](roll_spec const& r) { return r.name == roll.name && r.kind == roll.kind; });
    if (spec == specs.end()) continue;
    std::vector<std::string> const fields = class_fields(*spec, key);
    if (fields.empty()) continue;
    std::vector<std::string> kept = spec->outcome_fields;
    std::vector<std::size_t> at;
    for (auto const& f : fields) {
      auto it = std::find(kept.begin(), kept.end(), f);
      if (it == kept.end()) it = kept.insert(kept.end(), f);
      at.push_back(static_cast<std::size_t>(it - kept.begin()));
    }
    engine::ruleset_tables const hybrid_tables(hybrid);  // lowered once for its view
    weigher alone(*spec, options, old_tables.tables(), hybrid_tables.tables());
    add_up alone_counted{alone, weighed};
    std::string view_why;
    std::optional<groups> grouped;
    try {
      grouped = alone.group_situations(kept, view_why);
    } catch (engine::resource_limit const&) {
    }
    if (!grouped) continue;  // the overall weighing stands; this change is not broken down
    impact_view view{{key}, fields, weigh(alone, *grouped, kept, at)};
    order_as_declared(new_rules, roll.situation, view);
    bool const moves = std::any_of(view.classes.begin(), view.classes.end(), [](class_impact const& c) {
      return c.changed > 0 || c.only_new > 0 || c.only_old > 0;
    });
    if (moves) out.views.push_back(std::move(view));
  }
  return out;
}

}  // namespace

// What one change replaces: `list.modifier` for a modifier, else the table, band table, test or list it names.
std::string change_key(std::string const& target) {
  auto const cut = target.find_first_of("[. ");
  if (cut == std::string::npos || target[cut] != '.') return target.substr(0, cut);
  std::string const rest = target.substr(cut + 1);
  return target.substr(0, cut) + "." + rest.substr(0, rest.find_first_of("[. "));
}

// The old ruleset with the one thing `key` names taken from the new one (added, replaced or removed).
model::ruleset with_change(model::ruleset const& old_rules, model::ruleset const& new_rules, std::string const& key) {
  model::ruleset out = old_rules;
  // The space is the new ruleset's schema: its dice, symbols, enums, records and cell types.
  out.dice = new_rules.dice;
  out.symbols = new_rules.symbols;
  out.enums = new_rules.enums;
  out.records = new_rules.records;
  out.cell_types = new_rules.cell_types;
  auto take = [&](auto member) {
    auto const& from = new_rules.*member;
    auto& to = out.*member;
    std::string const head = key.substr(0, key.find('.'));
    auto it = from.find(head);
    if (it == from.end()) to.erase(head);
    else to[head] = it->second;
  };
  auto const dot = key.find('.');
  if (dot != std::string::npos && out.modifier_lists.count(key.substr(0, dot)) && new_rules.modifier_lists.count(key.substr(0, dot))) {
    auto& mods = out.modifier_lists.at(key.substr(0, dot)).modifiers;
    auto const& theirs = new_rules.modifier_lists.at(key.substr(0, dot)).modifiers;
    std::string const name = key.substr(dot + 1);
    auto mine = std::find_if(mods.begin(), mods.end(), [&](model::modifier const& m) { return m.name == name; });
    auto other = std::find_if(theirs.begin(), theirs.end(), [&](model::modifier const& m) { return m.name == name; });
    if (other == theirs.end()) {
      if (mine != mods.end()) mods.erase(mine);
    } else if (mine == mods.end()) {
      mods.push_back(*other);
    } else {
      *mine = *other;
    }
    return out;
  }
  if (key.rfind("rules.", 0) == 0) {  // a rule of the procedures the editions state otherwise
    std::string const name = key.substr(6);
    if (auto it = new_rules.rule_settings.find(name); it != new_rules.rule_settings.end()) out.rule_settings[name] = it->second;
    else out.rule_settings.erase(name);
    return out;
  }
  take(&model::ruleset::tables);
  take(&model::ruleset::band_tables);
  take(&model::ruleset::tests);
  take(&model::ruleset::modifier_lists);
  return out;
}

std::string delta_text(probability const& delta) {
  if (delta == 0) return "0";
  probability const magnitude = delta < 0 ? probability(-delta) : delta;
  std::string const sign = delta < 0 ? "-" : "+";
  return sign + engine::fraction_text(magnitude) + " (" + sign + engine::percent_text(magnitude) + " %)";
}

impact_result impact(model::ruleset const& old_rules, model::ruleset const& new_rules, result const& changes,
                     impact_options const& options) {
  impact_result out;
  engine::ruleset_tables const old_tables(old_rules), new_tables(new_rules);  // each side lowered once
  for (auto const& roll : rolls_of(old_rules, new_rules, out.not_weighed)) {
    std::string why;
    auto r = weigh_roll(old_tables, new_tables, roll, changes, options, why, out.weighed);
    if (!r) {
      out.not_weighed.emplace_back(roll.name, why.empty() ? "no situation of its schema" : why);
      continue;
    }
    if (r->overall.changed == 0 && r->overall.only_new == 0 && r->overall.only_old == 0)
      out.unchanged.push_back(roll.name);
    else
      out.rolls.push_back(std::move(*r));
  }
  if (options.procedures) weigh_procedures(old_tables, new_tables, changes, options, out);
  std::sort(out.not_weighed.begin(), out.not_weighed.end());
  return out;
}

}  // namespace herald::diff
