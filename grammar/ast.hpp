// The syntax tree of a .herald file: what was written, where, before any name is resolved.
#pragma once

#include <boost/optional.hpp>
#include <boost/variant.hpp>
#include <boost/container/vector.hpp>
#include <boost/variant/recursive_wrapper.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "support/source.hpp"

// Every node records the byte range it was parsed from (set by the parser's
// on_success handler), so that every later stage can point back at the text.
namespace herald::ast {

// The syntax tree's lists. boost::container::vector moves its elements when it grows, where
// std::vector copies any whose move may throw: every boost::variant holding a recursive_wrapper
// (expressions, values), so a growing list of table items or declarations would copy each
// earlier item's whole tree.
template <class T>
using list = boost::container::vector<T>;


struct node {
  source_range loc;
};

struct identifier : node {
  std::string name;
};

struct string_lit : node {
  std::string value;  // unescaped
};

struct number : node {
  char sign = 0;  // '+', '-' or 0 when written without a sign
  std::uint32_t magnitude = 0;
  std::int64_t value() const { return sign == '-' ? -std::int64_t(magnitude) : std::int64_t(magnitude); }
};

struct ratio : node {
  std::uint32_t attacker = 0;
  std::uint32_t defender = 0;
};

// "English" fr "Français": the first string is in the file's language.
struct label : node {
  std::string lang;  // empty for the first label
  string_lit text;
};
using labels = list<label>;

struct ref_clause : node {
  string_lit section;
};
struct line_clause : node {
  std::uint32_t first = 0;
  boost::optional<std::uint32_t> last;
};
// `source "afde-2014-fr.txt"`: the line that follows is in another document.
struct source_clause : node {
  string_lit document;
};
using provenance_item = boost::variant<ref_clause, line_clause, source_clause>;
using provenance = list<provenance_item>;

// ---------- expressions ----------
struct expression;
struct call_args : node {
  list<expression> args;
};
struct member_step : node {
  identifier name;
  boost::optional<call_args> call;
};
struct index_step;
using path_step = boost::variant<member_step, boost::recursive_wrapper<index_step>>;
struct path : node {
  identifier head;
  list<path_step> steps;
};
struct bool_lit : node {
  bool value = false;
};
struct unary;
struct set_lit;
using operand = boost::variant<number, bool_lit, path, boost::recursive_wrapper<unary>,
                               boost::recursive_wrapper<set_lit>,
                               boost::recursive_wrapper<expression>>;
struct operation : node {
  std::string op;  // "or" "and" "==" "!=" "<" "<=" ">" ">=" "in" "+" "-" "*" "/"
  operand rhs;
};
struct expression : node {
  operand first;
  list<operation> rest;
};
struct unary : node {
  std::string op;  // "not"
  operand operand_;
};
struct set_lit : node {
  list<operand> items;
};
struct index_step : node {
  expression index;
};

// ---------- cells and values ----------
using cell_atom = boost::variant<number, identifier>;
struct cell_part : node {
  char separator = 0;  // 0 for the first part, else '/' or '+'
  cell_atom atom;
};
struct cell : node {
  list<cell_part> parts;  // empty for `_` (a blank cell, as printed)
  list<identifier> marks; // footnote marks [a]
};

struct value;
using value_list = list<value>;
struct value_field;
struct value_object : node {
  list<value_field> fields;
};
struct value_array : node {
  value_list items;
};
struct value : node {
  boost::variant<number, ratio, string_lit, bool_lit, identifier,
                 boost::recursive_wrapper<value_array>, boost::recursive_wrapper<value_object>>
      v;
};
struct value_field : node {
  identifier name;
  value val;
};

// ---------- header ----------
struct header_item : node {
  std::string keyword;  // title edition lang source import
  labels title;
  string_lit text;
  list<identifier> langs;
};
struct header : node {
  std::string kind;  // system | ruleset
  identifier name;
  boost::optional<identifier> base;
  list<header_item> items;
};

// ---------- system vocabulary ----------
struct note_decl : node {
  boost::optional<std::string> printed;  // `note printed "..."`: the source prints this text with the item
  string_lit text;
  provenance prov;
};
struct die_decl : node {
  identifier name;
  number low, high;
  provenance prov;
};
struct symbol_decl : node {
  identifier name;
  labels label_set;
  boost::optional<number> value;  // `value 0`: what the symbol counts as where a number is read
  bool spelled_out = false;       // `spelled out`: a cell prints the symbol's words, not its code
  provenance prov;
};
struct enum_value : node {
  identifier name;
  labels label_set;
  provenance prov;
};
struct enum_decl : node {
  identifier name;
  labels label_set;
  provenance prov;
  list<enum_value> values;
};
struct int_range : node {
  number low, high;
};
struct type_ref : node {
  identifier kind;  // int bool ratio list, or the name of an enum/record
  boost::optional<int_range> range;     // int lo..hi
  boost::optional<identifier> element;  // list element
};
struct field_decl : node {
  identifier name;
  type_ref type;
  bool derived = false;
  labels label_set;
  provenance prov;
};
struct record_decl : node {
  std::string keyword;  // record | situation
  identifier name;
  labels label_set;
  provenance prov;
  list<field_decl> fields;
};
struct slot : node {
  boost::optional<identifier> name;
  identifier kind;                  // int | mod | a symbol
  boost::optional<int_range> range; // the values a number slot may hold: `mod 0..9`
};
struct shape : node {
  list<slot> slots;
};
struct cell_type_decl : node {
  identifier name;
  list<shape> shapes;
  provenance prov;
};

// ---------- tables ----------
using key = boost::variant<ratio, number, identifier>;
struct key_level : node {
  identifier domain;  // enum name, or "int" / "ratio"
  boost::optional<int_range> range;      // int lo..hi
  boost::optional<list<key>> subset;
  bool steps = false;                    // ratio steps: keys are lower bounds
};
struct key_tuple : node {
  list<key> keys;
};
struct row : node {
  list<key_tuple> keys;
  boost::optional<string_lit> printed_label;
  list<cell> cells;
  provenance prov;
};
struct axis_decl : node {
  std::string which;  // rows | columns
  list<key_level> levels;
  provenance prov;
};
struct cells_decl : node {
  boost::optional<key> column;  // per-column cell type when present
  identifier type;
};
struct sparse_decl : node {};
// `reprinted line 1513-1525;`: the source prints the table a second time, laid out alike.
struct reprint_decl : node {
  std::string keyword;
  provenance prov;
};
struct footnote_decl : node {
  identifier mark;
  string_lit text;
  provenance prov;
};
struct check_decl : node {
  std::string scope;  // cell | row | column
  expression condition;
  provenance prov;
};
// A roll: dice and the modifier lists added (bands, tests, threshold tables).
struct roll_term : node {
  char sign = '+';
  identifier name;
};
struct roll_spec : node {
  boost::optional<std::uint32_t> count;
  identifier die;
  list<roll_term> terms;
  bool opposed = false;
};
struct roll_decl : node {
  roll_spec roll;
};
// `one cell per line;`: the source prints each cell of a row on a line of its own (a dump of
// word-processor tables), so a row's line range ends with its cells, one a line.
struct cell_per_line_decl : node {};
using table_item = boost::variant<axis_decl, cells_decl, sparse_decl, reprint_decl, footnote_decl, note_decl,
                                  check_decl, roll_decl, cell_per_line_decl, row>;
struct table_decl : node {
  identifier name;
  labels label_set;
  provenance prov;
  list<table_item> items;
};

// ---------- bands ----------
struct clamp_decl : node {
  number low, high;
  provenance prov;
};
struct trigger_decl : node {
  identifier roll_name;
  number natural;
  list<identifier> leaders;  // `for target.leaders`: whose leaders are tested
  provenance prov;
};
struct outcome_columns : node {
  list<identifier> names;
};
struct outcomes_decl : node {
  identifier enum_name;
};
struct band_bounds : node {
  number low;
  bool is_range = false;
  boost::optional<number> high;  // absent in a range: open upper bound ("8 or more")
};
struct band : node {
  band_bounds bounds;
  list<cell> outcomes;
  provenance prov;
};
using bands_item = boost::variant<roll_decl, clamp_decl, trigger_decl, outcome_columns,
                                  outcomes_decl, note_decl, band>;
struct bands_decl : node {
  identifier name;
  labels label_set;
  provenance prov;
  list<bands_item> items;
};

// ---------- modifiers ----------
struct cumulative_decl : node {
  provenance prov;
};
struct group_decl : node {
  identifier name;
  std::string policy;  // max | min | exclusive
  list<identifier> members;
  provenance prov;
};
struct delta : node {
  boost::variant<number, expression> value;
};
struct modifier_decl : node {
  identifier name;
  delta amount;
  boost::optional<expression> condition;
  list<identifier> excludes;
  boost::optional<string_lit> text;
  provenance prov;
};
using modifiers_item = boost::variant<cumulative_decl, clamp_decl, group_decl, note_decl,
                                      modifier_decl>;
struct modifiers_decl : node {
  identifier name;
  labels label_set;
  identifier situation;
  provenance prov;
  list<modifiers_item> items;
};

// ---------- transitions and tests ----------
struct transition : node {
  identifier result;
  list<identifier> from;       // "*" written as identifier "*"
  list<identifier> to;         // the single word `eliminated` for elimination
  boost::optional<string_lit> text;
  provenance prov;
};
using transitions_item = boost::variant<note_decl, transition>;
struct transitions_decl : node {
  identifier name;
  labels label_set;
  list<identifier> dimensions;
  identifier results;
  provenance prov;
  list<transitions_item> items;
};
struct test_rule : node {
  std::string verdict;  // succeed | fail
  expression condition;
  boost::optional<string_lit> text;  // the rule as printed
  provenance prov;
};
using test_item = boost::variant<roll_decl, test_rule, note_decl>;
struct test_decl : node {
  identifier name;
  labels label_set;
  identifier situation;
  provenance prov;
  list<test_item> items;
};

// ---------- dice pools ----------
struct pool_item : node {
  std::string keyword;  // dice hit natural deflect strength loss
  boost::optional<expression> amount;
  list<cell_atom> args;  // numbers and names in the order written
  boost::optional<expression> condition;  // `dice (...) d6 when ...`: the dice of one case
  provenance prov;
};
using pool_entry = boost::variant<note_decl, pool_item>;
struct pool_decl : node {
  identifier name;
  labels label_set;
  identifier situation;
  provenance prov;
  list<pool_entry> items;
};

// ---------- sequences: rolls made one after another (Order of Arms) ----------
struct step_input : node {
  identifier field;  // a field of the step's own situation
  expression value;  // on the sequence's situation, results before the step included
};
struct sequence_step : node {
  identifier name;       // the derived field of the situation that holds its result
  boost::variant<roll_spec, identifier> what;  // `roll d6 + list` (its total), or the test or pool rolled
  identifier field;      // the field of the situation that is the step's own situation
  list<step_input> inputs;  // `with steps_eliminated = a_losses + d_losses`
  boost::optional<expression> condition;  // rolled only when it holds
  provenance prov;
};
struct sequence_again : node {
  expression condition;  // the whole sequence is rolled again while it holds (a tie)
  provenance prov;
};
struct sequence_result : node {
  identifier name;    // an `int derived` field of the situation
  expression value;   // on the results of every step
  boost::optional<expression> condition;  // a case: the first that holds gives the value
  provenance prov;
};
using sequence_entry = boost::variant<note_decl, sequence_step, sequence_again, sequence_result>;
struct sequence_decl : node {
  identifier name;
  labels label_set;
  identifier situation;
  provenance prov;
  list<sequence_entry> items;
};

// ---------- editions, scenarios, examples ----------
struct target_step : node {
  boost::variant<key_tuple, identifier> step;  // [keys] or .name
};
struct target : node {
  identifier head;
  list<target_step> steps;
};
struct amend_value : node {
  boost::variant<cell, string_lit, expression> v;
};
struct amend_decl : node {
  target what;
  amend_value from, to;
  provenance prov;
};
struct acknowledge_decl : node {
  identifier check_id;
  target what;
  string_lit reason;
  provenance prov;
};
// `replace NAME "reason" line N;`: an edition that extends another declares NAME (a table,
// band table or modifier list) again, whole, on purpose; without it every value the new
// declaration changes must be an `amend`.
struct replace_decl : node {
  identifier name;
  string_lit reason;
  provenance prov;
};
// `spell SYMBOL "words" line N;`: the words this edition's document prints in a cell that
// holds SYMBOL (VV45 prints "No fire" where the symbol's label is "No firing").
struct spell_decl : node {
  identifier symbol;
  string_lit words;
  provenance prov;
};
// `rule NAME "Label" : TYPE ref "9.1";` declares a rule of the game's procedures that
// editions state differently (a system file); `rule NAME = VALUE line N;` states an
// edition's own (true, false or a value of the enum TYPE), with the line of its book.
struct rule_decl : node {
  identifier name;
  labels label_set;
  boost::optional<identifier> type;
  boost::optional<value> setting;
  provenance prov;
};
// `says TARGET is VALUE "quoted words" line N;`: what a passage of the rule text states
// about the data (a cell, a modifier's delta, a band table's outcomes, a list's clamp);
// `has` when the text names some of what the target holds.
struct says_decl : node {
  target what;
  std::string relation;  // is | has
  boost::variant<value, cell> stated;  // a list `[killed, wounded]`, or one value as a cell prints it (`-4 / 0 [a]`)
  string_lit quote;
  provenance prov;
};
// `cite TARGET "printed words" line N;`: a line of the source cites a table
// (or one of its rows or columns) by name.
struct cite_decl : node {
  target what;
  string_lit text;
  provenance prov;
};
// `referenced NAME "Label" line N;`: a chart the source cites but does not print.
struct referenced_decl : node {
  identifier name;
  labels label_set;
  provenance prov;
};
struct oob_entry : node {
  std::string kind;  // leader | unit
  identifier name;
  boost::optional<string_lit> text;
  value details;
  provenance prov;
};
struct banner_decl : node {
  identifier name;
  labels label_set;
  identifier side;
  provenance prov;
  list<oob_entry> entries;
};
struct scenario_fact : node {
  std::string keyword;  // turns side victory rule
  boost::optional<number> count;
  boost::optional<identifier> name;
  labels label_set;
  boost::optional<std::string> role;  // attacker | defender
  boost::optional<string_lit> text;
  provenance prov;
};
struct modifier_add : node {
  identifier list;
  modifier_decl modifier;
};
struct example_roll : node {
  identifier name;
  list<number> faces;
};
struct example_item : node {
  std::string keyword;  // given | expect | rule
  value body;
};
using example_entry = boost::variant<note_decl, example_roll, example_item>;
struct example_decl : node {
  identifier name;
  labels label_set;
  identifier situation;
  provenance prov;
  list<example_entry> items;
};
using scenario_item = boost::variant<scenario_fact, banner_decl, amend_decl, modifier_add,
                                     table_decl, modifiers_decl, note_decl, example_decl, says_decl>;
struct scenario_decl : node {
  identifier name;
  labels label_set;
  provenance prov;
  list<scenario_item> items;
};

// ---------- reprints ----------
// An entry of a `reprint`: the line that prints one row, band or modifier of the item.
struct reprint_entry : node {
  std::string keyword;                  // row | band | modifier
  boost::optional<key_tuple> keys;      // row: its keys; modifier: its name
  boost::optional<band_bounds> bounds;  // band: its die-roll range
  provenance prov;
};
using reprint_item = boost::variant<reprint_entry, cell_per_line_decl, note_decl>;
// `reprint fire_table line 861-868 { row Ar line 864; ... }`: the document of an edition that
// extends another prints again an item it inherits; `lang fr` when that document's language
// is not the edition's first.
struct edition_reprint_decl : node {
  identifier name;
  boost::optional<identifier> language;
  provenance prov;
  list<reprint_item> items;
};

// What an edition that extends another says of what it inherits (one alternative of
// `declaration`, which boost::variant caps at twenty).
using edition_statement = boost::variant<edition_reprint_decl, replace_decl, spell_decl, rule_decl, says_decl>;

using declaration = boost::variant<die_decl, symbol_decl, enum_decl, record_decl, cell_type_decl,
                                   table_decl, bands_decl, modifiers_decl, transitions_decl,
                                   test_decl, pool_decl, sequence_decl, amend_decl, scenario_decl, example_decl,
                                   acknowledge_decl, note_decl, cite_decl, referenced_decl, edition_statement>;

struct file : node {
  header head;
  list<declaration> declarations;
};

}  // namespace herald::ast
