// libFuzzer harness: a situation file through `herald resolve` on the 2010 edition or Order of Arms 1.0 (its dice pools), every procedure it names.
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include "engine/report.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"
#include "fuzz_input.hpp"

namespace {

// The edition is loaded and checked once; each input is only a situation.
struct edition {
  herald::source_manager sources;
  herald::diagnostics diags;
  herald::model::library library{sources, diags};
  herald::model::ruleset const* rules = nullptr;
  explicit edition(std::filesystem::path const& relative) {
    auto const file = std::filesystem::path(HERALD_SOURCE_DIR) / relative;
    auto name = library.load(file, file.parent_path());
    if (!name || diags.error_count() > 0) {
      std::cerr << "fuzz_situation: " << relative << " does not load\n";
      std::abort();
    }
    rules = library.find(*name);
  }
};

void resolve(herald::model::ruleset const& rules, herald::engine::situation_input const& in, herald::diagnostics& diags,
             std::ostringstream& sink) {
  herald::engine::ruleset_tables const tables(rules);
  try {
    if (!in.rolls.empty()) {
      herald::engine::given_dice dice(in.rolls);
      herald::engine::write_text(sink, herald::engine::resolve_once(tables, in.kind, in.given, dice));
    } else {
      // As herald resolve bounds it: a situation whose distribution outgrows the budget is refused by
      // name (tests/resolve/bad/melee_eight_leaders_over_budget.json, a seed, would take minutes).
      herald::engine::budget memory(std::uint64_t(16) << 20);
      auto before = herald::engine::before_roll(tables, in.kind, in.given);
      herald::engine::write_text(sink, in.kind, herald::engine::resolve_all(tables, in.kind, in.given, &memory),
                                 before ? &*before : nullptr);
      // And over merged states, where the game system resolves so (herald resolve --merged).
      herald::engine::budget merged_memory(std::uint64_t(16) << 20);
      if (auto merged = herald::engine::resolve_merged(tables, in.kind, in.given, &merged_memory))
        herald::engine::write_text(sink, in.kind, merged->d, before ? &*before : nullptr, {}, true,
                                   merged->whole_combat);
    }
  } catch (herald::engine::engine_error const& e) {
    diags.error("situation.refused", e.where, e.what());
  } catch (herald::engine::resource_limit const& e) {
    diags.error("resource.limit", {}, e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  static edition const afde("rulesets/afde/afde-2010.herald");
  static edition const order_of_arms("rulesets/order-of-arms/order-of-arms-1.0.herald");
  herald::source_manager sources;
  herald::diagnostics diags;
  auto id = sources.add("situation.json", std::string(reinterpret_cast<char const*>(data), size));
  std::ostringstream sink;
  // A situation of the 2010 edition, else of Order of Arms (its pools: charge_combat, close_combat...).
  if (auto in = herald::engine::read_situation_json(sources.file(id), *afde.rules, diags)) {
    resolve(*afde.rules, *in, diags, sink);
  } else {
    herald::diagnostics oa_diags;
    if (auto oa = herald::engine::read_situation_json(sources.file(id), *order_of_arms.rules, oa_diags))
      resolve(*order_of_arms.rules, *oa, oa_diags, sink);
    oa_diags.sort();
    herald::render_text(oa_diags, sources, {}, sink);
  }
  diags.sort();
  herald::render_text(diags, sources, {}, sink);
  return 0;
}
