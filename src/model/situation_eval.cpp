// Evaluates a ruleset's expressions over a situation value, table lookups included.
#include "model/situation_eval.hpp"

#include <algorithm>

namespace herald::model {
namespace {

key key_of(value const& v) {
  key k;
  if (v.k == value::kind::ratio) {
    k.k = key::kind::ratio;
    k.attacker = v.attacker;
    k.defender = v.defender;
  } else if (v.k == value::kind::number) {
    k.k = key::kind::integer;
    k.number = v.number;
  } else {
    k.name = v.text;
  }
  return k;
}

// a/b <= c/d for non-negative ratios (b, d > 0 or the ratio 0/1).
bool ratio_not_above(key const& step, key const& odds) {
  return std::uint64_t(step.attacker) * odds.defender <= std::uint64_t(odds.attacker) * step.defender;
}

bool row_matches(axis const& rows, row const& r, key_path const& wanted) {
  return std::any_of(r.keys.begin(), r.keys.end(), [&](key_path const& kp) { return kp == wanted; }) &&
         !rows.levels.empty();
}

row const* find_row(table const& t, key_path const& wanted) {
  bool steps = t.rows.levels.size() == 1 && t.rows.levels[0].k == axis_level::kind::ratio_steps;
  if (!steps) {
    for (auto const& r : t.rows_)
      if (row_matches(t.rows, r, wanted)) return &r;
    return nullptr;
  }
  // Ratio steps: the greatest step not above the odds (rounds in favour of the defender).
  row const* best = nullptr;
  for (auto const& r : t.rows_) {
    if (r.keys.empty() || r.keys[0].empty()) continue;
    key const& step = r.keys[0][0];
    if (!ratio_not_above(step, wanted[0])) continue;
    if (!best || ratio_not_above(best->keys[0][0], step)) best = &r;
  }
  return best;
}

// "[Ar][4]": a cell's keys as they follow a table's name.
std::string key_text(key_path const& kp) {
  std::string out;
  for (auto const& k : kp) out += "[" + k.text() + "]";
  return out;
}

class evaluator {
 public:
  explicit evaluator(situation_env const& env) : env_(env) {}

  scalar eval(expr const& e, value const* element) {
    switch (e.kind) {
      case expr::op::number: return e.number;
      case expr::op::boolean: return e.number != 0;
      case expr::op::enum_value: return e.name;
      case expr::op::builtin: {
        auto it = env_.builtins.find(e.name);
        if (it == env_.builtins.end()) throw evaluation_error(e.where, "'" + e.name + "' has no value here");
        return it->second;
      }
      case expr::op::field:
      case expr::op::member: {
        if (e.kind == expr::op::member && e.args.at(0).kind == expr::op::index)
          return cell_of(e.args[0], element, e.name);
        return scalar_of(path(e, element), e);
      }
      case expr::op::index: return cell_of(e, element, {});
      case expr::op::call: return call(e, element);
      case expr::op::negate: return !as_bool(eval(e.args.at(0), element), e.args[0]);
      case expr::op::minus: return -as_integer(eval(e.args.at(0), element), e.args[0]);
      case expr::op::in_set: {
        scalar v = eval(e.args.at(0), element);
        return std::any_of(e.args.begin() + 1, e.args.end(),
                           [&](expr const& item) { return eval(item, element) == v; });
      }
      case expr::op::binary: return binary(e, element);
      case expr::op::table_ref: break;
    }
    throw evaluation_error(e.where, "'" + e.text() + "' is a table: index it with [..]");
  }

 private:
  scalar binary(expr const& e, value const* element) {
    auto const op = binary_op_of(e.name);
    if (op == binary_op::logical_and)
      return as_bool(eval(e.args[0], element), e.args[0]) && as_bool(eval(e.args[1], element), e.args[1]);
    if (op == binary_op::logical_or)
      return as_bool(eval(e.args[0], element), e.args[0]) || as_bool(eval(e.args[1], element), e.args[1]);
    scalar a = eval(e.args[0], element), b = eval(e.args[1], element);
    if (is_arithmetic(op)) return arithmetic(op, as_integer(a, e.args[0]), as_integer(b, e.args[1]), e);
    return compare_scalars(op, a, b, e);
  }

  // The value a field or member path names; throws when the situation lacks it.
  value const& path(expr const& e, value const* element) {
    if (e.kind == expr::op::field) {
      if (element)
        if (value const* v = find_field(*element, e.name)) return *v;
      if (value const* v = find_field(env_.situation, e.name)) return *v;
      throw evaluation_error(e.where, "the situation gives no '" + e.name + "'");
    }
    if (e.kind == expr::op::member) {
      value const& base = path(e.args.at(0), element);
      if (value const* v = find_field(base, e.name)) return *v;
      throw evaluation_error(e.where, "the situation gives no '" + e.text() + "'");
    }
    throw evaluation_error(e.where, "'" + e.text() + "' is not a field of the situation");
  }

  static scalar scalar_of(value const& v, expr const& e) {
    switch (v.k) {
      case value::kind::number: return v.number;
      case value::kind::boolean: return v.boolean;
      case value::kind::name:
      case value::kind::text: return v.text;
      default: throw evaluation_error(e.where, "'" + e.text() + "' is not a single value");
    }
  }

  scalar call(expr const& e, value const* element) {
    value const& list = path(e.args.at(0), element);
    if (list.k != value::kind::list) throw evaluation_error(e.where, "'" + e.args[0].text() + "' is not a list");
    std::string const& op = e.name;
    if (op == "count" && e.args.size() == 1) return static_cast<std::int64_t>(list.items.size());
    expr const& arg = e.args.at(1);
    bool const counts = op == "any" || op == "all" || op == "none" || op == "count";
    bool const keeps_max = op == "max";
    std::int64_t count = 0, sum = 0;
    std::optional<std::int64_t> best;
    for (auto const& item : list.items) {
      scalar v = eval(arg, &item);
      if (counts) {
        count += as_bool(v, arg) ? 1 : 0;
      } else {
        std::int64_t n = as_integer(v, arg);
        sum += n;
        if (!best || (keeps_max ? n > *best : n < *best)) best = n;
      }
    }
    auto const size = static_cast<std::int64_t>(list.items.size());
    if (op == "any") return count > 0;
    if (op == "all") return count == size;  // true on an empty list, as in logic
    if (op == "none") return count == 0;
    if (op == "count") return count;
    if (op == "sum") return sum;
    if (!best) throw evaluation_error(e.where, "'" + e.text() + "' of an empty list");
    return *best;
  }

  scalar cell_of(expr const& e, value const* element, std::string const& slot) {
    std::vector<value> keys;
    expr const* base = &e;
    while (base->kind == expr::op::index) {
      keys.insert(keys.begin(), key_value(base->args.at(1), element));
      base = &base->args.at(0);
    }
    if (base->kind != expr::op::table_ref) throw evaluation_error(e.where, "only a table can be indexed");
    if (auto r = env_.rules.referenced.find(base->name); r != env_.rules.referenced.end())
      throw evaluation_error(e.where, not_printed_message(r->second));
    cell_address at = lookup_cell(env_.rules, base->name, keys);
    if (!at.c) throw evaluation_error(e.where, "no cell " + at.text + " in the table");
    return cell_number(env_.rules, *at.t, *at.c, slot, at.text, e.where);
  }

  value key_value(expr const& e, value const* element) {
    if (e.kind == expr::op::field || e.kind == expr::op::member) {
      value const& v = path(e, element);
      if (v.k == value::kind::ratio || v.k == value::kind::number || v.k == value::kind::name) return v;
    }
    scalar s = eval(e, element);
    value v;
    if (auto const* n = std::get_if<std::int64_t>(&s)) {
      v.k = value::kind::number;
      v.number = *n;
    } else if (auto const* name = std::get_if<std::string>(&s)) {
      v.k = value::kind::name;
      v.text = *name;
    } else {
      throw evaluation_error(e.where, "'" + e.text() + "' is not a table key");
    }
    return v;
  }

  situation_env const& env_;
};

}  // namespace

cell_address lookup_cell(ruleset const& rules, std::string const& table_name, std::vector<value> const& keys) {
  cell_address out;
  auto it = rules.tables.find(table_name);
  key_path all;
  for (auto const& k : keys) all.push_back(key_of(k));
  out.text = table_name + key_text(all);
  if (it == rules.tables.end()) return out;
  table const& t = it->second;
  out.t = &t;
  std::size_t row_levels = t.rows.levels.size();
  if (all.size() != row_levels + t.columns.levels.size()) return out;
  key_path row_key(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(row_levels));
  key_path column_key(all.begin() + static_cast<std::ptrdiff_t>(row_levels), all.end());
  row const* r = find_row(t, row_key);
  if (!r) return out;
  auto column = std::find(t.column_keys.begin(), t.column_keys.end(), column_key);
  auto index = static_cast<std::size_t>(column - t.column_keys.begin());
  if (column == t.column_keys.end() || index >= r->cells.size()) return out;
  out.text = table_name + key_text(r->keys.front()) + key_text(column_key);
  out.c = &r->cells[index];
  return out;
}

std::int64_t cell_number(ruleset const& rules, table const&, cell const& c, std::string const& slot,
                         std::string const& cell_name, source_range where) {
  std::vector<slot_value const*> numbers;
  std::vector<slot_value const*> symbols;
  for (auto const& s : c.slots) (s.kind == slot_kind::symbol ? symbols : numbers).push_back(&s);
  if (!slot.empty())
    for (auto const* s : numbers)
      if (s->slot == slot) return s->number;
  if (numbers.size() == 1) return numbers[0]->number;
  if (numbers.size() > 1)
    throw evaluation_error(where, cell_name + " is '" + c.text + "': name the part to read (." +
                                      numbers[0]->slot + " or ." + numbers[1]->slot + ")");
  // Symbols: the one that counts as a number (NE in "NE / B"; B only blocks
  // the line of sight and has no value); refused when none does.
  symbol const* valued = nullptr;
  for (auto const* s : symbols) {
    auto sym = rules.symbols.find(s->symbol);
    if (sym != rules.symbols.end() && sym->second.value) {
      if (valued) throw evaluation_error(where, cell_name + " is '" + c.text + "': two symbols count as numbers");
      valued = &sym->second;
    }
  }
  if (valued) return *valued->value;
  if (!symbols.empty()) {
    auto sym = rules.symbols.find(symbols[0]->symbol);
    std::string label;
    if (sym != rules.symbols.end() && !sym->second.label.empty()) label = ": " + sym->second.label.begin()->second;
    if (sym != rules.symbols.end() && sym->second.label.count("en")) label = ": " + sym->second.label.at("en");
    throw evaluation_error(where, cell_name + " is " + (symbols.size() == 1 ? symbols[0]->symbol : "'" + c.text + "'") + label);
  }
  throw evaluation_error(where, cell_name + " is '" + c.text + "', which is not a number");
}

scalar evaluate(expr const& e, situation_env const& env) { return evaluator(env).eval(e, nullptr); }

bool evaluate_condition(expr const& e, situation_env const& env) {
  scalar v = evaluate(e, env);
  if (auto const* b = std::get_if<bool>(&v)) return *b;
  throw evaluation_error(e.where, "'" + e.text() + "' is not true or false");
}

std::int64_t evaluate_integer(expr const& e, situation_env const& env) {
  scalar v = evaluate(e, env);
  if (auto const* n = std::get_if<std::int64_t>(&v)) return *n;
  throw evaluation_error(e.where, "'" + e.text() + "' is not a number");
}

}  // namespace herald::model
