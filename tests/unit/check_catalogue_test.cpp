// The checks and the list of ids agree: every documented finding of the checker is reported by exactly one check.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"
#include "test_support.hpp"

namespace herald {
namespace {

TEST(check_catalogue_test, each_checker_finding_has_exactly_one_check) {
  std::map<std::string, int> reported;
  for (auto const& c : check::catalogue())
    for (char const* id : c->kinds()) {
      diagnostic_kind const* kind = find_diagnostic_kind(id);
      ASSERT_NE(kind, nullptr) << id << " is not in support/diagnostic_ids.def";
      EXPECT_TRUE(kind->documented) << id << " is reported by a check but not documented";
      EXPECT_EQ(kind->stage, diagnostic_stage::checker) << id << " is reported by a check but not of the checker";
      ++reported[id];
    }
  for (auto const& kind : diagnostic_kinds()) {
    if (kind.documented && kind.stage == diagnostic_stage::checker) {
      EXPECT_EQ(reported[kind.id], 1) << kind.id << " should be reported by exactly one check";
    }
  }
}

TEST(check_catalogue_test, documented_kinds_are_listed_in_order) {
  auto const& listed = check::all_kinds();
  std::size_t next = 0;
  for (auto const& kind : diagnostic_kinds()) {
    if (!kind.documented) continue;
    ASSERT_LT(next, listed.size());
    EXPECT_STREQ(listed[next++].id, kind.id);
  }
  EXPECT_EQ(next, listed.size());
  EXPECT_NE(check::find_kind(ids::cell_out_of_reach), nullptr);
  EXPECT_NE(check::find_kind(ids::parse_expected), nullptr);  // the parser's own: listed and explained too
  EXPECT_EQ(check::find(ids::parse_expected), nullptr);       // but no check decides it
  EXPECT_NE(check::find(ids::cell_out_of_reach), nullptr);
  EXPECT_EQ(check::find(ids::name_undefined), nullptr);  // decided by the resolver: no check to disable
}

// The messages of `id`'s findings on `text`, checked with `situation_limit`.
std::string findings_with_limit(std::string const& text, char const* id, std::size_t situation_limit) {
  testing::rule_files files;
  testing::loaded l;
  auto name = l.load(files.write("main.herald", text), files.dir());
  EXPECT_TRUE(name && l.diags.error_count() == 0) << l.ids();
  if (!name) return {};
  check::options opts;
  opts.situation_limit = situation_limit;
  check::run_all(*l.library.find(*name), opts, l.diags);
  std::string out;
  for (auto const& d : l.diags.all())
    if (d.id == id) out += d.message + "\n";
  return out;
}

// The bound the fuzz harnesses lower (tests/fuzz/fuzz_input.hpp): a space over it leaves the
// question undecided, said so, and the same space under it is weighed.
TEST(check_catalogue_test, a_space_over_the_situation_limit_is_left_undecided) {
  std::string const text =
      "system s;\n"
      "situation melee { charge: bool; odds: int 0..3; }\n"
      "modifiers melee_modifiers on melee {\n"
      "  cumulative;\n"
      "  clamp -2..+2;\n"
      "  odds: (odds) when charge;\n"  // one part over charge and odds: 2 x 4 situations
      "}\n";
  EXPECT_EQ(findings_with_limit(text, ids::modifier_clamp_reach, 60000),
            "the raw total of 'melee_modifiers' runs from 0 to +3 over the situations of the schema; the clamp "
            "-2..+2 changes it above +2 (highest: {charge: true, odds: 3})\n");
  EXPECT_EQ(findings_with_limit(text, ids::modifier_clamp_reach, 8),
            findings_with_limit(text, ids::modifier_clamp_reach, 60000));
  EXPECT_EQ(findings_with_limit(text, ids::modifier_clamp_reach, 7),
            "the reach of the clamp of 'melee_modifiers' is not decided: its modifiers read too many combinations "
            "of fields\n");
}

}  // namespace
}  // namespace herald
