// How a generated table is indexed: levels, ordinals and the dense index.
#include "codegen/table_shape.hpp"

#include <algorithm>
#include <set>

namespace herald::codegen {
namespace {

std::optional<std::size_t> ordinal(key_level const& level, model::key const& k, model::ruleset const& system) {
  if (level.k == key_level::kind::integer) {
    if (k.k != model::key::kind::integer || k.number < level.low) return std::nullopt;
    auto o = static_cast<std::size_t>(k.number - level.low);
    return o < level.size ? std::optional<std::size_t>(o) : std::nullopt;
  }
  if (k.k != model::key::kind::name) return std::nullopt;
  return system.enums.at(level.enum_name).index_of(k.name);
}

}  // namespace

table_shape shape_of(model::table const& t, model::ruleset const* system) {
  table_shape out;
  std::vector<model::axis_level> levels = t.rows.levels;
  levels.insert(levels.end(), t.columns.levels.begin(), t.columns.levels.end());
  for (auto const& level : levels) {
    key_level k;
    if (level.k == model::axis_level::kind::ratio_steps) {
      k.k = key_level::kind::ratio;
    } else if (level.k == model::axis_level::kind::int_range) {
      k.k = key_level::kind::integer;
      if (level.keys.empty()) out.typed = false;
      else {
        auto [low, high] = std::minmax_element(level.keys.begin(), level.keys.end(),
                                               [](auto const& a, auto const& b) { return a.number < b.number; });
        k.low = low->number;
        k.size = static_cast<std::size_t>(high->number - low->number + 1);
      }
    } else if (system && system->enums.count(level.domain)) {
      k.enum_name = level.domain;
      k.size = system->enums.at(level.domain).values.size();
    } else {
      out.typed = false;
    }
    out.levels.push_back(k);
  }
  out.dense = out.typed && std::none_of(out.levels.begin(), out.levels.end(),
                                        [](key_level const& l) { return l.k == key_level::kind::ratio; });
  if (!out.dense) return out;
  std::size_t total = 1;
  for (auto const& l : out.levels) total *= l.size;
  if (total == 0 || total > 65536) {  // a sparse giant: the linear lookup will do
    out.dense = false;
    return out;
  }
  out.index.assign(total, -1);
  // The linear lookup takes the first row holding a key path, then its column.
  std::set<model::key_path> seen;
  std::int32_t cell_index = 0;
  for (auto const& r : t.rows_) {
    std::vector<model::key_path> paths;
    for (auto const& path : r.keys)
      if (seen.insert(path).second) paths.push_back(path);
    for (std::size_t c = 0; c < r.cells.size(); ++c, ++cell_index) {
      if (c >= t.column_keys.size()) continue;
      for (auto const& path : paths) {
        model::key_path keys = path;
        keys.insert(keys.end(), t.column_keys[c].begin(), t.column_keys[c].end());
        std::size_t flat = 0;
        bool inside = keys.size() == out.levels.size();
        for (std::size_t i = 0; inside && i < keys.size(); ++i) {
          auto o = ordinal(out.levels[i], keys[i], *system);
          inside = o.has_value();
          flat = flat * out.levels[i].size + o.value_or(0);
        }
        if (inside) out.index[flat] = cell_index;
      }
    }
  }
  return out;
}

}  // namespace herald::codegen
