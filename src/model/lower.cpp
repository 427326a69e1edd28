// The model lowered into the generated layout, kind by kind, in the order a generated header
// writes each (by name): what codegen's ruleset_data prints, made as values.
#include "model/lower.hpp"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <optional>
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
    out.tables = tables();
    out.band_tables = band_tables();
    out.modifier_lists = modifier_lists();
    out.transition_tables = transition_tables();
    out.tests = tests();
    out.pools = pools();
    out.sequences = sequences();
    out.rules = procedure_rules();
    out.situations = situations();
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

  // What the generated tables cite: the edition's own line where its document reprints the value.
  gen::origin origin(provenance const& defined, provenance const& reprinted_at) {
    return origin(reprinted_at.line ? reprinted_at : defined);
  }
  gen::key key(model::key const& k) {
    switch (k.k) {
      case model::key::kind::name: return gen::name_key(text(k.name));
      case model::key::kind::integer: return gen::int_key(k.number);
      case model::key::kind::ratio: return gen::ratio_key(k.attacker, k.defender);
    }
    return {};
  }
  gen::span<gen::key> keys(std::vector<std::vector<model::key>> const& paths) {
    std::vector<gen::key> out;
    for (auto const& path : paths)
      for (auto const& k : path) out.push_back(key(k));
    return store_.keep(std::move(out));
  }
  gen::roll roll(std::optional<roll_spec> const& r) {
    if (!r) return {};
    std::vector<std::string_view> lists;
    std::vector<char> signs;
    for (auto const& [sign, list] : r->terms) {
      lists.push_back(text(list));
      signs.push_back(sign);
    }
    return {text(r->die), static_cast<int>(r->count), store_.keep(std::move(lists)), store_.keep(std::move(signs)), r->opposed};
  }
  gen::cell cell(model::cell const& c) {
    std::vector<gen::slot> slots;
    for (auto const& sl : c.slots) {
      bool const number = sl.kind != slot_kind::symbol;
      std::optional<std::int64_t> symbol_value;
      if (!number)
        if (auto sym = rules_.symbols.find(sl.symbol); sym != rules_.symbols.end()) symbol_value = sym->second.value;
      slots.push_back({text(sl.slot), number, number ? sl.number : symbol_value.value_or(0),
                       number ? std::string_view() : text(sl.symbol), symbol_value.has_value()});
    }
    return {text(c.text), c.blank, store_.keep(std::move(slots)), texts(c.marks), origin(c.prov, c.reprinted_at)};
  }
  gen::span<gen::cell> cells(std::vector<model::cell> const& items) {
    std::vector<gen::cell> out;
    for (auto const& c : items) out.push_back(cell(c));
    return store_.keep(std::move(out));
  }
  // Modifiers named by excludes and groups, as their indices in the list, in list order.
  gen::span<std::uint16_t> indices(std::vector<std::string> const& names, modifier_list const& l) {
    std::vector<std::uint16_t> out;
    for (std::size_t i = 0; i < l.modifiers.size(); ++i)
      if (std::find(names.begin(), names.end(), l.modifiers[i].name) != names.end())
        out.push_back(static_cast<std::uint16_t>(i));
    return store_.keep(std::move(out));
  }

  gen::span<gen::table> tables() {
    std::vector<gen::table> out;
    for (auto const& [name, t] : rules_.tables) {
      gen::table g;
      g.name = text(name);
      g.label = label(t.label);
      g.source = origin(t.prov);
      g.row_levels = t.rows.levels.size();
      g.ratio_steps = t.rows.levels.size() == 1 && t.rows.levels[0].k == axis_level::kind::ratio_steps;
      g.column_levels = t.columns.levels.size();
      g.column_keys = keys(t.column_keys);
      std::vector<gen::row> rows;
      for (auto const& r : t.rows_)
        rows.push_back({keys(r.keys), r.keys.size(), text(r.printed_label), cells(r.cells), origin(r.prov)});
      g.rows = store_.keep(std::move(rows));
      g.has_roll = t.roll.has_value();
      g.threshold_roll = roll(t.roll);
      std::vector<gen::footnote> footnotes;
      for (auto const& f : t.footnotes) footnotes.push_back({text(f.mark), text(f.text), origin(f.prov)});
      g.footnotes = store_.keep(std::move(footnotes));
      out.push_back(g);
    }
    return store_.keep(std::move(out));
  }
  gen::span<gen::band_table> band_tables() {
    std::vector<gen::band_table> out;
    for (auto const& [name, b] : rules_.band_tables) {
      gen::band_table g;
      g.name = text(name);
      g.label = label(b.label);
      g.source = origin(b.prov);
      g.has_roll = b.roll.has_value();
      g.band_roll = roll(b.roll);
      g.has_clamp = b.clamp.has_value();
      g.clamp_low = b.clamp ? b.clamp->first : 0;
      g.clamp_high = b.clamp ? b.clamp->second : 0;
      // The totals a roll can make: known with a roll (not opposed) and a clamp.
      if (b.roll && b.clamp && !b.roll->opposed)
        if (auto die = rules_.dice.find(b.roll->die); die != rules_.dice.end()) {
          auto const count = static_cast<std::int64_t>(b.roll->count);
          g.has_domain = true;
          g.domain_low = count * die->second.low + b.clamp->first;
          g.domain_high = count * die->second.high + b.clamp->second;
        }
      g.columns = texts(b.columns);
      std::vector<gen::band> bands;
      for (auto const& band : b.bands)
        bands.push_back({band.low, !band.high, band.high.value_or(0), cells(band.outcomes), origin(band.prov, band.reprinted_at)});
      g.bands = store_.keep(std::move(bands));
      std::vector<gen::trigger> triggers;
      for (auto const& t : b.triggers) triggers.push_back({text(t.roll), t.natural, text(t.leaders)});
      g.triggers = store_.keep(std::move(triggers));
      out.push_back(g);
    }
    return store_.keep(std::move(out));
  }
  gen::span<gen::modifier_list> modifier_lists() {
    std::vector<gen::modifier_list> out;
    for (auto const& [name, l] : rules_.modifier_lists) {
      gen::modifier_list g;
      g.name = text(name);
      g.label = label(l.label);
      g.situation = text(l.situation);
      g.has_clamp = l.clamp.has_value();
      g.clamp_low = l.clamp ? l.clamp->first : 0;
      g.clamp_high = l.clamp ? l.clamp->second : 0;
      std::vector<gen::modifier> modifiers;
      for (auto const& m : l.modifiers)
        modifiers.push_back({text(m.name), m.delta.value_or(0), m.computed.has_value(), indices(m.excludes, l), text(m.text),
                             origin(m.prov, m.reprinted_at)});
      g.modifiers = store_.keep(std::move(modifiers));
      std::vector<gen::modifier_group> groups;
      for (auto const& group : l.groups) {
        gen::group_policy const policy = group.policy == "min"         ? gen::group_policy::min
                                         : group.policy == "exclusive" ? gen::group_policy::exclusive
                                                                       : gen::group_policy::max;
        groups.push_back({text(group.name), policy, indices(group.members, l)});
      }
      g.groups = store_.keep(std::move(groups));
      out.push_back(g);
    }
    return store_.keep(std::move(out));
  }
  gen::span<gen::test> tests() {
    std::vector<gen::test> out;
    for (auto const& [name, t] : rules_.tests) {
      std::vector<gen::test_rule> rules;
      for (auto const& r : t.rules) rules.push_back({r.succeed, origin(r.prov)});
      out.push_back({text(name), label(t.label), text(t.situation), t.roll.has_value(), roll(t.roll), store_.keep(std::move(rules))});
    }
    return store_.keep(std::move(out));
  }

  // A number a pool item writes as its argument (`hit list 4`, `natural 6 hits`).
  static std::int64_t number_in(std::string const& arg) {
    std::int64_t out = 0;
    std::from_chars(arg.data(), arg.data() + arg.size(), out);
    return out;
  }
  // A pool's items, each keyword as codegen reads it: the cases of its dice, the lists its strength
  // adds, its hit, naturals, deflect and limits (a loss is compiled code only).
  gen::span<gen::pool> pools() {
    std::vector<gen::pool> out;
    for (auto const& [name, p] : rules_.pools) {
      gen::pool g;
      g.name = text(name);
      g.label = label(p.label);
      g.situation = text(p.situation);
      g.source = origin(p.prov);
      std::vector<gen::pool_case> cases;
      std::vector<gen::pool_strength> strength;
      std::vector<gen::pool_natural> naturals;
      std::vector<gen::pool_natural_test> natural_tests;
      std::vector<std::string_view> limits;
      std::uint16_t strength_items = 0;
      auto written = [](pool_item const& item) {
        return item.amount->text() + (item.condition ? " when " + item.condition->text() : std::string());
      };
      for (auto const& item : p.items) {
        if (item.keyword == "dice" && item.amount) {
          cases.push_back({item.args.empty() ? std::string_view() : text(item.args.front()), text(written(item))});
        } else if (item.keyword == "strength") {
          for (auto const& list : item.args) strength.push_back({text(list), strength_items});
          ++strength_items;
        } else if (item.keyword == "hit" && item.args.size() == 2) {
          g.hit_modifier = text(item.args[0]);
          g.threshold = number_in(item.args[1]);
        } else if (item.keyword == "natural" && item.args.size() == 2) {
          naturals.push_back({number_in(item.args[0]), item.args[1] == "hits"});
        } else if (item.keyword == "natural" && item.args.size() == 3) {
          natural_tests.push_back({number_in(item.args[0]), text(item.args[2])});
        } else if (item.keyword == "deflect" && item.amount) {
          g.has_deflect = true;
          g.deflect_text = text(item.amount->text());
        } else if (item.keyword == "limit" && item.amount) {
          limits.push_back(text(written(item)));
        }
      }
      g.hit_modifier_is_list = rules_.modifier_lists.count(std::string(g.hit_modifier)) > 0;  // else a field
      g.cases = store_.keep(std::move(cases));
      g.strength = store_.keep(std::move(strength));
      g.naturals = store_.keep(std::move(naturals));
      g.natural_tests = store_.keep(std::move(natural_tests));
      g.limit_texts = store_.keep(std::move(limits));
      out.push_back(g);
    }
    return store_.keep(std::move(out));
  }
  gen::span<gen::sequence> sequences() {
    std::vector<gen::sequence> out;
    for (auto const& [name, q] : rules_.sequences) {
      std::vector<gen::sequence_step> steps;
      for (auto const& st : q.steps) {
        std::vector<gen::step_input> inputs;
        for (auto const& [field, e] : st.inputs)
          inputs.push_back({text(field), text(field + " = " + e.text()), e.type.k == type_desc::kind::boolean});
        gen::sequence_step g;
        g.name = text(st.name);
        g.procedure = text(st.procedure);
        g.is_pool = st.is_pool;
        g.is_roll = st.roll.has_value();
        g.step_roll = roll(st.roll);
        g.field = text(st.field);
        g.condition = st.condition ? text(st.condition->text()) : std::string_view();
        g.inputs = store_.keep(std::move(inputs));
        g.source = origin(st.prov);
        steps.push_back(g);
      }
      std::vector<gen::sequence_result> results;
      for (auto const& r : q.results)
        results.push_back({text(r.name), text(r.value.text() + (r.condition ? " when " + r.condition->text() : std::string()))});
      out.push_back({text(name), label(q.label), text(q.situation), store_.keep(std::move(steps)), origin(q.prov),
                     q.again ? text(q.again->text()) : std::string_view(), store_.keep(std::move(results)),
                     origin(q.again_prov)});
    }
    return store_.keep(std::move(out));
  }

  // Each situation of the schema with its fields that are situations, in the schema's order.
  gen::span<gen::situation_kind> situations() {
    std::vector<gen::situation_kind> out;
    for (auto const& [name, record] : rules_.records) {
      if (!record.is_situation) continue;
      std::vector<gen::situation_part> parts;
      for (auto const& f : record.fields) {
        if (f.type.k != type_desc::kind::record) continue;
        auto inner = rules_.records.find(f.type.name);
        if (inner != rules_.records.end() && inner->second.is_situation) parts.push_back({text(f.name), text(f.type.name)});
      }
      out.push_back({text(name), store_.keep(std::move(parts))});
    }
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
