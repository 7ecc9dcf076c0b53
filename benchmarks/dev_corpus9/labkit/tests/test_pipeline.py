from unittest import mock

from labkit import pipeline


def test_archive_quotes():
    with mock.patch("subprocess.run") as run:
        pipeline.archive(["a b.csv", "c;d.csv"], "/tmp/x.tgz")
    cmd = run.call_args[0][0]
    assert "'a b.csv'" in cmd and "'c;d.csv'" in cmd
