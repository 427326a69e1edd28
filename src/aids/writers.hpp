// The aid's formats: SVG pages and PDF from the laid-out pages, one HTML page from the content.
#pragma once

#include <string>
#include <vector>

#include "aids/aid.hpp"
#include "aids/layout.hpp"

namespace herald::aids {

// One SVG document per page, real <text> (editable, searchable), filled into templates/aids/page.svg.
std::vector<std::string> write_svg_pages(laid_out const& pages, aid const& a);

// The SVG pages drawn by librsvg into one PDF (cairo): fonts embedded, text
// selectable, no creation time unless SOURCE_DATE_EPOCH gives one.
std::string write_pdf(std::vector<std::string> const& svg_pages, paper const& p, aid const& a);

// One self-contained XHTML page (inline CSS, a print stylesheet for `p`),
// real <table> markup, each value's provenance as its tooltip; from templates/aids/aid.xhtml.
std::string write_html(aid const& a, paper const& p);

}  // namespace herald::aids
