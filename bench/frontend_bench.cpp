// The front end and the checker on large rulesets, against nlohmann::json parsing the same content.
//
// The inputs are generated (bench/make_ruleset.py: the 2010 edition's body copied under fresh
// names) with their JSON export beside them (`herald export --format json`), into the folder
// HERALD_BENCH_INPUTS names; bench/run.sh writes them. Each benchmark reports bytes per second
// of its own input; the ratio that matters is the time for the same ruleset.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "check/catalogue.hpp"
#include "grammar/parser.hpp"
#include "model/library.hpp"

namespace {

using namespace herald;

std::filesystem::path inputs() {
  char const* dir = std::getenv("HERALD_BENCH_INPUTS");
  return dir ? dir : "/tmp/herald-bench";
}

std::filesystem::path input(std::int64_t megabytes, char const* extension) {
  return inputs() / ("afde-" + std::to_string(megabytes) + "mb" + extension);
}

std::optional<std::string> read(std::filesystem::path const& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Lexing and parsing into the syntax tree: `herald check --syntax-only`.
void herald_parse(benchmark::State& state) {
  auto text = read(input(state.range(0), ".herald"));
  if (!text) return state.SkipWithError("no input: run bench/run.sh (it writes them with bench/make_ruleset.py)");
  source_file file;
  file.id = 1;
  file.path = "bench.herald";
  file.text = std::move(*text);
  for (auto _ : state) {
    diagnostics diags;
    ast::file tree;
    if (!grammar::parse_file(file, diags, tree)) return state.SkipWithError("the generated ruleset does not parse");
    benchmark::DoNotOptimize(tree);
  }
  state.SetBytesProcessed(state.iterations() * std::int64_t(file.text.size()));
}

// The same ruleset's JSON export parsed by nlohmann::json: the named alternative.
void json_parse(benchmark::State& state) {
  auto text = read(input(state.range(0), ".json"));
  if (!text) return state.SkipWithError("no input: run bench/run.sh");
  for (auto _ : state) {
    auto document = nlohmann::json::parse(*text);
    benchmark::DoNotOptimize(document);
  }
  state.SetBytesProcessed(state.iterations() * std::int64_t(text->size()));
}

// Parse, resolve and every check of the checker: `herald check`.
void herald_check(benchmark::State& state) {
  auto const path = input(state.range(0), ".herald");
  std::int64_t const size = std::filesystem::exists(path) ? std::int64_t(std::filesystem::file_size(path)) : 0;
  if (!size) return state.SkipWithError("no input: run bench/run.sh");
  for (auto _ : state) {
    source_manager sources;
    diagnostics diags;
    model::library library(sources, diags);
    auto name = library.load(path, path.parent_path());
    if (!name || diags.has_errors()) return state.SkipWithError("the generated ruleset does not resolve");
    check::run_all(*library.find(*name), {}, diags);
    benchmark::DoNotOptimize(diags);
  }
  state.SetBytesProcessed(state.iterations() * size);
}

BENCHMARK(herald_parse)->Arg(1)->Arg(5)->Arg(20)->Unit(benchmark::kMillisecond);
BENCHMARK(json_parse)->Arg(1)->Arg(5)->Arg(20)->Unit(benchmark::kMillisecond);
BENCHMARK(herald_check)->Arg(1)->Arg(5)->Arg(20)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
