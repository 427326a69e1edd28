// `herald diff OLD NEW [--format text|json] [-o FILE]`: what changes from one ruleset to another, by meaning.
#include <iostream>

#include "check/examples.hpp"
#include "cli/commands.hpp"
#include "cli/session.hpp"
#include "diff/diff.hpp"
#include "diff/diff_report.hpp"
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
  check::examples_across(old_rules, new_rules, old_on_new);
  check::examples_across(new_rules, old_rules, new_on_old);
  for (auto const& d : old_on_new.all())
    r.changes.push_back({"example of " + old_rules.name, d.subject, diff::side{d.subject, d.where},
                         diff::side{what(d), {}}, std::nullopt});
  for (auto const& d : new_on_old.all())
    r.changes.push_back({"example of " + new_rules.name, d.subject, diff::side{what(d), {}},
                         diff::side{d.subject, d.where}, std::nullopt});
}

}  // namespace

int run_diff(diff_options const& options, common_options const& common) {
  // One session per side: two files may declare the same ruleset (an edited copy of an edition).
  session old_run(common), new_run(common);
  // A ruleset that does not check is an error here (2), not a change (1), as for diff(1).
  model::ruleset const* old_rules = old_run.load_clean(options.old_ruleset);
  if (!old_rules) return old_run.failure(), usage_or_io;
  model::ruleset const* new_rules = new_run.load_clean(options.new_ruleset);
  if (!new_rules) return new_run.failure(), usage_or_io;
  diff::result r = diff::compare(*old_rules, *new_rules);
  add_examples(r, *old_rules, *new_rules);
  diff::sources const where{old_run.sources(), new_run.sources()};
  std::string const text = options.format == "json" ? diff::json_report(r, where) : diff::text_report(r, where);
  if (options.output.empty() || options.output == "-") {
    std::cout << text;
  } else if (std::string error; write_if_changed(options.output, text, error) == write_result::failed) {
    std::cerr << "herald: error: " << error << " [" << ids::io_write << "]\n";
    return usage_or_io;
  }
  // Like diff(1): 0 without a change, 1 with changes, 2 on error.
  return r.changes.empty() ? clean : findings;
}

}  // namespace herald::cli
