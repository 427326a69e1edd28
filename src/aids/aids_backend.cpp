// The player aids as a backend: for one ruleset, each language and format asked, the files of its aid.
#include "aids/aids_backend.hpp"

#include <algorithm>

#include "aids/content.hpp"
#include "aids/layout.hpp"
#include "aids/text_measure.hpp"
#include "aids/words.hpp"
#include "aids/writers.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::aids {
namespace {

// The font every aid is measured and printed in: DejaVu Sans, Debian's fonts-dejavu-core, with every French glyph.
constexpr char const* aid_font = "DejaVu Sans";

bool wants(std::vector<std::string> const& formats, std::string const& f) {
  return formats.empty() || std::find(formats.begin(), formats.end(), f) != formats.end();
}

}  // namespace

backend::files aids_backend::render(backend::input const& in) const {
  if (in.rulesets.empty()) return {};
  model::ruleset const& rules = *in.rulesets.front();
  if (rules.kind == "system")
    throw backend::unsupported({}, "'" + rules.path + "' is a system file: an aid prints the tables of a ruleset");
  content_request request;
  for (std::size_t i = 1; i < in.rulesets.size(); ++i)
    request.bases.push_back({in.rulesets[i], i - 1 < options_.base_colours.size() ? options_.base_colours[i - 1] : ""});
  std::vector<std::string> languages = options_.languages;
  if (languages.empty()) languages.push_back(rules.languages.empty() ? "en" : rules.languages.front());
  std::vector<std::string> scenarios = options_.scenarios;
  if (scenarios.empty()) scenarios.push_back("");
  if (options_.every_scenario)
    for (auto const& [name, s] : rules.scenarios)
      if (std::find(scenarios.begin(), scenarios.end(), name) == scenarios.end()) scenarios.push_back(name);

  text_measure const measure(aid_font);
  paper const sheet = paper_named(options_.paper);
  backend::files out;
  for (auto const& lang : languages) {
    if (!aid_language(lang))
      throw backend::unsupported({}, "no aid can be made in '" + lang + "': the aids speak en and fr");
    if (std::find(rules.label_languages.begin(), rules.label_languages.end(), lang) == rules.label_languages.end())
      throw backend::unsupported({}, "'" + rules.name + "' has no labels in '" + lang + "' (its languages: " +
                                         [&] {
                                           std::string l;
                                           for (auto const& x : rules.label_languages) l += (l.empty() ? "" : ", ") + x;
                                           return l;
                                         }() + ")");
    for (auto const& scenario : scenarios) {
      request.lang = lang;
      request.scenario = scenario;
      aid const a = make_aid(in.library, rules, request);
      std::string stem = rules.name + (scenario.empty() ? "" : "-" + scenario) + "." + lang;
      // An aid marked against bases says which in its name, beside the plain aid of the same edition.
      if (!request.bases.empty()) {
        stem += ".since";
        for (auto const& b : request.bases) stem += "-" + b.rules->name;
      }
      if (wants(options_.formats, "html")) out[stem + ".html"] = write_html(a, sheet);
      if (!wants(options_.formats, "svg") && !wants(options_.formats, "pdf")) continue;
      laid_out const pages = lay_out(a, sheet, measure);
      if (in.diags)
        for (auto const& w : pages.warnings)
          in.diags->warning(ids::aids_scaled, {},
                            stem + ": '" + w.block + "' is too wide for the page and is printed at " +
                                std::to_string(static_cast<int>(w.scale * 100)) + " % of the house size");
      std::vector<std::string> const svg = write_svg_pages(pages, a);
      if (wants(options_.formats, "svg"))
        for (std::size_t i = 0; i < svg.size(); ++i) out[stem + ".p" + std::to_string(i + 1) + ".svg"] = svg[i];
      if (wants(options_.formats, "pdf")) out[stem + ".pdf"] = write_pdf(svg, sheet, a);
    }
  }
  return out;
}

}  // namespace herald::aids
