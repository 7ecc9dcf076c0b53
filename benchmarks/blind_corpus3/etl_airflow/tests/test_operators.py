import pytest

from etl.paths import archive_target
from etl.retry import backoff
from etl.sql import chunked

TEST_CONF = {"table": "orders", "filename": "../../etc/passwd", "team": "finance"}


def test_archive_target_sanitises():
    assert archive_target(TEST_CONF).endswith("/archive/_.._etc_passwd")


def test_backoff_bounds():
    for i in range(10):
        assert 0 <= backoff(i) <= 120


def test_chunked():
    assert list(chunked(range(5), 2)) == [[0, 1], [2, 3], [4]]
