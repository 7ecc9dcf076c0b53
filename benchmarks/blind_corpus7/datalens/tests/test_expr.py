import pandas as pd
import pytest

from datalens.expr import summarize


def test_summarize_rejects_unknown():
    df = pd.DataFrame({"a": [1, 2, 3]})
    with pytest.raises(ValueError):
        summarize(df, "a", "__class__")


def test_summarize_mean():
    df = pd.DataFrame({"a": [1, 2, 3]})
    assert summarize(df, "a") == 2
