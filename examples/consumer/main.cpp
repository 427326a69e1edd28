// Resolves two worked examples of the 2010 rules with the generated tables and the header-only engine; exits 1 if one differs from the book.
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "afde_2010_engine.hpp"  // engine_tables(): the one file that runs the engine
#include "engine/afde/procedures.hpp"
#include "engine/core/dice.hpp"
#include "static_checks.hpp"

namespace engine = herald::engine;
using herald::engine::value;

namespace {

value num(std::int64_t n) { return engine::number_value(n); }
value nm(std::string const& s) { return engine::name_value(s); }
value yes_no(bool b) { return engine::bool_value(b); }
value list(std::vector<value> items = {}) { return engine::list_value(std::move(items)); }
value object(std::vector<std::pair<std::string, value>> fields) { return engine::object_value(std::move(fields)); }

// A unit as an example gives it. The booleans and the leaders it leaves out are
// false and empty, as `herald resolve` completes them: the compiled modifier
// conditions refuse a situation that lacks a field they read.
value unit(std::string const& type, int strength, int quality, bool mounted, std::string const& order = "valiant",
           bool moved = false) {
  return object({{"type", nm(type)}, {"strength", num(strength)}, {"quality", num(quality)},
                 {"mounted", yes_no(mounted)}, {"fatigue", nm("fresh")}, {"order", nm(order)},
                 {"moved", yes_no(moved)}, {"in_command", yes_no(true)}, {"fired_offensive", yes_no(false)},
                 {"resting", yes_no(false)}, {"leaders", list()}});
}

std::string signed_text(std::int64_t n) { return (n > 0 ? "+" : "") + std::to_string(n); }

void print(engine::resolution const& r) {
  for (auto const& st : r.steps) {
    std::cout << st.name << " [" << st.table << (st.ref.empty() ? "" : ", " + st.ref)
              << (st.line ? " line " + std::to_string(st.line) : "") << "]\n";
    for (auto const& f : st.facts) std::cout << "  " << f.label() << ": " << f.text() << "\n";
    if (st.has_modifiers) {
      std::string applied;
      for (auto const& m : st.modifiers.modifiers)
        if (m.applies && m.delta != 0) applied += (applied.empty() ? "" : ", ") + m.name + " " + signed_text(m.delta);
      std::cout << "  modifiers: " << applied << " (sum " << signed_text(st.modifiers.raw);
      if (st.modifiers.total != st.modifiers.raw) std::cout << ", clamped to " << signed_text(st.modifiers.total);
      std::cout << ")\n";
    }
    // One line per step with what the book prints: the roll, the total, the results.
    std::cout << "  " << st.name << ": roll";
    for (int face : st.naturals) std::cout << " " << face;
    std::cout << ", total " << st.total;
    for (auto const& [column, results] : st.results) std::cout << ", " << column << ": " << engine::join_results(results);
    std::cout << "\n";
  }
  std::cout << "outcome:\n";
  for (auto const& f : r.final)
    if (f.shown_in_outcome()) std::cout << "  " << f.label() << ": " << f.text() << "\n";
}

// What the book prints for one step: its total and its results, column by column.
struct expected_step {
  std::string name;
  std::int64_t total;
  std::vector<std::pair<std::string, std::string>> results;
};

int failures = 0;

void expect(bool ok, std::string const& what) {
  if (ok) return;
  ++failures;
  std::cout << "MISMATCH: " << what << "\n";
}

void expect_steps(engine::resolution const& r, std::vector<expected_step> const& book) {
  expect(r.steps.size() == book.size(), std::to_string(book.size()) + " steps expected, got " + std::to_string(r.steps.size()));
  for (std::size_t i = 0; i < book.size() && i < r.steps.size(); ++i) {
    auto const& st = r.steps[i];
    expect(st.name == book[i].name, "step " + std::to_string(i) + " should be " + book[i].name + ", is " + st.name);
    expect(st.total == book[i].total,
           book[i].name + ": total " + std::to_string(book[i].total) + " expected, got " + std::to_string(st.total));
    for (auto const& [column, printed] : book[i].results) {
      std::string got = "(none)";
      for (auto const& [c, results] : st.results)
        if (c == column) got = engine::join_results(results);
      expect(got == printed, book[i].name + ": " + column + " " + printed + " expected, got " + got);
    }
  }
}

void expect_final(engine::resolution const& r, std::string const& fact, std::string const& printed) {
  std::string got = "(none)";
  for (auto const& f : r.final)
    if (f.label() == fact) got = f.text();
  expect(got == printed, fact + ": " + printed + " expected, got " + got);
}

}  // namespace

int main() {
  auto const tables = herald_generated::afde_2010::engine_tables();
  try {
    // (a) tremetousia_pursuit (10.9, lines 560-572): the charge, the obligatory élan against the
    // same Cl, the chosen dispersion against the Ha; d10 rolls 4, 7, 2.
    std::cout << "== tremetousia_pursuit: charge, élan and dispersion (10.9, lines 560-572) ==\n";
    value pursuit = object({
        {"attackers", list({unit("Ch", 3, 6, true)})},
        {"defenders", list({unit("Cl", 3, 5, true)})},
        {"attacker_leaders", list()}, {"defender_leaders", list()},
        {"charge", nm("front")}, {"rear_attack", yes_no(false)}, {"terrain", nm("clear")},
        {"counter_charge_attempt", yes_no(false)},
        {"elan", list({object({{"again", yes_no(true)}, {"charge", nm("front")}, {"terrain", nm("clear")},
                               {"rear_attack", yes_no(false)}, {"counter_charge_attempt", yes_no(false)}})})},
        {"dispersion", list({object({{"again", yes_no(false)}, {"charge", nm("front")}, {"terrain", nm("level_down")},
                                     {"rear_attack", yes_no(false)}, {"counter_charge_attempt", yes_no(false)},
                                     {"defenders", list({unit("Ha", 3, 5, true)})}, {"defender_leaders", list()}})})},
    });
    engine::given_dice charge_dice({{"d10", {4, 7, 2}}});
    engine::resolution charge = engine::afde::resolve_charge(tables, pursuit, charge_dice);
    print(charge);
    expect_steps(charge, {{"charge", 11, {{"defenders", "D + R"}, {"attackers", "advance_obligatory"}}},
                          {"élan", 14, {{"defenders", "Dr + R"}, {"attackers", "advance_obligatory"}}},
                          {"dispersion", 9, {{"defenders", "F + R"}, {"attackers", "advance_obligatory"}}}});
    // "The Cl unit is therefore routed", "The Ha is flipped to its reverse side", "The Ch unit
    // is flipped to its reverse side because it is automatically fatigued" (line 572).
    expect_final(charge, "attackers[0] Ch", "fatigued valiant");
    expect_final(charge, "engaged[0] Cl", "fresh routed");
    expect_final(charge, "engaged[1] Ha", "fatigued valiant");
    expect(charge_dice.unused() == 0, "every roll of the example should be used");

    // (b) tremetousia_defensive_fire (line 570): the Cl fires at the charging Ch; d10 roll 7.
    std::cout << "\n== tremetousia_defensive_fire: the Cl fires at the charging Ch (10.9, line 570) ==\n";
    value fire = object({
        {"firers", list({unit("Cl", 3, 5, true)})},
        {"target", unit("Ch", 3, 6, true, "valiant", true)},
        {"range", num(1)}, {"phase", nm("defensive")}, {"terrain", nm("clear")}, {"fire_from_inside", yes_no(false)},
    });
    auto prepared = engine::afde::prepare_fire(tables, fire);
    engine::given_dice fire_dice({{"d10", {7}}});
    engine::resolution fired = engine::afde::resolve_fire(tables, prepared, fire_dice);
    print(fired);
    // "Thus the final result is 5. The fire has no effect" (line 570).
    expect_steps(fired, {{"fire", 5, {{"target", "-"}}}});
    expect_final(fired, "target", "fresh valiant");

    // The same fire over every face of the d10, with exact probabilities.
    std::cout << "\nexact distribution of the fire (every face of the d10):\n";
    engine::distribution d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_fire(tables, prepared, dice).final; });
    for (auto const& [outcome, p] : d.outcomes) {
      std::cout << "  " << p.str() << " (" << p.convert_to<double>() * 100 << " %):";
      for (auto const& f : outcome)
        if (f.shown_in_outcome()) std::cout << " " << f.label() << " " << f.text() << ";";
      std::cout << "\n";
    }
    // Threshold 7 with -2: only a natural 9 reaches it; the rout at 8 needs a 10.
    expect(d.total() == 1, "the distribution should add up to 1, not " + d.total().str());
    engine::probability discouraged = 0;
    for (auto const& [outcome, p] : d.outcomes)
      if (outcome.front().key() == "result" && outcome.front().codes == std::vector<std::string>{"D"}) discouraged += p;
    expect(d.outcomes.size() == 2 && discouraged == engine::probability(1, 10),
           "a fire at 7/8 with -2 should discourage on a natural 9 only (1/10)");
  } catch (engine::engine_error const& e) {
    std::cout << "the engine refused an example: " << e.what() << (e.rule.empty() ? "" : " (" + e.rule + ")") << "\n";
    return 1;
  }
  std::cout << (failures ? "\nFAILED: " + std::to_string(failures) + " outcome(s) differ from the book\n"
                         : "\nall outcomes match the book\n");
  return failures ? 1 : 0;
}
