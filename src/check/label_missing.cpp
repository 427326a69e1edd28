// Check `label.missing`: a name the player aids print has no label in a language of the ruleset.
#include "check/label_missing.hpp"
#include "support/diagnostic_ids.hpp"

#include <set>
#include <tuple>

namespace herald::check {
namespace {

class label_checker {
 public:
  label_checker(model::ruleset const& rules, diagnostics& diags) : rules_(rules), diags_(diags) {
    languages_.insert(rules.label_languages.begin(), rules.label_languages.end());
  }

  // Every label a player aid of this edition prints: its enums (the values
  // its tables are keyed by), the symbols its legends explain, its tables,
  // band tables, modifier lists, transition tables and tests, and each
  // scenario with the tables and lists it overlays.
  void run() {
    for (auto const& [name, s] : rules_.symbols) require(s.label, "symbol '" + name + "'", s.prov, name);
    for (auto const& [name, t] : rules_.transition_tables)
      require(t.label, "transition table '" + name + "'", t.prov, name);
    for (auto const& [name, t] : rules_.tests) require(t.label, "test '" + name + "'", t.prov, name);
    for (auto const& [name, s] : rules_.scenarios) {
      require(s.label, "scenario '" + name + "'", s.prov, name);
      for (auto const& t : s.tables) require(t.label, "table '" + t.name + "' of scenario '" + name + "'", t.prov, name + "." + t.name);
      for (auto const& l : s.modifier_lists)
        require(l.label, "modifier list '" + l.name + "' of scenario '" + name + "'", l.prov, name + "." + l.name);
    }
    for (auto const& [name, e] : rules_.enums) {
      require(e.label, "enum '" + name + "'", e.prov, name);
      for (auto const& v : e.values)
        require(v.label, "value '" + v.name + "' of enum '" + name + "'", v.prov, name + "." + v.name);
    }
    for (auto const& [name, t] : rules_.tables) require(t.label, "table '" + name + "'", t.prov, name);
    for (auto const& [name, b] : rules_.band_tables) require(b.label, "band table '" + name + "'", b.prov, name);
    for (auto const& [name, l] : rules_.modifier_lists)
      require(l.label, "modifier list '" + name + "'", l.prov, name);
  }

 private:
  void require(model::labels const& label, std::string const& what, model::provenance const& where,
               std::string const& subject) {
    for (auto const& language : languages_) {
      if (label.count(language)) continue;
      // Inherited definitions are reported once, in the file that wrote them.
      if (!reported_.insert({where.where.file, where.where.begin, language}).second) continue;
      diags_.warning(ids::label_missing, where.where, what + " has no '" + language + "' label").subject = subject;
    }
  }

  model::ruleset const& rules_;
  diagnostics& diags_;
  std::set<std::string> languages_;
  std::set<std::tuple<file_id, std::uint32_t, std::string>> reported_;
};

}  // namespace

void label_missing::run(model::ruleset const& rules, options const&, diagnostics& diags) const { label_checker(rules, diags).run(); }

}  // namespace herald::check

