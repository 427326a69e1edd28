// The resolver's state, shared by its translation units (internal to the model stage).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "grammar/ast.hpp"
#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::model {

// The names an expression may read.
// The record of `next` in a row or column invariant (a name no identifier can be).
inline constexpr char const* next_cell_record = "next cell";

struct scope {
  record_type const* situation = nullptr;
  record_type const* element = nullptr;     // inside any(...), sum(...): the list's element
  std::set<std::string> builtins;           // natural, total, die
  std::set<std::string> slots;              // table invariants: the cell slots (integers)
  bool names_unknown = false;               // the situation itself is unknown: no cascade
};

class resolver {
 public:
  resolver(source_file const& source, diagnostics& diags) : source_(source), diags_(diags) {}
  ruleset run(ast::file const& file, std::vector<ruleset const*> const& imports);

  // Shared helpers (resolve.cpp).
  labels to_labels(ast::labels const& in) const;
  provenance to_prov(ast::provenance const& in, source_range where) const;
  note to_note(ast::note_decl const& in) const;
  std::string source_text(source_range where) const;
  // The name, labels and provenance every named declaration carries.
  template <typename Definition, typename Declaration>
  Definition named(Declaration const& decl) const {
    Definition out;
    out.name = decl.name.name;
    out.label = to_labels(decl.label_set);
    out.prov = to_prov(decl.prov, decl.name.loc);
    return out;
  }
  void duplicate(std::string const& what, std::string const& name, source_range where,
                 source_range previous);
  bool define(std::map<std::string, source_range>& seen, std::string const& what,
              ast::identifier const& name);

  // Expressions (resolve_expr.cpp).
  expr resolve(ast::expression const& e, scope const& s, std::string const& enum_hint = {});
  expr resolve_condition(ast::expression const& e, scope const& s);
  expr resolve_integer(ast::expression const& e, scope const& s);

  // Tables and bands (resolve_tables.cpp).
  table resolve_table(ast::table_decl const& decl, std::string const& origin);
  band_table resolve_bands(ast::bands_decl const& decl);
  std::optional<key> resolve_key(ast::key const& k, axis_level const& level, bool report);
  cell type_cell(ast::cell const& c, std::string const& type_name, provenance const& row_prov);

  // Rules (resolve_rules.cpp).
  modifier_list resolve_modifiers(ast::modifiers_decl const& decl, std::string const& origin);
  modifier resolve_modifier(ast::modifier_decl const& decl, record_type const* situation,
                            std::string const& origin, provenance const& list_prov);
  transition_table resolve_transitions(ast::transitions_decl const& decl);
  die_test resolve_test(ast::test_decl const& decl);
  dice_pool resolve_pool(ast::pool_decl const& decl);
  void check_pool_item(ast::pool_item const& item);
  // The lists and tests a pool item names, once every rule of the file is known.
  void check_pool_names(ast::pool_item const& item, record_type const* situation);
  sequence resolve_sequence(ast::sequence_decl const& decl);
  sequence_result resolve_sequence_result(ast::sequence_result const& decl, scope const& s);
  // `with FIELD = EXPR`: fields of the step's own situation computed on the sequence's.
  void resolve_step_inputs(ast::sequence_step const& step, sequence_step& out, scope const& s);
  // What a step rolls (a test or a pool), on a field whose situation is the one it is declared on.
  void check_sequence_step(ast::sequence_step const& step, sequence_step& out, record_type const* situation);
  // "unknown enum 'x'", or what 'x' is when it is something else.
  void unknown_enum(ast::identifier const& name);
  example resolve_example(ast::example_decl const& decl);
  value to_value(ast::value const& v) const;
  void check_value(value const& v, type_desc const& type, std::string const& path);
  // A free-form value (an order of battle entry) may not give a field twice.
  void check_unique_fields(value const& v);
  void check_trigger_leaders(ast::trigger_decl const& t, record_type const* situation);
  void apply_amendment(ast::amend_decl const& decl, std::string const& origin,
                       std::map<std::string, table>& tables,
                       std::map<std::string, modifier_list>& lists, std::vector<amendment>& out);
  scenario resolve_scenario(ast::scenario_decl const& decl);
  // `reprint NAME { ... }` (resolve_reprints.cpp): the edition's own lines for what it inherits.
  void apply_reprint(ast::edition_reprint_decl const& decl);
  void apply_spelling(ast::spell_decl const& decl);
  // `rule` and `says` (resolve_switches.cpp).
  void apply_rule(ast::rule_decl const& decl);
  void require_rule_settings(ast::file const& file);
  text_statement statement(ast::says_decl const& decl);
  roll_spec resolve_roll(ast::roll_spec const& r);

  record_type const* find_situation(ast::identifier const& name);

  source_file const& source_;
  diagnostics& diags_;
  ruleset out_;
};

std::string key_text(ast::key const& k);
std::string target_text(ast::target const& t);

}  // namespace herald::model
