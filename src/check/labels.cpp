// Check `label.missing`: a name the player aids print has no label in a language of the ruleset.
#include "check/labels.hpp"

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
      diags_.warning("label.missing", where.where, what + " has no '" + language + "' label").subject = subject;
    }
  }

  model::ruleset const& rules_;
  diagnostics& diags_;
  std::set<std::string> languages_;
  std::set<std::tuple<file_id, std::uint32_t, std::string>> reported_;
};

}  // namespace

void labels::run(model::ruleset const& rules, options const&, diagnostics& diags) const { label_checker(rules, diags).run(); }

}  // namespace herald::check

namespace herald::check {

std::string labels::description() const {
  return R"(label.missing

The player aids print every enum value, table, band table and modifier list
in each language of the edition: the languages a file declares with `lang`,
and those of everything it imports. A name without a label in one of them is
a warning. A file that declares no language requires none.

Failing sample (the system declares French, the value has only English):

  system afde;  lang en fr;
  enum order { valiant "Valiant"; }

Passing sample:

  enum order { valiant "Valiant" fr "Vaillante" source "afde-2014-fr.txt" line 112; }
)";
}

}  // namespace herald::check
