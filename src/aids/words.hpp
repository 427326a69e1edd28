// The aid's own words (headings, "or more", "line"), in each language an aid can be made in.
//
// Everything a ruleset says comes from its labels; these are only the words
// of the sheet itself. Where a book prints the heading, its wording is used
// and cited: "Modified die roll / Defenders / Attackers" (afde-2010-en.txt
// line 905), "Dé modifié / Défenseurs / Attaquants" (afde-2014-fr.txt line 957).
#pragma once

#include <string>

namespace herald::aids {

enum class word_id {
  edition, line, lines, or_more, range_to, limited_to, cumulative, modifier, when, roll, natural, result,
  from, to, any, eliminated, success, failure, absent, turns, victory, changes, changes_since, legend,
  footnotes, scenario, scenario_changes, page, printed_from, before_after, no_changes, where, before, after,
  scenario_rules, special_rule, quoted_in, roll_of, opposed, otherwise,
  pool_dice, pool_strength, pool_hit, pool_natural, pool_limit, pool_deflect, pool_loss, pool_step_per,
  pool_hits, pool_when, pool_die
};

// The languages an aid can be made in.
inline bool aid_language(std::string const& lang) { return lang == "en" || lang == "fr"; }

inline std::string word(word_id w, std::string const& lang) {
  bool const fr = lang == "fr";
  switch (w) {
    case word_id::edition: return fr ? "Édition" : "Edition";
    case word_id::line: return fr ? "ligne" : "line";
    case word_id::lines: return fr ? "lignes" : "lines";
    case word_id::or_more: return fr ? "et plus" : "or more";
    case word_id::range_to: return fr ? "\u00E0" : "to";  // "-7 à -4" (2014 line 958), "-7 to -4" (2010 line 906)
    case word_id::limited_to: return fr ? "Total des modificateurs limité \u00E0" : "Modifiers limited to";
    case word_id::cumulative: return fr ? "Modificateurs cumulatifs" : "Modifiers are cumulative";
    case word_id::modifier: return fr ? "Modif." : "Modifier";
    case word_id::when: return fr ? "Condition" : "Condition";
    case word_id::roll: return fr ? "Dé modifié" : "Modified die roll";
    case word_id::natural: return fr ? "Test des chefs sur un jet naturel de" : "Leader check on a natural";
    case word_id::result: return fr ? "Résultat" : "Result";
    case word_id::from: return fr ? "État" : "State";
    case word_id::to: return fr ? "Devient" : "Becomes";
    case word_id::any: return fr ? "tout" : "any";
    case word_id::eliminated: return fr ? "éliminée" : "eliminated";
    case word_id::success: return fr ? "Réussite" : "Success";
    case word_id::failure: return fr ? "Échec" : "Failure";
    case word_id::absent: return fr ? "(absent)" : "(absent)";
    case word_id::turns: return fr ? "Tours" : "Turns";
    case word_id::victory: return fr ? "Victoire" : "Victory";
    case word_id::changes: return fr ? "Modifications" : "Changes";
    case word_id::changes_since: return fr ? "modifié depuis" : "changed since";
    case word_id::legend: return fr ? "Légende" : "Legend";
    case word_id::footnotes: return fr ? "Notes" : "Notes";
    case word_id::scenario: return fr ? "Scénario" : "Scenario";
    case word_id::scenario_changes: return fr ? "modifié par le scénario" : "changed by the scenario";
    case word_id::page: return fr ? "page" : "page";
    case word_id::printed_from: return fr ? "Imprimé depuis" : "Printed from";
    case word_id::before_after: return fr ? "avant \u2192 après" : "before \u2192 after";
    case word_id::no_changes: return fr ? "Aucune modification." : "No changes.";
    case word_id::where: return fr ? "Où" : "Where";
    case word_id::before: return fr ? "Avant" : "Before";
    case word_id::after: return fr ? "Après" : "After";
    case word_id::scenario_rules: return fr ? "Règles du scénario" : "Scenario rules";
    case word_id::special_rule: return fr ? "Règle spéciale" : "Special rule";
    case word_id::roll_of: return fr ? "Jet :" : "Roll:";
    case word_id::otherwise: return fr ? "sinon" : "otherwise";
    case word_id::opposed: return fr ? "chaque camp, différence des totaux" : "each side, the difference of the totals";
    // A dice pool's rows (Order of Arms): "Dice", "Hit: die + Charge Combat Modifiers ≥ 6"...
    case word_id::pool_dice: return fr ? "Dés" : "Dice";
    case word_id::pool_strength: return fr ? "Dés en plus" : "Dice added";
    case word_id::pool_hit: return fr ? "Touche" : "Hit";
    case word_id::pool_natural: return fr ? "Naturel" : "Natural";
    case word_id::pool_limit: return fr ? "Dés au plus" : "Most dice";
    case word_id::pool_deflect: return fr ? "Touches déviées" : "Hits deflected";
    case word_id::pool_loss: return fr ? "Pertes" : "Losses";
    case word_id::pool_step_per: return fr ? "pas de perte par" : "step loss per";
    case word_id::pool_hits: return fr ? "touches" : "hits";
    case word_id::pool_when: return fr ? "si" : "when";
    case word_id::pool_die: return fr ? "dé" : "die";
    case word_id::quoted_in: return fr ? "textes cités dans la langue de leur source :" : "texts quoted in the language of their source:";
  }
  return {};
}

// The heading of a band table's outcome column, as the books print it.
inline std::string column_word(std::string const& column, std::string const& lang) {
  bool const fr = lang == "fr";
  if (column == "defenders") return fr ? "Défenseurs" : "Defenders";
  if (column == "attackers") return fr ? "Attaquants" : "Attackers";
  std::string out = column;
  for (char& c : out)
    if (c == '_') c = ' ';
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace herald::aids
