// Unit tests for the text, JSON and SARIF diagnostic renderers.
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/render.hpp"

namespace herald {
namespace {

using nlohmann::json;

// The byte range of the first `needle` in `file`'s text (after `from`).
source_range range_of(source_manager const& sources, file_id file, std::string const& needle,
                      std::size_t from = 0) {
  auto const at = sources.file(file).text.find(needle, from);
  EXPECT_NE(at, std::string::npos) << needle;
  return {file, static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + needle.size())};
}

std::string text_of(diagnostics const& diags, source_manager const& sources,
                    render_options const& options = {}) {
  std::ostringstream out;
  render_text(diags, sources, options, out);
  return out.str();
}

json json_of(diagnostics const& diags, source_manager const& sources,
             render_options const& options = {}) {
  std::ostringstream out;
  render_json(diags, sources, options, out);
  return json::parse(out.str());
}

std::string sarif_text(diagnostics const& diags, source_manager const& sources,
                       render_options const& options = {}) {
  std::ostringstream out;
  render_sarif(diags, sources, options, out);
  return out.str();
}

json sarif_of(diagnostics const& diags, source_manager const& sources,
              render_options const& options = {}) {
  return json::parse(sarif_text(diags, sources, options));
}

class render_test : public ::testing::Test {
 protected:
  source_manager sources;
  diagnostics diags;
  file_id combat = sources.add("rules/combat.hrd",
                               "table combat {\n"
                               "\tstrength\t=\tfoo + 1;\n"
                               "  morale = bar;\n"
                               "}\n");
};

// ---------------------------------------------------------------- text

TEST_F(render_test, caret_keeps_tabs_and_underlines_whole_range) {
  diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown name 'foo'");
  EXPECT_EQ(text_of(diags, sources),
            "rules/combat.hrd:2:13: error: unknown name 'foo' [name.undefined]\n"
            "\tstrength\t=\tfoo + 1;\n"
            "\t        \t \t^~~\n"
            "1 error generated.\n");
}

TEST_F(render_test, tabs_inside_range_are_kept_so_the_underline_ends_aligned) {
  diags.warning("type.mismatch", range_of(sources, combat, "strength\t=\tfoo"), "odd");
  EXPECT_EQ(text_of(diags, sources),
            "rules/combat.hrd:2:2: warning: odd [type.mismatch]\n"
            "\tstrength\t=\tfoo + 1;\n"
            "\t^~~~~~~~\t~\t~~~\n"
            "1 warning generated.\n");
}

TEST_F(render_test, related_note_prints_its_own_snippet) {
  auto& d = diags.error("name.duplicate", range_of(sources, combat, "morale"),
                        "'morale' is defined twice");
  d.notes.push_back({range_of(sources, combat, "combat"), "previous definition is here"});
  EXPECT_EQ(text_of(diags, sources),
            "rules/combat.hrd:3:3: error: 'morale' is defined twice [name.duplicate]\n"
            "  morale = bar;\n"
            "  ^~~~~~\n"
            "rules/combat.hrd:1:7: note: previous definition is here\n"
            "table combat {\n"
            "      ^~~~~~\n"
            "1 error generated.\n");
}

TEST_F(render_test, diagnostic_without_location_names_the_tool) {
  diags.error("io.read", {}, "cannot open file 'missing.hrd'");
  EXPECT_EQ(text_of(diags, sources),
            "herald: error: cannot open file 'missing.hrd' [io.read]\n"
            "1 error generated.\n");
}

TEST_F(render_test, empty_range_gets_a_single_caret) {
  auto const at = range_of(sources, combat, ";").begin;
  diags.error("parse.expected", {combat, at, at}, "expected expression");
  EXPECT_EQ(text_of(diags, sources),
            "rules/combat.hrd:2:20: error: expected expression [parse.expected]\n"
            "\tstrength\t=\tfoo + 1;\n"
            "\t        \t \t       ^\n"
            "1 error generated.\n");
}

TEST_F(render_test, range_over_several_lines_is_underlined_to_end_of_first_line) {
  diags.error("parse.unterminated", range_of(sources, combat, "bar;\n}"), "unclosed");
  EXPECT_EQ(text_of(diags, sources),
            "rules/combat.hrd:3:12: error: unclosed [parse.unterminated]\n"
            "  morale = bar;\n"
            "           ^~~~\n"
            "1 error generated.\n");
}

TEST(render_text_edge, caret_at_end_of_file_without_newline) {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("a.hrd", "x = 1");
  diags.error("parse.expected", {f, 5, 5}, "expected ';'");
  EXPECT_EQ(text_of(diags, sources),
            "a.hrd:1:6: error: expected ';' [parse.expected]\n"
            "x = 1\n"
            "     ^\n"
            "1 error generated.\n");
}

TEST(render_text_edge, utf8_continuation_bytes_take_no_caret_cell) {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("a.hrd", "K\xC3\xB6nigsberg = zz;\n");  // "Königsberg"
  diags.error("name.undefined", range_of(sources, f, "zz"), "unknown");
  EXPECT_EQ(text_of(diags, sources),
            "a.hrd:1:15: error: unknown [name.undefined]\n"
            "K\xC3\xB6nigsberg = zz;\n"
            "             ^~\n"
            "1 error generated.\n");
}

TEST(render_text_edge, crlf_line_is_printed_without_carriage_return) {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("a.hrd", "a = b;\r\nc = d;\r\n");
  diags.error("name.undefined", range_of(sources, f, "d"), "unknown");
  EXPECT_EQ(text_of(diags, sources),
            "a.hrd:2:5: error: unknown [name.undefined]\n"
            "c = d;\n"
            "    ^\n"
            "1 error generated.\n");
}

TEST(render_text_edge, underline_stops_at_stripped_carriage_return) {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("a.hrd", "a = bc\r\n");
  diags.error("name.undefined", range_of(sources, f, "bc\r"), "unknown");
  EXPECT_EQ(text_of(diags, sources),
            "a.hrd:1:5: error: unknown [name.undefined]\n"
            "a = bc\n"
            "    ^~\n"
            "1 error generated.\n");
}

TEST(render_text_edge, unknown_file_id_renders_without_location) {
  source_manager sources;
  diagnostics diags;
  diags.error("io.read", {7, 0, 1}, "stale range");
  EXPECT_EQ(text_of(diags, sources), "herald: error: stale range [io.read]\n1 error generated.\n");
}

TEST(summary, follows_the_clang_wording) {
  EXPECT_EQ(summary_line(0, 0), "");
  EXPECT_EQ(summary_line(1, 0), "1 error generated.");
  EXPECT_EQ(summary_line(3, 0), "3 errors generated.");
  EXPECT_EQ(summary_line(0, 1), "1 warning generated.");
  EXPECT_EQ(summary_line(0, 2), "2 warnings generated.");
  EXPECT_EQ(summary_line(2, 1), "2 errors and 1 warning generated.");
  EXPECT_EQ(summary_line(1, 2), "1 error and 2 warnings generated.");
}

TEST(summary, notes_alone_print_no_summary_line) {
  source_manager sources;
  diagnostics diags;
  diags.report(severity::note, "io.read", {}, "read 3 files");
  EXPECT_EQ(text_of(diags, sources), "herald: note: read 3 files [io.read]\n");
}

TEST_F(render_test, mixed_counts_in_summary) {
  diags.error("name.undefined", range_of(sources, combat, "foo"), "a");
  diags.warning("name.unused", range_of(sources, combat, "morale"), "b");
  diags.error("name.undefined", range_of(sources, combat, "bar"), "c");
  auto const text = text_of(diags, sources);
  EXPECT_NE(text.find("\n2 errors and 1 warning generated.\n"), std::string::npos) << text;
}

TEST_F(render_test, colour_off_writes_no_escape_codes) {
  diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown name 'foo'");
  render_options options;
  options.colour = false;
  EXPECT_EQ(text_of(diags, sources, options).find('\033'), std::string::npos);
}

TEST_F(render_test, colour_on_marks_severity_location_and_caret) {
  diags.error("name.undefined", range_of(sources, combat, "foo"), "m");
  diags.warning("name.unused", range_of(sources, combat, "bar"), "w");
  render_options options;
  options.colour = true;
  auto const text = text_of(diags, sources, options);
  EXPECT_NE(text.find("\033[1mrules/combat.hrd:2:13: \033[0m\033[1;31merror: \033[0m"),
            std::string::npos) << text;
  EXPECT_NE(text.find("\033[1;35mwarning: \033[0m"), std::string::npos) << text;
  EXPECT_NE(text.find("\033[1;32m\t        \t \t^~~\033[0m\n"), std::string::npos) << text;
}

// Hidden, but never silently: one line says how many and how to see them.
TEST_F(render_test, acknowledged_is_hidden_by_default_and_counted) {
  auto& d = diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown");
  d.acknowledged = true;
  d.acknowledgement = "Errata 2.1, p. 4";
  EXPECT_EQ(text_of(diags, sources), "1 acknowledged finding not shown: --show-acknowledged lists it with its citation\n");
  auto& e = diags.warning("name.unused", range_of(sources, combat, "bar"), "unused");
  e.acknowledged = true;
  EXPECT_EQ(text_of(diags, sources),
            "2 acknowledged findings not shown: --show-acknowledged lists them with their citations\n");
}

TEST_F(render_test, acknowledged_is_shown_as_note_with_citation_on_request) {
  auto& d = diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown");
  d.acknowledged = true;
  d.acknowledgement = "Errata 2.1, p. 4";
  diags.warning("name.unused", range_of(sources, combat, "bar"), "unused");
  render_options options;
  options.show_acknowledged = true;
  EXPECT_EQ(text_of(diags, sources, options),
            "rules/combat.hrd:2:13: note: unknown (acknowledged: Errata 2.1, p. 4) "
            "[name.undefined]\n"
            "\tstrength\t=\tfoo + 1;\n"
            "\t        \t \t^~~\n"
            "rules/combat.hrd:3:12: warning: unused [name.unused]\n"
            "  morale = bar;\n"
            "           ^~~\n"
            "1 warning generated.\n");
}

// A pseudo-terminal gives a real tty to test against; skipped where none can be opened.
class colour_env_test : public ::testing::Test {
 protected:
  void SetUp() override {
    if (char const* old = std::getenv("NO_COLOR")) saved = old;
    had_value = std::getenv("NO_COLOR") != nullptr;
  }
  void TearDown() override {
    if (had_value) {
      setenv("NO_COLOR", saved.c_str(), 1);
    } else {
      unsetenv("NO_COLOR");
    }
  }
  std::string saved;
  bool had_value = false;
};

TEST_F(colour_env_test, pipe_is_never_coloured) {
  unsetenv("NO_COLOR");
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  EXPECT_FALSE(should_use_colour(fds[1]));
  close(fds[0]);
  close(fds[1]);
}

TEST_F(colour_env_test, terminal_is_coloured_unless_no_color_is_non_empty) {
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
    if (master >= 0) close(master);
    GTEST_SKIP() << "no pseudo-terminal available";
  }
  int slave = open(ptsname(master), O_RDWR | O_NOCTTY);
  ASSERT_GE(slave, 0);
  unsetenv("NO_COLOR");
  EXPECT_TRUE(should_use_colour(slave));
  setenv("NO_COLOR", "", 1);
  EXPECT_TRUE(should_use_colour(slave));
  setenv("NO_COLOR", "1", 1);
  EXPECT_FALSE(should_use_colour(slave));
  close(slave);
  close(master);
}

// ---------------------------------------------------------------- json

TEST_F(render_test, json_document_is_exact_and_ordered) {
  auto& d = diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown name 'foo'");
  d.notes.push_back({range_of(sources, combat, "combat"), "in this table"});
  diags.warning("io.write", {}, "nothing to write");
  std::ostringstream out;
  render_json(diags, sources, {}, out);
  EXPECT_EQ(out.str(), R"({
  "version": 1,
  "diagnostics": [
    {
      "id": "name.undefined",
      "severity": "error",
      "file": "rules/combat.hrd",
      "line": 2,
      "column": 13,
      "end_line": 2,
      "end_column": 16,
      "message": "unknown name 'foo'",
      "notes": [
        {
          "file": "rules/combat.hrd",
          "line": 1,
          "column": 7,
          "message": "in this table"
        }
      ],
      "acknowledged": false
    },
    {
      "id": "io.write",
      "severity": "warning",
      "file": null,
      "line": null,
      "column": null,
      "end_line": null,
      "end_column": null,
      "message": "nothing to write",
      "notes": [],
      "acknowledged": false
    }
  ],
  "errors": 1,
  "warnings": 1
}
)");
}

TEST_F(render_test, json_empty_range_ends_one_column_later) {
  auto const at = range_of(sources, combat, "morale").begin;
  diags.error("parse.expected", {combat, at, at}, "x");
  auto const doc = json_of(diags, sources);
  auto const& d = doc["diagnostics"][0];
  EXPECT_EQ(d["line"], 3);
  EXPECT_EQ(d["column"], 3);
  EXPECT_EQ(d["end_line"], 3);
  EXPECT_EQ(d["end_column"], 4);
}

TEST_F(render_test, json_filters_acknowledged_unless_asked) {
  auto& d = diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown");
  d.acknowledged = true;
  d.acknowledgement = "FAQ 3";
  diags.warning("name.unused", range_of(sources, combat, "bar"), "unused");

  auto const hidden = json_of(diags, sources);
  ASSERT_EQ(hidden["diagnostics"].size(), 1u);
  EXPECT_EQ(hidden["diagnostics"][0]["id"], "name.unused");
  EXPECT_EQ(hidden["errors"], 0);
  EXPECT_EQ(hidden["warnings"], 1);

  render_options options;
  options.show_acknowledged = true;
  auto const shown = json_of(diags, sources, options);
  ASSERT_EQ(shown["diagnostics"].size(), 2u);
  EXPECT_EQ(shown["diagnostics"][0]["acknowledged"], true);
  EXPECT_EQ(shown["diagnostics"][0]["acknowledgement"], "FAQ 3");
  EXPECT_EQ(shown["diagnostics"][0]["severity"], "error");
  EXPECT_EQ(shown["diagnostics"][1]["acknowledged"], false);
  EXPECT_EQ(shown["errors"], 0);
}

TEST(render_json_edge, invalid_utf8_in_message_does_not_throw) {
  source_manager sources;
  diagnostics diags;
  diags.error("lex.invalid_character", {}, "bad byte \xE9 here");  // Latin-1 'é'
  std::ostringstream out;
  EXPECT_NO_THROW(render_json(diags, sources, {}, out));
  EXPECT_EQ(json::parse(out.str())["diagnostics"][0]["message"], "bad byte \xEF\xBF\xBD here");
}

// ---------------------------------------------------------------- sarif

TEST_F(render_test, sarif_header_and_driver) {
  diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown");
  render_options options;
  options.tool_version = "1.2.3";
  options.information_uri = "https://example.org/herald";
  auto const doc = sarif_of(diags, sources, options);
  EXPECT_EQ(doc["$schema"], "https://json.schemastore.org/sarif-2.1.0.json");
  EXPECT_EQ(doc["version"], "2.1.0");
  ASSERT_EQ(doc["runs"].size(), 1u);
  auto const& run = doc["runs"][0];
  EXPECT_EQ(run["columnKind"], "utf16CodeUnits");
  EXPECT_TRUE(run["originalUriBaseIds"].contains("%SRCROOT%"));
  auto const& driver = run["tool"]["driver"];
  EXPECT_EQ(driver["name"], "herald");
  EXPECT_EQ(driver["version"], "1.2.3");
  EXPECT_EQ(driver["informationUri"], "https://example.org/herald");
}

TEST_F(render_test, sarif_columns_count_utf16_units_and_paths_are_relative_to_srcroot) {
  // "é" is two bytes and one UTF-16 unit; U+1D538 four bytes and two units.
  file_id wide = sources.add("rules/wide.hrd", "x = \u00e9\U0001d538 + foo;\n");
  diags.error("name.undefined", range_of(sources, wide, "foo"), "unknown");
  auto const doc = sarif_of(diags, sources);
  auto const& location = doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"];
  EXPECT_EQ(location["region"]["startColumn"], 11);  // x, space, =, space, é, two units, space, +, space: 10 units before
  EXPECT_EQ(location["region"]["endColumn"], 14);
  EXPECT_EQ(location["artifactLocation"]["uri"], "rules/wide.hrd");
  EXPECT_EQ(location["artifactLocation"]["uriBaseId"], "%SRCROOT%");
}

TEST_F(render_test, sarif_counts_a_stray_byte_as_one_utf16_unit) {
  // 0xB0 alone is no UTF-8: an editor shows U+FFFD, one unit; "foo" starts at unit 4.
  file_id stray = sources.add("rules/stray.hrd", std::string("x \xB0 foo;\n"));
  diags.error("name.undefined", range_of(sources, stray, "foo"), "unknown");
  auto const doc = sarif_of(diags, sources);
  EXPECT_EQ(doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startColumn"], 5);
}

TEST_F(render_test, sarif_keeps_the_most_severe_results_under_code_scannings_limit) {
  for (int i = 0; i < 5; ++i) diags.note("x.remark", range_of(sources, combat, "foo"), "a remark");
  diags.error("name.undefined", range_of(sources, combat, "bar"), "the error");
  render_options options;
  options.sarif_result_limit = 5;
  auto const doc = sarif_of(diags, sources, options);
  auto const& run = doc["runs"][0];
  ASSERT_EQ(run["results"].size(), 5u);
  // The error is kept (a note is left out), and the kept ones stay in their order: it comes last.
  EXPECT_EQ(run["results"][4]["message"]["text"], "the error");
  EXPECT_EQ(run["results"][0]["message"]["text"], "a remark");
  auto const& notices = run["invocations"][0]["toolExecutionNotifications"];
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_NE(notices[0]["message"]["text"].get<std::string>().find("1 more results are not listed"), std::string::npos);
}

TEST_F(render_test, sarif_driver_version_defaults_to_build_version) {
  auto const doc = sarif_of(diags, sources);
  auto const& driver = doc["runs"][0]["tool"]["driver"];
  EXPECT_FALSE(driver["version"].get<std::string>().empty());
  EXPECT_FALSE(driver.contains("informationUri"));
  EXPECT_EQ(driver["rules"], json::array());
  EXPECT_EQ(doc["runs"][0]["results"], json::array());
}

TEST_F(render_test, sarif_rules_are_distinct_sorted_and_indexed) {
  diags.warning("type.mismatch", range_of(sources, combat, "foo"), "a");
  diags.error("name.undefined", range_of(sources, combat, "bar"), "b");
  diags.error("type.mismatch", range_of(sources, combat, "morale"), "c");
  diags.warning("x.custom", {}, "d");
  auto const doc = sarif_of(diags, sources);
  auto const& rules = doc["runs"][0]["tool"]["driver"]["rules"];
  ASSERT_EQ(rules.size(), 3u);
  EXPECT_EQ(rules[0]["id"], "name.undefined");
  EXPECT_EQ(rules[1]["id"], "type.mismatch");
  EXPECT_EQ(rules[2]["id"], "x.custom");
  EXPECT_EQ(rules[0]["shortDescription"]["text"], describe_rule("name.undefined"));
  EXPECT_EQ(rules[2]["shortDescription"]["text"], "Herald diagnostic");
  // The most severe level a rule was reported at becomes its default.
  EXPECT_EQ(rules[1]["defaultConfiguration"]["level"], "error");
  EXPECT_EQ(rules[2]["defaultConfiguration"]["level"], "warning");

  auto const& results = doc["runs"][0]["results"];
  ASSERT_EQ(results.size(), 4u);
  EXPECT_EQ(results[0]["ruleId"], "type.mismatch");
  EXPECT_EQ(results[0]["ruleIndex"], 1);
  EXPECT_EQ(results[0]["level"], "warning");
  EXPECT_EQ(results[1]["ruleIndex"], 0);
  EXPECT_EQ(results[2]["ruleIndex"], 1);
  EXPECT_EQ(results[2]["level"], "error");
  EXPECT_EQ(results[3]["ruleIndex"], 2);
  EXPECT_FALSE(results[3].contains("locations"));
}

TEST_F(render_test, sarif_result_location_and_related_locations) {
  auto& d = diags.error("name.duplicate", range_of(sources, combat, "morale"), "twice");
  d.notes.push_back({range_of(sources, combat, "combat"), "first here"});
  d.notes.push_back({{}, "see the rulebook"});
  auto const doc = sarif_of(diags, sources);
  auto const& result = doc["runs"][0]["results"][0];
  EXPECT_EQ(result["message"]["text"], "twice");
  auto const& physical = result["locations"][0]["physicalLocation"];
  EXPECT_EQ(physical["artifactLocation"]["uri"], "rules/combat.hrd");
  EXPECT_EQ(physical["region"],
            json({{"startLine", 3}, {"startColumn", 3}, {"endLine", 3}, {"endColumn", 9}}));

  auto const& related = result["relatedLocations"];
  ASSERT_EQ(related.size(), 2u);
  EXPECT_EQ(related[0]["id"], 1);
  EXPECT_EQ(related[0]["message"]["text"], "first here");
  EXPECT_EQ(related[0]["physicalLocation"]["artifactLocation"]["uri"], "rules/combat.hrd");
  EXPECT_EQ(related[0]["physicalLocation"]["region"],
            json({{"startLine", 1}, {"startColumn", 7}, {"endLine", 1}, {"endColumn", 13}}));
  EXPECT_EQ(related[1]["id"], 2);
  EXPECT_FALSE(related[1].contains("physicalLocation"));
  EXPECT_FALSE(result.contains("suppressions"));
}

TEST(render_sarif_edge, uri_uses_forward_slashes_and_percent_encoding) {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("my rules\\sub\\a#1.hrd", "x\n");
  diags.error("parse.expected", {f, 0, 1}, "m");
  auto const doc = sarif_of(diags, sources);
  EXPECT_EQ(doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
                ["artifactLocation"]["uri"],
            "my%20rules/sub/a%231.hrd");
}

TEST_F(render_test, sarif_output_is_byte_identical_across_renders) {
  auto& d = diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown");
  d.notes.push_back({range_of(sources, combat, "combat"), "here"});
  diags.warning("name.unused", range_of(sources, combat, "bar"), "unused");
  EXPECT_EQ(sarif_text(diags, sources), sarif_text(diags, sources));
}

std::string fingerprint_for(std::string const& text, std::string const& needle,
                            std::string const& message = "unknown name") {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("rules/a.hrd", text);
  diags.error("name.undefined", range_of(sources, f, needle), message);
  auto const doc = sarif_of(diags, sources);
  return doc["runs"][0]["results"][0]["partialFingerprints"]["primaryLocationLineHash"];
}

TEST(render_sarif_fingerprint, stable_and_independent_of_line_shift) {
  auto const original = fingerprint_for("a = 1;\n  b = foo;\n", "foo");
  EXPECT_EQ(original, fingerprint_for("a = 1;\n  b = foo;\n", "foo"));
  // Two lines inserted above, and the line re-indented: same result, same fingerprint.
  EXPECT_EQ(original, fingerprint_for("// new\n\na = 1;\n\tb = foo;\n", "foo"));
  EXPECT_NE(original, fingerprint_for("a = 1;\n  b = foo + 1;\n", "foo"));
  EXPECT_NE(original, fingerprint_for("a = 1;\n  b = foo;\n", "foo", "other message"));
  EXPECT_EQ(original.size(), 18u);  // 16 hex digits + ":1"
  EXPECT_EQ(original.substr(16), ":1");
}

TEST(render_sarif_fingerprint, identical_lines_get_distinct_occurrence_numbers) {
  source_manager sources;
  diagnostics diags;
  auto const f = sources.add("a.hrd", "x = foo;\nx = foo;\n");
  diags.error("name.undefined", range_of(sources, f, "foo"), "m");
  diags.error("name.undefined", range_of(sources, f, "foo", 5), "m");
  auto const doc = sarif_of(diags, sources);
  std::string const first = doc["runs"][0]["results"][0]["partialFingerprints"]
                                ["primaryLocationLineHash"];
  std::string const second = doc["runs"][0]["results"][1]["partialFingerprints"]
                                 ["primaryLocationLineHash"];
  EXPECT_EQ(first.substr(0, 16), second.substr(0, 16));
  EXPECT_EQ(first.substr(16), ":1");
  EXPECT_EQ(second.substr(16), ":2");
}

TEST_F(render_test, sarif_acknowledged_results_are_suppressed_on_request) {
  auto& d = diags.error("name.undefined", range_of(sources, combat, "foo"), "unknown");
  d.acknowledged = true;
  d.acknowledgement = "Errata 2.1";

  auto const hidden = sarif_of(diags, sources);
  EXPECT_EQ(hidden["runs"][0]["results"], json::array());
  EXPECT_EQ(hidden["runs"][0]["tool"]["driver"]["rules"], json::array());

  render_options options;
  options.show_acknowledged = true;
  auto const shown = sarif_of(diags, sources, options);
  auto const& result = shown["runs"][0]["results"][0];
  EXPECT_EQ(result["level"], "error");
  EXPECT_EQ(result["suppressions"],
            json::array({{{"kind", "inSource"}, {"justification", "Errata 2.1"}}}));
}

// ---------------------------------------------------------------- misc

TEST(describe_rule_test, known_category_and_unknown_ids) {
  EXPECT_EQ(describe_rule("parse.expected"), "Expected token or construct is missing");
  EXPECT_EQ(describe_rule("parse.something_new"), "Syntax error");
  EXPECT_EQ(describe_rule("lex.other"), "Lexical error");
  EXPECT_EQ(describe_rule("name.other"), "Name resolution problem");
  EXPECT_EQ(describe_rule("type.other"), "Type error");
  EXPECT_EQ(describe_rule("import.other"), "Import problem");
  EXPECT_EQ(describe_rule("io.other"), "Input/output problem");
  EXPECT_EQ(describe_rule("parser.expected"), "Herald diagnostic");
  EXPECT_EQ(describe_rule(""), "Herald diagnostic");
}

TEST(output_format_test, parses_known_names_only) {
  EXPECT_EQ(parse_output_format("text"), output_format::text);
  EXPECT_EQ(parse_output_format("json"), output_format::json);
  EXPECT_EQ(parse_output_format("sarif"), output_format::sarif);
  EXPECT_EQ(parse_output_format("SARIF"), std::nullopt);
  EXPECT_EQ(parse_output_format(""), std::nullopt);
}

TEST_F(render_test, render_dispatches_on_format) {
  diags.error("io.read", {}, "m");
  std::ostringstream text;
  std::ostringstream sarif;
  render(output_format::text, diags, sources, {}, text);
  render(output_format::sarif, diags, sources, {}, sarif);
  EXPECT_EQ(text.str(), text_of(diags, sources));
  EXPECT_EQ(sarif.str(), sarif_text(diags, sources));
}

}  // namespace
}  // namespace herald
