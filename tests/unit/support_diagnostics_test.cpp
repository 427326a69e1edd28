// Unit tests for the diagnostics collector: counting and deterministic order.
#include <gtest/gtest.h>

#include "support/diagnostics.hpp"

namespace herald {
namespace {

TEST(diagnostics_test, counts_skip_acknowledged_and_notes) {
  diagnostics diags;
  diags.error("a.one", {}, "e1");
  diags.error("a.two", {}, "e2").acknowledged = true;
  diags.warning("a.three", {}, "w1");
  diags.warning("a.four", {}, "w2").acknowledged = true;
  diags.report(severity::note, "a.five", {}, "n");
  EXPECT_EQ(diags.error_count(), 1u);
  EXPECT_EQ(diags.warning_count(), 1u);
  EXPECT_TRUE(diags.has_errors());
  EXPECT_EQ(diags.all().size(), 5u);
}

TEST(diagnostics_test, only_acknowledged_errors_mean_no_errors) {
  diagnostics diags;
  diags.error("a.one", {}, "e1").acknowledged = true;
  EXPECT_FALSE(diags.has_errors());
}

TEST(diagnostics_test, report_keeps_fields) {
  diagnostics diags;
  auto& d = diags.warning("name.unused", {2, 5, 9}, "unused");
  EXPECT_EQ(d.level, severity::warning);
  EXPECT_EQ(d.id, "name.unused");
  EXPECT_EQ(d.where.file, 2u);
  EXPECT_EQ(d.where.begin, 5u);
  EXPECT_EQ(d.where.end, 9u);
  EXPECT_EQ(d.message, "unused");
  EXPECT_TRUE(d.notes.empty());
  EXPECT_FALSE(d.acknowledged);
}

TEST(diagnostics_test, sort_orders_by_file_offset_then_id_and_is_stable) {
  diagnostics diags;
  diags.error("b", {2, 0, 1}, "1");
  diags.error("b", {1, 9, 10}, "2");
  diags.error("a", {1, 9, 10}, "3");
  diags.error("a", {1, 3, 4}, "4");
  diags.error("a", {1, 3, 4}, "5");
  diags.error("z", {}, "6");
  diags.sort();
  std::string order;
  for (auto const& d : diags.all()) order += d.message;
  EXPECT_EQ(order, "645321");
}

}  // namespace
}  // namespace herald
