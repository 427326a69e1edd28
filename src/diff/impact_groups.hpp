// The impact's grouping (impact.cpp): a roll both rulesets declare, its situations grouped by what
// its rules read (independent parts convolved, or each situation resolved), and each side's chances
// for a group from the engine's tables. Internal to diff/: included by impact.cpp and impact_groups.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "diff/impact.hpp"
#include "engine/core/budget.hpp"
#include "engine/ruleset_tables.hpp"
#include "model/situation_space.hpp"

namespace herald::diff::impact_detail {

using boost::multiprecision::cpp_int;
using model::value;

constexpr int old_side = 0, new_side = 1;

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

// The chances of each outcome of one side's roll for one group: counts over the faces.
struct chances {
  std::map<std::string, cpp_int> counts;
  cpp_int faces = 1;     // every sequence of faces
  bool refused = false;  // whatever the dice: no cell, a symbol that forbids it, an error
};

// What expressions of `roll` read (impact_groups.cpp).
model::read_shape reads_of(roll_spec const& roll, std::vector<model::expr const*> const& exprs);
// What a modifier's condition and computed delta read.
std::vector<model::expr const*> exprs_of(model::modifier const& m);
// The group's witness as one situation.
value witness_of(group const& g);

class weigher {
 public:
  // `old_tables` and `new_tables`: the tables of the roll's two sides, each ruleset lowered once.
  weigher(roll_spec const& roll, impact_options const& options, engine::tables const& old_tables,
          engine::tables const& new_tables)
      : roll_(roll), options_(options), tables_{&old_tables, &new_tables},
        held_(options.memory, "the groups of '" + roll.name + "' (its situations, by what the roll reads)",
              "its situations differ in too many of the fields its rules read") {}

  // The groups of the roll's situations, by the values of `kept` and each side's total.
  std::optional<groups> group_situations(std::vector<std::string> const& kept, std::string& why);

  // One side's chances for a group's kept values and total.
  chances const& chances_of(int side, std::vector<std::string> const& kept_texts,
                            std::vector<std::shared_ptr<value const>> const& kept,
                            std::int64_t total, std::vector<std::string> const& kept_names, std::int64_t other = 0);

 private:
  std::vector<std::string> opposed_outcomes(int side, std::int64_t difference) const;

  // An opposed roll's situations, every one resolved on its own (the two players' modifiers read
  // on the situation and on it with the players swapped do not split into independent parts):
  // partials {old mine, new mine, old theirs, new theirs}.
  std::optional<groups> opposed_situations(std::vector<std::string> const& kept, std::string& why);

  // The outcomes of one roll: "column = results" for a band table, "result = slot" for a
  // threshold table, "result = success" for a test, and the leader test a natural triggers.
  std::vector<std::string> outcomes(int side, value const& s, std::int64_t natural, std::int64_t total) const;

  // Nodes that read a common field, or that an `excludes` or a group ties, go together.
  std::vector<part> split(std::vector<std::string> const& kept);

  // The part's space: every field its nodes read, over the new ruleset's schema; its situations
  // are listed only for the naive weighing (the grouped one visits them one by one).
  bool enumerate(part& p, std::vector<std::string> const& kept, std::string& why);

  // Visits the part's situations (thinned when asked); false, with `why`, when there are too many.
  bool each_situation(part const& p, std::function<void(value const&)> const& visit, std::string& why) const;

  // Each part's situations counted by their partial totals, then the parts combined.
  groups convolve(std::vector<part> const& parts, std::vector<std::string> const& kept, std::string& why);

  groups count_part(part const& p, std::vector<std::string> const& kept, std::string& why);

  // Every situation of the space resolved on its own: the reference the grouping is tested
  // against. The whole space is enumerated as one shape (no split into parts); a thinned space
  // is the product of the thinned parts, the only way to thin it alike.
  groups resolve_each(std::vector<part> const& parts, std::vector<std::string> const& kept, std::string& why);

  // A side's modifiers: each term's raw total clamped by its list, signed, then the band
  // table's clamp (on the modifiers: "up to the limit of + or - 7", as the mêlée reads it).
  std::int64_t side_total(group_key const& k, int side) const;

  // A side that refuses a situation has no total: its partials say nothing.
  void normalise(group_key& k) const;

  // The groups by each side's final total: partials becomes {old total, new total}.
  groups finish(groups const& combined) const;

 public:
  situation_count weighed = 0;  // every situation of every grouping weighed

 private:
  roll_spec const& roll_;
  impact_options const& options_;
  engine::tables const* tables_[2];
  std::vector<node> nodes_;
  std::map<std::tuple<int, std::vector<std::string>, std::int64_t, std::int64_t>, chances> cache_;
  // Every group made while weighing this roll, whether or not it is still held (a bound from
  // above: the groups of one part and their combinations are alive together).
  // Mutable: finishing a grouping (a const step) makes groups too.
  mutable engine::budget_share held_;

  // One situation into its group: counted, and the first of a group kept as its witness, with its
  // kept fields' values.
  void add(groups& out, group_key const& k, value const& s, std::vector<std::string> const& kept,
           std::vector<std::size_t> const& at) const;

  void charge(group_key const& k, group const& g, bool own_witness) const;
  mutable std::uint64_t groups_made_ = 0;
};

}  // namespace herald::diff::impact_detail
