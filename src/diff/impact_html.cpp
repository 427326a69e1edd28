// `herald diff --format html`: the changes and each roll's heat maps of ΔP (SVG), one self-contained page filled into templates/diff/impact.xhtml.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <pugixml.hpp>
#include <sstream>
#include <stdexcept>

#include "diff/impact_report.hpp"
#include "diff/templates.hpp"
#include "engine/report.hpp"
#include "support/printable.hpp"

namespace herald::diff {
namespace {

// The heat map's geometry, in SVG user units (pixels on screen).
constexpr double square_w = 46, square_h = 24, char_w = 6.2, top_gap = 10, legend_h = 34;
constexpr std::size_t outcomes_per_view = 2;

pugi::xml_node by_id(pugi::xml_node root, char const* id) {
  pugi::xml_node n = root.select_node((std::string("//*[@id='") + id + "']").c_str()).node();
  if (!n) throw std::runtime_error(std::string("templates/diff/impact.xhtml has no element id=\"") + id + "\"");
  return n;
}

pugi::xml_node add(pugi::xml_node parent, char const* tag, std::string const& text = {}, char const* css = nullptr) {
  pugi::xml_node n = parent.append_child(tag);
  if (css) n.append_attribute("class") = css;
  if (!text.empty()) n.text().set(printable(text).c_str());
  return n;
}

std::string file_and_line(source_manager const& sources, source_range where) {
  if (!where.valid()) return "";
  auto const& file = sources.file(where.file);
  line_col const at = file.position(where.begin);
  return fmt::format("{}:{}", file.path, at.line);
}

std::string short_percent(probability const& delta) {  // "+2.5", "-10.0", "0" for a square
  if (delta == 0) return "0";
  probability const tenths = magnitude(delta) * 1000;
  boost::multiprecision::cpp_int const n = boost::multiprecision::numerator(tenths), d = boost::multiprecision::denominator(tenths);
  boost::multiprecision::cpp_int const rounded = (n * 2 + d) / (d * 2);
  std::string const digits = rounded.str();
  std::string const whole = digits.size() > 1 ? digits.substr(0, digits.size() - 1) : "0";
  return std::string(delta < 0 ? "-" : "+") + whole + "." + digits.back();
}

// A diverging ramp legible in greyscale: the larger |ΔP|, the darker, red for a rise, blue for a fall.
std::string colour_of(probability const& delta, probability const& widest) {
  if (delta == 0 || widest == 0) return "#ffffff";
  double const t = std::min(1.0, static_cast<double>(magnitude(delta) / widest));
  int const strong = static_cast<int>(255 - 70 * t), weak = static_cast<int>(245 - 190 * t);
  return delta > 0 ? fmt::format("#{:02x}{:02x}{:02x}", strong, weak, weak) : fmt::format("#{:02x}{:02x}{:02x}", weak, weak, strong);
}

// The outcomes that move most in a view, at most `outcomes_per_view`.
std::vector<std::string> outcomes_to_map(impact_view const& view) {
  std::map<std::string, probability> widest;
  for (auto const& c : view.classes)
    for (auto const& o : c.outcomes)
      if (o.after != o.before) widest[o.outcome] = std::max(widest[o.outcome], magnitude(o.after - o.before));
  std::vector<std::pair<std::string, probability>> ranked(widest.begin(), widest.end());
  std::stable_sort(ranked.begin(), ranked.end(), [](auto const& a, auto const& b) { return a.second > b.second; });
  std::vector<std::string> out;
  for (std::size_t i = 0; i < ranked.size() && i < outcomes_per_view; ++i) out.push_back(ranked[i].first);
  return out;
}

outcome_chance const* chance_of(class_impact const& c, std::string const& outcome) {
  for (auto const& o : c.outcomes)
    if (o.outcome == outcome) return &o;
  return nullptr;
}

std::string fields_text(std::vector<std::string> const& fields) {
  std::string out;
  for (auto const& f : fields) out += (out.empty() ? "" : " × ") + f;
  return out;
}

// One heat map: a square per class, rows the first field's values, columns the second's.
void heat_map(pugi::xml_node figure, impact_view const& view, std::string const& outcome) {
  std::vector<std::string> rows, columns;
  for (auto const& c : view.classes) {
    if (std::find(rows.begin(), rows.end(), c.keys[0]) == rows.end()) rows.push_back(c.keys[0]);
    std::string const col = c.keys.size() > 1 ? c.keys[1] : "";
    if (std::find(columns.begin(), columns.end(), col) == columns.end()) columns.push_back(col);
  }
  probability widest = 0;
  for (auto const& c : view.classes)
    if (auto const* o = chance_of(c, outcome)) widest = std::max(widest, magnitude(o->after - o->before));
  std::size_t row_chars = view.fields[0].size(), column_chars = view.fields.size() > 1 ? view.fields[1].size() : 0;
  for (auto const& r : rows) row_chars = std::max(row_chars, r.size());
  for (auto const& c : columns) column_chars = std::max(column_chars, c.size());
  double const left = 12 + char_w * static_cast<double>(std::min<std::size_t>(row_chars, 48));
  double const top = top_gap + 12 + (view.fields.size() > 1 ? 0.72 * char_w * static_cast<double>(std::min<std::size_t>(column_chars, 48)) : 0);
  double const width = left + std::max(square_w * static_cast<double>(columns.size()) + 20, 22.0 * 7 + 230);
  double const height = top + square_h * static_cast<double>(rows.size()) + legend_h + 8;

  pugi::xml_node svg = figure.append_child("svg");
  svg.append_attribute("xmlns") = "http://www.w3.org/2000/svg";
  svg.append_attribute("width") = fmt::format("{:.0f}", width).c_str();
  svg.append_attribute("height") = fmt::format("{:.0f}", height).c_str();
  svg.append_attribute("viewBox") = fmt::format("0 0 {:.0f} {:.0f}", width, height).c_str();
  svg.append_attribute("role") = "img";
  add(svg, "title", "ΔP(" + outcome + ") by " + fields_text(view.fields));
  auto text_at = [&](pugi::xml_node parent, double x, double y, std::string const& s, char const* anchor, double size) {
    pugi::xml_node t = parent.append_child("text");
    t.append_attribute("x") = fmt::format("{:.1f}", x).c_str();
    t.append_attribute("y") = fmt::format("{:.1f}", y).c_str();
    t.append_attribute("font-size") = fmt::format("{:.1f}", size).c_str();
    if (anchor) t.append_attribute("text-anchor") = anchor;
    t.text().set(printable(s).c_str());
    return t;
  };
  text_at(svg, 4, top - 4, view.fields[0] + (view.fields.size() > 1 ? " \\ " + view.fields[1] : ""), nullptr, 9);
  for (std::size_t j = 0; j < columns.size() && view.fields.size() > 1; ++j) {
    double const x = left + square_w * (static_cast<double>(j) + 0.5), y = top - 18;
    pugi::xml_node t = text_at(svg, x, y, columns[j], "start", 9);
    t.append_attribute("transform") = fmt::format("rotate(-40 {:.1f} {:.1f})", x, y).c_str();
  }
  for (std::size_t i = 0; i < rows.size(); ++i)
    text_at(svg, left - 6, top + square_h * (static_cast<double>(i) + 0.68), rows[i], "end", 9);
  for (auto const& c : view.classes) {
    std::size_t const i = static_cast<std::size_t>(std::find(rows.begin(), rows.end(), c.keys[0]) - rows.begin());
    std::string const col = c.keys.size() > 1 ? c.keys[1] : "";
    std::size_t const j = static_cast<std::size_t>(std::find(columns.begin(), columns.end(), col) - columns.begin());
    double const x = left + square_w * static_cast<double>(j), y = top + square_h * static_cast<double>(i);
    outcome_chance const* o = chance_of(c, outcome);
    bool const weighed = c.situations > 0;
    probability const delta = o ? o->after - o->before : probability(0);
    pugi::xml_node g = svg.append_child("g");
    g.append_attribute("class") = "square";
    pugi::xml_node rect = g.append_child("rect");
    rect.append_attribute("x") = fmt::format("{:.1f}", x).c_str();
    rect.append_attribute("y") = fmt::format("{:.1f}", y).c_str();
    rect.append_attribute("width") = fmt::format("{:.1f}", square_w).c_str();
    rect.append_attribute("height") = fmt::format("{:.1f}", square_h).c_str();
    rect.append_attribute("fill") = weighed ? colour_of(delta, widest).c_str() : "#d9d9d9";
    rect.append_attribute("stroke") = "#888888";
    rect.append_attribute("stroke-width") = "0.5";
    rect.append_attribute("data-keys") = printable(fields_text(c.keys)).c_str();
    rect.append_attribute("data-delta") = weighed ? engine::fraction_text(delta).c_str() : "";
    std::string tip = fields_text(c.keys) + ": ";
    if (!weighed) {
      tip += "no situation both rulesets allow";
    } else {
      tip += "ΔP(" + outcome + ") = " + delta_text(delta);
      if (o) tip += "; " + engine::fraction_text(o->before) + " → " + engine::fraction_text(o->after);
      tip += "; " + c.situations.str() + " situations, " + c.changed.str() + " changed";
    }
    if (c.only_new > 0) tip += "; " + c.only_new.str() + " only the new ruleset allows";
    if (c.only_old > 0) tip += "; " + c.only_old.str() + " only the old ruleset allows";
    add(g, "title", tip);
    bool const dark = weighed && widest > 0 && magnitude(delta) * 2 > widest;
    pugi::xml_node label = text_at(g, x + square_w / 2, y + square_h * 0.66, weighed ? short_percent(delta) : "n/a", "middle", 8.5);
    label.append_attribute("fill") = dark ? "#ffffff" : "#000000";
  }
  // The legend: the ramp's two ends, in percentage points.
  double const ly = top + square_h * static_cast<double>(rows.size()) + 12;
  int const steps = 7;
  for (int k = 0; k < steps; ++k) {
    probability const d = widest * (2 * k - (steps - 1)) / (steps - 1);
    pugi::xml_node rect = svg.append_child("rect");
    rect.append_attribute("x") = fmt::format("{:.1f}", left + 22.0 * k).c_str();
    rect.append_attribute("y") = fmt::format("{:.1f}", ly).c_str();
    rect.append_attribute("width") = "22";
    rect.append_attribute("height") = "10";
    rect.append_attribute("fill") = colour_of(d, widest).c_str();
    rect.append_attribute("stroke") = "#888888";
    rect.append_attribute("stroke-width") = "0.5";
  }
  text_at(svg, left, ly + 21, "-" + engine::percent_text(widest) + " %", "start", 8);
  text_at(svg, left + 22.0 * steps, ly + 21, "+" + engine::percent_text(widest) + " %", "end", 8);
  text_at(svg, left + 22.0 * steps + 6, ly + 9, "ΔP, percentage points (darker: larger)", "start", 8);
}

void add_changes(pugi::xml_node section, result const& r, sources const& files) {
  std::size_t explained = 0;
  for (auto const& c : r.changes) explained += c.explained();
  add(section, "h2", fmt::format("Changes: {} ({} explained, {} not)", r.changes.size(), explained, r.changes.size() - explained));
  if (!r.wording_compared)
    add(section, "p", "The books' languages differ: the modifiers' wording and the footnotes' text are not compared.", "space");
  pugi::xml_node table = section.append_child("table");
  pugi::xml_node head = table.append_child("tr");
  for (char const* h : {"what", "where", "before", "after", "explained by"}) add(head, "th", h);
  for (auto const& c : r.changes) {
    bool const why = c.explained();
    pugi::xml_node tr = table.append_child("tr");
    if (!why) tr.append_attribute("class") = "unexplained";
    add(tr, "td", c.target + " (" + c.kind + ")");
    add(tr, "td", c.new_value ? file_and_line(files.new_files, c.new_value->where)
                              : file_and_line(files.old_files, c.old_value->where));
    add(tr, "td", c.old_value ? c.old_value->text : "");
    add(tr, "td", c.new_value ? c.new_value->text : "");
    add(tr, "td", c.amend      ? "the amend at " + file_and_line(files.new_files, c.amend->prov.where)
                  : c.replaced ? "replaced whole at " + file_and_line(files.new_files, c.replaced->prov.where) + ": " +
                                     c.replaced->reason
                  : !c.declared_by.empty() ? "scenario " + c.declared_by
                                           : "no amend",
        "why");
  }
}

void add_roll(pugi::xml_node section, roll_impact const& roll) {
  pugi::xml_node s = add(section, "section", "", "roll");
  s.append_attribute("id") = printable("roll-" + roll.name).c_str();
  if (roll.kind == "procedure")  // a whole procedure, over the space its game system narrows it to
    add(s, "h3", roll.name + " — procedure on " + roll.situation + ", over " + roll.roll);
  else
    add(s, "h3", roll.name + " — " + roll.kind + " on " + (roll.situation.empty() ? "its dice" : roll.situation) + ", " + roll.roll);
  std::string by;
  for (auto const& b : roll.reached_by) by += (by.empty() ? "" : ", ") + b;
  class_impact const& all = roll.overall;
  add(s, "p", fmt::format("Reached by {}. {} situations both rulesets allow, {} of them changed.",
                          by.empty() ? "no change listed above" : by, all.situations.str(), all.changed.str()));
  if (all.only_new > 0) add(s, "p", all.only_new.str() + " situations only the new ruleset allows, e.g. " + model::value_text(all.only_new_witness), "witness");
  if (all.only_old > 0) add(s, "p", all.only_old.str() + " situations only the old ruleset allows, e.g. " + model::value_text(all.only_old_witness), "witness");
  bool const moved = std::any_of(all.outcomes.begin(), all.outcomes.end(), [](outcome_chance const& o) { return o.after != o.before; });
  pugi::xml_node table = moved ? s.append_child("table") : pugi::xml_node();
  if (moved) {
    pugi::xml_node head = table.append_child("tr");
    for (char const* h : {"outcome", "before (mean)", "after (mean)", "ΔP"}) add(head, "th", h);
  }
  for (auto const& o : all.outcomes) {
    if (o.after == o.before) continue;
    pugi::xml_node tr = table.append_child("tr");
    add(tr, "td", o.outcome);
    add(tr, "td", engine::percent_text(o.before) + " %", "number").append_attribute("title") = engine::fraction_text(o.before).c_str();
    add(tr, "td", engine::percent_text(o.after) + " %", "number").append_attribute("title") = engine::fraction_text(o.after).c_str();
    add(tr, "td", delta_text(o.after - o.before), "number");
  }
  if (all.changed > 0)
    add(s, "p", "Largest change in one situation: " + all.largest_outcome + ": " + delta_text(all.largest) + ", e.g. " +
                    model::value_text(all.witness), "witness");
  for (auto const& view : roll.views) {
    std::string reached;
    for (auto const& b : view.reached_by) reached += (reached.empty() ? "" : ", ") + b;
    // Situations one side only allows (a row added, an NA cell): no chance to compare, said in words.
    std::string one_side;
    std::size_t listed = 0, more = 0;
    for (auto const& c : view.classes) {
      for (auto const& [n, which] : {std::pair{&c.only_new, "new"}, std::pair{&c.only_old, "old"}}) {
        if (*n == 0) continue;
        if (listed++ >= 8) {
          ++more;
          continue;
        }
        one_side += (one_side.empty() ? "" : "; ") + fields_text(c.keys) + ": " + n->str() + " only the " + which + " ruleset allows";
      }
    }
    if (more > 0) one_side += fmt::format("; and {} more classes (--format json lists them)", more);
    if (!one_side.empty()) add(s, "p", "By " + fields_text(view.fields) + ", the change of " + reached + " alone: " + one_side + ".");
    for (auto const& outcome : outcomes_to_map(view)) {
      pugi::xml_node figure = s.append_child("figure");
      add(figure, "figcaption", "ΔP(" + outcome + ") by " + fields_text(view.fields) + ", the change of " + reached +
                                    " alone: each square the mean over its situations; hover for the exact value");
      heat_map(figure, view, outcome);
    }
  }
}

}  // namespace

std::string html_report(result const& r, sources const& files, impact_result const* impact) {
  pugi::xml_document doc;
  std::string_view const t = impact_xhtml_template();
  if (!doc.load_buffer(t.data(), t.size(), pugi::parse_default | pugi::parse_comments))
    throw std::runtime_error("templates/diff/impact.xhtml is not well-formed XML");
  pugi::xml_node html = doc.child("html");
  std::string const title = r.old_name + " → " + r.new_name + ": what changes";
  by_id(html, "title").text().set(printable(title).c_str());
  by_id(html, "heading").text().set(printable(title).c_str());
  by_id(html, "subtitle").text().set(
      printable(fmt::format("{} changes{}", r.changes.size(), impact ? fmt::format(", {} rolls whose chances change", impact->rolls.size()) : ""))
          .c_str());
  add_changes(by_id(html, "changes"), r, files);
  pugi::xml_node section = by_id(html, "impact");
  if (impact) {
    add(section, "h2", "Impact on play");
    add(section, "p", "Weighed over " + impact_space_text(r.new_name) + ". Exact fractions; nothing is sampled.", "space");
    for (auto const& roll : impact->rolls) add_roll(section, roll);
    if (!impact->unchanged.empty()) {
      std::string names;
      for (auto const& u : impact->unchanged) names += (names.empty() ? "" : ", ") + u;
      add(section, "p", "Unchanged: " + names + ".", "space");
    }
    for (auto const& [roll, why] : impact->not_weighed) add(section, "p", "Not weighed: " + roll + ": " + why + ".", "space");
  } else {
    section.parent().remove_child(section);
  }
  by_id(html, "banner").text().set(printable("generated by herald diff from " + r.old_name + " and " + r.new_name).c_str());
  std::ostringstream s;
  s << "<!DOCTYPE html>\n";
  for (pugi::xml_node n = doc.first_child(); n; n = n.next_sibling())
    if (n.type() == pugi::node_element) n.print(s, "  ", pugi::format_default, pugi::encoding_utf8);
  return s.str();
}

}  // namespace herald::diff
