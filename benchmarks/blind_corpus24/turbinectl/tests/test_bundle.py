import io
import tarfile

import pytest

from turbinectl import bundle


def _tar_with(name, data):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        info = tarfile.TarInfo(name)
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
    buf.seek(0)
    return tarfile.open(fileobj=buf, mode="r:gz")


def test_checked_copy_refuses_parent(tmp_path):
    tar = _tar_with("../evil", b"x")
    with pytest.raises(bundle.BundleError):
        bundle.copy_member_checked(tar, tar.getmember("../evil"), str(tmp_path))
