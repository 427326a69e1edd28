// `herald resolve RULESET SITUATION... [--roll N...|--distribution] [--format text|json]`.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/progress.hpp"
#include "cli/session.hpp"
#include "engine/report.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::cli {
namespace {

// The situation: a JSON file when one exists at that path (a FIFO or a device there is refused by
// name, never read), else an example of the ruleset.
std::optional<engine::situation_input> find_situation(session& run, model::ruleset const& rules,
                                                      std::string const& name, std::string& scenario) {
  std::error_code ec;
  if (std::filesystem::exists(name, ec)) {
    std::string error;
    auto id = run.sources().load(name, error);
    if (!id) {
      run.diags().error(ids::io_read, {}, error);
      return std::nullopt;
    }
    return engine::read_situation_json(run.sources().file(*id), rules, run.diags());
  }
  if (auto in = engine::example_situation(rules, name)) {
    for (auto const& [scenario_name, sc] : rules.scenarios)
      for (auto const& ex : sc.examples)
        if (ex.name == name && scenario.empty()) scenario = scenario_name;
    return in;
  }
  std::vector<std::string> names = model::keys_of(rules.examples);
  for (auto const& [scenario_name, sc] : rules.scenarios)
    for (auto const& ex : sc.examples) names.push_back(ex.name);
  run.diags().error(ids::io_read, {},
                    "'" + name + "' is neither a situation file nor an example of '" + rules.name + "'" +
                        model::did_you_mean(name, names));
  return std::nullopt;
}

// One situation against the loaded rules, its report on `out`. The status of a situation that
// cannot be resolved: usage_or_io (no such file or example, an unknown scenario, past the memory
// budget) or an error in the diagnostics (a finding).
int resolve_one(session& run, model::ruleset const& loaded, resolve_options const& options, std::string const& name,
                common_options const& common, std::ostream& out) {
  std::string scenario = options.scenario;
  auto in = find_situation(run, loaded, name, scenario);
  if (!in) {
    // No such file or example is a usage error (2); a file that is not a
    // valid situation is a finding (1).
    bool exists = std::filesystem::is_regular_file(name);
    return exists ? 1 : usage_or_io;
  }
  std::optional<model::ruleset> played;
  if (!scenario.empty()) {
    auto sc = loaded.scenarios.find(scenario);
    if (sc == loaded.scenarios.end()) {
      run.diags().error(ids::scenario_unknown, {}, "'" + loaded.name + "' has no scenario '" + scenario + "'" +
                                           model::did_you_mean(scenario, model::keys_of(loaded.scenarios)));
      return usage_or_io;
    }
    played = model::with_scenario(loaded, sc->second);
  }
  model::ruleset const& rules = played ? *played : loaded;
  std::optional<engine::report_words> words;  // over the played rules: a scenario's tables and their labels
  if (!options.lang.empty()) words.emplace(rules, options.lang);
  engine::report_words const plain;
  engine::report_words const& w = words ? *words : plain;
  engine::ruleset_tables const tables(rules);
  auto rolls = in->rolls;
  if (!options.rolls.empty()) rolls = {{"*", options.rolls}};
  bool once = !options.distribution && !rolls.empty();
  // Rolls given on the command line are reported as the command line's, not the file's.
  bool const rolls_from_command = !options.rolls.empty();
  engine::given_dice dice(rolls);
  engine::budget memory(common.memory_budget);
  progress_line shown(memory);
  try {
    if (once) {
      engine::resolution r = engine::resolve_once(tables, in->kind, in->given, dice);
      if (dice.unused() > 0)
        run.diags().warning(ids::situation_unused_rolls, rolls_from_command ? source_range{} : in->where,
                            (rolls_from_command ? "--roll: " : "") + std::to_string(dice.unused()) +
                                " of the rolls given were not used");
      if (options.format == "json")
        engine::write_json(out, r, w);
      else
        engine::write_text(out, r, w);
    } else {
      // What does not depend on the dice (fire and mêlée modifiers) is shown above the chart.
      std::optional<engine::step> before = engine::before_roll(tables, in->kind, in->given);
      // Over merged states where the game system's procedures are written so (both bundled systems);
      // the joint over sequences of faces or over the pools' products on request (--joint).
      if (auto merged = options.joint ? std::nullopt : engine::resolve_merged(tables, in->kind, in->given, &memory)) {
        shown.done();
        if (options.format == "json")
          engine::write_json(out, in->kind, merged->d, before ? &*before : nullptr, w, merged->whole_combat);
        else
          engine::write_text(out, in->kind, merged->d, before ? &*before : nullptr, w, options.steps,
                             merged->whole_combat);
        return 0;
      }
      engine::distribution d = engine::resolve_all(tables, in->kind, in->given, &memory);
      shown.done();
      if (options.format == "json")
        engine::write_json(out, in->kind, d, before ? &*before : nullptr, w);
      else
        engine::write_text(out, in->kind, d, before ? &*before : nullptr, w, options.steps);
    }
  } catch (engine::engine_error const& e) {
    shown.done();
    bool const command_roll = !e.where.valid() && dice.failed_from == "*";
    auto& d = run.diags().error(ids::situation_refused, e.where.valid() ? e.where : command_roll ? source_range{} : in->where,
                                (command_roll ? "--roll: " : "") + std::string(e.what()) +
                                    (e.rule.empty() ? "" : " (" + e.rule + ")"));
    if (e.rule_where.valid()) d.notes.push_back({e.rule_where, "read here"});
    return 1;
  } catch (engine::resource_limit const& e) {
    shown.done();
    run.diags().error(ids::resource_limit, in->where, std::string("the situation is valid, but ") + e.what());
    return usage_or_io;
  }
  return 0;
}

// Several situations (a test's thousand random ones): the ruleset loaded once, each situation in
// turn, the same options (--roll's faces too) for each. Text: each report under "== SITUATION".
// JSON: one line a situation (JSON Lines), its report's document with "situation" (the name given
// on the command line) added, or {"situation", "refused": the first error's message}. The
// diagnostics go to standard error at the end, as for one situation.
int resolve_each(session& run, model::ruleset const& loaded, resolve_options const& options,
                 common_options const& common) {
  int status = 0;
  for (std::string const& name : options.situations) {
    auto& all = run.diags().all();
    std::size_t const kept_before = all.size();
    std::size_t const errors_before = run.diags().error_count();
    std::ostringstream report;
    int const one = resolve_one(run, loaded, options, name, common, report);
    status = std::max(status, one);
    auto error = std::find_if(all.begin() + static_cast<std::ptrdiff_t>(kept_before), all.end(),
                              [](diagnostic const& d) { return d.level == severity::error; });
    // Past the diagnostics a run keeps (support/diagnostics.hpp), the reason is counted, not kept.
    std::string const refused = error != all.end() ? error->message
                                : run.diags().error_count() > errors_before
                                    ? "refused: its diagnostics are past the number a run keeps"
                                    : "refused";
    // A diagnostic with no place in a file (--roll's, an example's name) says its situation, so that
    // two situations' are told apart and not merged as one.
    for (std::size_t i = kept_before; i < all.size(); ++i)
      if (!all[i].where.valid()) all[i].message = name + ": " + all[i].message;
    if (options.format != "json") {
      std::cout << "== " << name << "\n" << report.str() << (one == 0 ? "\n" : "");
      continue;
    }
    nlohmann::json line;
    if (one == 0)
      line = nlohmann::json::parse(report.str());
    else
      line["refused"] = refused;
    line["situation"] = name;
    // A name or a message that is not UTF-8 (a file name in Latin-1) is written with U+FFFD, not thrown.
    std::cout << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
  int const reported = run.report();
  return std::max(status, reported);
}

}  // namespace

int run_resolve(resolve_options const& options, common_options const& common) {
  session run(common);
  // Resolution reads the resolved model: the checker's analyses (every situation of the schema,
  // every example run) are `herald check`'s, not a cost each resolve pays.
  model::ruleset const* clean_rules = run.load_resolved(options.ruleset);
  if (!clean_rules) return run.failure();
  model::ruleset const& loaded = *clean_rules;
  if (!options.lang.empty()) {
    auto const& known = loaded.label_languages;
    if (!engine::report_words::known_language(options.lang) ||
        std::find(known.begin(), known.end(), options.lang) == known.end()) {
      std::vector<std::string> offered;
      for (auto const& l : known)
        if (engine::report_words::known_language(l)) offered.push_back(l);
      std::string list;
      for (auto const& l : offered) list += (list.empty() ? "" : ", ") + l;
      run.diags().error(ids::resolve_language, {},
                        "--lang " + options.lang + ": '" + loaded.name + "' can be reported in " +
                            (list.empty() ? "no language but the engine's words" : list) + model::did_you_mean(options.lang, offered));
      run.report();
      return usage_or_io;
    }
  }
  if (options.situations.size() > 1) return resolve_each(run, loaded, options, common);
  int const one = resolve_one(run, loaded, options, options.situations.front(), common, std::cout);
  int const reported = run.report();
  return one == usage_or_io ? usage_or_io : reported;
}

}  // namespace herald::cli
