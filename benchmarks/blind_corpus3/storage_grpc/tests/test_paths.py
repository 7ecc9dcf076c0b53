import pytest

from storage import paths


@pytest.fixture(autouse=True)
def root(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "DATA_ROOT", str(tmp_path))
    (tmp_path / "b1").mkdir()
    return tmp_path


def test_safe_join_inside(root):
    assert paths.safe_join(str(root / "b1"), "a/b.txt") == str(root / "b1" / "a" / "b.txt")


def test_safe_join_escape(root):
    with pytest.raises(paths.PathEscape):
        paths.safe_join(str(root / "b1"), "../b2/x")


def test_bucket_root_rejects_dots():
    with pytest.raises(paths.PathEscape):
        paths.bucket_root("..")
