// What the engine entry headers call at run time: the refusals of compiled conditions worded as
// the model words them, and the reading of a situation value into a generated situation struct.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/core/generated_layout.hpp"
#include "engine/core/value.hpp"

namespace herald::engine {
namespace gen {

// How a refusal is worded, and how a situation value becomes a situation struct.
namespace rt {

// A situation value the entry could not read, or a refusal worded (what compiled_formulas turns
// into an engine_error naming the procedure).
struct failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A refusal inside the condition of modifier `index` of a list.
struct failure_at : failure {
  failure_at(std::size_t index, std::string const& message) : failure(message), index(index) {}
  std::size_t index;
};

inline std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

inline std::string key_text(key const& k) {
  switch (k.kind) {
    case key_kind::name: return std::string(k.name);
    case key_kind::integer: return std::to_string(k.number);
    case key_kind::ratio: return std::to_string(k.attacker) + "/" + std::to_string(k.defender);
  }
  return {};
}

inline std::string address(std::string_view table_name, key const* keys, std::size_t count) {
  std::string out(table_name);
  for (std::size_t i = 0; i < count; ++i) out += "[" + key_text(keys[i]) + "]";
  return out;
}

inline std::string_view english(text const& t) { return t.en.empty() ? t.fr : t.en; }

// A cell that is not a number, as model/situation_eval.cpp words it.
inline std::string not_a_number(span<symbol> symbols, table const& t, key const* keys, std::size_t count,
                                cell const& c) {
  std::string const name = address(t.name, keys, count), printed(c.text);
  slot const* numbers[2] = {nullptr, nullptr};
  std::size_t number_count = 0, symbol_count = 0;
  slot const* first_symbol = nullptr;
  for (auto const& s : c.slots) {
    if (s.number && number_count < 2) numbers[number_count] = &s;
    number_count += s.number;
    symbol_count += !s.number;
    if (!s.number && !first_symbol) first_symbol = &s;
  }
  if (number_count > 1)
    return name + " is '" + printed + "': name the part to read (." + std::string(numbers[0]->name) + " or ." +
           std::string(numbers[1]->name) + ")";
  std::size_t valued = 0;
  for (auto const& s : c.slots)
    if (!s.number)
      if (symbol const* sym = find(symbols, s.symbol); sym && sym->has_value) ++valued;
  if (valued > 1) return name + " is '" + printed + "': two symbols count as numbers";
  if (first_symbol) {
    symbol const* sym = find(symbols, first_symbol->symbol);
    std::string label = sym ? std::string(english(sym->label)) : std::string();
    return name + " is " + (symbol_count == 1 ? std::string(first_symbol->symbol) : "'" + printed + "'") +
           (label.empty() ? "" : ": " + label);
  }
  return name + " is '" + printed + "', which is not a number";
}

// A refusal of a compiled condition (generated_layout.hpp), as model/situation_eval.cpp words it.
inline std::string message(refusal const& r) {
  switch (r.kind) {
    case refusal_kind::missing: return "the situation gives no " + quoted(r.subject);
    case refusal_kind::division_by_zero: return "a division by zero";
    case refusal_kind::not_printed: return std::string(r.subject);
    case refusal_kind::empty_list: return quoted(r.subject) + " of an empty list";
    case refusal_kind::no_cell: return "no cell " + address(r.in->name, r.keys, r.key_count) + " in the table";
    case refusal_kind::not_a_number: return not_a_number(r.symbols, *r.in, r.keys, r.key_count, *r.at);
  }
  return r.what();
}

// Reading a situation value into a situation struct. A field the value leaves
// out keeps its default (false, 0, the enum's first value, an empty list): the
// situations the engine receives are checked and completed before
// (model/value_check.hpp), so only the fields a procedure computes can be
// missing, and it sets them before it reads the modifiers.
inline void read_value(value const& v, std::int64_t& out, std::string_view what) {
  if (v.k != value::kind::number) throw failure(quoted(what) + " is not a number");
  out = v.number;
}
inline void read_value(value const& v, bool& out, std::string_view what) {
  if (v.k != value::kind::boolean) throw failure(quoted(what) + " is not true or false");
  out = v.boolean;
}
inline void read_value(value const& v, ratio& out, std::string_view what) {
  if (v.k != value::kind::ratio) throw failure(quoted(what) + " is not a ratio");
  out = {v.attacker, v.defender};
}
template <class T, std::size_t Capacity>
void read_value(value const& v, list<T, Capacity>& out, std::string_view what) {
  if (v.k != value::kind::list) throw failure(quoted(what) + " is not a list");
  out.count = 0;
  for (auto const& item : v.items) {
    T element{};
    read_value(item, element, what);
    if (!out.push_back(element))
      throw failure(quoted(what) + " holds more than " + std::to_string(Capacity) +
                    " items, the capacity of the generated situation");
  }
}
[[noreturn]] inline void not_a_record(std::string_view what) { throw failure(quoted(what) + " is not a record"); }
// An enum value from its name (the generated <enum>_from_name: its entry, or nullptr).
template <class Enum, class FromName>
void read_enum(value const& v, Enum& out, std::string_view what, FromName from_name) {
  if (v.k != value::kind::name && v.k != value::kind::text)
    throw failure(quoted(what) + " is not a single value");
  auto const* found = from_name(v.text);
  if (!found) throw failure(quoted(what) + " is '" + v.text + "', which its enum does not have");
  out = found->value;
}

// Every verdict of a list at once (`fill`, straight-line code); where a condition refuses, the
// modifier it belongs to is found by reading them one by one (`one`), as failure_at names it.
template <class S>
void fill_or_fail(S const& s, verdict* v, std::size_t count, void (*fill)(S const&, verdict*),
                  verdict (*one)(std::size_t, S const&)) {
  try {
    fill(s, v);
  } catch (refusal const&) {
    for (std::size_t i = 0; i < count; ++i) {
      try {
        v[i] = one(i, s);
      } catch (refusal const& r) {
        throw failure_at(i, message(r));
      }
    }
    throw;  // refused as a whole, yet no modifier alone refuses: the whole list's refusal
  }
}

}  // namespace rt
}  // namespace gen
}  // namespace herald::engine
