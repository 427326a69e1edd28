// The HTML of an aid: one self-contained page of real tables, filled into templates/aids/aid.xhtml with pugixml.
#include <pugixml.hpp>

#include <sstream>
#include <stdexcept>

#include "support/printable.hpp"
#include "aids/templates.hpp"
#include "aids/words.hpp"
#include "aids/writers.hpp"

namespace herald::aids {
namespace {

pugi::xml_node xhtml_by_id(pugi::xml_node root, char const* id) {
  pugi::xml_node n = root.select_node((std::string("//*[@id='") + id + "']").c_str()).node();
  if (!n) throw std::runtime_error(std::string("templates/aids/aid.xhtml has no element id=\"") + id + "\"");
  return n;
}

void text_of(pugi::xml_node n, std::string const& text) { n.text().set(printable(text).c_str()); }

void add_cell(pugi::xml_node row, cell const& c, aid const& a, bool in_head, std::size_t column) {
  pugi::xml_node td = row.append_child(c.header ? "th" : "td");
  if (c.header) td.append_attribute("scope") = in_head ? "col" : "row";
  if (c.span > 1) td.append_attribute("colspan") = static_cast<unsigned>(c.span);
  // What the cell stands for, for tools that read the aid back (and its tests).
  if (!c.key.empty()) td.append_attribute(c.header && !in_head ? "data-row" : "data-column") = c.key.c_str();
  std::string classes = !c.header && c.text.size() > 24 ? "text" : "";
  std::string text = c.text;
  std::string style;
  if (c.base >= 0 && static_cast<std::size_t>(c.base) < a.bases.size()) {
    base_mark const& b = a.bases[c.base];
    classes += std::string(classes.empty() ? "" : " ") + "changed base-" + std::to_string(c.base);
    text = b.symbol + " " + text;
    style = "color:" + b.colour + ";outline:1.5pt solid " + b.colour + ";outline-offset:-2pt";
    td.append_attribute("data-changed-since") = b.ruleset.c_str();
  } else if (c.scenario) {
    classes += std::string(classes.empty() ? "" : " ") + "scenario";
    text = "\u2605 " + text;
    td.append_attribute("data-changed-by") = "scenario";
  }
  if (!classes.empty()) td.append_attribute("class") = classes.c_str();
  if (!style.empty()) td.append_attribute("style") = style.c_str();
  if (!c.tooltip.empty()) td.append_attribute("title") = printable(c.tooltip).c_str();
  (void)column;
  text_of(td, text);
}

void add_block(pugi::xml_node main, block const& b, aid const& a) {
  pugi::xml_node section = main.append_child("section");
  section.append_attribute("class") = ("block " + b.kind).c_str();
  section.append_attribute("id") = (b.kind + "-" + b.name).c_str();
  pugi::xml_node h2 = section.append_child("h2");
  text_of(h2.append_child("span"), b.title);
  if (!b.ref.empty()) {
    pugi::xml_node ref = h2.append_child("span");
    ref.append_attribute("class") = "ref";
    text_of(ref, "\u00A7 " + b.ref);
  }
  pugi::xml_node table = section.append_child("table");
  if (!b.head.empty()) {
    pugi::xml_node thead = table.append_child("thead");
    for (auto const& r : b.head) {
      pugi::xml_node tr = thead.append_child("tr");
      for (std::size_t i = 0; i < r.size(); ++i) add_cell(tr, r[i], a, true, i);
    }
  }
  pugi::xml_node tbody = table.append_child("tbody");
  for (auto const& r : b.body) {
    pugi::xml_node tr = tbody.append_child("tr");
    for (std::size_t i = 0; i < r.size(); ++i) add_cell(tr, r[i], a, false, i);
  }
  for (auto const& l : b.lines) {
    pugi::xml_node p = section.append_child("p");
    p.append_attribute("class") = "lines";
    text_of(p, l);
  }
  for (auto const& n : b.notes) {
    pugi::xml_node p = section.append_child("p");
    p.append_attribute("class") = "note";
    text_of(p, n);
  }
  if (!b.legend.empty()) {
    pugi::xml_node p = section.append_child("p");
    p.append_attribute("class") = "legend";
    std::string const colon = a.lang == "fr" ? " : " : ": ";
    std::string legend = word(word_id::legend, a.lang) + colon;
    for (std::size_t i = 0; i < b.legend.size(); ++i)
      legend += (i ? " \u00B7 " : "") + b.legend[i].first + colon + b.legend[i].second;
    text_of(p, legend);
  }
  if (!b.footnotes.empty()) {
    pugi::xml_node ol = section.append_child("ol");
    ol.append_attribute("class") = "footnotes";
    for (auto const& f : b.footnotes) {
      pugi::xml_node li = ol.append_child("li");
      std::string text = "[" + f.mark + "] " + f.text;
      if (f.base >= 0 && static_cast<std::size_t>(f.base) < a.bases.size()) {
        li.append_attribute("class") = ("changed base-" + std::to_string(f.base)).c_str();
        li.append_attribute("style") = ("color:" + a.bases[f.base].colour).c_str();
        text = a.bases[f.base].symbol + " " + text;
      }
      text_of(li, text);
    }
  }
  if (!b.source.empty()) {
    pugi::xml_node p = section.append_child("p");
    p.append_attribute("class") = "source";
    text_of(p, b.source);
  }
}

}  // namespace

std::string write_html(aid const& a, paper const& p) {
  pugi::xml_document doc;
  std::string_view const t = aid_xhtml_template();
  if (!doc.load_buffer(t.data(), t.size(), pugi::parse_default | pugi::parse_comments))
    throw std::runtime_error("templates/aids/aid.xhtml is not well-formed XML");
  pugi::xml_node html = doc.child("html");
  html.attribute("lang").set_value(a.lang.c_str());
  text_of(xhtml_by_id(html, "title"), a.title);
  text_of(xhtml_by_id(html, "heading"), a.title);
  text_of(xhtml_by_id(html, "subtitle"), a.subtitle);
  text_of(xhtml_by_id(html, "paper"), "@page { size: " + std::string(p.name == "letter" ? "letter" : "A4") +
                                    "; margin: 12.7mm; }");
  pugi::xml_node bases = xhtml_by_id(html, "bases");
  for (std::size_t i = 0; i < a.bases.size(); ++i) {
    pugi::xml_node li = bases.append_child("li");
    li.append_attribute("class") = ("base-" + std::to_string(i)).c_str();
    li.append_attribute("style") = ("color:" + a.bases[i].colour).c_str();
    text_of(li, a.bases[i].symbol + " " + word(word_id::changes_since, a.lang) + " " + a.bases[i].title);
  }
  pugi::xml_node main = xhtml_by_id(html, "blocks");
  for (auto const& b : a.blocks) add_block(main, b, a);
  text_of(xhtml_by_id(html, "banner"), a.banner);
  std::ostringstream s;
  s << "<!DOCTYPE html>\n";
  for (pugi::xml_node n = doc.first_child(); n; n = n.next_sibling())
    if (n.type() == pugi::node_element) n.print(s, "  ", pugi::format_default, pugi::encoding_utf8);
  return s.str();
}

}  // namespace herald::aids
