// What every modifier check reads of a list: its situations, enumerated, and its totals.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "check/catalogue.hpp"
#include "model/model.hpp"
#include "model/situation_space.hpp"
#include "support/diagnostics.hpp"

namespace herald::check {

// A modifier in one situation.
struct evaluated {
  bool ok = true;  // false: the situation is refused (an NA cell), not counted
  bool applies = false;
  std::int64_t delta = 0;
};

// The lowest and highest raw totals (before the clamp) a modifier list can
// make, each with a situation that makes it.
struct list_reach {
  std::int64_t low = 0, high = 0;
  model::value lowest, highest;
};

// Situation fields held at one value (a table cell's keys: the firer's type
// of its row, the range of its column), by name, as their values print.
using pinned_fields = std::map<std::string, std::string>;

class list_analysis {
 public:
  // `limit`: the run's options' situation_limit.
  list_analysis(model::ruleset const& rules, model::modifier_list const& list, std::size_t limit)
      : rules_(rules), list_(list), limit_(limit) {}

  model::ruleset const& rules() const { return rules_; }
  model::modifier_list const& list() const { return list_; }

  // Visits the situations that differ in what `mods` read; false (having
  // visited none) when there are more than the limit it was made with.
  // `extra`: integers an int field must also try (a pinned value).
  bool each(std::vector<model::modifier const*> const& mods, std::function<void(model::value const&)> const& visit,
            std::set<std::int64_t> const& extra = {}) const;
  evaluated evaluate(model::modifier const& m, model::value const& s) const;
  // The first situation in which both modifiers apply (and `also` holds of
  // their evaluations); none when no situation does, or it is undecided.
  std::optional<model::value> both_apply(
      model::modifier const& a, model::modifier const& b,
      std::function<bool(evaluated const&, evaluated const&)> const& also = nullptr) const;
  model::modifier const* modifier_named(std::string const& name) const;
  // Whether an `excludes` or a group ties two modifiers together.
  bool linked(model::modifier const& a, model::modifier const& b) const;

  // The lowest and highest raw totals, with their witnesses, over the
  // situations whose pinned fields hold the pinned values; nullopt when
  // undecided.  Each independent part is enumerated once, whatever the pins:
  // its extremes are kept for each value of the pinned fields it reads.
  std::optional<list_reach> extremes(pinned_fields const& pins = {}) const;
  // Every raw total; nullopt when undecided.
  std::optional<std::set<std::int64_t>> totals() const;

 private:
  class evaluations;
  // Modifiers enumerated together (they read a common field, or are tied by an `excludes` or
  // a group), and how their evaluations add up, by slot: one slot per name.
  struct component {
    std::vector<std::size_t> members;         // indexes into the list's modifiers
    std::vector<std::size_t> slot_of_member;  // a later namesake takes an earlier one's slot
    std::size_t slots = 0;
    std::vector<std::vector<std::size_t>> excluded_slots;  // per member
    struct group_slots {
      bool keeps_min = false;
      std::vector<std::size_t> slots;  // in the group's order, the members absent left out
    };
    std::vector<group_slots> groups;
  };
  // Walks the situations that differ in what `mods` read, each with the modifiers'
  // evaluations in it; false (having visited none) when there are more than the limit.
  // The situations that differ in what `mods` read (and `extra`'s integers).
  model::situation_walk space_of(std::vector<model::modifier const*> const& mods,
                                 std::set<std::int64_t> const& extra) const;
  // `finish` sees the walk once it has ended (a witness is rebuilt from its index there).
  bool walk(std::vector<model::modifier const*> const& mods, std::set<std::int64_t> const& extra,
            std::function<void(model::situation_walk const&, evaluations&)> const& visit,
            std::function<void(model::situation_walk const&)> const& finish = nullptr) const;
  std::vector<component> const& components() const;
  component summed(std::vector<std::size_t> members) const;
  std::optional<std::set<std::int64_t>> all_totals() const;
  std::optional<std::int64_t> component_total(component const& part, evaluations& evals) const;

  // The extremes of one part for one set of values of the pinned fields it reads.
  struct part_extremes {
    std::int64_t low = 0, high = 0;
    model::value lowest, highest;
  };
  // The values of `fields` in a situation, as they print (empty: not set).
  using field_values = std::vector<std::string>;
  struct part_reach {
    bool decided = false;
    std::map<field_values, part_extremes> by_values;
    std::optional<part_extremes> overall;  // whatever the fields hold
  };
  // `extra` holds integers the enumeration must try (pinned values of wide int fields).
  part_reach const& reach_of_part(std::size_t part, std::vector<std::string> const& fields,
                                  std::set<std::int64_t> const& extra) const;

  model::ruleset const& rules_;
  model::modifier_list const& list_;
  std::size_t limit_;
  using part_key = std::tuple<std::size_t, std::vector<std::string>, std::set<std::int64_t>>;
  mutable std::map<part_key, part_reach> parts_;
  mutable std::optional<std::optional<std::set<std::int64_t>>> totals_;
  mutable std::vector<component> components_;
  mutable bool components_known_ = false;
};

// The lists' analyses of one ruleset, shared by the checks of a run: each
// list's situations are enumerated once, whichever checks ask about it.
class list_analyses {
 public:
  list_analyses(model::ruleset const& rules, std::size_t limit) : rules_(rules), limit_(limit) {}
  list_analysis const& of(model::modifier_list const& list);

 private:
  model::ruleset const& rules_;
  std::size_t limit_;
  std::map<model::modifier_list const*, std::unique_ptr<list_analysis>> lists_;
};

// The run's shared analyses, or `local` when the options carry none (a check
// run on its own).
list_analyses& shared_lists(options const& opts, list_analyses& local);

// Runs `find` on every modifier list of `rules`, then on each list as a
// scenario plays it: a list the scenario replaces whole, a list it adds
// modifiers to for the findings that involve those (with a note naming the
// scenario; the others are the edition's own, reported already).
void analyse_lists(model::ruleset const& rules, options const& opts, diagnostics& diags,
                   std::function<void(list_analysis const&, diagnostics&)> const& find);

std::string signed_text(std::int64_t n);  // +2, 0, -1

}  // namespace herald::check
