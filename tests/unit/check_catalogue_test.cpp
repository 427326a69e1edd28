// The checks and the list of ids agree: every documented finding of the checker is reported by exactly one check.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

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

}  // namespace
}  // namespace herald
