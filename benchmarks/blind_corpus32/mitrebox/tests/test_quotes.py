import pytest

pytest.importorskip("celery")

from mitrebox.tasks.quotes import MOULDINGS  # noqa: E402


def test_default_moulding_is_priced():
    assert "oak-20" in MOULDINGS


def test_all_rates_positive():
    assert all(rate > 0 for rate in MOULDINGS.values())
