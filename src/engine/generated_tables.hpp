// The tables interface over generated constexpr data: what the headers of `herald build` plug into.
//
// A generated header (generated/*.hpp) holds its ruleset as constexpr values of
// the `gen::` types below, its modifier conditions and test rules compiled to
// C++ functions, and a `gen::ruleset` that ties them together. `generated_tables`
// implements the same members as model_tables (engine/tables.hpp) over that data,
// so the procedures of engine/afde.hpp run on it unchanged. Header-only: a
// consumer needs neither the Herald library nor Spirit X3.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/tables.hpp"

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
  std::string_view en, fr;
};

// Where a definition comes from: rule reference, source line(s), and the source
// document those lines are in (an amended cell cites its erratum's document).
struct origin {
  std::string_view ref;
  std::uint32_t line = 0, line_end = 0;
  std::string_view document;
};

struct die {
  std::string_view name;
  int low = 0, high = 0;
  origin source;
};

struct symbol {
  std::string_view name;
  text label;
  bool has_value = false;  // a cell holding only this symbol counts as `value`
  std::int64_t value = 0;
  origin source;
};

struct enum_value {
  std::string_view name;
  text label;
};

struct enum_type {
  std::string_view name;
  text label;
  span<enum_value> values;
};

enum class key_kind : std::uint8_t { name, integer, ratio };

struct key {
  key_kind kind = key_kind::name;
  std::string_view name;
  std::int64_t number = 0;
  std::uint32_t attacker = 0, defender = 0;
};

constexpr key name_key(std::string_view name) { return {key_kind::name, name, 0, 0, 0}; }
constexpr key int_key(std::int64_t n) { return {key_kind::integer, {}, n, 0, 0}; }
constexpr key ratio_key(std::uint32_t a, std::uint32_t d) { return {key_kind::ratio, {}, 0, a, d}; }

constexpr bool operator==(key const& a, key const& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case key_kind::name: return a.name == b.name;
    case key_kind::integer: return a.number == b.number;
    case key_kind::ratio: return a.attacker == b.attacker && a.defender == b.defender;
  }
  return false;
}

// One typed part of a cell: 5 in `5/7`, B in `-2 / B`.
struct slot {
  std::string_view name;  // the slot's name in its cell type, or empty
  bool number = false;    // an int or mod slot; otherwise a symbol
  std::int64_t value = 0; // a number; for a symbol with a value (NE counts 0), that value
  std::string_view symbol;
  bool valued = false;    // a symbol that counts as a number (`symbol NE ... value 0`)
};

struct cell {
  std::string_view text;  // as printed
  bool blank = false;
  span<slot> slots;
  span<std::string_view> marks;  // footnote marks
  origin source;
};

// A printed row: `paths` key paths of `levels` keys each (several keys can share a row).
struct row {
  span<key> keys;
  std::size_t paths = 0;
  std::string_view printed;
  span<cell> cells;  // in column order
  origin source;
};

struct roll {
  std::string_view die;
  int count = 1;
  span<std::string_view> lists;  // modifier lists, added or subtracted as `signs` say
  span<char> signs;
  bool opposed = false;
};

struct footnote {
  std::string_view mark, text;
  origin source;
};

struct table {
  std::string_view name;
  text label;
  origin source;
  std::size_t row_levels = 0;
  bool ratio_steps = false;  // rows are odds: a lookup takes the greatest step not above
  std::size_t column_levels = 0;
  span<key> column_keys;     // every column's keys, column after column
  span<row> rows;
  bool has_roll = false;     // cells are thresholds of this roll
  roll threshold_roll;
  span<footnote> footnotes;
};

struct band {
  std::int64_t low = 0;
  bool open = false;  // "8 or more"
  std::int64_t high = 0;
  span<cell> outcomes;  // one per outcome column
  origin source;
};

struct trigger {
  std::string_view roll;
  std::int64_t natural = 0;
  std::string_view leaders;
};

struct band_table {
  std::string_view name;
  text label;
  origin source;
  bool has_roll = false;
  roll band_roll;
  bool has_clamp = false;
  std::int64_t clamp_low = 0, clamp_high = 0;
  // The totals a roll can make: the dice's faces plus the clamped modifiers
  // (known when the table has a roll and a clamp; otherwise has_domain is false).
  bool has_domain = false;
  std::int64_t domain_low = 0, domain_high = 0;
  span<std::string_view> columns;
  span<band> bands;
  span<trigger> triggers;
};

// What a compiled condition says of one modifier in one situation.
struct verdict {
  bool applies = false;
  std::int64_t delta = 0;
  int removed_by = -1;  // the modifier (index) or, as -2 - g, the group g that removed it
};

// The run-time entry of a modifier list: reads the situation value into the
// list's situation struct, then fills one verdict per modifier. Throws
// rt::failure_at naming the modifier whose condition refused the situation.
using evaluate_fn = void (*)(situation const&, verdict*);
// The run-time entry of a test: the first rule that holds, or -1.
using decide_fn = int (*)(situation const&, std::int64_t natural, std::int64_t total);

struct modifier {
  std::string_view name;
  std::int64_t delta = 0;  // fixed delta (0 when computed)
  bool computed = false;   // the delta is read from the situation or a table
  span<std::uint16_t> excludes;  // the modifiers (indices in the list) it removes when it applies
  std::string_view text;
  origin source;
};

enum class group_policy : std::uint8_t { max, min, exclusive };

struct modifier_group {
  std::string_view name;
  group_policy policy = group_policy::max;  // keep the greatest, the least, or the first
  span<std::uint16_t> members;              // indices in the list
};

struct modifier_list {
  std::string_view name;
  text label;
  std::string_view situation;
  bool has_clamp = false;
  std::int64_t clamp_low = 0, clamp_high = 0;
  span<modifier> modifiers;
  span<modifier_group> groups;
  evaluate_fn evaluate = nullptr;
};

struct transition {
  std::string_view result;
  span<std::string_view> from;  // "*" matches any
  span<std::string_view> to;    // "*" keeps; {"eliminated"} eliminates
  origin source;
};

struct transition_table {
  std::string_view name;
  text label;
  span<transition> transitions;
};

struct test_rule {
  bool succeed = true;
  origin source;
};

struct test {
  std::string_view name;
  text label;
  std::string_view situation;
  bool has_roll = false;
  roll test_roll;
  span<test_rule> rules;
  decide_fn decide = nullptr;
};

struct ruleset {
  std::string_view name;
  std::string_view source_file;
  span<die> dice;
  span<symbol> symbols;
  span<enum_type> enums;
  span<table> tables;
  span<band_table> band_tables;
  span<modifier_list> modifier_lists;
  span<transition_table> transition_tables;
  span<test> tests;
};

template <class T>
constexpr T const* find(span<T> items, std::string_view name) {
  for (auto const& item : items)
    if (item.name == name) return &item;
  return nullptr;
}

constexpr bool contains(span<std::uint16_t> indices, std::size_t index) {
  for (auto const i : indices)
    if (i == index) return true;
  return false;
}

// Applies a list's `excludes` and groups to its verdicts (one per modifier) and
// returns the total after the clamp: what the rules add to the roll. Usable in
// constant expressions; the engine's run-time path goes through it too.
constexpr std::int64_t combine(modifier_list const& list, verdict* v) {
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
  if (!list.has_clamp) return raw;
  return raw < list.clamp_low ? list.clamp_low : raw > list.clamp_high ? list.clamp_high : raw;
}

// A list of records in a generated situation struct: a fixed capacity keeps the
// struct a literal type, so C++17 can evaluate conditions on it at compile time.
template <class T, std::size_t Capacity>
struct list {
  std::array<T, Capacity> items{};
  std::size_t count = 0;
  constexpr T const* begin() const { return items.data(); }
  constexpr T const* end() const { return items.data() + count; }
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

// The band holding `total` (the total after the band table's clamp), or nullptr.
constexpr band const* band_at(band_table const& t, std::int64_t total) {
  for (auto const& b : t.bands)
    if (total >= b.low && (b.open || total <= b.high)) return &b;
  return nullptr;
}

// The number slot named `name` of a cell (the first number when `name` is empty).
constexpr std::optional<std::int64_t> number(cell const* c, std::string_view name = {}) {
  if (!c) return std::nullopt;
  for (auto const& s : c->slots)
    if (s.number && (name.empty() || s.name == name)) return s.value;
  return std::nullopt;
}

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
inline void read_value(model::value const& v, std::int64_t& out, std::string_view what) {
  if (v.k != model::value::kind::number) throw failure(quoted(what) + " is not a number");
  out = v.number;
}
inline void read_value(model::value const& v, bool& out, std::string_view what) {
  if (v.k != model::value::kind::boolean) throw failure(quoted(what) + " is not true or false");
  out = v.boolean;
}
inline void read_value(model::value const& v, ratio& out, std::string_view what) {
  if (v.k != model::value::kind::ratio) throw failure(quoted(what) + " is not a ratio");
  out = {v.attacker, v.defender};
}
template <class T, std::size_t Capacity>
void read_value(model::value const& v, list<T, Capacity>& out, std::string_view what) {
  if (v.k != model::value::kind::list) throw failure(quoted(what) + " is not a list");
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
// An enum value from its name (the generated <enum>_from_name).
template <class Enum, class FromName>
void read_enum(model::value const& v, Enum& out, std::string_view what, FromName from_name) {
  if (v.k != model::value::kind::name && v.k != model::value::kind::text)
    throw failure(quoted(what) + " is not a single value");
  auto found = from_name(v.text);
  if (!found) throw failure(quoted(what) + " is '" + v.text + "', which its enum does not have");
  out = *found;
}

}  // namespace rt
}  // namespace gen

// The engine's tables interface over a generated ruleset.
class generated_tables {
 public:
  constexpr explicit generated_tables(gen::ruleset const& rules) : r_(rules) {}

  die_faces die(std::string const& name) const {
    auto const& d = need(r_.dice, name, "die");
    return {std::string(d.name), d.low, d.high};
  }

  modifier_sum modifiers(std::string const& list_name, situation const& s) const {
    auto const& list = need(r_.modifier_lists, list_name, "modifier list");
    std::vector<gen::verdict> verdicts(list.modifiers.size());
    try {
      list.evaluate(s, verdicts.data());
    } catch (gen::rt::failure_at const& e) {
      std::string const where = e.index < list.modifiers.size() ? "." + std::string(list.modifiers[e.index].name) : "";
      throw engine_error(list_name + where + ": " + e.what());
    } catch (gen::rt::failure const& e) {
      throw engine_error(list_name + ": " + e.what());
    }
    modifier_sum out;
    out.total = gen::combine(list, verdicts.data());
    out.modifiers.reserve(list.modifiers.size());
    for (std::size_t i = 0; i < list.modifiers.size(); ++i) {
      auto const& m = list.modifiers[i];
      applied_modifier a;
      a.name = std::string(m.name);
      a.text = std::string(m.text);
      a.ref = std::string(m.source.ref);
      a.line = m.source.line;
      a.applies = verdicts[i].applies;
      a.delta = verdicts[i].delta;
      int const by = verdicts[i].removed_by;
      if (by >= 0) a.removed_by = std::string(list.modifiers[static_cast<std::size_t>(by)].name);
      if (by <= -2) a.removed_by = "group " + std::string(list.groups[static_cast<std::size_t>(-2 - by)].name);
      if (a.applies) out.raw += a.delta;
      out.modifiers.push_back(std::move(a));
    }
    if (list.has_clamp) out.clamp = std::make_pair(list.clamp_low, list.clamp_high);
    return out;
  }

  cell_view cell(std::string const& table_name, std::vector<model::value> const& keys) const {
    cell_view out;
    std::vector<gen::key> wanted = keys_of(keys);
    out.address = gen::rt::address(table_name, wanted.data(), wanted.size());
    gen::table const* t = gen::find(r_.tables, table_name);
    if (!t) return out;
    gen::row const* r = wanted.size() == t->row_levels + t->column_levels ? gen::find_row(*t, wanted.data()) : nullptr;
    gen::cell const* c = gen::lookup(*t, wanted.data(), wanted.size());
    if (!c || !r) return out;
    // The address names the printed row (a ratio step), as model_tables does.
    out.address = gen::rt::address(table_name, r->keys.begin(), t->row_levels) +
                  gen::rt::address("", wanted.data() + t->row_levels, t->column_levels);
    out.found = true;
    out.text = std::string(c->text);
    out.slots.reserve(c->slots.size());
    for (auto const& s : c->slots) {
      out.slots.push_back({std::string(s.name), s.number, s.number ? s.value : 0, std::string(s.symbol)});
      if (!s.number)
        if (gen::symbol const* sym = gen::find(r_.symbols, s.symbol)) out.symbol_label = std::string(gen::rt::english(sym->label));
    }
    return out;
  }

  std::string row_of(std::string const& table_name, std::vector<model::value> const& row_keys) const {
    gen::table const* t = gen::find(r_.tables, table_name);
    if (!t || t->column_keys.empty() || row_keys.size() != t->row_levels) return {};
    std::vector<gen::key> wanted = keys_of(row_keys);
    gen::row const* r = gen::find_row(*t, wanted.data());
    if (!r || r->cells.empty()) return {};
    std::string out;
    for (std::size_t i = 0; i < t->row_levels; ++i) out += (i ? "][" : "") + gen::rt::key_text(r->keys[i]);
    return out;
  }

  band_roll roll_of(std::string const& name) const {
    auto const& b = need(r_.band_tables, name, "band table");
    if (!b.has_roll) throw engine_error("band table '" + name + "' declares no roll");
    band_roll out = view(b.band_roll);
    if (b.has_clamp) out.clamp = std::make_pair(b.clamp_low, b.clamp_high);
    return out;
  }

  std::optional<band_roll> table_roll(std::string const& name) const {
    gen::table const* t = gen::find(r_.tables, name);
    if (!t || !t->has_roll) return std::nullopt;
    return view(t->threshold_roll);
  }

  band_row band(std::string const& name, std::int64_t total) const {
    auto const& b = need(r_.band_tables, name, "band table");
    band_row out;
    out.columns.reserve(b.columns.size());
    for (auto const& c : b.columns) out.columns.emplace_back(c);
    if (gen::band const* found = gen::band_at(b, total)) {
      gen::band const& candidate = *found;
      out.found = true;
      out.ref = std::string(candidate.source.ref.empty() ? b.source.ref : candidate.source.ref);
      out.line = candidate.source.line;
      for (auto const& c : candidate.outcomes) {
        std::vector<std::string> results;
        if (!c.blank)
          for (auto const& s : c.slots) results.emplace_back(s.symbol);
        out.outcomes.push_back(std::move(results));
      }
    }
    return out;
  }

  std::vector<trigger_view> triggers(std::string const& name) const {
    std::vector<trigger_view> out;
    if (gen::band_table const* b = gen::find(r_.band_tables, name))
      for (auto const& t : b->triggers) out.push_back({std::string(t.roll), t.natural, std::string(t.leaders)});
    return out;
  }

  state_change transition(std::string const& name, std::string const& result, unit_state const& from) const {
    state_change out;
    gen::transition_table const* table = gen::find(r_.transition_tables, name);
    if (!table) return out;
    for (auto const& t : table->transitions) {
      if (t.result != result || t.from.size() < 2) continue;
      if (!matches(t.from[0], from.fatigue) || !matches(t.from[1], from.order)) continue;
      out.matched = true;
      out.ref = std::string(t.source.ref);
      out.line = t.source.line;
      if (t.to.size() == 1 && t.to[0] == "eliminated") {
        out.to.eliminated = true;
      } else if (t.to.size() >= 2) {
        out.to.fatigue = t.to[0] == "*" ? from.fatigue : std::string(t.to[0]);
        out.to.order = t.to[1] == "*" ? from.order : std::string(t.to[1]);
      }
      return out;
    }
    return out;
  }

  test_view test_of(std::string const& name) const {
    auto const& t = need(r_.tests, name, "test");
    if (!t.has_roll) throw engine_error("test '" + name + "' declares no roll");
    band_roll roll = view(t.test_roll);
    return {roll.die, roll.lists, roll.signs};
  }

  bool test(std::string const& name, situation const& s, std::int64_t natural, std::int64_t total) const {
    auto const& t = need(r_.tests, name, "test");
    int rule = -1;
    try {
      rule = t.decide(s, natural, total);
    } catch (gen::rt::failure const& e) {
      throw engine_error(name + ": " + e.what());
    }
    if (rule < 0)
      throw engine_error("no rule of test '" + name + "' decides a natural " + std::to_string(natural) + ", total " +
                         std::to_string(total));
    return t.rules[static_cast<std::size_t>(rule)].succeed;
  }

  gen::ruleset const& rules() const { return r_; }

 private:
  template <class T>
  static T const& need(gen::span<T> items, std::string const& name, char const* what) {
    if (T const* found = gen::find(items, name)) return *found;
    throw engine_error(std::string("the ruleset has no ") + what + " '" + name + "'");
  }

  static bool matches(std::string_view pattern, std::string const& value) { return pattern == "*" || pattern == value; }

  static std::vector<gen::key> keys_of(std::vector<model::value> const& keys) {
    std::vector<gen::key> out;
    for (auto const& k : keys) {
      if (k.k == model::value::kind::ratio) out.push_back(gen::ratio_key(k.attacker, k.defender));
      else if (k.k == model::value::kind::number) out.push_back(gen::int_key(k.number));
      else out.push_back(gen::name_key(k.text));
    }
    return out;
  }

  static band_roll view(gen::roll const& r) {
    band_roll out;
    out.die = std::string(r.die);
    out.count = r.count;
    for (auto const& l : r.lists) out.lists.emplace_back(l);
    for (char c : r.signs) out.signs.push_back(c);
    out.opposed = r.opposed;
    return out;
  }

  gen::ruleset const& r_;
};

}  // namespace herald::engine
