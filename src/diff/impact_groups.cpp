// The impact's grouping (impact_groups.hpp): independent parts, their situations enumerated and
// convolved into groups by what a roll reads, each side's chances for a group.
#include "diff/impact_groups.hpp"

#include <algorithm>
#include <numeric>

#include "engine/core/resolution.hpp"
#include "engine/report.hpp"
#include "model/partition.hpp"

namespace herald::diff::impact_detail {

// What expressions of `roll` read, over its situation in the new ruleset's schema: a name inside a
// list's operation that the element lacks is the situation's own (`shooters.any(range == 2)` reads
// `range`), as the engine and the checker read it.
model::read_shape reads_of(roll_spec const& roll, std::vector<model::expr const*> const& exprs) {
  return model::shape_of(*roll.sides[new_side].rules, roll.situation, exprs);
}

std::vector<model::expr const*> exprs_of(model::modifier const& m) {
  std::vector<model::expr const*> out;
  if (m.condition) out.push_back(&*m.condition);
  if (m.computed) out.push_back(&*m.computed);
  return out;
}

// The group's witness as one situation.
value witness_of(group const& g) {
  value out;
  out.k = value::kind::object;
  for (auto const& piece : g.witness)
    for (auto const& f : piece->fields) out.fields.push_back(f);
  return out;
}

namespace {

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

}  // namespace

std::optional<groups> weigher::group_situations(std::vector<std::string> const& kept, std::string& why) {
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

chances const& weigher::chances_of(int side, std::vector<std::string> const& kept_texts,
                          std::vector<std::shared_ptr<value const>> const& kept,
                          std::int64_t total, std::vector<std::string> const& kept_names, std::int64_t other) {
  auto key = std::make_tuple(side, kept_texts, total, other);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  chances out;
  roll_side const& s = roll_.sides[side];
  engine::tables const& t = *tables_[side];
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

std::vector<std::string> weigher::opposed_outcomes(int side, std::int64_t difference) const {
  engine::band_row row = tables_[side]->band(roll_.name, difference);
  if (!row.found) return {"refused (no band for " + std::to_string(difference) + ")"};
  std::vector<std::string> out;
  for (std::size_t c = 0; c < row.columns.size(); ++c)
    out.push_back(row.columns[c] + " = " + engine::join_results(row.outcomes[c]));
  return out;
}

std::optional<groups> weigher::opposed_situations(std::vector<std::string> const& kept, std::string& why) {
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
          std::int64_t const mine = tables_[side]->modifiers(roll_.terms[t].list->name, s).total;
          std::int64_t const theirs = tables_[side]->modifiers(roll_.terms[t].list->name, swapped).total;
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

std::vector<std::string> weigher::outcomes(int side, value const& s, std::int64_t natural, std::int64_t total) const {
  engine::tables const& t = *tables_[side];
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

std::vector<part> weigher::split(std::vector<std::string> const& kept) {
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

bool weigher::enumerate(part& p, std::vector<std::string> const& kept, std::string& why) {
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

bool weigher::each_situation(part const& p, std::function<void(value const&)> const& visit, std::string& why) const {
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

groups weigher::convolve(std::vector<part> const& parts, std::vector<std::string> const& kept, std::string& why) {
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

groups weigher::count_part(part const& p, std::vector<std::string> const& kept, std::string& why) {
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
        k.partials[t] = tables_[side]->modifiers_among(roll_.terms[t].list->name, s, members[t]).raw;
      } catch (engine::engine_error const&) {
        k.refused[side] = true;
      }
    }
    normalise(k);
    add(out, k, s, kept, p.kept);
  }, why);
  return out;
}

groups weigher::resolve_each(std::vector<part> const& parts, std::vector<std::string> const& kept, std::string& why) {
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
          std::int64_t const m = tables_[side]->modifiers(roll_.terms[t].list->name, s).total;
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

std::int64_t weigher::side_total(group_key const& k, int side) const {
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

void weigher::normalise(group_key& k) const {
  for (std::size_t t = 0; t < k.partials.size(); ++t)
    if (k.refused[roll_.terms[t].side]) k.partials[t] = 0;
}

groups weigher::finish(groups const& combined) const {
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

void weigher::add(groups& out, group_key const& k, value const& s, std::vector<std::string> const& kept,
         std::vector<std::size_t> const& at) const {
  auto [it, fresh] = out.try_emplace(k);
  it->second.count += 1;
  if (!fresh) return;
  it->second.witness = {std::make_shared<value const>(s)};
  it->second.kept_values = kept_values_of(s, kept, at);
  charge(it->first, it->second, true);
}

void weigher::charge(group_key const& k, group const& g, bool own_witness) const {
  if (!held_.of()) return;
  held_.charge(bytes_of(k, g, own_witness));
  if (++groups_made_ % 4096 == 0) held_.of()->note_progress("impact of " + roll_.name + ", groups", groups_made_);
}

}  // namespace herald::diff::impact_detail
