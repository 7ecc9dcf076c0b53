import io
import tarfile

from deployctl import archive


def _make_tar(path, files):
    with tarfile.open(path, "w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_unpack_assets_only_static(tmp_path):
    art = tmp_path / "a.tar.gz"
    _make_tar(art, {"static/app.css": b"body{}", "bin/run": b"#!/bin/sh"})
    archive.unpack_assets(art, tmp_path / "out")
    assert (tmp_path / "out" / "static" / "app.css").exists()
    assert not (tmp_path / "out" / "bin").exists()
