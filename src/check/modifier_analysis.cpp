// The shared analysis of the modifier checks: situations enumerated from the schema, totals and their reach.
#include "check/modifier_analysis.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <numeric>

#include "model/situation_space.hpp"
#include "model/situation_eval.hpp"

namespace herald::check {
namespace {

std::vector<model::expr const*> exprs_of(std::vector<model::modifier const*> const& mods) {
  std::vector<model::expr const*> out;
  for (auto const* m : mods) {
    if (m->condition) out.push_back(&*m->condition);
    if (m->computed) out.push_back(&*m->computed);
  }
  return out;
}

}  // namespace

std::string signed_text(std::int64_t n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

bool list_analysis::each(std::vector<model::modifier const*> const& mods,
                         std::function<void(model::value const&)> const& visit,
                         std::set<std::int64_t> const& extra) const {
  auto exprs = exprs_of(mods);
  auto constants = constants_of(exprs);
  constants.insert(extra.begin(), extra.end());
  std::size_t count = 0;
  return enumerate_situations(rules_, list_.situation, shape_of(exprs), constants, situation_limit, visit, count);
}

evaluated list_analysis::evaluate(model::modifier const& m, model::value const& s) const {
  evaluated out;
  try {
    model::situation_env env{rules_, s, {}};
    out.applies = !m.condition || model::evaluate_condition(*m.condition, env);
    if (out.applies) out.delta = m.delta ? *m.delta : model::evaluate_integer(*m.computed, env);
  } catch (model::evaluation_error const&) {
    out.ok = false;
  }
  return out;
}

std::optional<model::value> list_analysis::both_apply(
    model::modifier const& a, model::modifier const& b,
    std::function<bool(evaluated const&, evaluated const&)> const& also) const {
  std::optional<model::value> witness;
  each({&a, &b}, [&](model::value const& s) {
    if (witness) return;
    auto x = evaluate(a, s), y = evaluate(b, s);
    if (x.ok && y.ok && x.applies && y.applies && (!also || also(x, y))) witness = s;
  });
  return witness;
}

model::modifier const* list_analysis::modifier_named(std::string const& name) const {
  for (auto const& m : list_.modifiers)
    if (m.name == name) return &m;
  return nullptr;
}

bool list_analysis::linked(model::modifier const& a, model::modifier const& b) const {
  auto names = [](model::modifier const& m, std::string const& other) {
    return std::find(m.excludes.begin(), m.excludes.end(), other) != m.excludes.end();
  };
  if (names(a, b.name) || names(b, a.name)) return true;
  for (auto const& g : list_.groups) {
    bool has_a = std::find(g.members.begin(), g.members.end(), a.name) != g.members.end();
    bool has_b = std::find(g.members.begin(), g.members.end(), b.name) != g.members.end();
    if (has_a && has_b) return true;
  }
  return false;
}

list_analysis::part_reach const& list_analysis::reach_of_part(std::size_t part, std::vector<std::string> const& fields,
                                                              std::set<std::int64_t> const& extra) const {
  auto [it, fresh] = parts_.try_emplace({part, fields, extra});
  if (!fresh) return it->second;
  auto const members = components()[part];
  std::vector<model::modifier const*> mods;
  for (auto i : members) mods.push_back(&list_.modifiers[i]);
  auto keep = [](std::optional<part_extremes>& e, std::int64_t total, model::value const& s) {
    if (!e) e = part_extremes{total, total, s, s};
    if (total < e->low) e->low = total, e->lowest = s;
    if (total > e->high) e->high = total, e->highest = s;
  };
  std::map<field_values, std::optional<part_extremes>> buckets;
  part_reach& out = it->second;
  out.decided = each(mods, [&](model::value const& s) {
    auto total = component_total(members, s);
    if (!total) return;
    field_values values;
    for (auto const& f : fields) {
      auto const* v = model::find_field(s, f);
      values.push_back(v ? model::value_text(*v) : std::string());
    }
    keep(buckets[values], *total, s);
    keep(out.overall, *total, s);
  }, extra);
  for (auto& [values, e] : buckets) out.by_values.emplace(values, std::move(*e));
  return out;
}

// The independent parts' extremes added up, their witnesses merged; each
// part held at the pinned values of the fields it reads.
std::optional<list_reach> list_analysis::extremes(pinned_fields const& pins) const {
  list_reach out;
  out.lowest.k = out.highest.k = model::value::kind::object;
  auto const parts = components();
  for (std::size_t p = 0; p < parts.size(); ++p) {
    std::vector<model::modifier const*> mods;
    for (auto i : parts[p]) mods.push_back(&list_.modifiers[i]);
    auto const read = shape_of(exprs_of(mods));
    std::vector<std::string> fields;
    field_values wanted;
    std::set<std::int64_t> extra;  // a wide int field tries only some values: make it try the pinned one
    for (auto const& [field, value] : pins) {
      if (!read.fields.count(field)) continue;
      fields.push_back(field);
      wanted.push_back(value);
      std::int64_t number = 0;
      auto const [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
      if (error == std::errc() && end == value.data() + value.size()) extra.insert(number);
    }
    auto const& reach = reach_of_part(p, fields, extra);
    if (!reach.decided) return std::nullopt;
    part_extremes const* e = nullptr;
    if (!fields.empty()) {
      // No situation at the pinned values gives a total (every one refused):
      // nothing to say of these keys.
      auto held = reach.by_values.find(wanted);
      if (held == reach.by_values.end()) return std::nullopt;
      e = &held->second;
    } else if (reach.overall) {
      e = &*reach.overall;
    } else {
      continue;  // every situation refused: the part adds nothing
    }
    out.low += e->low;
    out.high += e->high;
    for (auto const& f : e->lowest.fields) out.lowest.fields.push_back(f);
    for (auto const& f : e->highest.fields) out.highest.fields.push_back(f);
  }
  return out;
}

std::optional<std::set<std::int64_t>> list_analysis::totals() const {
  if (!totals_) totals_ = all_totals();
  return *totals_;
}

std::optional<std::set<std::int64_t>> list_analysis::all_totals() const {
  std::set<std::int64_t> sums = {0};
  for (auto const& members : components()) {
    std::vector<model::modifier const*> mods;
    for (auto i : members) mods.push_back(&list_.modifiers[i]);
    std::set<std::int64_t> part;
    bool decided = each(mods, [&](model::value const& s) {
      if (auto total = component_total(members, s)) part.insert(*total);
    });
    if (!decided) return std::nullopt;
    if (part.empty()) continue;
    std::set<std::int64_t> next;
    for (auto a : sums)
      for (auto b : part) next.insert(a + b);
    sums = std::move(next);
  }
  return sums;
}

// Components: modifiers that read a common field, or that an `excludes` or
// a group ties together, must be enumerated together; the others add up
// independently, so every combination of their totals is reachable.
std::vector<std::vector<std::size_t>> list_analysis::components() const {
  auto const& mods = list_.modifiers;
  std::vector<std::size_t> parent(mods.size());
  std::iota(parent.begin(), parent.end(), 0);
  std::function<std::size_t(std::size_t)> root = [&](std::size_t i) {
    return parent[i] == i ? i : parent[i] = root(parent[i]);
  };
  std::vector<std::set<std::string>> fields(mods.size());
  for (std::size_t i = 0; i < mods.size(); ++i)
    for (auto const& [name, sub] : shape_of(exprs_of({&mods[i]})).fields) fields[i].insert(name);
  for (std::size_t i = 0; i < mods.size(); ++i)
    for (std::size_t j = i + 1; j < mods.size(); ++j) {
      bool shared = std::any_of(fields[i].begin(), fields[i].end(),
                                [&](std::string const& f) { return fields[j].count(f) > 0; });
      if (shared || linked(mods[i], mods[j])) parent[root(i)] = root(j);
    }
  std::map<std::size_t, std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < mods.size(); ++i) groups[root(i)].push_back(i);
  std::vector<std::vector<std::size_t>> out;
  for (auto& [r, members] : groups) out.push_back(std::move(members));
  return out;
}

// The raw total of the members of one component in one situation (excludes and groups applied).
std::optional<std::int64_t> list_analysis::component_total(std::vector<std::size_t> const& members,
                                                          model::value const& s) const {
  std::map<std::string, evaluated> values;
  for (auto i : members) {
    auto v = evaluate(list_.modifiers[i], s);
    if (!v.ok) return std::nullopt;
    values[list_.modifiers[i].name] = v;
  }
  for (auto i : members) {
    auto const& m = list_.modifiers[i];
    if (!values[m.name].applies) continue;
    for (auto const& excluded : m.excludes)
      if (values.count(excluded)) values[excluded].applies = false;
  }
  for (auto const& g : list_.groups) {
    evaluated* kept = nullptr;
    for (auto const& name : g.members) {
      auto it = values.find(name);
      if (it == values.end() || !it->second.applies) continue;
      bool better = !kept || (g.policy == "min" ? it->second.delta < kept->delta : it->second.delta > kept->delta);
      if (better) {
        if (kept) kept->applies = false;
        kept = &it->second;
      } else {
        it->second.applies = false;
      }
    }
  }
  std::int64_t total = 0;
  for (auto const& [name, v] : values)
    if (v.applies) total += v.delta;
  return total;
}

list_analysis const& list_analyses::of(model::modifier_list const& list) {
  auto& slot = lists_[&list];
  if (!slot) slot = std::make_unique<list_analysis>(rules_, list);
  return *slot;
}

list_analyses& shared_lists(options const& opts, list_analyses& local) { return opts.lists ? *opts.lists : local; }

void analyse_lists(model::ruleset const& rules, options const& opts, diagnostics& diags,
                   std::function<void(list_analysis const&, diagnostics&)> const& find) {
  list_analyses local(rules);
  auto& lists = shared_lists(opts, local);
  for (auto const& [name, list] : rules.modifier_lists) find(lists.of(list), diags);
  // A scenario's lists as it plays them: a list it replaces is analysed whole; a
  // list it adds modifiers to, only for the findings that involve those (the
  // others are the edition's own, reported above).
  for (auto const& [scenario_name, scenario] : rules.scenarios)
    for (auto const& [name, list] : scenario.overlaid_lists) {
      bool const replaced = std::any_of(scenario.modifier_lists.begin(), scenario.modifier_lists.end(),
                                        [&wanted = name](model::modifier_list const& l) { return l.name == wanted; });
      std::vector<source_range> added;
      for (auto const& [list_name, m] : scenario.added_modifiers)
        if (list_name == name) added.push_back(m.prov.where);
      if (!replaced && added.empty()) continue;
      diagnostics found;
      find(lists.of(list), found);
      for (auto const& d : found.all()) {
        auto involves = [&](source_range const& r) {
          return std::any_of(added.begin(), added.end(), [&](source_range const& a) {
            return a.file == r.file && a.begin == r.begin && a.end == r.end;
          });
        };
        bool keep = replaced || involves(d.where) ||
                    std::any_of(d.notes.begin(), d.notes.end(), [&](related_note const& n) { return involves(n.where); });
        if (!keep) continue;
        diagnostic& copy = diags.report(d.level, d.id, d.where, d.message);
        copy.notes = d.notes;
        copy.notes.push_back({scenario.prov.where, "in '" + name + "' as scenario '" + scenario_name + "' plays it"});
        copy.subject = d.subject;
      }
    }
}

}  // namespace herald::check
