// Checks over modifier lists, decided by enumerating the situations of the schema.
#include "check/modifiers.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "check/situation_space.hpp"
#include "model/situation_eval.hpp"

namespace herald::check {
namespace {

// More situations than this and a question is left undecided (said in a note).
constexpr std::size_t situation_limit = 60000;

using model::expr;

std::string signed_text(std::int64_t n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

// What makes two conditions read like brackets of one quantity: a comparison
// of the same expression with a constant, or an aggregate of the same
// predicate over the same list ("one or more, but not all").
struct signature {
  std::set<std::string> keys;
};

void sign(expr const& e, signature& out) {
  if (e.kind == expr::op::binary && e.args.size() == 2) {
    static std::set<std::string> const comparisons = {"<", "<=", ">", ">="};
    if (comparisons.count(e.name)) {
      if (e.args[1].kind == expr::op::number) out.keys.insert("cmp " + e.args[0].text());
      if (e.args[0].kind == expr::op::number) out.keys.insert("cmp " + e.args[1].text());
    }
  }
  if (e.kind == expr::op::call && e.args.size() == 2 && (e.name == "any" || e.name == "all" || e.name == "none"))
    out.keys.insert("agg " + e.args[0].text() + " " + e.args[1].text());
  for (auto const& arg : e.args) sign(arg, out);
}

bool share(signature const& a, signature const& b) {
  return std::any_of(a.keys.begin(), a.keys.end(), [&](std::string const& k) { return b.keys.count(k) > 0; });
}

struct evaluated {
  bool ok = true;  // false: the situation is refused (an NA cell), not counted
  bool applies = false;
  std::int64_t delta = 0;
};

evaluated evaluate(model::ruleset const& rules, model::modifier const& m, model::value const& s) {
  evaluated out;
  try {
    model::situation_env env{rules, s, {}};
    out.applies = !m.condition || model::evaluate_condition(*m.condition, env);
    if (out.applies) out.delta = m.delta ? *m.delta : model::evaluate_integer(*m.computed, env);
  } catch (model::evaluation_error const&) {
    out.ok = false;
  }
  return out;
}

std::vector<expr const*> exprs_of(std::vector<model::modifier const*> const& mods) {
  std::vector<expr const*> out;
  for (auto const* m : mods) {
    if (m->condition) out.push_back(&*m->condition);
    if (m->computed) out.push_back(&*m->computed);
  }
  return out;
}

class list_analysis {
 public:
  list_analysis(model::ruleset const& rules, model::modifier_list const& list, diagnostics& diags)
      : rules_(rules), list_(list), diags_(diags) {}

  void run() {
    dead();
    overlaps();
    exclusive_groups();
    clamp_reach();
  }

  // The set of raw totals: each component's totals, added up (components read
  // no common field, so every combination of their totals is reachable).
  // The lowest and highest raw totals, each with a situation that makes it:
  // the independent parts' extremes added up, their witnesses merged.
  std::optional<list_reach> extremes() {
    list_reach out;
    out.lowest.k = out.highest.k = model::value::kind::object;
    for (auto const& members : components()) {
      std::vector<model::modifier const*> mods;
      for (auto i : members) mods.push_back(&list_.modifiers[i]);
      std::optional<std::int64_t> lo, hi;
      model::value lo_s, hi_s;
      bool decided = each(mods, [&](model::value const& s) {
        auto total = component_total(members, s);
        if (!total) return;
        if (!lo || *total < *lo) lo = *total, lo_s = s;
        if (!hi || *total > *hi) hi = *total, hi_s = s;
      });
      if (!decided) return std::nullopt;
      if (!lo) continue;
      out.low += *lo;
      out.high += *hi;
      for (auto const& f : lo_s.fields) out.lowest.fields.push_back(f);
      for (auto const& f : hi_s.fields) out.highest.fields.push_back(f);
    }
    return out;
  }

  std::optional<std::set<std::int64_t>> totals() {
    std::set<std::int64_t> sums = {0};
    for (auto const& members : components()) {
      std::vector<model::modifier const*> mods;
      for (auto i : members) mods.push_back(&list_.modifiers[i]);
      std::set<std::int64_t> part;
      bool decided = each(mods, [&](model::value const& s) {
        if (auto total = component_total(members, s)) part.insert(*total);
      });
      if (!decided) return std::nullopt;
      if (part.empty()) continue;
      std::set<std::int64_t> next;
      for (auto a : sums)
        for (auto b : part) next.insert(a + b);
      sums = std::move(next);
    }
    return sums;
  }

 private:
  // Visits the situations that differ in what `mods` read; false when too many.
  bool each(std::vector<model::modifier const*> const& mods, std::function<void(model::value const&)> const& visit) {
    auto exprs = exprs_of(mods);
    std::size_t count = 0;
    return enumerate_situations(rules_, list_.situation, shape_of(exprs), constants_of(exprs), situation_limit,
                                visit, count);
  }

  void dead() {
    for (auto const& m : list_.modifiers) {
      if (!m.condition) continue;
      bool holds = false;
      std::size_t seen = 0;
      bool decided = each({&m}, [&](model::value const& s) {
        ++seen;
        if (!holds && evaluate(rules_, m, s).applies) holds = true;
      });
      if (!decided || holds) continue;
      auto& d = diags_.warning("modifier.dead", m.prov.where,
                               "the condition of '" + list_.name + "." + m.name + "' holds in no situation (" +
                                   std::to_string(seen) + " enumerated from the schema): the modifier never applies");
      d.subject = list_.name + "." + m.name;
    }
  }

  bool linked(model::modifier const& a, model::modifier const& b) const {
    auto names = [](model::modifier const& m, std::string const& other) {
      return std::find(m.excludes.begin(), m.excludes.end(), other) != m.excludes.end();
    };
    if (names(a, b.name) || names(b, a.name)) return true;
    for (auto const& g : list_.groups) {
      bool has_a = std::find(g.members.begin(), g.members.end(), a.name) != g.members.end();
      bool has_b = std::find(g.members.begin(), g.members.end(), b.name) != g.members.end();
      if (has_a && has_b) return true;
    }
    return false;
  }

  // The first situation where both hold, if any.
  std::optional<model::value> together(model::modifier const& a, model::modifier const& b, bool& decided) {
    std::optional<model::value> witness;
    decided = each({&a, &b}, [&](model::value const& s) {
      if (witness) return;
      auto x = evaluate(rules_, a, s), y = evaluate(rules_, b, s);
      if (x.ok && y.ok && x.applies && y.applies && x.delta != 0 && y.delta != 0) witness = s;
    });
    return witness;
  }

  void overlaps() {
    if (!list_.cumulative) return;
    auto const& mods = list_.modifiers;
    for (std::size_t i = 0; i < mods.size(); ++i)
      for (std::size_t j = i + 1; j < mods.size(); ++j) {
        auto const& a = mods[i];
        auto const& b = mods[j];
        if (!a.condition || !b.condition || linked(a, b)) continue;
        signature sa, sb;
        sign(*a.condition, sa);
        sign(*b.condition, sb);
        if (!share(sa, sb)) continue;
        bool decided = false;
        auto witness = together(a, b, decided);
        if (!witness) continue;
        auto x = evaluate(rules_, a, *witness), y = evaluate(rules_, b, *witness);
        auto& d = diags_.warning(
            "modifier.overlap", b.prov.where,
            "'" + a.name + "' (" + signed_text(x.delta) + ") and '" + b.name + "' (" + signed_text(y.delta) +
                ") read like brackets of one quantity but both apply, adding up to " + signed_text(x.delta + y.delta) +
                ", in the cumulative list '" + list_.name + "': e.g. " + witness_text(*witness));
        d.notes.push_back({a.prov.where, "'" + a.name + "' is here"});
        d.subject = list_.name + "." + b.name;
      }
  }

  void exclusive_groups() {
    for (auto const& g : list_.groups) {
      if (g.policy != "exclusive") continue;
      for (std::size_t i = 0; i < g.members.size(); ++i)
        for (std::size_t j = i + 1; j < g.members.size(); ++j) {
          auto find = [&](std::string const& name) -> model::modifier const* {
            for (auto const& m : list_.modifiers)
              if (m.name == name) return &m;
            return nullptr;
          };
          auto const* a = find(g.members[i]);
          auto const* b = find(g.members[j]);
          if (!a || !b) continue;
          std::optional<model::value> witness;
          each({a, b}, [&](model::value const& s) {
            if (witness) return;
            auto x = evaluate(rules_, *a, s), y = evaluate(rules_, *b, s);
            if (x.ok && y.ok && x.applies && y.applies) witness = s;
          });
          if (!witness) continue;
          auto& d = diags_.error("modifier.exclusive", g.prov.where,
                                 "'" + a->name + "' and '" + b->name + "' are declared exclusive (group '" + g.name +
                                     "') but both hold: e.g. " + witness_text(*witness));
          d.subject = list_.name + "." + g.name;
        }
    }
  }

  // Components: modifiers that read a common field, or that an `excludes` or
  // a group ties together, must be enumerated together; the others add up
  // independently, so the range of the raw total is the sum of their ranges.
  std::vector<std::vector<std::size_t>> components() const {
    auto const& mods = list_.modifiers;
    std::vector<std::size_t> parent(mods.size());
    std::iota(parent.begin(), parent.end(), 0);
    std::function<std::size_t(std::size_t)> root = [&](std::size_t i) {
      return parent[i] == i ? i : parent[i] = root(parent[i]);
    };
    std::vector<std::set<std::string>> fields(mods.size());
    for (std::size_t i = 0; i < mods.size(); ++i)
      for (auto const& [name, sub] : shape_of(exprs_of({&mods[i]})).fields) fields[i].insert(name);
    for (std::size_t i = 0; i < mods.size(); ++i)
      for (std::size_t j = i + 1; j < mods.size(); ++j) {
        bool shared = std::any_of(fields[i].begin(), fields[i].end(),
                                  [&](std::string const& f) { return fields[j].count(f) > 0; });
        if (shared || linked(mods[i], mods[j])) parent[root(i)] = root(j);
      }
    std::map<std::size_t, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < mods.size(); ++i) groups[root(i)].push_back(i);
    std::vector<std::vector<std::size_t>> out;
    for (auto& [r, members] : groups) out.push_back(std::move(members));
    return out;
  }

  // The raw total of the members of one component in one situation (excludes and groups applied).
  std::optional<std::int64_t> component_total(std::vector<std::size_t> const& members, model::value const& s) {
    std::map<std::string, evaluated> values;
    for (auto i : members) {
      auto v = evaluate(rules_, list_.modifiers[i], s);
      if (!v.ok) return std::nullopt;
      values[list_.modifiers[i].name] = v;
    }
    for (auto i : members) {
      auto const& m = list_.modifiers[i];
      if (!values[m.name].applies) continue;
      for (auto const& excluded : m.excludes)
        if (values.count(excluded)) values[excluded].applies = false;
    }
    for (auto const& g : list_.groups) {
      evaluated* kept = nullptr;
      for (auto const& name : g.members) {
        auto it = values.find(name);
        if (it == values.end() || !it->second.applies) continue;
        bool better = !kept || (g.policy == "min" ? it->second.delta < kept->delta : it->second.delta > kept->delta);
        if (better) {
          if (kept) kept->applies = false;
          kept = &it->second;
        } else {
          it->second.applies = false;
        }
      }
    }
    std::int64_t total = 0;
    for (auto const& [name, v] : values)
      if (v.applies) total += v.delta;
    return total;
  }

  void clamp_reach() {
    if (!list_.clamp) return;
    auto const r = extremes();
    if (!r) {
      auto& d = diags_.note("modifier.clamp_reach", list_.clamp_prov.where,
                            "the reach of the clamp of '" + list_.name +
                                "' is not decided: its modifiers read too many combinations of fields");
      d.subject = list_.name;
      return;
    }
    auto const& [low, high, low_witness, high_witness] = *r;
    auto [floor, ceiling] = *list_.clamp;
    std::string message = "the raw total of '" + list_.name + "' runs from " + signed_text(low) + " to " +
                          signed_text(high) + " over the situations of the schema; the clamp " + signed_text(floor) +
                          ".." + signed_text(ceiling);
    if (low >= floor && high <= ceiling) {
      message += " never changes it";
    } else {
      message += " changes it";
      if (high > ceiling) message += " above " + signed_text(ceiling) + " (highest: " + witness_text(high_witness) + ")";
      if (low < floor)
        message += std::string(high > ceiling ? " and" : "") + " below " + signed_text(floor) +
                   " (lowest: " + witness_text(low_witness) + ")";
    }
    diags_.note("modifier.clamp_reach", list_.clamp_prov.where, message).subject = list_.name;
  }

  model::ruleset const& rules_;
  model::modifier_list const& list_;
  diagnostics& diags_;
};

}  // namespace

std::optional<std::set<std::int64_t>> reachable_totals(model::ruleset const& rules, model::modifier_list const& list) {
  diagnostics unused;
  return list_analysis(rules, list, unused).totals();
}

std::optional<list_reach> reach_of(model::ruleset const& rules, model::modifier_list const& list) {
  diagnostics unused;
  return list_analysis(rules, list, unused).extremes();
}

void modifier_conditions::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, list] : rules.modifier_lists) list_analysis(rules, list, diags).run();
  // A scenario's lists as it plays them: a list it replaces is analysed whole; a
  // list it adds modifiers to, only for the findings that involve those (the
  // others are the edition's own, reported above).
  for (auto const& [scenario_name, scenario] : rules.scenarios)
    for (auto const& [name, list] : scenario.overlaid_lists) {
      bool const replaced = std::any_of(scenario.modifier_lists.begin(), scenario.modifier_lists.end(),
                                        [&](model::modifier_list const& l) { return l.name == name; });
      std::vector<source_range> added;
      for (auto const& [list_name, m] : scenario.added_modifiers)
        if (list_name == name) added.push_back(m.prov.where);
      if (!replaced && added.empty()) continue;
      diagnostics found;
      list_analysis(rules, list, found).run();
      for (auto const& d : found.all()) {
        auto involves = [&](source_range const& r) {
          return std::any_of(added.begin(), added.end(), [&](source_range const& a) {
            return a.file == r.file && a.begin == r.begin && a.end == r.end;
          });
        };
        bool keep = replaced || involves(d.where) ||
                    std::any_of(d.notes.begin(), d.notes.end(), [&](related_note const& n) { return involves(n.where); });
        if (!keep) continue;
        diagnostic& copy = diags.report(d.level, d.id, d.where, d.message);
        copy.notes = d.notes;
        copy.notes.push_back({scenario.prov.where, "in '" + name + "' as scenario '" + scenario_name + "' plays it"});
        copy.subject = d.subject;
      }
    }
}


}  // namespace herald::check
