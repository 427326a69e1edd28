// Turns collected diagnostics into clang-style text, a JSON document, or SARIF 2.1.0.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <map>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald {

struct render_options {
  bool colour = false;             // ANSI colours; text format only
  bool show_acknowledged = false;  // also print diagnostics acknowledged with a citation
  std::string tool_version;        // empty: the version herald was built as
  std::size_t sarif_result_limit = 25000;  // GitHub code scanning's results per run (the most severe kept)
  std::string information_uri;     // SARIF tool.driver.informationUri; omitted when empty
  // Text: the counts the summary line reports when only some diagnostics are
  // listed (an error limit); by default, those of the diagnostics rendered.
  std::optional<std::pair<std::size_t, std::size_t>> summary_counts;
  // SARIF rule metadata of every documented rule id: its default level and
  // its page (what `herald check --explain ID` prints), carried as
  // fullDescription and help.  Every documented rule is listed, used or not,
  // so a rule's index is the same in every run.
  struct rule_doc {
    severity level = severity::error;
    std::string help;
  };
  std::map<std::string, rule_doc> rules;
};

enum class output_format { text, json, sarif };

// Accepts "text", "json" and "sarif"; anything else gives nullopt.
std::optional<output_format> parse_output_format(std::string_view name);

// Each renderer reads the diagnostics in their current order (call diagnostics::sort first
// for deterministic output) and writes a complete document to `out`.
void render_text(diagnostics const& diags, source_manager const& sources,
                 render_options const& options, std::ostream& out);
void render_json(diagnostics const& diags, source_manager const& sources,
                 render_options const& options, std::ostream& out);
void render_sarif(diagnostics const& diags, source_manager const& sources,
                  render_options const& options, std::ostream& out);
// The diagnostics located in `path` as a Language Server's `Diagnostic` array (what
// `herald lsp` publishes); `uri_of` turns a file's path into its URI (related notes).
nlohmann::json render_lsp(diagnostics const& diags, source_manager const& sources, std::string const& path,
                          std::function<std::string(std::string const&)> const& uri_of);

void render(output_format format, diagnostics const& diags, source_manager const& sources,
            render_options const& options, std::ostream& out);

// "error", "warning" or "note".
char const* severity_name(severity level);

// Clang-style closing line, e.g. "2 errors and 1 warning generated."; empty when both are 0.
std::string summary_line(std::size_t errors, std::size_t warnings);

// Short human description of a check id, used for SARIF rules; never empty.
std::string describe_rule(std::string const& id);

// `--color`: auto (a terminal, NO_COLOR (https://no-color.org) unset or empty, TERM not
// "dumb"), always, never.
enum class colour_choice { automatic, always, never };
// Whether diagnostics written to `fd` are coloured.
bool should_use_colour(int fd, colour_choice choice = colour_choice::automatic);

// The version Herald was built as (CMake's project VERSION): --version, SARIF's tool version.
std::string built_version();

}  // namespace herald
