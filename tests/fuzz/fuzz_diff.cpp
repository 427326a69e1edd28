// libFuzzer harness: two .herald files compared by `herald diff --impact`, every report.
//
// The input is the old side, a NUL byte, the new side and, after a second NUL, the system file
// both may import as "system.herald" (the new side may import the old as "old.herald", as an
// edition extends the one before).
//
// Each side is loaded and checked as `herald diff` does; where both check clean, the structural
// diff, the impact (its parts and memory bounded, so that one input costs milliseconds, not
// minutes) and the text, JSON and HTML reports.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "diff/diff.hpp"
#include "diff/diff_report.hpp"
#include "diff/impact.hpp"
#include "diff/impact_report.hpp"
#include "engine/core/budget.hpp"
#include "fuzz_input.hpp"

namespace {

// One side: its own sources and library, as the command gives each side its own session.
struct side {
  herald::source_manager sources;
  herald::diagnostics diags;
  herald::model::library library{sources, diags};
  herald::model::ruleset const* rules = nullptr;
  explicit side(std::filesystem::path const& file) {
    auto name = library.load(file, herald::fuzz::folder());
    if (!name || diags.error_count() != 0) return;
    herald::check::options opts = herald::fuzz::bounded_check_options();
    opts.find_ruleset = [this](std::string const& other) { return library.find(other); };
    herald::check::run_all(*library.find(*name), opts, diags);
    if (diags.error_count() == 0) rules = library.find(*name);
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  using namespace herald;
  std::string_view const bytes(reinterpret_cast<char const*>(data), size);
  std::size_t const split = bytes.find('\0');
  if (split == std::string_view::npos) return 0;
  std::string_view const rest = bytes.substr(split + 1);
  std::size_t const system_at = rest.find('\0');
  fuzz::write("system.herald", system_at == std::string_view::npos ? std::string_view() : rest.substr(system_at + 1));
  fuzz::write("old.herald", bytes.substr(0, split));
  fuzz::write("new.herald", rest.substr(0, system_at));
  side const old_side(fuzz::folder() / "old.herald");
  side const new_side(fuzz::folder() / "new.herald");
  if (!old_side.rules || !new_side.rules) return 0;
  diff::result const changes = diff::compare(*old_side.rules, *new_side.rules);
  engine::budget memory(std::uint64_t(16) << 20);
  diff::impact_options how;
  how.memory = &memory;
  how.part_limit = 2000;
  how.naive_limit = 2000;
  diff::impact_result const weighed = diff::impact(*old_side.rules, *new_side.rules, changes, how);
  diff::sources const where{old_side.sources, new_side.sources};
  diff::text_report(changes, where);
  diff::json_report(changes, where, &weighed);
  diff::html_report(changes, where, &weighed);
  diff::impact_text(weighed, new_side.rules->name);
  return 0;
}
