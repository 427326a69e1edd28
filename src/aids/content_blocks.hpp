// The printed blocks of a ruleset (its tables, lists, band tables, transitions, tests, pools), each value kept with its meaning.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "aids/aid.hpp"
#include "aids/content_wording.hpp"

namespace herald::aids {

// A block under construction, with each value's identity and meaning kept for the comparison with bases.
struct marked_block {
  block b;
  // (row, column) of body -> identity and meaning, for cells that carry a value
  std::map<std::pair<std::size_t, std::size_t>, std::pair<std::string, std::string>> values;
  std::map<std::string, std::string> value_of;  // identity -> meaning
  std::map<std::string, std::string> printed_of;  // identity -> text as printed
  std::map<std::string, std::string> where_of;    // identity -> "row, column"
  std::map<std::string, std::string> footnote_of;  // mark -> text
  std::string footnote_lang;
  std::string ref;
  int order_file = 0;
  std::uint32_t order_at = 0;

  void value(std::size_t row, std::size_t column, std::string id, std::string meaning, std::string where) {
    values[{row, column}] = {id, meaning};
    value_of[id] = meaning;
    printed_of[id] = b.body[row][column].text;
    where_of[id] = std::move(where);
  }
};

// Every printed block of `rules`, keyed by kind and name ("table:fire_table").
std::map<std::string, marked_block> blocks_of(model::ruleset const& rules, wording const& w);

// The keys of `blocks` in the order the books print them: where the oldest
// edition of the line declares each, in its file's order.
std::vector<std::string> print_order(model::library const& library, model::ruleset const& rules,
                                     std::map<std::string, marked_block> const& blocks);

}  // namespace herald::aids
