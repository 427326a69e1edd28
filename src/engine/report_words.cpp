// The words of a resolution report in one language (see report_words.hpp).
#include "engine/report_words.hpp"

#include <cctype>

namespace herald::engine {
namespace {

// The engine's terms in French. Where the 2014 book prints the word, it is the book's
// ("Défenseurs", "Attaquants", afde-2014-fr.txt line 957; "contre-charge", 10.3).
std::map<std::string, std::string> const& french_terms() {
  static std::map<std::string, std::string> const terms = {
      // procedures and steps
      {"fire", "tir"}, {"melee", "mêlée"}, {"mêlée", "mêlée"}, {"charge", "charge"}, {"élan", "élan"},
      {"dispersion", "dispersion"}, {"counter charge", "charge de réaction"}, {"leader test", "test des chefs"},
      {"rally", "ralliement"}, {"test", "test"}, {"initiative", "initiative"}, {"roller", "lanceur"},
      {"opponent", "adversaire"}, {"difference", "différence"},
      // what a step reports
      {"odds", "rapport de force"}, {"odds step", "colonne du rapport"}, {"attacker type", "type de l'attaquant"},
      {"defender type", "type du défenseur"}, {"attacker quality", "qualité de l'attaquant"},
      {"defender quality", "qualité du défenseur"}, {"firer type", "type du tireur"}, {"threshold", "seuil"},
      {"leader", "chef"}, {"trigger", "déclencheur"}, {"natural", "naturel"}, {"succeeded", "réussie"},
      // the outcome
      {"defenders", "défenseurs"}, {"attackers", "attaquants"}, {"result", "résultat"}, {"target", "cible"},
      {"pursuit", "poursuite"}, {"unit", "unité"}, {"engaged", "engagés"}, {"case", "cas"}, {"fate", "sort"},
      {"success", "réussite"}, {"failure", "échec"}, {"none", "aucune"}, {"élan and dispersion", "élan et dispersion"},
      {"eliminated", "Éliminée"}, {"again: dies (7.5.2)", "de nouveau : il meurt (7.5.2)"},
      // a whole combat: the fire inside each mêlée ("tir défensif", "tir offensif": 2014 lines 358, 372),
      // stacks, leaders' fates (7.5)
      {"defensive fire at attackers", "tir défensif sur attaquants"},
      {"offensive fire at defenders", "tir offensif sur défenseurs"},
      {"not fought: no attacker left after the fire", "non livrée : aucun attaquant après les tirs"},
      {"not fought: no defender left after the fire", "non livrée : aucun défenseur après les tirs"},
      {"not attempted: its target left the mêlée", "non tentée : sa cible a quitté la mêlée"},
      {"terrain", "terrain"}, {"stacked", "empilée"}, {"leader attacker_leaders", "chef attacker_leaders"},
      {"leader defender_leaders", "chef defender_leaders"}, {"leader attackers", "chef attaquants"},
      {"leader defenders", "chef défenseurs"}, {"with his unit", "avec son unité"},
      {"placed with another unit", "placé avec une autre unité"},
      {"placed with another unit (7.5)", "placé avec une autre unité (7.5)"},
      {"captured: his unit eliminated (7.5)", "capturé : son unité éliminée (7.5)"},
      {"final states", "états finaux"}, {"each outcome with its steps", "chaque issue avec ses étapes"},
      {"each outcome with its steps: --steps", "chaque issue avec ses étapes : --steps"},
      // the report's own words
      {"outcome", "issue"}, {"modifiers", "modificateurs"}, {"(none apply)", "(aucun ne s'applique)"},
      {"sum", "somme"}, {"clamped to", "limitée à"}, {"removed by", "annulé par"}, {"roll", "jet"},
      {"total", "total"}, {"line", "ligne"}, {"legend", "légende"}, {"each fact alone", "chaque fait seul"},
      {"outcomes over", "issues sur"}, {"sequences of faces, each weighted by its exact probability",
                                         "suites de faces, chacune pondérée par sa probabilité exacte"},
      {"outcome, exact, computed over", "issue, exacte, calculée par"},
      {"outcomes, exact, computed over", "issues, exactes, calculées par"},
      // over merged states (issue 38)
      {"merged states", "états fusionnés"}, {"at most", "au plus"},
      {"entries after a step", "entrées après une étape"}, {"not rolled", "non lancé"},
      {"each step given its final states: --steps", "chaque étape selon ses états finaux : --steps"}};
  return terms;
}

// A code printed as such on the tables (Ch, NE, Dr), not a word to translate.
bool code_like(std::string const& name) {
  return !name.empty() && name.size() <= 3 && std::isupper(static_cast<unsigned char>(name[0]));
}

}  // namespace

report_words::report_words(model::ruleset const& rules, std::string lang) : rules_(&rules), lang_(std::move(lang)) {}

bool report_words::known_language(std::string const& lang) { return lang == "en" || lang == "fr"; }

bool report_words::known_term(std::string const& word) {
  return french_terms().count(word) > 0 || word.rfind("natural ", 0) == 0;
}

std::string report_words::term(std::string const& word) const {
  if (rules_) {  // a test of the ruleset by its label ("counter_charge": "Charge de réaction")
    if (auto t = rules_->tests.find(word); t != rules_->tests.end()) return label_of(t->second.label, word);
  }
  if (lang_ != "fr") return word;
  auto const& terms = french_terms();
  if (auto it = terms.find(word); it != terms.end()) return it->second;
  if (word.rfind("natural ", 0) == 0) return "naturel " + word.substr(8);  // "natural 9": the trigger
  return word;  // an expression, a path, a name: as written
}

std::string report_words::name(std::string const& composite) const {
  if (!chosen()) return composite;
  std::string out;
  std::size_t start = 0;
  while (true) {
    std::size_t const sep = composite.find(": ", start);
    std::string part = composite.substr(start, sep == std::string::npos ? std::string::npos : sep - start);
    std::size_t const bracket = part.find('[');  // attackers[0]
    out += bracket == std::string::npos ? term(part) : term(part.substr(0, bracket)) + part.substr(bracket);
    if (sep == std::string::npos) break;
    out += colon();
    start = sep + 2;
  }
  return out;
}

std::string report_words::label(fact const& f) const {
  std::string out = name(f.name);
  if (f.k == fact::kind::unit && !f.type().empty()) out += " " + result(f.type());  // a unit type is a code (Ch, Cl)
  return out;
}

std::string report_words::value(fact const& f) const {
  if (!chosen()) return f.text();
  switch (f.k) {
    case fact::kind::word: {
      // An engine word first ("none" is also the name of a charge kind); else a value of the ruleset.
      if (!known_term(f.word) && find_value(f.word)) return result(f.word);
      return term(f.word);
    }
    case fact::kind::number: return f.text();
    case fact::kind::results: {
      std::string out = results(f.codes);
      return f.note().empty() ? out : out + " " + term(f.note());
    }
    case fact::kind::unit: {
      if (f.eliminated()) return term("eliminated");
      model::enum_value const* fatigue = find_value(f.fatigue());
      model::enum_value const* order = find_value(f.order());
      return (fatigue ? label_of(fatigue->label, f.fatigue()) : f.fatigue()) + ", " +
             (order ? label_of(order->label, f.order()) : f.order());
    }
    case fact::kind::modifiers: return f.text();
    case fact::kind::modifier: {
      std::string rule = f.rule();  // "B11.7.1 line 1130"
      if (auto at = rule.find(" line "); at != std::string::npos) rule.replace(at + 1, 4, term("line"));
      return (f.number > 0 ? "+" : "") + std::to_string(f.number) + " [" + rule + "]";
    }
  }
  return f.text();
}

std::string report_words::result(std::string const& code) const {
  if (!chosen()) return code;
  model::enum_value const* v = find_value(code);
  if (!v) return term(code);
  if (code_like(code)) {
    codes_.insert(code);
    return code;
  }
  return label_of(v->label, code);
}

std::string report_words::results(std::vector<std::string> const& codes) const {
  if (codes.empty()) return "-";
  std::string out;
  for (auto const& c : codes) out += (out.empty() ? "" : " + ") + result(c);
  return out;
}

std::string report_words::table(std::string const& table_name) const {
  if (!chosen()) return table_name;
  if (auto t = rules_->tables.find(table_name); t != rules_->tables.end()) return label_of(t->second.label, table_name);
  if (auto b = rules_->band_tables.find(table_name); b != rules_->band_tables.end())
    return label_of(b->second.label, table_name);
  if (auto t = rules_->tests.find(table_name); t != rules_->tests.end()) return label_of(t->second.label, table_name);
  return name(table_name);
}

std::vector<std::pair<std::string, std::string>> report_words::legend() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (auto const& code : codes_)
    if (model::enum_value const* v = find_value(code)) out.emplace_back(code, label_of(v->label, code));
  return out;
}

model::enum_value const* report_words::find_value(std::string const& name) const {
  if (!rules_) return nullptr;
  for (auto const& [enum_name, e] : rules_->enums)
    for (auto const& v : e.values)
      if (v.name == name) return &v;
  return nullptr;
}

std::string report_words::label_of(model::labels const& labels, std::string const& fallback) const {
  auto it = labels.find(lang_);
  return it == labels.end() || it->second.empty() ? fallback : it->second;
}

}  // namespace herald::engine
