// The impact of two rulesets' differences on every roll: situations grouped by what the roll reads, exact chances from the engine's tables.
#include "diff/impact.hpp"
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
#include "engine/model_tables.hpp"
#include "engine/report.hpp"
#include "model/partition.hpp"
#include "model/situation_space.hpp"

namespace herald::diff {
namespace {

using boost::multiprecision::cpp_int;
using model::value;

constexpr int old_side = 0, new_side = 1;
constexpr std::uint32_t max_dice = 100;  // a roll's dice summed face by face: beyond, not weighed

// One modifier list a side's roll adds or subtracts.
struct term {
  int side = 0;
  char sign = '+';
  model::modifier_list const* list = nullptr;
};

// What one side rolls: its dice and lists, and how its outcome is read.
struct roll_side {
  model::ruleset const* rules = nullptr;
  std::string die;
  int count = 1;
  std::vector<std::size_t> terms;  // into the roll's terms
  std::optional<std::pair<std::int64_t, std::int64_t>> clamp;  // a band table's, on the modifiers
};

// A roll both rulesets declare, as the impact weighs it.
struct roll_spec {
  std::string name, kind, situation, text;
  std::vector<term> terms;
  roll_side sides[2];
  std::vector<std::string> outcome_fields;  // the table's key fields, or the fields a test's rules read
  std::vector<model::expr const*> outcome_exprs;
  std::set<std::int64_t> axis_keys;  // a table's integer keys: an int field wider than its axis tries them
  // An opposed roll: the situation's two fields of one record (roller, opponent); the other
  // player's modifiers are the lists read on the situation with the two swapped.
  std::pair<std::string, std::string> opposed;
  std::set<std::string> reads;  // the names of everything it reads, for the changes that reach it
};

// What expressions of `roll` read, over its situation in the new ruleset's schema: a name inside a
// list's operation that the element lacks is the situation's own (`shooters.any(range == 2)` reads
// `range`), as the engine and the checker read it.
model::read_shape reads_of(roll_spec const& roll, std::vector<model::expr const*> const& exprs) {
  return model::shape_of(*roll.sides[new_side].rules, roll.situation, exprs);
}

// A node of the independence graph: one modifier of one side's list, or a field kept apart.
struct node {
  std::size_t term = 0;      // the term of a modifier
  std::size_t modifier = 0;  // its index in the list
  bool kept_field = false;   // a field the outcome or a class reads (exprs: where it is read)
  std::vector<model::expr const*> exprs;
  std::set<std::string> fields;
};

// An independent part: the nodes that share fields, and its situations.
struct part {
  std::vector<std::size_t> nodes;
  std::vector<std::size_t> kept;  // kept fields it holds
  model::read_shape shape;        // the fields its nodes read (empty: one empty situation)
  std::set<std::int64_t> constants;
  std::vector<value> situations;  // listed for the naive weighing only
};

// Where a group of situations falls: the kept fields' values, and each side's modifiers.
struct group_key {
  std::vector<std::string> kept;      // as they print; empty: not in this part
  std::vector<std::int64_t> partials;  // each term's raw total (partial while combining parts)
  bool refused[2] = {false, false};
  bool operator<(group_key const& o) const {
    return std::tie(kept, partials, refused[0], refused[1]) < std::tie(o.kept, o.partials, o.refused[0], o.refused[1]);
  }
};

struct group {
  situation_count count;
  // A situation of the group, in pieces shared with the groups it was combined from (each part's
  // fields): combining parts multiplies the groups, not the witnesses' bytes. witness_of joins them.
  std::vector<std::shared_ptr<value const>> witness;
  // The kept fields' values, shared with the groups it was combined from (null where unset).
  std::vector<std::shared_ptr<value const>> kept_values;
};

using groups = std::map<group_key, group>;

// The group's witness as one situation.
value witness_of(group const& g) {
  value out;
  out.k = value::kind::object;
  for (auto const& piece : g.witness)
    for (auto const& f : piece->fields) out.fields.push_back(f);
  return out;
}

// What a new group holds, for the memory budget: its map node, key, its witness's own piece (the
// pieces it shares were charged with the groups that made them) and its kept values.
std::uint64_t bytes_of(group_key const& k, group const& g, bool own_witness) {
  std::uint64_t n = 4 * sizeof(void*) + sizeof(group_key) + sizeof(group) +
                    g.witness.capacity() * sizeof(std::shared_ptr<value const>);
  if (own_witness)
    for (auto const& piece : g.witness) n += engine::bytes_of(*piece);
  for (auto const& text : k.kept) n += sizeof(std::string) + engine::heap_bytes(text);
  n += k.partials.capacity() * sizeof(std::int64_t);
  n += g.kept_values.capacity() * sizeof(std::shared_ptr<value const>);
  if (own_witness)
    for (auto const& v : g.kept_values)
      if (v) n += sizeof(value) + engine::bytes_of(*v);
  return n;
}

std::vector<model::expr const*> exprs_of(model::modifier const& m) {
  std::vector<model::expr const*> out;
  if (m.condition) out.push_back(&*m.condition);
  if (m.computed) out.push_back(&*m.computed);
  return out;
}

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

// The chances of each outcome of one side's roll for one group: counts over the faces.
struct chances {
  std::map<std::string, cpp_int> counts;
  cpp_int faces = 1;     // every sequence of faces
  bool refused = false;  // whatever the dice: no cell, a symbol that forbids it, an error
};

// A group's key starts from the kept fields a situation holds (`at`: their indices in `kept`),
// as text for the key and as values for the outcome's reading.
void read_kept(value const& s, std::vector<std::string> const& kept, std::vector<std::size_t> const& at, group_key& k) {
  k.kept.assign(kept.size(), "");
  for (auto i : at)
    if (value const* v = model::find_field(s, kept[i])) k.kept[i] = model::value_text(*v);
}

// The kept fields' values of a situation, made once for the group it starts and shared from there.
std::vector<std::shared_ptr<value const>> kept_values_of(value const& s, std::vector<std::string> const& kept,
                                                         std::vector<std::size_t> const& at) {
  std::vector<std::shared_ptr<value const>> out(kept.size());
  for (auto i : at)
    if (value const* v = model::find_field(s, kept[i])) out[i] = std::make_shared<value const>(*v);
  return out;
}

std::vector<std::size_t> every_index(std::size_t n) {
  std::vector<std::size_t> out(n);
  std::iota(out.begin(), out.end(), 0);
  return out;
}

class weigher {
 public:
  weigher(roll_spec const& roll, impact_options const& options)
      : roll_(roll), options_(options), tables_{engine::model_tables(*roll.sides[0].rules),
                                               engine::model_tables(*roll.sides[1].rules)},
        held_(options.memory, "the groups of '" + roll.name + "' (its situations, by what the roll reads)",
              "its situations differ in too many of the fields its rules read") {}

  // The groups of the roll's situations, by the values of `kept` and each side's total.
  std::optional<groups> group_situations(std::vector<std::string> const& kept, std::string& why) {
    if (!roll_.opposed.first.empty()) return opposed_situations(kept, why);
    std::vector<part> parts = split(kept);
    for (auto& p : parts)
      if (!enumerate(p, kept, why)) return std::nullopt;
    if (options_.naive) {
      groups each = resolve_each(parts, kept, why);
      if (!why.empty()) return std::nullopt;
      return each;
    }
    groups combined = convolve(parts, kept, why);
    if (!why.empty()) return std::nullopt;
    return finish(combined);
  }

  // One side's chances for a group's kept values and total.
  chances const& chances_of(int side, std::vector<std::string> const& kept_texts,
                            std::vector<std::shared_ptr<value const>> const& kept,
                            std::int64_t total, std::vector<std::string> const& kept_names, std::int64_t other = 0) {
    auto key = std::make_tuple(side, kept_texts, total, other);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    chances out;
    roll_side const& s = roll_.sides[side];
    engine::model_tables const& t = tables_[side];
    engine::die_faces die;
    try {
      die = t.die(s.die);
    } catch (engine::engine_error const&) {
      out.refused = true;
      return cache_.emplace(key, std::move(out)).first->second;
    }
    std::map<std::int64_t, cpp_int> naturals{{0, 1}};
    for (int i = 0; i < s.count; ++i) {
      std::map<std::int64_t, cpp_int> next;
      for (auto const& [sum, n] : naturals)
        for (int f = die.low; f <= die.high; ++f) next[sum + f] += n;
      naturals = std::move(next);
      out.faces *= die.count();
    }
    value situation;
    situation.k = value::kind::object;
    for (std::size_t i = 0; i < kept_names.size(); ++i)
      if (!kept_texts[i].empty()) situation.fields.emplace_back(kept_names[i], *kept[i]);
    if (!roll_.opposed.first.empty()) {
      // Both players roll; the band reads the difference, the higher total wins (6.C, line 215).
      out.faces *= out.faces;
      for (auto const& [mine, n] : naturals)
        for (auto const& [theirs, m] : naturals) {
          std::int64_t const a = mine + total, b = theirs + other;
          for (auto const& o : opposed_outcomes(side, a > b ? a - b : b - a)) out.counts[o] += n * m;
          out.counts["higher total = " + (a == b ? std::string("none") : a > b ? roll_.opposed.first : roll_.opposed.second)] += n * m;
        }
      return cache_.emplace(key, std::move(out)).first->second;
    }
    bool every_roll_refused = true;
    for (auto const& [natural, n] : naturals) {
      auto const os = outcomes(side, situation, natural, natural + total);
      every_roll_refused = every_roll_refused && os.size() == 1 && os.front().rfind("refused", 0) == 0;
      for (auto const& o : os) out.counts[o] += n;
    }
    // A cell the situation's keys do not allow is the situation refused, not an outcome of the dice.
    out.refused = every_roll_refused;
    return cache_.emplace(key, std::move(out)).first->second;
  }

 private:
  std::vector<std::string> opposed_outcomes(int side, std::int64_t difference) const {
    engine::band_row row = tables_[side].band(roll_.name, difference);
    if (!row.found) return {"refused (no band for " + std::to_string(difference) + ")"};
    std::vector<std::string> out;
    for (std::size_t c = 0; c < row.columns.size(); ++c)
      out.push_back(row.columns[c] + " = " + engine::join_results(row.outcomes[c]));
    return out;
  }

  // An opposed roll's situations, every one resolved on its own (the two players' modifiers read
  // on the situation and on it with the players swapped do not split into independent parts):
  // partials {old mine, new mine, old theirs, new theirs}.
  std::optional<groups> opposed_situations(std::vector<std::string> const& kept, std::string& why) {
    std::vector<model::expr const*> exprs;
    for (auto const& t : roll_.terms)
      for (auto const& m : t.list->modifiers) {
        auto e = exprs_of(m);
        exprs.insert(exprs.end(), e.begin(), e.end());
      }
    model::read_shape shape = reads_of(roll_, exprs);
    // Named copies, not structured bindings: C++17 lambdas cannot capture those (clang refuses).
    std::string const& a = roll_.opposed.first;
    std::string const& b = roll_.opposed.second;
    model::read_shape both = shape.fields.count(a) ? shape.fields[a] : model::read_shape{};
    if (shape.fields.count(b))
      for (auto const& [name, sub] : shape.fields[b].fields) both.fields[name] = sub;
    if (shape.fields.count(a) || shape.fields.count(b)) shape.fields[a] = shape.fields[b] = both;
    for (auto const& f : kept) shape.fields[f];
    groups out;
    auto const every_field = every_index(kept.size());
    auto resolve = [&](value const& s) {
      value swapped = s;
      value const* first = model::find_field(s, a);
      value const* second = model::find_field(s, b);
      if (first && second) *model::find_field(swapped, a) = *second, *model::find_field(swapped, b) = *first;
      group_key k;
      read_kept(s, kept, every_field, k);
      k.partials.assign(4, 0);
      for (int side : {old_side, new_side}) {
        try {
          for (auto t : roll_.sides[side].terms) {
            std::int64_t const mine = tables_[side].modifiers(roll_.terms[t].list->name, s).total;
            std::int64_t const theirs = tables_[side].modifiers(roll_.terms[t].list->name, swapped).total;
            k.partials[static_cast<std::size_t>(side)] += roll_.terms[t].sign == '-' ? -mine : mine;
            k.partials[static_cast<std::size_t>(side) + 2] += roll_.terms[t].sign == '-' ? -theirs : theirs;
          }
        } catch (engine::engine_error const&) {
          k.refused[side] = true;
          k.partials[static_cast<std::size_t>(side)] = k.partials[static_cast<std::size_t>(side) + 2] = 0;
        }
      }
      add(out, k, s, kept, every_field);
    };
    std::size_t count = 0;
    if (!model::visit_situations(*roll_.sides[new_side].rules, roll_.situation, shape, model::constants_of(exprs),
                                 options_.part_limit, nullptr, resolve, count)) {
      why = "its " + std::to_string(count) + " situations are more than " + std::to_string(options_.part_limit);
      return std::nullopt;
    }
    return out;
  }

  // The outcomes of one roll: "column = results" for a band table, "result = slot" for a
  // threshold table, "result = success" for a test, and the leader test a natural triggers.
  std::vector<std::string> outcomes(int side, value const& s, std::int64_t natural, std::int64_t total) const {
    engine::model_tables const& t = tables_[side];
    std::vector<std::string> out;
    try {
      if (roll_.kind == "bands") {
        engine::band_row row = t.band(roll_.name, total);
        if (!row.found) return {"refused (no band for " + std::to_string(total) + ")"};
        for (std::size_t c = 0; c < row.columns.size(); ++c)
          out.push_back(row.columns[c] + " = " + engine::join_results(row.outcomes[c]));
      } else if (roll_.kind == "table") {
        std::vector<value> keys;
        for (auto const& f : roll_.outcome_fields) keys.push_back(*model::find_field(s, f));
        engine::cell_view cell = t.cell(roll_.name, keys);
        if (!cell.found) return {"refused (no cell)"};
        engine::slot_view const* reached = nullptr;
        bool numbers = false;
        for (auto const& slot : cell.slots)
          if (slot.number) {
            numbers = true;
            if (slot.value <= total && (!reached || slot.value > reached->value)) reached = &slot;
          }
        if (!numbers) return {"refused (" + cell.text + ")"};
        out.push_back("result = " + (reached ? (reached->name.empty() ? "reached" : reached->name) : std::string("none")));
      } else {
        out.push_back(std::string("result = ") + (t.test(roll_.name, s, natural, total) ? "success" : "failure"));
      }
    } catch (engine::engine_error const&) {
      return {"refused"};
    }
    if (roll_.kind != "test" && !roll_.situation.empty()) {
      // Whose leaders a natural roll tests, with that natural: which natural tests whom is what
      // an edition may change (the Swords of France sheet reverses the mêlée's 9 and 0).
      std::string tested;
      for (auto const& [band_name, b] : roll_.sides[side].rules->band_tables)
        for (auto const& tr : b.triggers)
          if (tr.roll == roll_.situation && tr.natural == natural)
            tested += (tested.empty() ? "" : ", ") + tr.leaders;
      out.push_back("leader test = " + (tested.empty() ? std::string("none") : tested + " on a natural " + std::to_string(natural)));
    }
    return out;
  }

  // Nodes that read a common field, or that an `excludes` or a group ties, go together.
  std::vector<part> split(std::vector<std::string> const& kept) {
    nodes_.clear();
    for (std::size_t ti = 0; ti < roll_.terms.size(); ++ti) {
      auto const& list = *roll_.terms[ti].list;
      for (std::size_t mi = 0; mi < list.modifiers.size(); ++mi) {
        node n;
        n.term = ti;
        n.modifier = mi;
        n.exprs = exprs_of(list.modifiers[mi]);
        for (auto const& [f, sub] : reads_of(roll_, n.exprs).fields) n.fields.insert(f);
        nodes_.push_back(std::move(n));
      }
    }
    for (auto const& f : kept) {
      node n;
      n.kept_field = true;
      n.fields.insert(f);
      // A test's rule that reads this field and others ties them together (`terrain == wood and range == 2`).
      for (auto const* e : roll_.outcome_exprs)
        if (reads_of(roll_, {e}).fields.count(f)) n.exprs.push_back(e);
      for (auto const& [name, sub] : reads_of(roll_, n.exprs).fields) n.fields.insert(name);
      nodes_.push_back(std::move(n));
    }
    auto const tied = [&](std::size_t i, std::size_t j) {
      node const &a = nodes_[i], &b = nodes_[j];
      if (std::any_of(a.fields.begin(), a.fields.end(), [&](std::string const& f) { return b.fields.count(f) > 0; }))
        return true;
      if (a.kept_field || b.kept_field || a.term != b.term) return false;
      auto const& list = *roll_.terms[a.term].list;
      return model::linked(list, list.modifiers[a.modifier], list.modifiers[b.modifier]);
    };
    std::vector<part> out;
    for (auto& members : model::independent_parts(nodes_.size(), tied)) {
      part p;
      p.nodes = std::move(members);
      for (std::size_t k = 0; k < kept.size(); ++k)
        for (auto i : p.nodes)
          if (nodes_[i].kept_field && nodes_[i].fields.count(kept[k])) p.kept.push_back(k);
      out.push_back(std::move(p));
    }
    return out;
  }

  // The part's space: every field its nodes read, over the new ruleset's schema; its situations
  // are listed only for the naive weighing (the grouped one visits them one by one).
  bool enumerate(part& p, std::vector<std::string> const& kept, std::string& why) {
    std::vector<model::expr const*> exprs, all;
    for (auto i : p.nodes) exprs.insert(exprs.end(), nodes_[i].exprs.begin(), nodes_[i].exprs.end());
    for (auto const& n : nodes_) all.insert(all.end(), n.exprs.begin(), n.exprs.end());
    p.shape = reads_of(roll_, exprs);
    for (auto k : p.kept) p.shape.fields[kept[k]];
    // Every part tries the integers any expression of the roll compares with: the space is one.
    p.constants = model::constants_of(all);
    // A table's axis field wider than its keys tries them too (range 1..20 for columns 1..2).
    for (auto const& f : roll_.outcome_fields)
      if (auto it = p.shape.fields.find(f); it != p.shape.fields.end() && roll_.kind == "table")
        it->second.also = roll_.axis_keys;
    if (!options_.naive || !options_.thin_to) return true;  // the naive whole space is enumerated as one
    return each_situation(p, [&](value const& s) { p.situations.push_back(s); }, why);
  }

  // Visits the part's situations (thinned when asked); false, with `why`, when there are too many.
  bool each_situation(part const& p, std::function<void(value const&)> const& visit, std::string& why) const {
    if (p.shape.fields.empty()) {
      value empty;
      empty.k = value::kind::object;
      visit(empty);
      return true;
    }
    std::size_t const thin = options_.thin_to;
    auto const wanted = [thin](std::size_t n, std::size_t total) {
      if (!thin || total <= thin) return true;
      for (std::size_t i = n * thin / total; i <= n * thin / total + 1 && i < thin; ++i)
        if (i * total / thin == n) return true;
      return false;
    };
    std::size_t count = 0;
    if (model::visit_situations(*roll_.sides[new_side].rules, roll_.situation, p.shape, p.constants, options_.part_limit,
                                wanted, visit, count))
      return true;
    why = roll_.situation.empty() ? "its modifier lists name no situation"
                                  : "a part of its situations (" + std::to_string(count) + ") is more than " +
                                        std::to_string(options_.part_limit);
    return false;
  }

  // Each part's situations counted by their partial totals, then the parts combined.
  groups convolve(std::vector<part> const& parts, std::vector<std::string> const& kept, std::string& why) {
    groups acc;
    group_key start;
    start.kept.assign(kept.size(), "");
    start.partials.assign(roll_.terms.size(), 0);
    group one;
    one.count = 1;
    one.kept_values.assign(kept.size(), nullptr);
    acc.emplace(start, std::move(one));
    for (auto const& p : parts) {
      groups own = count_part(p, kept, why);
      if (!why.empty()) return {};
      groups next;
      for (auto const& [ka, ga] : acc)
        for (auto const& [kb, gb] : own) {
          group_key k = ka;
          for (auto i : p.kept) k.kept[i] = kb.kept[i];
          for (std::size_t t = 0; t < k.partials.size(); ++t) k.partials[t] += kb.partials[t];
          for (int side : {old_side, new_side}) k.refused[side] = k.refused[side] || kb.refused[side];
          normalise(k);
          auto [it, fresh] = next.try_emplace(k);
          it->second.count += ga.count * gb.count;
          if (fresh) {
            it->second.witness = ga.witness;
            it->second.witness.insert(it->second.witness.end(), gb.witness.begin(), gb.witness.end());
            it->second.kept_values = ga.kept_values;
            for (auto i : p.kept) it->second.kept_values[i] = gb.kept_values[i];
            charge(it->first, it->second, false);
          }
        }
      acc = std::move(next);
    }
    return acc;
  }

  groups count_part(part const& p, std::vector<std::string> const& kept, std::string& why) {
    groups out;
    std::vector<std::vector<bool>> members(roll_.terms.size());
    for (std::size_t t = 0; t < roll_.terms.size(); ++t) members[t].assign(roll_.terms[t].list->modifiers.size(), false);
    std::vector<bool> has(roll_.terms.size(), false);
    for (auto i : p.nodes)
      if (!nodes_[i].kept_field) members[nodes_[i].term][nodes_[i].modifier] = has[nodes_[i].term] = true;
    each_situation(p, [&](value const& s) {
      group_key k;
      read_kept(s, kept, p.kept, k);
      k.partials.assign(roll_.terms.size(), 0);
      for (std::size_t t = 0; t < roll_.terms.size(); ++t) {
        if (!has[t]) continue;
        int const side = roll_.terms[t].side;
        try {
          k.partials[t] = tables_[side].modifiers_among(roll_.terms[t].list->name, s, members[t]).raw;
        } catch (engine::engine_error const&) {
          k.refused[side] = true;
        }
      }
      normalise(k);
      add(out, k, s, kept, p.kept);
    }, why);
    return out;
  }

  // Every situation of the product space resolved on its own: the reference the grouping is tested against.
  // Every situation of the space resolved on its own: the reference the grouping is tested
  // against. The whole space is enumerated as one shape (no split into parts); a thinned space
  // is the product of the thinned parts, the only way to thin it alike.
  groups resolve_each(std::vector<part> const& parts, std::vector<std::string> const& kept, std::string& why) {
    groups out;
    auto const every_field = every_index(kept.size());
    auto resolve = [&](value const& s) {
      group_key k;
      read_kept(s, kept, every_field, k);
      // The whole list, clamp included, as a resolution reads it: each side's final total.
      k.partials.assign(2, 0);
      for (int side : {old_side, new_side}) {
        roll_side const& rs = roll_.sides[side];
        std::int64_t total = 0;
        try {
          for (auto t : rs.terms) {
            std::int64_t const m = tables_[side].modifiers(roll_.terms[t].list->name, s).total;
            total += roll_.terms[t].sign == '-' ? -m : m;
          }
        } catch (engine::engine_error const&) {
          k.refused[side] = true;
          continue;
        }
        if (rs.clamp) total = std::clamp(total, rs.clamp->first, rs.clamp->second);
        k.partials[static_cast<std::size_t>(side)] = total;
      }
      add(out, k, s, kept, every_field);
    };
    if (!options_.thin_to) {
      part whole;
      for (auto const& p : parts) {
        for (auto const& [name, sub] : p.shape.fields) whole.shape.fields[name] = sub;
        whole.constants.insert(p.constants.begin(), p.constants.end());
      }
      std::size_t count = 0;
      if (whole.shape.fields.empty()) {
        value empty;
        empty.k = value::kind::object;
        resolve(empty);
      } else if (!model::visit_situations(*roll_.sides[new_side].rules, roll_.situation, whole.shape, whole.constants,
                                          options_.naive_limit, nullptr, resolve, count)) {
        why = "its " + std::to_string(count) + " situations are more than the naive limit";
      }
      return out;
    }
    cpp_int size = 1;
    for (auto const& p : parts) size *= p.situations.size();
    if (size > options_.naive_limit) {
      why = "its " + size.str() + " situations are more than the naive limit";
      return {};
    }
    std::vector<std::size_t> at(parts.size(), 0);
    while (true) {
      value s;
      s.k = value::kind::object;
      for (std::size_t i = 0; i < parts.size(); ++i)
        for (auto const& f : parts[i].situations[at[i]].fields) s.fields.push_back(f);
      resolve(s);
      std::size_t i = 0;
      while (i < parts.size() && ++at[i] == parts[i].situations.size()) at[i++] = 0;
      if (i == parts.size()) break;
    }
    return out;
  }

  // A side's modifiers: each term's raw total clamped by its list, signed, then the band
  // table's clamp (on the modifiers: "up to the limit of + or - 7", as the mêlée reads it).
  std::int64_t side_total(group_key const& k, int side) const {
    roll_side const& s = roll_.sides[side];
    std::int64_t total = 0;
    for (auto t : s.terms) {
      auto const& list = *roll_.terms[t].list;
      std::int64_t m = k.partials[t];
      if (list.clamp) m = std::clamp(m, list.clamp->first, list.clamp->second);
      total += roll_.terms[t].sign == '-' ? -m : m;
    }
    if (s.clamp) total = std::clamp(total, s.clamp->first, s.clamp->second);
    return total;
  }

  // A side that refuses a situation has no total: its partials say nothing.
  void normalise(group_key& k) const {
    for (std::size_t t = 0; t < k.partials.size(); ++t)
      if (k.refused[roll_.terms[t].side]) k.partials[t] = 0;
  }

  // The groups by each side's final total: partials becomes {old total, new total}.
  groups finish(groups const& combined) const {
    groups out;
    for (auto const& [k, g] : combined) {
      group_key f = k;
      f.partials = {k.refused[old_side] ? 0 : side_total(k, old_side), k.refused[new_side] ? 0 : side_total(k, new_side)};
      auto [it, fresh] = out.try_emplace(f);
      it->second.count += g.count;
      if (fresh) it->second.witness = g.witness, it->second.kept_values = g.kept_values, charge(it->first, it->second, false);
    }
    return out;
  }


 public:
  situation_count weighed = 0;  // every situation of every grouping weighed

 private:
  roll_spec const& roll_;
  impact_options const& options_;
  engine::model_tables tables_[2];
  std::vector<node> nodes_;
  std::map<std::tuple<int, std::vector<std::string>, std::int64_t, std::int64_t>, chances> cache_;
  // Every group made while weighing this roll, whether or not it is still held (a bound from
  // above: the groups of one part and their combinations are alive together).
  // Mutable: finishing a grouping (a const step) makes groups too.
  mutable engine::budget_share held_;

  // One situation into its group: counted, and the first of a group kept as its witness, with its
  // kept fields' values.
  void add(groups& out, group_key const& k, value const& s, std::vector<std::string> const& kept,
           std::vector<std::size_t> const& at) const {
    auto [it, fresh] = out.try_emplace(k);
    it->second.count += 1;
    if (!fresh) return;
    it->second.witness = {std::make_shared<value const>(s)};
    it->second.kept_values = kept_values_of(s, kept, at);
    charge(it->first, it->second, true);
  }

  void charge(group_key const& k, group const& g, bool own_witness) const {
    if (!held_.of()) return;
    held_.charge(bytes_of(k, g, own_witness));
    if (++groups_made_ % 4096 == 0) held_.of()->note_progress("impact of " + roll_.name + ", groups", groups_made_);
  }
  mutable std::uint64_t groups_made_ = 0;
};

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

std::optional<roll_impact> weigh_roll(model::ruleset const& old_rules, model::ruleset const& new_rules, roll_spec const& roll,
                                      result const& changes, impact_options const& options, std::string& why,
                                      situation_count& weighed) {
  weigher w(roll, options);
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
    weigher alone(*spec, options);
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
  for (auto const& roll : rolls_of(old_rules, new_rules, out.not_weighed)) {
    std::string why;
    auto r = weigh_roll(old_rules, new_rules, roll, changes, options, why, out.weighed);
    if (!r) {
      out.not_weighed.emplace_back(roll.name, why.empty() ? "no situation of its schema" : why);
      continue;
    }
    if (r->overall.changed == 0 && r->overall.only_new == 0 && r->overall.only_old == 0)
      out.unchanged.push_back(roll.name);
    else
      out.rolls.push_back(std::move(*r));
  }
  if (options.procedures) weigh_procedures(old_rules, new_rules, changes, options, out);
  std::sort(out.not_weighed.begin(), out.not_weighed.end());
  return out;
}

}  // namespace herald::diff
