// What changed since each base: values marked with the base's colour and symbol, and the list of changes.
#include "aids/content_changes.hpp"

namespace herald::aids {

// Colours of the bases, oldest first, as the publisher's own sheet uses them
// (red for the older corrections, green for the newer); symbols for greyscale.
base_mark default_mark(std::size_t index, std::size_t count) {
  static char const* const colours[] = {"#c0392b", "#1e8449", "#1f4e9c", "#8e44ad"};
  static char const* const symbols[] = {"\u25C6", "\u25CF", "\u25B2", "\u25A0"};  // ◆ ● ▲ ■
  std::size_t const from_newest = count - 1 - index;
  std::size_t const slot = count <= 2 ? index : from_newest % 4;
  return {"", "", colours[slot % 4], symbols[slot % 4]};
}

void mark_against(marked_block& current, marked_block const* base, int base_index, bool scenario,
                  std::set<std::pair<std::size_t, std::size_t>>& already, std::vector<change>& changes,
                  std::string const& gone) {
  for (auto const& [place, value] : current.values) {
    if (already.count(place)) continue;
    std::string const* old = nullptr;
    if (base) {
      auto it = base->value_of.find(value.first);
      if (it != base->value_of.end()) {
        if (it->second == value.second) continue;
        old = &base->printed_of.at(value.first);
      }
    }
    already.insert(place);
    cell& c = current.b.body[place.first][place.second];
    if (scenario)
      c.scenario = true;
    else
      c.base = base_index;
    changes.push_back({current.b.title + " \u2014 " + current.where_of[value.first], old ? *old : gone,
                       c.text.empty() ? "\u2014" : c.text, current.b.ref, scenario ? -1 : base_index});
  }
  if (!scenario && base && current.footnote_lang == base->footnote_lang)
    for (auto& f : current.b.footnotes) {
      if (f.base >= 0) continue;
      auto it = base->footnote_of.find(f.mark);
      if (it != base->footnote_of.end() && it->second == f.text) continue;
      f.base = base_index;
      changes.push_back({current.b.title + " [" + f.mark + "]", it == base->footnote_of.end() ? gone : it->second,
                         f.text, current.b.ref, base_index});
    }
}

block changes_block(aid const& a, wording const& w) {
  block b;
  b.name = "changes";
  b.kind = "changes";
  b.title = w.word(word_id::changes);
  for (std::size_t i = 0; i < a.bases.size(); ++i)
    b.title += (i ? ", " : " \u2014 ") + a.bases[i].symbol + " " + w.word(word_id::changes_since) + " " + a.bases[i].title;
  if (!a.scenario.empty()) b.title += (a.bases.empty() ? " \u2014 " : ", ") + std::string("\u2605 ") + w.word(word_id::scenario_changes);
  b.head.push_back({{w.word(word_id::where), true}, {w.word(word_id::before), true}, {w.word(word_id::after), true}, {"\u00A7", true}});
  for (auto const& c : a.changes) {
    std::vector<cell> row{{c.where, true}, {c.before.empty() ? "\u2014" : c.before}, {c.after}, {c.ref}};
    if (c.base >= 0) row[2].base = c.base;
    else row[2].scenario = true;
    b.body.push_back(std::move(row));
  }
  if (a.changes.empty()) b.lines.push_back(w.word(word_id::no_changes));
  return b;
}

}  // namespace herald::aids
