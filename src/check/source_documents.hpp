// The source documents of a --sources folder, read once and split into lines (provenance and reprint checks).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace herald::check {

class source_documents {
 public:
  explicit source_documents(std::filesystem::path folder) : folder_(std::move(folder)) {}

  // How many lines `document` has; nullopt when it cannot be read.
  std::optional<std::size_t> line_count(std::string const& document);

  // Line `number` (from 1) as it is, or nullopt when the document or the line is missing.
  std::optional<std::string> line(std::string const& document, std::uint32_t number);

  // The cited lines joined with spaces, as they are.
  std::optional<std::string> raw_lines(std::string const& document, std::uint32_t first, std::uint32_t last);

  // The cited lines joined with spaces, with signs glued to their digits
  // ("+ 1" and "– 4" print +1 and -4), or nullopt when the document or the
  // line is missing.
  std::optional<std::string> lines(std::string const& document, std::uint32_t first, std::uint32_t last);

  // Dashes as '-', signs glued to their digits, no spaces around '/'.
  static std::string normalise(std::string const& text);

 private:
  std::optional<std::vector<std::string>> const& load(std::string const& document);

  std::filesystem::path folder_;
  std::map<std::string, std::optional<std::vector<std::string>>> cache_;
};

// `printed` holds `number` as a whole number: not inside a longer one.
bool printed_number(std::string const& printed, std::string const& number);

// `printed` holds `value`; a modifier (`signed_value`) with or without its sign.
bool printed_value(std::string const& printed, std::int64_t value, bool signed_value);

}  // namespace herald::check
