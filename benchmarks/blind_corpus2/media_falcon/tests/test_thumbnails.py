import pytest

from mediasvc import storage


def test_safe_join_blocks_parent(tmp_path):
    with pytest.raises(storage.UnsafePath):
        storage.safe_join(str(tmp_path), "../etc/passwd")


def test_thumb_requires_size(client, tmp_path):
    (tmp_path / "a.jpg").write_bytes(b"\xff\xd8\xff")
    r = client.simulate_get("/thumbs/a.jpg")
    assert r.status_code == 400
