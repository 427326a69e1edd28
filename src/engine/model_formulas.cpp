// The model's expressions evaluated for the layout's tables, item by item (model_formulas.hpp).
#include "engine/model_formulas.hpp"

#include <charconv>

#include "model/situation_eval.hpp"

namespace herald::engine {
namespace {

template <class Map>
auto in_name_order(Map const& items) {
  std::vector<typename Map::mapped_type const*> out;
  out.reserve(items.size());
  for (auto const& [name, item] : items) out.push_back(&item);
  return out;
}

// The situation is what is refused; the expression that met the refusal is a note.
[[noreturn]] void refuse(model::evaluation_error const& e, std::string const& context) {
  engine_error out(context + ": " + e.what());
  out.rule_where = e.where;
  throw out;
}

// `f()`, its evaluation error refused in `context()` (worded only then: the evaluations are many).
template <class Context, class F>
auto guarded(Context&& context, F&& f) {
  try {
    return f();
  } catch (model::evaluation_error const& e) {
    refuse(e, context());
  }
}

std::int64_t number_in(std::string const& arg) {
  std::int64_t out = 0;
  std::from_chars(arg.data(), arg.data() + arg.size(), out);
  return out;
}

}  // namespace

model_formulas::model_formulas(model::ruleset const& rules)
    : rules_(rules),
      lists_(in_name_order(rules.modifier_lists)),
      tests_(in_name_order(rules.tests)),
      pools_(in_name_order(rules.pools)),
      sequences_(in_name_order(rules.sequences)) {}

void model_formulas::verdicts(std::size_t list, situation const& s, gen::verdict* out,
                              std::vector<bool> const* members) const {
  model::modifier_list const& l = *lists_.at(list);
  model::situation_env env{rules_, s, {}};
  for (std::size_t i = 0; i < l.modifiers.size(); ++i) {
    if (members && (i >= members->size() || !(*members)[i])) continue;  // neither evaluated nor applied
    auto const& m = l.modifiers[i];
    guarded([&] { return l.name + "." + m.name; }, [&] {
      out[i].applies = !m.condition || model::evaluate_condition(*m.condition, env);
      // A computed delta is read only when the modifier applies: an NA cell
      // under a false condition does not refuse the situation.
      out[i].delta = m.delta ? *m.delta : out[i].applies ? model::evaluate_integer(*m.computed, env) : 0;
      return true;
    });
  }
}

int model_formulas::decide(std::size_t test, situation const& s, std::int64_t natural, std::int64_t total) const {
  model::die_test const& t = *tests_.at(test);
  model::situation_env env{rules_, s, {{"natural", natural}, {"total", total}}};
  return guarded([&] { return t.name; }, [&] {
    for (std::size_t i = 0; i < t.rules.size(); ++i)
      if (model::evaluate_condition(t.rules[i].condition, env)) return static_cast<int>(i);
    return -1;
  });
}

void model_formulas::pool(std::size_t pool, situation const& s, gen::pool_state& out) const {
  model::dice_pool const& p = *pools_.at(pool);
  model::situation_env env{rules_, s, {}};
  int dice_cases = 0, limit_cases = 0, natural_tests = 0, strength_items = 0;
  for (auto const& item : p.items) {
    auto context = [&] { return p.name + "." + item.keyword; };
    auto holds = [&] { return guarded(context, [&] { return !item.condition || model::evaluate_condition(*item.condition, env); }); };
    auto amount = [&] { return guarded(context, [&] { return model::evaluate_integer(*item.amount, env); }); };
    if (item.keyword == "dice" && item.amount) {
      if (out.dice_case < 0 && holds()) out.dice_case = dice_cases, out.dice = amount();
      ++dice_cases;
    } else if (item.keyword == "strength") {
      if (holds()) out.strength |= std::uint64_t{1} << strength_items;
      ++strength_items;
    } else if (item.keyword == "natural" && item.args.size() == 3) {
      if (holds()) out.natural_tests |= std::uint64_t{1} << natural_tests;
      ++natural_tests;
    } else if (item.keyword == "deflect") {
      if (!item.amount)
        throw engine_error("pool '" + p.name + "' names the table '" + (item.args.empty() ? "" : item.args[0]) +
                           "' without its cell: write deflect (TABLE[row][column]); so that the hits deflected "
                           "can be read");
      out.deflected = amount();
    } else if (item.keyword == "limit" && item.amount) {
      if (out.limit_case < 0 && holds()) out.limit_case = limit_cases, out.limit = amount();
      ++limit_cases;
    } else if (item.keyword == "loss" && item.args.size() == 2 && !out.loss_found && holds()) {
      out.loss_found = true;  // the first case that holds (a phalanx loses one step per two hits, C26.0)
      out.loss_steps = number_in(item.args[0]);
      out.loss_per = number_in(item.args[1]);
    }
  }
}

bool model_formulas::step_applies(std::size_t sequence, std::size_t step, situation const& s) const {
  model::sequence const& q = *sequences_.at(sequence);
  auto const& st = q.steps.at(step);
  if (!st.condition) return true;
  model::situation_env env{rules_, s, {}};
  return guarded([&] { return q.name + "." + st.name; }, [&] { return model::evaluate_condition(*st.condition, env); });
}

void model_formulas::step_inputs(std::size_t sequence, std::size_t step, situation const& s, std::int64_t* values) const {
  model::sequence const& q = *sequences_.at(sequence);
  auto const& st = q.steps.at(step);
  model::situation_env env{rules_, s, {}};
  for (std::size_t i = 0; i < st.inputs.size(); ++i) {
    auto const& [field, e] = st.inputs[i];
    values[i] = guarded([&, &field = field] { return q.name + "." + st.name + " with " + field; }, [&, &e = e] {
      return e.type.k == model::type_desc::kind::boolean ? std::int64_t{model::evaluate_condition(e, env)}
                                                         : model::evaluate_integer(e, env);
    });
  }
}

bool model_formulas::again(std::size_t sequence, situation const& s) const {
  model::sequence const& q = *sequences_.at(sequence);
  if (!q.again) return false;
  model::situation_env env{rules_, s, {}};
  return guarded([&] { return q.name + ".again"; }, [&] { return model::evaluate_condition(*q.again, env); });
}

bool model_formulas::result(std::size_t sequence, std::size_t i, situation const& s, std::int64_t* value) const {
  model::sequence const& q = *sequences_.at(sequence);
  auto const& r = q.results.at(i);
  model::situation_env env{rules_, s, {}};
  return guarded([&] { return q.name + "." + r.name; }, [&] {
    if (r.condition && !model::evaluate_condition(*r.condition, env)) return false;
    *value = model::evaluate_integer(r.value, env);
    return true;
  });
}

}  // namespace herald::engine
