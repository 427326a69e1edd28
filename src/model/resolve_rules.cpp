// Resolves modifier lists, state transitions, die tests, dice pools and examples.
#include <algorithm>
#include <boost/variant/get.hpp>
#include <set>

#include "model/eval.hpp"
#include "model/resolver.hpp"
#include "model/value_check.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {

record_type const* resolver::find_situation(ast::identifier const& name) {
  auto it = out_.records.find(name.name);
  if (it != out_.records.end() && it->second.is_situation) return &it->second;
  if (it != out_.records.end()) {
    diags_.error(ids::name_undefined, name.loc,
                 "'" + name.name + "' is a record, not a situation (declare it with 'situation')");
    return nullptr;
  }
  std::vector<std::string> names;
  for (auto const& [n, r] : out_.records)
    if (r.is_situation) names.push_back(n);
  diags_.error(ids::name_undefined, name.loc,
               "unknown situation '" + name.name + "'" + did_you_mean(name.name, names));
  return nullptr;
}

roll_spec resolver::resolve_roll(ast::roll_spec const& r) {
  roll_spec out;
  out.count = r.count.value_or(1);
  out.die = r.die.name;
  out.opposed = r.opposed;
  if (!out_.dice.count(out.die)) {
    diags_.error(ids::name_undefined, r.die.loc, "unknown die '" + out.die + "'" + did_you_mean(out.die, keys_of(out_.dice)));
  }
  if (out.count == 0) diags_.error(ids::range_inverted, r.loc, "a roll needs at least one die");
  for (auto const& term : r.terms) {
    out.terms.emplace_back(term.sign, term.name.name);
    // Modifier lists may be declared after the roll that adds them: checked in run().
  }
  return out;
}

modifier resolver::resolve_modifier(ast::modifier_decl const& decl, record_type const* situation,
                                    std::string const& origin, provenance const& list_prov) {
  modifier m;
  m.name = decl.name.name;
  m.origin = origin;
  m.prov = to_prov(decl.prov, decl.loc);
  if (m.prov.ref.empty()) m.prov.ref = list_prov.ref;
  if (decl.text) m.text = decl.text->value;
  scope s;
  s.situation = situation;
  s.names_unknown = situation == nullptr;  // reported once at the list
  if (auto const* n = boost::get<ast::number>(&decl.amount.value)) {
    m.delta = n->value();
    if (n->sign == 0 && n->magnitude != 0)
      diags_.error(ids::type_mismatch, n->loc,
                   "a modifier is signed: write +" + std::to_string(n->magnitude) + " or -" +
                       std::to_string(n->magnitude));
  } else {
    m.computed = resolve_integer(boost::get<ast::expression>(decl.amount.value), s);
  }
  if (decl.condition) m.condition = resolve_condition(*decl.condition, s);
  for (auto const& e : decl.excludes) m.excludes.push_back(e.name);
  return m;
}

modifier_list resolver::resolve_modifiers(ast::modifiers_decl const& decl, std::string const& origin) {
  auto list = named<modifier_list>(decl);
  list.situation = decl.situation.name;
  record_type const* situation = find_situation(decl.situation);
  std::map<std::string, source_range> names;
  for (auto const& item : decl.items) {
    if (auto const* c = boost::get<ast::cumulative_decl>(&item)) {
      list.cumulative = true;
      list.cumulative_prov = to_prov(c->prov, c->loc);
    } else if (auto const* c = boost::get<ast::clamp_decl>(&item)) {
      if (c->low.value() > c->high.value())
        diags_.error(ids::range_inverted, c->loc, "clamp " + source_text(c->low.loc) + ".." +
                                                    source_text(c->high.loc) + " is empty");
      list.clamp = std::make_pair(c->low.value(), c->high.value());
      list.clamp_prov = to_prov(c->prov, c->loc);
    } else if (auto const* g = boost::get<ast::group_decl>(&item)) {
      modifier_group group{g->name.name, g->policy, {}, to_prov(g->prov, g->loc)};
      for (auto const& m : g->members) group.members.push_back(m.name);
      list.groups.push_back(std::move(group));
    } else if (auto const* n = boost::get<ast::note_decl>(&item)) {
      list.notes.push_back(to_note(*n));
    } else {
      auto const& m = boost::get<ast::modifier_decl>(item);
      if (!define(names, "modifier", m.name)) continue;
      list.modifiers.push_back(resolve_modifier(m, situation, origin, list.prov));
    }
  }
  // Names that groups and exclusions refer to must be modifiers of this list.
  auto check_member = [&](std::string const& name, source_range where) {
    if (names.count(name)) return;
    diags_.error(ids::name_undefined, where,
                 "'" + name + "' is not a modifier of '" + list.name + "'" + did_you_mean(name, keys_of(names)));
  };
  for (auto const& item : decl.items) {
    if (auto const* g = boost::get<ast::group_decl>(&item))
      for (auto const& m : g->members) check_member(m.name, m.loc);
    if (auto const* m = boost::get<ast::modifier_decl>(&item))
      for (auto const& e : m->excludes) check_member(e.name, e.loc);
  }
  return list;
}

transition_table resolver::resolve_transitions(ast::transitions_decl const& decl) {
  auto t = named<transition_table>(decl);
  t.results = decl.results.name;
  std::vector<enum_type const*> dims;
  auto find_enum = [&](ast::identifier const& id) -> enum_type const* {
    auto it = out_.enums.find(id.name);
    if (it != out_.enums.end()) return &it->second;
    unknown_enum(id);
    return nullptr;
  };
  for (auto const& d : decl.dimensions) {
    t.dimensions.push_back(d.name);
    dims.push_back(find_enum(d));
  }
  enum_type const* results = find_enum(decl.results);
  auto check_word = [&](ast::identifier const& w, enum_type const* en) {
    if (!en || w.name == "*" || en->index_of(w.name)) return;
    std::vector<std::string> names;
    for (auto const& v : en->values) names.push_back(v.name);
    diags_.error(ids::name_undefined, w.loc,
                 "'" + w.name + "' is not a value of enum '" + en->name + "'" + did_you_mean(w.name, names));
  };
  for (auto const& item : decl.items) {
    if (auto const* n = boost::get<ast::note_decl>(&item)) {
      t.notes.push_back(to_note(*n));
      continue;
    }
    auto const& tr = boost::get<ast::transition>(item);
    transition out;
    out.result = tr.result.name;
    out.prov = to_prov(tr.prov, tr.loc);
    if (out.prov.ref.empty()) out.prov.ref = t.prov.ref;
    if (tr.text) out.text = tr.text->value;
    check_word(tr.result, results);
    if (tr.from.size() != dims.size())
      diags_.error(ids::type_mismatch, tr.loc,
                   "a state has " + std::to_string(dims.size()) + " part(s), one per dimension of 'over' (" +
                       std::to_string(tr.from.size()) + " given before '->')");
    // Values are checked against their dimension only when the parts line
    // up; otherwise every part would be reported against the wrong enum.
    bool const from_lines_up = tr.from.size() == dims.size();
    for (std::size_t i = 0; i < tr.from.size(); ++i) {
      out.from.push_back(tr.from[i].name);
      if (tr.from[i].name == "eliminated")
        diags_.error(ids::type_mismatch, tr.from[i].loc, "'eliminated' can only follow '->'");
      else if (from_lines_up)
        check_word(tr.from[i], dims[i]);
    }
    bool eliminated = tr.to.size() == 1 && tr.to[0].name == "eliminated";
    if (!eliminated && tr.to.size() != dims.size() && from_lines_up)
      diags_.error(ids::type_mismatch, tr.loc,
                   "a state has " + std::to_string(dims.size()) + " part(s) (" + std::to_string(tr.to.size()) +
                       " given after '->')");
    for (std::size_t i = 0; i < tr.to.size(); ++i) {
      out.to.push_back(tr.to[i].name);
      if (!eliminated && tr.to.size() == dims.size()) check_word(tr.to[i], dims[i]);
    }
    t.transitions.push_back(std::move(out));
  }
  return t;
}

die_test resolver::resolve_test(ast::test_decl const& decl) {
  auto t = named<die_test>(decl);
  t.situation = decl.situation.name;
  scope s;
  s.situation = find_situation(decl.situation);
  s.names_unknown = s.situation == nullptr;
  s.builtins = {"natural", "total"};
  for (auto const& item : decl.items) {
    if (auto const* r = boost::get<ast::roll_decl>(&item)) {
      t.roll = resolve_roll(r->roll);
    } else if (auto const* rule = boost::get<ast::test_rule>(&item)) {
      t.rules.push_back({rule->verdict == "succeed", resolve_condition(rule->condition, s),
                         to_prov(rule->prov, rule->loc), rule->text ? rule->text->value : std::string()});
    } else {
      auto const& n = boost::get<ast::note_decl>(item);
      t.notes.push_back(to_note(n));
    }
  }
  // A test that reads no roll (the charge's result, decided on its losses, B11.9.1) needs none.
  bool reads_roll = false;
  for (auto const& r : t.rules) {
    std::vector<std::string> names;
    collect_names(r.condition, names);
    for (auto const& n : names) reads_roll = reads_roll || n == "natural" || n == "total";
  }
  if (!t.roll && reads_roll)
    diags_.error(ids::test_no_roll, decl.name.loc, "test '" + t.name + "' reads 'natural' or 'total' but has no 'roll'");
  return t;
}

// What each pool item names must exist: the die, the table of deflected
// hits, the modifier (a situation field or a modifier list) added to a die.
void resolver::check_pool_item(ast::pool_item const& item) {
  auto name_at = [&](std::size_t i) -> ast::identifier const* {
    return i < item.args.size() ? boost::get<ast::identifier>(&item.args[i]) : nullptr;
  };
  auto number_at = [&](std::size_t i) -> ast::number const* {
    return i < item.args.size() ? boost::get<ast::number>(&item.args[i]) : nullptr;
  };
  auto fail = [&](source_range where, std::string const& message) { diags_.error(ids::pool_item, where, message); };
  if (item.keyword == "dice") {
    auto const* die = item.args.size() == 1 ? name_at(0) : nullptr;
    if (!die) return fail(item.loc, "'dice' names one die: dice (expression) d6");
    if (!out_.dice.count(die->name)) {
      diags_.error(ids::name_undefined, die->loc, "unknown die '" + die->name + "'" + did_you_mean(die->name, keys_of(out_.dice)));
    }
  } else if (item.keyword == "hit") {
    // Its name (a field of the situation or a modifier list) is checked once every list is known.
    if (!name_at(0) || !number_at(1)) return fail(item.loc, "'hit' reads: hit when die + MODIFIER >= NUMBER");
  } else if (item.keyword == "natural") {
    // `natural 6 test broken_lances`: a roll of the test for each such face (B11.11); the
    // test's name is checked once every test is known (resolve.cpp), as tests may come later.
    auto const* outcome = name_at(1);
    bool const test = item.args.size() == 3 && outcome && outcome->name == "test" && name_at(2);
    bool const hits = item.args.size() == 2 && outcome && (outcome->name == "hits" || outcome->name == "misses");
    if (!number_at(0) || !(test || hits))
      return fail(item.loc, "'natural' reads: natural NUMBER hits; natural NUMBER misses; or natural NUMBER test TEST;");
    if (hits && item.condition) return fail(item.condition->loc, "'natural NUMBER hits' takes no condition");
  } else if (item.keyword == "deflect") {
    if (item.amount && item.args.empty()) return;  // deflect (armor_deflection[target.armor][weapon]);
    auto const* table_name = item.args.size() == 1 && !item.amount ? name_at(0) : nullptr;
    if (!table_name)
      return fail(item.loc, "'deflect' reads: deflect (expression); or deflect TABLE; (the hits deflected)");
    if (!out_.tables.count(table_name->name)) {
      diags_.error(ids::name_undefined, table_name->loc,
                   "unknown table '" + table_name->name + "'" + did_you_mean(table_name->name, keys_of(out_.tables)));
    }
  } else if (item.keyword == "strength") {
    // The modifier lists that add to the number of dice (B11.7.1: "the number of dice the attacker
    // will roll"); their names are checked once every list is known (resolve.cpp).
    if (item.args.empty()) return fail(item.loc, "'strength' names the modifier lists added to the number of dice");
    for (std::size_t i = 0; i < item.args.size(); ++i)
      if (!name_at(i)) return fail(item.loc, "'strength' names modifier lists, not numbers");
  } else if (item.keyword == "limit") {
    if (!item.amount) return fail(item.loc, "'limit' reads: limit (expression) [when condition];");
  } else if (item.keyword == "loss") {
    if (!number_at(0) || !number_at(1)) fail(item.loc, "'loss' reads: loss STEPS per HITS hits;");
  }
}

void resolver::check_pool_names(ast::pool_item const& item, record_type const* situation) {
  auto name_at = [&](std::size_t i) -> ast::identifier const* {
    return i < item.args.size() ? boost::get<ast::identifier>(&item.args[i]) : nullptr;
  };
  if (item.keyword == "hit") {
    auto const* modifier = name_at(0);
    bool known = !modifier || out_.modifier_lists.count(modifier->name) || (situation && situation->find(modifier->name));
    if (!known && situation)
      diags_.error(ids::name_undefined, modifier->loc,
                   "'" + modifier->name + "' is neither a field of situation '" + situation->name +
                       "' nor a modifier list");
  } else if (item.keyword == "strength") {
    for (std::size_t i = 0; i < item.args.size(); ++i)
      if (auto const* list = name_at(i); list && !out_.modifier_lists.count(list->name))
        diags_.error(ids::name_undefined, list->loc,
                     "unknown modifier list '" + list->name + "'" + did_you_mean(list->name, keys_of(out_.modifier_lists)));
  } else if (item.keyword == "natural" && item.args.size() == 3) {
    if (auto const* test = name_at(2); test && !out_.tests.count(test->name))
      diags_.error(ids::name_undefined, test->loc,
                   "unknown test '" + test->name + "'" + did_you_mean(test->name, keys_of(out_.tests)));
  }
}

dice_pool resolver::resolve_pool(ast::pool_decl const& decl) {
  auto p = named<dice_pool>(decl);
  p.situation = decl.situation.name;
  scope s;
  s.situation = find_situation(decl.situation);
  s.names_unknown = s.situation == nullptr;
  for (auto const& entry : decl.items) {
    if (auto const* n = boost::get<ast::note_decl>(&entry)) {
      p.notes.push_back(to_note(*n));
      continue;
    }
    auto const& item = boost::get<ast::pool_item>(entry);
    pool_item out;
    out.keyword = item.keyword;
    out.prov = to_prov(item.prov, item.loc);
    if (item.amount) out.amount = resolve_integer(*item.amount, s);
    if (item.condition) out.condition = resolve_condition(*item.condition, s);
    for (auto const& a : item.args) {
      if (auto const* n = boost::get<ast::number>(&a))
        out.args.push_back(std::to_string(n->value()));
      else
        out.args.push_back(boost::get<ast::identifier>(a).name);
    }
    check_pool_item(item);
    p.items.push_back(std::move(out));
  }
  return p;
}

namespace {

// Whether `e` reads the field `name` of the situation (not of a list's element).
bool reads_field(expr const& e, std::string const& name) {
  if (e.kind == expr::op::field && e.name == name) return true;
  if (e.kind == expr::op::call) return !e.args.empty() && reads_field(e.args.front(), name);
  for (auto const& a : e.args)
    if (reads_field(a, name)) return true;
  return false;
}

}  // namespace

void resolver::check_sequence_step(ast::sequence_step const& step, sequence_step& out, record_type const* situation) {
  auto fail = [&](source_range where, std::string const& message) { diags_.error(ids::sequence_step, where, message); };
  std::string situation_of;  // the situation what the step rolls is declared on (none for a roll)
  if (auto const* roll = boost::get<ast::roll_spec>(&step.what)) {
    out.roll = resolve_roll(*roll);
    for (auto const& term : roll->terms) {
      auto list = out_.modifier_lists.find(term.name.name);
      if (list == out_.modifier_lists.end()) {
        diags_.error(ids::name_undefined, term.name.loc, "unknown modifier list '" + term.name.name + "'" +
                                                             did_you_mean(term.name.name, keys_of(out_.modifier_lists)));
      } else if (situation_of.empty()) {
        situation_of = list->second.situation;
      }
    }
  } else {
    auto const& procedure = boost::get<ast::identifier>(step.what);
    out.procedure = procedure.name;
    if (auto t = out_.tests.find(procedure.name); t != out_.tests.end()) {
      situation_of = t->second.situation;
      if (!t->second.roll) fail(procedure.loc, "test '" + procedure.name + "' has no roll: a step rolls dice");
    } else if (auto p = out_.pools.find(procedure.name); p != out_.pools.end()) {
      situation_of = p->second.situation;
      out.is_pool = true;
    } else {
      std::vector<std::string> names = keys_of(out_.tests);
      for (auto const& [n, p2] : out_.pools) names.push_back(n);
      diags_.error(ids::name_undefined, procedure.loc,
                   "'" + procedure.name + "' is neither a test nor a dice pool" + did_you_mean(procedure.name, names));
      return;
    }
  }
  if (!situation) return;
  field const* on = situation->find(step.field.name);
  if (!on) {
    std::vector<std::string> names;
    for (auto const& f : situation->fields) names.push_back(f.name);
    diags_.error(ids::name_undefined, step.field.loc,
                 "situation '" + situation->name + "' has no field '" + step.field.name + "'" + did_you_mean(step.field.name, names));
    return;
  }
  std::string const what = out.roll ? std::string("the roll's modifier lists are") : "'" + out.procedure + "' is";
  if (on->type.k != type_desc::kind::record || (!situation_of.empty() && on->type.name != situation_of))
    fail(step.field.loc, "field '" + on->name + "' is " + on->type.text() + "; " + what + " declared on a " +
                             situation_of + " situation");
  bool const number = out.is_pool || out.roll;
  char const* wanted = number ? "int" : "bool";
  type_desc::kind const kind = number ? type_desc::kind::integer : type_desc::kind::boolean;
  field const* result = situation->find(step.name.name);
  std::string const result_text = out.roll ? "the roll's total" : out.is_pool ? "the losses" : "whether the test succeeds";
  std::string const what_result = std::string("step '") + step.name.name + "' writes its result (" +
                           result_text + ") into a field '" +
                           step.name.name + ": " + wanted + " derived' of situation '" + situation->name + "'";
  if (!result)
    fail(step.name.loc, what_result + ", which it does not declare");
  else if (!result->derived || result->type.k != kind)
    fail(step.name.loc, what_result + "; it declares '" + result->name + ": " + result->type.text() +
                            (result->derived ? " derived'" : "'"));
}

void resolver::resolve_step_inputs(ast::sequence_step const& step, sequence_step& out, scope const& s) {
  field const* on = s.situation ? s.situation->find(step.field.name) : nullptr;
  auto inner = on && on->type.k == type_desc::kind::record ? out_.records.find(on->type.name) : out_.records.end();
  record_type const* own = inner != out_.records.end() ? &inner->second : nullptr;
  std::set<std::string> given;
  for (auto const& input : step.inputs) {
    field const* target = own ? own->find(input.field.name) : nullptr;
    if (own && !target) {
      std::vector<std::string> names;
      for (auto const& f : own->fields) names.push_back(f.name);
      diags_.error(ids::name_undefined, input.field.loc,
                   "situation '" + own->name + "' has no field '" + input.field.name + "'" + did_you_mean(input.field.name, names));
    }
    if (!given.insert(input.field.name).second)
      diags_.error(ids::name_duplicate, input.field.loc, "step '" + out.name + "' writes '" + input.field.name + "' twice");
    bool const flag = target && target->type.k == type_desc::kind::boolean;
    if (target && !flag && target->type.k != type_desc::kind::integer)
      diags_.error(ids::sequence_step, input.field.loc,
                   "'with' writes integers and true or false; '" + input.field.name + "' is " + target->type.text());
    out.inputs.emplace_back(input.field.name, flag ? resolve_condition(input.value, s) : resolve_integer(input.value, s));
  }
}

sequence_result resolver::resolve_sequence_result(ast::sequence_result const& decl, scope const& s) {
  sequence_result out;
  out.name = decl.name.name;
  out.prov = to_prov(decl.prov, decl.loc);
  out.value = resolve_integer(decl.value, s);
  if (decl.condition) out.condition = resolve_condition(*decl.condition, s);
  field const* f = s.situation ? s.situation->find(out.name) : nullptr;
  if (s.situation && (!f || !f->derived || f->type.k != type_desc::kind::integer))
    diags_.error(ids::sequence_step, decl.name.loc,
                 "result '" + out.name + "' is written into a field '" + out.name + ": int derived' of situation '" +
                     s.situation->name + "'" +
                     (f ? "; it declares '" + f->name + ": " + f->type.text() + (f->derived ? " derived'" : "'")
                        : std::string(", which it does not declare")));
  return out;
}

sequence resolver::resolve_sequence(ast::sequence_decl const& decl) {
  auto q = named<sequence>(decl);
  q.situation = decl.situation.name;
  scope s;
  s.situation = find_situation(decl.situation);
  s.names_unknown = s.situation == nullptr;
  std::set<std::string> names;
  for (auto const& entry : decl.items) {
    if (auto const* n = boost::get<ast::note_decl>(&entry)) {
      q.notes.push_back(to_note(*n));
      continue;
    }
    if (auto const* again = boost::get<ast::sequence_again>(&entry)) {
      if (q.again) diags_.error(ids::sequence_step, again->loc, "sequence '" + q.name + "' says 'again' twice");
      q.again = resolve_condition(again->condition, s);
      q.again_prov = to_prov(again->prov, again->loc);
      continue;
    }
    if (auto const* result = boost::get<ast::sequence_result>(&entry)) {
      q.results.push_back(resolve_sequence_result(*result, s));
      continue;
    }
    auto const& step = boost::get<ast::sequence_step>(entry);
    sequence_step out;
    out.name = step.name.name;
    out.field = step.field.name;
    out.prov = to_prov(step.prov, step.loc);
    if (!names.insert(out.name).second)
      diags_.error(ids::name_duplicate, step.name.loc, "sequence '" + q.name + "' has two steps named '" + out.name + "'");
    check_sequence_step(step, out, s.situation);
    if (step.condition) out.condition = resolve_condition(*step.condition, s);
    resolve_step_inputs(step, out, s);
    q.steps.push_back(std::move(out));
  }
  for (auto const& r : q.results)
    if (names.count(r.name))
      diags_.error(ids::sequence_step, r.prov.where, "'" + r.name + "' is both a step and a result of sequence '" + q.name + "'");
  // A condition or an input reads the steps rolled before it: a later step's result does not exist yet.
  for (std::size_t i = 0; i < q.steps.size(); ++i) {
    std::vector<expr const*> reads;
    if (q.steps[i].condition) reads.push_back(&*q.steps[i].condition);
    for (auto const& [f, e] : q.steps[i].inputs) reads.push_back(&e);
    for (expr const* e : reads) {
      for (std::size_t later = i; later < q.steps.size(); ++later)
        if (reads_field(*e, q.steps[later].name))
          diags_.error(ids::sequence_step, e->where,
                       "step '" + q.steps[i].name + "' reads '" + q.steps[later].name + "', which is " +
                           (later == i ? "this step's own result" : "the result of a later step") +
                           ": a step reads only the results of the steps before it");
      for (auto const& r : q.results)
        if (reads_field(*e, r.name))
          diags_.error(ids::sequence_step, e->where,
                       "step '" + q.steps[i].name + "' reads the result '" + r.name +
                           "', which is computed once every step is rolled");
    }
  }
  if (q.again)
    for (auto const& r : q.results)
      if (reads_field(*q.again, r.name))
        diags_.error(ids::sequence_step, q.again->where,
                     "'again' reads the result '" + r.name + "', which is computed once the sequence is not rolled again");
  return q;
}

value resolver::to_value(ast::value const& v) const {
  value out;
  out.where = v.loc;
  if (auto const* n = boost::get<ast::number>(&v.v)) {
    out.k = value::kind::number;
    out.number = n->value();
  } else if (auto const* r = boost::get<ast::ratio>(&v.v)) {
    out.k = value::kind::ratio;
    out.attacker = r->attacker;
    out.defender = r->defender;
  } else if (auto const* s = boost::get<ast::string_lit>(&v.v)) {
    out.k = value::kind::text;
    out.text = s->value;
  } else if (auto const* b = boost::get<ast::bool_lit>(&v.v)) {
    out.k = value::kind::boolean;
    out.boolean = b->value;
  } else if (auto const* id = boost::get<ast::identifier>(&v.v)) {
    out.k = value::kind::name;
    out.text = id->name;
  } else if (auto const* a = boost::get<ast::value_array>(&v.v)) {
    out.k = value::kind::list;
    for (auto const& item : a->items) out.items.push_back(to_value(item));
  } else {
    out.k = value::kind::object;
    for (auto const& f : boost::get<ast::value_object>(v.v).fields) {
      out.fields.emplace_back(f.name.name, to_value(f.val));
      out.field_names.push_back(f.name.loc);
    }
  }
  return out;
}

// Checks a written value against a schema type (model/value_check.hpp).
void resolver::check_value(value const& v, type_desc const& type, std::string const& path) {
  model::check_value(out_, v, type, path, diags_);
}

// `trigger melee natural 9 for defender_leaders`: the path must lead, field by
// field from the situation, to a list of leaders.
void resolver::check_trigger_leaders(ast::trigger_decl const& t, record_type const* situation) {
  if (!situation) {
    diags_.error(ids::type_mismatch, t.leaders.front().loc,
                 "'for' names leaders of a situation; '" + t.roll_name.name + "' is not one");
    return;
  }
  record_type const* current = situation;
  type_desc type;
  for (auto const& step : t.leaders) {
    if (!current) {
      diags_.error(ids::type_mismatch, step.loc, "'" + step.name + "' follows a field that is not a record");
      return;
    }
    field const* f = current->find(step.name);
    if (!f) {
      std::vector<std::string> names;
      for (auto const& x : current->fields) names.push_back(x.name);
      diags_.error(ids::name_undefined, step.loc,
                   "'" + current->name + "' has no field '" + step.name + "'" + did_you_mean(step.name, names));
      return;
    }
    type = f->type;
    auto next = out_.records.find(type.name);
    current = type.k == type_desc::kind::record && next != out_.records.end() ? &next->second : nullptr;
  }
  if (type.k != type_desc::kind::list)
    diags_.error(ids::type_mismatch, t.leaders.back().loc,
                 "'for' needs a list of leaders, but this field is " + type.text());
}

void resolver::check_unique_fields(value const& v) {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < v.fields.size(); ++i) {
    if (!seen.insert(v.fields[i].first).second)
      diags_.error(ids::name_duplicate, i < v.field_names.size() ? v.field_names[i] : v.where,
                   "field '" + v.fields[i].first + "' is given twice");
    check_unique_fields(v.fields[i].second);
  }
  for (auto const& item : v.items) check_unique_fields(item);
}

example resolver::resolve_example(ast::example_decl const& decl) {
  auto ex = named<example>(decl);
  ex.situation = decl.situation.name;
  record_type const* situation = find_situation(decl.situation);
  for (auto const& entry : decl.items) {
    if (auto const* n = boost::get<ast::note_decl>(&entry)) {
      ex.notes.push_back(to_note(*n));
    } else if (auto const* r = boost::get<ast::example_roll>(&entry)) {
      std::vector<std::int64_t> faces;
      auto die = out_.dice.find(r->name.name);
      if (die == out_.dice.end()) {
        diags_.error(ids::name_undefined, r->name.loc,
                     "unknown die '" + r->name.name + "'" + did_you_mean(r->name.name, keys_of(out_.dice)));
      }
      for (auto const& f : r->faces) {
        if (die != out_.dice.end() && (f.value() < die->second.low || f.value() > die->second.high))
          diags_.error(ids::range_out_of_domain, f.loc,
                       "a " + die->first + " shows " + std::to_string(die->second.low) + ".." +
                           std::to_string(die->second.high) + ", not " + std::to_string(f.value()));
        faces.push_back(f.value());
      }
      ex.rolls.emplace_back(r->name.name, std::move(faces));
    } else {
      auto const& item = boost::get<ast::example_item>(entry);
      value v = to_value(item.body);
      if (item.keyword == "rule") {
        // `rule elan;`: the example plays that rule (an élan), so an edition without it cannot play it.
        if (v.k != value::kind::name || !out_.rule_switches.count(v.text))
          diags_.error(ids::name_undefined, item.body.loc,
                       "`rule NAME;` in an example names a rule the system declares" +
                           did_you_mean(v.text, keys_of(out_.rule_switches)));
        else
          ex.rules_played.push_back(v.text);
      } else if (item.keyword == "given") {
        if (situation) check_value(v, {type_desc::kind::record, situation->name, {}}, "");
        ex.given = std::move(v);
      } else {
        ex.expect = std::move(v);
      }
    }
  }
  return ex;
}

}  // namespace herald::model
