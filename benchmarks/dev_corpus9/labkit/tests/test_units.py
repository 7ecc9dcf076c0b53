import pytest

from labkit.units import convert


def test_kelvin():
    assert convert(25, "degC->K") == pytest.approx(298.15)


def test_unknown():
    with pytest.raises(KeyError):
        convert(1, "__import__('os')")
