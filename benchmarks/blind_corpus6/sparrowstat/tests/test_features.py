import pandas as pd
import pytest

from sparrowstat.features import FeatureError, compile_feature, quick_feature


@pytest.fixture
def df():
    return pd.DataFrame({"count": [1, 4, 9], "effort": [1.0, 2.0, 3.0]})


def test_compile_feature(df):
    fn = compile_feature("sqrt(count) / effort", list(df.columns))
    assert list(fn(df)) == [1.0, 1.0, 1.0]


@pytest.mark.parametrize("expr", ["__import__('os')", "count.__class__", "open('x')", "count ** 2"])
def test_compile_feature_rejects(df, expr):
    with pytest.raises(FeatureError):
        compile_feature(expr, list(df.columns))


def test_quick_feature(df):
    out = quick_feature(df, "cpue = count / effort")
    assert out["cpue"].iloc[1] == 2.0
