// The engine's tables interface (engine/core/tables.hpp) over the layout: one class for a generated
// header's constexpr data and for a ruleset lowered at run time (model/lower.hpp).
//
// `tables` reads every number from a `gen::ruleset` and evaluates every expression through a
// `formulas` (engine/core/formulas.hpp): compiled, in a generated engine entry header
// (`engine_tables()`), or interpreted over the checked model (engine/model_formulas.hpp). The
// procedures of each game system (engine/afde/...) run on it unchanged. Header-only, like the
// whole engine core: a consumer needs neither the Herald library nor Spirit X3.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/generated_layout.hpp"
#include "engine/core/formulas.hpp"
#include "engine/core/generated_runtime.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {

// The engine's tables interface over a ruleset's layout and its formulas (both outlive it).
class tables {
 public:
  constexpr tables(gen::ruleset const& rules, formulas const& f) : r_(rules), f_(f) {}

  // What this edition states of a rule of the procedures, or nullptr.
  gen::rule const* rule(std::string const& name) const { return gen::find(r_.rules, name); }

  die_faces die(std::string_view name) const {
    auto const& d = need(r_.dice, name, "die");
    return {std::string(d.name), d.low, d.high};
  }

  modifier_sum modifiers(std::string_view list_name, situation const& s) const {
    return modifiers_of(list_name, s, nullptr);
  }
  // Only the modifiers of `list` that `members` marks (its indices, in list order), the others
  // neither evaluated nor applied: a part of a list that reads fields no other part reads
  // (and that no `excludes` or group ties to another), weighed on its own fields alone.
  // Its total is raw: the list's clamp belongs to the whole.
  modifier_sum modifiers_among(std::string_view list_name, situation const& s, std::vector<bool> const& members) const {
    return modifiers_of(list_name, s, &members);
  }

  cell_view cell(std::string const& table_name, std::vector<value> const& keys) const {
    cell_view out;
    std::vector<gen::key> wanted = keys_of(keys);
    out.address = gen::rt::address(table_name, wanted.data(), wanted.size());
    gen::table const* t = gen::find(r_.tables, table_name);
    if (!t) return out;
    gen::row const* r = wanted.size() == t->row_levels + t->column_levels ? gen::find_row(*t, wanted.data()) : nullptr;
    gen::cell const* c = gen::lookup(*t, wanted.data(), wanted.size());
    if (!c || !r) return out;
    // The address names the printed row (a ratio step), as the model words it.
    out.address = gen::rt::address(table_name, r->keys.begin(), t->row_levels) +
                  gen::rt::address("", wanted.data() + t->row_levels, t->column_levels);
    out.found = true;
    out.text = std::string(c->text);
    out.slots.reserve(c->slots.size());
    for (auto const& s : c->slots) {
      out.slots.push_back({std::string(s.name), s.number, s.number ? s.value : 0, std::string(s.symbol)});
      if (!s.number)
        if (gen::symbol const* sym = gen::find(r_.symbols, s.symbol)) out.symbol_label = std::string(gen::rt::english(sym->label));
    }
    return out;
  }

  // The cell at these keys (rows' then columns'), or nullptr: what a procedure reads without the
  // words `cell` builds for its report.
  gen::cell const* cell_of(std::string_view table_name, std::initializer_list<gen::key> keys) const {
    gen::table const* t = gen::find(r_.tables, table_name);
    return t ? gen::lookup(*t, keys.begin(), keys.size()) : nullptr;
  }

  std::string row_of(std::string const& table_name, std::vector<value> const& row_keys) const {
    gen::table const* t = gen::find(r_.tables, table_name);
    if (!t || t->column_keys.empty() || row_keys.size() != t->row_levels) return {};
    std::vector<gen::key> wanted = keys_of(row_keys);
    gen::row const* r = gen::find_row(*t, wanted.data());
    if (!r || r->cells.empty()) return {};
    std::string out;
    for (std::size_t i = 0; i < t->row_levels; ++i) out += (i ? "][" : "") + gen::rt::key_text(r->keys[i]);
    return out;
  }

  // A band table rolled against (its `band_roll`, and its clamp on the modifiers); refused when it has no roll.
  gen::band_table const& rolled_band_table(std::string const& name) const {
    auto const& b = need(r_.band_tables, name, "band table");
    if (!b.has_roll) throw engine_error("band table '" + name + "' declares no roll");
    return b;
  }

  // The roll a threshold table's cells are read against, or nullptr.
  gen::roll const* table_roll(std::string const& name) const {
    gen::table const* t = gen::find(r_.tables, name);
    return t && t->has_roll ? &t->threshold_roll : nullptr;
  }

  band_row band(std::string const& name, std::int64_t total) const {
    auto const& b = need(r_.band_tables, name, "band table");
    band_row out;
    out.columns.reserve(b.columns.size());
    for (auto const& c : b.columns) out.columns.emplace_back(c);
    if (gen::band const* found = gen::band_at(b, total)) {
      gen::band const& candidate = *found;
      out.found = true;
      out.ref = std::string(candidate.source.ref.empty() ? b.source.ref : candidate.source.ref);
      out.line = candidate.source.line;
      for (auto const& c : candidate.outcomes) {
        std::vector<std::string> results;
        if (!c.blank)
          for (auto const& s : c.slots) results.emplace_back(s.symbol);
        out.outcomes.push_back(std::move(results));
      }
    }
    return out;
  }

  // The rolls that trigger a band table's leader tests (none for a table without, or no table).
  gen::span<gen::trigger> triggers(std::string const& name) const {
    gen::band_table const* b = gen::find(r_.band_tables, name);
    return b ? b->triggers : gen::span<gen::trigger>{};
  }

  // The first transition of table `name` for `result` from (fatigue, order), or nullptr (no table, none matches).
  gen::transition const* transition_of(std::string_view name, std::string_view result, std::string_view fatigue,
                                       std::string_view order) const {
    gen::transition_table const* table = transition_table(name);
    return table ? gen::first_transition(*table, result, fatigue, order) : nullptr;
  }

  // An item by name, or nullptr: what a procedure finds once and reads many times.
  gen::transition_table const* transition_table(std::string_view name) const { return gen::find(r_.transition_tables, name); }
  gen::table const* table(std::string_view name) const { return gen::find(r_.tables, name); }
  gen::band_table const* band_table(std::string_view name) const { return gen::find(r_.band_tables, name); }

  state_change transition(std::string const& name, std::string const& result, unit_state const& from) const {
    state_change out;
    gen::transition const* t = transition_of(name, result, from.fatigue, from.order);
    if (!t) return out;
    out.matched = true;
    out.ref = std::string(t->source.ref);
    out.line = t->source.line;
    if (eliminates(*t)) {
      out.to.eliminated = true;
    } else if (t->to.size() >= 2) {
      out.to.fatigue = t->to[0] == "*" ? from.fatigue : std::string(t->to[0]);
      out.to.order = t->to[1] == "*" ? from.order : std::string(t->to[1]);
    }
    return out;
  }
  static constexpr bool eliminates(gen::transition const& t) { return t.to.size() == 1 && t.to[0] == "eliminated"; }

  // A test's roll; refused when it declares none.
  gen::roll const& test_of(std::string const& name) const {
    auto const& t = need(r_.tests, name, "test");
    if (!t.has_roll) throw engine_error("test '" + name + "' declares no roll");
    return t.test_roll;
  }

  bool test(std::string const& name, situation const& s, std::int64_t natural, std::int64_t total) const {
    auto const& t = need(r_.tests, name, "test");
    int const rule = f_.decide(index_of(r_.tests, t), s, natural, total);
    if (rule < 0)
      throw engine_error("no rule of test '" + name + "' decides a natural " + std::to_string(natural) + ", total " +
                         std::to_string(total));
    return t.rules[static_cast<std::size_t>(rule)].succeed;
  }

  pool_view pool(std::string const& name, situation const& s) const {
    auto const& p = dice_pool(name);
    gen::pool_state state;
    f_.pool(index_of(r_.pools, p), s, state);
    return pool_view_of(p, state, s.where);
  }
  gen::pool const& dice_pool(std::string const& name) const { return need(r_.pools, name, "dice pool"); }

  // What a pool's items said of a situation (`state`, its formulas' or a struct's evaluate_pool),
  // as the procedures read it; refused where no `dice` case applied (`where`: the situation's place).
  static pool_view pool_view_of(gen::pool const& p, gen::pool_state const& state, source_range where) {
    std::string const name(p.name);
    if (state.dice_case < 0)
      throw engine_error("no 'dice' item of pool '" + name + "' applies to this situation", where);
    pool_view out;
    out.name = name;
    out.ref = std::string(p.source.ref);
    out.line = p.source.line;
    auto const& c = p.cases[static_cast<std::size_t>(state.dice_case)];
    out.die = std::string(c.die);
    out.dice = state.dice;
    out.dice_text = std::string(c.text);
    for (auto const& st : p.strength)
      if (state.strength >> st.item & 1u) out.strength_lists.emplace_back(st.list);
    out.hit_modifier = std::string(p.hit_modifier);
    out.hit_modifier_is_list = p.hit_modifier_is_list;
    out.threshold = p.threshold;
    for (auto const& n : p.naturals) out.naturals.emplace_back(n.face, n.hits);
    for (std::size_t i = 0; i < p.natural_tests.size(); ++i)
      if (state.natural_tests >> i & 1u) out.natural_tests.emplace_back(p.natural_tests[i].face, std::string(p.natural_tests[i].test));
    out.deflects = p.has_deflect;
    out.deflected = state.deflected;
    out.deflect_text = std::string(p.deflect_text);
    out.limited = state.limit_case >= 0;
    out.limit = state.limit;
    if (out.limited) out.limit_text = std::string(p.limit_texts[static_cast<std::size_t>(state.limit_case)]);
    out.loss_steps = state.loss_steps;
    out.loss_per = state.loss_per;
    return out;
  }

  gen::sequence const& sequence(std::string const& name) const { return need(r_.sequences, name, "sequence"); }

  std::optional<std::int64_t> result_case(std::string const& name, std::size_t i, situation const& s) const {
    auto const& q = need(r_.sequences, name, "sequence");
    std::int64_t v = 0;
    if (!f_.result(index_of(r_.sequences, q), i, s, &v)) return std::nullopt;
    return v;
  }

  bool again_holds(std::string const& name, situation const& s) const {
    auto const& q = need(r_.sequences, name, "sequence");
    return f_.again(index_of(r_.sequences, q), s);
  }

  bool step_applies(std::string const& name, std::size_t step, situation const& s) const {
    auto const& q = need(r_.sequences, name, "sequence");
    return f_.step_applies(index_of(r_.sequences, q), step, s);
  }

  value step_situation(std::string const& name, std::size_t step, situation const& s) const {
    auto const& q = need(r_.sequences, name, "sequence");
    auto const& st = q.steps[step];
    value own = need_field(s, st.field);
    std::vector<std::int64_t> values(st.inputs.size());
    f_.step_inputs(index_of(r_.sequences, q), step, s, values.data());
    for (std::size_t i = 0; i < st.inputs.size(); ++i)
      set_field(own, std::string(st.inputs[i].field),
                st.inputs[i].flag ? bool_value(values[i] != 0) : number_value(values[i]));
    return own;
  }

  gen::ruleset const& rules() const { return r_; }

 private:
  template <class T>
  static T const& need(gen::span<T> items, std::string_view name, char const* what) {
    if (T const* found = gen::find(items, name)) return *found;
    throw engine_error(std::string("the ruleset has no ") + what + " '" + std::string(name) + "'");
  }

  template <class T>
  static std::size_t index_of(gen::span<T> items, T const& item) {
    return static_cast<std::size_t>(&item - items.begin());
  }

  modifier_sum modifiers_of(std::string_view list_name, situation const& s, std::vector<bool> const* members) const {
    auto const& list = need(r_.modifier_lists, list_name, "modifier list");
    // On the stack for a list of a usual length: the lists are read for every situation weighed.
    gen::verdict inline_verdicts[64];
    std::vector<gen::verdict> more(list.modifiers.size() > 64 ? list.modifiers.size() : 0);
    gen::verdict* const verdicts = more.empty() ? inline_verdicts : more.data();
    f_.verdicts(index_of(r_.modifier_lists, list), s, verdicts, members);
    modifier_sum out;
    out.total = gen::combine(list, verdicts);
    out.modifiers.reserve(list.modifiers.size());
    for (std::size_t i = 0; i < list.modifiers.size(); ++i) {
      auto const& m = list.modifiers[i];
      applied_modifier a;
      a.name = std::string(m.name);
      if (members && (i >= members->size() || !(*members)[i])) {  // left out: its name only
        out.modifiers.push_back(std::move(a));
        continue;
      }
      a.text = std::string(m.text);
      a.ref = std::string(m.source.ref);
      a.line = m.source.line;
      a.applies = verdicts[i].applies;
      a.delta = verdicts[i].delta;
      int const by = verdicts[i].removed_by;
      if (by >= 0) a.removed_by = std::string(list.modifiers[static_cast<std::size_t>(by)].name);
      if (by <= -2) a.removed_by = "group " + std::string(list.groups[static_cast<std::size_t>(-2 - by)].name);
      if (a.applies) out.raw += a.delta;
      out.modifiers.push_back(std::move(a));
    }
    if (members) {
      out.total = out.raw;  // a part of the list: the clamp is the whole's
      return out;
    }
    if (list.has_clamp) out.clamp = std::make_pair(list.clamp_low, list.clamp_high);
    return out;
  }

  static value const& need_field(situation const& s, std::string_view field) {
    return engine::need(s, std::string(field), "");
  }

  static std::vector<gen::key> keys_of(std::vector<value> const& keys) {
    std::vector<gen::key> out;
    for (auto const& k : keys) {
      if (k.k == value::kind::ratio) out.push_back(gen::ratio_key(k.attacker, k.defender));
      else if (k.k == value::kind::number) out.push_back(gen::int_key(k.number));
      else out.push_back(gen::name_key(k.text));
    }
    return out;
  }

  gen::ruleset const& r_;
  formulas const& f_;
};

}  // namespace herald::engine
