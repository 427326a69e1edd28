// Resolves expressions against a situation schema and types them.
#include <boost/variant/apply_visitor.hpp>
#include <boost/variant/get.hpp>

#include "model/resolver.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {
namespace {

type_desc integer_type() { return {type_desc::kind::integer, {}, {}}; }
type_desc boolean_type() { return {type_desc::kind::boolean, {}, {}}; }

bool is_unknown(type_desc const& t) { return t.k == type_desc::kind::unknown; }
bool is_integer(type_desc const& t) { return t.k == type_desc::kind::integer || is_unknown(t); }
bool is_boolean(type_desc const& t) { return t.k == type_desc::kind::boolean || is_unknown(t); }

bool comparable(type_desc const& a, type_desc const& b) {
  if (is_unknown(a) || is_unknown(b)) return true;
  if (a.k != b.k) return false;
  return a.k != type_desc::kind::enumeration || a.name == b.name;
}

bool is_comparison(std::string const& op) {
  return op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=";
}

}  // namespace

// Each ast node kind is resolved by one member of this visitor.
class expression_resolver {
 public:
  expression_resolver(resolver& r, scope const& s) : r_(r), s_(s) {}

  expr resolve(ast::expression const& e, std::string const& hint) {
    expr result = operand(e.first, hint);
    for (auto const& operation : e.rest) result = binary(std::move(result), operation);
    result.where = e.loc;
    return result;
  }

  expr operand(ast::operand const& o, std::string const& hint) {
    if (auto const* n = boost::get<ast::number>(&o)) {
      expr e;
      e.kind = expr::op::number;
      e.number = n->value();
      e.type = integer_type();
      e.where = n->loc;
      return e;
    }
    if (auto const* b = boost::get<ast::bool_lit>(&o)) {
      expr e;
      e.kind = expr::op::boolean;
      e.number = b->value ? 1 : 0;
      e.type = boolean_type();
      e.where = b->loc;
      return e;
    }
    if (auto const* p = boost::get<ast::path>(&o)) return path(*p, hint);
    if (auto const* u = boost::get<ast::unary>(&o)) {
      expr e;
      e.where = u->loc;
      e.args.push_back(operand(u->operand_, {}));
      if (u->op == "not") {
        e.kind = expr::op::negate;
        require(e.args[0], is_boolean(e.args[0].type), "'not' needs a condition");
        e.type = boolean_type();
      } else {
        e.kind = expr::op::minus;
        require(e.args[0], is_integer(e.args[0].type), "'-' needs a number");
        e.type = integer_type();
      }
      return e;
    }
    if (auto const* set = boost::get<ast::set_lit>(&o)) {
      r_.diags_.error(ids::type_mismatch, set->loc, "a set [...] may only follow 'in'");
      return unknown(set->loc);
    }
    auto const& inner = boost::get<ast::expression>(o);
    return resolve(inner, hint);
  }

 private:
  expr unknown(source_range where) {
    expr e;
    e.kind = expr::op::number;
    e.where = where;
    return e;
  }

  void require(expr const& e, bool ok, std::string const& message) {
    if (!ok) r_.diags_.error(ids::type_mismatch, e.where, message + " (this is " + e.type.text() + ")");
  }

  expr binary(expr lhs, ast::operation const& operation) {
    expr e;
    e.where = {lhs.where.file, lhs.where.begin, operation.loc.end};
    if (operation.op == "in") {
      e.kind = expr::op::in_set;
      e.name = "in";
      e.type = boolean_type();
      std::string hint = lhs.type.k == type_desc::kind::enumeration ? lhs.type.name : "";
      e.args.push_back(std::move(lhs));
      auto const& set = boost::get<ast::set_lit>(operation.rhs);
      for (auto const& item : set.items) {
        expr element = operand(item, hint);
        if (!comparable(e.args[0].type, element.type))
          r_.diags_.error(ids::type_mismatch, element.where,
                          "'" + element.text() + "' (" + element.type.text() +
                              ") cannot be compared with " + e.args[0].type.text());
        e.args.push_back(std::move(element));
      }
      return e;
    }
    std::string hint = lhs.type.k == type_desc::kind::enumeration ? lhs.type.name : "";
    expr rhs = operand(operation.rhs, hint);
    e.kind = expr::op::binary;
    e.name = operation.op;
    if (operation.op == "or" || operation.op == "and") {
      require(lhs, is_boolean(lhs.type), "'" + operation.op + "' needs conditions on both sides");
      require(rhs, is_boolean(rhs.type), "'" + operation.op + "' needs conditions on both sides");
      e.type = boolean_type();
    } else if (is_comparison(operation.op)) {
      if (!comparable(lhs.type, rhs.type))
        r_.diags_.error(ids::type_mismatch, e.where,
                        "cannot compare " + lhs.type.text() + " with " + rhs.type.text());
      bool ordered = operation.op != "==" && operation.op != "!=";
      if (ordered) require(lhs, is_integer(lhs.type), "'" + operation.op + "' compares numbers");
      e.type = boolean_type();
    } else {
      require(lhs, is_integer(lhs.type), "'" + operation.op + "' needs numbers");
      require(rhs, is_integer(rhs.type), "'" + operation.op + "' needs numbers");
      e.type = integer_type();
    }
    e.args.push_back(std::move(lhs));
    e.args.push_back(std::move(rhs));
    return e;
  }

  std::vector<std::string> visible_names() const {
    std::vector<std::string> names;
    for (auto const* record : {s_.element, s_.situation})
      if (record)
        for (auto const& f : record->fields) names.push_back(f.name);
    names.insert(names.end(), s_.builtins.begin(), s_.builtins.end());
    names.insert(names.end(), s_.slots.begin(), s_.slots.end());
    for (auto const& [name, t] : r_.out_.tables) names.push_back(name);
    for (auto const& [name, e] : r_.out_.enums)
      for (auto const& v : e.values) names.push_back(v.name);
    return names;
  }

  expr head(ast::identifier const& id, std::string const& hint) {
    expr e;
    e.where = id.loc;
    e.name = id.name;
    if (s_.slots.count(id.name)) {
      e.kind = expr::op::field;
      e.type = integer_type();
      return e;
    }
    for (auto const* record : {s_.element, s_.situation}) {
      if (!record) continue;
      if (field const* f = record->find(id.name)) {
        e.kind = expr::op::field;
        e.type = f->type;
        return e;
      }
    }
    if (s_.builtins.count(id.name)) {
      e.kind = expr::op::builtin;
      e.type = integer_type();
      return e;
    }
    if (!hint.empty()) {
      auto it = r_.out_.enums.find(hint);
      if (it != r_.out_.enums.end() && it->second.index_of(id.name)) {
        e.kind = expr::op::enum_value;
        e.type = {type_desc::kind::enumeration, hint, {}};
        return e;
      }
    }
    std::vector<std::string> owners;
    for (auto const& [name, en] : r_.out_.enums)
      if (en.index_of(id.name)) owners.push_back(name);
    if (owners.size() == 1) {
      e.kind = expr::op::enum_value;
      e.type = {type_desc::kind::enumeration, owners[0], {}};
      return e;
    }
    if (owners.size() > 1) {
      r_.diags_.error(ids::name_ambiguous, id.loc,
                      "'" + id.name + "' is a value of several enums (" + owners[0] + ", " +
                          owners[1] + "); compare it with a field of the intended enum");
      return unknown(id.loc);
    }
    // A chart declared `referenced` resolves like a table; reading it is refused, by name.
    if (r_.out_.tables.count(id.name) || r_.out_.band_tables.count(id.name) || r_.out_.referenced.count(id.name)) {
      e.kind = expr::op::table_ref;
      e.type = {type_desc::kind::table, id.name, {}};
      return e;
    }
    if (!s_.names_unknown) {
      std::string where = s_.situation ? " (situation '" + s_.situation->name + "' has no such field)" : "";
      std::string hint = did_you_mean(id.name, visible_names());
      r_.diags_.error(ids::name_undefined, id.loc, "unknown name '" + id.name + "'" + (hint.empty() ? where : hint));
    }
    return unknown(id.loc);
  }

  // `terrain_effect.fire`: a value named with its enum, never ambiguous.
  std::optional<expr> qualified_enum_value(ast::path const& p) {
    auto en = r_.out_.enums.find(p.head.name);
    if (en == r_.out_.enums.end() || p.steps.empty()) return std::nullopt;
    auto const* member = boost::get<ast::member_step>(&p.steps[0]);
    if (!member || member->call) return std::nullopt;
    if (s_.situation && s_.situation->find(p.head.name)) return std::nullopt;  // a field wins
    expr e;
    e.kind = expr::op::enum_value;
    e.name = member->name.name;
    e.qualified = true;
    e.type = {type_desc::kind::enumeration, en->first, {}};
    e.where = {p.head.loc.file, p.head.loc.begin, member->loc.end};
    if (!en->second.index_of(member->name.name)) {
      std::vector<std::string> names;
      for (auto const& v : en->second.values) names.push_back(v.name);
      r_.diags_.error(ids::name_undefined, member->name.loc,
                      "'" + member->name.name + "' is not a value of enum '" + en->first + "'" +
                          did_you_mean(member->name.name, names));
    }
    return e;
  }

  expr path(ast::path const& p, std::string const& hint) {
    if (auto value = qualified_enum_value(p)) {
      if (p.steps.size() > 1)
        r_.diags_.error(ids::type_mismatch, p.loc, "an enum value has no members");
      return *value;
    }
    expr current = head(p.head, p.steps.empty() ? hint : "");
    for (auto const& step : p.steps) {
      if (auto const* member = boost::get<ast::member_step>(&step))
        current = member_access(std::move(current), *member);
      else
        current = index(std::move(current), boost::get<ast::index_step>(step));
    }
    return current;
  }

  expr member_access(expr base, ast::member_step const& step) {
    source_range where{base.where.file, base.where.begin, step.loc.end};
    if (step.call) return call(std::move(base), step, where);
    expr e;
    e.kind = expr::op::member;
    e.name = step.name.name;
    e.where = where;
    if (is_unknown(base.type)) {
      e.args.push_back(std::move(base));
      return e;
    }
    auto record = r_.out_.records.find(base.type.name);
    if (base.type.k != type_desc::kind::record || record == r_.out_.records.end()) {
      std::string hint = base.type.k == type_desc::kind::list
                             ? " (a list: use .any(...), .all(...), .count(...), .sum(...), .max(...) or .min(...))"
                             : "";
      r_.diags_.error(ids::type_mismatch, step.name.loc,
                      "'" + base.text() + "' (" + base.type.text() + ") has no field '" +
                          step.name.name + "'" + hint);
      e.args.push_back(std::move(base));
      return e;
    }
    field const* f = record->second.find(step.name.name);
    if (!f) {
      std::vector<std::string> names;
      for (auto const& candidate : record->second.fields) names.push_back(candidate.name);
      std::string owner = record->first == next_cell_record ? "the cells of this table have no slot '"
                                                            : "record '" + record->first + "' has no field '";
      r_.diags_.error(ids::name_undefined, step.name.loc,
                      owner + step.name.name + "'" + did_you_mean(step.name.name, names));
    } else {
      e.type = f->type;
    }
    e.args.push_back(std::move(base));
    return e;
  }

  expr call(expr base, ast::member_step const& step, source_range where) {
    static std::set<std::string> const conditions = {"any", "all", "none"};
    static std::set<std::string> const numbers = {"sum", "max", "min"};
    std::string const& name = step.name.name;
    expr e;
    e.kind = expr::op::call;
    e.name = name;
    e.where = where;
    bool known = conditions.count(name) || numbers.count(name) || name == "count";
    if (!known) {
      r_.diags_.error(ids::name_undefined, step.name.loc,
                      "unknown list operation '" + name + "'" +
                          did_you_mean(name, {"any", "all", "none", "count", "sum", "max", "min"}));
    }
    record_type const* element = nullptr;
    if (base.type.k == type_desc::kind::list) {
      auto it = r_.out_.records.find(base.type.name);
      if (it != r_.out_.records.end()) element = &it->second;
    } else if (!is_unknown(base.type)) {
      r_.diags_.error(ids::type_mismatch, step.name.loc,
                      "'" + name + "(...)' applies to a list, not to " + base.type.text());
    }
    auto const& args = step.call->args;
    e.args.push_back(std::move(base));
    if (args.size() > 1)
      r_.diags_.error(ids::type_mismatch, step.call->loc, "'" + name + "' takes one argument");
    if (!args.empty()) {
      scope inner = s_;
      inner.element = element;
      expr arg = expression_resolver(r_, inner).resolve(args[0], {});
      if (conditions.count(name) || name == "count")
        require(arg, is_boolean(arg.type), "'" + name + "' needs a condition on each element");
      if (numbers.count(name)) require(arg, is_integer(arg.type), "'" + name + "' needs a number");
      e.args.push_back(std::move(arg));
    } else if (numbers.count(name) || conditions.count(name)) {
      r_.diags_.error(ids::type_mismatch, step.call->loc, "'" + name + "' needs an argument");
    }
    e.type = conditions.count(name) ? boolean_type() : integer_type();
    return e;
  }

  expr index(expr base, ast::index_step const& step) {
    expr e;
    e.kind = expr::op::index;
    e.where = {base.where.file, base.where.begin, step.loc.end};
    if (base.kind != expr::op::table_ref && base.kind != expr::op::index && !is_unknown(base.type))
      r_.diags_.error(ids::type_mismatch, step.loc,
                      "only a table can be indexed, not " + base.type.text());
    // The key's type must be its axis level's: `artillery_strength[artillery][troops]` with
    // `troops` a truth value indexes no column (the Troops column is artillery_column.troops).
    axis_level const* level = level_indexed(base);
    std::string hint = level && level->k == axis_level::kind::enumeration ? level->domain : std::string();
    e.args.push_back(std::move(base));
    e.args.push_back(resolve(step.index, hint));
    if (level && level->valid) check_key(e.args.back(), *level);
    e.type = {};  // a cell: its slots are typed by the table's cell type
    return e;
  }

  // The axis level that one more [...] on `base` indexes (rows' levels, then columns'), if known.
  axis_level const* level_indexed(expr const& base) const {
    std::size_t depth = 0;
    expr const* at = &base;
    while (at->kind == expr::op::index) {
      ++depth;
      at = &at->args.at(0);
    }
    if (at->kind != expr::op::table_ref) return nullptr;
    auto t = r_.out_.tables.find(at->name);
    if (t == r_.out_.tables.end()) return nullptr;  // a chart cited but not printed has no axes
    auto const& rows = t->second.rows.levels;
    auto const& columns = t->second.columns.levels;
    if (depth < rows.size()) return &rows[depth];
    if (depth - rows.size() < columns.size()) return &columns[depth - rows.size()];
    return nullptr;
  }

  void check_key(expr const& key, axis_level const& level) {
    if (is_unknown(key.type)) return;
    bool fits = true;
    if (level.k == axis_level::kind::enumeration)
      fits = key.type.k == type_desc::kind::enumeration && key.type.name == level.domain;
    else if (level.k == axis_level::kind::int_range)
      fits = key.type.k == type_desc::kind::integer;
    else
      fits = key.type.k != type_desc::kind::boolean && key.type.k != type_desc::kind::enumeration;
    if (fits) return;
    std::string hint;  // a field that shadows a key of the same name: `troops` for target_kind.troops
    if (level.k == axis_level::kind::enumeration && key.kind == expr::op::field)
      if (auto en = r_.out_.enums.find(level.domain); en != r_.out_.enums.end() && en->second.index_of(key.name))
        hint = "; the key is written " + level.domain + "." + key.name;
    r_.diags_.error(ids::type_mismatch, key.where,
                    "'" + key.text() + "' (" + key.type.text() + ") is not a key of this level of the table (" +
                        level.domain + ")" + hint);
  }

  resolver& r_;
  scope const& s_;
};

expr resolver::resolve(ast::expression const& e, scope const& s, std::string const& enum_hint) {
  return expression_resolver(*this, s).resolve(e, enum_hint);
}

expr resolver::resolve_condition(ast::expression const& e, scope const& s) {
  expr result = resolve(e, s);
  if (!is_boolean(result.type))
    diags_.error(ids::type_mismatch, result.where,
                 "a condition must be true or false, but '" + result.text() + "' is " +
                     result.type.text());
  return result;
}

expr resolver::resolve_integer(ast::expression const& e, scope const& s) {
  expr result = resolve(e, s);
  if (!is_integer(result.type))
    diags_.error(ids::type_mismatch, result.where,
                 "a number is needed, but '" + result.text() + "' is " + result.type.text());
  return result;
}

}  // namespace herald::model
