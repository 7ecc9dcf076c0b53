import pytest

from sigil.paths import join_under_strict


def test_strict_blocks_parent(tmp_path):
    (tmp_path / "a").mkdir()
    with pytest.raises(ValueError):
        join_under_strict(tmp_path / "a", "..", "secret")
