// The impact as text (a paragraph per roll whose chances change) and as JSON (every class, exact fractions).
#include "diff/impact_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/report.hpp"

namespace herald::diff {
namespace {

using json = nlohmann::ordered_json;

// Classes listed in text per view; JSON lists them all.
constexpr std::size_t text_classes = 12;

// The largest mean |ΔP| of a class over its outcomes.
probability widest_mean(class_impact const& c) {
  probability out = 0;
  for (auto const& o : c.outcomes) out = std::max(out, magnitude(o.after - o.before));
  return out;
}

std::string share(situation_count const& part, situation_count const& whole) {
  if (whole == 0) return "0.00 %";
  return engine::percent_text(probability(part) / probability(whole)) + " %";
}

std::string keys_text(std::vector<std::string> const& keys) {
  std::string out;
  for (auto const& k : keys) out += (out.empty() ? "" : " × ") + k;
  return out;
}

// The outcomes whose mean chance changes: "defenders = D + R 3/10 -> 31/100, +1/100 (+1.00 %)".
std::vector<std::string> moved_outcomes(class_impact const& c) {
  std::vector<std::string> out;
  for (auto const& o : c.outcomes)
    if (o.after != o.before)
      out.push_back(fmt::format("{}: {} % -> {} %, ΔP {}", o.outcome, engine::percent_text(o.before), engine::percent_text(o.after),
                                delta_text(o.after - o.before)));
  return out;
}

std::string class_line(class_impact const& c, std::string const& indent) {
  std::string out = fmt::format("{}{}: {} situation{}, {} changed ({})", indent, keys_text(c.keys), c.situations.str(),
                                c.situations == 1 ? "" : "s", c.changed.str(), share(c.changed, c.situations));
  if (c.only_new > 0) out += fmt::format(", {} only the new side allows", c.only_new.str());
  if (c.only_old > 0) out += fmt::format(", {} only the old side allows", c.only_old.str());
  out += "\n";
  for (auto const& m : moved_outcomes(c)) out += indent + "  " + m + "\n";
  return out;
}

json fraction_json(probability const& p, bool signed_delta) {
  probability const m = magnitude(p);
  std::string const percent = engine::percent_text(m);
  return {{"numerator", boost::multiprecision::numerator(p).str()},
          {"denominator", boost::multiprecision::denominator(p).str()},
          {"percent", (signed_delta && p != 0 ? (p < 0 ? "-" : "+") : std::string(p < 0 ? "-" : "")) + percent}};
}

json count_json(situation_count const& n) {
  if (n <= std::numeric_limits<std::uint64_t>::max()) return json(static_cast<std::uint64_t>(n));
  return json(n.str());
}

json class_json(class_impact const& c) {
  json outcomes = json::array();
  for (auto const& o : c.outcomes)
    outcomes.push_back({{"outcome", o.outcome}, {"before", fraction_json(o.before, false)},
                        {"after", fraction_json(o.after, false)}, {"delta", fraction_json(o.after - o.before, true)}});
  json j = {{"keys", c.keys}, {"situations", count_json(c.situations)}, {"changed", count_json(c.changed)},
            {"outcomes", outcomes}};
  j["largest"] = c.changed > 0 ? json{{"outcome", c.largest_outcome}, {"delta", fraction_json(c.largest, true)},
                                      {"witness", model::value_text(c.witness)}}
                               : json(nullptr);
  j["only_new"] = count_json(c.only_new);
  j["only_new_witness"] = c.only_new > 0 ? json(model::value_text(c.only_new_witness)) : json(nullptr);
  j["only_old"] = count_json(c.only_old);
  j["only_old_witness"] = c.only_old > 0 ? json(model::value_text(c.only_old_witness)) : json(nullptr);
  return j;
}

}  // namespace

std::string impact_space_text(std::string const& new_name) {
  return "the situations of " + new_name +
         "'s schema that each roll reads, every one weighing the same (docs/diff-schema.md, \"Impact\")";
}

std::string impact_text(impact_result const& r, std::string const& new_name) {
  std::string out = fmt::format("impact, over {}:\n", impact_space_text(new_name));
  for (auto const& roll : r.rolls) {
    class_impact const& all = roll.overall;
    if (roll.kind == "procedure")  // a whole procedure, over the space its game system narrows it to
      out += fmt::format("{} (procedure on {}, over {}):", roll.name, roll.situation, roll.roll);
    else
      out += fmt::format("{} ({} on {}, {}):", roll.name, roll.kind, roll.situation.empty() ? "its dice" : roll.situation, roll.roll);
    if (roll.reached_by.empty()) out += " reached by no change listed above";
    else {
      out += " reached by";
      for (std::size_t i = 0; i < roll.reached_by.size(); ++i) out += (i ? ", " : " ") + roll.reached_by[i];
    }
    out += "\n";
    out += fmt::format("  {} situations both allow, {} changed ({})\n", all.situations.str(), all.changed.str(),
                       share(all.changed, all.situations));
    if (all.only_new > 0)
      out += fmt::format("  {} only the new side allows, e.g. {}\n", all.only_new.str(), model::value_text(all.only_new_witness));
    if (all.only_old > 0)
      out += fmt::format("  {} only the old side allows, e.g. {}\n", all.only_old.str(), model::value_text(all.only_old_witness));
    for (auto const& m : moved_outcomes(all)) out += "  mean: " + m + "\n";
    if (all.changed > 0)
      out += fmt::format("  largest in one situation: {}: {}, e.g. {}\n", all.largest_outcome, delta_text(all.largest),
                         model::value_text(all.witness));
    if (!roll.now_possible.empty()) {
      out += "  now possible:";
      for (auto const& o : roll.now_possible) out += " " + o + ";";
      out.back() = '\n';
    }
    if (!roll.now_impossible.empty()) {
      out += "  now impossible:";
      for (auto const& o : roll.now_impossible) out += " " + o + ";";
      out.back() = '\n';
    }
    for (auto const& view : roll.views) {
      std::string by;
      for (auto const& b : view.reached_by) by += (by.empty() ? "" : ", ") + b;
      out += fmt::format("  by {}, the change of {} alone:\n", keys_text(view.fields), by);
      std::vector<class_impact const*> changed;
      for (auto const& c : view.classes)
        if (c.changed > 0 || c.only_new > 0 || c.only_old > 0) changed.push_back(&c);
      // The classes that move most first; equal ones in key order.
      std::stable_sort(changed.begin(), changed.end(),
                       [](class_impact const* a, class_impact const* b) { return widest_mean(*a) > widest_mean(*b); });
      for (std::size_t i = 0; i < changed.size() && i < text_classes; ++i) out += class_line(*changed[i], "    ");
      if (changed.size() > text_classes)
        out += fmt::format("    and {} more classes (--format json lists every class)\n", changed.size() - text_classes);
    }
  }
  if (!r.unchanged.empty()) {
    out += "unchanged:";
    for (auto const& u : r.unchanged) out += " " + u;
    out += "\n";
  }
  for (auto const& [roll, why] : r.not_weighed) out += fmt::format("not weighed: {}: {}\n", roll, why);
  return out;
}

nlohmann::ordered_json impact_json(impact_result const& r, std::string const& new_name) {
  json rolls = json::array();
  for (auto const& roll : r.rolls) {
    json views = json::array();
    for (auto const& v : roll.views) {
      json classes = json::array();
      for (auto const& c : v.classes) classes.push_back(class_json(c));
      views.push_back({{"reached_by", v.reached_by}, {"fields", v.fields}, {"classes", classes}});
    }
    bool const procedure = roll.kind == "procedure";
    json one{{"roll", roll.name}, {"kind", roll.kind}, {"situation", roll.situation},
             {"dice", procedure ? json(nullptr) : json(roll.roll)},
             {"reached_by", roll.reached_by}, {"overall", class_json(roll.overall)},
             {"now_possible", roll.now_possible}, {"now_impossible", roll.now_impossible}, {"views", views}};
    if (procedure) one["space"] = roll.roll;  // what the means are over, in words
    rolls.push_back(std::move(one));
  }
  json skipped = json::array();
  for (auto const& [roll, why] : r.not_weighed) skipped.push_back({{"roll", roll}, {"why", why}});
  return {{"space", impact_space_text(new_name)}, {"rolls", rolls}, {"unchanged", r.unchanged}, {"not_weighed", skipped}};
}

}  // namespace herald::diff
