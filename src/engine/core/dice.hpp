// Where the dice come from: given rolls, every face in turn (exact distributions), or chance.
//
// A procedure is written once against a `Dice` with `int roll(die_faces const&)`,
// and `roll_classified(die, purpose, classify)` for a roll whose faces matter
// only through `classify(face)` (a leader test reads only the band a face falls
// in): the exact enumeration then runs one face per class, weighted by the
// class's size, instead of every face.
// `exact_distribution` runs it once for every sequence of faces it can roll (a
// procedure that rolls again only on some faces, like a leader test on a
// natural 9, is enumerated correctly: the sequence is extended as it rolls),
// weighting each run by the exact probability of its faces.
//
// `Dice::explains`: whether the procedure builds its steps (the explanation a person reads). Only
// given dice do: an exact distribution or a Monte Carlo estimate reads the outcomes alone, so a
// procedure run once per sequence of faces builds no step it would throw away. A consumer's own
// Dice that does not say is explained (explains_steps_v).
#pragma once

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "engine/core/budget.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {

// Whether a procedure rolling `Dice` builds its steps: `Dice::explains`, or true when it does not say.
template <class Dice, class = void>
struct explains_steps : std::true_type {};
template <class Dice>
struct explains_steps<Dice, std::void_t<decltype(Dice::explains)>> : std::bool_constant<Dice::explains> {};
template <class Dice>
inline constexpr bool explains_steps_v = explains_steps<Dice>::value;

// Exact probabilities: rationals over big integers, never floating point.
using probability = boost::multiprecision::cpp_rational;

// One roll as it happened, for the report.
struct rolled {
  std::string die;
  int face = 0;
  std::string purpose;  // "mêlée", "leader test", ...
};

// Replays the rolls a user or an example gives, die by die, in order. Rolls
// filed under "*" (the command line's --roll) serve any die.
class given_dice {
 public:
  static constexpr bool explains = true;
  explicit given_dice(std::map<std::string, std::vector<int>> rolls) : rolls_(std::move(rolls)) {}
  int roll(die_faces const& die, std::string const& purpose = {}) {
    std::string key = die.name;
    if (rolls_.count("*") && next_["*"] < rolls_["*"].size() &&
        (!rolls_.count(die.name) || next_[die.name] >= rolls_[die.name].size()))
      key = "*";
    auto& queue = rolls_[key];
    std::size_t& next = next_[key];
    failed_from = key;  // kept only when a roll below is refused
    if (next >= queue.size())
      throw engine_error("no " + die.name + " roll left for the " + (purpose.empty() ? "next step" : purpose) +
                         " (" + std::to_string(queue.size()) + " given)");
    int face = queue[next++];
    if (face < die.low || face > die.high)
      throw engine_error("a " + die.name + " shows " + std::to_string(die.low) + ".." + std::to_string(die.high) +
                         ", not " + std::to_string(face));
    failed_from.clear();
    history.push_back({die.name, face, purpose});
    return face;
  }
  template <class Classify>
  int roll_classified(die_faces const& die, std::string const& purpose, Classify&&) {
    return roll(die, purpose);
  }
  // Rolls given but never used.
  std::size_t unused() const {
    std::size_t n = 0;
    for (auto const& [name, queue] : rolls_) {
      auto it = next_.find(name);
      n += queue.size() - (it == next_.end() ? 0 : it->second);
    }
    return n;
  }
  std::vector<rolled> history;
  // The rolls a refused roll was taken from ("*": the command line's), empty when none was refused.
  std::string failed_from;

 private:
  std::map<std::string, std::vector<int>> rolls_;
  std::map<std::string, std::size_t> next_;
};

// Walks every sequence of faces, depth first, like an odometer whose wheels
// are added as the procedure rolls.
class enumerating_dice {
 public:
  static constexpr bool explains = false;
  int roll(die_faces const& die, std::string const& = {}) {
    if (position_ == choices_.size()) {
      std::vector<std::pair<int, int>> faces;  // every face, each alone
      for (int f = die.low; f <= die.high; ++f) faces.emplace_back(f, 1);
      push(std::move(faces), die.count());
    }
    std::size_t const at = position_++;
    return classes_[at][static_cast<std::size_t>(choices_[at])].first;
  }
  // One face per class of `classify(face)`, weighted by how many faces the class holds.
  template <class Classify>
  int roll_classified(die_faces const& die, std::string const&, Classify&& classify) {
    if (position_ == choices_.size()) {
      std::vector<std::pair<int, int>> faces;  // (first face of the class, faces in it), in face order
      std::vector<decltype(classify(die.low))> keys;
      for (int f = die.low; f <= die.high; ++f) {
        auto key = classify(f);
        auto it = std::find(keys.begin(), keys.end(), key);
        if (it == keys.end()) {
          keys.push_back(std::move(key));
          faces.emplace_back(f, 1);
        } else {
          ++faces[static_cast<std::size_t>(it - keys.begin())].second;
        }
      }
      push(std::move(faces), die.count());
    }
    std::size_t const at = position_++;
    return classes_[at][static_cast<std::size_t>(choices_[at])].first;
  }
  // Starts the next sequence; false when every sequence has been run.
  bool next() {
    choices_.resize(position_);
    classes_.resize(position_);
    totals_.resize(position_);
    while (!choices_.empty()) {
      if (++choices_.back() < static_cast<int>(classes_.back().size())) break;
      choices_.pop_back();
      classes_.pop_back();
      totals_.pop_back();
    }
    position_ = 0;
    return !choices_.empty();
  }
  // The probability of the sequence just run: the product, roll by roll, of
  // the faces its choice stands for over the die's faces.
  probability weight() const {
    boost::multiprecision::cpp_int numerator = 1, denominator = 1;
    for (std::size_t i = 0; i < position_; ++i) {
      numerator *= classes_[i][static_cast<std::size_t>(choices_[i])].second;
      denominator *= totals_[i];
    }
    return probability(numerator) / probability(denominator);
  }

 private:
  void push(std::vector<std::pair<int, int>> faces, int total) {
    choices_.push_back(0);
    classes_.push_back(std::move(faces));
    totals_.push_back(total);
  }

  std::vector<int> choices_;
  std::vector<std::vector<std::pair<int, int>>> classes_;  // per roll: (face, how many faces it stands for)
  std::vector<int> totals_;                                // per roll: the die's faces
  std::size_t position_ = 0;
};

// Chance, for Monte Carlo estimates (the benchmark's alternative).
class random_dice {
 public:
  static constexpr bool explains = false;
  explicit random_dice(std::uint64_t seed) : generator_(seed) {}
  int roll(die_faces const& die, std::string const& = {}) {
    return std::uniform_int_distribution<int>(die.low, die.high)(generator_);
  }
  template <class Classify>
  int roll_classified(die_faces const& die, std::string const& purpose, Classify&&) {
    return roll(die, purpose);
  }

 private:
  std::mt19937_64 generator_;
};

// One fact of an outcome, typed, so that a tool reads data and a person reads words: a word
// ("success", an enum value's name), a number, a list of result codes ("D + R"), a unit's
// state after the procedure (its type, fatigue and order, or eliminated), a modifier that applies,
// or the modifiers a step of this branch rolled with (a person reads them in the steps).
//
// Kept small: a distribution copies and compares its outcomes for every sequence of faces, so
// each kind reads the few members below through the accessors that name them.
struct fact {
  enum class kind { word, number, results, unit, modifier, modifiers };
  std::string name;  // as reported: "defenders", "hits scored", "charge: counter charge", "attackers[0]"
  kind k = kind::word;
  std::string word;                // word; number, results: what the rules add; unit: its type; modifier: its name
  std::int64_t number = 0;         // number; unit: 1 if eliminated; modifier: its delta; modifiers: their total
  std::int64_t raw = 0;            // modifiers: their sum before the clamp
  std::vector<std::string> codes;  // results: the codes; unit: {fatigue, order}; modifier: {its rule}
  std::vector<std::pair<std::string, std::int64_t>> applied;  // modifiers: each that applies, its delta

  fact() = default;
  fact(std::string n, std::string w) : name(std::move(n)), word(std::move(w)) {}
  fact(std::string n, std::int64_t v) : name(std::move(n)), k(kind::number), number(v) {}
  static fact number_with(std::string n, std::int64_t v, std::string note) {
    fact f(std::move(n), v);
    f.word = std::move(note);
    return f;
  }
  static fact results(std::string n, std::vector<std::string> c, std::string note = {}) {
    fact f(std::move(n), std::move(note));
    f.k = kind::results;
    f.codes = std::move(c);
    return f;
  }
  static fact unit(std::string n, std::string type, std::string fatigue, std::string order, bool eliminated) {
    fact f(std::move(n), std::move(type));
    f.k = kind::unit;
    f.codes = {std::move(fatigue), std::move(order)};
    f.number = eliminated ? 1 : 0;
    return f;
  }
  static fact modifier(std::string n, std::string modifier_name, std::int64_t delta, std::string rule) {
    fact f(std::move(n), std::move(modifier_name));
    f.k = kind::modifier;
    f.number = delta;
    f.codes = {std::move(rule)};
    return f;
  }
  static fact modifiers(std::string n, std::vector<std::pair<std::string, std::int64_t>> applied, std::int64_t raw,
                        std::int64_t total) {
    fact f(std::move(n), std::string());
    f.k = kind::modifiers;
    f.applied = std::move(applied);
    f.raw = raw;
    f.number = total;
    return f;
  }

  // number, results: the words after the value ("again: dies (7.5.2)", "unit.strength").
  std::string const& note() const { return word; }
  // unit: its type (may be empty), fatigue, order, and whether it was eliminated.
  std::string const& type() const { return word; }
  std::string const& fatigue() const { return codes.at(0); }
  std::string const& order() const { return codes.at(1); }
  bool eliminated() const { return number != 0; }
  // modifier: the rule it cites ("B11.7.1 line 1130").
  std::string const& rule() const { return codes.at(0); }

  // "attackers[0] Ch": the name, and a unit's type after it.
  std::string label() const { return k == kind::unit && !type().empty() ? name + " " + type() : name; }
  // The name as a key without spaces: "charge/counter_charge", "hits_scored", "attackers[0]"
  // ('/' between a step and its fact: a situation path such as target.leaders[0] keeps its dots).
  std::string key() const {
    std::string out;
    for (std::size_t i = 0; i < name.size(); ++i) {
      if (name.compare(i, 2, ": ") == 0) {
        out += '/';
        ++i;
      } else {
        out += name[i] == ' ' ? '_' : name[i];
      }
    }
    return out;
  }
  // The value in the engine's words: "D + R" ("-" for no result), "fresh valiant", "eliminated", "3".
  std::string text() const {
    auto signed_number = [](std::int64_t n) { return (n > 0 ? "+" : "") + std::to_string(n); };
    switch (k) {
      case kind::word: return word;
      case kind::number: return note().empty() ? std::to_string(number) : std::to_string(number) + " (" + note() + ")";
      case kind::results: {
        std::string out;
        for (auto const& c : codes) out += (out.empty() ? "" : " + ") + c;
        if (out.empty()) out = "-";
        return note().empty() ? out : out + " " + note();
      }
      case kind::unit: return eliminated() ? "eliminated" : fatigue() + " " + order();
      case kind::modifier: return signed_number(number) + " [" + rule() + "]";
      case kind::modifiers: {
        std::string out = signed_number(number);
        for (std::size_t i = 0; i < applied.size(); ++i)
          out += (i ? ", " : " (") + applied[i].first + " " + signed_number(applied[i].second) +
                 (i + 1 == applied.size() ? ")" : "");
        return out;
      }
    }
    return {};
  }
  auto tied() const { return std::tie(name, k, word, number, raw, codes, applied); }
  bool operator<(fact const& o) const { return tied() < o.tied(); }
  bool operator==(fact const& o) const { return tied() == o.tied(); }
  // Whether a person reads this fact in the outcome (modifiers are read in the steps).
  bool shown_in_outcome() const { return k != kind::modifiers; }
  // Where a combat ends: a unit's state, a leader's fate once it is over, how far the pursuit went.
  bool final_state() const { return k == kind::unit || name.rfind("leader ", 0) == 0 || name == "pursuit"; }
};

// An outcome: facts in a fixed order (defenders: D + R, attackers[0] Ch: fresh valiant, ...).
using outcome = std::vector<fact>;

// The bytes an outcome holds, its facts' strings included: what a distribution charges its budget.
inline std::uint64_t bytes_of(fact const& f) {
  std::uint64_t n = sizeof(fact) + heap_bytes(f.name) + heap_bytes(f.word);
  n += f.codes.capacity() * sizeof(std::string);
  for (auto const& c : f.codes) n += heap_bytes(c);
  n += f.applied.capacity() * sizeof(f.applied.front());
  for (auto const& a : f.applied) n += heap_bytes(a.first);
  return n;
}
inline std::uint64_t bytes_of(outcome const& o) {
  std::uint64_t n = sizeof(outcome) + (o.capacity() - o.size()) * sizeof(fact);
  for (auto const& f : o) n += bytes_of(f);
  return n;
}

struct distribution {
  std::map<outcome, probability> outcomes;
  std::uint64_t sequences = 0;  // how many sequences of faces were run
  std::string computed_by;      // when not by running sequences of faces: how (dice pools)
  // A whole combat (a charge chain, a mêlée with its fire): each outcome is the sequence of its
  // steps' results; a report groups them by final state (fact::final_state) first.
  bool whole_combat = false;
  probability total() const {
    probability sum = 0;
    for (auto const& [o, p] : outcomes) sum += p;
    return sum;
  }
};

// The share of a budget a distribution's outcomes hold while it is computed (credited back once
// it is returned: the report that reads it is not an enumeration).
inline budget_share outcomes_share(budget* limit) {
  return budget_share(limit, "the exact distribution's outcomes",
                      "give fewer leaders, fire orders or units (each one multiplies the outcomes)");
}

// Adds `p` to the chance of `o` in `d`; a new outcome is charged to `share`. The outcome is
// copied into the map, not moved: the copy holds exactly its facts where `o` has grown with
// slack; moving took 6 % more memory and 25 % more time for a mêlée with 8 leaders a side.
inline void add_chance(distribution& d, outcome const& o, probability const& p, budget_share& share) {
  // A map node: the tree's links and colour, the key and the value besides.
  constexpr std::uint64_t node_bytes = 4 * sizeof(void*) + sizeof(probability);
  auto [it, fresh] = d.outcomes.try_emplace(o);
  it->second += p;
  if (fresh && share.of()) share.charge(node_bytes + bytes_of(it->first));
}

// Runs `procedure(dice)` (returning an outcome) over every sequence of faces. With a budget, each
// new outcome is charged as it is kept, and the budget hears of the progress every 4,096 sequences.
template <class Procedure>
distribution exact_distribution(Procedure&& procedure, budget* limit = nullptr) {
  distribution out;
  budget_share share = outcomes_share(limit);
  enumerating_dice dice;
  do {
    outcome const o = procedure(dice);  // before dice.weight(), which reads the faces it rolled
    add_chance(out, o, dice.weight(), share);
    if (++out.sequences % 4096 == 0 && limit) limit->note_progress("the exact distribution", out.outcomes.size());
  } while (dice.next());
  return out;
}

}  // namespace herald::engine
