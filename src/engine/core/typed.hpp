// What the engine reads of a game's own generated situation struct: which fields it was given, and a modifier list summed on it.
//
// A generated record (a system header's struct) names its fields in `herald_fields`, bit i of
// `herald_present` standing for field i; its ruleset's engine entry header sums each list on the
// struct with `lists::fill_list`. A game system's typed ports (engine/afde/typed_melee.hpp) read
// through these, so that the rules they share with `herald resolve` never see a situation value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include "engine/core/formulas.hpp"
#include "engine/core/generated_layout.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {

// The bit of herald_present standing for field `name` of a generated record (64: it has none).
template <class Record>
std::size_t field_bit(std::string_view name) {
  for (std::size_t i = 0; i < std::size(Record::herald_fields); ++i)
    if (Record::herald_fields[i] == name) return i;
  return 64;
}

template <class Record>
bool field_given(Record const& r, std::size_t bit) {
  return bit < 64 && (r.herald_present >> bit & 1u);
}

template <class Record>
void set_given(Record& r, std::size_t bit) {
  if (bit < 64) r.herald_present |= std::uint64_t{1} << bit;
}

// What a roll's lists add: the total within the clamps, and the sum the tie-breaks read.
struct typed_sum {
  std::int64_t total = 0, raw = 0;
};

// One list of a roll (nullptr where the ruleset has none of that name), by its index in the ruleset's lists.
struct typed_list_ref {
  std::string_view name;
  gen::modifier_list const* list = nullptr;
  std::size_t index = 0;
  int sign = 1;
};

// The roll's lists of `roll` found in `r` (`fallback` where the roll names none and it is not
// empty), once.
template <class Refs>
void find_lists(gen::ruleset const& r, gen::roll const& roll, std::string_view fallback, Refs& out) {
  auto add = [&](std::string_view name, int sign) {
    gen::modifier_list const* l = gen::find(r.modifier_lists, name);
    out.push_back({name, l, l ? static_cast<std::size_t>(l - r.modifier_lists.begin()) : 0, sign});
  };
  if (roll.lists.empty() && !fallback.empty()) add(fallback, 1);
  for (std::size_t i = 0; i < roll.lists.size(); ++i) add(roll.lists[i], i < roll.signs.size() && roll.signs[i] == '-' ? -1 : 1);
}

// A list summed on the struct `s` by the ruleset's compiled conditions (`fill`, its lists::fill_list),
// its refusals worded as the engine words them on a situation value.
template <class S>
void add_typed_list(typed_list_ref const& ref, S const& s, bool (*fill)(std::size_t, S const&, gen::verdict*),
                    typed_sum& out) {
  gen::modifier_list const* l = ref.list;
  if (!l) throw engine_error("the ruleset has no modifier list '" + std::string(ref.name) + "'");
  if (l->modifiers.size() > 64) throw engine_error("modifier list '" + std::string(ref.name) + "' has over 64 modifiers");
  union verdicts {  // left uninitialised: fill_list writes one verdict per modifier
    gen::verdict v[64];
    verdicts() {}
  } storage;
  gen::verdict* const v = storage.v;
  bool read = false;
  list_guarded(*l, [&] { read = fill(ref.index, s, v); });
  if (!read) throw engine_error("modifier list '" + std::string(ref.name) + "' does not read this situation");
  std::int64_t raw = 0;
  std::int64_t const total = gen::combine(*l, v, &raw);
  out.total += ref.sign * total;
  out.raw += ref.sign * raw;
}

}  // namespace herald::engine
