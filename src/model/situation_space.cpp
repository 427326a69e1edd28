// Enumerates the situations some expressions can meet, from the schema.
#include "model/situation_space.hpp"

#include <algorithm>

namespace herald::model {
namespace {


void collect(expr const& e, read_shape& top, read_shape* element) {
  using op = expr::op;
  switch (e.kind) {
    case op::field:
      (element ? element : &top)->fields[e.name];
      return;
    case op::member: {
      // a.b.c: walk to the head, then down.
      std::vector<std::string> chain{e.name};
      expr const* base = &e.args.at(0);
      while (base->kind == op::member) {
        chain.push_back(base->name);
        base = &base->args.at(0);
      }
      if (base->kind != op::field) {
        collect(*base, top, element);
        return;
      }
      read_shape* at = &(element ? element : &top)->fields[base->name];
      for (auto it = chain.rbegin(); it != chain.rend(); ++it) at = &at->fields[*it];
      return;
    }
    case op::call: {
      expr const& list = e.args.at(0);
      read_shape* at = nullptr;
      if (list.kind == op::field) {
        at = &(element ? element : &top)->fields[list.name];
      } else if (list.kind == op::member) {
        collect(list, top, element);
        expr const* base = &list;
        std::vector<std::string> chain;
        while (base->kind == op::member) {
          chain.push_back(base->name);
          base = &base->args.at(0);
        }
        at = &top.fields[base->name];
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) at = &at->fields[*it];
      }
      if (at && e.name != "sum" && e.name != "max" && e.name != "min") at->aggregated = true;
      if (e.args.size() > 1) collect(e.args[1], top, at ? at : element);
      return;
    }
    default:
      for (auto const& arg : e.args) collect(arg, top, element);
  }
}

void constants(expr const& e, std::set<std::int64_t>& out) {
  if (e.kind == expr::op::number) out.insert(e.number);
  for (auto const& arg : e.args) constants(arg, out);
}

// The lists a list field tries, as the members each holds: none (unless the list is only read
// through any/all/none/count, where it is never empty), each member alone, then each pair (order
// does not matter to an aggregate).
std::vector<std::vector<std::size_t>> list_picks(std::size_t members, bool aggregated) {
  std::vector<std::vector<std::size_t>> out;
  if (!aggregated) out.push_back({});
  for (std::size_t i = 0; i < members; ++i) out.push_back({i});
  for (std::size_t i = 0; i < members; ++i)
    for (std::size_t j = i; j < members; ++j) out.push_back({i, j});
  return out;
}

value value_of_kind(value::kind k) {
  value v;
  v.k = k;
  return v;
}

class enumerator {
 public:
  enumerator(ruleset const& rules, std::set<std::int64_t> const& constants)
      : rules_(rules), constants_(constants) {}

  // The candidate values of a field of `type` read as `shape`.
  std::vector<value> candidates(type_desc const& type, read_shape const& shape) {
    std::vector<value> out;
    switch (type.k) {
      case type_desc::kind::boolean:
        for (bool b : {false, true}) {
          value v = value_of_kind(value::kind::boolean);
          v.boolean = b;
          out.push_back(v);
        }
        break;
      case type_desc::kind::enumeration: {
        auto en = rules_.enums.find(type.name);
        if (en != rules_.enums.end())
          for (auto const& ev : en->second.values) {
            value v = value_of_kind(value::kind::name);
            v.text = ev.name;
            out.push_back(v);
          }
        break;
      }
      case type_desc::kind::integer: {
        std::int64_t lo = type.range ? type.range->first : -100, hi = type.range ? type.range->second : 100;
        std::set<std::int64_t> picks;
        // In 128 bits: a range may span the whole of int64 (hi - lo, c + 1 would overflow).
        if (static_cast<__int128>(hi) - lo <= 12) {
          for (__int128 n = lo; n <= hi; ++n) picks.insert(static_cast<std::int64_t>(n));
        } else {
          picks = {lo, hi};
          for (auto c : constants_)
            for (__int128 n : {static_cast<__int128>(c) - 1, static_cast<__int128>(c), static_cast<__int128>(c) + 1})
              if (n >= lo && n <= hi) picks.insert(static_cast<std::int64_t>(n));
          for (auto n : shape.also)
            if (n >= lo && n <= hi) picks.insert(n);
        }
        for (auto n : picks) {
          value v = value_of_kind(value::kind::number);
          v.number = n;
          out.push_back(v);
        }
        break;
      }
      case type_desc::kind::ratio: {
        std::set<std::pair<std::uint32_t, std::uint32_t>> steps;
        for (auto const& [name, t] : rules_.tables)
          for (auto const& r : t.rows_)
            for (auto const& kp : r.keys)
              for (auto const& k : kp)
                if (k.k == key::kind::ratio) steps.insert({k.attacker, k.defender});
        if (steps.empty()) steps.insert({1, 1});
        for (auto const& [a, d] : steps) {
          value v = value_of_kind(value::kind::ratio);
          v.attacker = a;
          v.defender = d;
          out.push_back(v);
        }
        break;
      }
      case type_desc::kind::record: {
        auto record = rules_.records.find(type.name);
        if (record != rules_.records.end()) out = objects(record->second, shape);
        break;
      }
      case type_desc::kind::list: {
        auto record = rules_.records.find(type.name);
        if (record == rules_.records.end()) break;
        std::vector<value> const members = objects(record->second, shape);
        for (auto const& pick : list_picks(members.size(), shape.aggregated)) {
          value v = value_of_kind(value::kind::list);
          for (auto i : pick) v.items.push_back(members[i]);
          out.push_back(std::move(v));
        }
        break;
      }
      default:
        break;
    }
    return out;
  }

  // Every object of `record` that differs in the fields `shape` reads.
  std::vector<value> objects(record_type const& record, read_shape const& shape) {
    std::vector<value> out{value_of_kind(value::kind::object)};
    for (auto const& [name, sub] : shape.fields) {
      field const* f = record.find(name);
      if (!f) continue;
      std::vector<value> choices = candidates(f->type, sub);
      if (choices.empty()) continue;
      std::vector<value> next;
      next.reserve(out.size() * choices.size());
      for (auto const& partial : out)
        for (auto const& c : choices) {
          value v = partial;
          v.fields.emplace_back(name, c);
          next.push_back(std::move(v));
        }
      out = std::move(next);
      if (out.size() > cap_) return out;  // the caller sees the size and gives up
    }
    return out;
  }

  std::size_t cap_ = 1000000;

 private:
  ruleset const& rules_;
  std::set<std::int64_t> const& constants_;
};

}  // namespace

read_shape shape_of(std::vector<expr const*> const& exprs) {
  read_shape top;
  for (auto const* e : exprs)
    if (e) collect(*e, top, nullptr);
  return top;
}

namespace {

void merge(read_shape& into, read_shape const& from) {
  into.aggregated = into.aggregated || from.aggregated;
  into.also.insert(from.also.begin(), from.also.end());
  for (auto const& [name, sub] : from.fields) merge(into.fields[name], sub);
}

// The names read inside elements of `record` (at `level`) that the element's record lacks.
void fallen_back(ruleset const& rules, read_shape const& level, record_type const& record,
                 std::vector<std::pair<std::string, read_shape const*>>& out) {
  for (auto const& [name, sub] : level.fields) {
    field const* f = record.find(name);
    if (!f) {
      out.emplace_back(name, &sub);
      continue;
    }
    if (f->type.k != type_desc::kind::list && f->type.k != type_desc::kind::record) continue;
    auto inner = rules.records.find(f->type.name);
    if (inner != rules.records.end()) fallen_back(rules, sub, inner->second, out);
  }
}

}  // namespace

read_shape shape_of(ruleset const& rules, std::string const& situation, std::vector<expr const*> const& exprs) {
  read_shape top = shape_of(exprs);
  auto record = rules.records.find(situation);
  if (record == rules.records.end()) return top;
  std::vector<std::pair<std::string, read_shape const*>> names;
  for (auto const& [name, sub] : top.fields) {
    field const* f = record->second.find(name);
    if (!f || (f->type.k != type_desc::kind::list && f->type.k != type_desc::kind::record)) continue;
    auto element = rules.records.find(f->type.name);
    if (element != rules.records.end()) fallen_back(rules, sub, element->second, names);
  }
  read_shape lifted = top;  // merged apart from `top`, which `names` points into
  for (auto const& [name, sub] : names)
    if (record->second.find(name)) merge(lifted.fields[name], *sub);
  return lifted;
}

// The situation field a table axis reads: the only top-level field of the
// roll's situation whose type is the axis's enum (or, for an int axis, the
// only int field of exactly the axis's range); empty when none or several.
std::string field_of_axis(ruleset const& rules, table const& t, axis const& ax, bool covering) {
  if (ax.levels.size() != 1 || t.roll->terms.empty()) return {};
  std::string situation;
  for (auto const& [sign, list_name] : t.roll->terms) {
    auto list = rules.modifier_lists.find(list_name);
    if (list == rules.modifier_lists.end() || (!situation.empty() && situation != list->second.situation)) return {};
    situation = list->second.situation;
  }
  auto record = rules.records.find(situation);
  if (record == rules.records.end()) return {};
  auto const& level = ax.levels[0];
  std::vector<std::string> found;
  for (auto const& f : record->second.fields) {
    bool const same_enum = level.k == axis_level::kind::enumeration &&
                           f.type.k == type_desc::kind::enumeration && f.type.name == level.domain;
    // An int axis stands for a field of exactly its range (columns 1..6 for
    // `range: int 1..6`): a narrower axis may count something else (firers).
    bool const holds_ints = level.k == axis_level::kind::int_range && f.type.k == type_desc::kind::integer &&
                            !level.keys.empty() && f.type.range && f.type.range->first == level.keys.front().number &&
                            level.keys.back().number == f.type.range->second;
    bool const covers_ints = covering && level.k == axis_level::kind::int_range && f.type.k == type_desc::kind::integer &&
                             !level.keys.empty() && (!f.type.range || (f.type.range->first <= level.keys.front().number &&
                                                                        level.keys.back().number <= f.type.range->second));
    if (same_enum || holds_ints || covers_ints) found.push_back(f.name);
  }
  return found.size() == 1 ? found.front() : std::string();
}

std::set<std::int64_t> constants_of(std::vector<expr const*> const& exprs) {
  std::set<std::int64_t> out;
  for (auto const* e : exprs)
    if (e) constants(*e, out);
  return out;
}

situation_walk::situation_walk(ruleset const& rules, std::string const& situation, read_shape const& shape,
                               std::set<std::int64_t> const& constants, std::size_t limit) {
  current_ = value_of_kind(value::kind::object);
  auto record = rules.records.find(situation);
  if (record == rules.records.end()) return;
  enumerator e(rules, constants);
  e.cap_ = limit;
  std::size_t total = 1;
  for (auto const& [name, sub] : shape.fields) {
    field const* f = record->second.find(name);
    if (!f) continue;
    field_choices c;
    auto const members = f->type.k == type_desc::kind::list ? rules.records.find(f->type.name) : rules.records.end();
    if (members != rules.records.end()) {
      c.members = e.objects(members->second, sub);
      c.picks = list_picks(c.members.size(), sub.aggregated);
    } else {
      c.values = e.candidates(f->type, sub);
    }
    if (c.size() == 0) continue;
    total *= c.size();
    if (total > limit) {
      count_ = total;
      return;
    }
    names_.push_back(name);
    choices_.push_back(std::move(c));
  }
  count_ = total;
  ok_ = true;
  at_.assign(names_.size(), 0);
  held_.assign(names_.size(), 0);
  for (std::size_t i = 0; i < names_.size(); ++i) {
    current_.fields.emplace_back(names_[i], value{});
    if (choices_[i].built())
      choices_[i].build(0, current_.fields[i].second);
    else
      std::swap(current_.fields[i].second, choices_[i].values[0]);
  }
}

void situation_walk::field_choices::build(std::size_t k, value& out) const {
  out.k = value::kind::list;
  out.items.clear();
  for (auto member : picks[k]) out.items.push_back(members[member]);
}

value const& situation_walk::candidate(std::size_t field, std::size_t k) const {
  if (k == held_[field]) return current_.fields[field].second;
  if (!choices_[field].built()) return choices_[field].values[k];
  choices_[field].build(k, scratch_);
  return scratch_;
}

std::size_t situation_walk::field_index(std::string const& name) const {
  auto it = std::find(names_.begin(), names_.end(), name);
  return it == names_.end() ? npos : std::size_t(it - names_.begin());
}

value situation_walk::situation_at(std::size_t index) const {
  value out = value_of_kind(value::kind::object);
  out.fields.resize(names_.size());
  for (std::size_t i = names_.size(); i-- > 0;) {  // the last field turns fastest
    out.fields[i] = {names_[i], candidate(i, index % choices_[i].size())};
    index /= choices_[i].size();
  }
  return out;
}

bool situation_walk::next() {
  if (!ok_ || index_ + 1 >= count_) return false;
  ++index_;
  for (std::size_t i = names_.size(); i-- > 0;) {
    if (++at_[i] < choices_[i].size()) break;
    at_[i] = 0;
  }
  return true;
}

value const& situation_walk::situation() const {
  for (std::size_t i = 0; i < names_.size(); ++i) {
    if (held_[i] == at_[i]) continue;
    if (choices_[i].built()) {
      choices_[i].build(at_[i], current_.fields[i].second);
    } else {
      std::swap(current_.fields[i].second, choices_[i].values[held_[i]]);  // the candidate back to its slot
      std::swap(current_.fields[i].second, choices_[i].values[at_[i]]);
    }
    held_[i] = at_[i];
  }
  return current_;
}

bool visit_situations(ruleset const& rules, std::string const& situation, read_shape const& shape,
                      std::set<std::int64_t> const& constants, std::size_t limit,
                      std::function<bool(std::size_t, std::size_t)> const& wanted,
                      std::function<void(value const&)> const& visit, std::size_t& count) {
  situation_walk walk(rules, situation, shape, constants, limit);
  count = walk.count();
  if (!walk.ok()) return false;
  do {
    if (!wanted || wanted(walk.index(), count)) visit(walk.situation());
  } while (walk.next());
  return true;
}

}  // namespace herald::model
