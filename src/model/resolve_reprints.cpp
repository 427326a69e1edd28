// What an edition's own document prints: where it reprints a table, band table or list it
// inherits (`reprint`), and the words it prints for a symbol (`spell`).
#include <algorithm>
#include <boost/variant/get.hpp>
#include <map>

#include "model/resolver.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {

namespace {

bool gives_document(ast::provenance const& prov) {
  return std::any_of(prov.begin(), prov.end(),
                     [](ast::provenance_item const& item) { return boost::get<ast::source_clause>(&item) != nullptr; });
}

// The cells of a row or band, cited on `entry`'s line; with `one cell per line` the
// entry's range ends with them, one a line (the label or the band's range comes first).
// False when the range has fewer lines than cells.
bool cite_cells(std::vector<cell>& cells, provenance const& entry, bool cell_per_line) {
  std::uint32_t const last = std::max(entry.line, entry.line_end);
  std::size_t const n = cells.size();
  bool const one_a_line = cell_per_line && n > 0 && last >= entry.line + n - 1;
  if (cell_per_line && n > 0 && !one_a_line) return false;
  for (std::size_t i = 0; i < n; ++i) {
    cells[i].reprinted_at = entry;
    if (one_a_line) {
      cells[i].reprinted_at.line = static_cast<std::uint32_t>(last - (n - 1) + i);
      cells[i].reprinted_at.line_end = 0;
    }
  }
  return true;
}

}  // namespace

void resolver::apply_reprint(ast::edition_reprint_decl const& decl) {
  std::string const& name = decl.name.name;
  table* tab = nullptr;
  band_table* bands = nullptr;
  modifier_list* list = nullptr;
  if (auto t = out_.tables.find(name); t != out_.tables.end()) tab = &t->second;
  if (auto b = out_.band_tables.find(name); b != out_.band_tables.end()) bands = &b->second;
  if (auto l = out_.modifier_lists.find(name); l != out_.modifier_lists.end()) list = &l->second;
  if (!tab && !bands && !list) {
    std::vector<std::string> names = keys_of(out_.tables);
    for (auto const& [n, b] : out_.band_tables) names.push_back(n);
    for (auto const& [n, l] : out_.modifier_lists) names.push_back(n);
    diags_.error(ids::name_undefined, decl.name.loc,
                 "unknown table, band table or modifier list '" + name + "'" + did_you_mean(name, names));
    return;
  }
  std::optional<reprint_site>& slot = tab ? tab->edition_reprint : bands ? bands->edition_reprint : list->edition_reprint;
  if (slot) {
    duplicate("reprint of", name, decl.name.loc, slot->prov.where);
    return;
  }
  reprint_site site;
  site.prov = to_prov(decl.prov, decl.name.loc);
  site.language = decl.language ? decl.language->name : out_.languages.front();
  if (site.prov.document.empty())
    diags_.error(ids::name_undefined, decl.name.loc,
                 "the reprint names no document: give the file a `source`, or the reprint `source \"...\"`");
  bool const bad_code = decl.language && (decl.language->name.size() != 2 ||
                                         !std::islower(static_cast<unsigned char>(decl.language->name[0])) ||
                                         !std::islower(static_cast<unsigned char>(decl.language->name[1])));
  if (bad_code)
    diags_.error(ids::name_bad_language, decl.language->loc,
                 "'" + decl.language->name + "' is not a two-letter language code (en, fr, de...)");
  else if (std::find(out_.label_languages.begin(), out_.label_languages.end(), site.language) == out_.label_languages.end() &&
           std::find(out_.languages.begin(), out_.languages.end(), site.language) == out_.languages.end())
    diags_.error(ids::name_bad_language, decl.language ? decl.language->loc : decl.name.loc,
                 "the ruleset has no labels in '" + site.language + "': the reprint's symbols could not be read by their words");
  for (auto const& item : decl.items)
    if (boost::get<ast::cell_per_line_decl>(&item)) site.cell_per_line = true;

  std::map<std::string, source_range> seen;
  std::map<row const*, source_range> cited_rows;  // a printed row of several keys is cited once
  auto lines_short = [&](source_range where, std::size_t cells) {
    diags_.error(ids::range_out_of_domain, where,
                 "with one cell per line, the entry needs a line for each of its " + std::to_string(cells) + " cells");
  };
  for (auto const& item : decl.items) {
    if (auto const* n = boost::get<ast::note_decl>(&item)) {
      (tab ? tab->notes : bands ? bands->notes : list->notes).push_back(to_note(*n));
      continue;
    }
    auto const* e = boost::get<ast::reprint_entry>(&item);
    if (!e) continue;
    provenance at = to_prov(e->prov, e->loc);
    if (!gives_document(e->prov)) at.document = site.prov.document;
    if (at.ref.empty()) at.ref = site.prov.ref;  // the section of this edition's book
    if (at.line == 0) {
      diags_.error(ids::parse_expected, e->loc, "a reprint entry gives the line that prints it: '" + e->keyword + " ... line N;'");
      continue;
    }
    std::string const what = e->keyword + " " + source_text(e->keys ? e->keys->loc : e->bounds ? e->bounds->loc : e->loc);
    auto [previous, fresh] = seen.emplace(what, e->loc);
    if (!fresh) {
      duplicate("entry", what, e->loc, previous->second);
      continue;
    }
    if (tab && e->keyword == "row" && e->keys) {
      if (e->keys->keys.size() != tab->rows.levels.size()) {
        diags_.error(ids::table_unknown_key, e->keys->loc, "'" + source_text(e->keys->loc) + "' does not name a row of '" + name + "'");
        continue;
      }
      key_path path;
      for (std::size_t i = 0; i < e->keys->keys.size(); ++i)
        if (auto k = resolve_key(e->keys->keys[i], tab->rows.levels[i], true)) path.push_back(*k);
      if (path.size() != e->keys->keys.size()) continue;
      auto r = std::find_if(tab->rows_.begin(), tab->rows_.end(), [&](row const& x) {
        return std::find(x.keys.begin(), x.keys.end(), path) != x.keys.end();
      });
      if (r == tab->rows_.end()) {
        diags_.error(ids::table_unknown_key, e->keys->loc, "'" + name + "' has no row " + path_text(path));
        continue;
      }
      if (auto [first, fresh_row] = cited_rows.emplace(&*r, e->loc); !fresh_row) {
        auto& d = diags_.error(ids::name_duplicate, e->keys->loc,
                               path_text(path) + " is printed in the same row as a key cited before: cite the row once");
        d.notes.push_back({first->second, "the row is cited here"});
        continue;
      }
      if (!cite_cells(r->cells, at, site.cell_per_line)) lines_short(e->loc, r->cells.size());
    } else if (bands && e->keyword == "band" && e->bounds) {
      std::int64_t const low = e->bounds->low.value();
      std::optional<std::int64_t> high = low;
      if (e->bounds->is_range) high = e->bounds->high ? std::optional<std::int64_t>(e->bounds->high->value()) : std::nullopt;
      auto b = std::find_if(bands->bands.begin(), bands->bands.end(),
                            [&](band const& x) { return x.low == low && x.high == high; });
      if (b == bands->bands.end()) {
        diags_.error(ids::table_unknown_key, e->bounds->loc, "'" + name + "' has no band " + source_text(e->bounds->loc));
        continue;
      }
      b->reprinted_at = at;
      if (!cite_cells(b->outcomes, at, site.cell_per_line)) lines_short(e->loc, b->outcomes.size());
      if (site.cell_per_line) b->reprinted_at.line_end = 0;  // the range alone, then its outcomes
    } else if (list && e->keyword == "modifier" && e->keys && e->keys->keys.size() == 1 &&
               boost::get<ast::identifier>(&e->keys->keys.front())) {
      auto const& id = boost::get<ast::identifier>(e->keys->keys.front());
      auto m = std::find_if(list->modifiers.begin(), list->modifiers.end(), [&](modifier const& x) { return x.name == id.name; });
      if (m == list->modifiers.end()) {
        std::vector<std::string> names;
        for (auto const& x : list->modifiers) names.push_back(x.name);
        diags_.error(ids::name_undefined, id.loc,
                     "'" + id.name + "' is not a modifier of '" + name + "'" + did_you_mean(id.name, names));
        continue;
      }
      m->reprinted_at = at;
    } else {
      diags_.error(ids::parse_expected, e->loc,
                   std::string("a reprint of ") + (tab ? "a table lists its rows ('row KEY line N;')"
                                                   : bands ? "a band table lists its bands ('band LOW..HIGH line N;')"
                                                           : "a modifier list lists its modifiers ('modifier NAME line N;')"));
    }
  }
  slot = std::move(site);
}

// `spell NF "No fire" line 1137;`: this edition's words for a symbol, in its own language.
void resolver::apply_spelling(ast::spell_decl const& decl) {
  std::string const& name = decl.symbol.name;
  if (!out_.symbols.count(name)) {
    diags_.error(ids::name_undefined, decl.symbol.loc, "unknown symbol '" + name + "'" + did_you_mean(name, keys_of(out_.symbols)));
    return;
  }
  if (auto previous = out_.spellings.find(name); previous != out_.spellings.end()) {
    duplicate("spelling of", name, decl.symbol.loc, previous->second.prov.where);
    return;
  }
  std::string const words = decl.words.value;
  if (words.find_first_not_of(" \t") == std::string::npos) {
    diags_.error(ids::parse_expected, decl.words.loc, "a spelling gives the words the document prints for '" + name + "'");
    return;
  }
  out_.spellings[name] = {name, words, to_prov(decl.prov, decl.symbol.loc)};
}

}  // namespace herald::model
