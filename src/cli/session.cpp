// One run of the compiler: sources, diagnostics, the loaded rulesets, and how to report them.
#include "cli/session.hpp"

#include <algorithm>
#include <iostream>
#include <unistd.h>

#include "check/catalogue.hpp"
#include "check/examples.hpp"
#include "model/suggest.hpp"
#include "support/render.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::cli {

std::optional<std::string> session::load(std::string const& file, bool run_checker) {
  std::filesystem::path root = options_.root.empty() ? std::filesystem::path(file).parent_path()
                                                     : std::filesystem::path(options_.root);
  if (root.empty()) root = ".";
  std::size_t const errors_before = diags_.error_count();
  auto name = library_.load(file, root);
  // The checker reads a model that resolved cleanly: on a model with errors
  // it would only repeat them in other words. A command that only resolves runs the few
  // checks whose findings change what the engine reads.
  if (name && diags_.error_count() == errors_before) {
    if (run_checker && checked_.insert(*name).second)
      check::run_all(*library_.find(*name), check_options(), diags_);
    else if (!run_checker)
      check::run_for_resolution(*library_.find(*name), check_options(), diags_);
  }
  return name;
}

void session::run_examples_across() {
  for (auto const& home : checked_)
    for (auto const& other : checked_)
      if (home != other) check::examples_across(*library_.find(home), *library_.find(other), diags_);
}

model::ruleset const* session::load_clean(std::string const& file) { return load_for_use(file, true); }

model::ruleset const* session::load_resolved(std::string const& file) { return load_for_use(file, false); }

model::ruleset const* session::load_for_use(std::string const& file, bool run_checker) {
  auto name = load(file, run_checker);
  apply_acknowledgements();
  drop_disabled();
  if (exit_status() != clean || !name) return nullptr;
  return library_.find(*name);
}

std::vector<std::string> session::inputs() const {
  std::vector<std::string> read;
  for (std::size_t id = 1; id <= sources_.size(); ++id)
    if (auto const& path = sources_.file(static_cast<file_id>(id)).path; !path.empty()) read.push_back(path);
  return read;
}

int session::failure() {
  int status = report();
  return status == clean ? findings : status;
}

int session::exit_status() const {
  if (library_.io_error()) return usage_or_io;
  if (diags_.error_count() > 0) return findings;
  if (options_.werror && diags_.warning_count() > 0) return findings;
  return clean;
}

// The first `limit` errors (with the warnings among them), like clang's
// -ferror-limit: past a few dozen, more errors only bury the first one.
static diagnostics limited(diagnostics const& all, std::size_t limit) {
  if (limit == 0 || all.error_count() <= limit) return all;
  diagnostics shown;
  std::size_t errors = 0;
  std::size_t hidden_warnings = 0;
  for (auto const& d : all.all()) {
    if (errors >= limit) {
      hidden_warnings += d.level == severity::warning && !d.acknowledged;
      continue;
    }
    errors += d.level == severity::error && !d.acknowledged;
    shown.all().push_back(d);
  }
  std::string more = std::to_string(all.error_count() - limit) + " more error(s)";
  if (hidden_warnings) more += " and " + std::to_string(hidden_warnings) + " warning(s)";
  shown.report(severity::note, ids::cli_error_limit, {},
               "too many errors: " + more + " not shown (--error-limit 0 lists them all)");
  return shown;
}

namespace {

// `fire_table` acknowledges every finding about the table; `fire_table[Ar][2]` one cell.
bool covers(std::string const& target, std::string const& subject) {
  if (subject == target) return true;
  if (subject.size() <= target.size() || subject.compare(0, target.size(), target) != 0) return false;
  char next = subject[target.size()];
  return next == '[' || next == '.';
}

// The ids a ruleset may acknowledge: findings of the checker, and the
// warnings of the model (errors are never acknowledged: they stop the build).
std::vector<std::string> acknowledgeable_ids() {
  std::vector<std::string> ids;
  for (auto const& kind : check::all_kinds())
    if (kind.stage == diagnostic_stage::checker ||
        (kind.stage == diagnostic_stage::resolver && kind.level != severity::error))
      ids.push_back(kind.id);
  return ids;
}

}  // namespace

bool session::check_ran(std::string const& id) const {
  if (auto const* c = check::find(id)) return c->runs_with(check_options());
  return true;  // the model's own findings are always looked for
}

check::options session::check_options() const {
  check::options opts;
  if (!options_.sources.empty()) opts.sources = options_.sources;
  opts.memory_budget = options_.memory_budget;
  opts.situation_limit = options_.situation_limit;
  opts.find_ruleset = [this](std::string const& name) { return library_.find(name); };
  return opts;
}

void session::apply_acknowledgements() {
  acknowledgements_applied_ = true;
  auto const known = acknowledgeable_ids();
  for (auto const& [name, rules] : library_.all()) {
    for (auto const& ack : rules.acknowledgements) {
      if (std::find(known.begin(), known.end(), ack.check_id) == known.end()) {
        diags_.warning(ids::acknowledge_unknown_check, ack.prov.where,
                       "'" + ack.check_id + "' is not a check whose findings can be acknowledged" +
                           model::did_you_mean(ack.check_id, known));
        continue;
      }
      std::string citation = ack.reason;
      if (ack.prov.line)
        citation += " (" + (ack.prov.document.empty() ? std::string() : ack.prov.document + " ") + "line " +
                    std::to_string(ack.prov.line) + ")";
      bool matched = false;
      for (auto& d : diags_.all()) {
        if (d.id != ack.check_id || !covers(ack.target, d.subject)) continue;
        // An edition acknowledges findings in its own files and those it
        // builds on, never in an unrelated ruleset checked in the same run.
        if (std::find(rules.lineage.begin(), rules.lineage.end(), d.where.file) == rules.lineage.end()) continue;
        matched = true;
        // The file that holds the finding cites it best: a derived edition's
        // acknowledgement never replaces the one of the file itself.
        bool own = !rules.lineage.empty() && rules.lineage.front() == d.where.file;
        if (d.acknowledged && !own) continue;
        d.acknowledged = true;
        d.acknowledgement = citation;
      }
      if (!matched && checked_.count(name) && check_ran(ack.check_id))
        diags_.warning(ids::acknowledge_unused, ack.prov.where,
                       "nothing matches the acknowledgement of " + ack.check_id + " on '" + ack.target +
                           "': remove it if the finding is gone");
    }
  }
}

void session::drop_disabled() {
  auto& found = diags_.all();
  found.erase(std::remove_if(found.begin(), found.end(),
                             [&](diagnostic const& d) {
                               return std::find(options_.disabled.begin(), options_.disabled.end(), d.id) !=
                                      options_.disabled.end();
                             }),
              found.end());
}

int session::report() {
  if (!acknowledgements_applied_) apply_acknowledgements();
  drop_disabled();
  diags_.sort();
  // A derived edition inherits its base's cells: a finding in them is the
  // same finding, whichever edition it was checked through.
  auto& all = diags_.all();
  all.erase(std::unique(all.begin(), all.end(),
                        [](diagnostic const& a, diagnostic const& b) {
                          return a.id == b.id && a.where.file == b.where.file && a.where.begin == b.where.begin &&
                                 a.message == b.message;
                        }),
            all.end());
  // A clean run is silent: the checker's remarks (standalone notes) are shown
  // when asked for (--remarks; --examples-across for its own).
  all.erase(std::remove_if(all.begin(), all.end(),
                           [&](diagnostic const& d) {
                             if (d.level != severity::note || options_.show_notes) return false;
                             if (d.id == ids::cli_error_limit) return false;  // the run's own: always said
                             return !(options_.examples_across && d.id == ids::example_across);
                           }),
            all.end());
  render_options settings;
  settings.show_acknowledged = options_.show_acknowledged;
  for (auto const& kind : check::all_kinds())
    settings.rules[kind.id] = {kind.level, std::string(check::explanation(kind.id))};
  auto format = parse_output_format(options_.format).value_or(output_format::text);
  if (format == output_format::text) {
    settings.colour = should_use_colour(STDERR_FILENO, options_.color == "always"  ? colour_choice::always
                                                       : options_.color == "never" ? colour_choice::never
                                                                                   : colour_choice::automatic);
    settings.summary_counts = std::make_pair(diags_.error_count(), diags_.warning_count());
    render_text(limited(diags_, options_.error_limit), sources_, settings, std::cerr);
  } else {
    render(format, diags_, sources_, settings, std::cout);
  }
  return exit_status();
}

}  // namespace herald::cli
