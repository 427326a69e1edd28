// The impact of a diff as text, JSON and one HTML page with a heat map of ΔP per affected table.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "diff/diff_report.hpp"
#include "diff/impact.hpp"

namespace herald::diff {

// |p|: how far a change moves a chance, whichever way.
inline engine::probability magnitude(engine::probability const& p) { return p < 0 ? engine::probability(-p) : p; }

// What the impact is weighed over, in words.
std::string impact_space_text(std::string const& new_name);

// A paragraph per roll whose chances change, the classes that move most first.
std::string impact_text(impact_result const& r, std::string const& new_name);

// Every class of every view, with exact fractions (docs/diff-schema.md, "impact").
nlohmann::ordered_json impact_json(impact_result const& r, std::string const& new_name);

// One self-contained XHTML page, laid out by templates/diff/impact.xhtml: the changes and, when
// weighed, each roll's heat maps (SVG, the exact value of each square in its tooltip).
std::string html_report(result const& r, sources const& files, impact_result const* impact);

}  // namespace herald::diff
