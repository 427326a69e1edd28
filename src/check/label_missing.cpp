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
  // its tables are keyed by), its tables, band tables and modifier lists.
  void run() {
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

