// The model lowered into the generated layout, kind by kind, in the order a generated header
// writes each (by name): what codegen's ruleset_data prints, made as values.
#include "model/lower.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace herald::model {
namespace {

namespace gen = engine::gen;

class lowering {
 public:
  lowering(ruleset const& rules, engine::layout_store& store) : rules_(rules), store_(store) {}

  void run() {
    gen::ruleset& out = store_.ruleset();
    out.name = text(rules_.name);
    out.source_file = text(std::filesystem::path(rules_.path).filename().string());
    out.dice = dice();
    out.symbols = symbols();
    out.enums = enums();
    out.transition_tables = transition_tables();
    out.rules = procedure_rules();
  }

 private:
  std::string_view text(std::string const& s) { return s.empty() ? std::string_view() : store_.keep(s); }
  std::string_view label_in(labels const& l, char const* language) {
    auto it = l.find(language);
    return it == l.end() ? std::string_view() : text(it->second);
  }
  gen::text label(labels const& l) { return {label_in(l, "en"), label_in(l, "fr")}; }
  gen::origin origin(provenance const& p) { return {text(p.ref), p.line, p.line_end, text(p.document)}; }
  gen::span<std::string_view> texts(std::vector<std::string> const& items) {
    std::vector<std::string_view> out;
    for (auto const& s : items) out.push_back(text(s));
    return store_.keep(std::move(out));
  }

  gen::span<gen::die> dice() {
    std::vector<gen::die> out;
    for (auto const& [name, d] : rules_.dice) out.push_back({text(name), d.low, d.high, origin(d.prov)});
    return store_.keep(std::move(out));
  }
  gen::span<gen::symbol> symbols() {
    std::vector<gen::symbol> out;
    for (auto const& [name, s] : rules_.symbols)
      out.push_back({text(name), label(s.label), s.value.has_value(), s.value.value_or(0), origin(s.prov)});
    return store_.keep(std::move(out));
  }
  gen::span<gen::enum_type> enums() {
    std::vector<gen::enum_type> out;
    for (auto const& [name, e] : rules_.enums) {
      std::vector<gen::enum_value> values;
      for (auto const& v : e.values) values.push_back({text(v.name), label(v.label)});
      out.push_back({text(name), label(e.label), store_.keep(std::move(values))});
    }
    return store_.keep(std::move(out));
  }
  gen::span<gen::transition_table> transition_tables() {
    std::vector<gen::transition_table> out;
    for (auto const& [name, t] : rules_.transition_tables) {
      std::vector<gen::transition> rows;
      for (auto const& tr : t.transitions) rows.push_back({text(tr.result), texts(tr.from), texts(tr.to), origin(tr.prov)});
      out.push_back({text(name), label(t.label), store_.keep(std::move(rows))});
    }
    return store_.keep(std::move(out));
  }
  gen::span<gen::rule> procedure_rules() {
    std::vector<gen::rule> out;
    for (auto const& [name, r] : rules_.rule_settings)
      out.push_back({text(name), text(r.value), text(rule_label(rules_, name)), origin(r.prov)});
    return store_.keep(std::move(out));
  }

  ruleset const& rules_;
  engine::layout_store& store_;
};

}  // namespace

engine::layout_store lower(ruleset const& rules) {
  engine::layout_store store;
  lowering(rules, store).run();
  return store;
}

}  // namespace herald::model
