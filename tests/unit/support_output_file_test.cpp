// Unit tests for write_if_changed: skip identical content, atomic replace, clean failure, only regular files.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/output_file.hpp"

namespace herald {
namespace {

namespace fs = std::filesystem;

std::string read_file(fs::path const& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Names of the entries in `dir`, so tests can see that no temporary file was left.
std::vector<std::string> entries(fs::path const& dir) {
  std::vector<std::string> names;
  for (auto const& entry : fs::directory_iterator(dir)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

class output_file_test : public ::testing::Test {
 protected:
  void SetUp() override {
    auto const* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root = fs::temp_directory_path() /
           ("herald_output_test_" + std::to_string(::getpid()) + "_" + info->name());
    fs::remove_all(root);
    fs::create_directories(root);
  }
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(root, ignored);
  }
  // Moves the file's mtime an hour back, so an untouched file is told from a rewritten
  // one whatever the file system's timestamp granularity.
  fs::file_time_type age(fs::path const& path) {
    auto const old = fs::last_write_time(path) - std::chrono::hours(1);
    fs::last_write_time(path, old);
    return old;
  }
  fs::path root;
  std::string error;
};

TEST_F(output_file_test, writes_new_file) {
  auto const path = root / "out.txt";
  EXPECT_EQ(write_if_changed(path, "hello\n", error), write_result::written);
  EXPECT_EQ(read_file(path), "hello\n");
  EXPECT_TRUE(error.empty());
  EXPECT_EQ(entries(root), std::vector<std::string>{"out.txt"});
}

TEST_F(output_file_test, identical_content_leaves_file_and_mtime_alone) {
  auto const path = root / "out.txt";
  ASSERT_EQ(write_if_changed(path, "same", error), write_result::written);
  auto const old = age(path);
  EXPECT_EQ(write_if_changed(path, "same", error), write_result::unchanged);
  EXPECT_EQ(fs::last_write_time(path), old);
  EXPECT_EQ(read_file(path), "same");
}

TEST_F(output_file_test, changed_content_is_written) {
  auto const path = root / "out.txt";
  ASSERT_EQ(write_if_changed(path, "v1", error), write_result::written);
  auto const old = age(path);
  EXPECT_EQ(write_if_changed(path, "v2", error), write_result::written);
  EXPECT_EQ(read_file(path), "v2");
  EXPECT_NE(fs::last_write_time(path), old);
}

TEST_F(output_file_test, same_size_different_bytes_is_written) {
  auto const path = root / "out.txt";
  ASSERT_EQ(write_if_changed(path, "abc", error), write_result::written);
  EXPECT_EQ(write_if_changed(path, "abd", error), write_result::written);
  EXPECT_EQ(read_file(path), "abd");
}

TEST_F(output_file_test, empty_content_and_binary_bytes_round_trip) {
  auto const path = root / "out.bin";
  ASSERT_EQ(write_if_changed(path, "", error), write_result::written);
  EXPECT_TRUE(fs::exists(path));
  EXPECT_EQ(fs::file_size(path), 0u);
  EXPECT_EQ(write_if_changed(path, "", error), write_result::unchanged);
  std::string const bytes("a\0b\r\n\xFF", 6);
  EXPECT_EQ(write_if_changed(path, bytes, error), write_result::written);
  EXPECT_EQ(read_file(path), bytes);
}

TEST_F(output_file_test, creates_missing_parent_directories) {
  auto const path = root / "a" / "b" / "c" / "out.txt";
  EXPECT_EQ(write_if_changed(path, "deep", error), write_result::written) << error;
  EXPECT_EQ(read_file(path), "deep");
}

TEST_F(output_file_test, keeps_permissions_of_replaced_file) {
  auto const path = root / "run.sh";
  ASSERT_EQ(write_if_changed(path, "#!/bin/sh\n", error), write_result::written);
  fs::permissions(path, fs::perms::owner_all | fs::perms::group_read);
  ASSERT_EQ(write_if_changed(path, "#!/bin/sh\necho\n", error), write_result::written);
  EXPECT_EQ(fs::status(path).permissions(), fs::perms::owner_all | fs::perms::group_read);
}

TEST_F(output_file_test, path_under_regular_file_fails_cleanly) {
  auto const blocker = root / "plain";
  ASSERT_EQ(write_if_changed(blocker, "x", error), write_result::written);
  auto const path = blocker / "sub" / "out.txt";
  EXPECT_EQ(write_if_changed(path, "data", error), write_result::failed);
  EXPECT_NE(error.find("cannot create directory"), std::string::npos) << error;
  EXPECT_NE(error.find((blocker / "sub").string()), std::string::npos) << error;
  EXPECT_EQ(read_file(blocker), "x");
  EXPECT_EQ(entries(root), std::vector<std::string>{"plain"});
}

TEST_F(output_file_test, directory_as_target_is_refused) {
  auto const path = root / "dir";
  fs::create_directories(path / "inside");
  EXPECT_EQ(write_if_changed(path, "data", error), write_result::failed);
  EXPECT_NE(error.find("is a directory: Herald writes only regular files"), std::string::npos) << error;
  EXPECT_TRUE(fs::is_directory(path / "inside"));
  EXPECT_EQ(entries(root), std::vector<std::string>{"dir"});
}

TEST_F(output_file_test, unwritable_directory_fails_when_not_root) {
  if (::geteuid() == 0) GTEST_SKIP() << "root ignores directory permissions";
  auto const dir = root / "locked";
  fs::create_directories(dir);
  fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec);
  EXPECT_EQ(write_if_changed(dir / "out.txt", "data", error), write_result::failed);
  EXPECT_NE(error.find("cannot create"), std::string::npos) << error;
  fs::permissions(dir, fs::perms::owner_all);
  EXPECT_TRUE(fs::is_empty(dir));
}

// -o naming a FIFO once replaced it with a regular file (and, as root, `-o
// /dev/null` would replace the device): anything but a regular file is refused.
TEST_F(output_file_test, fifo_as_target_is_refused_and_kept) {
  auto const path = root / "pipe";
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  EXPECT_EQ(write_if_changed(path, "data", error), write_result::failed);
  EXPECT_NE(error.find("is a FIFO"), std::string::npos) << error;
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(path)));
  EXPECT_EQ(entries(root), std::vector<std::string>{"pipe"});
}

TEST_F(output_file_test, link_to_a_device_is_refused_and_kept) {
  auto const path = root / "null";
  fs::create_symlink("/dev/null", path);
  EXPECT_EQ(write_if_changed(path, "data", error), write_result::failed);
  EXPECT_NE(error.find("is a symbolic link"), std::string::npos) << error;
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(path)));
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

// A link leads out of the folder asked for: the file it names is never written.
TEST_F(output_file_test, link_to_a_regular_file_is_refused_and_its_target_untouched) {
  auto const outside = root / "outside.txt";
  ASSERT_EQ(write_if_changed(outside, "theirs", error), write_result::written);
  fs::create_directories(root / "out");
  fs::create_symlink(outside, root / "out" / "x.hpp");
  EXPECT_EQ(write_if_changed(root / "out" / "x.hpp", "ours", error), write_result::failed);
  EXPECT_NE(error.find("is a symbolic link"), std::string::npos) << error;
  EXPECT_EQ(read_file(outside), "theirs");
}

// A temporary that a killed run left (NAME.tmp.PID of a process that no longer
// runs) is removed by the next write; other files are never touched.
TEST_F(output_file_test, stale_temporaries_of_dead_runs_are_swept) {
  auto const path = root / "x.hpp";
  pid_t const child = ::fork();
  if (child == 0) ::_exit(0);
  ASSERT_GT(child, 0);
  int status = 0;
  ::waitpid(child, &status, 0);  // `child` is now a PID no process runs under
  std::string const stale = "x.hpp.tmp." + std::to_string(child);
  std::string const live = "x.hpp.tmp." + std::to_string(::getppid());
  for (auto const& name : {stale, live, std::string("x.hpp.tmp.notapid"), std::string("y.hpp.tmp.1")})
    std::ofstream(root / name) << "partial";
  EXPECT_EQ(write_if_changed(path, "whole", error), write_result::written) << error;
  auto const names = entries(root);
  EXPECT_EQ(std::count(names.begin(), names.end(), stale), 0);
  EXPECT_EQ(std::count(names.begin(), names.end(), live), 1);
  EXPECT_EQ(std::count(names.begin(), names.end(), "x.hpp.tmp.notapid"), 1);
  EXPECT_EQ(std::count(names.begin(), names.end(), "y.hpp.tmp.1"), 1);
  EXPECT_EQ(read_file(path), "whole");
}

// ---- write_set_if_changed: a set of files replaced all at once.

TEST_F(output_file_test, set_into_a_new_folder_is_written_whole) {
  auto const dir = root / "gen";
  auto const result = write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B"}}, error);
  EXPECT_TRUE(result.ok) << error;
  EXPECT_EQ(result.written, 2u);
  EXPECT_EQ(entries(dir), (std::vector<std::string>{"a.hpp", "b.hpp"}));
  EXPECT_EQ(entries(root), std::vector<std::string>{"gen"});  // no staging folder left
}

TEST_F(output_file_test, unchanged_set_writes_nothing) {
  auto const dir = root / "gen";
  ASSERT_TRUE(write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B"}}, error).ok);
  auto const old = age(dir / "a.hpp");
  auto const result = write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B"}}, error);
  EXPECT_TRUE(result.ok);
  EXPECT_EQ(result.written, 0u);
  EXPECT_EQ(result.unchanged, 2u);
  EXPECT_EQ(fs::last_write_time(dir / "a.hpp"), old);
}

// Only the changed file is new: the others keep their bytes and mtimes, and a
// file Herald does not write stays.
TEST_F(output_file_test, changed_set_keeps_unchanged_and_foreign_files) {
  auto const dir = root / "gen";
  ASSERT_TRUE(write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B"}}, error).ok);
  std::ofstream(dir / "README") << "mine";
  fs::permissions(dir / "b.hpp", fs::perms::owner_read | fs::perms::owner_write | fs::perms::owner_exec);
  auto const old_a = age(dir / "a.hpp");
  auto const old_b = age(dir / "b.hpp");
  auto const result = write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B2"}}, error);
  EXPECT_TRUE(result.ok) << error;
  EXPECT_EQ(result.written, 1u);
  EXPECT_EQ(fs::last_write_time(dir / "a.hpp"), old_a);
  EXPECT_NE(fs::last_write_time(dir / "b.hpp"), old_b);
  EXPECT_EQ(read_file(dir / "b.hpp"), "B2");
  EXPECT_EQ(fs::status(dir / "b.hpp").permissions(),
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::owner_exec);
  EXPECT_EQ(read_file(dir / "README"), "mine");
  EXPECT_EQ(entries(root), std::vector<std::string>{"gen"});
}

// A folder with a subfolder cannot be replaced whole (the subfolder would be left out): refused with
// the reason, nothing written, unless the caller allows the files to be written one by one.
TEST_F(output_file_test, set_in_a_folder_with_subfolders_is_refused_unless_file_by_file) {
  auto const dir = root / "gen";
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "a.hpp") << "old";
  auto const refused = write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B"}}, error);
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(error.find("cannot write '" + dir.string() + "' as one set: it holds the subfolder 'sub'"), std::string::npos)
      << error;
  EXPECT_NE(error.find("nothing written"), std::string::npos) << error;
  EXPECT_NE(error.find("--file-by-file"), std::string::npos) << error;
  EXPECT_EQ(read_file(dir / "a.hpp"), "old");
  EXPECT_EQ(entries(dir), (std::vector<std::string>{"a.hpp", "sub"}));
  EXPECT_EQ(entries(root), std::vector<std::string>{"gen"});  // no staging folder left
  error.clear();
  auto const result = write_set_if_changed(dir, {{"a.hpp", "A"}, {"b.hpp", "B"}}, error, set_mode::file_by_file);
  EXPECT_TRUE(result.ok) << error;
  EXPECT_EQ(result.written, 2u);
  EXPECT_EQ(entries(dir), (std::vector<std::string>{"a.hpp", "b.hpp", "sub"}));
  EXPECT_EQ(entries(root), std::vector<std::string>{"gen"});
}

TEST_F(output_file_test, set_into_a_link_or_a_file_is_refused) {
  fs::create_directories(root / "real");
  fs::create_directory_symlink(root / "real", root / "link");
  EXPECT_FALSE(write_set_if_changed(root / "link", {{"a.hpp", "A"}}, error).ok);
  EXPECT_NE(error.find("is a symbolic link"), std::string::npos) << error;
  EXPECT_TRUE(fs::is_empty(root / "real"));
  std::ofstream(root / "plain") << "x";
  EXPECT_FALSE(write_set_if_changed(root / "plain", {{"a.hpp", "A"}}, error).ok);
  EXPECT_NE(error.find("is not a folder"), std::string::npos) << error;
  EXPECT_FALSE(write_set_if_changed(root / "gen", {{"../a.hpp", "A"}}, error).ok);
  EXPECT_NE(error.find("is not a file name inside"), std::string::npos) << error;
}

// A staging folder a killed run left is removed by the next run that writes.
TEST_F(output_file_test, stale_staging_folders_are_swept) {
  pid_t const child = ::fork();
  if (child == 0) ::_exit(0);
  ASSERT_GT(child, 0);
  int status = 0;
  ::waitpid(child, &status, 0);
  auto const stale = root / (".gen.herald-staging." + std::to_string(child));
  fs::create_directories(stale);
  std::ofstream(stale / "a.hpp") << "half";
  ASSERT_TRUE(write_set_if_changed(root / "gen", {{"a.hpp", "A"}}, error).ok) << error;
  EXPECT_EQ(entries(root), std::vector<std::string>{"gen"});
}

}  // namespace
}  // namespace herald
