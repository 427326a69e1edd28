// One object that collects every diagnostic of a run; parser and checks never print.
#pragma once

#include <string>
#include <vector>

#include "support/source.hpp"

namespace herald {

enum class severity { note, warning, error };

struct related_note {
  source_range where;
  std::string message;
};

struct diagnostic {
  severity level = severity::error;
  std::string id;        // stable check id (support/diagnostic_ids.def), e.g. parse.expected
  source_range where;    // may be invalid for a diagnostic about the run itself
  std::string message;
  std::vector<related_note> notes;
  bool acknowledged = false;   // acknowledged in a ruleset with a citation
  std::string acknowledgement; // the citation text
  // What the finding is about, in the notation of `acknowledge` targets:
  // `fire_table`, `fire_table[Ar][2]`, `fire_modifiers.large_force`.
  std::string subject;
};

// Memory stays bounded by the input, never by the number of mistakes in it:
// past `kept_limit` diagnostics in one run, the rest are counted (the exit
// code and the summary line stay exact) but not kept, and one note says so.
class diagnostics {
 public:
  static constexpr std::size_t kept_limit = 10000;

  diagnostic& report(severity level, std::string id, source_range where, std::string message);
  diagnostic& error(std::string id, source_range where, std::string message) {
    return report(severity::error, std::move(id), where, std::move(message));
  }
  diagnostic& warning(std::string id, source_range where, std::string message) {
    return report(severity::warning, std::move(id), where, std::move(message));
  }
  diagnostic& note(std::string id, source_range where, std::string message) {
    return report(severity::note, std::move(id), where, std::move(message));
  }

  std::vector<diagnostic> const& all() const { return items_; }
  std::vector<diagnostic>& all() { return items_; }
  std::size_t error_count() const;
  std::size_t warning_count() const;
  // Diagnostics reported past kept_limit: counted, not kept.
  std::size_t dropped() const { return dropped_errors_ + dropped_warnings_ + dropped_notes_; }
  bool has_errors() const { return error_count() > 0; }
  // Orders by file, then offset, then id, so that output is deterministic.
  void sort();

 private:
  std::vector<diagnostic> items_;
  diagnostic overflow_;  // what a caller fills in for a diagnostic that is not kept
  std::size_t dropped_errors_ = 0, dropped_warnings_ = 0, dropped_notes_ = 0;
};

}  // namespace herald
