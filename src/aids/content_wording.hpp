// The words of one aid: labels from the ruleset in the aid's language, the aid's own vocabulary, where a text was read.
#pragma once

#include <map>
#include <set>
#include <string>

#include "aids/words.hpp"
#include "model/library.hpp"
#include "model/model.hpp"

namespace herald::aids {

// A code printed as such on the tables (Ch, NE, Dr), not a word to translate.
inline bool code_like(std::string const& name) {
  return !name.empty() && name.size() <= 3 && name[0] >= 'A' && name[0] <= 'Z';
}

// Words of one aid: labels from the ruleset in one language, and the aid's own vocabulary.
class wording {
 public:
  wording(model::library const& library, model::ruleset const& rules, std::string lang, bool strict)
      : rules_(rules), lang_(std::move(lang)), strict_(strict) {
    for (auto const& [name, r] : library.all())
      if (!r.source_document.empty() && !r.languages.empty()) document_lang_[r.source_document] = r.languages[0];
  }

  std::string const& lang() const { return lang_; }
  std::string word(word_id w) const { return aids::word(w, lang_); }

  // A label in the aid's language; a missing one is refused by name (strict) or replaced by `fallback`.
  std::string label(model::labels const& labels, std::string const& what, std::string const& fallback) const {
    auto it = labels.find(lang_);
    if (it != labels.end() && !it->second.empty()) return it->second;
    if (strict_) missing_.insert(what);
    return fallback;
  }

  // An enum value as printed: its code (Ch, Dr) or its label.
  std::string value(std::string const& name, std::string const& enum_hint, bool with_label = false) const {
    model::enum_value const* found = find_value(name, enum_hint);
    if (!found) return name;
    if (code_like(name)) {
      if (!with_label) return name;
      return name + " " + label(found->label, "enum value '" + name + "'", name);
    }
    return label(found->label, "enum value '" + name + "'", name);
  }

  model::enum_value const* find_value(std::string const& name, std::string const& enum_hint) const {
    auto look = [&](model::enum_type const& e) -> model::enum_value const* {
      for (auto const& v : e.values)
        if (v.name == name) return &v;
      return nullptr;
    };
    if (auto e = rules_.enums.find(enum_hint); e != rules_.enums.end())
      if (auto v = look(e->second)) return v;
    for (auto const& [n, e] : rules_.enums)
      if (auto v = look(e)) return v;
    return nullptr;
  }

  // Whether text read from `document` is in the aid's language.
  bool printed_in_lang(std::string const& document) const {
    auto it = document_lang_.find(document);
    return it != document_lang_.end() && it->second == lang_;
  }

  // "afde-2010-en.txt, line 809" (or lines 806-841), for small print and tooltips.
  std::string where(model::provenance const& p) const {
    std::string out;
    if (!p.ref.empty()) out += "\u00A7" + p.ref;
    if (p.line) {
      if (!out.empty()) out += ", ";
      out += p.document.empty() ? std::string() : p.document + ", ";
      out += p.line_end && p.line_end != p.line
                 ? word(word_id::lines) + " " + std::to_string(p.line) + "\u2013" + std::to_string(p.line_end)
                 : word(word_id::line) + " " + std::to_string(p.line);
    }
    return out;
  }

  model::ruleset const& rules() const { return rules_; }
  // Notes that a text quoted from `document` is in another language than the aid's.
  void quoted(std::string const& document) const {
    auto it = document_lang_.find(document);
    if (it != document_lang_.end()) quoted_.insert(it->second);
  }
  std::set<std::string> const& quoted_languages() const { return quoted_; }
  // Everything printed without a label in the aid's language (strict wording only).
  std::set<std::string> const& missing() const { return missing_; }

 private:
  model::ruleset const& rules_;
  std::string lang_;
  bool strict_;
  std::map<std::string, std::string> document_lang_;
  mutable std::set<std::string> missing_;
  mutable std::set<std::string> quoted_;
};


}  // namespace herald::aids
