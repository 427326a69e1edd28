// libFuzzer harness: a situation file through `herald resolve` on the 2010 edition, every procedure it names.
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
  edition() {
    auto const file = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde" / "afde-2010.herald";
    auto name = library.load(file, file.parent_path());
    if (!name || diags.error_count() > 0) {
      std::cerr << "fuzz_situation: the 2010 edition does not load\n";
      std::abort();
    }
    rules = library.find(*name);
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  static edition const loaded;
  herald::source_manager sources;
  herald::diagnostics diags;
  auto id = sources.add("situation.json", std::string(reinterpret_cast<char const*>(data), size));
  auto in = herald::engine::read_situation_json(sources.file(id), *loaded.rules, diags);
  std::ostringstream sink;
  if (in) {
    herald::engine::model_tables tables(*loaded.rules);
    try {
      if (!in->rolls.empty()) {
        herald::engine::given_dice dice(in->rolls);
        herald::engine::write_text(sink, herald::engine::resolve_once(tables, in->kind, in->given, dice));
      } else {
        auto before = herald::engine::before_roll(tables, in->kind, in->given);
        herald::engine::write_text(sink, in->kind, herald::engine::resolve_all(tables, in->kind, in->given),
                                   before ? &*before : nullptr);
      }
    } catch (herald::engine::engine_error const& e) {
      diags.error("situation.refused", e.where, e.what());
    }
  }
  diags.sort();
  herald::render_text(diags, sources, {}, sink);
  return 0;
}
