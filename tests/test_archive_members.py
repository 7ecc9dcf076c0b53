"""An archive's member names are chosen by whoever built the archive, not by whoever named its file: a path built
from one (zip slip), or a tarfile extraction without a filter, escapes its folder whatever the archive's path is,
unless the program opens its own archive. zipfile's own extraction drops `..` and absolute parts, and is safe."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

UNPACK = """
    import os
    import shutil
    import tarfile
    import zipfile

    def unpack_tar(archive_path, dest):
        with tarfile.open(archive_path) as tar:
            tar.extractall(dest)

    def unzip_by_hand(archive_path, root):
        zf = zipfile.ZipFile(archive_path)
        for name in zf.namelist():
            target = os.path.join(root, *name.split("/"))
            with open(target, "wb") as out, zf.open(name) as src:
                shutil.copyfileobj(src, out)

    def remove_members(archive_path):
        with tarfile.TarFile(archive_path) as archive:
            for name in archive.getnames():
                os.remove(name)

    def untar_members(archive_path, dest):
        tar = tarfile.open(archive_path)
        for member in tar.getmembers():
            path = os.path.join(dest, member.name)
            with open(path, "wb") as out:
                out.write(tar.extractfile(member).read())
    """

SAFE = """
    import os
    import tarfile
    import zipfile

    def unpack_tar_filtered(archive_path, dest):
        with tarfile.open(archive_path) as tar:
            tar.extractall(dest, filter="data")

    def unpack_zip(archive_path, dest):
        with zipfile.ZipFile(archive_path) as zf:
            zf.extractall(dest)

    def unzip_checked(archive_path, root):
        zf = zipfile.ZipFile(archive_path)
        base = os.path.realpath(root)
        for info in zf.infolist():
            target = os.path.realpath(os.path.join(root, info.filename))
            if not target.startswith(base + os.sep):
                raise ValueError("unsafe member " + info.filename)
            with open(target, "wb") as out:
                out.write(zf.read(info))

    def own_bundle(dest):
        with tarfile.open(os.path.join(os.path.dirname(__file__), "bundle.tar")) as tar:
            tar.extractall(dest)

    def chosen_members(archive_path, dest, wanted):
        with tarfile.open(archive_path) as tar:
            tar.extractall(dest, members=[m for m in tar.getmembers() if m.name in wanted])

    MANIFEST = "manifest.json"

    def manifest_of(archive_path, dest):
        with tarfile.open(archive_path) as tar:
            tar.extract(MANIFEST, path=dest)
            tar.extract("checksums.txt", path=dest)
    """


def _view(text: str) -> MemoryView:
    return MemoryView({"pkg/__init__.py": "", "pkg/archives.py": text})


@pytest.mark.parametrize("needle", ["tar.extractall(dest)", 'with open(target, "wb")', "os.remove(name)",
                                    'with open(path, "wb")'])
def test_member_names_of_an_archive_whoever_named_it_are_untrusted(needle):
    view = _view(UNPACK)
    found = [f for f in raised(view, "taint") if f.category == "path-traversal"]
    assert line_of(view, "pkg/archives.py", needle) in {f.primary.start_line for f in found}
    finding = next(f for f in found if f.primary.start_line == line_of(view, "pkg/archives.py", needle))
    assert "archive's member names" in finding.title and "whoever built the archive" in finding.claim
    assert 'filter="data"' in finding.suggested_fix
    verdict = judge(view, "pattern", finding)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_a_filter_zipfile_a_folder_check_own_archive_or_chosen_members_raise_nothing():
    assert [f for f in raised(_view(SAFE), "taint") if f.category == "path-traversal"] == []


def test_the_pattern_slot_refutes_zipfile_extraction_raised_by_another_agent():
    verdict = judge_at(_view(SAFE), "pattern", "pkg/archives.py", "zf.extractall(dest)", "path-traversal")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "zipfile's" in verdict.reason
    tar = judge_at(_view(UNPACK), "pattern", "pkg/archives.py", "tar.extractall(dest)", "path-traversal")
    assert tar.verdict is not VerdictKind.REFUTED, tar.reason


def test_a_containment_check_that_skips_the_member_clears_it_and_one_that_only_logs_does_not():
    checked = """
        import os
        import tarfile

        def remove_members(archive_path):
            with tarfile.TarFile(archive_path) as archive:
                for name in archive.getnames():
                    if not os.path.abspath(name).startswith(os.getcwd() + os.sep):
                        continue
                    os.remove(name)
        """
    assert [f for f in raised(_view(checked), "taint") if f.category == "path-traversal"] == []
    logged = checked.replace("continue", "print('outside', name)")
    assert [f.category for f in raised(_view(logged), "taint")] == ["path-traversal"]


CHECKED = {
    "commonpath": """
        import os
        import tarfile

        class Archive:
            def target(self, to_path, name):
                base = os.path.abspath(to_path)
                filename = os.path.abspath(os.path.join(base, name))
                if os.path.commonpath([base, filename]) != base:
                    raise ValueError(name)
                return filename

            def extract(self, archive_path, to_path):
                tar = tarfile.open(archive_path)
                for member in tar.getmembers():
                    with open(self.target(to_path, member.name), "wb") as out:
                        out.write(tar.extractfile(member).read())
        """,
    "named_check": """
        import os
        import zipfile

        def is_within_directory(directory, target):
            return os.path.commonprefix([os.path.abspath(directory), os.path.abspath(target)]) == directory

        def unzip(archive_path, location):
            zf = zipfile.ZipFile(archive_path)
            for info in zf.infolist():
                fn = os.path.join(location, info.filename)
                if not is_within_directory(location, fn):
                    raise ValueError(fn)
                with open(fn, "wb") as out:
                    out.write(zf.read(info))
        """,
    "own_filter_function": """
        import tarfile

        def unpack(archive_path, location):
            def keep(member, path):
                return tarfile.data_filter(member, path)
            with tarfile.open(archive_path) as tar:
                tar.extractall(location, filter=keep)
        """,
    "filter_fallback": """
        import tarfile

        def unpack(archive_path, location):
            with tarfile.open(archive_path) as tar:
                if hasattr(tarfile, "data_filter"):
                    tar.extractall(location, filter="data")
                else:
                    tar.extractall(location)
        """,
    "reads_by_member_name": """
        import os
        import zipfile

        def sizes(archive_path, root):
            zf = zipfile.ZipFile(archive_path)
            return {name: open(os.path.join(root, name), "rb").read() for name in zf.namelist()}
        """,
}


@pytest.mark.parametrize("name", sorted(CHECKED))
def test_a_containment_check_a_filter_a_filter_fallback_or_a_read_raises_nothing(name):
    assert [f for f in raised(_view(CHECKED[name]), "taint") if f.category == "path-traversal"] == []


def test_a_constant_filter_that_trusts_everything_is_still_zip_slip():
    text = CHECKED["own_filter_function"].replace("filter=keep", 'filter="fully_trusted"')
    assert [f.category for f in raised(_view(text), "taint")] == ["path-traversal"]


def test_what_a_member_holds_is_file_contents_not_its_name():
    text = """
        import zipfile

        from lxml import etree

        def import_reports(archive_path):
            zf = zipfile.ZipFile(archive_path)
            return [etree.fromstring(zf.read(name)) for name in zf.namelist()]
        """
    found = raised(_view(text), "taint")
    assert [f.category for f in found] == ["xxe"]
    assert "file contents" in found[0].title and "member names" not in found[0].title


def test_a_helper_that_only_reads_the_path_a_member_names_raises_nothing():
    text = """
        import hashlib
        import os
        import zipfile

        def hash_file(path):
            with open(path, "rb") as f:
                return hashlib.sha256(f.read()).hexdigest()

        def record(archive_path, root):
            zf = zipfile.ZipFile(archive_path)
            return [hash_file(os.path.join(root, name)) for name in zf.namelist()]

        def overwrite(path, data):
            with open(path, "wb") as f:
                f.write(data)

        def restore(archive_path, root):
            zf = zipfile.ZipFile(archive_path)
            for name in zf.namelist():
                overwrite(os.path.join(root, name), zf.read(name))
        """
    view = _view(text)
    found = [f for f in raised(view, "taint") if f.category == "path-traversal"]
    assert [f.primary.start_line for f in found] == [line_of(view, "pkg/archives.py", 'with open(path, "wb")')]


def test_the_archives_own_path_is_not_a_member_name():
    text = """
        import os
        import zipfile

        class Bundle:
            def __init__(self, path):
                self.zipfile = zipfile.ZipFile(path)

            def discard(self):
                os.remove(self.zipfile.filename)

            def unpack(self, root):
                for info in self.zipfile.infolist():
                    with open(os.path.join(root, info.filename), "wb") as out:
                        out.write(self.zipfile.read(info))
        """
    view = _view(text)
    found = [f.primary.start_line for f in raised(view, "taint") if f.category == "path-traversal"]
    assert found == [line_of(view, "pkg/archives.py", "with open(os.path.join(root, info.filename)")]


def test_an_archive_opened_to_be_written_holds_only_the_programs_own_names():
    text = """
        import os
        import shutil
        import tarfile
        import tempfile
        import zipfile

        def _fresh_zip():
            fd, name = tempfile.mkstemp(suffix=".zip")
            os.close(fd)
            return zipfile.ZipFile(name, "w")

        def replace(target, names):
            new = _fresh_zip()
            for name in names:
                new.write(name)
            new.close()
            shutil.move(new.filename, target)

        def repack(path, dest):
            with tarfile.open(path, mode="w:gz") as out:
                out.add(dest)
            with tarfile.open(path, "r:gz") as source:
                source.extractall(dest)
        """
    view = _view(text)
    found = [f.primary.start_line for f in raised(view, "taint") if f.category == "path-traversal"]
    assert found == [line_of(view, "pkg/archives.py", "source.extractall(dest)")]


MEMBER_LOOPS = {
    "resolved_check": """
        import os
        import tarfile

        def restore_snapshot(snapshot, into):
            root = os.path.realpath(into)
            bundle = tarfile.open(snapshot, "r:gz")
            for entry in bundle.getmembers():
                resolved = os.path.realpath(os.path.join(root, entry.name))
                if not (resolved == root or resolved.startswith(root + os.sep)):
                    raise RuntimeError(f"{entry.name} would land outside {root}")
            bundle.extractall(root)
            bundle.close()
        """,
    "name_check_and_positional_members": """
        import tarfile

        def install(upload, root):
            tar = tarfile.open(fileobj=upload)
            members = []
            for m in tar.getmembers():
                if m.name.startswith("/") or ".." in m.name.split("/") or m.issym():
                    raise ValueError(m.name)
                members.append(m)
            tar.extractall(root, members)
        """,
}


@pytest.mark.parametrize("name", sorted(MEMBER_LOOPS))
def test_a_loop_that_rejects_bad_members_by_raising_clears_the_extraction_after_it(name):
    assert [f for f in raised(_view(MEMBER_LOOPS[name]), "taint") if f.category == "path-traversal"] == []


def test_a_loop_that_checks_something_else_does_not():
    text = MEMBER_LOOPS["resolved_check"].replace(
        "if not (resolved == root or resolved.startswith(root + os.sep)):", "if entry.size > 10 ** 9:")
    assert [f.category for f in raised(_view(text), "taint")] == ["path-traversal"]


@pytest.mark.parametrize("needle", ["tar.extract(MANIFEST, path=dest)", 'tar.extract("checksums.txt", path=dest)'])
def test_a_member_extracted_by_its_fixed_name_lands_at_that_name(needle):
    view = _view(SAFE)
    verdict = judge_at(view, "pattern", "pkg/archives.py", needle, "path-traversal")
    assert verdict.verdict is VerdictKind.REFUTED and "fixed name" in verdict.reason, verdict.reason
    dynamic = judge_at(_view(UNPACK), "pattern", "pkg/archives.py", "tar.extractall(dest)", "path-traversal")
    assert dynamic.verdict is not VerdictKind.REFUTED, dynamic.reason
