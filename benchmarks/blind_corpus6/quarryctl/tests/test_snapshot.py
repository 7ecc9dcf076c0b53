import io
import tarfile

import pytest

from quarryctl import snapshot


def _make_tar(path, members):
    with tarfile.open(path, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_snapshot_name_shape():
    assert snapshot.snapshot_name("db").startswith("db-")
    assert snapshot.snapshot_name("db").endswith("Z.tar.gz")


def test_restore_subset_rejects_escape(tmp_path):
    archive = tmp_path / "a.tar.gz"
    _make_tar(archive, {"etc/../../../evil": b"x"})
    with pytest.raises(ValueError):
        snapshot.restore_subset(str(archive), str(tmp_path / "out"), "etc")


def test_restore_subset_extracts_prefix(tmp_path):
    archive = tmp_path / "a.tar.gz"
    _make_tar(archive, {"etc/hosts": b"127.0.0.1 localhost\n", "var/log/x": b""})
    out = tmp_path / "out"
    out.mkdir()
    snapshot.restore_subset(str(archive), str(out), "etc")
    assert (out / "etc" / "hosts").exists()
    assert not (out / "var").exists()
