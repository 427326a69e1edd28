// Loads .herald files with their imports and resolves each into a checked ruleset.
#include "model/library.hpp"

#include <algorithm>

#include "grammar/parser.hpp"
#include "model/resolve.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {
namespace fs = std::filesystem;

namespace {

bool inside(fs::path const& path, fs::path const& root) {
  auto const rel = path.lexically_relative(root);
  return !rel.empty() && *rel.begin() != "..";
}

// The path as named, made absolute, `..` folded: symbolic links are not
// followed, so an import is found from the folder of the file as the user
// named it (as a C compiler finds a quoted include), not from a link's target.
fs::path lexical(fs::path const& p) {
  std::error_code ec;
  fs::path absolute = fs::absolute(p, ec);
  return (ec ? p : absolute).lexically_normal();
}

// How deep imports may nest: far more than any game's editions need
// (Swords of France -> 13th century -> system is 3), and shallow enough that
// loading them, one level of recursion each, never exhausts the stack.
constexpr std::size_t deepest_import = 64;

fs::path normal(fs::path const& p) {
  std::error_code ec;
  fs::path absolute = fs::weakly_canonical(fs::absolute(p, ec), ec);
  if (!ec) return absolute;
  fs::path fallback = fs::absolute(p, ec);
  return (ec ? p : fallback).lexically_normal();
}

}  // namespace

std::optional<std::string> library::load(fs::path const& file, fs::path const& root) {
  return load_unit({normal(file), lexical(file)}, {normal(root), lexical(root)}, {}, file.string());
}

ruleset const* library::find(std::string const& name) const {
  auto it = rulesets_.find(name);
  return it == rulesets_.end() ? nullptr : &it->second;
}

ruleset const* library::system_of(ruleset const& rules) const {
  if (rules.kind == "system") return &rules;
  for (auto const& name : rules.imports)
    if (ruleset const* imported = find(name))
      if (ruleset const* system = system_of(*imported)) return system;
  return nullptr;
}

std::optional<std::string> library::load_unit(place const& file, place const& root, source_range imported_from,
                                              std::string shown) {
  fs::path const& path = file.canonical;
  if (auto done = loaded_.find(path); done != loaded_.end()) return done->second;
  if (auto cycle = std::find(loading_.begin(), loading_.end(), path); cycle != loading_.end()) {
    auto& d = diags_.error(ids::import_cycle, imported_from,
                           "import cycle: '" + path.filename().string() + "' imports itself through its imports");
    for (std::size_t i = static_cast<std::size_t>(cycle - loading_.begin()) + 1; i < loading_sites_.size(); ++i)
      d.notes.push_back({loading_sites_[i], "imported from here"});
    return std::nullopt;
  }
  if (loading_.size() >= deepest_import) {
    diags_.error(ids::import_too_deep, imported_from,
                 "imports nest deeper than " + std::to_string(deepest_import) + " files; '" + shown +
                     "' is not loaded");
    return std::nullopt;
  }

  std::string error;
  std::optional<file_id> id;
  std::error_code ec;  // the non-throwing overloads: a name too long is an I/O error, not a crash
  bool const directory = fs::is_directory(path, ec);
  if (directory) {
    error = "'" + shown + "' is a directory, not a .herald file";
  } else {
    id = sources_.load(path.string(), error, shown);
  }
  if (!id) {
    if (imported_from.valid()) {
      // What the reader said after the file's name ("it is a FIFO, not a regular file"; "Permission denied").
      auto const said = error.find("': ");
      std::string reason = directory                ? "it is a directory"
                           : !fs::exists(path, ec)  ? "no such file"
                           : said != std::string::npos ? "cannot read it: " + error.substr(said + 3)
                                                       : "cannot read it";
      diags_.error(ids::import_not_found, imported_from, "cannot import '" + shown + "': " + reason);
    } else {
      diags_.error(ids::io_read, {}, error);
      io_error_ = true;
    }
    loaded_[path] = std::nullopt;
    return std::nullopt;
  }
  source_file const& source = sources_.file(*id);

  ast::file tree;
  if (!grammar::parse_file(source, diags_, tree) || syntax_only_) {
    loaded_[path] = std::nullopt;
    return std::nullopt;
  }

  loading_.push_back(path);
  loading_sites_.push_back(imported_from);
  std::vector<ruleset const*> imports;
  bool imports_ok = true;
  for (auto const& item : tree.head.items) {
    if (item.keyword != "import") continue;
    // Inside the root both as named and once every link is followed: a link
    // inside the root may not lead out of it.
    place const target{normal(file.named.parent_path() / item.text.value),
                       lexical(file.named.parent_path() / item.text.value)};
    if (!inside(target.named, root.named) || !inside(target.canonical, root.canonical)) {
      diags_.error(ids::import_outside_root, item.text.loc,
                   "import '" + item.text.value + "' leaves the ruleset root (the folder of the file checked, or --root)");
      imports_ok = false;
      continue;
    }
    // An imported file is named relative to the working directory when it
    // lies below it, so that diagnostics read like the paths a user types.
    std::string shown_import = (fs::path(shown).parent_path() / item.text.value).lexically_normal().string();
    auto name = load_unit(target, root, item.text.loc, shown_import);
    if (!name) {
      imports_ok = false;
      continue;
    }
    if (ruleset const* r = find(*name)) imports.push_back(r);
  }
  loading_.pop_back();
  loading_sites_.pop_back();

  // A file whose imports failed is not resolved: every name it uses from
  // them would be reported again as undefined.
  std::optional<std::string> result;
  if (imports_ok) {
    ruleset r = resolve_file(tree, source, imports, diags_);
    // The system it is written against: its own, or the first its imports name.
    r.system = r.kind == "system" ? r.name : std::string();
    for (ruleset const* imported : imports)
      if (r.system.empty()) r.system = imported->system;
    if (auto existing = rulesets_.find(r.name); existing != rulesets_.end()) {
      diags_.error(ids::name_duplicate, tree.head.name.loc,
                   "'" + r.name + "' is already declared by '" + existing->second.path + "'");
    } else {
      result = r.name;
      rulesets_.emplace(r.name, std::move(r));
    }
  }
  loaded_[path] = result;
  return result;
}

}  // namespace herald::model
