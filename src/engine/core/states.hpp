// Exact distributions over merged states: a procedure written once over a carrier, played on
// given dice or chance (`one`) or resolved exactly (`states`), whose entries merge after each step.
//
// A procedure is a sequence of calls on its carrier `m`: `then` (what the dice do not decide),
// `roll` (a die whose faces matter through classes), `roll_counts` (classes given with their
// weights: a pool's counts), `each` (a roll each component of a list makes alone), `materialize`
// (those components made certain, because a later step reads them) and `repeat_while` (rounds
// rolled again). `states<S>` holds entries {state, ways, rows, given facts}; after each call
// the entries whose state and rows are equal merge, whatever their path, so the cost follows the
// distinct states a later step reads, not the sequences of faces. Weights are counts of equally
// likely ways over one denominator (big integers, never fractions, reduced once per printed row).
//
// `S` is what later steps read and what the dice change. It gives `==`, `hash_value(S const&)`
// (never of a pointer) and `bytes_of(S const&)` (for the budget), found by argument-dependent
// lookup. Components (each leader's fate) live in `S` as `independent<C>` lists: each component
// is its own small distribution, independent of the others given the rest of `S`, so N leaders
// cost N small distributions per entry instead of 4^N entries.
//
// Records: `row(f)` is a fact the report charts (it is part of the merge key), `given(f)` a fact
// shown given the row (held as P(f and entry), added on a merge, scaled on a split), `step(make)`
// the explanation, built only when a person reads it (`one` over dice that explain). With
// `joint = true` every fact is a row and every component is rolled as the entries' own roll: the
// result is then the joint distribution today's enumeration makes, fact for fact.
#pragma once

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/core/budget.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/machine_integers.hpp"
#include "engine/core/resolution.hpp"

namespace herald::engine {

// Equally likely ways, counted exactly.
using ways = boost::multiprecision::cpp_int;

// What a roll asks: its die, what it is for, and the faces it tells apart.
struct roll_request {
  die_faces die;
  std::string purpose;
  std::vector<std::pair<int, int>> classes;  // (a face of the class, faces in it); empty: every face alone
};

// The classes of `classify(face)` over a die's faces, in face order: (first face, faces in it).
template <class Classify>
std::vector<std::pair<int, int>> classes_of(die_faces const& die, Classify&& classify) {
  std::vector<std::pair<int, int>> out;
  std::vector<decltype(classify(die.low))> keys;
  for (int f = die.low; f <= die.high; ++f) {
    auto key = classify(f);
    auto it = std::find(keys.begin(), keys.end(), key);
    if (it == keys.end()) {
      keys.push_back(std::move(key));
      out.emplace_back(f, 1);
    } else {
      ++out[static_cast<std::size_t>(it - keys.begin())].second;
    }
  }
  return out;
}

// What a roll of pooled dice asks: the ways of each count k, over one denominator.
struct counts_request {
  std::vector<ways> weights;
  ways denominator = 1;
};

// The facts of one resolution, each stored once: records hold 32-bit ids that compare as integers.
class fact_table {
 public:
  std::uint32_t id(fact const& f) {
    auto [it, fresh] = ids_.try_emplace(f, static_cast<std::uint32_t>(facts_.size()));
    if (fresh) facts_.push_back(f);
    return it->second;
  }
  fact const& at(std::uint32_t i) const { return facts_.at(i); }
  std::size_t size() const { return facts_.size(); }

 private:
  // Hashed, not ordered: every fact a step records is looked up here (a pool's 29,160 outcomes).
  struct fact_hash {
    std::size_t operator()(fact const& f) const {
      std::hash<std::string> text;
      std::size_t h = text(f.name) * 31 + static_cast<std::size_t>(f.k);
      h = (h ^ text(f.word)) * 1099511628211u ^ static_cast<std::size_t>(f.number);
      for (auto const& c : f.codes) h = h * 1099511628211u ^ text(c);
      return h ^ f.applied.size();
    }
  };
  std::unordered_map<fact, std::uint32_t, fact_hash> ids_;
  std::vector<fact> facts_;
};

// FNV-1a over a list of ids: rows compare as integers, and hash so.
inline std::size_t ids_hash(std::vector<std::uint32_t> const& ids, std::size_t h = 14695981039346656037u) {
  for (auto id : ids) h = (h ^ id) * 1099511628211u;
  return h;
}

// Facts one entry (or one component's state) holds: sorted ids, each once.
inline void add_fact(std::vector<std::uint32_t>& to, std::uint32_t id) {
  auto it = std::lower_bound(to.begin(), to.end(), id);
  if (it == to.end() || *it != id) to.insert(it, id);
}

// What a step writes for a person: where each kind of fact goes depends on the carrier.
class record {
 public:
  // Over `states`: rows into `rows` (in order), given facts into `given` (sorted ids).
  record(fact_table& facts, std::vector<std::uint32_t>& rows, std::vector<std::uint32_t>& given, bool joint)
      : facts_(&facts), rows_(&rows), given_(&given), joint_(joint) {}
  // Over `one`: every fact into the resolution's outcome, steps when it explains.
  record(resolution& out, bool explains) : out_(&out), explains_(explains) {}

  // By reference or moved: over `states` a fact is only looked up (copied once, when new).
  template <class Fact, class = std::enable_if_t<std::is_same_v<std::decay_t<Fact>, fact>>>
  void row(Fact&& f) {
    if (out_) return out_->final.push_back(std::forward<Fact>(f));
    if (!rows_) throw std::logic_error("a component records given facts only: a row would break its independence");
    rows_->push_back(facts_->id(f));
  }
  template <class Fact, class = std::enable_if_t<std::is_same_v<std::decay_t<Fact>, fact>>>
  void given(Fact&& f) {
    if (out_) return out_->final.push_back(std::forward<Fact>(f));
    if (joint_ && rows_) return rows_->push_back(facts_->id(f));
    add_fact(*given_, facts_->id(f));
  }
  bool explains() const { return explains_; }
  // Whether every fact is a row (one resolution, or the joint): a step may then keep in its state
  // what the merged states give as a fact instead.
  bool joint() const { return out_ != nullptr || joint_; }
  template <class Make>
  void step(Make&& make) {
    if (explains_) out_->steps.push_back(make());
  }

 private:
  fact_table* facts_ = nullptr;
  std::vector<std::uint32_t>* rows_ = nullptr;
  std::vector<std::uint32_t>* given_ = nullptr;
  bool joint_ = false;
  resolution* out_ = nullptr;
  bool explains_ = false;
};

// A list of components of a state (a side's leaders), each its own small distribution,
// independent of the others given the rest of the state. Over `one`, each is certain.
template <class C>
class independent {
 public:
  struct outcome_of {
    C state;
    ways count = 1;
    std::vector<std::uint32_t> facts;  // given facts this state of the component holds (sorted ids)
  };
  struct component {
    std::vector<outcome_of> states;  // in the order first made
    ways denominator = 1;
    bool certain() const { return states.size() == 1; }
  };

  independent() = default;
  explicit independent(std::vector<C> items) {
    for (auto& c : items) push_back(std::move(c));
  }
  void push_back(C c) { items_.push_back(component{{outcome_of{std::move(c), 1, {}}}, 1}); }
  std::size_t size() const { return items_.size(); }
  component const& at(std::size_t i) const { return items_.at(i); }
  component& at(std::size_t i) { return items_.at(i); }
  // The component's state where it is certain; a step that reads an uncertain one materializes first.
  C const& only(std::size_t i) const {
    if (!items_.at(i).certain()) throw std::logic_error("a step reads a component that is not materialized");
    return items_[i].states.front().state;
  }
  C& only(std::size_t i) {
    if (!items_.at(i).certain()) throw std::logic_error("a step writes a component that is not materialized");
    return items_[i].states.front().state;
  }
  std::vector<component>& items() { return items_; }
  std::vector<component> const& items() const { return items_; }

  // Equal as distributions: the same states with the same facts, in proportional ways.
  friend bool operator==(independent const& a, independent const& b) {
    if (a.items_.size() != b.items_.size()) return false;
    for (std::size_t i = 0; i < a.items_.size(); ++i) {
      auto const &x = a.items_[i], &y = b.items_[i];
      if (x.states.size() != y.states.size()) return false;
      for (auto const& s : x.states) {
        auto it = std::find_if(y.states.begin(), y.states.end(),
                               [&](outcome_of const& t) { return t.state == s.state && t.facts == s.facts; });
        if (it == y.states.end() || s.count * y.denominator != it->count * x.denominator) return false;
      }
    }
    return true;
  }
  friend bool operator!=(independent const& a, independent const& b) { return !(a == b); }
  // Of the states and facts only (equal distributions may count their ways over other denominators),
  // summed over a component's states so that their order does not matter.
  friend std::size_t hash_value(independent const& l) {
    std::size_t h = l.items_.size();
    for (auto const& c : l.items_) {
      std::size_t sum = 0;
      for (auto const& s : c.states) {
        std::size_t one = hash_value(s.state);
        for (auto f : s.facts) one = one * 1099511628211u ^ f;
        sum += one;
      }
      h = h * 1099511628211u ^ sum;
    }
    return h;
  }
  friend std::uint64_t bytes_of(independent const& l) {
    std::uint64_t n = l.items_.capacity() * sizeof(component);
    for (auto const& c : l.items_) {
      n += c.states.capacity() * sizeof(outcome_of);
      for (auto const& s : c.states) n += s.facts.capacity() * sizeof(std::uint32_t);
    }
    return n;
  }

 private:
  std::vector<component> items_;
};

// An index from hashes to positions in a vector the caller fills, by open addressing over a power of
// two at least twice the most it will hold: no allocation per item, the hash compared before the item.
class flat_index {
 public:
  explicit flat_index(std::size_t most) {
    std::size_t slots = 16;
    while (slots < 2 * most) slots *= 2;
    slots_.assign(slots, empty);
    hashes_.reserve(most);
  }
  // The position of the item `same` recognises among those of hash `h`; else `next` (the caller then
  // appends its item at `next`).
  template <class Same>
  std::size_t find_or_add(std::size_t h, std::size_t next, Same&& same) {
    std::size_t const mask = slots_.size() - 1;
    for (std::size_t slot = (h ^ (h >> 29)) & mask;; slot = (slot + 1) & mask) {
      std::uint32_t const at = slots_[slot];
      if (at == empty) {
        slots_[slot] = static_cast<std::uint32_t>(next);
        hashes_.push_back(h);
        return next;
      }
      if (hashes_[at] == h && same(static_cast<std::size_t>(at))) return at;
    }
  }

 private:
  static constexpr std::uint32_t empty = UINT32_MAX;
  std::vector<std::uint32_t> slots_;
  std::vector<std::size_t> hashes_;  // by position
};

// A merged distribution as a person reads it: each row (its charted facts) with its chance and
// the chance of each given fact and component fact given it, as counts over the row's ways.
struct merged_row {
  std::vector<std::uint32_t> facts;  // the row's facts, in the order they were recorded
  ways count = 0;                    // its ways over the distribution's denominator: rows rank and add as integers
  probability chance;                // count / denominator, reduced
  std::vector<std::pair<std::uint32_t, probability>> given;  // P(fact | row), by fact id
};
struct merged_distribution {
  fact_table facts;
  std::vector<merged_row> rows;  // in the order first made
  ways denominator = 1;
  std::uint64_t most_entries = 0;  // the most entries held after a step
  // Outcomes that multiply (dice pools): the report adds each fact alone, summed over the others.
  bool each_fact_alone = false;
  probability total() const {
    ways sum = 0;
    for (auto const& r : rows) sum += r.count;
    return probability(sum, denominator);
  }
  // Every row as today's outcome (joint mode: every fact is a row), for comparison with the old path.
  distribution joint() const {
    distribution out;
    for (auto const& r : rows) {
      outcome o;
      for (auto id : r.facts) o.push_back(facts.at(id));
      out.outcomes[o] += r.chance;
    }
    return out;
  }
};

namespace detail {
inline ways lcm(ways const& a, ways const& b) { return a / boost::multiprecision::gcd(a, b) * b; }
}  // namespace detail

// Every entry: what `materialize` applies to unless told otherwise.
struct every_entry {
  template <class S>
  bool operator()(S const&) const { return true; }
};

// The exact distribution, entries merged after each call.
template <class S>
class states {
 public:
  static constexpr bool explains = false;

  explicit states(S start, budget* limit = nullptr, bool joint = false,
                  std::string what = "the resolution's merged states")
      : joint_(joint), share_(limit, std::move(what), "give fewer units, leaders or fire orders"), limit_(limit) {
    entries_.push_back(entry{std::move(start), 1, {}, {}, {}});
    account();
  }

  bool joint() const { return joint_; }

  // f(S&, record&): what the dice do not decide, on each entry (may throw engine_error).
  template <class F>
  void then(F&& f) {
    for (auto& e : entries_) {
      record r(facts_, e.rows, e.given_ids, joint_);
      f(e.state, r);
      settle_given(e);
    }
    merge();
  }

  // request(S const&) -> optional<roll_request>; apply(S&, face, record&) once per class of faces.
  template <class Request, class Apply>
  void roll(Request&& request, Apply&& apply) {
    std::vector<std::optional<roll_request>> asked;
    for (auto const& e : entries_) asked.push_back(request(static_cast<S const&>(e.state)));
    split(
        asked, [](roll_request const& a) { return ways(a.die.count()); },
        [](roll_request const& a, auto&& child) {
          if (a.classes.empty())
            for (int f = a.die.low; f <= a.die.high; ++f) child(f, ways(1));
          for (auto const& [face, faces] : a.classes) child(face, ways(faces));
        },
        apply);
  }

  // request(S const&) -> optional<counts_request>; apply(S&, count k, record&) for each k of nonzero ways.
  template <class Request, class Apply>
  void roll_counts(Request&& request, Apply&& apply) {
    std::vector<std::optional<counts_request>> asked;
    for (auto const& e : entries_) asked.push_back(request(static_cast<S const&>(e.state)));
    split(
        asked, [](counts_request const& a) { return a.denominator; },
        [](counts_request const& a, auto&& child) {
          for (std::size_t k = 0; k < a.weights.size(); ++k) child(k, a.weights[k]);
        },
        apply);
  }

  // A roll each component of `list` (a member of S) makes alone: request(S const&, C const&) ->
  // optional<roll_request>, apply(S const&, C&, face, record&) (given facts only). Convolved
  // inside each entry; in joint mode, rolled as the entries' own rolls, component by component.
  template <class C, class Request, class Apply>
  void each(independent<C> S::*list, Request&& request, Apply&& apply) {
    if (joint_) return each_jointly(list, request, apply);
    for (auto& e : entries_) {
      for (auto& comp : (e.state.*list).items()) {
        std::vector<std::optional<roll_request>> asked;
        ways common = 1;
        for (auto const& x : comp.states) {
          asked.push_back(request(static_cast<S const&>(e.state), static_cast<C const&>(x.state)));
          if (asked.back()) common = detail::lcm(common, asked.back()->die.count());
        }
        std::vector<typename independent<C>::outcome_of> next;
        for (std::size_t i = 0; i < comp.states.size(); ++i) {
          auto& x = comp.states[i];
          if (!asked[i]) {
            x.count *= common;
            add_state(next, std::move(x));
            continue;
          }
          auto classes = asked[i]->classes;
          if (classes.empty())
            for (int f = asked[i]->die.low; f <= asked[i]->die.high; ++f) classes.emplace_back(f, 1);
          ways const per_face = common / asked[i]->die.count();
          for (auto const& [face, faces] : classes) {
            auto child = x;
            child.count *= per_face * faces;
            std::vector<std::uint32_t> ignored_rows;
            record r(facts_, ignored_rows, child.facts, false);
            apply(static_cast<S const&>(e.state), child.state, face, r);
            if (!ignored_rows.empty()) throw std::logic_error("a component records given facts only");
            add_state(next, std::move(child));
          }
        }
        comp.states = std::move(next);
        comp.denominator *= common;
      }
    }
    merge();
  }

  // What the dice do not decide, for each component of `list`: f(S const&, C&, record&) on each of
  // its states (given facts only; rows in joint mode, where each component is certain).
  template <class C, class F>
  void update(independent<C> S::*list, F&& f) {
    for (auto& e : entries_) {
      for (auto& comp : (e.state.*list).items()) {
        if (joint_) {
          record r(facts_, e.rows, e.given_ids, true);
          f(static_cast<S const&>(e.state), comp.states.front().state, r);
          continue;
        }
        std::vector<typename independent<C>::outcome_of> next;
        for (auto& x : comp.states) {
          std::vector<std::uint32_t> ignored_rows;
          record r(facts_, ignored_rows, x.facts, false);
          f(static_cast<S const&>(e.state), x.state, r);
          if (!ignored_rows.empty()) throw std::logic_error("a component records given facts only");
          add_state(next, std::move(x));
        }
        comp.states = std::move(next);
      }
    }
    merge();
  }

  // Every component of `list` made certain, because a later step reads it: each entry splits into
  // the product of its components' states, whose facts become the entry's given facts.
  // `where(s)`: only the entries a later step reads them in (the others keep them as they are).
  template <class C, class Where = every_entry>
  void materialize(independent<C> S::*list, Where where = {}) {
    if (joint_) return;  // already certain
    std::size_t most = 0;
    for (auto const& e : entries_) most = std::max(most, (e.state.*list).size());
    for (std::size_t i = 0; i < most; ++i) {
      std::vector<bool> chosen;  // asked again after each merge, which reorders the entries
      for (auto const& e : entries_) chosen.push_back(where(static_cast<S const&>(e.state)));
      ways common = 1;
      for (std::size_t k = 0; k < entries_.size(); ++k)
        if (chosen[k] && i < (entries_[k].state.*list).size())
          common = detail::lcm(common, (entries_[k].state.*list).at(i).denominator);
      std::vector<entry> next;
      for (std::size_t k = 0; k < entries_.size(); ++k) {
        entry& e = entries_[k];
        if (!chosen[k] || i >= (e.state.*list).size()) {
          scale(e, common);
          next.push_back(std::move(e));
          continue;
        }
        auto comp = (e.state.*list).at(i);
        ways const per_way = common / comp.denominator;
        for (auto& x : comp.states) {
          entry child = e;
          scale(child, per_way * x.count);
          for (auto id : x.facts) add_fact(child.given_ids, id);
          settle_given(child);
          x.facts.clear();
          using outcome_of = typename independent<C>::outcome_of;
          (child.state.*list).at(i) = typename independent<C>::component{{outcome_of{x.state, 1, {}}}, 1};
          next.push_back(std::move(child));
        }
      }
      denominator_ *= common;
      entries_ = std::move(next);
      merge();
    }
  }

  // Rounds rolled again while `again(S const&)` holds after `body(*this)`: alike and independent, so
  // each outcome of a round that ends counts over the ways a round ends (a geometric series).
  // `always`: the refusal when every way ends in a round rolled again.
  template <class Again, class Body>
  void repeat_while(Again&& again, Body&& body, std::string const& always = "the round is rolled again whatever the dice") {
    if (entries_.size() != 1)
      throw engine_error("a round rolled again must start from one state, not " + std::to_string(entries_.size()));
    body(*this);
    ways repeated = 0;
    std::vector<entry> kept;
    for (auto& e : entries_) {
      if (again(static_cast<S const&>(e.state))) repeated += e.count;
      else kept.push_back(std::move(e));
    }
    if (kept.empty()) throw engine_error(always);
    denominator_ -= repeated;
    entries_ = std::move(kept);
    account();
  }

  // The result: entries grouped by their rows, each given fact given its row, and the facts of the
  // components of `lists` (members of S: every list a component rolled in) given it too. The last
  // call: each row's facts are taken from its first entry, not copied.
  template <class... Lists>
  merged_distribution result(Lists... lists) {
    merged_distribution out;
    std::vector<std::map<std::uint32_t, probability>> given;
    out.rows.reserve(entries_.size());
    given.reserve(entries_.size());
    flat_index at(entries_.size());
    fraction_reducer const reduce(denominator_);
    for (auto& e : entries_) {
      std::size_t const i = at.find_or_add(ids_hash(e.rows), out.rows.size(),
                                           [&](std::size_t k) { return out.rows[k].facts == e.rows; });
      if (i == out.rows.size()) {
        out.rows.push_back(merged_row{std::move(e.rows), 0, 0, {}});
        given.emplace_back();
      }
      out.rows[i].count += e.count;
      if (e.given.empty() && sizeof...(Lists) == 0) continue;  // a fraction only where a given fact needs it
      probability const p = reduce(e.count);
      auto& g = given[i];
      for (auto const& [id, count] : e.given) g[id] += reduce(count);
      (add_component_facts(e.state.*lists, p, g), ...);
    }
    for (std::size_t i = 0; i < out.rows.size(); ++i) {
      out.rows[i].chance = reduce(out.rows[i].count);
      for (auto const& [id, p] : given[i]) out.rows[i].given.emplace_back(id, p / out.rows[i].chance);
    }
    out.denominator = denominator_;
    out.facts = std::move(facts_);
    facts_ = fact_table();
    out.most_entries = most_entries_;
    entries_.clear();
    return out;
  }

  // The largest `f(state)` over the entries: how far a loop whose length depends on the state runs.
  template <class F>
  std::size_t most(F&& f) const {
    std::size_t out = 0;
    for (auto const& e : entries_) out = std::max<std::size_t>(out, f(e.state));
    return out;
  }

  std::size_t size() const { return entries_.size(); }
  fact_table& facts() { return facts_; }
  // Visits each entry's state and its chance (for tests and for a caller that reads the states).
  template <class F>
  void visit(F&& f) const {
    for (auto const& e : entries_) f(e.state, probability(e.count, denominator_));
  }

 private:
  struct entry {
    S state;
    ways count;
    std::vector<std::uint32_t> rows;
    std::vector<std::pair<std::uint32_t, ways>> given;  // P(fact and entry) × denominator, by id
    std::vector<std::uint32_t> given_ids;               // facts recorded by the current call
  };

  // A fact recorded on an entry holds in every one of its ways.
  static void settle_given(entry& e) {
    for (auto id : e.given_ids) {
      auto it = std::lower_bound(e.given.begin(), e.given.end(), id,
                                 [](auto const& g, std::uint32_t x) { return g.first < x; });
      if (it != e.given.end() && it->first == id) it->second = e.count;
      else e.given.insert(it, {id, e.count});
    }
    e.given_ids.clear();
  }
  static void scale(entry& e, ways const& by) {
    if (by == 1) return;
    e.count *= by;
    for (auto& g : e.given) g.second *= by;
  }
  template <class Outcome>
  static void add_state(std::vector<Outcome>& to, Outcome x) {
    for (auto& y : to)
      if (y.state == x.state && y.facts == x.facts) {
        y.count += x.count;
        return;
      }
    to.push_back(std::move(x));
  }
  // Components hold their own facts: P(fact and row) adds each state's share of the entry.
  template <class C>
  static void add_component_facts(independent<C> const& list, probability const& p,
                                  std::map<std::uint32_t, probability>& g) {
    for (auto const& comp : list.items())
      for (auto const& x : comp.states)
        for (auto id : x.facts) g[id] += p * probability(x.count, comp.denominator);
  }

  template <class C, class Request, class Apply>
  void each_jointly(independent<C> S::*list, Request& request, Apply& apply) {
    std::size_t most = 0;
    for (auto const& e : entries_) most = std::max(most, (e.state.*list).size());
    for (std::size_t i = 0; i < most; ++i)
      roll(
          [&](S const& s) -> std::optional<roll_request> {
            if (i >= (s.*list).size()) return std::nullopt;
            return request(s, (s.*list).only(i));
          },
          [&](S& s, int face, record& r) { apply(static_cast<S const&>(s), (s.*list).only(i), face, r); });
  }

  // Each entry split by what it asks (nothing: it passes, scaled to the common denominator): each
  // child a copy with its value applied and its ways over `over(asked)`, every entry then over the
  // least common multiple of those denominators. `each_child(asked, f)` calls f(value, ways).
  template <class Asked, class Over, class EachChild, class Apply>
  void split(std::vector<std::optional<Asked>> const& asked, Over&& over, EachChild&& each_child, Apply& apply) {
    ways common = 1;
    std::size_t children = 0;
    for (auto const& a : asked) {
      if (a) common = detail::lcm(common, over(*a));
      if (a) each_child(*a, [&](auto, ways const&) { ++children; });
      else ++children;
    }
    std::vector<entry> next;
    next.reserve(children);
    for (std::size_t i = 0; i < entries_.size(); ++i) {
      entry& e = entries_[i];
      if (!asked[i]) {
        scale(e, common);
        next.push_back(std::move(e));
        continue;
      }
      ways const per = common / over(*asked[i]);
      // Each child charged as it is made, as much as its parent holds: while a roll splits, the
      // parents and their children are alive together, and the budget bounds both.
      std::uint64_t const child_bytes = share_.of() ? bytes_of_entry(e) : 0;
      each_child(*asked[i], [&](auto value, ways const& w) {
        if (w == 0) return;
        entry child{e.state, e.count, {}, e.given, e.given_ids};
        child.rows.reserve(e.rows.size() + 4);  // room for what the child records: one allocation, not three
        child.rows = e.rows;
        scale(child, per * w);
        record r(facts_, child.rows, child.given_ids, joint_);
        apply(child.state, value, r);
        settle_given(child);
        next.push_back(std::move(child));
        share_.charge(child_bytes);
      });
    }
    denominator_ *= common;
    entries_ = std::move(next);
    merge();
  }

  // Entries with the same state and rows become one, in the order first made: compacted in place
  // (each kept entry moves down to the next free place), no second vector of entries.
  void merge() {
    flat_index at(entries_.size());
    std::size_t kept = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
      entry& e = entries_[i];
      std::size_t const k = at.find_or_add(ids_hash(e.rows, hash_value(static_cast<S const&>(e.state))), kept,
                                           [&](std::size_t j) { return entries_[j].rows == e.rows && entries_[j].state == e.state; });
      if (k == kept) {
        if (i != kept) entries_[kept] = std::move(e);
        ++kept;
        continue;
      }
      entry& into = entries_[k];
      into.count += e.count;
      for (auto const& g : e.given) {
        auto it = std::lower_bound(into.given.begin(), into.given.end(), g.first,
                                   [](auto const& x, std::uint32_t id) { return x.first < id; });
        if (it != into.given.end() && it->first == g.first) it->second += g.second;
        else into.given.insert(it, g);
      }
    }
    entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(kept), entries_.end());
    account();
  }

  static std::uint64_t bytes_of_entry(entry const& e) {
    return sizeof(entry) + bytes_of(e.state) + e.rows.capacity() * sizeof(std::uint32_t) +
           e.given.capacity() * sizeof(e.given.front());
  }

  // What the entries hold, charged to the budget: the share follows the entries as they are now.
  // Past 64 entries, measured on 64 of them spread evenly and scaled: an estimate, as the budget
  // is, at a cost that does not grow with the entries times their size.
  void account() {
    most_entries_ = std::max<std::uint64_t>(most_entries_, entries_.size());
    if (!share_.of()) return;
    std::uint64_t bytes = entries_.capacity() * sizeof(entry);
    std::size_t const n = entries_.size(), sampled = std::min<std::size_t>(n, 64);
    std::uint64_t sample = 0;
    for (std::size_t i = 0; i < sampled; ++i) sample += bytes_of_entry(entries_[i * n / sampled]);
    if (sampled) bytes += sample * n / sampled;
    if (bytes > share_.charged()) share_.charge(bytes - share_.charged());
    else share_.credit(share_.charged() - bytes);
    limit_->note_progress("merged states", entries_.size());
  }

  bool joint_;
  fact_table facts_;
  std::vector<entry> entries_;
  ways denominator_ = 1;
  std::uint64_t most_entries_ = 0;
  budget_share share_;
  budget* limit_;
};

// One resolution: the same procedure on given dice (an example, --roll) or on chance.
template <class S, class Dice>
class one {
 public:
  static constexpr bool explains = explains_steps_v<Dice>;

  one(S start, Dice& dice) : state_(std::move(start)), dice_(dice) {}

  bool joint() const { return true; }

  template <class F>
  void then(F&& f) {
    record r(out_, explains);
    f(state_, r);
  }
  template <class Request, class Apply>
  void roll(Request&& request, Apply&& apply) {
    if (auto asked = request(static_cast<S const&>(state_))) {
      int const face = dice_.roll(asked->die, asked->purpose);
      record r(out_, explains);
      apply(state_, face, r);
    }
  }
  template <class C, class Request, class Apply>
  void each(independent<C> S::*list, Request&& request, Apply&& apply) {
    for (std::size_t i = 0; i < (state_.*list).size(); ++i)
      if (auto asked = request(static_cast<S const&>(state_), (state_.*list).only(i))) {
        int const face = dice_.roll(asked->die, asked->purpose);
        record r(out_, explains);
        apply(static_cast<S const&>(state_), (state_.*list).only(i), face, r);
      }
  }
  template <class C, class F>
  void update(independent<C> S::*list, F&& f) {
    for (std::size_t i = 0; i < (state_.*list).size(); ++i) {
      record r(out_, explains);
      f(static_cast<S const&>(state_), (state_.*list).only(i), r);
    }
  }
  template <class C, class Where = every_entry>
  void materialize(independent<C> S::*, Where = {}) {}  // every component is certain here
  // Rolled again: the round's facts are dropped and the state goes back to its start; the steps
  // stay, so that a person reads every round rolled.
  template <class Again, class Body>
  void repeat_while(Again&& again, Body&& body, std::string const& = {}) {
    S const start = state_;
    std::size_t const facts = out_.final.size();
    for (int round = 0;; ++round) {
      body(*this);
      if (!again(static_cast<S const&>(state_))) return;
      if (round == 9999) throw engine_error("a round was rolled again 10,000 times");
      state_ = start;
      out_.final.resize(facts);
    }
  }

  template <class F>
  std::size_t most(F&& f) const {
    return f(state_);
  }

  S const& state() const { return state_; }
  resolution& out() { return out_; }

 private:
  S state_;
  Dice& dice_;
  resolution out_;
};

}  // namespace herald::engine
