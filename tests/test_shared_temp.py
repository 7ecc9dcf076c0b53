"""A file made at a fixed name in the shared temporary directory (CWE-377): raised by the taint slot where the file
is made (open for writing, a copy onto it, a data frame written there), from a literal under /tmp or a name under
tempfile.gettempdir(), through variables, module constants (an environment variable's default included) and the
file's own helpers that return the name;
confirmed by the pattern slot from the same file.
A folder made with mkdir in a `try` whose handler carries on when it exists is Python 2's `exist_ok=True` and is
raised too, unless the function then checks who owns it (st_uid). A unique name (uuid4, mkstemp), exclusive
creation (a handler that leaves), a read, or a folder handed to a subprocess raise nothing."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

JOBS = """
    import errno
    import getpass
    import os
    import shutil
    import subprocess
    import tempfile
    import uuid
    from pathlib import Path

    PID_FILE = "/tmp/newsbot.pid"
    STATE_FILE = os.environ.get("NEWSBOT_STATE", "/tmp/newsbot-state.json")

    def write_pidfile():
        with open(PID_FILE, "w") as fh:
            fh.write(str(os.getpid()))

    def spool(name):
        path = "/tmp/tablekit-%s-%d.csv" % (name, os.getpid())
        with open(path, "w") as fh:
            fh.write("x")
        return path

    def cache(key, data):
        cache_file = os.path.join(tempfile.gettempdir(), "rply-%s.json" % key)
        with open(cache_file, "w") as f:
            f.write(data)

    def copy_there(source):
        cwd = "/tmp"
        target = os.path.join(cwd, os.path.split(source)[-1])
        shutil.copy(source, target)

    def frame(df, ds):
        tmp = os.path.join(tempfile.gettempdir(), "top-%s.csv" % ds)
        df.to_csv(tmp, index=False)

    def unique(data):
        path = os.path.join(tempfile.gettempdir(), "x-%s.json" % uuid.uuid4().hex)
        with open(path, "w") as f:
            f.write(data)

    def save_state(data):
        with open(STATE_FILE, "w") as fh:
            fh.write(data)

    def stats_path(name):
        return os.path.join(tempfile.gettempdir(), "stats-%s.json" % name)

    def write_stats(name, counts):
        with open(stats_path(name), "w") as fh:
            fh.write(counts)

    def private_path(name):
        return os.path.join(tempfile.mkdtemp(), name)

    def write_private(name, counts):
        with open(private_path(name), "w") as fh:
            fh.write(counts)

    def exclusive(data):
        with open("/tmp/lock-file", "x") as f:
            f.write(data)

    def mkstemp_in_tmp(data):
        fd, name = tempfile.mkstemp(dir="/tmp")
        with open(name, "w") as f:
            f.write(data)

    def only_reads():
        with open("/tmp/settings.json") as f:
            return f.read()

    def run_in_tmp():
        subprocess.run(["ls"], cwd="/tmp")

    def locked(file_id):
        target = Path(tempfile.gettempdir()) / file_id
        target.touch(exist_ok=False)

    def runtime_dir():
        fallback = "/tmp/app-runtime-" + getpass.getuser()
        try:
            os.mkdir(fallback, 0o700)
        except OSError as e:
            if e.errno == errno.EEXIST:
                os.chmod(fallback, 0o700)
            else:
                raise
        return fallback

    def cache_dir():
        try:
            os.makedirs("/tmp/app-cache")
        except FileExistsError:
            pass

    def owned_dir():
        path = os.path.join(tempfile.gettempdir(), "app-cache-%d" % os.getuid())
        try:
            os.mkdir(path, 0o700)
        except OSError as e:
            if e.errno != errno.EEXIST:
                raise
        if os.lstat(path).st_uid != os.getuid():
            raise RuntimeError("someone else owns " + path)
        return path

    def lock_dir():
        try:
            os.mkdir("/tmp/app-lock")
        except OSError:
            raise SystemExit("already running")

    def private_dir(data):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "out.txt"), "w") as f:
                f.write(data)
    """

RAISED = ['with open(PID_FILE, "w")', 'with open(path, "w")', 'with open(cache_file, "w")',
          "shutil.copy(source, target)", "df.to_csv(tmp", "os.mkdir(fallback, 0o700)", 'os.makedirs("/tmp/app-cache")',
          'with open(stats_path(name), "w")', 'with open(STATE_FILE, "w")']


def _view() -> MemoryView:
    return MemoryView({"app/__init__.py": "", "app/jobs.py": JOBS})


def test_files_made_at_fixed_names_in_the_shared_temp_folder_are_raised_and_nothing_else():
    view = _view()
    found = [f for f in raised(view, "taint") if f.category == "insecure-tempfile"]
    assert sorted(f.primary.start_line for f in found) == sorted(line_of(view, "app/jobs.py", n) for n in RAISED)
    assert all(f.cwe == 377 and "mkstemp" in f.suggested_fix for f in found)


@pytest.mark.parametrize("needle", RAISED)
def test_the_pattern_slot_confirms_each_from_the_file_itself(needle):
    view = _view()
    finding = next(f for f in raised(view, "taint") if f.category == "insecure-tempfile"
                   and f.primary.start_line == line_of(view, "app/jobs.py", needle))
    verdict = judge(view, "pattern", finding)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "shared temporary directory" in verdict.reason


@pytest.mark.parametrize(("needle", "why"), [('with open("/tmp/lock-file", "x")', "only if nothing is there"),
                                             ('with open(path, "w") as f:\n            f.write(data)', "uuid")])
def test_the_pattern_slot_refutes_exclusive_creation_and_unique_names(needle, why):
    view = _view()
    line = line_of(view, "app/jobs.py", needle.split("\n")[0]) if "uuid" not in why else \
        line_of(view, "app/jobs.py", "def unique(") + 2
    verdict = judge_at(view, "pattern", "app/jobs.py", view.files["app/jobs.py"].splitlines()[line - 1].strip(),
                       "insecure-tempfile")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert why.split()[0] in verdict.reason


def test_the_pattern_slot_follows_a_helper_of_the_file_only_to_a_shared_folder():
    view = _view()
    verdict = judge_at(view, "pattern", "app/jobs.py", 'with open(private_path(name), "w")', "insecure-tempfile")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason  # mkdtemp's folder is the program's own


def test_the_taint_slot_confirms_a_finding_at_the_write_and_refutes_exclusive_creation():
    view = _view()
    confirmed = judge_at(view, "taint", "app/jobs.py", 'with open(PID_FILE, "w")', "insecure-tempfile")
    assert confirmed.verdict is VerdictKind.CONFIRMED, confirmed.reason
    refuted = judge_at(view, "taint", "app/jobs.py", 'with open("/tmp/lock-file", "x")', "insecure-tempfile")
    assert refuted.verdict is VerdictKind.REFUTED, refuted.reason


def test_a_file_moved_into_the_shared_folder_keeps_its_own_name():
    text = """
        import os
        import shutil
        import tempfile

        def archive_message(folder, filename):
            shutil.move(os.path.join(folder, filename), tempfile.gettempdir())
            shutil.copy(os.path.join(folder, filename), "/tmp/")
        """
    view = MemoryView({"app/__init__.py": "", "app/queue.py": text})
    assert [f for f in raised(view, "taint") if f.category == "insecure-tempfile"] == []
    verdict = judge_at(view, "pattern", "app/queue.py", "shutil.move(", "insecure-tempfile")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_lambda_functions_tmp_is_its_own():
    text = """
        def export_csv(rows):
            path = "/tmp/claims-export.csv"
            with open(path, "w") as fh:
                fh.write(repr(rows))
            return path

        def handler(event, context):
            return export_csv(event["rows"])
        """
    view = MemoryView({"handlers/documents.py": text})
    assert raised(view, "taint") == []
    verdict = judge_at(view, "pattern", "handlers/documents.py", 'with open(path, "w")', "insecure-tempfile")
    assert verdict.verdict is VerdictKind.REFUTED and "Lambda" in verdict.reason, verdict.reason
    plain = MemoryView({"jobs/documents.py": text.replace("def handler(event, context)", "def handler(rows, user)")})
    assert [f.category for f in raised(plain, "taint")] == ["insecure-tempfile"]


def test_a_name_fixed_in_another_module_is_not_raised_with_a_wrong_quote():
    helper = """
        import os

        def staging_file(run_id):
            return os.path.join("/tmp", "etl_%s.csv" % run_id)
        """
    job = """
        from etl.tmp import staging_file

        def export(run_id, rows):
            with open(staging_file(run_id), "w") as fh:
                fh.write(repr(rows))
        """
    view = MemoryView({"etl/__init__.py": "", "etl/tmp.py": helper, "etl/job.py": job})
    assert [f for f in raised(view, "taint") if f.category == "insecure-tempfile"] == []


def test_the_pattern_slot_does_not_confirm_a_folder_whose_owner_is_checked_after_mkdir():
    view = _view()
    line = line_of(view, "app/jobs.py", "def owned_dir(") + 3
    text = view.files["app/jobs.py"].splitlines()[line - 1].strip()
    assert text == "os.mkdir(path, 0o700)"
    verdict = judge_at(view, "pattern", "app/jobs.py", text, "insecure-tempfile")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
