import io
import zipfile

import pytest

from reportlib import safe_extract
from reportlib.signing import sign, verify

TEST_KEY = b"unit-test-key"


def _zip(tmp_path, name):
    p = tmp_path / "b.zip"
    with zipfile.ZipFile(p, "w") as zf:
        zf.writestr(name, "x")
    return p


def test_safe_extract_rejects_traversal(tmp_path):
    with pytest.raises(ValueError):
        safe_extract(_zip(tmp_path, "../evil.txt"), tmp_path / "out")


def test_sign_roundtrip():
    assert verify(sign("r1", key=TEST_KEY), key=TEST_KEY)
