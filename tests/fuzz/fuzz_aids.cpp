// libFuzzer harness: one .herald file, when it checks clean, made into player aids (content, layout, SVG, HTML) in each language it labels.
#include "aids/content.hpp"
#include "aids/layout.hpp"
#include "aids/text_measure.hpp"
#include "aids/writers.hpp"
#include "backend/backend.hpp"
#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  using namespace herald;
  std::string_view const bytes(reinterpret_cast<char const*>(data), size);
  auto const file = fuzz::write("input.herald", bytes);
  source_manager sources;
  diagnostics diags;
  model::library library(sources, diags);
  auto name = library.load(file, fuzz::folder());
  if (!name || diags.error_count() != 0) return 0;
  model::ruleset const& rules = *library.find(*name);
  if (rules.kind == "system") return 0;
  // The PDF is librsvg's and cairo's drawing of these SVG pages: Debian's libraries, not fuzzed here.
  static aids::text_measure const measure("DejaVu Sans");
  for (std::string const lang : {"en", "fr"}) {
    std::vector<std::string> scenarios{""};
    for (auto const& [s, _] : rules.scenarios) scenarios.push_back(s);
    for (auto const& scenario : scenarios) {
      try {
        aids::aid const a = aids::make_aid(library, rules, {lang, scenario, {}});
        aids::laid_out const pages = aids::lay_out(a, aids::paper_named("a4"), measure);
        aids::write_svg_pages(pages, a);
        aids::write_html(a, aids::paper_named("letter"));
      } catch (backend::unsupported const&) {
        // A label missing in this language: refused by name, as `herald aids` does.
      }
    }
  }
  return 0;
}
