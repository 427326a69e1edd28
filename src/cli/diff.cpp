// `herald diff OLD NEW [--scenario NAME] [--impact] [--format text|json|html] [-o FILE]`: what changes from one ruleset to another, by meaning.
#include <iostream>

#include "check/examples.hpp"
#include "cli/commands.hpp"
#include "cli/progress.hpp"
#include "cli/session.hpp"
#include "model/suggest.hpp"
#include "diff/diff.hpp"
#include "diff/diff_report.hpp"
#include "diff/impact.hpp"
#include "diff/impact_report.hpp"
#include "support/diagnostic_ids.hpp"
#include "support/output_file.hpp"

namespace herald::cli {
namespace {

// The worked examples of each side run on the other (the checker's example.across): an
// example that comes out differently is a change in play, cited at the example.
void add_examples(diff::result& r, model::ruleset const& old_rules, model::ruleset const& new_rules) {
  auto what = [](diagnostic const& d) {
    auto colon = d.message.find("': ");
    return colon == std::string::npos ? d.message : d.message.substr(colon + 3);
  };
  diagnostics old_on_new, new_on_old;
  check::examples_across(old_rules, new_rules, old_on_new, false);
  check::examples_across(new_rules, old_rules, new_on_old, false);
  for (auto const& d : old_on_new.all())
    r.changes.push_back({"example of " + old_rules.name, d.subject, diff::side{d.subject, d.where},
                         diff::side{what(d), {}}, std::nullopt, std::nullopt, {}});
  for (auto const& d : new_on_old.all())
    r.changes.push_back({"example of " + new_rules.name, d.subject, diff::side{what(d), {}},
                         diff::side{d.subject, d.where}, std::nullopt, std::nullopt, {}});
}

}  // namespace

int run_diff(diff_options const& options, common_options const& common) {
  // One session per side: two files may declare the same ruleset (an edited copy of an edition).
  // A change that no amend explains is the diff's own report ("which no amend of ...
  // explains"): an edition the checker refuses for it (edition.silent_change) is compared.
  common_options comparing = common;
  comparing.disabled.push_back(ids::edition_silent_change);
  session old_run(comparing), new_run(comparing);
  // A ruleset that does not check is an error here (2), not a change (1), as for diff(1).
  model::ruleset const* old_rules = old_run.load_clean(options.old_ruleset);
  if (!old_rules) return old_run.failure(), usage_or_io;
  model::ruleset const* new_rules = new_run.load_clean(options.new_ruleset);
  if (!new_rules) return new_run.failure(), usage_or_io;
  // `--scenario NAME`: the new side played under one of its scenarios, whose amends explain
  // its changes (an edition against its scenario: `herald diff vv45 vv45 --scenario bouvines`).
  std::optional<model::ruleset> played;
  if (!options.scenario.empty()) {
    auto sc = new_rules->scenarios.find(options.scenario);
    if (sc == new_rules->scenarios.end()) {
      std::cerr << "herald: error: '" << new_rules->name << "' has no scenario '" << options.scenario << "'"
                << model::did_you_mean(options.scenario, model::keys_of(new_rules->scenarios)) << " [" << ids::scenario_unknown
                << "]\n";
      return usage_or_io;
    }
    played = model::with_scenario(*new_rules, sc->second);
    played->name = new_rules->name + " + " + options.scenario;
    played->amendments.insert(played->amendments.end(), sc->second.amendments.begin(), sc->second.amendments.end());
    new_rules = &*played;
  }
  diff::result r = diff::compare(*old_rules, *new_rules, options.scenario);
  if (!played) add_examples(r, *old_rules, *new_rules);
  diff::sources const where{old_run.sources(), new_run.sources()};
  std::optional<diff::impact_result> weighed;
  engine::budget memory(common.memory_budget);
  progress_line shown(memory);
  if (options.impact) {
    diff::impact_options how;
    how.memory = &memory;
    weighed = diff::impact(*old_rules, *new_rules, r, how);
    shown.done();
  }
  diff::impact_result const* impact = weighed ? &*weighed : nullptr;
  std::string text;
  if (options.format == "json") text = diff::json_report(r, where, impact);
  else if (options.format == "html") text = diff::html_report(r, where, impact);
  else text = diff::text_report(r, where) + (impact ? diff::impact_text(*impact, new_rules->name) : "");
  bool const to_stdout = options.output.empty() || options.output == "-";
  if (!to_stdout) {
    std::vector<std::string> inputs = old_run.inputs();
    for (auto& input : new_run.inputs()) inputs.push_back(std::move(input));
    if (auto input = input_named_by(options.output, inputs); !input.empty()) {
      std::cerr << "herald: error: the output '" << options.output << "' is the input '" << input
                << "': nothing written [" << ids::io_same_file << "]\n";
      return usage_or_io;
    }
  }
  if (to_stdout) {
    std::cout << text;
  } else if (std::string error; write_if_changed(options.output, text, error) == write_result::failed) {
    std::cerr << "herald: error: " << error << " [" << ids::io_write << "]\n";
    return usage_or_io;
  }
  // Like diff(1): 0 without a change, 1 with changes, 2 on error. A change in play is a change.
  return r.changes.empty() && (!impact || impact->rolls.empty()) ? clean : findings;
}

}  // namespace herald::cli
