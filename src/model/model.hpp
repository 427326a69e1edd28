// The checked model of a ruleset: names resolved, cells typed, editions flattened.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/expr.hpp"
#include "model/value.hpp"
#include "support/source.hpp"

namespace herald::model {

// Where a definition or cell comes from: the rule section, the line of the
// source document it was read from, and where it is written in the .herald file.
struct provenance {
  std::string ref;
  std::uint32_t line = 0;      // 0: not given
  std::uint32_t line_end = 0;  // for `line A-B`
  std::string document;        // the `source` of the file that wrote it
  source_range where;
};

// Where the document of an edition that extends another prints again an item it
// inherits (`reprint`): the cells keep where their value was defined, and also
// cite this edition's own line, in this document's language.
struct reprint_site {
  std::string language;        // the language the document prints in
  bool cell_per_line = false;  // `one cell per line`: a row's range ends with its cells
  provenance prov;
};

// Labels by language code ("en", "fr").
using labels = std::map<std::string, std::string>;

struct note {
  std::string text;
  provenance prov;
  bool printed = false;  // the source prints it with the item (the player aids show it); else the encoder's remark
};

struct die {
  std::string name;
  int low = 0, high = 0;
  provenance prov;
};

struct symbol {
  std::string name;
  labels label;
  std::optional<std::int64_t> value;  // what a cell holding only this symbol counts as
  bool spelled_out = false;           // `spelled out`: cells print its label, not its code
  provenance prov;
};

struct enum_value {
  std::string name;
  labels label;
  provenance prov;
};

struct enum_type {
  std::string name;
  labels label;
  provenance prov;
  std::vector<enum_value> values;
  std::optional<std::size_t> index_of(std::string const& value) const;
};

struct field {
  std::string name;
  type_desc type;
  bool derived = false;
  labels label;
  provenance prov;
};

struct record_type {
  bool is_situation = false;
  std::string name;
  labels label;
  provenance prov;
  std::vector<field> fields;
  field const* find(std::string const& name) const;
};

enum class slot_kind { integer, modifier, symbol };

struct slot {
  std::string name;  // may be empty
  slot_kind kind = slot_kind::integer;
  std::string symbol;  // for slot_kind::symbol
  // The values a number slot may hold (`extra: mod 0..9`: an extra movement
  // cost is never negative); none: any value of its kind.
  std::optional<std::pair<std::int64_t, std::int64_t>> range;
};

struct cell_type {
  std::string name;
  std::vector<std::vector<slot>> shapes;
  provenance prov;
};

// One typed value inside a cell: 5 in `5/7`, B in `-2 / B`.
struct slot_value {
  std::string slot;  // the slot's name, or empty
  slot_kind kind = slot_kind::integer;
  std::int64_t number = 0;
  bool has_sign = false;
  std::string symbol;
};

struct cell {
  std::string text;              // as written in the .herald file (the printed value)
  bool blank = false;            // `_`: printed empty
  std::string type;              // cell type name; empty for result lists
  int shape = -1;                // which shape of the type it matched
  std::vector<slot_value> slots; // typed parts (for result lists: one symbol per result)
  std::vector<std::string> marks;  // footnote marks
  provenance prov;
  provenance reprinted_at;  // where this edition's own document prints it (line 0: not declared)
};

// A key of a table axis: an enum value, an integer, or a ratio (odds).
struct key {
  enum class kind { name, integer, ratio } k = kind::name;
  std::string name;
  std::int64_t number = 0;
  std::uint32_t attacker = 0, defender = 0;
  std::string text() const;
  bool operator<(key const& other) const;
  bool operator==(key const& other) const;
};
using key_path = std::vector<key>;  // one key per level

// "Ar.2": the keys of a path joined by dots (messages and acknowledgement subjects).
std::string path_text(key_path const& path);
// "line 841" or "lines 839-841": where a provenance points, as messages cite it.
std::string lines_text(provenance const& p);

struct axis_level {
  enum class kind { enumeration, int_range, ratio_steps } k = kind::enumeration;
  std::string domain;          // enum name, "int" or "ratio"
  std::vector<key> keys;       // the declared keys in declaration order (empty for ratio steps)
  bool subset = false;
  bool valid = true;           // false when its domain could not be resolved (already reported)
};

struct axis {
  std::vector<axis_level> levels;
  provenance prov;
};

struct row {
  std::vector<key_path> keys;    // several when one printed row stands for several keys
  std::string printed_label;
  std::vector<cell> cells;       // in column order
  provenance prov;
};

struct footnote {
  std::string mark;
  std::string text;
  provenance prov;
};

struct invariant {
  std::string scope;  // cell | row | column
  expr condition;
  std::string text;
  provenance prov;
};

struct roll_spec {
  std::uint32_t count = 1;
  std::string die;
  std::vector<std::pair<char, std::string>> terms;  // '+'/'-' and a modifier list
  bool opposed = false;
};

struct table {
  std::string name;
  labels label;
  provenance prov;
  axis rows, columns;
  std::vector<key_path> column_keys;  // every column, in order
  std::string cell_type;               // default cell type
  std::map<std::string, std::string> column_cell_types;  // column key text -> type
  bool sparse = false;
  // `reprinted line A-B;`: the source prints the table again, line A holding
  // what the table's own first line holds (each row shifted alike).
  std::optional<provenance> reprint;
  // `reprint NAME { ... }` in an edition that inherits the table.
  std::optional<reprint_site> edition_reprint;
  bool cell_per_line = false;  // `one cell per line`: each cell cites its own line
  // `roll d10 + fire_modifiers;`: the cells are thresholds, the least total
  // of this roll that reaches each slot.
  std::optional<roll_spec> roll;
  std::vector<footnote> footnotes;
  std::vector<note> notes;
  std::vector<invariant> checks;
  std::vector<row> rows_;
  std::string origin;  // the ruleset or scenario that defined it
};


struct band {
  std::int64_t low = 0;
  std::optional<std::int64_t> high;  // nullopt: open ("8 or more")
  std::vector<cell> outcomes;        // one per outcome column
  provenance prov;
  provenance reprinted_at;  // where this edition's own document prints it (line 0: not declared)
};

struct trigger {
  std::string roll;
  std::int64_t natural = 0;
  std::string leaders;  // path in the roll's situation to the leaders tested ("target.leaders")
  provenance prov;
};

struct band_table {
  std::string name;
  labels label;
  provenance prov;
  std::optional<roll_spec> roll;
  std::optional<std::pair<std::int64_t, std::int64_t>> clamp;
  provenance clamp_prov;
  std::vector<trigger> triggers;
  std::string outcome_enum;
  std::vector<std::string> columns;
  std::vector<note> notes;
  std::vector<band> bands;
  std::optional<reprint_site> edition_reprint;
};

struct modifier {
  std::string name;
  std::optional<std::int64_t> delta;  // a fixed delta
  std::optional<expr> computed;       // or a computed one
  std::optional<expr> condition;
  std::vector<std::string> excludes;
  std::string text;
  provenance prov;
  provenance reprinted_at;  // where this edition's own document prints it (line 0: not declared)
  std::string origin;  // ruleset or scenario that added it
};

struct modifier_group {
  std::string name;
  std::string policy;  // max | min | exclusive
  std::vector<std::string> members;
  provenance prov;
};

struct modifier_list {
  std::string name;
  labels label;
  std::string situation;
  provenance prov;
  bool cumulative = false;
  provenance cumulative_prov;
  std::optional<std::pair<std::int64_t, std::int64_t>> clamp;
  provenance clamp_prov;
  std::vector<modifier_group> groups;
  std::vector<note> notes;
  std::vector<modifier> modifiers;
  std::optional<reprint_site> edition_reprint;
};

struct transition {
  std::string result;
  std::vector<std::string> from;  // "*" matches any
  std::vector<std::string> to;    // "*" keeps; {"eliminated"} eliminates
  std::string text;
  provenance prov;
};

struct transition_table {
  std::string name;
  labels label;
  std::vector<std::string> dimensions;
  std::string results;
  provenance prov;
  std::vector<note> notes;
  std::vector<transition> transitions;
};

struct test_rule {
  bool succeed = true;
  expr condition;
  provenance prov;
  std::string text;  // the rule as printed, when given
};

struct die_test {
  std::string name;
  labels label;
  std::string situation;
  provenance prov;
  std::optional<roll_spec> roll;
  std::vector<test_rule> rules;
  std::vector<note> notes;
};

// One item of a dice pool, as written: `dice (amount) d6 when condition;`, `strength lists;`,
// `hit when die + list >= 6;`, `natural 6 hits;`, `deflect (amount);`, `loss 1 per 2 hits;`.
struct pool_item {
  std::string keyword;
  std::optional<expr> amount;
  std::vector<std::string> args;
  std::optional<expr> condition;  // `dice`: the case these dice are for
  provenance prov;
};

struct dice_pool {
  std::string name;
  labels label;
  std::string situation;
  provenance prov;
  std::vector<pool_item> items;
  std::vector<note> notes;
};

// A step of a sequence: a test or a pool rolled on one field of the sequence's situation,
// when its condition holds; its result (a test's success, a pool's losses) is written into
// the situation's derived field of the step's name, which later steps and tests read.
struct sequence_step {
  std::string name;
  std::string procedure;          // a test or a pool; empty for a roll
  std::optional<roll_spec> roll;  // `roll d6 + list`: its total is the result
  bool is_pool = false;
  std::string field;
  // Fields of the step's own situation written before it is rolled (`with steps_eliminated =
  // attacker_losses + defender_losses`): an integer or a condition on the sequence's situation.
  std::vector<std::pair<std::string, expr>> inputs;
  std::optional<expr> condition;
  provenance prov;
};

struct sequence_result {
  std::string name;  // an `int derived` field of the sequence's situation
  expr value;
  std::optional<expr> condition;
  provenance prov;
};

// Rolls made one after another (B12.2.1: the weather roll, then the bombardment).
struct sequence {
  std::string name;
  labels label;
  std::string situation;
  provenance prov;
  std::vector<sequence_step> steps;
  // `again when CONDITION`: the whole sequence is rolled again while it holds (a tie, B7.0).
  std::optional<expr> again;
  provenance again_prov;
  // `result NAME = EXPR [when CONDITION]`: values computed on the results, once every step is
  // rolled; for each name the first case that holds (the losses a retreat reduces, B15.5.5).
  std::vector<sequence_result> results;
  std::vector<note> notes;
};

struct amendment {
  std::string target;  // as written: fire[Ab][3]
  std::string from, to;
  std::string origin;
  provenance prov;
  provenance base_prov;  // where the value it replaces was defined
};

// `replace NAME "reason"`: an extending edition declares an inherited table, band table or
// list again, whole, on purpose (without it, each value it changes needs an `amend`).
struct replacement {
  std::string target;
  std::string reason;
  provenance prov;
};

// `spell NF "No fire" line 1137;`: the words this edition's document prints in a cell
// holding the symbol, in the edition's language (its first).
struct spelling {
  std::string symbol;
  std::string words;
  provenance prov;
};

// `rule NAME "Label" : bool ref "10.9";` in a system file: a rule of the game's procedures
// that editions state differently; the engine's procedures read it instead of assuming one
// edition. `type` is "bool" or the name of an enum of the system.
struct rule_switch {
  std::string name;
  labels label;
  std::string type;
  provenance prov;
};

// `rule NAME = VALUE line N;`: what an edition's book says of a rule switch, with its line.
// A derived edition inherits its base's and states its own where its book says otherwise.
struct rule_setting {
  std::string name;
  std::string value;  // true | false | an enum value
  provenance prov;
};

// `says TARGET is VALUE "quote" line N;`: what a passage of the rule text states about the
// data, held against the data by `herald check` (text.contradicts).
struct text_statement {
  std::string target;     // as written: melee_modifiers.counter_charge, fire_table[Ar][1]
  std::string head;       // the table, band table, modifier list or enum it is about
  std::vector<std::string> keys;     // its [row] and [column], keys joined by dots
  std::vector<std::string> members;  // its .names: a modifier, a column, outcomes, range, clamp
  std::string relation;   // is | has
  std::string stated;     // the value as written
  std::vector<std::string> stated_items;  // a list's items, or the single value
  std::string quote;
  provenance prov;
};

struct acknowledgement {
  std::string check_id;
  std::string target;
  std::string reason;
  provenance prov;
};

// A chart the source cites by name but does not print (`referenced`): declared
// so that nothing is invented, and so that a rule reading it is refused by name.
struct referenced_table {
  std::string name;
  labels label;
  provenance prov;
};

// Why a reading of `t` is refused: "the Terrain Effects Chart (terrain_effects_chart)
// is cited by the source (line 245) but not printed in it".
std::string not_printed_message(referenced_table const& t);

// A line of the source that cites a table, one of its rows or one of its
// columns by name (`cite`); the checker reports one that exists nowhere.
struct citation {
  std::string target;  // as written: artillery_strength.B, weapon_vs_armor[foot.ranged.FBL]
  std::string table;
  std::string row;     // the row's keys joined by dots, or empty
  std::string column;  // the column's key, or empty
  std::string text;    // the words the source prints
  provenance prov;
};

struct example {
  std::string name;
  labels label;
  std::string situation;
  provenance prov;
  std::optional<value> given;
  std::vector<std::pair<std::string, std::vector<std::int64_t>>> rolls;
  std::optional<value> expect;
  std::vector<std::string> rules_played;  // `rule elan;`: the rules the example plays (an élan)
  std::vector<note> notes;
};

struct oob_entry {
  std::string kind;  // leader | unit
  std::string name;
  std::string text;
  value details;
  provenance prov;
};

struct banner {
  std::string name;
  labels label;
  std::string side;
  provenance prov;
  std::vector<oob_entry> entries;
};

struct scenario_side {
  std::string name;
  labels label;
  std::string role;
  provenance prov;
};

struct scenario {
  std::string name;
  labels label;
  provenance prov;
  std::optional<std::int64_t> turns;
  std::vector<scenario_side> sides;
  std::vector<banner> banners;
  std::vector<std::pair<std::string, note>> victory_and_rules;  // rule name ("" for victory)
  std::vector<amendment> amendments;
  std::vector<std::pair<std::string, modifier>> added_modifiers;  // list name, modifier
  std::vector<table> tables;
  std::vector<modifier_list> modifier_lists;
  std::vector<note> notes;
  std::vector<example> examples;
  std::vector<text_statement> statements;  // `says` about the tables as this scenario plays them
  // The edition's tables and lists with this scenario's overlays applied
  // (what its examples and the engine read while the scenario is played).
  std::map<std::string, table> overlaid_tables;
  std::map<std::string, modifier_list> overlaid_lists;
};

// One system or ruleset, flattened: a derived edition holds its base's
// definitions with its own replacements and amendments applied.
struct ruleset {
  std::string kind;  // system | ruleset
  std::string name;
  std::string base;  // extends
  labels title;
  std::string edition;
  std::vector<std::string> languages;
  // The languages every printed name needs a label in: the ruleset's own and
  // those of everything it imports (a French aid of an English edition).
  std::vector<std::string> label_languages;
  std::string source_document;
  std::string path;  // the file that declares it
  std::vector<std::string> imports;  // names of imported systems/rulesets
  std::string system;                 // the system it is written against (`system afde;`): its own name for a system file
  std::vector<file_id> lineage;       // this file and every file it imports, transitively

  std::map<std::string, die> dice;
  std::map<std::string, symbol> symbols;
  std::map<std::string, enum_type> enums;
  std::map<std::string, record_type> records;
  std::map<std::string, cell_type> cell_types;
  std::map<std::string, table> tables;
  std::map<std::string, band_table> band_tables;
  std::map<std::string, modifier_list> modifier_lists;
  std::map<std::string, transition_table> transition_tables;
  std::map<std::string, die_test> tests;
  std::map<std::string, dice_pool> pools;
  std::map<std::string, sequence> sequences;
  std::map<std::string, scenario> scenarios;
  std::map<std::string, example> examples;
  std::vector<amendment> amendments;
  std::vector<replacement> replacements;  // this edition's own (a derived edition starts without its base's)
  std::map<std::string, spelling> spellings;  // by symbol; this edition's own, like its replacements
  std::map<std::string, rule_switch> rule_switches;  // declared by the system
  std::map<std::string, rule_setting> rule_settings;  // by switch: this edition's, or inherited from its base
  std::vector<text_statement> statements;  // this edition's own (`says`)
  std::vector<acknowledgement> acknowledgements;
  std::vector<note> notes;
  std::map<std::string, referenced_table> referenced;
  std::vector<citation> citations;
};

// The words a cell prints for `symbol` in language `lang`: this edition's `spell` when `lang` is
// the edition's language, else the label of a symbol `spelled out` (its code without a label in
// `lang`), else the code. Also for a name that is not a symbol: itself.
std::string symbol_words(ruleset const& rules, std::string const& symbol, std::string const& lang);

// Whether a cell holding `symbol` prints words rather than its code in `lang`: the symbol is
// spelled out and labelled in `lang`, or this edition spells it and `lang` is its language.
bool symbol_spelled(ruleset const& rules, std::string const& symbol, std::string const& lang);

// A cell's text as the edition prints it in `lang`: every spelled symbol in its words
// ("NF" is "Tir impossible" in French); the code stays in the cell's typed slots.
std::string printed_text(ruleset const& rules, cell const& c, std::string const& lang);
// What a rule of the procedures is about, in English (its name when it has no label).
std::string rule_label(ruleset const& rules, std::string const& name);

// A copy of `rules` whose tables and lists are those of `s` while it is played.
ruleset with_scenario(ruleset const& rules, scenario const& s);

}  // namespace herald::model
