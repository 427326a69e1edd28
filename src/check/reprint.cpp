// Checks `reprint.mismatch`, `reprint.missing`: with --sources, what an edition's own document reprints must be what the edition holds.
#include "check/reprint.hpp"
#include "check/source_documents.hpp"
#include "support/diagnostic_ids.hpp"

#include <algorithm>
#include <cctype>
#include <set>

namespace herald::check {
namespace {

// Text as a reprint is compared: no spaces (no-break ones too) or emphasis
// marks, dashes as '-', ASCII letters in lower case ("Tir impossible" is
// "tirimpossible", "– 4" is "-4").
std::string squash(std::string const& text) {
  static char const* const dropped[] = {"<i>", "</i>", "<b>", "</b>", "*", " ", "\t", "\xC2\xA0", "\xE2\x80\xAF",
                                        "\xE2\x80\x89"};
  static std::pair<char const*, char const*> const same[] = {
      {"\xE2\x80\x93", "-"}, {"\xE2\x80\x94", "-"}, {"\xE2\x88\x92", "-"}, {"\xE2\x80\x99", "'"}};
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    bool done = false;
    for (char const* d : dropped)
      if (std::size_t const n = std::char_traits<char>::length(d); text.compare(i, n, d) == 0) {
        i += n;
        done = true;
        break;
      }
    if (done) continue;
    for (auto const& [from, to] : same)
      if (std::size_t const n = std::char_traits<char>::length(from); text.compare(i, n, from) == 0) {
        out += to;
        i += n;
        done = true;
        break;
      }
    if (done) continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i++])));
  }
  return out;
}

std::vector<std::string> split_tabs(std::string const& line) {
  std::vector<std::string> fields(1);
  for (char c : line)
    if (c == '\t')
      fields.emplace_back();
    else
      fields.back() += c;
  return fields;
}

// How a cell may be printed in a language: each slot by its number (a
// modifier with or without its '+'), its symbol's code or its label in that
// language; slots joined by '/' (a table's cell) or '+' (a band's results);
// footnote marks as [a] or (a).
class renderings {
 public:
  renderings(model::ruleset const& rules, std::string language, std::string outcome_enum)
      : rules_(rules), language_(std::move(language)), outcome_enum_(std::move(outcome_enum)) {}

  bool matches(model::cell const& c, std::string const& printed) const {
    std::string const text = squash(printed);
    if (c.blank) return text.empty();
    if (c.slots.empty()) return text == squash(c.text);
    return from(c, text, 0, 0);
  }

  // Whether the (prose, unaligned) `normalised` text prints every part of the cell somewhere:
  // numbers whole, symbols as whole words (R is not the R of "Retraite").
  bool printed_somewhere(model::cell const& c, std::string const& normalised) const {
    std::string const text = folded(normalised);
    for (auto const& s : c.slots) {
      if (s.kind != model::slot_kind::symbol) {
        if (!printed_value(normalised, s.number, s.kind == model::slot_kind::modifier)) return false;
        continue;
      }
      std::vector<std::string> words;
      for (auto const& w : spellings_of(s.symbol)) words.push_back(folded(w));
      if (std::none_of(words.begin(), words.end(), [&](std::string const& w) { return has_word(text, w); })) return false;
    }
    return true;
  }

  // The cell as this language prints it: NF ("Tir impossible").
  std::string shown(model::cell const& c) const {
    if (c.blank) return "an empty cell";
    std::string out = c.text;
    for (auto const& s : c.slots)
      if (s.kind == model::slot_kind::symbol)
        if (auto words = spellings_of(s.symbol).back(); words != s.symbol) out += " (\"" + words + "\")";
    return out;
  }

 private:
  bool from(model::cell const& c, std::string const& text, std::size_t slot, std::size_t at) const {
    if (slot == c.slots.size()) return marks_from(c, text, at);
    if (slot > 0) {
      char const separator = c.type.empty() ? '+' : '/';
      if (at >= text.size() || text[at] != separator) return false;
      ++at;
    }
    for (auto const& word : words_of(c.slots[slot]))
      if (text.compare(at, word.size(), word) == 0 && from(c, text, slot + 1, at + word.size())) return true;
    return false;
  }

  static bool marks_from(model::cell const& c, std::string const& text, std::size_t at) {
    for (auto const& m : c.marks) {
      std::string const mark = squash(m);
      if (text.compare(at, mark.size() + 2, "[" + mark + "]") != 0 && text.compare(at, mark.size() + 2, "(" + mark + ")") != 0)
        return false;
      at += mark.size() + 2;
    }
    return at == text.size();
  }

  // Lower case, dashes as '-', runs of spaces as one.
  static std::string folded(std::string const& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text.compare(i, 3, "\xE2\x80\x93") == 0 || text.compare(i, 3, "\xE2\x80\x94") == 0) {
        out += '-';
        i += 2;
        continue;
      }
      char const c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
      if ((c == ' ' || c == '\t') && (out.empty() || out.back() == ' ')) continue;
      out += c == '\t' ? ' ' : c;
    }
    return out;
  }

  // `word` in `text` with no letter or digit glued to either end (bytes of UTF-8 letters count as letters).
  static bool has_word(std::string const& text, std::string const& word) {
    auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80; };
    if (word.empty()) return false;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
      bool const before = at > 0 && letter(text[at - 1]) && letter(word.front());
      std::size_t const end = at + word.size();
      bool const after = end < text.size() && letter(text[end]) && letter(word.back());
      if (!before && !after) return true;
    }
    return false;
  }

  std::vector<std::string> words_of(model::slot_value const& s) const {
    if (s.kind == model::slot_kind::symbol) return words_of(s.symbol);
    std::string const plain = std::to_string(s.number);
    if (s.kind == model::slot_kind::modifier && s.number > 0) return {"+" + plain, plain};
    if (s.kind == model::slot_kind::modifier && s.number == 0) return {"0", "+0"};
    return {plain};
  }

  // A symbol (or a band's result) by its code or its label in the document's language; a symbol
  // that cells spell (`spelled out`, `spell`) by its words only.
  std::vector<std::string> spellings_of(std::string const& name) const {
    if (model::symbol_spelled(rules_, name, language_)) return {model::symbol_words(rules_, name, language_)};
    std::vector<std::string> out{name};
    if (auto label = label_of(name); !label.empty()) out.push_back(label);
    return out;
  }

  std::vector<std::string> words_of(std::string const& name) const {
    std::vector<std::string> out;
    for (auto const& w : spellings_of(name)) out.push_back(squash(w));
    // The longest first: "Dr" before "D" is no matter here, but "F + R" must not stop at "F".
    std::sort(out.begin(), out.end(), [](auto const& a, auto const& b) { return a.size() > b.size(); });
    return out;
  }

  std::string label_of(std::string const& name) const {
    auto in_language = [&](model::labels const& labels) -> std::string {
      auto it = labels.find(language_);
      return it == labels.end() ? std::string() : it->second;
    };
    if (auto s = rules_.symbols.find(name); s != rules_.symbols.end()) return in_language(s->second.label);
    if (auto e = rules_.enums.find(outcome_enum_); e != rules_.enums.end())
      for (auto const& v : e->second.values)
        if (v.name == name) return in_language(v.label);
    return {};
  }

  model::ruleset const& rules_;
  std::string language_;
  std::string outcome_enum_;
};


class reprint_verifier {
 public:
  reprint_verifier(model::ruleset const& rules, std::filesystem::path const& folder, diagnostics& diags)
      : rules_(rules), docs_(folder), diags_(diags) {}

  // One cell of a row or band: `column` is its place among the printed row's cells;
  // `own_line`: the document prints each cell on a line of its own.
  void cell(model::cell const& c, std::size_t column, std::size_t columns, bool own_line, renderings const& render,
            std::string const& subject) {
    auto const& at = c.reprinted_at;
    auto printed = read(at, subject);
    if (!printed) return;
    std::optional<std::string> field;  // the cell's own text, when the layout gives it
    if (own_line) {
      field = *printed;
    } else if (at.line_end == 0 || at.line_end == at.line) {
      // A row laid out in fields (a tab between each); prose is read as a whole.
      auto const fields = split_tabs(*printed);
      if (fields.size() < 2) {
      } else if (fields.size() == columns + 1) {
        field = fields[column + 1];  // the label, then the cells
      } else if (fields.size() == columns) {
        field = fields[column];
      } else {
        // Laid out in fields, but not this row's: a cell missing or one too many.
        mismatch(at, subject + " is " + render.shown(c),
                 "prints " + std::to_string(fields.size()) + " fields where the row has " + std::to_string(columns) +
                     " cells (and its label): the layout is not the table's",
                 subject, c.prov);
        return;
      }
    }
    if (field) {
      if (render.matches(c, *field)) return;
      mismatch(at, subject + " is " + render.shown(c), "prints \"" + trim(*field) + "\"", subject, c.prov);
      return;
    }
    auto const normalised = docs_.lines(at.document, at.line, at.line_end);
    if (normalised && render.printed_somewhere(c, *normalised)) return;
    mismatch(at, subject + " is " + render.shown(c), "does not print it", subject, c.prov);
  }

  void number(model::provenance const& at, std::int64_t value, bool signed_value, std::string const& what,
              std::string const& subject, model::provenance const& defined) {
    if (!read(at, subject)) return;
    auto const normalised = docs_.lines(at.document, at.line, at.line_end);
    if (normalised && printed_value(*normalised, value, signed_value)) return;
    mismatch(at, what + " is " + (signed_value && value > 0 ? "+" : "") + std::to_string(value), "does not print it",
             subject, defined);
  }

  void missing(source_range where, std::string const& message, std::string const& subject) {
    diags_.note(ids::reprint_missing, where, message).subject = subject;
  }

 private:
  static std::string trim(std::string const& s) {
    auto const b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
  }

  // The reprint's line as it is, once a missing document or line has been reported.
  std::optional<std::string> read(model::provenance const& at, std::string const& subject) {
    auto const length = docs_.line_count(at.document);
    if (!length) {
      if (unreadable_.insert(at.document).second)
        diags_.warning(ids::provenance_unreadable, at.where,
                       "'" + at.document + "' is not in the sources folder (or cannot be read): its reprints go unverified")
            .subject = subject;
      return std::nullopt;
    }
    std::uint32_t const last = std::max(at.line, at.line_end);
    if (last > *length) {
      if (past_end_.insert({at.document, last}).second)
        diags_.warning(ids::provenance_unreadable, at.where,
                       model::lines_text(at) + " of '" + at.document + "' " + (at.line_end ? "run" : "is") +
                           " past its end (it has " + std::to_string(*length) + " lines)")
            .subject = subject;
      return std::nullopt;
    }
    return docs_.line(at.document, at.line);
  }

  void mismatch(model::provenance const& at, std::string const& what, std::string const& printed,
                std::string const& subject, model::provenance const& defined) {
    auto& d = diags_.error(ids::reprint_mismatch, at.where,
                           what + ", but " + model::lines_text(at) + " of '" + at.document + "' " + printed);
    d.subject = subject;
    auto const amend = std::find_if(rules_.amendments.begin(), rules_.amendments.end(), [&](model::amendment const& a) {
      return squash(a.target) == squash(subject);
    });
    if (amend != rules_.amendments.end()) {
      if (amend->base_prov.where.valid()) d.notes.push_back({amend->base_prov.where, "the base value, " + amend->from + ", is defined here"});
      d.notes.push_back({amend->prov.where, "amended here from " + amend->from + " to " + amend->to});
    } else if (defined.where.valid()) {
      std::string const cited = defined.line ? " (" + model::lines_text(defined) + " of '" + defined.document + "')" : "";
      d.notes.push_back({defined.where, "the value is defined here" + cited});
    }
  }

  model::ruleset const& rules_;
  source_documents docs_;
  diagnostics& diags_;
  std::set<std::string> unreadable_;
  std::set<std::pair<std::string, std::uint32_t>> past_end_;
};

void tables(model::ruleset const& rules, reprint_verifier& verify) {
  for (auto const& [name, t] : rules.tables) {
    if (!t.edition_reprint) continue;
    renderings const render(rules, t.edition_reprint->language, {});
    std::vector<std::string> unlisted;
    for (auto const& r : t.rows_) {
      if (!r.cells.empty() && r.cells.front().reprinted_at.line == 0) {
        unlisted.push_back(model::path_text(r.keys.front()));
        continue;
      }
      for (std::size_t i = 0; i < r.cells.size() && i < t.column_keys.size(); ++i)
        verify.cell(r.cells[i], i, r.cells.size(), t.edition_reprint->cell_per_line, render,
                    name + "[" + model::path_text(r.keys.front()) + "][" + model::path_text(t.column_keys[i]) + "]");
    }
    std::string list;
    for (auto const& u : unlisted) list += (list.empty() ? "" : ", ") + u;
    if (!unlisted.empty())
      verify.missing(t.edition_reprint->prov.where,
                     "the reprint of '" + name + "' gives no line for row" + (unlisted.size() > 1 ? "s " : " ") + list +
                         ": " + (unlisted.size() > 1 ? "their" : "its") + " cells are not verified against '" +
                         t.edition_reprint->prov.document + "'",
                     name);
  }
}

void band_tables(model::ruleset const& rules, reprint_verifier& verify) {
  for (auto const& [name, b] : rules.band_tables) {
    if (!b.edition_reprint) continue;
    renderings const render(rules, b.edition_reprint->language, b.outcome_enum);
    std::vector<std::string> unlisted;
    for (auto const& band : b.bands) {
      std::string const bounds = std::to_string(band.low) +
                                 (band.high == band.low ? "" : ".." + (band.high ? std::to_string(*band.high) : ""));
      if (band.reprinted_at.line == 0) {
        unlisted.push_back(bounds);
        continue;
      }
      std::string const subject = name + "[" + std::to_string(band.low) + "]";
      verify.number(band.reprinted_at, band.low, false, "the low end of band " + bounds + " of " + name, subject, band.prov);
      if (band.high && *band.high != band.low)
        verify.number(band.reprinted_at, *band.high, false, "the high end of band " + bounds + " of " + name, subject,
                      band.prov);
      for (std::size_t i = 0; i < band.outcomes.size(); ++i)
        verify.cell(band.outcomes[i], i, band.outcomes.size(), b.edition_reprint->cell_per_line, render,
                    subject + "[" + (i < b.columns.size() ? b.columns[i] : std::to_string(i)) + "]");
    }
    std::string list;
    for (auto const& u : unlisted) list += (list.empty() ? "" : ", ") + u;
    if (!unlisted.empty())
      verify.missing(b.edition_reprint->prov.where,
                     "the reprint of '" + name + "' gives no line for band" + (unlisted.size() > 1 ? "s " : " ") + list +
                         ": not verified against '" + b.edition_reprint->prov.document + "'",
                     name);
  }
}

void lists(model::ruleset const& rules, reprint_verifier& verify) {
  for (auto const& [name, l] : rules.modifier_lists) {
    if (!l.edition_reprint) continue;
    std::vector<std::string> unlisted;
    for (auto const& m : l.modifiers) {
      if (m.reprinted_at.line == 0) {
        unlisted.push_back(m.name);
        continue;
      }
      if (m.delta)
        verify.number(m.reprinted_at, *m.delta, true, "modifier " + name + "." + m.name, name + "." + m.name, m.prov);
    }
    std::string list;
    for (auto const& u : unlisted) list += (list.empty() ? "" : ", ") + u;
    if (!unlisted.empty())
      verify.missing(l.edition_reprint->prov.where,
                     "the reprint of '" + name + "' gives no line for modifier" + (unlisted.size() > 1 ? "s " : " ") +
                         list + ": not verified against '" + l.edition_reprint->prov.document + "'",
                     name);
  }
}

// An extending edition that inherits a table, band table or list read from
// another document and says nothing of its own document printing it.
void coverage(model::ruleset const& rules, reprint_verifier& verify) {
  if (rules.base.empty() || rules.source_document.empty()) return;
  auto inherited = [&](std::string const& kind, std::string const& name, model::provenance const& prov, bool reprinted) {
    if (reprinted || prov.document.empty() || prov.document == rules.source_document) return;
    verify.missing(prov.where,
                   rules.name + " inherits " + kind + " '" + name + "' as read from '" + prov.document +
                       "': if '" + rules.source_document + "' prints it, say where with `reprint " + name +
                       " { ... }` so that it is verified against this edition's book",
                   name);
  };
  for (auto const& [name, t] : rules.tables) inherited("table", name, t.prov, t.edition_reprint.has_value());
  for (auto const& [name, b] : rules.band_tables) inherited("band table", name, b.prov, b.edition_reprint.has_value());
  for (auto const& [name, l] : rules.modifier_lists)
    inherited("modifier list", name, l.prov, l.edition_reprint.has_value());
}

}  // namespace

void reprint::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  if (!opts.sources) return;
  reprint_verifier verify(rules, *opts.sources, diags);
  tables(rules, verify);
  band_tables(rules, verify);
  lists(rules, verify);
  coverage(rules, verify);
}

}  // namespace herald::check
