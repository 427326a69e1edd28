// Checks `provenance.mismatch`, `provenance.unreadable`: with --sources, the line a value cites must print it.
#include "check/provenance.hpp"
#include "check/source_documents.hpp"
#include "support/diagnostic_ids.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace herald::check {
namespace {

class provenance_verifier {
 public:
  provenance_verifier(std::filesystem::path const& folder, diagnostics& diags) : docs_(folder), diags_(diags) {}

  void value(model::provenance const& p, std::int64_t v, bool signed_value, std::string const& what,
             std::string const& subject) {
    auto printed = cited(p, subject);
    if (!printed || printed_value(*printed, v, signed_value)) return;
    mismatch(p, what + " is " + (signed_value && v > 0 ? "+" : "") + std::to_string(v), subject);
  }

  // A cell of numbers only (5/7, -4 / 0) must be printed as a whole, so that
  // 7/8 is not taken for the 7/9 of a line that also prints 6/8.
  void cell(model::cell const& c, std::string const& what, std::string const& subject) {
    bool numbers_only = !c.slots.empty() && std::none_of(c.slots.begin(), c.slots.end(), [](auto const& s) {
      return s.kind == model::slot_kind::symbol;
    });
    if (!numbers_only || c.slots.size() < 2) {
      for (auto const& s : c.slots)
        if (s.kind != model::slot_kind::symbol) value(c.prov, s.number, s.kind == model::slot_kind::modifier, what, subject);
      return;
    }
    auto printed = cited(c.prov, subject);
    if (!printed) return;
    std::string whole;
    for (auto const& s : c.slots) whole += (whole.empty() ? "" : "/") + number_text(s);
    if (!printed_number(*printed, whole)) mismatch(c.prov, what + " is " + whole, subject);
  }

  // A text the source prints (`note printed`, a test rule's words) must be
  // on its cited lines, spacing, emphasis marks and quote shapes aside; an
  // abridged quotation ("..." or "…") must print each of its parts, in order.
  void text(model::provenance const& p, std::string const& words, std::string const& what, std::string const& subject) {
    if (p.line == 0 || p.document.empty() || !p.where.valid()) return;
    auto const printed = docs_.raw_lines(p.document, p.line, p.line_end);
    if (!printed) {
      cited(p, subject);  // reports the unreadable document or line
      return;
    }
    std::string const page = squash(*printed);
    std::size_t at = 0;
    for (auto const& part : parts(words)) {
      std::string const want = squash(part);
      if (want.empty()) continue;
      std::size_t const found = page.find(want, at);
      if (found == std::string::npos) {
        mismatch(p, what + " reads \"" + part + "\"", subject);
        return;
      }
      at = found + want.size();
    }
  }

 private:
  // The parts of an abridged quotation, split at its ellipses.
  static std::vector<std::string> parts(std::string const& words) {
    std::vector<std::string> out(1);
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (words.compare(i, 3, "\xE2\x80\xA6") == 0) {  // …
        out.emplace_back();
        i += 2;
      } else if (words.compare(i, 3, "...") == 0) {
        out.emplace_back();
        i += 2;
      } else {
        out.back() += words[i];
      }
    }
    return out;
  }

  // Text without what varies between a transcription and its source: spaces
  // (no-break ones too), emphasis (* and <i>, <b>), the shape of quotes and dashes.
  static std::string squash(std::string const& text) {
    static char const* const dropped[] = {"<i>", "</i>", "<b>", "</b>", "*", " ", "\t", "\xC2\xA0", "\xE2\x80\xAF",
                                          "\xE2\x80\x89"};
    static std::pair<char const*, char const*> const same[] = {
        {"\xE2\x80\x99", "'"}, {"\xE2\x80\x98", "'"}, {"\xE2\x80\x9C", "\""}, {"\xE2\x80\x9D", "\""},
        {"\xC2\xAB", "\""},    {"\xC2\xBB", "\""},    {"\xE2\x80\x93", "-"},   {"\xE2\x80\x94", "-"},
        {"\xE2\x88\x92", "-"}};
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
      bool skipped = false;
      for (char const* d : dropped) {
        std::size_t const n = std::char_traits<char>::length(d);
        if (text.compare(i, n, d) == 0) {
          i += n;
          skipped = true;
          break;
        }
      }
      if (skipped) continue;
      for (auto const& [from, to] : same) {
        std::size_t const n = std::char_traits<char>::length(from);
        if (text.compare(i, n, from) == 0) {
          out += to;
          i += n;
          skipped = true;
          break;
        }
      }
      if (skipped) continue;
      out += text[i++];
    }
    return out;
  }

  static std::string number_text(model::slot_value const& s) {
    return (s.kind == model::slot_kind::modifier && s.number > 0 && s.has_sign ? "+" : "") + std::to_string(s.number);
  }

  std::optional<std::string> cited(model::provenance const& p, std::string const& subject) {
    if (p.line == 0 || p.document.empty() || !p.where.valid()) return std::nullopt;
    auto printed = docs_.lines(p.document, p.line, p.line_end);
    // A missing document once, at its first citation; a citation past the
    // end once per line it names (a row and its cells share their line).
    auto const length = docs_.line_count(p.document);
    if (!length && unreadable_.insert(p.document).second)
      diags_.warning(ids::provenance_unreadable, p.where,
                     "'" + p.document + "' is not in the sources folder (or cannot be read): its citations go unverified")
          .subject = subject;
    std::uint32_t const last = std::max(p.line, p.line_end);
    if (length && last > *length && past_end_.insert({p.document, last}).second)
      diags_.warning(ids::provenance_unreadable, p.where,
                     (last == p.line ? "line " + std::to_string(p.line) + " of '" + p.document + "' is"
                                     : "lines " + std::to_string(p.line) + "-" + std::to_string(last) + " of '" +
                                           p.document + "' run") +
                         " past its end (it has " + std::to_string(*length) + " lines)")
          .subject = subject;
    return printed;
  }

  void mismatch(model::provenance const& p, std::string const& what, std::string const& subject) {
    diags_.error(ids::provenance_mismatch, p.where,
                 what + ", but line " + std::to_string(p.line) + " of '" + p.document + "' does not print it")
        .subject = subject;
  }

 public:

 private:
  source_documents docs_;
  diagnostics& diags_;
  std::set<std::string> unreadable_;
  std::set<std::pair<std::string, std::uint32_t>> past_end_;
};

std::string key_text(model::key_path const& path) {
  std::string out;
  for (auto const& k : path) out += (out.empty() ? "" : ".") + k.text();
  return out;
}

// A cell of this edition's own document that holds a spelled symbol prints its words there
// ("No fire" on VV45's line, not the system's "No firing"). A cell inherited from another
// document is verified with the ruleset that cites that document, in its language.
void verify_spelled_words(model::ruleset const& rules, model::cell const& c, std::string const& cell,
                          provenance_verifier& verify) {
  if (rules.languages.empty() || c.prov.document.empty() || c.prov.document != rules.source_document) return;
  std::string const& lang = rules.languages.front();
  std::set<std::string> done;
  for (auto const& s : c.slots)
    if (s.kind == model::slot_kind::symbol && model::symbol_spelled(rules, s.symbol, lang) && done.insert(s.symbol).second)
      verify.text(c.prov, model::symbol_words(rules, s.symbol, lang), "cell " + cell + " holds " + s.symbol + ", which", cell);
}

}  // namespace

void provenance::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  if (!opts.sources) return;
  provenance_verifier verify(*opts.sources, diags);
  for (auto const& [name, t] : rules.tables)
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size() && i < t.column_keys.size(); ++i) {
        std::string cell = name + "[" + key_text(r.keys.front()) + "][" + key_text(t.column_keys[i]) + "]";
        verify.cell(r.cells[i], "cell " + cell, cell);
        verify_spelled_words(rules, r.cells[i], cell, verify);
      }
  // A table the source prints twice: each row is printed again as many lines
  // further on as the second copy starts after the first, with the same values.
  for (auto const& [name, t] : rules.tables) {
    if (!t.reprint || !t.reprint->line || !t.prov.line) continue;
    std::int64_t const offset = std::int64_t{t.reprint->line} - std::int64_t{t.prov.line};
    std::string const copy = " (the table printed again at line" +
                             (t.reprint->line_end && t.reprint->line_end != t.reprint->line
                                  ? "s " + std::to_string(t.reprint->line) + "-" + std::to_string(t.reprint->line_end)
                                  : " " + std::to_string(t.reprint->line)) +
                             ")";
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size() && i < t.column_keys.size(); ++i) {
        model::cell shifted = r.cells[i];
        if (!shifted.prov.line || shifted.prov.document != t.prov.document) continue;
        shifted.prov.document = t.reprint->document;
        shifted.prov.line = static_cast<std::uint32_t>(shifted.prov.line + offset);
        if (shifted.prov.line_end) shifted.prov.line_end = static_cast<std::uint32_t>(shifted.prov.line_end + offset);
        std::string cell = name + "[" + key_text(r.keys.front()) + "][" + key_text(t.column_keys[i]) + "]";
        verify.cell(shifted, "cell " + cell + copy, cell);
      }
  }
  // A `spell` cites the line that prints its words.
  for (auto const& [symbol, sp] : rules.spellings) verify.text(sp.prov, sp.words, "the spelling of " + symbol, symbol);
  for (auto const& [name, list] : rules.modifier_lists)
    for (auto const& m : list.modifiers)
      if (m.delta) verify.value(m.prov, *m.delta, true, "modifier " + name + "." + m.name, name + "." + m.name);
  // What the source prints with each item, and the words of test rules.
  auto printed_notes = [&](std::vector<model::note> const& notes, std::string const& name) {
    for (auto const& n : notes)
      if (n.printed) verify.text(n.prov, n.text, "the printed note of " + name, name);
  };
  for (auto const& [name, t] : rules.tables) printed_notes(t.notes, name);
  for (auto const& [name, l] : rules.modifier_lists) printed_notes(l.notes, name);
  for (auto const& [name, b] : rules.band_tables) printed_notes(b.notes, name);
  for (auto const& [name, t] : rules.transition_tables) printed_notes(t.notes, name);
  for (auto const& [name, t] : rules.tests) {
    printed_notes(t.notes, name);
    for (auto const& r : t.rules)
      if (!r.text.empty()) verify.text(r.prov, r.text, "a rule of test " + name, name);
  }
  for (auto const& [name, s] : rules.scenarios) printed_notes(s.notes, name);
  for (auto const& [name, b] : rules.band_tables)
    for (auto const& band : b.bands) {
      verify.value(band.prov, band.low, false, "the low end of a band of " + name, name);
      if (band.high && *band.high != band.low)
        verify.value(band.prov, *band.high, false, "the high end of a band of " + name, name);
    }
}

}  // namespace herald::check

