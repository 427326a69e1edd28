// Rally (12.3): a discouraged or routed unit rolls to recover its order; `herald resolve`'s port to the rules of rally_units.hpp.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "engine/afde/common.hpp"
#include "engine/afde/rally_units.hpp"
#include "engine/afde/tests.hpp"

namespace herald::engine::afde {

// The rally's port over a situation value (rally_units.hpp): each unit completed and read when the
// rules first ask for it, the quality the test reads written back, the units' states after.
class value_rally {
 public:
  value_rally(value& s, names const& n) : s_(s), n_(n) {
    items(s_, "stacked");  // made before `unit` is held: adding a field may move the others
  }

  melee_unit& unit() {
    if (!unit_) {
      unit_ = read(need(s_, "unit", ""), "unit");
      unit_before_ = *unit_;
    }
    return *unit_;
  }
  bool adjacent_enemy() const { return flag(s_, "adjacent_enemy"); }
  source_range adjacent_where() const { return need(s_, "adjacent_enemy", "").where; }
  std::size_t stacked_count() const { return items(std::as_const(s_), "stacked").items.size(); }
  source_range stacked_where() const { return items(std::as_const(s_), "stacked").where; }
  melee_unit& stacked(std::size_t i) {
    while (stacked_.size() <= i) {
      std::size_t const k = stacked_.size();
      stacked_.push_back(read(items(s_, "stacked").items[k], detail::list_item("stacked", k)));
      stacked_before_.push_back(stacked_.back());
    }
    return stacked_[i];
  }
  source_range order_where() const { return need(need(s_, "unit", ""), "order", "unit").where; }

  void derive(rally_derived const& d) {
    if (d.from_stacked) set_field(need(s_, "unit", ""), "current_quality", number_value(d.quality));
  }

  // The units' states after the rules changed them, into the value.
  void write_units() {
    if (unit_) detail::write_unit_state(need(s_, "unit", ""), unit_before_, *unit_);
    for (std::size_t i = 0; i < stacked_.size(); ++i)
      detail::write_unit_state(items(s_, "stacked").items[i], stacked_before_[i], stacked_[i]);
  }

 private:
  // A unit completed (the back of its counter when fatigued) and read; not its type, which no rule
  // of the rally reads (its report names it as given).
  melee_unit read(value& u, std::string const& path) {
    detail::complete_unit(u, path, n_);
    melee_unit m;
    m.where = u.where;
    m.fatigue = need_name_view(u, "fatigue", path);
    m.order = need_name_view(u, "order", path);
    m.current_quality = need_int(u, "current_quality", path);
    m.cannot_retreat = flag(u, "cannot_retreat");
    m.eliminated = flag(u, "eliminated");
    m.unable_to_retreat = flag(u, "_unable_to_retreat");
    return m;
  }

  value& s_;
  names const& n_;
  std::optional<melee_unit> unit_;
  melee_unit unit_before_;
  melee_units stacked_, stacked_before_;
};

// Rally (12.3): a discouraged or routed unit not adjacent to an enemy.
template <class Tables, class Dice>
resolution resolve_rally(Tables const& t, value s, Dice& dice, names const& n = standard_names()) {
  value_rally port(s, n);
  derive_rally(n, port);
  resolution out;
  out.procedure = "rally";
  bool success = test_step(t, n.rally, s, dice, "rally", out);
  if (success) {
    apply_rally(unit_state_tables(t, n), n, port);
    port.write_units();
  }
  value const& unit = need(s, "unit", "");
  value const& stacked = items(s, "stacked");
  out.final.emplace_back("rally", success ? "success" : "failure");
  out.final.push_back(detail::unit_fact("unit", unit, false));
  for (std::size_t i = 0; i < stacked.items.size(); ++i)
    out.final.push_back(detail::unit_fact(detail::list_item("stacked", i), stacked.items[i], true));
  return out;
}

}  // namespace herald::engine::afde
