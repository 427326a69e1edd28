// Checks a written value (an example's situation, a JSON situation file) against the schema.
#include "model/value_check.hpp"

#include <cctype>
#include <set>

#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {

// Checks a written value against a schema type: fields exist, enum values
// belong to their enum, numbers lie in their range.
// A value given by its printed label in some language ("Bois" for wood) is named, the
// label quoted; otherwise the nearest name, if any.
static std::string by_label(enum_type const& e, std::string const& given, std::vector<std::string> const& names) {
  auto folded = [](std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  for (auto const& v : e.values)
    for (auto const& [language, label] : v.label)
      if (folded(label) == folded(given))
        return " (did you mean '" + v.name + "'? \"" + label + "\" is its label in '" + language + "')";
  return did_you_mean(given, names);
}

void check_value(ruleset const& rules, value const& v, type_desc const& type, std::string const& path,
                 diagnostics& diags) {
  auto mismatch = [&](std::string const& expected) {
    diags.error(ids::type_mismatch, v.where, "'" + path + "' should be " + expected);
  };
  switch (type.k) {
    case type_desc::kind::integer:
      if (v.k != value::kind::number) return mismatch("a number");
      if (type.range && (v.number < type.range->first || v.number > type.range->second))
        diags.error(ids::range_out_of_domain, v.where,
                     "'" + path + "' is " + std::to_string(v.number) + ", outside " + type.text());
      return;
    case type_desc::kind::boolean:
      if (v.k != value::kind::boolean) mismatch("true or false");
      return;
    case type_desc::kind::ratio:
      if (v.k != value::kind::ratio) mismatch("a ratio such as 1/1");
      return;
    case type_desc::kind::enumeration: {
      auto en = rules.enums.find(type.name);
      if (v.k != value::kind::name) return mismatch("a value of enum '" + type.name + "'");
      if (en != rules.enums.end() && !en->second.index_of(v.text)) {
        std::vector<std::string> names;
        for (auto const& x : en->second.values) names.push_back(x.name);
        diags.error(ids::name_undefined, v.where,
                    "'" + v.text + "' is not a value of enum '" + type.name + "'" +
                        (path.empty() ? "" : " at '" + path + "'") + by_label(en->second, v.text, names));
      }
      return;
    }
    case type_desc::kind::list: {
      if (v.k != value::kind::list) return mismatch("a list [...]");
      for (std::size_t i = 0; i < v.items.size(); ++i)
        check_value(rules, v.items[i], {type_desc::kind::record, type.name, {}}, path + "[" + std::to_string(i) + "]",
                    diags);
      return;
    }
    case type_desc::kind::record: {
      auto record = rules.records.find(type.name);
      if (v.k != value::kind::object) return mismatch("an object {...}");
      if (record == rules.records.end()) return;
      std::set<std::string> seen;
      for (std::size_t i = 0; i < v.fields.size(); ++i) {
        auto const& [name, fv] = v.fields[i];
        source_range name_where = i < v.field_names.size() ? v.field_names[i] : fv.where;
        if (!seen.insert(name).second) {
          diags.error(ids::name_duplicate, name_where, "field '" + name + "' is given twice");
          continue;
        }
        field const* f = record->second.find(name);
        if (!f) {
          std::vector<std::string> names;
          for (auto const& x : record->second.fields) names.push_back(x.name);
          diags.error(ids::name_undefined, name_where,
                      "'" + type.name + "' has no field '" + name + "'" +
                          (path.empty() ? "" : " at '" + path + "'") + did_you_mean(name, names));
          continue;
        }
        std::string field_path = path.empty() ? name : path + "." + name;
        if (f->derived) {
          diags.error(ids::situation_derived, name_where,
                      "'" + field_path + "' is derived: the engine computes it from the other fields");
          continue;
        }
        check_value(rules, fv, f->type, field_path, diags);
      }
      return;
    }
    default:
      return;
  }
}

void complete_defaults(ruleset const& rules, value& v, type_desc const& type) {
  if (type.k == type_desc::kind::list && v.k == value::kind::list) {
    for (auto& item : v.items) complete_defaults(rules, item, {type_desc::kind::record, type.name, {}});
    return;
  }
  if (type.k != type_desc::kind::record || v.k != value::kind::object) return;
  auto record = rules.records.find(type.name);
  if (record == rules.records.end()) return;
  for (auto const& f : record->second.fields) {
    if (f.derived) continue;
    if (value* given = find_field(v, f.name)) {
      complete_defaults(rules, *given, f.type);
      continue;
    }
    value missing;
    missing.where = v.where;
    if (f.type.k == type_desc::kind::boolean) {
      missing.k = value::kind::boolean;
    } else if (f.type.k == type_desc::kind::list) {
      missing.k = value::kind::list;
    } else {
      continue;
    }
    v.fields.emplace_back(f.name, std::move(missing));
    v.field_names.push_back(v.where);
  }
}

}  // namespace herald::model
