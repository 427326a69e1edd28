// Situation files: JSON read into the same value an example's `given` is.
#include "engine/situation_file.hpp"

#include <set>

#include <nlohmann/json.hpp>

#include "engine/json_positions.hpp"
#include "engine/run.hpp"
#include "model/suggest.hpp"
#include "model/value_check.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::engine {
namespace {

using json = nlohmann::json;

// A situation nests a few levels (given, a list of units, a unit, its
// leaders); a bound keeps a hostile file from exhausting the stack.
constexpr int deepest_situation = 32;
// The whole document, bounded while it is parsed (the rolls, the notes).
constexpr int deepest_json = 64;
// A list of units, leaders or firers: a battle has a few hundred counters;
// the engine's memory grows with each element (100,000 firers took 1.4 GB).
constexpr std::size_t longest_list = 1000;

// JSON has no ratios or enum literals: strings are names, numbers integers.
bool to_value(json const& j, std::string const& path, json_positions const& at, model::value& out, diagnostics& diags,
              int depth = 0) {
  source_range const where = at.value(path);
  out.where = where;
  if (depth > deepest_situation && (j.is_array() || j.is_object())) {
    diags.error(ids::situation_invalid, where,
                path.substr(0, 60) + "...: nests deeper than " + std::to_string(deepest_situation) + " levels");
    return false;
  }
  switch (j.type()) {
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: {
      if (j.is_number_unsigned() && j.get<std::uint64_t>() > std::uint64_t(INT32_MAX)) {
        diags.error(ids::situation_invalid, where, path + ": " + j.dump() + " is too large");
        return false;
      }
      out.k = model::value::kind::number;
      out.number = j.get<std::int64_t>();
      if (out.number < INT32_MIN || out.number > INT32_MAX) {
        diags.error(ids::situation_invalid, where, path + ": " + j.dump() + " is too large");
        return false;
      }
      return true;
    }
    case json::value_t::number_float:
      diags.error(ids::situation_invalid, where, path + ": " + j.dump() + " is not a whole number");
      return false;
    case json::value_t::boolean:
      out.k = model::value::kind::boolean;
      out.boolean = j.get<bool>();
      return true;
    case json::value_t::string:
      out.k = model::value::kind::name;
      out.text = j.get<std::string>();
      return true;
    case json::value_t::array: {
      out.k = model::value::kind::list;
      if (j.size() > longest_list) {
        diags.error(ids::situation_invalid, where,
                    path.substr(0, 60) + ": a list of " + std::to_string(j.size()) + " elements; a situation's list " +
                        "holds at most " + std::to_string(longest_list));
        return false;
      }
      bool ok = true;
      for (std::size_t i = 0; i < j.size(); ++i) {
        model::value item;
        ok = to_value(j[i], path + "[" + std::to_string(i) + "]", at, item, diags, depth + 1) && ok;
        out.items.push_back(std::move(item));
      }
      return ok;
    }
    case json::value_t::object: {
      out.k = model::value::kind::object;
      bool ok = true;
      for (auto const& [name, item] : j.items()) {
        model::value v;
        ok = to_value(item, path + "." + name, at, v, diags, depth + 1) && ok;
        out.fields.emplace_back(name, std::move(v));
        out.field_names.push_back(at.key(path + "." + name));
      }
      return ok;
    }
    default:
      diags.error(ids::situation_invalid, where, path + ": null is not a value");
      return false;
  }
}

}  // namespace

std::optional<situation_input> read_situation_json(source_file const& file, model::ruleset const& rules,
                                                   diagnostics& diags) {
  source_range whole{file.id, 0, 0};
  // nlohmann's parser takes a NUL byte for the end of its input, so bytes
  // after one would be dropped unread: JSON text never holds one.
  if (auto nul = file.text.find('\0'); nul != std::string::npos) {
    auto at = static_cast<std::uint32_t>(nul);
    diags.error(ids::situation_invalid, {file.id, at, at + 1},
                "not valid JSON: a NUL byte; a situation file is JSON text");
    return std::nullopt;
  }
  json j;
  bool too_deep = false;
  // A member named twice in one object: nlohmann keeps the last, another reader may keep the first,
  // so a game engine reading the same file could play another situation. Each open object's and
  // array's path, the keys an object has given, and the first member given twice.
  struct open_value {
    std::string path;
    bool array = false;
    std::size_t next = 0;  // an array's next index
    std::set<std::string> keys;
    std::string key;       // an object's last key
  };
  std::vector<open_value> open;
  std::string twice;
  auto path_of_next = [&] {
    if (open.empty()) return std::string("$");
    open_value const& o = open.back();
    return o.array ? o.path + "[" + std::to_string(o.next) + "]" : o.path + "." + o.key;
  };
  auto ended = [&] {  // a value ended: an array's next index moves on
    if (!open.empty() && open.back().array) ++open.back().next;
  };
  try {
    // Values nested deeper than any situation are dropped while parsing (the
    // parser keeps no recursion of its own, but dumping or converting them
    // would), and the file is refused below.
    j = json::parse(file.text, [&](int depth, json::parse_event_t event, json& parsed) {
      using e = json::parse_event_t;
      if (event == e::object_start || event == e::array_start) {
        open.push_back({path_of_next(), event == e::array_start});
      } else if (event == e::key && !open.empty()) {
        open.back().key = parsed.get<std::string>();
        if (!open.back().keys.insert(open.back().key).second && twice.empty())
          twice = open.back().path + "." + open.back().key;
      } else if (event == e::object_end || event == e::array_end) {
        if (!open.empty()) open.pop_back();
        ended();
      } else if (event == e::value) {
        ended();
      }
      if (depth <= deepest_json) return true;
      too_deep = true;
      return false;
    });
  } catch (json::parse_error const& e) {
    // nlohmann reports the byte offset of the error: point there.
    auto offset = static_cast<std::uint32_t>(std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, file.text.size()));
    std::string message = e.what();
    auto colon = message.find("syntax error");
    diags.error(ids::situation_invalid, {file.id, offset, offset},
                "not valid JSON: " + (colon == std::string::npos ? message : message.substr(colon)));
    return std::nullopt;
  } catch (json::out_of_range const& e) {
    // A number too large for any type (5E5555): nlohmann reports it without its place.
    std::string message = e.what();
    auto what = message.find("number overflow");
    diags.error(ids::situation_invalid, whole,
                "not valid JSON for a situation: " + (what == std::string::npos ? message : message.substr(what)));
    return std::nullopt;
  }
  if (too_deep) {
    diags.error(ids::situation_invalid, whole,
                "the JSON nests deeper than " + std::to_string(deepest_json) + " levels; a situation nests a few");
    return std::nullopt;
  }
  if (!j.is_object()) {
    diags.error(ids::situation_invalid, whole, "a situation file holds one JSON object {\"situation\": ..., \"given\": {...}}");
    return std::nullopt;
  }
  json_positions const at(file.text, file.id);
  if (!twice.empty()) {
    diags.error(ids::situation_invalid, at.key(twice),
                twice + ": given twice in one object; name each member once (a JSON reader may keep either)");
    return std::nullopt;
  }
  situation_input in;
  in.where = at.value("$.situation");  // what a refusal of the whole situation points at
  for (auto const& [key, item] : j.items())
    if (key != "situation" && key != "given" && key != "rolls" && key != "note")
      diags.error(ids::situation_invalid, at.key("$." + key),
                  "$." + key + ": unknown member" + model::did_you_mean(key, {"situation", "given", "rolls", "note"}));
  if (!j.contains("situation") || !j["situation"].is_string()) {
    diags.error(ids::situation_invalid, at.value(j.contains("situation") ? "$.situation" : "$"),
                "$.situation: missing; name the kind of situation (" + [&] {
                  std::string kinds;
                  for (auto const& k : resolvable_kinds(rules)) kinds += (kinds.empty() ? "" : ", ") + k;
                  return kinds;
                }() + ")");
    return std::nullopt;
  }
  in.kind = j["situation"].get<std::string>();
  auto record = rules.records.find(in.kind);
  if (record == rules.records.end() || !record->second.is_situation || !can_resolve(rules, in.kind)) {
    diags.error(ids::situation_invalid, at.value("$.situation"),
                "$.situation: '" + in.kind + "' is not a situation the engine resolves" +
                    model::did_you_mean(in.kind, resolvable_kinds(rules)));
    return std::nullopt;
  }
  if (!j.contains("given") || !j["given"].is_object()) {
    diags.error(ids::situation_invalid, at.value(j.contains("given") ? "$.given" : "$"),
                "$.given: missing; give the situation's fields as an object");
    return std::nullopt;
  }
  std::size_t errors = diags.error_count();
  if (!to_value(j["given"], "$.given", at, in.given, diags)) return std::nullopt;
  if (j.contains("rolls")) {
    auto const& rolls = j["rolls"];
    if (!rolls.is_object()) {
      diags.error(ids::situation_invalid, at.value("$.rolls"), "$.rolls: an object of die name to faces, such as {\"d10\": [4]}");
    } else {
      for (auto const& [die, faces] : rolls.items()) {
        if (!rules.dice.count(die))
          diags.error(ids::situation_invalid, at.key("$.rolls." + die),
                      "$.rolls." + die + ": unknown die" + model::did_you_mean(die, model::keys_of(rules.dice)));
        if (!faces.is_array()) {
          diags.error(ids::situation_invalid, at.value("$.rolls." + die), "$.rolls." + die + ": a list of faces");
          continue;
        }
        for (std::size_t i = 0; i < faces.size(); ++i) {
          auto const& f = faces[i];
          if (!f.is_number_integer() || f.get<std::int64_t>() < INT32_MIN || f.get<std::int64_t>() > INT32_MAX) {
            diags.error(ids::situation_invalid, at.value("$.rolls." + die + "[" + std::to_string(i) + "]"),
                        "$.rolls." + die + ": " + f.dump() + " is not a face");
            continue;
          }
          in.rolls[die].push_back(static_cast<int>(f.get<std::int64_t>()));
        }
      }
    }
  }
  model::check_value(rules, in.given, {model::type_desc::kind::record, in.kind, {}}, "$.given", diags);
  if (diags.error_count() > errors) return std::nullopt;
  return in;
}

std::optional<situation_input> example_situation(model::ruleset const& rules, std::string const& name) {
  auto use = [](model::example const& ex) -> std::optional<situation_input> {
    if (!ex.given) return std::nullopt;
    situation_input in;
    in.kind = ex.situation;
    in.given = *ex.given;
    for (auto const& [die, faces] : ex.rolls)
      for (auto f : faces) in.rolls[die].push_back(static_cast<int>(f));
    in.where = ex.prov.where;
    return in;
  };
  if (auto it = rules.examples.find(name); it != rules.examples.end()) return use(it->second);
  for (auto const& [scenario_name, sc] : rules.scenarios)
    for (auto const& ex : sc.examples)
      if (ex.name == name) return use(ex);
  return std::nullopt;
}

}  // namespace herald::engine
