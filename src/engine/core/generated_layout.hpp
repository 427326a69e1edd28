// The data layout every generated header follows: constexpr rulesets and the lookups they allow.
//
// A generated data header (generated/afde_2010.hpp) holds its ruleset as constexpr
// values of the `gen::` types below, its modifier conditions and test rules
// compiled to C++ functions, and a `gen::ruleset` that ties them together.
// Everything here is usable in constant expressions, so a consumer can
// static_assert a printed value. Nothing here reads the engine's situation
// values: the engine entry header (generated/afde_2010_engine.hpp) does, through
// layout_tables.hpp, so a file that only reads the tables pays for none of it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <string_view>

#include "engine/core/layout_fields.def"

// A field of a kind as a member of its struct (layout_fields.def).
#define HERALD_LAYOUT_MEMBER(type, name, init, doc) type name init;

namespace herald::engine {
namespace gen {

// A view of a constexpr array (C++17 has no std::span).
template <class T>
struct span {
  T const* first = nullptr;
  std::size_t count = 0;
  constexpr T const* begin() const { return first; }
  constexpr T const* end() const { return first + count; }
  constexpr std::size_t size() const { return count; }
  constexpr bool empty() const { return count == 0; }
  constexpr T const& operator[](std::size_t i) const { return first[i]; }
};

// A printed name in the two languages of the player aids (empty when not given).
struct text {
  HERALD_LAYOUT_TEXT(HERALD_LAYOUT_MEMBER)
};

// Where a definition comes from: rule reference, source line(s), and the source
// document those lines are in (an amended cell cites its erratum's document; a
// cell, band or modifier that an extending edition reprints cites the line of
// that edition's own book, `reprint`).
struct origin {
  HERALD_LAYOUT_ORIGIN(HERALD_LAYOUT_MEMBER)
};

struct die {
  HERALD_LAYOUT_DIE(HERALD_LAYOUT_MEMBER)
};

struct symbol {
  HERALD_LAYOUT_SYMBOL(HERALD_LAYOUT_MEMBER)
};

struct enum_value {
  HERALD_LAYOUT_ENUM_VALUE(HERALD_LAYOUT_MEMBER)
};

struct enum_type {
  HERALD_LAYOUT_ENUM_TYPE(HERALD_LAYOUT_MEMBER)
};

enum class key_kind : std::uint8_t { name, integer, ratio };

struct key {
  HERALD_LAYOUT_KEY(HERALD_LAYOUT_MEMBER)
};

constexpr key name_key(std::string_view name) { return {key_kind::name, name, 0, 0, 0}; }
constexpr key int_key(std::int64_t n) { return {key_kind::integer, {}, n, 0, 0}; }
constexpr key ratio_key(std::uint32_t a, std::uint32_t d) { return {key_kind::ratio, {}, 0, a, d}; }

// Two names equal, compared letter by letter after their lengths: the engine's lookups compare a
// short name with every row or transition of a table, most differ at once, and a call to memcmp
// would cost more than the comparison.
constexpr bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  // One literal (a linker merges equal ones); not in a constant expression, where comparing the
  // addresses of two literals is not one.
  if (!__builtin_is_constant_evaluated() && a.data() == b.data()) return true;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

constexpr bool operator==(key const& a, key const& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case key_kind::name: return same_name(a.name, b.name);
    case key_kind::integer: return a.number == b.number;
    case key_kind::ratio: return a.attacker == b.attacker && a.defender == b.defender;
  }
  return false;
}

// One typed part of a cell: 5 in `5/7`, B in `-2 / B`.
struct slot {
  HERALD_LAYOUT_SLOT(HERALD_LAYOUT_MEMBER)
};

struct cell {
  HERALD_LAYOUT_CELL(HERALD_LAYOUT_MEMBER)
};

// A printed row: `paths` key paths of `levels` keys each (several keys can share a row).
struct row {
  HERALD_LAYOUT_ROW(HERALD_LAYOUT_MEMBER)
};

struct roll {
  HERALD_LAYOUT_ROLL(HERALD_LAYOUT_MEMBER)
};

struct footnote {
  HERALD_LAYOUT_FOOTNOTE(HERALD_LAYOUT_MEMBER)
};

struct table {
  HERALD_LAYOUT_TABLE(HERALD_LAYOUT_MEMBER)
};

struct band {
  HERALD_LAYOUT_BAND(HERALD_LAYOUT_MEMBER)
};

struct trigger {
  HERALD_LAYOUT_TRIGGER(HERALD_LAYOUT_MEMBER)
};

struct band_table {
  HERALD_LAYOUT_BAND_TABLE(HERALD_LAYOUT_MEMBER)
};

// What a compiled condition says of one modifier in one situation.
struct verdict {
  HERALD_LAYOUT_VERDICT(HERALD_LAYOUT_MEMBER)
};

struct modifier {
  HERALD_LAYOUT_MODIFIER(HERALD_LAYOUT_MEMBER)
};

enum class group_policy : std::uint8_t { max, min, exclusive };

struct modifier_group {
  HERALD_LAYOUT_MODIFIER_GROUP(HERALD_LAYOUT_MEMBER)
};

struct modifier_list {
  HERALD_LAYOUT_MODIFIER_LIST(HERALD_LAYOUT_MEMBER)
};

struct transition {
  HERALD_LAYOUT_TRANSITION(HERALD_LAYOUT_MEMBER)
};

struct transition_table {
  HERALD_LAYOUT_TRANSITION_TABLE(HERALD_LAYOUT_MEMBER)
};

struct test_rule {
  HERALD_LAYOUT_TEST_RULE(HERALD_LAYOUT_MEMBER)
};

struct test {
  HERALD_LAYOUT_TEST(HERALD_LAYOUT_MEMBER)
};

struct pool_case {
  HERALD_LAYOUT_POOL_CASE(HERALD_LAYOUT_MEMBER)
};

struct pool_strength {
  HERALD_LAYOUT_POOL_STRENGTH(HERALD_LAYOUT_MEMBER)
};

struct pool_natural {
  HERALD_LAYOUT_POOL_NATURAL(HERALD_LAYOUT_MEMBER)
};

struct pool_natural_test {
  HERALD_LAYOUT_POOL_NATURAL_TEST(HERALD_LAYOUT_MEMBER)
};

struct pool {
  HERALD_LAYOUT_POOL(HERALD_LAYOUT_MEMBER)
};

// Sequences (Order of Arms): tests and pools rolled one after another. A step's condition and
// its `with` fields are compiled; the engine entry header reads the sequence's situation value.
struct step_input {
  HERALD_LAYOUT_STEP_INPUT(HERALD_LAYOUT_MEMBER)
};

struct sequence_step {
  HERALD_LAYOUT_SEQUENCE_STEP(HERALD_LAYOUT_MEMBER)
};
struct sequence_result {
  HERALD_LAYOUT_SEQUENCE_RESULT(HERALD_LAYOUT_MEMBER)
};

struct sequence {
  HERALD_LAYOUT_SEQUENCE(HERALD_LAYOUT_MEMBER)
};

// A rule of the procedures as this edition states it (`rule NAME = VALUE line N;`).
struct rule {
  HERALD_LAYOUT_RULE(HERALD_LAYOUT_MEMBER)
};

// A situation of the schema and its fields that are situations (a charge rolls its attacker's
// and its defender's pools at once): what a game system chooses a procedure by.
struct situation_part {
  HERALD_LAYOUT_SITUATION_PART(HERALD_LAYOUT_MEMBER)
};

struct situation_kind {
  HERALD_LAYOUT_SITUATION_KIND(HERALD_LAYOUT_MEMBER)
};

struct ruleset {
  HERALD_LAYOUT_RULESET(HERALD_LAYOUT_MEMBER)
};

// The item named `name`, or nullptr: a binary search, since every span of named items is in
// name order (the model's maps, as model::lower and codegen write them; lower.spans_in_name_order).
template <class T>
constexpr T const* find(span<T> items, std::string_view name) {
  std::size_t low = 0, high = items.size();
  while (low < high) {
    std::size_t const mid = low + (high - low) / 2;
    if (items[mid].name < name) low = mid + 1;
    else high = mid;
  }
  return low < items.size() && items[low].name == name ? &items[low] : nullptr;
}

constexpr bool contains(span<std::uint16_t> indices, std::size_t index) {
  for (auto const i : indices)
    if (i == index) return true;
  return false;
}

// Applies a list's `excludes` and groups to its verdicts (one per modifier) and
// returns the total after the clamp: what the rules add to the roll. Usable in
// constant expressions; the engine's run-time path goes through it too.
// `raw`, where given, receives the sum before the clamp (what a tie between two totals is broken by).
constexpr std::int64_t combine(modifier_list const& list, verdict* v, std::int64_t* raw_out = nullptr) {
  std::size_t const n = list.modifiers.size();
  // `excludes`: an applying modifier removes the ones it names (2010 line 847).
  for (std::size_t i = 0; i < n; ++i) {
    if (!v[i].applies) continue;
    for (std::uint16_t const j : list.modifiers[i].excludes)
      if (v[j].applies) {
        v[j].applies = false;
        v[j].removed_by = static_cast<int>(i);
      }
  }
  // Groups: keep the greatest (max) or least (min) applying member, or the first
  // (exclusive), members taken in list order.
  for (std::size_t g = 0; g < list.groups.size(); ++g) {
    auto const& group = list.groups[g];
    bool const least = group.policy == group_policy::min, first = group.policy == group_policy::exclusive;
    int const removed = -2 - static_cast<int>(g);
    std::size_t kept = n;
    for (std::uint16_t const j : group.members) {
      if (!v[j].applies) continue;
      bool better = kept == n || (!first && (least ? v[j].delta < v[kept].delta : v[j].delta > v[kept].delta));
      std::size_t const loser = better ? kept : j;
      if (better) kept = j;
      if (loser != n) {
        v[loser].applies = false;
        v[loser].removed_by = removed;
      }
    }
  }
  std::int64_t raw = 0;
  for (std::size_t j = 0; j < n; ++j)
    if (v[j].applies) raw += v[j].delta;
  if (raw_out) *raw_out = raw;
  if (!list.has_clamp) return raw;
  return raw < list.clamp_low ? list.clamp_low : raw > list.clamp_high ? list.clamp_high : raw;
}

// A list of records in a generated situation struct: a fixed capacity keeps the
// struct a literal type, so C++17 can evaluate conditions on it at compile time.
template <class T, std::size_t Capacity>
struct list {
  T items[Capacity]{};
  std::size_t count = 0;
  constexpr T const* begin() const { return items; }
  constexpr T const* end() const { return items + count; }
  constexpr std::size_t size() const { return count; }
  constexpr bool empty() const { return count == 0; }
  constexpr T const& front() const { return items[0]; }
  constexpr bool push_back(T const& item) {
    if (count == Capacity) return false;
    items[count++] = item;
    return true;
  }
};

// An odds ratio in a generated situation struct.
struct ratio {
  std::uint32_t attacker = 0, defender = 1;
};

template <class List, class Predicate>
constexpr bool any_of(List const& items, Predicate p) {
  for (auto const& item : items)
    if (p(item)) return true;
  return false;
}
template <class List, class Predicate>
constexpr bool all_of(List const& items, Predicate p) {
  for (auto const& item : items)
    if (!p(item)) return false;
  return true;
}
template <class List, class Predicate>
constexpr bool none_of(List const& items, Predicate p) {
  return !any_of(items, p);
}
template <class List, class Predicate>
constexpr std::int64_t count_of(List const& items, Predicate p) {
  std::int64_t n = 0;
  for (auto const& item : items) n += p(item) ? 1 : 0;
  return n;
}
template <class List>
constexpr std::int64_t count_of(List const& items) {
  return static_cast<std::int64_t>(items.size());
}
template <class List, class Number>
constexpr std::int64_t sum_of(List const& items, Number n) {
  std::int64_t total = 0;
  for (auto const& item : items) total += n(item);
  return total;
}

// a/b <= c/d for non-negative ratios.
constexpr bool ratio_not_above(key const& step, key const& odds) {
  return std::uint64_t(step.attacker) * odds.defender <= std::uint64_t(odds.attacker) * step.defender;
}

constexpr bool path_equals(key const* path, key const* wanted, std::size_t levels) {
  for (std::size_t i = 0; i < levels; ++i)
    if (!(path[i] == wanted[i])) return false;
  return true;
}

constexpr row const* find_row(table const& t, key const* wanted) {
  if (t.ratio_steps) {
    row const* best = nullptr;
    for (auto const& r : t.rows) {
      if (r.paths == 0 || !ratio_not_above(r.keys[0], wanted[0])) continue;
      if (!best || ratio_not_above(best->keys[0], r.keys[0])) best = &r;
    }
    return best;
  }
  for (auto const& r : t.rows)
    for (std::size_t p = 0; p < r.paths; ++p)
      if (path_equals(&r.keys[p * t.row_levels], wanted, t.row_levels)) return &r;
  return nullptr;
}

// The cell at these keys (rows' keys then columns' keys), or nullptr: usable in
// constant expressions, so a consumer can static_assert a printed value.
constexpr cell const* lookup(table const& t, key const* keys, std::size_t count) {
  if (count != t.row_levels + t.column_levels) return nullptr;
  row const* r = find_row(t, keys);
  if (!r) return nullptr;
  std::size_t columns = t.column_levels ? t.column_keys.size() / t.column_levels : 0;
  for (std::size_t c = 0; c < columns && c < r->cells.size(); ++c)
    if (path_equals(&t.column_keys[c * t.column_levels], keys + t.row_levels, t.column_levels)) return &r->cells[c];
  return nullptr;
}

constexpr cell const* lookup(table const& t, std::initializer_list<key> keys) {
  return lookup(t, keys.begin(), keys.size());
}

// An ordinal of a dense index: a key's position in its level, and the level's size.
struct ordinal {
  std::int64_t position = 0;
  std::int64_t size = 0;
};

// The cell of a dense index at these ordinals (nullptr outside the table or on
// a printed blank): one array read, for lookups keyed by enum classes and numbers.
constexpr cell const* dense_cell(cell const* cells, span<std::int32_t> index, std::initializer_list<ordinal> keys) {
  std::int64_t flat = 0;
  for (auto const& k : keys) {
    if (k.position < 0 || k.position >= k.size) return nullptr;
    flat = flat * k.size + k.position;
  }
  std::int32_t const at = index[static_cast<std::size_t>(flat)];
  return at < 0 ? nullptr : cells + at;
}

// The first transition of `t` for `result` from (fatigue, order), `*` matching any, or nullptr.
constexpr transition const* first_transition(transition_table const& t, std::string_view result,
                                             std::string_view fatigue, std::string_view order) {
  auto matches = [](std::string_view pattern, std::string_view value) {
    return (pattern.size() == 1 && pattern[0] == '*') || same_name(pattern, value);
  };
  for (auto const& tr : t.transitions)
    if (same_name(tr.result, result) && tr.from.size() >= 2 && matches(tr.from[0], fatigue) && matches(tr.from[1], order))
      return &tr;
  return nullptr;
}

// The band holding `total` (the total after the band table's clamp), or nullptr.
constexpr band const* band_at(band_table const& t, std::int64_t total) {
  for (auto const& b : t.bands)
    if (total >= b.low && (b.open || total <= b.high)) return &b;
  return nullptr;
}

// A number a cell may not print: what number() returns (std::optional would be
// instantiated in every file that includes a generated header).
struct maybe_number {
  bool found = false;
  std::int64_t value = 0;
  constexpr explicit operator bool() const { return found; }
  constexpr std::int64_t operator*() const { return value; }
};
constexpr bool operator==(maybe_number a, std::int64_t b) { return a.found && a.value == b; }
constexpr bool operator!=(maybe_number a, std::int64_t b) { return !(a == b); }

// The number slot named `name` of a cell (the first number when `name` is empty).
constexpr maybe_number number(cell const* c, std::string_view name = {}) {
  if (!c) return {};
  for (auto const& s : c->slots)
    if (s.number && (name.empty() || s.name == name)) return {true, s.value};
  return {};
}

// What compiled conditions call: the refusals, and the constexpr reads that can refuse.
namespace rt {

enum class refusal_kind : std::uint8_t { missing, division_by_zero, not_printed, empty_list, no_cell, not_a_number };

// Why a compiled condition refused a situation, as data: thrown as is, so that a data
// header builds no message (and needs neither <string> nor <stdexcept>). The engine
// entry words it as model/situation_eval.cpp words the same refusal
// (generated_runtime.hpp, rt::message); what() only names the kind, for a program
// that runs a compiled condition itself and catches std::exception. Reaching a
// throw makes a compile-time evaluation fail, as a refusal should.
struct refusal : std::exception {
  static constexpr std::size_t max_keys = 8;  // the key levels of a table herald build accepts
  refusal_kind kind = refusal_kind::missing;
  std::string_view subject;   // the field (`unit.type`), the list call, or the whole message (not_printed)
  table const* in = nullptr;  // no_cell, not_a_number: the table read, at these keys
  key keys[max_keys] = {};
  std::size_t key_count = 0;
  cell const* at = nullptr;  // not_a_number: the cell read, and the symbols that word it
  span<symbol> symbols;

  refusal(refusal_kind k, std::string_view s) : kind(k), subject(s) {}
  refusal(refusal_kind k, table const& t, std::initializer_list<key> read, cell const* c = nullptr,
          span<symbol> s = {})
      : kind(k), in(&t), at(c), symbols(s) {
    for (auto const& one : read)
      if (key_count < max_keys) keys[key_count++] = one;
  }
  char const* what() const noexcept override {
    switch (kind) {
      case refusal_kind::missing: return "the situation lacks a field a compiled condition reads";
      case refusal_kind::division_by_zero: return "a division by zero";
      case refusal_kind::not_printed: return "a chart the source does not print";
      case refusal_kind::empty_list: return "the greatest or least of an empty list";
      case refusal_kind::no_cell: return "no cell at the keys read";
      case refusal_kind::not_a_number: return "a cell read as a number is not one";
    }
    return "a compiled condition refused the situation";
  }
};

// `a / b` rounded down, as the model divides (model/eval.cpp); a division by zero refuses.
constexpr std::int64_t floor_divide(std::int64_t a, std::int64_t b) {
  if (b == 0) throw refusal(refusal_kind::division_by_zero, {});
  std::int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// A chart the source cites but does not print (`referenced`): every reading is refused, by name.
// A template over the situation read, so that the compiled function stays a constexpr one
// (and its situation parameter used) although no reading of the chart is a constant.
[[noreturn]] inline void refuse_not_printed(std::string_view message) {
  throw refusal(refusal_kind::not_printed, message);
}
template <class Situation>
constexpr std::int64_t not_printed(Situation const&, std::string_view message) {
  return refuse_not_printed(message), 0;
}
// A field the situation value did not give (`what`, as the condition names it): refused, as
// situation_eval refuses it. What the generated structs' accessors call (`s.firer_type_or_refuse()`).
[[noreturn]] inline void refuse_missing(std::string_view what) { throw refusal(refusal_kind::missing, what); }

// A cell read as a number (the language reference's "Dice and symbols"): the
// slot named `slot_name`, else its only number, else the value of its only
// valued symbol (NE counts 0; B has no value). `c` is the cell a lookup or a
// typed accessor found (nullptr: none); `keys` word a refusal.
constexpr std::int64_t cell_number(span<symbol> symbols, table const& t, cell const* c,
                                   std::initializer_list<key> keys, std::string_view slot_name) {
  if (!c) throw refusal(refusal_kind::no_cell, t, keys);
  std::size_t number_count = 0, valued_count = 0;
  std::int64_t only = 0, valued = 0;
  for (auto const& s : c->slots) {
    if (s.number && !slot_name.empty() && s.name == slot_name) return s.value;
    if (s.number) only = s.value, ++number_count;
    if (s.valued) valued = s.value, ++valued_count;
  }
  if (number_count == 1) return only;
  if (number_count == 0 && valued_count == 1) return valued;
  throw refusal(refusal_kind::not_a_number, t, keys, c, symbols);
}
constexpr std::int64_t cell_number(span<symbol> symbols, table const& t, std::initializer_list<key> keys,
                                   std::string_view slot_name) {
  return cell_number(symbols, t, lookup(t, keys.begin(), keys.size()), keys, slot_name);
}

template <class List, class Number>
constexpr std::int64_t best(List const& items, Number n, bool greatest, std::string_view what) {
  if (items.empty()) throw refusal(refusal_kind::empty_list, what);
  std::int64_t out = n(items.front());
  for (auto const& item : items) {
    std::int64_t const v = n(item);
    out = greatest ? (v > out ? v : out) : (v < out ? v : out);
  }
  return out;
}

}  // namespace rt
}  // namespace gen
}  // namespace herald::engine
