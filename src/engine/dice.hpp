// Where the dice come from: given rolls, every face in turn (exact distributions), or chance.
//
// A procedure is written once against a `Dice` with `int roll(die_faces const&)`.
// `exact_distribution` runs it once for every sequence of faces it can roll (a
// procedure that rolls again only on some faces, like a leader test on a
// natural 9, is enumerated correctly: the sequence is extended as it rolls),
// weighting each run by the exact probability of its faces.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "engine/tables.hpp"

namespace herald::engine {

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
  explicit given_dice(std::map<std::string, std::vector<int>> rolls) : rolls_(std::move(rolls)) {}
  int roll(die_faces const& die, std::string const& purpose = {}) {
    std::string key = die.name;
    if (rolls_.count("*") && next_["*"] < rolls_["*"].size() &&
        (!rolls_.count(die.name) || next_[die.name] >= rolls_[die.name].size()))
      key = "*";
    auto& queue = rolls_[key];
    std::size_t& next = next_[key];
    if (next >= queue.size())
      throw engine_error("no " + die.name + " roll left for the " + (purpose.empty() ? "next step" : purpose) +
                         " (" + std::to_string(queue.size()) + " given)");
    int face = queue[next++];
    if (face < die.low || face > die.high)
      throw engine_error("a " + die.name + " shows " + std::to_string(die.low) + ".." + std::to_string(die.high) +
                         ", not " + std::to_string(face));
    history.push_back({die.name, face, purpose});
    return face;
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

 private:
  std::map<std::string, std::vector<int>> rolls_;
  std::map<std::string, std::size_t> next_;
};

// Walks every sequence of faces, depth first, like an odometer whose wheels
// are added as the procedure rolls.
class enumerating_dice {
 public:
  int roll(die_faces const& die, std::string const& = {}) {
    if (position_ == choices_.size()) {
      choices_.push_back(0);
      sizes_.push_back(die.count());
    }
    return die.low + choices_[position_++];
  }
  // Starts the next sequence; false when every sequence has been run.
  bool next() {
    choices_.resize(position_);
    sizes_.resize(position_);
    while (!choices_.empty()) {
      if (++choices_.back() < sizes_.back()) break;
      choices_.pop_back();
      sizes_.pop_back();
    }
    position_ = 0;
    return !choices_.empty();
  }
  // The probability of the sequence just run: one over the product of the faces.
  probability weight() const {
    boost::multiprecision::cpp_int denominator = 1;
    for (std::size_t i = 0; i < position_; ++i) denominator *= sizes_[i];
    return probability(1) / probability(denominator);
  }

 private:
  std::vector<int> choices_;
  std::vector<int> sizes_;
  std::size_t position_ = 0;
};

// Chance, for Monte Carlo estimates (the benchmark's alternative).
class random_dice {
 public:
  explicit random_dice(std::uint64_t seed) : generator_(seed) {}
  int roll(die_faces const& die, std::string const& = {}) {
    return std::uniform_int_distribution<int>(die.low, die.high)(generator_);
  }

 private:
  std::mt19937_64 generator_;
};

// An outcome: named facts in a fixed order ("defenders" = "D + R", ...).
using outcome = std::vector<std::pair<std::string, std::string>>;

struct distribution {
  std::map<outcome, probability> outcomes;
  std::uint64_t sequences = 0;  // how many sequences of faces were run
  probability total() const {
    probability sum = 0;
    for (auto const& [o, p] : outcomes) sum += p;
    return sum;
  }
};

// Runs `procedure(dice)` (returning an outcome) over every sequence of faces.
template <class Procedure>
distribution exact_distribution(Procedure&& procedure) {
  distribution out;
  enumerating_dice dice;
  do {
    outcome o = procedure(dice);
    out.outcomes[o] += dice.weight();
    ++out.sequences;
  } while (dice.next());
  return out;
}

}  // namespace herald::engine
