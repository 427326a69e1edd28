// The words of a resolution report in one language: the engine's own terms, the ruleset's labels, the result codes' legend.
//
// Without a language the report speaks as it always has: the engine's English terms and the
// ruleset's names (advance_obligatory, fresh valiant). With one (`herald resolve --lang fr`),
// the engine's terms are translated, every enum value is its label in that language, and the
// result codes (D, Dr, R, F) stay codes, as the tables print them, with a legend.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/dice.hpp"
#include "model/model.hpp"

namespace herald::engine {

class report_words {
 public:
  report_words() = default;  // the engine's words, names as they are
  report_words(model::ruleset const& rules, std::string lang);

  // The languages whose engine terms are known (en, fr).
  static bool known_language(std::string const& lang);

  bool chosen() const { return rules_ != nullptr; }
  std::string const& lang() const { return lang_; }

  // ": " (" : " in French typography).
  std::string colon() const { return lang_ == "fr" ? " : " : ": "; }
  // A heading that ends its line: "modifiers:" ("modificateurs :").
  std::string heading(std::string const& word) const { return term(word) + (lang_ == "fr" ? " :" : ":"); }
  // An engine term ("defenders", "counter charge", "success") or a test of the ruleset, in this
  // language; anything else (a path, an expression) as it is written.
  std::string term(std::string const& word) const;
  // Whether `word` is one of the engine's own terms.
  static bool known_term(std::string const& word);
  // A percentage as this language writes it ("6.40", "6,40").
  std::string decimal(std::string number) const {
    if (lang_ == "fr")
      for (char& c : number)
        if (c == '.') c = ',';
    return number;
  }
  // A composite name: "élan: attackers[0]" → "élan : attaquants[0]".
  std::string name(std::string const& composite) const;
  // A fact's label and value as a reader of this language says them.
  std::string label(fact const& f) const;
  std::string value(fact const& f) const;
  // A result code (D, Dr) stays a code and enters the legend; another enum value (advance_obligatory)
  // is its label; a word that is no enum value is an engine term.
  std::string result(std::string const& code) const;
  std::string results(std::vector<std::string> const& codes) const;
  // A table, band table or test by its label in this language, or by its name.
  std::string table(std::string const& table_name) const;
  // The codes met so far, each with its label in this language (the legend), in code order.
  std::vector<std::pair<std::string, std::string>> legend() const;

 private:
  model::enum_value const* find_value(std::string const& name) const;
  std::string label_of(model::labels const& labels, std::string const& fallback) const;

  model::ruleset const* rules_ = nullptr;
  std::string lang_ = "en";
  mutable std::set<std::string> codes_;
};

}  // namespace herald::engine
