// Check `symbol.mixed`: one table writes one meaning with two different symbols.
#include "check/symbol_mixed.hpp"
#include "support/diagnostic_ids.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace herald::check {
namespace {

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// Two symbols mean the same when they share a label in some language (case
// aside): NE "No effect", PE "No effect" fr "Pas d'effet", PA "No Effect".
std::string meaning(model::ruleset const& rules, std::string const& symbol) {
  auto it = rules.symbols.find(symbol);
  if (it == rules.symbols.end()) return {};
  auto label = it->second.label.find("en");
  if (label == it->second.label.end()) label = it->second.label.begin();
  return label == it->second.label.end() ? std::string() : lowered(label->second);
}

struct use {
  model::cell const* cell;
  std::string address;
};

}  // namespace

void symbol_mixed::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, t] : rules.tables) {
    // meaning -> symbol -> its cells
    std::map<std::string, std::map<std::string, std::vector<use>>> uses;
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size(); ++i)
        for (auto const& s : r.cells[i].slots) {
          if (s.kind != model::slot_kind::symbol) continue;
          std::string m = meaning(rules, s.symbol);
          if (m.empty()) continue;
          std::string column = i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?";
          uses[m][s.symbol].push_back({&r.cells[i], name + "[" + model::path_text(r.keys.front()) + "][" + column + "]"});
        }
    for (auto const& [m, symbols] : uses) {
      if (symbols.size() < 2) continue;
      // The symbol the table uses most is its own; the others are reported.
      auto usual = std::max_element(symbols.begin(), symbols.end(),
                                    [](auto const& a, auto const& b) { return a.second.size() < b.second.size(); });
      for (auto const& [symbol, cells] : symbols) {
        if (symbol == usual->first) continue;
        for (auto const& u : cells) {
          auto& d = diags.warning(ids::symbol_mixed, u.cell->prov.where,
                                  "'" + u.cell->text + "' at " + u.address + " writes '" + m + "' as " + symbol +
                                      " where the rest of '" + name + "' writes " + usual->first + " (" +
                                      std::to_string(usual->second.size()) + " cells): did you mean " +
                                      usual->first + "?");
          d.subject = u.address;
        }
      }
    }
  }
}


}  // namespace herald::check
