// What compiled conditions call at run time: the refusals, worded as the model words them, and
// the reading of a situation value into a generated situation struct.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/core/generated_layout.hpp"
#include "engine/core/value.hpp"

namespace herald::engine {
namespace gen {

// What compiled conditions call, and how a situation value becomes a situation struct.
namespace rt {

struct failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A failure inside the condition of modifier `index` of a list.
struct failure_at : failure {
  failure_at(std::size_t index, std::string const& message) : failure(message), index(index) {}
  std::size_t index;
};

// `a / b` rounded down, as the model divides (model/eval.cpp); a division by zero fails.
constexpr std::int64_t floor_divide(std::int64_t a, std::int64_t b) {
  if (b == 0) throw failure("a division by zero");
  std::int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

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

// The refusals, as model/situation_eval.cpp words them. Not constexpr: reaching
// one makes a compile-time evaluation fail, as a refusal should.
[[noreturn]] inline void no_cell(table const& t, key const* keys, std::size_t count) {
  throw failure("no cell " + address(t.name, keys, count) + " in the table");
}
[[noreturn]] inline void not_a_number(span<symbol> symbols, table const& t, key const* keys, std::size_t count,
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
    throw failure(name + " is '" + printed + "': name the part to read (." + std::string(numbers[0]->name) + " or ." +
                  std::string(numbers[1]->name) + ")");
  std::size_t valued = 0;
  for (auto const& s : c.slots)
    if (!s.number)
      if (symbol const* sym = find(symbols, s.symbol); sym && sym->has_value) ++valued;
  if (valued > 1) throw failure(name + " is '" + printed + "': two symbols count as numbers");
  if (first_symbol) {
    symbol const* sym = find(symbols, first_symbol->symbol);
    std::string label = sym ? std::string(english(sym->label)) : std::string();
    throw failure(name + " is " + (symbol_count == 1 ? std::string(first_symbol->symbol) : "'" + printed + "'") +
                  (label.empty() ? "" : ": " + label));
  }
  throw failure(name + " is '" + printed + "', which is not a number");
}
// A chart the source cites but does not print (`referenced`): every reading is refused, by name.
// A template over the situation read, so that the compiled function stays a constexpr one
// (and its situation parameter used) although no reading of the chart is a constant.
[[noreturn]] inline void refuse_not_printed(std::string_view message) { throw failure(std::string(message)); }
template <class Situation>
constexpr std::int64_t not_printed(Situation const&, std::string_view message) {
  return refuse_not_printed(message), 0;
}
// A field the situation value did not give: refused, as situation_eval refuses it.
template <class T>
T const& missing(std::string_view what) {
  throw failure("the situation gives no " + quoted(what));
}
[[noreturn]] inline void empty_list(std::string_view what) { throw failure(quoted(what) + " of an empty list"); }

// A cell read as a number (the language reference's "Dice and symbols"): the
// slot named `slot_name`, else its only number, else the value of its only
// valued symbol (NE counts 0; B has no value).
constexpr std::int64_t cell_number(span<symbol> symbols, table const& t, cell const* c,
                                   std::initializer_list<key> keys, std::string_view slot_name);
constexpr std::int64_t cell_number(span<symbol> symbols, table const& t, std::initializer_list<key> keys,
                                   std::string_view slot_name) {
  return cell_number(symbols, t, lookup(t, keys.begin(), keys.size()), keys, slot_name);
}

// The same, for a cell a typed accessor found (nullptr: none); `keys` word a refusal.
constexpr std::int64_t cell_number(span<symbol> symbols, table const& t, cell const* c,
                                   std::initializer_list<key> keys, std::string_view slot_name) {
  if (!c) no_cell(t, keys.begin(), keys.size());
  std::size_t number_count = 0, valued_count = 0;
  std::int64_t only = 0, valued = 0;
  for (auto const& s : c->slots) {
    if (s.number && !slot_name.empty() && s.name == slot_name) return s.value;
    if (s.number) only = s.value, ++number_count;
    if (s.valued) valued = s.value, ++valued_count;
  }
  if (number_count == 1) return only;
  if (number_count == 0 && valued_count == 1) return valued;
  not_a_number(symbols, t, keys.begin(), keys.size(), *c);
}

template <class List, class Number>
constexpr std::int64_t best(List const& items, Number n, bool greatest, std::string_view what) {
  if (items.empty()) empty_list(what);
  std::int64_t out = n(items.front());
  for (auto const& item : items) {
    std::int64_t const v = n(item);
    out = greatest ? (v > out ? v : out) : (v < out ? v : out);
  }
  return out;
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

}  // namespace rt
}  // namespace gen
}  // namespace herald::engine
