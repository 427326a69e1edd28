// From the checked model to an aid's content: which tables, in which order, in which words, with which changes marked.
#include "aids/content.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "aids/content_blocks.hpp"
#include "aids/content_changes.hpp"
#include "aids/content_wording.hpp"
#include "backend/backend.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::aids {
namespace {

// The scenario's own rules, first: turns, victory conditions, special rules, as the ruleset words them.
block scenario_block(model::scenario const& s, wording const& w) {
  block b;
  b.name = s.name;
  b.kind = "scenario";
  b.title = w.word(word_id::scenario_rules);
  b.ref = s.prov.ref;
  b.source = w.where(s.prov);
  if (s.turns) b.body.push_back({{w.word(word_id::turns), true}, {std::to_string(*s.turns)}});
  for (auto const& [rule, n] : s.victory_and_rules) {
    if (!w.printed_in_lang(n.prov.document)) w.quoted(n.prov.document);
    b.body.push_back({{rule.empty() ? w.word(word_id::victory) : w.word(word_id::special_rule), true, w.where(n.prov)},
                      {n.text, false, w.where(n.prov)}});
  }
  return b;
}

}  // namespace


aid make_aid(model::library const& library, model::ruleset const& edition, content_request const& request) {
  model::ruleset const* rules = &edition;
  model::ruleset overlaid;
  model::scenario const* scenario = nullptr;
  if (!request.scenario.empty()) {
    auto s = edition.scenarios.find(request.scenario);
    if (s == edition.scenarios.end()) {
      std::string known;
      for (auto const& [n, x] : edition.scenarios) known += (known.empty() ? "" : ", ") + n;
      throw backend::unsupported({}, "'" + edition.name + "' has no scenario '" + request.scenario +
                                                       "'" + (known.empty() ? " (it has none)" : " (it has " + known + ")"));
    }
    scenario = &s->second;
    overlaid = model::with_scenario(edition, *scenario);
    rules = &overlaid;
  }
  wording const w(library, *rules, request.lang, true);
  aid out;
  out.ruleset = edition.name;
  out.scenario = request.scenario;
  out.lang = request.lang;
  // A ruleset titled in one language only is titled, in the others, by its system's title and its edition.
  model::ruleset const* system = library.system_of(edition);
  if (!edition.title.count(request.lang) && system && system->title.count(request.lang))
    out.title = w.label(system->title, "the title of '" + system->name + "'", system->name) + " \u2014 " + edition.edition;
  else
    out.title = w.label(edition.title, "the title of '" + edition.name + "'", edition.name);
  if (scenario) out.title += " \u2014 " + w.label(scenario->label, "scenario '" + scenario->name + "'", scenario->name);
  if (!edition.edition.empty()) out.subtitle = w.word(word_id::edition) + " " + edition.edition;
  // The file's name alone, as codegen's banner: an aid is the same bytes whatever the path was typed as.
  std::string const source = std::filesystem::path(edition.path).filename().string();
  out.banner = request.lang == "fr" ? "produit par herald aids \u00E0 partir de " + source + " ; ne pas modifier"
                                    : "generated from " + source + " by herald aids; do not edit";

  std::map<std::string, marked_block> blocks = blocks_of(*rules, w);
  for (auto& [k, b] : blocks) b.footnote_lang = edition.languages.empty() ? "" : edition.languages[0];
  std::vector<std::map<std::string, marked_block>> bases;
  for (std::size_t i = 0; i < request.bases.size(); ++i) {
    model::ruleset const& base = *request.bases[i].rules;
    wording const bw(library, base, request.lang, false);
    bases.push_back(blocks_of(base, bw));
    for (auto& [k, b] : bases.back()) b.footnote_lang = base.languages.empty() ? "" : base.languages[0];
    base_mark mark = default_mark(i, request.bases.size());
    if (!request.bases[i].colour.empty()) mark.colour = request.bases[i].colour;
    mark.ruleset = base.name;
    // A base is named by its title in the aid's language, or by its edition (a proper name: "Vae Victis 45").
    auto titled = base.title.find(request.lang);
    if (titled != base.title.end() && !titled->second.empty())
      mark.title = titled->second + (base.edition.empty() ? "" : " (" + base.edition + ")");
    else
      mark.title = base.edition.empty() ? base.name : base.edition;
    out.bases.push_back(mark);
  }
  std::map<std::string, marked_block> plain;
  if (scenario) plain = blocks_of(edition, wording(library, edition, request.lang, false));

  for (auto const& key : print_order(library, edition, blocks)) {
    marked_block& b = blocks.at(key);
    std::set<std::pair<std::size_t, std::size_t>> already;
    if (scenario) {
      auto p = plain.find(key);
      mark_against(b, p == plain.end() ? nullptr : &p->second, -1, true, already, out.changes, w.word(word_id::absent));
    }
    for (std::size_t i = bases.size(); i-- > 0;) {
      auto base = bases[i].find(key);
      mark_against(b, base == bases[i].end() ? nullptr : &base->second, static_cast<int>(i), false, already,
                   out.changes, w.word(word_id::absent));
    }
    out.blocks.push_back(std::move(b.b));
  }
  if (!out.bases.empty() || scenario) out.blocks.push_back(changes_block(out, w));
  if (scenario) out.blocks.insert(out.blocks.begin(), scenario_block(*scenario, w));
  for (auto const& q : w.quoted_languages()) out.quoted_lang += (out.quoted_lang.empty() ? "" : ", ") + q;
  if (!out.quoted_lang.empty()) out.subtitle += " \u00B7 " + w.word(word_id::quoted_in) + " " + out.quoted_lang;
  if (!w.missing().empty()) {
    std::string names;
    for (auto const& m : w.missing()) names += (names.empty() ? "" : "; ") + m;
    throw backend::unsupported({}, "the aid of '" + edition.name + "' in '" + request.lang + "' would print " +
                                       std::to_string(w.missing().size()) + " name(s) without a label in '" +
                                       request.lang + "' (" + ids::label_missing + "): " + names);
  }
  return out;
}
}  // namespace herald::aids
