// A player aid as content: the tables a player consults, in one language, with their changes marked; no layout yet.
//
// The content stage (content.cpp) reads the checked model; the layout
// (layout.cpp) and the writers (SVG, HTML, PDF) read only this, so a new
// format or a new game system's tables never touch each other.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace herald::aids {

// One highlighted base: the cells that differ from it carry its colour and symbol.
struct base_mark {
  std::string ruleset;  // its name
  std::string title;    // as printed in the legend ("Swords of France")
  std::string colour;   // CSS/SVG colour
  std::string symbol;   // printed beside a changed value, legible in greyscale
};

// A cell as printed: its text, whether it heads a row or a column, where it was read from.
struct cell {
  cell(std::string text = {}, bool header = false, std::string tooltip = {})
      : text(std::move(text)), header(header), tooltip(std::move(tooltip)) {}
  std::string text;
  bool header = false;
  std::string tooltip;  // provenance, shown on hover (HTML) and kept as <title> (SVG)
  int base = -1;        // index into aid::bases of the base it differs from; -1: unchanged
  bool scenario = false;  // changed by the scenario the aid is made for
  std::size_t span = 1;   // columns it covers
  std::string key;        // what it stands for: a row's keys ("Cl,Il"), a column's ("3"), a modifier's name
};

struct footnote {
  std::string mark;  // "a"
  std::string text;
  int base = -1;
};

// One table, modifier list, band table, transition table or test, as one printed block.
struct block {
  std::string name;    // the model's name (an anchor, a test hook)
  std::string kind;    // table | modifiers | bands | transitions | test
  std::string title;
  std::string ref;     // rule section, "" when none
  std::string source;  // where it was read from, in small print
  std::vector<std::vector<cell>> head;  // header rows
  std::vector<std::vector<cell>> body;  // rows; leading header cells name the row
  std::vector<std::string> lines;       // roll, clamp, cumulative: one short statement each
  std::vector<std::string> notes;       // what the source prints with it (`note printed`), in the aid's language
  std::vector<footnote> footnotes;
  std::vector<std::pair<std::string, std::string>> legend;  // code, meaning
};

// A difference from a base, for the aid's last section.
struct change {
  std::string where;  // "Terrain Chart, Wood, Effect on fire"
  std::string before, after;
  std::string ref;
  int base = 0;
};

struct aid {
  std::string ruleset;   // name
  std::string scenario;  // name, or empty
  std::string lang;
  std::string title;     // the ruleset's (and scenario's) title in `lang`
  std::string subtitle;  // edition, language
  std::string banner;    // "generated from ... by herald": no date, so that output is reproducible
  std::string quoted_lang;  // the language of texts quoted from a source in another language than `lang`, or empty
  std::vector<base_mark> bases;
  std::vector<block> blocks;
  std::vector<change> changes;
};

}  // namespace herald::aids
