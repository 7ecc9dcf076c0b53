import io
import tarfile

import pytest

from pinecone.unpack import unpack_vendored


def test_vendored_rejects_escape(tmp_path):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        info = tarfile.TarInfo("../evil.txt")
        info.size = 1
        tar.addfile(info, io.BytesIO(b"x"))
    archive = tmp_path / "a.tar"
    archive.write_bytes(buf.getvalue())
    with pytest.raises(tarfile.FilterError):
        unpack_vendored(str(archive), tmp_path / "out")
