// SVG pages of an aid: the laid-out boxes and texts, filled into templates/aids/page.svg with pugixml.
#include <pugixml.hpp>

#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "support/printable.hpp"
#include "aids/templates.hpp"
#include "aids/writers.hpp"

namespace herald::aids {
namespace {

// Coordinates with two decimals, whatever the locale: the output must not depend on it.
std::string number(double v) {
  long long const hundredths = static_cast<long long>(v * 100 + (v >= 0 ? 0.5 : -0.5));
  std::string sign = hundredths < 0 ? "-" : "";
  long long const a = hundredths < 0 ? -hundredths : hundredths;
  std::string out = sign + std::to_string(a / 100);
  if (a % 100) {
    char frac[4];
    std::snprintf(frac, sizeof frac, "%02lld", a % 100);
    std::string f = frac;
    while (!f.empty() && f.back() == '0') f.pop_back();
    out += "." + f;
  }
  return out;
}

pugi::xml_node svg_by_id(pugi::xml_node root, char const* id) {
  pugi::xml_node n = root.find_child_by_attribute("id", id);
  if (!n) n = root.select_node((std::string("//*[@id='") + id + "']").c_str()).node();
  if (!n) throw std::runtime_error(std::string("templates/aids/page.svg has no element id=\"") + id + "\"");
  return n;
}

}  // namespace

std::vector<std::string> write_svg_pages(laid_out const& pages, aid const& a) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < pages.pages.size(); ++i) {
    page const& pg = pages.pages[i];
    pugi::xml_document doc;
    std::string_view const t = page_svg_template();
    if (!doc.load_buffer(t.data(), t.size(), pugi::parse_default | pugi::parse_comments | pugi::parse_declaration))
      throw std::runtime_error("templates/aids/page.svg is not well-formed XML");
    pugi::xml_node svg = doc.child("svg");
    doc.insert_child_before(pugi::node_comment, svg).set_value((" " + printable(a.banner) + " ").c_str());
    svg.attribute("width").set_value((number(pg.width) + "pt").c_str());
    svg.attribute("height").set_value((number(pg.height) + "pt").c_str());
    svg.attribute("viewBox").set_value(("0 0 " + number(pg.width) + " " + number(pg.height)).c_str());
    svg.child("title").text().set(printable(a.title + " \u2014 " + std::to_string(i + 1) + "/" + std::to_string(pages.pages.size())).c_str());
    pugi::xml_node paper_rect = svg_by_id(svg, "paper");
    paper_rect.attribute("width").set_value(number(pg.width).c_str());
    paper_rect.attribute("height").set_value(number(pg.height).c_str());
    pugi::xml_node boxes = svg_by_id(svg, "boxes");
    for (auto const& b : pg.boxes) {
      pugi::xml_node rect = boxes.append_child("rect");
      rect.append_attribute("x") = number(b.x).c_str();
      rect.append_attribute("y") = number(b.y).c_str();
      rect.append_attribute("width") = number(b.w).c_str();
      rect.append_attribute("height") = number(b.h).c_str();
      rect.append_attribute("fill") = b.fill.c_str();
      if (b.stroke != "none") {
        rect.append_attribute("stroke") = b.stroke.c_str();
        rect.append_attribute("stroke-width") = number(b.stroke_width).c_str();
      }
      rect.append_attribute("class") = b.role.c_str();
      if (!b.tooltip.empty()) rect.append_child("title").text().set(printable(b.tooltip).c_str());
    }
    pugi::xml_node texts = svg_by_id(svg, "texts");
    for (auto const& t : pg.texts) {
      pugi::xml_node text = texts.append_child("text");
      text.append_attribute("x") = number(t.x).c_str();
      text.append_attribute("y") = number(t.y).c_str();
      text.append_attribute("font-size") = number(t.f.size).c_str();
      if (t.f.bold) text.append_attribute("font-weight") = "bold";
      if (t.colour != "#000000") text.append_attribute("fill") = t.colour.c_str();
      if (t.centred) text.append_attribute("text-anchor") = "middle";
      text.append_attribute("class") = t.role.c_str();
      text.text().set(printable(t.text).c_str());
    }
    std::ostringstream s;
    doc.save(s, "  ", pugi::format_default, pugi::encoding_utf8);
    out.push_back(s.str());
  }
  return out;
}

}  // namespace herald::aids
