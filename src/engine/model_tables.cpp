// The tables interface over the checked model: lookups, modifier lists, transitions, tests.
#include "engine/model_tables.hpp"

#include <algorithm>

#include "engine/core/situation.hpp"
#include "model/situation_eval.hpp"

namespace herald::engine {
namespace {

template <class Map>
auto const& find_or_throw(Map const& map, std::string const& name, std::string const& what) {
  auto it = map.find(name);
  if (it == map.end()) throw engine_error("the ruleset has no " + what + " '" + name + "'");
  return it->second;
}

std::string english_label(model::labels const& labels) {
  if (labels.count("en")) return labels.at("en");
  return labels.empty() ? std::string() : labels.begin()->second;
}

// The situation is what is refused; the expression that met the refusal is a note.
engine_error from_evaluation(model::evaluation_error const& e, std::string const& context) {
  engine_error out(context + ": " + e.what());
  out.rule_where = e.where;
  return out;
}

bool matches(std::string const& pattern, std::string const& value) { return pattern == "*" || pattern == value; }

}  // namespace

die_faces model_tables::die(std::string const& name) const {
  auto const& d = find_or_throw(rules_.dice, name, "die");
  return {d.name, d.low, d.high};
}

modifier_sum model_tables::modifiers(std::string const& list_name, situation const& s) const {
  auto const& list = find_or_throw(rules_.modifier_lists, list_name, "modifier list");
  modifier_sum out = modifiers_among(list_name, s, std::vector<bool>(list.modifiers.size(), true));
  if (list.clamp) {
    out.clamp = list.clamp;
    out.total = std::clamp(out.raw, list.clamp->first, list.clamp->second);
  }
  return out;
}

modifier_sum model_tables::modifiers_among(std::string const& list_name, situation const& s,
                                           std::vector<bool> const& members) const {
  auto const& list = find_or_throw(rules_.modifier_lists, list_name, "modifier list");
  model::situation_env env{rules_, s, {}};
  modifier_sum out;
  out.modifiers.reserve(list.modifiers.size());
  for (std::size_t i = 0; i < list.modifiers.size(); ++i) {
    auto const& m = list.modifiers[i];
    applied_modifier a;
    a.name = m.name;
    if (i >= members.size() || !members[i]) {  // left out: its name only, for excludes and groups
      out.modifiers.push_back(std::move(a));
      continue;
    }
    a.text = m.text;
    // The edition's own line where its document reprints the modifier (a 2014 report cites 2014's book).
    model::provenance const& cited = m.reprinted_at.line ? m.reprinted_at : m.prov;
    a.ref = cited.ref.empty() ? m.prov.ref : cited.ref;
    a.line = cited.line;
    try {
      a.applies = !m.condition || model::evaluate_condition(*m.condition, env);
      // A computed delta is read only when the modifier applies: an NA cell
      // under a false condition does not refuse the situation.
      if (a.applies) a.delta = m.delta ? *m.delta : model::evaluate_integer(*m.computed, env);
      else if (m.delta) a.delta = *m.delta;
    } catch (model::evaluation_error const& e) {
      throw from_evaluation(e, list_name + "." + m.name);
    }
    out.modifiers.push_back(std::move(a));
  }
  // `excludes`: an applying modifier removes the ones it names (line 847).
  for (std::size_t i = 0; i < list.modifiers.size(); ++i) {
    if (!out.modifiers[i].applies) continue;
    for (auto const& excluded : list.modifiers[i].excludes)
      for (auto& other : out.modifiers)
        if (other.name == excluded && other.applies) {
          other.applies = false;
          other.removed_by = list.modifiers[i].name;
        }
  }
  // Groups: keep the greatest (max) or least (min) applying member.
  for (auto const& group : list.groups) {
    applied_modifier* kept = nullptr;
    for (auto& m : out.modifiers) {
      if (!m.applies || std::find(group.members.begin(), group.members.end(), m.name) == group.members.end())
        continue;
      bool better = !kept || (group.policy == "min" ? m.delta < kept->delta : m.delta > kept->delta);
      if (group.policy == "exclusive" && kept) better = false;
      if (better) {
        if (kept) {
          kept->applies = false;
          kept->removed_by = "group " + group.name;
        }
        kept = &m;
      } else {
        m.applies = false;
        m.removed_by = "group " + group.name;
      }
    }
  }
  for (auto const& m : out.modifiers)
    if (m.applies) out.raw += m.delta;
  out.total = out.raw;
  return out;
}

cell_view model_tables::cell(std::string const& table, std::vector<model::value> const& keys) const {
  model::cell_address at = model::lookup_cell(rules_, table, keys);
  cell_view out;
  out.address = at.text;
  if (!at.c) return out;
  out.found = true;
  out.text = at.c->text;
  for (auto const& s : at.c->slots) {
    slot_view v;
    v.name = s.slot;
    v.number = s.kind != model::slot_kind::symbol;
    v.value = s.number;
    v.symbol = s.symbol;
    if (!v.number) {
      auto sym = rules_.symbols.find(s.symbol);
      if (sym != rules_.symbols.end()) out.symbol_label = english_label(sym->second.label);
    }
    out.slots.push_back(std::move(v));
  }
  return out;
}

std::string model_tables::row_of(std::string const& table, std::vector<model::value> const& row_keys) const {
  auto it = rules_.tables.find(table);
  if (it == rules_.tables.end() || it->second.column_keys.empty()) return {};
  std::vector<model::value> keys = row_keys;
  for (auto const& k : it->second.column_keys.front()) {
    model::value v;
    v.k = k.k == model::key::kind::integer ? model::value::kind::number : model::value::kind::name;
    v.number = k.number;
    v.text = k.name;
    keys.push_back(v);
  }
  model::cell_address at = model::lookup_cell(rules_, table, keys);
  if (!at.c) return {};
  // The address is table[row...][column...]: keep the row part.
  std::string row = at.text.substr(table.size());
  for (std::size_t i = 0; i < it->second.columns.levels.size(); ++i) row = row.substr(0, row.rfind('['));
  return row.size() >= 2 ? row.substr(1, row.size() - 2) : row;
}

band_roll model_tables::roll_of(std::string const& band_table) const {
  auto const& b = find_or_throw(rules_.band_tables, band_table, "band table");
  band_roll out;
  if (!b.roll) throw engine_error("band table '" + band_table + "' declares no roll");
  out.die = b.roll->die;
  out.count = static_cast<int>(b.roll->count);
  for (auto const& [sign, list] : b.roll->terms) out.lists.push_back(list), out.signs.push_back(sign);
  out.opposed = b.roll->opposed;
  out.clamp = b.clamp;
  return out;
}

std::optional<band_roll> model_tables::table_roll(std::string const& table) const {
  auto it = rules_.tables.find(table);
  if (it == rules_.tables.end() || !it->second.roll) return std::nullopt;
  band_roll out;
  out.die = it->second.roll->die;
  out.count = static_cast<int>(it->second.roll->count);
  for (auto const& [sign, list] : it->second.roll->terms) out.lists.push_back(list), out.signs.push_back(sign);
  return out;
}

band_row model_tables::band(std::string const& band_table, std::int64_t total) const {
  auto const& b = find_or_throw(rules_.band_tables, band_table, "band table");
  band_row out;
  out.columns = b.columns;
  for (auto const& band : b.bands) {
    if (total < band.low || (band.high && total > *band.high)) continue;
    out.found = true;
    model::provenance const& cited = band.reprinted_at.line ? band.reprinted_at : band.prov;
    out.ref = !cited.ref.empty() ? cited.ref : band.prov.ref.empty() ? b.prov.ref : band.prov.ref;
    out.line = cited.line;
    for (auto const& c : band.outcomes) {
      std::vector<std::string> results;
      if (!c.blank)
        for (auto const& s : c.slots) results.push_back(s.symbol);
      out.outcomes.push_back(std::move(results));
    }
    break;
  }
  return out;
}

std::vector<trigger_view> model_tables::triggers(std::string const& band_table) const {
  std::vector<trigger_view> out;
  auto it = rules_.band_tables.find(band_table);
  if (it == rules_.band_tables.end()) return out;  // a system without leader casualties
  for (auto const& t : it->second.triggers) out.push_back({t.roll, t.natural, t.leaders});
  return out;
}

state_change model_tables::transition(std::string const& table, std::string const& result,
                                      unit_state const& from) const {
  state_change out;
  auto it = rules_.transition_tables.find(table);
  if (it == rules_.transition_tables.end()) return out;  // e.g. an edition without artillery_state
  for (auto const& t : it->second.transitions) {
    if (t.result != result || t.from.size() < 2) continue;
    if (!matches(t.from[0], from.fatigue) || !matches(t.from[1], from.order)) continue;
    out.matched = true;
    out.ref = t.prov.ref;
    out.line = t.prov.line;
    if (t.to.size() == 1 && t.to[0] == "eliminated") {
      out.to.eliminated = true;
    } else if (t.to.size() >= 2) {
      out.to.fatigue = t.to[0] == "*" ? from.fatigue : t.to[0];
      out.to.order = t.to[1] == "*" ? from.order : t.to[1];
    }
    return out;
  }
  return out;
}

test_view model_tables::test_of(std::string const& test) const {
  auto const& t = find_or_throw(rules_.tests, test, "test");
  if (!t.roll) throw engine_error("test '" + test + "' declares no roll");
  test_view out;
  out.die = t.roll->die;
  out.count = static_cast<int>(t.roll->count);
  for (auto const& [sign, list] : t.roll->terms) out.lists.push_back(list), out.signs.push_back(sign);
  return out;
}

bool model_tables::test(std::string const& test, situation const& s, std::int64_t natural,
                        std::int64_t total) const {
  auto const& t = find_or_throw(rules_.tests, test, "test");
  model::situation_env env{rules_, s, {{"natural", natural}, {"total", total}}};
  for (auto const& rule : t.rules) {
    try {
      if (model::evaluate_condition(rule.condition, env)) return rule.succeed;
    } catch (model::evaluation_error const& e) {
      throw from_evaluation(e, test);
    }
  }
  throw engine_error("no rule of test '" + test + "' decides a natural " + std::to_string(natural) + ", total " +
                     std::to_string(total));
}

namespace {

std::int64_t number_arg(model::pool_item const& item, std::size_t i) {
  return i < item.args.size() ? std::stoll(item.args[i]) : 0;
}

}  // namespace

pool_view model_tables::pool(std::string const& pool_name, situation const& s) const {
  auto const& p = find_or_throw(rules_.pools, pool_name, "dice pool");
  model::situation_env env{rules_, s, {}};
  auto holds = [&](model::pool_item const& item) {
    try {
      return !item.condition || model::evaluate_condition(*item.condition, env);
    } catch (model::evaluation_error const& e) {
      throw from_evaluation(e, pool_name + "." + item.keyword);
    }
  };
  auto integer = [&](model::pool_item const& item) {
    try {
      return model::evaluate_integer(*item.amount, env);
    } catch (model::evaluation_error const& e) {
      throw from_evaluation(e, pool_name + "." + item.keyword);
    }
  };
  pool_view out;
  out.name = pool_name;
  out.ref = p.prov.ref;
  out.line = p.prov.line;
  bool dice_found = false, loss_found = false;
  for (auto const& item : p.items) {
    if (item.keyword == "dice" && !dice_found && holds(item)) {
      dice_found = true;
      out.die = item.args.empty() ? std::string() : item.args.front();
      out.dice = item.amount ? integer(item) : 0;
      out.dice_text = (item.amount ? item.amount->text() : std::string()) +
                      (item.condition ? " when " + item.condition->text() : std::string());
    } else if (item.keyword == "strength" && holds(item)) {
      out.strength_lists.insert(out.strength_lists.end(), item.args.begin(), item.args.end());
    } else if (item.keyword == "hit" && item.args.size() == 2) {
      out.hit_modifier = item.args[0];
      out.hit_modifier_is_list = rules_.modifier_lists.count(item.args[0]) > 0;
      out.threshold = number_arg(item, 1);
    } else if (item.keyword == "natural" && item.args.size() == 2) {
      out.naturals.emplace_back(number_arg(item, 0), item.args[1] == "hits");
    } else if (item.keyword == "natural" && item.args.size() == 3 && holds(item)) {
      out.natural_tests.emplace_back(number_arg(item, 0), item.args[2]);
    } else if (item.keyword == "deflect") {
      if (!item.amount)
        throw engine_error("pool '" + pool_name + "' names the table '" + (item.args.empty() ? "" : item.args[0]) +
                           "' without its cell: write deflect (TABLE[row][column]); so that the hits deflected "
                           "can be read");
      out.deflects = true;
      out.deflected = integer(item);
      out.deflect_text = item.amount->text();
    } else if (item.keyword == "limit" && !out.limited && holds(item)) {
      out.limited = true;
      out.limit = integer(item);
      out.limit_text = item.amount->text() + (item.condition ? " when " + item.condition->text() : std::string());
    } else if (item.keyword == "loss" && item.args.size() == 2 && !loss_found && holds(item)) {
      loss_found = true;  // the first case that holds (a phalanx loses one step per two hits, C26.0)
      out.loss_steps = number_arg(item, 0);
      out.loss_per = number_arg(item, 1);
    }
  }
  if (!dice_found) throw engine_error("no 'dice' item of pool '" + pool_name + "' applies to this situation", s.where);
  return out;
}

sequence_view model_tables::sequence(std::string const& name) const {
  auto const& q = find_or_throw(rules_.sequences, name, "sequence");
  sequence_view out;
  out.name = name;
  out.ref = q.prov.ref;
  out.line = q.prov.line;
  for (auto const& st : q.steps) {
    std::vector<std::string> inputs;
    for (auto const& [f, e] : st.inputs) inputs.push_back(f + " = " + e.text());
    sequence_step_view view;
    view.name = st.name;
    view.procedure = st.procedure;
    view.is_pool = st.is_pool;
    view.is_roll = st.roll.has_value();
    if (st.roll) {
      view.roll.die = st.roll->die;
      view.roll.count = static_cast<int>(st.roll->count);
      for (auto const& [sign, list] : st.roll->terms) {
        view.roll.lists.push_back(list);
        view.roll.signs.push_back(sign);
      }
    }
    view.field = st.field;
    view.condition = st.condition ? st.condition->text() : std::string();
    view.inputs = std::move(inputs);
    for (auto const& in : st.inputs) view.input_fields.push_back(in.first);
    view.ref = st.prov.ref;
    view.line = st.prov.line;
    out.steps.push_back(std::move(view));
  }
  if (q.again) out.again = q.again->text();
  for (auto const& r : q.results)
    out.results.push_back({r.name, r.value.text() + (r.condition ? " when " + r.condition->text() : std::string())});
  return out;
}

std::optional<std::int64_t> model_tables::result_case(std::string const& name, std::size_t i, situation const& s) const {
  auto const& r = find_or_throw(rules_.sequences, name, "sequence").results.at(i);
  model::situation_env env{rules_, s, {}};
  try {
    if (r.condition && !model::evaluate_condition(*r.condition, env)) return std::nullopt;
    return model::evaluate_integer(r.value, env);
  } catch (model::evaluation_error const& e) {
    throw from_evaluation(e, name + "." + r.name);
  }
}

bool model_tables::again_holds(std::string const& name, situation const& s) const {
  auto const& q = find_or_throw(rules_.sequences, name, "sequence");
  if (!q.again) return false;
  model::situation_env env{rules_, s, {}};
  try {
    return model::evaluate_condition(*q.again, env);
  } catch (model::evaluation_error const& e) {
    throw from_evaluation(e, name + ".again");
  }
}

model::value model_tables::step_situation(std::string const& name, std::size_t step, situation const& s) const {
  auto const& st = find_or_throw(rules_.sequences, name, "sequence").steps.at(step);
  model::value own = need(s, st.field, "");
  model::situation_env env{rules_, s, {}};
  for (auto const& [f, e] : st.inputs) {
    try {
      set_field(own, f, e.type.k == model::type_desc::kind::boolean ? bool_value(model::evaluate_condition(e, env))
                                                                      : number_value(model::evaluate_integer(e, env)));
    } catch (model::evaluation_error const& err) {
      throw from_evaluation(err, name + "." + st.name + " with " + f);
    }
  }
  return own;
}

bool model_tables::step_applies(std::string const& name, std::size_t step, situation const& s) const {
  auto const& q = find_or_throw(rules_.sequences, name, "sequence");
  auto const& st = q.steps.at(step);
  if (!st.condition) return true;
  model::situation_env env{rules_, s, {}};
  try {
    return model::evaluate_condition(*st.condition, env);
  } catch (model::evaluation_error const& e) {
    throw from_evaluation(e, name + "." + st.name);
  }
}

rule_view model_tables::rule(std::string const& name) const {
  rule_view out;
  out.name = name;
  auto setting = rules_.rule_settings.find(name);
  if (setting == rules_.rule_settings.end()) return out;
  out.found = true;
  out.value = setting->second.value;
  out.label = model::rule_label(rules_, name);
  auto const& p = setting->second.prov;
  out.ref = p.ref;
  out.line = p.line;
  out.line_end = p.line_end;
  out.document = p.document;
  return out;
}

}  // namespace herald::engine
