// The C++ backend: builds the data of templates/cpp/*.mustache from a checked ruleset and renders it.
#include "codegen/cpp_header.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <fmt/format.h>
#include <kainjow/mustache.hpp>

#include "codegen/cpp_expr.hpp"
#include "codegen/cpp_literals.hpp"
#include "codegen/layout_writer.hpp"
#include "codegen/cpp_text.hpp"
#include "codegen/table_shape.hpp"
#include "codegen/templates.hpp"
#include "model/lower.hpp"

namespace herald::codegen {
namespace {

namespace mu = kainjow::mustache;
using namespace literals;

class ruleset_data {
 public:
  ruleset_data(model::ruleset const& rules, std::string const& system_header, model::ruleset const* system)
      : rules_(rules), system_(system), compiler_(rules, system, table_names(rules), "symbols"),
        lowered_(model::lower(rules)) {
    d_.set("source", file_name(rules.path));
    d_.set("source_literal", cpp_string_view(file_name(rules.path)));
    d_.set("ruleset", comment_text(rules.name));
    d_.set("name", cpp_string_view(rules.name));
    d_.set("namespace", cpp_identifier(rules.name));
    d_.set("system_header", comment_text(system_header));
    d_.set("system_engine_header", comment_text(engine_header_of(system_header)));
    d_.set("data_header", comment_text(header_name(rules)));
    d_.set("engine_header", comment_text(engine_header_name(rules)));
    d_.set("system_namespace", system ? cpp_identifier(system->name) : std::string());
    add_dice();
    add_rules();
    add_symbols();
    add_enums();
    add_tables();
    add_cell_types();
    add_bands();
    add_lists();
    add_transitions();
    add_tests();
    add_pools();
    add_sequences();
    add_situations();
    d_.set("list_entries_span", span_literal("list_entries", rules.modifier_lists.size()));
    d_.set("test_entries_span", span_literal("test_entries", rules.tests.size()));
    d_.set("pool_entries_span", span_literal("pool_entries", rules.pools.size()));
    d_.set("sequence_entries_span", span_literal("sequence_entries", rules.sequences.size()));
  }
  mu::data const& data() const { return d_; }

 private:
  static std::map<std::string, std::string> table_names(model::ruleset const& rules) {
    std::map<std::string, std::string> out;
    for (auto const& [name, t] : rules.tables) out[name] = "tables::" + cpp_identifier(name);
    return out;
  }

  // The kinds the layout writer prints whole (layout_writer.hpp), from the lowered ruleset.
  template <class Kind>
  static mu::list aggregates(engine::gen::span<Kind> items) {
    mu::list out;
    for (auto const& item : items) out.push_back(mu::object{{"literal", aggregate(item)}});
    return out;
  }

  // Views of the lowered layout as the template's `text` items (a pool's limits as written).
  static mu::list texts(engine::gen::span<std::string_view> items) {
    mu::list out;
    for (auto const& item : items) out.push_back(mu::object{{"text", cpp_string_view(item)}});
    return out;
  }

  void add_dice() {
    mu::list dice = aggregates(lowered_.ruleset().dice);
    d_.set("dice", dice);
    put_array(d_, "dice", "dice_data", rules_.dice.size());
  }

  void add_rules() {
    mu::list rules = aggregates(lowered_.ruleset().rules);
    d_.set("rules", rules);
    put_array(d_, "rules", "rules_data", rules_.rule_settings.size());
  }

  // The situations, their parts pooled in one array in order.
  void add_situations() {
    mu::list situations, parts;
    std::size_t part_count = 0;
    auto pooled = [&](engine::gen::span<engine::gen::situation_part> items) {
      std::size_t const first = part_count;
      for (auto const& p : items) parts.push_back(mu::object{{"literal", aggregate(p)}}), ++part_count;
      return span_of("situation_parts", first, items.size());
    };
    for (auto const& k : lowered_.ruleset().situations)
      situations.push_back(mu::object{{"literal", aggregate_with(k, pooled)}});
    d_.set("situations", situations);
    d_.set("situation_parts", parts);
    d_.set("has_situation_parts", part_count > 0);
    put_array(d_, "situations", "situations_data", lowered_.ruleset().situations.size());
  }

  void add_symbols() {
    mu::list symbols = aggregates(lowered_.ruleset().symbols);
    d_.set("symbols", symbols);
    put_array(d_, "symbols", "symbols_data", rules_.symbols.size());
  }

  // Each cell type as a struct of typed members: a number slot's value (and whether the
  // cell prints it), each symbol (whether the cell prints it). A consumer reads
  // `cells::fire_threshold_of(*tables::fire_table_at(Ar, 1)).discourage`, not a slot by name.
  void add_cell_types() {
    mu::list types;
    for (auto const& [name, ct] : rules_.cell_types) {
      std::string members, reads;  // whole lines: a section of an empty list would leave a blank line
      std::set<std::string> number_members, symbol_members;
      for (auto const& shape : ct.shapes)
        for (auto const& slot : shape) {
          bool const is_symbol = slot.kind == model::slot_kind::symbol;
          std::string member = cpp_identifier(is_symbol ? slot.symbol : (slot.name.empty() ? "value" : slot.name));
          // A symbol spelled like a number slot (or `blank`) keeps its own member.
          if (is_symbol && (number_members.count(member) || member == "blank")) member += "_symbol";
          if (!is_symbol && member == "blank") member += "_value";
          auto& seen = is_symbol ? symbol_members : number_members;
          if (!seen.insert(member).second) continue;  // the same slot in another shape
          if (is_symbol) {
            members += fmt::format("  bool {} = false;\n", member);
            reads += fmt::format("    if (!s.number && s.symbol == {}) out.{} = true;\n", cpp_string_view(slot.symbol), member);
          } else {
            members += fmt::format("  std::int64_t {0} = 0;\n  bool has_{0} = false;\n", member);
            reads += fmt::format("    if (s.number && s.name == {0}) {{\n      out.{1} = s.value;\n      out.has_{1} = true;\n    }}\n",
                                 cpp_string_view(slot.name), member);
          }
        }
      types.push_back(mu::object{{"id", cpp_identifier(name)}, {"members", members}, {"reads", reads}});
    }
    d_.set("cell_types", types);
  }

  void add_enums() {
    mu::list enums;
    std::size_t index = 0;
    for (auto const& [name, e] : rules_.enums) {
      engine::gen::enum_type const& lowered = lowered_.ruleset().enums[index++];
      mu::list const values = aggregates(lowered.values);
      enums.push_back(mu::object{{"id", cpp_identifier(name)},
                                 {"name", cpp_string_view(lowered.name)},
                                 {"label", aggregate(lowered.label)},
                                 {"values", values},
                                 {"count", std::to_string(e.values.size())}});
    }
    d_.set("enums", enums);
    put_array(d_, "enums", "enums_data", rules_.enums.size());
  }

  void add_tables() {
    mu::list tables;
    std::size_t index = 0;
    for (auto const& [name, t] : rules_.tables) {
      pools p;
      mu::list keys, rows;
      engine::gen::table const& lowered = lowered_.ruleset().tables[index++];
      mu::list const footnotes = aggregates(lowered.footnotes);
      std::size_t key_count = 0;
      // A row's keys into the table's keys, its cells into its pools, in the order printed.
      struct row_spans {
        pools& p;
        mu::list& keys;
        std::size_t& key_count;
        std::string operator()(engine::gen::span<engine::gen::key> row_keys) {
          std::size_t const first = key_count;
          for (auto const& k : row_keys) keys.push_back(mu::object{{"key", key_aggregate(k)}}), ++key_count;
          return span_of("keys", first, row_keys.size());
        }
        std::string operator()(engine::gen::span<engine::gen::cell> cells) { return p.add_cells(cells); }
      } spans{p, keys, key_count};
      for (auto const& r : lowered.rows) rows.push_back(mu::object{{"literal", aggregate_with(r, spans)}});
      std::size_t const first_column_key = key_count;
      for (auto const& k : lowered.column_keys) keys.push_back(mu::object{{"key", key_aggregate(k)}}), ++key_count;
      std::string id = cpp_identifier(name);
      std::string columns = span_of("keys", first_column_key, key_count - first_column_key);
      std::string const literal =
          aggregate_block(lowered, item_spans{p, id + "_data", {{"column_keys", columns.empty() ? columns : id + "_data::" + columns}}});
      mu::data table{mu::object{{"id", id}, {"literal", literal}, {"keys", keys}, {"rows", rows}, {"footnotes", footnotes}}};
      table.set("has_keys", key_count > 0);
      table.set("has_rows", !lowered.rows.empty());
      table.set("has_footnotes", !lowered.footnotes.empty());
      add_accessor(table, t, id);
      p.put(table);
      tables.push_back(table);
    }
    d_.set("tables", tables);
    put_array(d_, "tables", "all_data", rules_.tables.size());
  }

  void add_bands() {
    mu::list bands;
    std::size_t index = 0;
    for (auto const& [name, b] : rules_.band_tables) {
      pools p;
      mu::list rows;
      engine::gen::band_table const& lowered = lowered_.ruleset().band_tables[index++];
      mu::list const triggers = aggregates(lowered.triggers);
      auto cells = [&p](engine::gen::span<engine::gen::cell> outcomes) { return p.add_cells(outcomes); };
      for (auto const& band : lowered.bands) rows.push_back(mu::object{{"literal", aggregate_with(band, cells)}});
      std::string id = cpp_identifier(name);
      std::string const literal = aggregate_block(lowered, item_spans{p, id + "_data"});
      mu::data band_table{mu::object{{"id", id}, {"literal", literal}, {"bands", rows}, {"triggers", triggers}}};
      band_table.set("has_bands", !lowered.bands.empty());
      band_table.set("has_triggers", !lowered.triggers.empty());
      p.put(band_table);
      bands.push_back(band_table);
    }
    d_.set("bands", bands);
    put_array(d_, "bands", "all_data", rules_.band_tables.size());
  }

  // The situation struct a list or test reads: a situation of the system header.
  std::string situation_struct(std::string const& situation, source_range where) const {
    if (!system_ || !system_->records.count(situation))
      throw codegen_error(where, "situation '" + situation + "' is not declared by the system, whose header holds the structs");
    return "sys::" + cpp_identifier(situation);
  }

  // Each situation struct with the items of one kind it reads (`members`, for its fill_list,
  // decide_test or evaluate_pool), set as `key` and `has_KEY`.
  void set_situations(std::string const& key, std::map<std::string, mu::list> const& by_situation) {
    mu::list situations;
    for (auto const& [situation, members] : by_situation) {
      mu::data entry{mu::object{{"situation_struct", situation}, {"members", members}}};
      entry.set("has_members", !members.empty());
      situations.push_back(entry);
    }
    d_.set("has_" + key, !situations.empty());
    d_.set(key, situations);
  }

  void add_lists() {
    mu::list lists;
    // Each situation's lists by their index in the span, for its fill_list.
    std::map<std::string, mu::list> by_situation;
    std::size_t index = 0;
    for (auto const& [name, l] : rules_.modifier_lists) {
      pools p;
      mu::list functions, modifiers, groups, verdicts;
      engine::gen::modifier_list const& lowered = lowered_.ruleset().modifier_lists[index++];
      // Excludes and group members into the list's pooled indices, in the order printed.
      auto pooled = [&p](engine::gen::span<std::uint16_t> items) { return p.add_index_values(items); };
      std::string const situation = situation_struct(l.situation, l.prov.where);
      for (std::size_t i = 0; i < l.modifiers.size(); ++i) {
        auto const& m = l.modifiers[i];
        std::string when = "true";
        if (m.condition) {
          when = fmt::format("when_{}(s)", i);
          functions.push_back(mu::object{{"comment", comment_text(m.name + ": " + m.condition->text())},
                                         {"result", "bool"},
                                         {"name", fmt::format("when_{}", i)},
                                         {"body", compiler_.condition(*m.condition, l.situation)}});
        }
        // A computed delta is read only when the modifier applies: an NA cell
        // under a false condition does not refuse the situation.
        std::string verdict = fmt::format("g::verdict{{{}, modifiers[{}].delta}}", when, i);
        if (m.computed) {
          functions.push_back(mu::object{{"comment", comment_text(m.name + ": " + m.computed->text())},
                                         {"result", "std::int64_t"},
                                         {"name", fmt::format("delta_{}", i)},
                                         {"body", compiler_.integer(*m.computed, l.situation)}});
          verdict = fmt::format("{} ? g::verdict{{true, delta_{}(s)}} : g::verdict{{}}", when, i);
        }
        verdicts.push_back(mu::object{{"index", std::to_string(i)}, {"verdict", verdict}});
        modifiers.push_back(mu::object{{"literal", aggregate_with(lowered.modifiers[i], pooled)}});
      }
      for (auto const& g : lowered.groups) groups.push_back(mu::object{{"literal", aggregate_with(g, pooled)}});
      std::string const id = cpp_identifier(name);
      mu::data list{mu::object{{"id", id},
                               {"literal", aggregate_block(lowered, item_spans{p, id + "_data"})},
                               {"situation_struct", situation}, {"situation", cpp_string_view(lowered.situation)},
                               {"functions", functions},
                               {"verdicts", verdicts},
                               {"modifiers", modifiers},
                               {"modifier_count", std::to_string(l.modifiers.size())},
                               {"groups", groups}}};
      list.set("has_modifiers", !lowered.modifiers.empty());
      list.set("has_groups", !lowered.groups.empty());
      p.put(list);
      lists.push_back(list);
      by_situation[situation].push_back(mu::object{
          {"index", std::to_string(index - 1)}, {"id", id}, {"count", std::to_string(l.modifiers.size())}});
    }
    d_.set("lists", lists);
    // A situation a test reads has its fill_list too, with no list where it has none: a typed test
    // sums its roll's lists through it whatever they are.
    for (auto const& [name, t] : rules_.tests) by_situation[situation_struct(t.situation, t.prov.where)];
    set_situations("list_situations", by_situation);
    put_array(d_, "lists", "all_data", rules_.modifier_lists.size());
  }

  void add_transitions() {
    mu::list tables;
    std::size_t index = 0;
    for (auto const& [name, t] : rules_.transition_tables) {
      pools p;
      mu::list rows;
      // Each transition's `from` and `to` into the table's pooled strings, in the order printed.
      auto pooled = [&p](engine::gen::span<std::string_view> items) {
        return p.add_strings(std::vector<std::string>(items.begin(), items.end()));
      };
      engine::gen::transition_table const& lowered = lowered_.ruleset().transition_tables[index++];
      for (auto const& tr : lowered.transitions)
        rows.push_back(mu::object{{"literal", aggregate_with(tr, pooled)}});
      std::string const id = cpp_identifier(name);
      mu::data table{mu::object{{"id", id}, {"literal", aggregate_block(lowered, item_spans{p, id + "_data"})}, {"rows", rows}}};
      table.set("has_transitions", !lowered.transitions.empty());
      p.put(table);
      tables.push_back(table);
    }
    d_.set("transitions", tables);
    put_array(d_, "transitions", "all_data", rules_.transition_tables.size());
  }

  void add_tests() {
    mu::list tests;
    // Each situation's tests by their index in the span, for its decide_test.
    std::map<std::string, mu::list> by_situation;
    std::size_t index = 0;
    for (auto const& [name, t] : rules_.tests) {
      pools p;
      mu::list functions;
      engine::gen::test const& lowered = lowered_.ruleset().tests[index++];
      mu::list const rules = aggregates(lowered.rules);
      std::string const situation = situation_struct(t.situation, t.prov.where);
      for (std::size_t i = 0; i < t.rules.size(); ++i) {
        auto const& r = t.rules[i];
        functions.push_back(mu::object{{"comment", comment_text((r.succeed ? "succeed when " : "fail when ") +
                                                                r.condition.text())},
                                       {"name", fmt::format("rule_{}", i)},
                                       {"index", std::to_string(i)},
                                       {"body", compiler_.condition(r.condition, t.situation)}});
      }
      std::string id = cpp_identifier(name);
      std::string const literal = aggregate_block(lowered, item_spans{p, id + "_data"});
      mu::data test{mu::object{{"id", id}, {"literal", literal}, {"situation_struct", situation}, {"situation", cpp_string_view(lowered.situation)}, {"functions", functions},
                               {"rules", rules}}};
      test.set("has_rules", !lowered.rules.empty());
      p.put(test);
      tests.push_back(test);
      by_situation[situation].push_back(mu::object{
          {"index", std::to_string(index - 1)}, {"body", fmt::format("return {}_decides(s, natural, total);", id)}});
    }
    add_face_tests(by_situation);
    d_.set("tests", tests);
    set_situations("test_situations", by_situation);
    put_array(d_, "tests", "all_data", rules_.tests.size());
  }

  // A test a pool rolls on a face of its dice reads the pool's situation as its own (a value read
  // into the test's struct, field by field): decide_test on the pool's struct copies the fields the
  // two share by name and type, with their bits, into the test's struct, and decides on it.
  void add_face_tests(std::map<std::string, mu::list>& by_situation) const {
    std::size_t pool_index = 0;
    for (auto const& [name, p] : rules_.pools) {
      engine::gen::pool const& lowered = lowered_.ruleset().pools[pool_index++];
      by_situation[situation_struct(p.situation, p.prov.where)];  // a pool's struct has one, even with no test
      std::set<std::string> done;
      for (auto const& natural : lowered.natural_tests) {
        std::string const test(natural.test);
        auto const t = rules_.tests.find(test);
        if (t == rules_.tests.end() || t->second.situation == p.situation || !done.insert(test).second) continue;
        auto const& from = system_->records.at(p.situation).fields;
        auto const& to = system_->records.at(t->second.situation).fields;
        std::string body = fmt::format("{{\n      {} t{{}};\n      t.herald_present = 0;\n",
                                       situation_struct(t->second.situation, t->second.prov.where));
        for (std::size_t j = 0; j < to.size(); ++j)
          for (std::size_t i = 0; i < from.size(); ++i)
            if (from[i].name == to[j].name && from[i].type == to[j].type)
              body += fmt::format("      if ((s.herald_present >> {} & 1u) != 0) t.{} = s.{}, t.herald_present |= "
                                  "std::uint64_t{{1}} << {};\n",
                                  i, cpp_identifier(to[j].name), cpp_identifier(from[i].name), j);
        body += fmt::format("      return {}_decides(t, natural, total);\n    }}", cpp_identifier(test));
        auto const index = static_cast<std::size_t>(std::distance(rules_.tests.begin(), t));
        by_situation[situation_struct(p.situation, p.prov.where)].push_back(
            mu::object{{"index", std::to_string(index)}, {"body", body}});
      }
    }
  }

  // Dice pools: each item's condition and amount compiled, and one function that evaluates
  // them in the order written, as engine::model_formulas::pool does (the first `dice` case that holds).
  void add_pools() {
    mu::list out;
    std::map<std::string, mu::list> by_situation;  // each situation's pools, for its evaluate_pool
    std::size_t index = 0;
    for (auto const& [name, p] : rules_.pools) {
      mu::list functions, statements;
      engine::gen::pool const& lowered = lowered_.ruleset().pools[index++];
      std::size_t natural_test_count = 0, limit_count = 0;
      std::string const situation = situation_struct(p.situation, p.prov.where);
      std::string const& on = p.situation;  // a lambda may not capture a structured binding (C++17)
      auto function = [&](std::string const& fn, std::string const& result, model::expr const& e, std::string const& what) {
        functions.push_back(mu::object{{"comment", comment_text(what + ": " + e.text())},
                                       {"result", result},
                                       {"name", fn},
                                       {"body", result == "bool" ? compiler_.condition(e, on)
                                                                 : compiler_.integer(e, on)}});
      };
      std::size_t case_count = 0, strength_items = 0;
      for (std::size_t i = 0; i < p.items.size(); ++i) {
        auto const& item = p.items[i];
        if (item.keyword == "dice" && item.amount) {
          function(fmt::format("amount_{}", i), "std::int64_t", *item.amount, "dice");
          std::string set = fmt::format("out.dice_case = {}; out.dice = amount_{}(s);", case_count, i);
          if (item.condition) function(fmt::format("when_{}", i), "bool", *item.condition, "dice when");
          statements.push_back(mu::object{{"statement", item.condition
              ? fmt::format("if (out.dice_case < 0) {{ out.at = \"dice\"; if (when_{}(s)) {{ {} }} }}", i, set)
              : fmt::format("if (out.dice_case < 0) {{ out.at = \"dice\"; {} }}", set)}});
          ++case_count;
        } else if (item.keyword == "strength") {
          std::string set = fmt::format("out.strength |= std::uint64_t{{1}} << {};", strength_items);
          if (item.condition) function(fmt::format("when_{}", i), "bool", *item.condition, "strength when");
          statements.push_back(mu::object{{"statement", item.condition
              ? fmt::format("out.at = \"strength\"; if (when_{}(s)) {}", i, set) : set}});
          ++strength_items;
        } else if (item.keyword == "natural" && item.args.size() == 3) {
          std::string set = fmt::format("out.natural_tests |= std::uint64_t{{1}} << {};", natural_test_count++);
          if (item.condition) function(fmt::format("when_{}", i), "bool", *item.condition, "natural test when");
          statements.push_back(mu::object{{"statement", item.condition
              ? fmt::format("out.at = \"natural\"; if (when_{}(s)) {}", i, set) : set}});
        } else if (item.keyword == "deflect" && !item.amount) {
          // The engine refuses to resolve it (model_formulas); a header without it would play the pool
          // with no hit deflected, silently.
          throw codegen_error(item.prov.where, "pool '" + name + "' names the table '" +
                                                   (item.args.empty() ? std::string() : item.args[0]) +
                                                   "' without its cell: write deflect (TABLE[row][column]); so that the "
                                                   "hits deflected can be read");
        } else if (item.keyword == "deflect" && item.amount) {
          function(fmt::format("amount_{}", i), "std::int64_t", *item.amount, "deflect");
          statements.push_back(mu::object{{"statement", fmt::format("out.at = \"deflect\"; out.deflected = amount_{}(s);", i)}});
        } else if (item.keyword == "limit" && item.amount) {
          function(fmt::format("amount_{}", i), "std::int64_t", *item.amount, "limit");
          std::string set = fmt::format("out.limit_case = {}; out.limit = amount_{}(s);", limit_count++, i);
          if (item.condition) function(fmt::format("when_{}", i), "bool", *item.condition, "limit when");
          statements.push_back(mu::object{{"statement", item.condition
              ? fmt::format("if (out.limit_case < 0) {{ out.at = \"limit\"; if (when_{}(s)) {{ {} }} }}", i, set)
              : fmt::format("if (out.limit_case < 0) {{ out.at = \"limit\"; {} }}", set)}});
        } else if (item.keyword == "loss" && item.args.size() == 2) {
          std::string set = fmt::format("out.loss_found = true; out.loss_steps = {}; out.loss_per = {};", item.args[0], item.args[1]);
          if (item.condition) function(fmt::format("when_{}", i), "bool", *item.condition, "loss when");
          statements.push_back(mu::object{{"statement", item.condition
              ? fmt::format("if (!out.loss_found) {{ out.at = \"loss\"; if (when_{}(s)) {{ {} }} }}", i, set)
              : fmt::format("if (!out.loss_found) {{ {} }}", set)}});
        }
      }
      if (strength_items > 64 || natural_test_count > 64)
        throw codegen_error(p.prov.where, "a pool has more than 64 'strength' or 'natural ... test' items");
      std::string const id = cpp_identifier(name);
      pools unused;  // a pool's spans are all its own arrays
      mu::data pool{mu::object{{"id", id},
                               {"literal", aggregate_block(lowered, item_spans{unused, id + "_data"})},
                               {"situation_struct", situation}, {"situation", cpp_string_view(lowered.situation)},
                               {"functions", functions},
                               {"statements", statements},
                               {"cases", aggregates(lowered.cases)},
                               {"strength", aggregates(lowered.strength)},
                               {"naturals", aggregates(lowered.naturals)},
                               {"natural_tests", aggregates(lowered.natural_tests)},
                               {"limit_texts", texts(lowered.limit_texts)}}};
      pool.set("has_cases", !lowered.cases.empty());
      pool.set("has_strength", !lowered.strength.empty());
      pool.set("has_naturals", !lowered.naturals.empty());
      pool.set("has_natural_tests", !lowered.natural_tests.empty());
      pool.set("has_limit_texts", !lowered.limit_texts.empty());
      out.push_back(pool);
      by_situation[situation].push_back(mu::object{{"index", std::to_string(index - 1)}, {"id", id}});
    }
    d_.set("pools", out);
    set_situations("pool_situations", by_situation);
    put_array(d_, "pools", "all_data", rules_.pools.size());
  }

  // Sequences: each step's condition and `with` fields compiled as functions of the sequence's
  // situation, and two switches over the steps that the tables interface calls.
  void add_sequences() {
    mu::list out;
    std::map<std::string, mu::list> by_situation;  // each struct's sequences, for its sequence_entry
    std::size_t sequence_index = 0;
    for (auto const& [name, q] : rules_.sequences) {
      mu::list functions, steps, conditions, input_cases;
      pools p;
      engine::gen::sequence const& lowered = lowered_.ruleset().sequences[sequence_index++];
      std::string const id = cpp_identifier(name);
      std::string const situation = situation_struct(q.situation, q.prov.where);
      for (std::size_t i = 0; i < q.steps.size(); ++i) {
        auto const& st = q.steps[i];
        std::string const index = std::to_string(i);
        if (st.condition) {
          functions.push_back(mu::object{{"comment", comment_text("step " + st.name + " when " + st.condition->text())},
                                         {"result", "bool"},
                                         {"name", "when_" + index},
                                         {"body", compiler_.condition(*st.condition, q.situation)}});
          conditions.push_back(mu::object{{"index", index}});
        }
        mu::list inputs, values;
        for (std::size_t k = 0; k < st.inputs.size(); ++k) {
          auto const& [field, e] = st.inputs[k];
          bool const flag = e.type.k == model::type_desc::kind::boolean;
          std::string const fn = fmt::format("input_{}_{}", i, k);
          functions.push_back(mu::object{{"comment", comment_text("step " + st.name + " with " + field + " = " + e.text())},
                                         {"result", flag ? "bool" : "std::int64_t"},
                                         {"name", fn},
                                         {"body", flag ? compiler_.condition(e, q.situation) : compiler_.integer(e, q.situation)}});
          inputs.push_back(mu::object{{"literal", aggregate(lowered.steps[i].inputs[k])}});
          values.push_back(mu::object{{"position", std::to_string(k)}, {"function", fn}});
        }
        if (!st.inputs.empty()) input_cases.push_back(mu::object{{"index", index}, {"values", values}});
        std::string const inputs_span = st.inputs.empty() ? "" : fmt::format("inputs_{}, {}", i, st.inputs.size());
        mu::data step{mu::object{
            {"index", index},
            {"literal", aggregate_with(lowered.steps[i], item_spans{p, id + "_data", {{"inputs", inputs_span}}})},
            {"inputs", inputs}}};
        step.set("has_inputs", !st.inputs.empty());
        steps.push_back(step);
      }
      mu::list results;
      for (std::size_t i = 0; i < q.results.size(); ++i) {
        auto const& r = q.results[i];
        std::string const index = std::to_string(i);
        functions.push_back(mu::object{{"comment", comment_text("result " + r.name + " = " + r.value.text())},
                                       {"result", "std::int64_t"},
                                       {"name", "result_" + index},
                                       {"body", compiler_.integer(r.value, q.situation)}});
        if (r.condition)
          functions.push_back(mu::object{{"comment", comment_text("result " + r.name + " when " + r.condition->text())},
                                         {"result", "bool"},
                                         {"name", "result_when_" + index},
                                         {"body", compiler_.condition(*r.condition, q.situation)}});
        results.push_back(mu::object{{"index", index},
                                     {"literal", aggregate(lowered.results[i])},
                                     {"when", r.condition ? "result_when_" + index + "(s)" : std::string("true")}});
      }
      if (q.again)
        functions.push_back(mu::object{{"comment", comment_text("again when " + q.again->text())},
                                       {"result", "bool"},
                                       {"name", "again_when"},
                                       {"body", compiler_.condition(*q.again, q.situation)}});
      mu::data sequence{mu::object{{"id", id},
                               {"literal", aggregate_block(lowered, item_spans{p, id + "_data"})},
                               {"situation_struct", situation}, {"situation", cpp_string_view(lowered.situation)},
                               {"functions", functions},
                               {"steps", steps},
                               {"has_again", q.again.has_value()},
                               {"results", results},
                               {"again_entry", q.again ? "sequences::" + id + "_data::again" : std::string("nullptr")},
                               {"conditions", conditions},
                               {"input_cases", input_cases}}};
      sequence.set("has_steps", !q.steps.empty());
      sequence.set("has_results", !q.results.empty());
      p.put(sequence);
      out.push_back(sequence);
      by_situation[situation].push_back(mu::object{{"index", std::to_string(sequence_index - 1)}, {"id", id},
                                                   {"again_on", q.again ? id + "_data::again_on" : std::string("nullptr")}});
    }
    d_.set("sequences", out);
    set_situations("sequence_situations", by_situation);
    put_array(d_, "sequences", "all_data", rules_.sequences.size());
  }

  // The typed accessor of a table: one parameter per key level (an enum of the
  // system as its enum class), one array read when the table has a dense index.
  void add_accessor(mu::data& table, model::table const& t, std::string const& id) const {
    table_shape const shape = shape_of(t, system_);
    std::string params, keys, ordinals;
    for (std::size_t i = 0; i < shape.levels.size(); ++i) {
      std::string const k = fmt::format("k{}", i);
      std::string const comma = i ? ", " : "";
      auto const& level = shape.levels[i];
      if (!shape.typed) {
        params += comma + "std::string_view " + k;
        keys += comma + "g::name_key(" + k + ")";
      } else if (level.k == key_level::kind::ratio) {
        params += comma + "std::uint32_t " + k + "_attacker, std::uint32_t " + k + "_defender";
        keys += comma + "g::ratio_key(" + k + "_attacker, " + k + "_defender)";
      } else if (level.k == key_level::kind::integer) {
        params += comma + "std::int64_t " + k;
        keys += comma + "g::int_key(" + k + ")";
        ordinals += fmt::format("{}g::ordinal{{{} - {}, {}}}", comma, k, level.low, level.size);
      } else {
        params += comma + "sys::" + cpp_identifier(level.enum_name) + " " + k;
        keys += comma + "g::name_key(sys::name_of(" + k + "))";
        ordinals += fmt::format("{}g::ordinal{{static_cast<std::int64_t>({}), {}}}", comma, k, level.size);
      }
    }
    std::string body = "g::lookup(" + id + ", {" + keys + "})";
    std::string dense;
    if (shape.dense) {
      // A table that prints no cell has no cells array: every index entry is -1.
      bool const printed = std::any_of(t.rows_.begin(), t.rows_.end(), [](auto const& r) { return !r.cells.empty(); });
      std::string const cells = printed ? id + "_data::cells" : "nullptr";
      body = fmt::format("g::dense_cell({1}, {{{0}_data::dense, {2}}}, {{{3}}})", id, cells, shape.index.size(),
                         ordinals);
      for (std::size_t i = 0; i < shape.index.size(); ++i)
        dense += (i % 16 == 0 ? "\n    " : " ") + std::to_string(shape.index[i]) + ",";
    }
    table.set("accessor_params", params);
    table.set("accessor_body", body);
    table.set("dense", shape.dense);
    table.set("dense_values", dense);
  }

  model::ruleset const& rules_;
  model::ruleset const* system_;
  expression_compiler compiler_;
  engine::layout_store const lowered_;  // the layout codegen prints (model/lower.hpp)
  mu::data d_;
};

// The C++ type of a record's field in the system header.
std::string field_type(model::field const& f, std::string const& qualified, std::size_t list_capacity) {
  switch (f.type.k) {
    case model::type_desc::kind::integer: return "std::int64_t";
    case model::type_desc::kind::boolean: return "bool";
    case model::type_desc::kind::ratio: return "herald::engine::gen::ratio";
    case model::type_desc::kind::enumeration:
    case model::type_desc::kind::record: return qualified + cpp_identifier(f.type.name);
    case model::type_desc::kind::list:
      return fmt::format("herald::engine::gen::list<{}{}, {}>", qualified, cpp_identifier(f.type.name), list_capacity);
    default: throw codegen_error(f.prov.where, "field '" + f.name + "' has a type the generated structs cannot hold");
  }
}

// Records sorted so that each comes after the records its fields hold.
std::vector<model::record_type const*> records_in_order(model::ruleset const& rules) {
  std::vector<model::record_type const*> out;
  std::map<std::string, int> state;  // 1: being placed, 2: placed
  std::function<void(model::record_type const&)> place = [&](model::record_type const& r) {
    if (state[r.name] == 2) return;
    if (state[r.name] == 1) throw codegen_error(r.prov.where, "record '" + r.name + "' holds itself");
    state[r.name] = 1;
    for (auto const& f : r.fields)
      if (f.type.k == model::type_desc::kind::record || f.type.k == model::type_desc::kind::list) {
        auto it = rules.records.find(f.type.name);
        if (it != rules.records.end()) place(it->second);
      }
    state[r.name] = 2;
    out.push_back(&r);
  };
  for (auto const& [name, r] : rules.records) place(r);
  return out;
}

void render(std::string_view source, mu::data const& data, std::ostream& out) {
  mu::mustache tmpl{std::string(source)};
  if (!tmpl.is_valid()) throw std::logic_error("template: " + tmpl.error_message());
  tmpl.render(data, out);
}

}  // namespace

std::string header_name(model::ruleset const& rules) {
  std::string stem = std::filesystem::path(rules.path).stem().string();  // afde.system -> afde_system
  for (char& c : stem)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') c = '_';
  return stem + ".hpp";
}

std::string engine_header_of(std::string const& header) {
  std::string const stem = header.size() > 4 && header.compare(header.size() - 4, 4, ".hpp") == 0
                               ? header.substr(0, header.size() - 4)
                               : header;
  return stem + "_engine.hpp";
}

std::string engine_header_name(model::ruleset const& rules) { return engine_header_of(header_name(rules)); }

void ruleset_header_writer::write(std::ostream& data, std::ostream& engine) const {
  ruleset_data const d(rules_, system_header_, system_);
  render(ruleset_template(), d.data(), data);
  render(ruleset_engine_template(), d.data(), engine);
}

void system_header_writer::write(std::ostream& data, std::ostream& engine) const {
  mu::data d;
  d.set("source", file_name(system_.path));
  d.set("data_header", comment_text(header_name(system_)));
  d.set("engine_header", comment_text(engine_header_name(system_)));
  d.set("system", comment_text(system_.name));
  d.set("namespace", cpp_identifier(system_.name));
  mu::list enums;
  for (auto const& [name, e] : system_.enums) {
    std::string id = cpp_identifier(name);
    mu::list values;
    for (auto const& v : e.values)
      values.push_back(mu::object{{"id", cpp_identifier(v.name)},
                                  {"type", id},
                                  {"name", cpp_string_view(v.name)},
                                  {"en", cpp_string_view(label_of(v.label, "en"))},
                                  {"fr", cpp_string_view(label_of(v.label, "fr"))}});
    enums.push_back(mu::object{{"id", id},
                               {"comment", comment_text(label_of(e.label, "en"))},
                               {"values", values}});
  }
  d.set("enums", enums);
  d.set("capacity", std::to_string(list_capacity_));
  mu::list records;
  std::string const qualified = "::herald_generated::" + cpp_identifier(system_.name) + "::";
  for (model::record_type const* r : records_in_order(system_)) {
    mu::list fields;
    if (r->fields.size() > 64)
      throw codegen_error(r->prov.where, "record '" + r->name + "' has more than 64 fields, the most a generated struct tracks");
    for (std::size_t i = 0; i < r->fields.size(); ++i) {
      auto const& f = r->fields[i];
      fields.push_back(mu::object{{"id", cpp_identifier(f.name)},
                                  {"accessor", field_accessor(f.name)},
                                  {"name", cpp_string_view(f.name)},
                                  {"type", field_type(f, qualified, list_capacity_)},
                                  {"bit", std::to_string(i)}});
    }
    mu::data record{mu::object{{"id", cpp_identifier(r->name)},
                               {"comment", comment_text(r->name + ": " + label_of(r->label, "en"))},
                               {"fields", fields}}};
    record.set("has_fields", !r->fields.empty());
    records.push_back(record);
  }
  d.set("records", records);
  render(system_template(), d, data);
  render(system_engine_template(), d, engine);
}

}  // namespace herald::codegen
