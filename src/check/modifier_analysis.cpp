// The shared analysis of the modifier checks: situations enumerated from the schema, totals and their reach.
#include "check/modifier_analysis.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <numeric>
#include <unordered_map>

#include "model/partition.hpp"
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

// A field's value as far as `shape` reads it: two candidates with the same projection give
// every expression of that shape the same value.
void append_projection(model::value const& v, model::read_shape const& shape, std::string& out) {
  switch (v.k) {
    case model::value::kind::object:
      out += '{';
      for (auto const& [name, sub] : shape.fields) {
        if (auto const* f = model::find_field(v, name)) out += name, out += ':', append_projection(*f, sub, out);
        out += ',';
      }
      out += '}';
      break;
    case model::value::kind::list:
      out += '[';
      for (auto const& item : v.items) append_projection(item, shape, out), out += ',';
      out += ']';
      break;
    case model::value::kind::number: {
      char digits[24];
      auto const end = std::to_chars(digits, digits + sizeof digits, v.number).ptr;
      out.append(digits, end);
      break;
    }
    case model::value::kind::boolean:
      out += v.boolean ? 't' : 'f';
      break;
    case model::value::kind::name:
    case model::value::kind::text:
      out += v.text;
      break;
    default:
      out += model::value_text(v);
  }
}

void append_signature(model::read_shape const& shape, std::string& out) {
  for (auto const& [name, sub] : shape.fields) out += name, out += '(', append_signature(sub, out), out += ')';
}

}  // namespace

std::string signed_text(std::int64_t n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

bool list_analysis::each(std::vector<model::modifier const*> const& mods,
                         std::function<void(model::value const&)> const& visit,
                         std::set<std::int64_t> const& extra) const {
  auto walk = space_of(mods, extra);
  if (!walk.ok()) return false;
  do visit(walk.situation());
  while (walk.next());
  return true;
}

model::situation_walk list_analysis::space_of(std::vector<model::modifier const*> const& mods,
                                              std::set<std::int64_t> const& extra) const {
  auto const exprs = exprs_of(mods);
  auto constants = constants_of(exprs);
  constants.insert(extra.begin(), extra.end());
  return {rules_, list_.situation, shape_of(rules_, list_.situation, exprs), constants, limit_};
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


// Each modifier's evaluation in the walk's situation, computed once for each value of what
// the modifier reads: the space is the product of every field the modifiers read, and each
// modifier reads only a few of them, and of a list of records only some fields.
class list_analysis::evaluations {
 public:
  evaluations(list_analysis const& analysis, std::vector<model::modifier const*> const& mods,
              model::situation_walk const& walk)
      : analysis_(analysis), mods_(mods), walk_(walk), memos_(mods.size()) {
    for (std::size_t i = 0; i < mods.size(); ++i) {
      std::size_t size = 1;
      auto read = [&](std::size_t field, model::read_shape const& sub) {
        auto const& [classes, count] = classes_of(field, sub);
        std::vector<std::size_t> offsets(walk.choices(field));
        for (std::size_t k = 0; k < offsets.size(); ++k) offsets[k] = (classes.empty() ? k : classes[k]) * size;
        memos_[i].reads.push_back({field, std::move(offsets)});
        size *= count;
      };
      auto const shape =
          model::shape_of(analysis.rules(), analysis.list().situation, exprs_of({mods[i]}));
      // A field the walk does not turn is the same in every situation: it is no part of the key.
      for (auto const& [name, sub] : shape.fields)
        if (auto const field = walk.field_index(name); field != model::situation_walk::npos) read(field, sub);
      memos_[i].slots.resize(size);
    }
  }

  // Room for `n` evaluations, kept from one situation to the next.
  std::vector<evaluated>& scratch(std::size_t n) {
    if (scratch_.size() < n) scratch_.resize(n);
    return scratch_;
  }

  // mods[i] in the walk's current situation.
  evaluated const& of(std::size_t i) {
    auto& memo = memos_[i];
    std::size_t at = 0;
    for (auto const& read : memo.reads) at += read.offsets[walk_.at(read.field)];
    auto& slot = memo.slots[at];
    if (!slot.known) {
      slot.value = analysis_.evaluate(*mods_[i], walk_.situation());
      slot.known = true;
    }
    return slot.value;
  }

 private:
  // The class of each candidate of a walked field, as `sub` reads it, and how many classes;
  // no list when the field is read whole (each candidate its own class).
  using field_classes = std::pair<std::vector<std::size_t>, std::size_t>;
  field_classes const& classes_of(std::size_t field, model::read_shape const& sub) {
    std::string signature = std::to_string(field) + ":";
    append_signature(sub, signature);
    auto [it, fresh] = classes_.try_emplace(signature);
    if (!fresh) return it->second;
    if (sub.fields.empty()) return it->second = {{}, walk_.choices(field)};
    std::unordered_map<std::string, std::size_t> seen;
    // A list of records: its candidates' projections from its members' (the same text as
    // projecting each list, without building it).
    std::vector<std::string> member_keys;
    for (auto const& member : walk_.members(field)) append_projection(member, sub, member_keys.emplace_back());
    for (std::size_t k = 0; k < walk_.choices(field); ++k) {
      std::string key;
      if (auto const* picked = walk_.picked(field, k)) {
        key += '[';
        for (auto member : *picked) key += member_keys[member], key += ',';
        key += ']';
      } else {
        append_projection(walk_.candidate(field, k), sub, key);
      }
      it->second.first.push_back(seen.try_emplace(std::move(key), seen.size()).first->second);
    }
    it->second.second = seen.size();
    return it->second;
  }

  struct memo {
    struct read {
      std::size_t field;
      std::vector<std::size_t> offsets;  // each candidate's class, times the stride
    };
    struct slot {
      bool known = false;
      evaluated value;
    };
    std::vector<read> reads;
    std::vector<slot> slots;  // one per combination of classes
  };
  list_analysis const& analysis_;
  std::vector<model::modifier const*> const& mods_;
  model::situation_walk const& walk_;
  std::vector<memo> memos_;
  std::map<std::string, field_classes> classes_;
  std::vector<evaluated> scratch_;
};

bool list_analysis::walk(std::vector<model::modifier const*> const& mods, std::set<std::int64_t> const& extra,
                         std::function<void(model::situation_walk const&, evaluations&)> const& visit,
                         std::function<void(model::situation_walk const&)> const& finish) const {
  auto walk = space_of(mods, extra);
  if (!walk.ok()) return false;
  evaluations evals(*this, mods, walk);
  do visit(walk, evals);
  while (walk.next());
  if (finish) finish(walk);
  return true;
}

std::optional<model::value> list_analysis::both_apply(
    model::modifier const& a, model::modifier const& b,
    std::function<bool(evaluated const&, evaluated const&)> const& also) const {
  std::optional<model::value> witness;
  walk({&a, &b}, {}, [&](model::situation_walk const& at, evaluations& evals) {
    if (witness) return;
    auto const& x = evals.of(0);
    auto const& y = evals.of(1);
    if (x.ok && y.ok && x.applies && y.applies && (!also || also(x, y))) witness = at.situation();
  });
  return witness;
}

model::modifier const* list_analysis::modifier_named(std::string const& name) const {
  for (auto const& m : list_.modifiers)
    if (m.name == name) return &m;
  return nullptr;
}

bool list_analysis::linked(model::modifier const& a, model::modifier const& b) const {
  return model::linked(list_, a, b);
}

list_analysis::part_reach const& list_analysis::reach_of_part(std::size_t part, std::vector<std::string> const& fields,
                                                              std::set<std::int64_t> const& extra) const {
  auto [it, fresh] = parts_.try_emplace({part, fields, extra});
  if (!fresh) return it->second;
  auto const& members = components()[part];
  std::vector<model::modifier const*> mods;
  for (auto i : members.members) mods.push_back(&list_.modifiers[i]);
  // Extremes kept as the walk's indexes: a witness is built once, at the end.
  struct found {
    std::int64_t low = 0, high = 0;
    std::size_t lowest = 0, highest = 0;
  };
  auto keep = [](std::optional<found>& e, std::int64_t total, std::size_t index) {
    if (!e) e = found{total, total, index, index};
    if (total < e->low) e->low = total, e->lowest = index;
    if (total > e->high) e->high = total, e->highest = index;
  };
  // Buckets by the pinned fields' candidates, numbered as an odometer would.
  std::unordered_map<std::size_t, std::optional<found>> buckets;
  std::optional<found> overall;
  std::vector<std::pair<std::size_t, std::size_t>> strides;  // (walk field, stride) of each pinned field walked
  bool placed = false;
  part_reach& out = it->second;
  auto visit = [&](model::situation_walk const& at, evaluations& evals) {
    if (!placed) {
      placed = true;
      std::size_t stride = 1;
      for (auto const& f : fields)
        if (auto field = at.field_index(f); field != model::situation_walk::npos)
          strides.emplace_back(field, stride), stride *= at.choices(field);
    }
    auto total = component_total(members, evals);
    if (!total) return;
    std::size_t bucket = 0;
    for (auto const& [field, stride] : strides) bucket += at.at(field) * stride;
    keep(buckets[bucket], *total, at.index());
    keep(overall, *total, at.index());
  };
  auto witnesses = [&](model::situation_walk const& at) {
    auto extremes = [&](found const& e) {
      return part_extremes{e.low, e.high, at.situation_at(e.lowest), at.situation_at(e.highest)};
    };
    // Buckets whose values print alike are one (as a bucket by text would have been): their
    // extremes merged, the first situation in the walk's order kept on a tie.
    std::map<field_values, found> by_text;
    for (auto const& [bucket, e] : buckets) {
      auto const s = at.situation_at(e->lowest);  // the pinned fields as the bucket holds them
      field_values values;
      for (auto const& f : fields) {
        auto const* v = model::find_field(s, f);
        values.push_back(v ? model::value_text(*v) : std::string());
      }
      auto [merged, fresh] = by_text.try_emplace(std::move(values), *e);
      if (fresh) continue;
      found& m = merged->second;
      if (e->low < m.low || (e->low == m.low && e->lowest < m.lowest)) m.low = e->low, m.lowest = e->lowest;
      if (e->high > m.high || (e->high == m.high && e->highest < m.highest)) m.high = e->high, m.highest = e->highest;
    }
    for (auto const& [values, e] : by_text) out.by_values.emplace(values, extremes(e));
    if (overall) out.overall = extremes(*overall);
  };
  out.decided = walk(mods, extra, visit, witnesses);
  return out;
}

// The independent parts' extremes added up, their witnesses merged; each
// part held at the pinned values of the fields it reads.
std::optional<list_reach> list_analysis::extremes(pinned_fields const& pins) const {
  list_reach out;
  out.lowest.k = out.highest.k = model::value::kind::object;
  auto const& parts = components();
  for (std::size_t p = 0; p < parts.size(); ++p) {
    std::vector<model::modifier const*> mods;
    for (auto i : parts[p].members) mods.push_back(&list_.modifiers[i]);
    auto const read = shape_of(rules_, list_.situation, exprs_of(mods));
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
  for (auto const& part : components()) {
    std::vector<model::modifier const*> mods;
    for (auto i : part.members) mods.push_back(&list_.modifiers[i]);
    std::set<std::int64_t> totals;
    bool decided = walk(mods, {}, [&](model::situation_walk const&, evaluations& evals) {
      if (auto total = component_total(part, evals)) totals.insert(*total);
    });
    if (!decided) return std::nullopt;
    if (totals.empty()) continue;
    std::set<std::int64_t> next;
    for (auto a : sums)
      for (auto b : totals) next.insert(a + b);
    sums = std::move(next);
  }
  return sums;
}

// Components: modifiers that read a common field, or that an `excludes` or
// a group ties together, must be enumerated together; the others add up
// independently, so every combination of their totals is reachable.
std::vector<list_analysis::component> const& list_analysis::components() const {
  if (components_known_) return components_;
  components_known_ = true;
  auto const& mods = list_.modifiers;
  std::vector<std::set<std::string>> fields(mods.size());
  for (std::size_t i = 0; i < mods.size(); ++i)
    for (auto const& [name, sub] : shape_of(rules_, list_.situation, exprs_of({&mods[i]})).fields) fields[i].insert(name);
  auto const tied = [&](std::size_t i, std::size_t j) {
    return std::any_of(fields[i].begin(), fields[i].end(), [&](std::string const& f) { return fields[j].count(f) > 0; }) ||
           linked(mods[i], mods[j]);
  };
  for (auto& members : model::independent_parts(mods.size(), tied)) components_.push_back(summed(std::move(members)));
  return components_;
}

// How a component's members add up: one slot per name (as a map by name would hold them),
// each member's excludes, and the list's groups, by slot.
list_analysis::component list_analysis::summed(std::vector<std::size_t> members) const {
  component out;
  std::map<std::string, std::size_t> slot_of_name;
  for (auto i : members) {
    auto [it, fresh] = slot_of_name.try_emplace(list_.modifiers[i].name, slot_of_name.size());
    out.slot_of_member.push_back(it->second);
  }
  out.slots = slot_of_name.size();
  for (auto i : members) {
    std::vector<std::size_t> excluded;
    for (auto const& name : list_.modifiers[i].excludes)
      if (auto it = slot_of_name.find(name); it != slot_of_name.end()) excluded.push_back(it->second);
    out.excluded_slots.push_back(std::move(excluded));
  }
  for (auto const& g : list_.groups) {
    component::group_slots group{g.policy == "min", {}};
    for (auto const& name : g.members)
      if (auto it = slot_of_name.find(name); it != slot_of_name.end()) group.slots.push_back(it->second);
    out.groups.push_back(std::move(group));
  }
  out.members = std::move(members);
  return out;
}

// The raw total of the members of one component in one situation (excludes and groups applied).
std::optional<std::int64_t> list_analysis::component_total(component const& part, evaluations& evals) const {
  auto& slots = evals.scratch(part.slots);
  evaluated* values = slots.data();
  for (std::size_t k = 0; k < part.members.size(); ++k) {
    auto const& v = evals.of(k);
    if (!v.ok) return std::nullopt;
    values[part.slot_of_member[k]] = v;
  }
  for (std::size_t k = 0; k < part.members.size(); ++k) {
    if (!values[part.slot_of_member[k]].applies) continue;
    for (auto excluded : part.excluded_slots[k]) values[excluded].applies = false;
  }
  for (auto const& g : part.groups) {
    evaluated* kept = nullptr;
    for (auto slot : g.slots) {
      evaluated& v = values[slot];
      if (!v.applies) continue;
      bool better = !kept || (g.keeps_min ? v.delta < kept->delta : v.delta > kept->delta);
      if (better) {
        if (kept) kept->applies = false;
        kept = &v;
      } else {
        v.applies = false;
      }
    }
  }
  std::int64_t total = 0;
  for (std::size_t slot = 0; slot < part.slots; ++slot)
    if (values[slot].applies) total += values[slot].delta;
  return total;
}

list_analysis const& list_analyses::of(model::modifier_list const& list) {
  auto& slot = lists_[&list];
  if (!slot) slot = std::make_unique<list_analysis>(rules_, list, limit_);
  return *slot;
}

list_analyses& shared_lists(options const& opts, list_analyses& local) { return opts.lists ? *opts.lists : local; }

void analyse_lists(model::ruleset const& rules, options const& opts, diagnostics& diags,
                   std::function<void(list_analysis const&, diagnostics&)> const& find) {
  list_analyses local(rules, opts.situation_limit);
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
